-- Proof of liabilities (ADR 49): each snapshot of every user's balances, the root of its Merkle sum tree with the
-- totals per asset, the newest ledger entry it saw (so that `ledger verify` can recompute the totals), and each
-- user's leaf (salt and balances) to build their inclusion proof from.
CREATE TABLE liability_snapshots (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    taken_at INTEGER NOT NULL,
    ledger_mark INTEGER NOT NULL,
    root_hash TEXT NOT NULL,
    users INTEGER NOT NULL,
    assets TEXT NOT NULL,
    totals TEXT NOT NULL,
    taken_by TEXT NOT NULL,
    CONSTRAINT ck_liability_snapshots_counts CHECK (ledger_mark >= 0 AND users >= 0)
);

CREATE TABLE liability_leaves (
    snapshot_id INTEGER NOT NULL,
    user_id INTEGER NOT NULL,
    position INTEGER NOT NULL,
    salt TEXT NOT NULL,
    balances TEXT NOT NULL,
    CONSTRAINT pk_liability_leaves PRIMARY KEY (snapshot_id, user_id),
    CONSTRAINT uq_liability_leaves_position UNIQUE (snapshot_id, position),
    CONSTRAINT fk_liability_leaves_snapshot FOREIGN KEY (snapshot_id) REFERENCES liability_snapshots (id)
);
