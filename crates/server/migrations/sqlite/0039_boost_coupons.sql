-- no-transaction
-- Rate-boost coupons (ADR 58): a campaign of kind `boost` adds its daily rate to one lock-mining position, paid from
-- what the coupon reserved from `marketing` when the position opened. SQLite cannot alter a CHECK constraint, so the
-- campaigns table is rebuilt with its foreign keys off, in a transaction of its own.
PRAGMA foreign_keys = OFF;
BEGIN;
CREATE TABLE coupon_campaigns_next (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    title TEXT NOT NULL,
    kind TEXT NOT NULL,
    asset_id INTEGER NOT NULL,
    value INTEGER NOT NULL,
    rate_ppm INTEGER NOT NULL DEFAULT 0,
    quantity INTEGER NOT NULL,
    issued INTEGER NOT NULL DEFAULT 0,
    valid_days INTEGER NOT NULL,
    code TEXT,
    eligibility TEXT NOT NULL,
    min_level INTEGER NOT NULL DEFAULT 0,
    status INTEGER NOT NULL DEFAULT 1,
    demo INTEGER NOT NULL DEFAULT 0,
    created_by INTEGER,
    created_at INTEGER NOT NULL,
    ended_at INTEGER,
    end_reason TEXT NOT NULL DEFAULT '',
    CONSTRAINT uq_coupon_campaigns_code UNIQUE (code),
    CONSTRAINT fk_coupon_campaigns_asset FOREIGN KEY (asset_id) REFERENCES assets (id),
    CONSTRAINT fk_coupon_campaigns_operator FOREIGN KEY (created_by) REFERENCES operators (id),
    CONSTRAINT ck_coupon_campaigns_kind CHECK (kind IN ('fee', 'trial', 'boost')),
    CONSTRAINT ck_coupon_campaigns_rate CHECK ((kind = 'boost' AND rate_ppm BETWEEN 1 AND 100000)
        OR (kind <> 'boost' AND rate_ppm = 0)),
    CONSTRAINT ck_coupon_campaigns_amounts CHECK (value > 0 AND quantity > 0 AND issued BETWEEN 0 AND quantity
        AND valid_days BETWEEN 1 AND 365 AND min_level BETWEEN 0 AND 5),
    CONSTRAINT ck_coupon_campaigns_eligibility CHECK (eligibility IN ('all', 'new', 'vip')),
    CONSTRAINT ck_coupon_campaigns_status CHECK (status IN (1, 2))
);
INSERT INTO coupon_campaigns_next (id, title, kind, asset_id, value, quantity, issued, valid_days, code, eligibility,
        min_level, status, demo, created_by, created_at, ended_at, end_reason)
    SELECT id, title, kind, asset_id, value, quantity, issued, valid_days, code, eligibility, min_level, status, demo,
        created_by, created_at, ended_at, end_reason FROM coupon_campaigns;
DROP TABLE coupon_campaigns;
ALTER TABLE coupon_campaigns_next RENAME TO coupon_campaigns;

-- A position a boost coupon raised: its extra daily rate, what the coupon reserved for it and what it has paid.
ALTER TABLE lock_positions ADD COLUMN coupon_id INTEGER CONSTRAINT fk_lock_positions_coupon REFERENCES coupons (id);
ALTER TABLE lock_positions ADD COLUMN boost_ppm INTEGER NOT NULL DEFAULT 0;
ALTER TABLE lock_positions ADD COLUMN boost_cap INTEGER NOT NULL DEFAULT 0;
ALTER TABLE lock_positions ADD COLUMN boost_paid INTEGER NOT NULL DEFAULT 0
    CONSTRAINT ck_lock_positions_boost CHECK (boost_ppm >= 0 AND boost_paid >= 0 AND boost_paid <= boost_cap);

INSERT INTO rules (product, key, value, unit, updated_at) VALUES
    ('coupons', 'boost', 'adds its daily rate to one lock-mining position in its asset for the whole term; the most '
        || 'it can pay (its value, at most the extra rate on the amount for the term) moves from the marketing '
        || 'account to the earn reserve when the position opens, is paid day by day with the interest, and what is '
        || 'left when the position matures or is redeemed returns to the marketing account', 'rule', 0);
COMMIT;
PRAGMA foreign_keys = ON;
