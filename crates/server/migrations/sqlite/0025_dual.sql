-- Dual investment: products settled on a recorded index sample, paid from each asset's funded dual reserve;
-- the shares each user holds of a product, counted against its per-user limit; and the users' orders with the
-- evidence of their settlement.
CREATE TABLE dual_products (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    asset_id INTEGER NOT NULL,
    market_id INTEGER NOT NULL,
    kind TEXT NOT NULL,
    name TEXT NOT NULL,
    apr_ppm INTEGER NOT NULL,
    exercise_price INTEGER NOT NULL,
    days INTEGER NOT NULL,
    term_minutes INTEGER NOT NULL,
    total_number INTEGER NOT NULL,
    purchased_number INTEGER NOT NULL DEFAULT 0,
    user_limit INTEGER NOT NULL,
    status INTEGER NOT NULL DEFAULT 0,
    start_at INTEGER NOT NULL,
    settle_at INTEGER NOT NULL,
    demo INTEGER NOT NULL DEFAULT 0,
    opened_by INTEGER,
    opened_at INTEGER,
    settle_price INTEGER,
    settle_price_ts INTEGER,
    settle_source TEXT,
    settled_at INTEGER,
    created_at INTEGER NOT NULL,
    CONSTRAINT fk_dual_products_asset FOREIGN KEY (asset_id) REFERENCES assets (id),
    CONSTRAINT fk_dual_products_market FOREIGN KEY (market_id) REFERENCES markets (id),
    CONSTRAINT fk_dual_products_opened_by FOREIGN KEY (opened_by) REFERENCES operators (id),
    CONSTRAINT ck_dual_products_kind CHECK (kind IN ('call', 'put')),
    CONSTRAINT ck_dual_products_terms CHECK (apr_ppm >= 0 AND exercise_price > 0 AND exercise_price % 10 = 0
        AND days >= 0 AND term_minutes > 0 AND user_limit > 0 AND settle_at > start_at),
    CONSTRAINT ck_dual_products_shares CHECK (total_number > 0 AND purchased_number >= 0
        AND purchased_number <= total_number),
    CONSTRAINT ck_dual_products_status CHECK (status IN (0, 1)),
    CONSTRAINT ck_dual_products_demo CHECK (demo IN (0, 1))
);
CREATE INDEX ix_dual_products_sale ON dual_products (asset_id, kind, status);
CREATE INDEX ix_dual_products_due ON dual_products (settled_at, settle_at);

CREATE TABLE dual_holdings (
    product_id INTEGER NOT NULL,
    user_id INTEGER NOT NULL,
    shares INTEGER NOT NULL,
    CONSTRAINT pk_dual_holdings PRIMARY KEY (product_id, user_id),
    CONSTRAINT fk_dual_holdings_product FOREIGN KEY (product_id) REFERENCES dual_products (id),
    CONSTRAINT fk_dual_holdings_user FOREIGN KEY (user_id) REFERENCES users (id),
    CONSTRAINT ck_dual_holdings_shares CHECK (shares > 0)
);

CREATE TABLE dual_orders (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    user_id INTEGER NOT NULL,
    product_id INTEGER NOT NULL,
    pay_asset_id INTEGER NOT NULL,
    number INTEGER NOT NULL,
    principal INTEGER NOT NULL,
    status INTEGER NOT NULL DEFAULT 1,
    created_at INTEGER NOT NULL,
    settle_price INTEGER,
    settle_price_ts INTEGER,
    settle_source TEXT,
    payout_asset_id INTEGER,
    payout INTEGER,
    settled_at INTEGER,
    CONSTRAINT fk_dual_orders_user FOREIGN KEY (user_id) REFERENCES users (id),
    CONSTRAINT fk_dual_orders_product FOREIGN KEY (product_id) REFERENCES dual_products (id),
    CONSTRAINT fk_dual_orders_pay_asset FOREIGN KEY (pay_asset_id) REFERENCES assets (id),
    CONSTRAINT fk_dual_orders_payout_asset FOREIGN KEY (payout_asset_id) REFERENCES assets (id),
    CONSTRAINT ck_dual_orders_amounts CHECK (number > 0 AND principal > 0),
    CONSTRAINT ck_dual_orders_status CHECK (status IN (1, 2, 3, 4)),
    CONSTRAINT ck_dual_orders_settled CHECK ((status IN (1, 2) AND settled_at IS NULL AND payout IS NULL)
        OR (status IN (3, 4) AND settled_at IS NOT NULL AND payout IS NOT NULL AND payout >= 0
            AND payout_asset_id IS NOT NULL AND settle_source IS NOT NULL))
);
CREATE INDEX ix_dual_orders_user ON dual_orders (user_id, id);
CREATE INDEX ix_dual_orders_product ON dual_orders (product_id, status);

-- A recorded settlement price is evidence: once written it never changes, and a settled order is never removed.
CREATE TRIGGER tr_dual_products_price_kept BEFORE UPDATE ON dual_products
WHEN OLD.settle_source IS NOT NULL AND (NEW.settle_price IS NOT OLD.settle_price
    OR NEW.settle_price_ts IS NOT OLD.settle_price_ts OR NEW.settle_source IS NOT OLD.settle_source)
BEGIN
    SELECT RAISE(ABORT, 'dual_products: a recorded settlement price never changes');
END;
CREATE TRIGGER tr_dual_products_no_delete BEFORE DELETE ON dual_products
BEGIN
    SELECT RAISE(ABORT, 'dual_products: products are kept');
END;
CREATE TRIGGER tr_dual_orders_settlement_kept BEFORE UPDATE ON dual_orders
WHEN OLD.status IN (3, 4)
BEGIN
    SELECT RAISE(ABORT, 'dual_orders: a settled order never changes');
END;
CREATE TRIGGER tr_dual_orders_no_delete BEFORE DELETE ON dual_orders
BEGIN
    SELECT RAISE(ABORT, 'dual_orders: orders are kept');
END;

INSERT INTO rules (product, key, value, unit, updated_at) VALUES
    ('dual', 'settle_time', '16:00', 'display time', 0),
    ('dual', 'share_call', '0.1', 'coin', 0),
    ('dual', 'share_put', 'exercise_price/10', 'USDT', 0),
    ('dual', 'sample_grace', '30', 'seconds', 0),
    ('dual', 'sample_lookback', '60', 'seconds', 0),
    ('dual', 'missing_sample', 'nearest_earlier_then_refund_with_interest', 'policy', 0);
