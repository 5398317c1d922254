-- Complete, append-only, signed proof of liabilities (ADR 68). A snapshot records whether its leaves include the
-- users' claims held in system accounts (products), the ed25519 signature of its root and the public key that made
-- it; snapshots and leaves are never changed or removed once written. An option's stake is held in its own system
-- account (`option_stakes`) from entry to settlement when the user paid it; older orders' stakes went to `house`.
ALTER TABLE liability_snapshots ADD COLUMN includes_claims INTEGER NOT NULL DEFAULT 0
    CONSTRAINT ck_liability_snapshots_includes_claims CHECK (includes_claims IN (0, 1));
ALTER TABLE liability_snapshots ADD COLUMN signature TEXT NOT NULL DEFAULT '';
ALTER TABLE liability_snapshots ADD COLUMN public_key TEXT NOT NULL DEFAULT '';
ALTER TABLE micro_orders ADD COLUMN stake_held INTEGER NOT NULL DEFAULT 0
    CONSTRAINT ck_micro_orders_stake_held CHECK (stake_held IN (0, 1));

CREATE INDEX ix_micro_orders_held ON micro_orders (status, stake_held);

CREATE TRIGGER tr_liability_snapshots_no_update BEFORE UPDATE ON liability_snapshots
BEGIN
    SELECT RAISE(ABORT, 'liability_snapshots: a published snapshot never changes');
END;
CREATE TRIGGER tr_liability_snapshots_no_delete BEFORE DELETE ON liability_snapshots
BEGIN
    SELECT RAISE(ABORT, 'liability_snapshots: a published snapshot never changes');
END;
CREATE TRIGGER tr_liability_leaves_no_update BEFORE UPDATE ON liability_leaves
BEGIN
    SELECT RAISE(ABORT, 'liability_leaves: a published leaf never changes');
END;
CREATE TRIGGER tr_liability_leaves_no_delete BEFORE DELETE ON liability_leaves
BEGIN
    SELECT RAISE(ABORT, 'liability_leaves: a published leaf never changes');
END;

INSERT INTO rules (product, key, value, unit, updated_at) VALUES
    ('liabilities', 'schedule', 'a snapshot every UTC day at 00:00 (taken within a minute of it), and one when a '
        || 'server first starts without any', 'rule', 0),
    ('liabilities', 'scope', 'each user''s leaf counts, per asset, every account of theirs (available and frozen) '
        || 'and their claims held in system accounts: lock-mining principal, unsettled dual principal, paid IEO '
        || 'subscriptions and unreleased allocations, loan collateral, NFT auction margins, open quiz bets and '
        || 'open option stakes', 'rule', 0),
    ('liabilities', 'signature', 'every root is signed with the server''s ed25519 key over '
        || '"mercato-liabilities-root" NUL, the root''s 32 bytes and the time taken (8-byte big-endian '
        || 'milliseconds); the public key is at /api/liabilities/key', 'rule', 0);
