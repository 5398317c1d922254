CREATE TABLE operators (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    email TEXT NOT NULL,
    password_hash TEXT NOT NULL,
    role TEXT NOT NULL,
    status TEXT NOT NULL DEFAULT 'active',
    created_at INTEGER NOT NULL,
    CONSTRAINT uq_operators_email UNIQUE (email),
    CONSTRAINT ck_operators_role CHECK (role IN ('admin', 'finance', 'compliance', 'support', 'content')),
    CONSTRAINT ck_operators_status CHECK (status IN ('active', 'disabled'))
);

CREATE TABLE operator_sessions (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    operator_id INTEGER NOT NULL,
    token_hash TEXT NOT NULL,
    created_at INTEGER NOT NULL,
    expires_at INTEGER NOT NULL,
    revoked_at INTEGER,
    ip TEXT NOT NULL DEFAULT '',
    CONSTRAINT uq_operator_sessions_token_hash UNIQUE (token_hash),
    CONSTRAINT fk_operator_sessions_operator FOREIGN KEY (operator_id) REFERENCES operators (id)
);

CREATE TABLE audit_log (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    operator_id INTEGER,
    actor TEXT NOT NULL,
    action TEXT NOT NULL,
    target TEXT NOT NULL DEFAULT '',
    before_value TEXT NOT NULL DEFAULT '',
    after_value TEXT NOT NULL DEFAULT '',
    ip TEXT NOT NULL DEFAULT '',
    created_at INTEGER NOT NULL,
    CONSTRAINT fk_audit_log_operator FOREIGN KEY (operator_id) REFERENCES operators (id)
);
CREATE INDEX ix_audit_log_created ON audit_log (id);

-- The audit log is append-only: SQLite refuses changes to it outright.
CREATE TRIGGER tr_audit_log_no_update BEFORE UPDATE ON audit_log
BEGIN
    SELECT RAISE(ABORT, 'audit_log is append-only');
END;
CREATE TRIGGER tr_audit_log_no_delete BEFORE DELETE ON audit_log
BEGIN
    SELECT RAISE(ABORT, 'audit_log is append-only');
END;
