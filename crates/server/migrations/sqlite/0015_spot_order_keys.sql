-- no-transaction
-- Orders keep no foreign keys to users and markets (ADR 30). Each order is written in the same transaction as its
-- hold, a ledger posting on an account of its user, and that account's key to users stays; its market is the
-- one whose task wrote it. `ledger verify` reports any order whose user or market is missing.
-- SQLite drops a table's constraint only by rebuilding the table. Key checks are off while it is rebuilt, so
-- that dropping the old table does not count the trades that name its orders; the new table keeps every id, and
-- the trades' keys name it by the same name once it is renamed.
PRAGMA foreign_keys = OFF;
BEGIN;
CREATE TABLE spot_orders_rebuilt (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    market_id INTEGER NOT NULL,
    user_id INTEGER NOT NULL,
    side INTEGER NOT NULL,
    order_type INTEGER NOT NULL,
    price INTEGER NOT NULL,
    qty INTEGER NOT NULL,
    quote_budget INTEGER NOT NULL DEFAULT 0,
    filled_qty INTEGER NOT NULL DEFAULT 0,
    filled_quote INTEGER NOT NULL DEFAULT 0,
    fee INTEGER NOT NULL DEFAULT 0,
    frozen INTEGER NOT NULL,
    status INTEGER NOT NULL DEFAULT 1,
    created_at INTEGER NOT NULL,
    updated_at INTEGER NOT NULL,
    CONSTRAINT ck_spot_orders_side CHECK (side IN (1, 2)),
    CONSTRAINT ck_spot_orders_type CHECK (order_type IN (1, 2)),
    CONSTRAINT ck_spot_orders_amounts CHECK (price >= 0 AND qty >= 0 AND quote_budget >= 0 AND filled_qty >= 0
        AND filled_quote >= 0 AND fee >= 0 AND frozen >= 0),
    CONSTRAINT ck_spot_orders_status CHECK (status BETWEEN 1 AND 3)
);
INSERT INTO spot_orders_rebuilt (id, market_id, user_id, side, order_type, price, qty, quote_budget, filled_qty,
        filled_quote, fee, frozen, status, created_at, updated_at)
    SELECT id, market_id, user_id, side, order_type, price, qty, quote_budget, filled_qty, filled_quote, fee, frozen,
        status, created_at, updated_at
    FROM spot_orders;
-- The next order id continues after the highest ever handed out, as before.
DELETE FROM sqlite_sequence WHERE name = 'spot_orders_rebuilt';
INSERT INTO sqlite_sequence (name, seq) SELECT 'spot_orders_rebuilt', seq FROM sqlite_sequence WHERE name = 'spot_orders';
DROP TABLE spot_orders;
ALTER TABLE spot_orders_rebuilt RENAME TO spot_orders;
CREATE INDEX ix_spot_orders_user ON spot_orders (user_id, id);
CREATE INDEX ix_spot_orders_open ON spot_orders (market_id, status, id);
COMMIT;
PRAGMA foreign_keys = ON;
