-- What each clean `ledger verify` established (ADR 86): every entry up to last_entry_id was checked, and there were
-- `entries` of them; every ledger transaction up to last_transaction_id, `transactions` of them. An incremental
-- verification checks only what came after, once it has counted that nothing at or below that entry was added or
-- removed since.
CREATE TABLE ledger_checkpoints (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    last_entry_id INTEGER NOT NULL,
    entries INTEGER NOT NULL,
    last_transaction_id INTEGER NOT NULL,
    transactions INTEGER NOT NULL,
    incremental INTEGER NOT NULL,
    verified_at INTEGER NOT NULL,
    CONSTRAINT ck_ledger_checkpoints_counts CHECK (entries >= 0 AND transactions >= 0)
);
