CREATE TABLE rule_changes (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    product TEXT NOT NULL,
    key TEXT NOT NULL,
    old_value TEXT NOT NULL,
    new_value TEXT NOT NULL,
    operator_id INTEGER NOT NULL,
    changed_by_role TEXT NOT NULL,
    changed_at INTEGER NOT NULL,
    CONSTRAINT fk_rule_changes_operator FOREIGN KEY (operator_id) REFERENCES operators (id)
);
CREATE INDEX ix_rule_changes_product ON rule_changes (product, id);

-- The public changelog is append-only, like the audit log.
CREATE TRIGGER tr_rule_changes_no_update BEFORE UPDATE ON rule_changes
BEGIN
    SELECT RAISE(ABORT, 'rule_changes is append-only');
END;
CREATE TRIGGER tr_rule_changes_no_delete BEFORE DELETE ON rule_changes
BEGIN
    SELECT RAISE(ABORT, 'rule_changes is append-only');
END;
