-- Seconds options: published products as rules, orders with the price evidence of entry and settlement.
CREATE TABLE micro_orders (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    user_id INTEGER NOT NULL,
    market_id INTEGER NOT NULL,
    asset_id INTEGER NOT NULL,
    direction INTEGER NOT NULL,
    seconds INTEGER NOT NULL,
    stake INTEGER NOT NULL,
    payout_ppm INTEGER NOT NULL,
    open_price INTEGER NOT NULL,
    open_ts INTEGER NOT NULL,
    open_source TEXT NOT NULL,
    due_at INTEGER NOT NULL,
    end_price INTEGER,
    end_ts INTEGER,
    end_source TEXT,
    result INTEGER,
    paid INTEGER,
    status INTEGER NOT NULL DEFAULT 1,
    created_at INTEGER NOT NULL,
    handled_at INTEGER,
    CONSTRAINT fk_micro_orders_user FOREIGN KEY (user_id) REFERENCES users (id),
    CONSTRAINT fk_micro_orders_market FOREIGN KEY (market_id) REFERENCES markets (id),
    CONSTRAINT fk_micro_orders_asset FOREIGN KEY (asset_id) REFERENCES assets (id),
    CONSTRAINT ck_micro_orders_direction CHECK (direction IN (1, 2)),
    CONSTRAINT ck_micro_orders_amounts CHECK (stake > 0 AND seconds > 0 AND payout_ppm >= 0 AND open_price > 0),
    CONSTRAINT ck_micro_orders_status CHECK (status IN (1, 3)),
    CONSTRAINT ck_micro_orders_result CHECK (result IS NULL OR result IN (-1, 0, 1)),
    CONSTRAINT ck_micro_orders_settled CHECK ((status = 1 AND result IS NULL AND paid IS NULL)
        OR (status = 3 AND result IS NOT NULL AND paid IS NOT NULL AND end_ts IS NOT NULL))
);
CREATE INDEX ix_micro_orders_user ON micro_orders (user_id, id);
CREATE INDEX ix_micro_orders_due ON micro_orders (status, due_at);

-- What an order was opened with never changes, and a settled order never changes again.
CREATE TRIGGER tr_micro_orders_frozen BEFORE UPDATE ON micro_orders
WHEN OLD.status = 3 OR NEW.user_id <> OLD.user_id OR NEW.market_id <> OLD.market_id
    OR NEW.asset_id <> OLD.asset_id OR NEW.direction <> OLD.direction OR NEW.seconds <> OLD.seconds
    OR NEW.stake <> OLD.stake OR NEW.payout_ppm <> OLD.payout_ppm OR NEW.open_price <> OLD.open_price
    OR NEW.open_ts <> OLD.open_ts OR NEW.open_source <> OLD.open_source OR NEW.due_at <> OLD.due_at
    OR NEW.created_at <> OLD.created_at
BEGIN
    SELECT RAISE(ABORT, 'micro_orders: entry terms and settled orders are immutable');
END;
CREATE TRIGGER tr_micro_orders_no_delete BEFORE DELETE ON micro_orders
BEGIN
    SELECT RAISE(ABORT, 'micro_orders: orders are never deleted');
END;

-- Recorded prices are evidence: they are added and, past the published retention, removed, never changed.
CREATE TRIGGER tr_index_samples_no_update BEFORE UPDATE ON index_samples
BEGIN
    SELECT RAISE(ABORT, 'index_samples: recorded prices are never changed');
END;

INSERT INTO rules (product, key, value, unit, updated_at) VALUES
    ('micro', 'enabled', '1', 'flag', 0),
    ('micro', 'seconds', '30,60,120,300', 'seconds', 0),
    ('micro', 'payout_30', '80', 'percent', 0),
    ('micro', 'payout_60', '85', 'percent', 0),
    ('micro', 'payout_120', '88', 'percent', 0),
    ('micro', 'payout_300', '90', 'percent', 0),
    ('micro', 'min_stake', '10', 'USDT', 0),
    ('micro', 'max_stake', '10000', 'USDT', 0),
    ('micro', 'stake_presets', '10,50,100,500,1000', 'USDT', 0),
    ('micro', 'max_open_stake_user', '20000', 'USDT', 0),
    ('micro', 'max_open_stake_product', '1000000', 'USDT', 0),
    ('micro', 'blocked_regions', '', 'area codes', 0),
    ('micro', 'missing_sample', 'refund', 'policy', 0);
