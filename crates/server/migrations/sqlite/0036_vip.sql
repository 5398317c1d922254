-- VIP levels (ADR 57): the table is rules of product `vip`; each user's latest computation is kept for the
-- progress screen, and the level itself on the user.
CREATE TABLE vip_snapshots (
    user_id INTEGER NOT NULL,
    level INTEGER NOT NULL,
    volume INTEGER NOT NULL,
    holdings INTEGER NOT NULL,
    computed_at INTEGER NOT NULL,
    CONSTRAINT pk_vip_snapshots PRIMARY KEY (user_id),
    CONSTRAINT fk_vip_snapshots_user FOREIGN KEY (user_id) REFERENCES users (id),
    CONSTRAINT ck_vip_snapshots_amounts CHECK (level >= 0 AND volume >= 0 AND holdings >= 0)
);

CREATE TABLE vip_runs (
    day_start INTEGER NOT NULL,
    finished_at INTEGER NOT NULL,
    CONSTRAINT pk_vip_runs PRIMARY KEY (day_start)
);

-- The discount a spot order's fees get, fixed from its owner's level when it is placed.
ALTER TABLE spot_orders ADD COLUMN fee_discount INTEGER NOT NULL DEFAULT 0
    CONSTRAINT ck_spot_orders_fee_discount CHECK (fee_discount BETWEEN 0 AND 100);

INSERT INTO rules (product, key, value, unit, updated_at) VALUES
    ('vip', 'l1_volume', '10000', 'USDT traded in 30 days', 0),
    ('vip', 'l1_holdings', '1000', 'USDT held at the index', 0),
    ('vip', 'l1_discount', '5', 'percent off trading fees', 0),
    ('vip', 'l2_volume', '100000', 'USDT traded in 30 days', 0),
    ('vip', 'l2_holdings', '10000', 'USDT held at the index', 0),
    ('vip', 'l2_discount', '10', 'percent off trading fees', 0),
    ('vip', 'l3_volume', '1000000', 'USDT traded in 30 days', 0),
    ('vip', 'l3_holdings', '100000', 'USDT held at the index', 0),
    ('vip', 'l3_discount', '15', 'percent off trading fees', 0),
    ('vip', 'l4_volume', '5000000', 'USDT traded in 30 days', 0),
    ('vip', 'l4_holdings', '500000', 'USDT held at the index', 0),
    ('vip', 'l4_discount', '20', 'percent off trading fees', 0),
    ('vip', 'l5_volume', '20000000', 'USDT traded in 30 days', 0),
    ('vip', 'l5_holdings', '2000000', 'USDT held at the index', 0),
    ('vip', 'l5_discount', '25', 'percent off trading fees', 0),
    ('vip', 'loan_level', '2', 'the lowest level that may apply for loans', 0),
    ('vip', 'level', 'the highest level whose 30-day volume or holdings threshold is met, recomputed daily after '
        || '00:05 UTC', 'rule', 0);
