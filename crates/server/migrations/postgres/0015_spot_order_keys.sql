-- Orders keep no foreign keys to users and markets (ADR 30). Each order is written in the same transaction as its
-- hold, a ledger posting on an account of its user, and that account's key to users stays; its market is the
-- one whose task wrote it. `ledger verify` reports any order whose user or market is missing. On PostgreSQL the
-- two checks cost as much as the rest of the order's insert.
ALTER TABLE spot_orders
    DROP CONSTRAINT fk_spot_orders_market,
    DROP CONSTRAINT fk_spot_orders_user;
