-- Coupons (ADR 58): campaigns whose terms never change after creation, and the coupons issued from them. A
-- coupon's value is paid from the `marketing` account when it is used.
CREATE TABLE coupon_campaigns (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    title TEXT NOT NULL,
    kind TEXT NOT NULL,
    asset_id INTEGER NOT NULL,
    value INTEGER NOT NULL,
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
    CONSTRAINT ck_coupon_campaigns_kind CHECK (kind IN ('fee', 'trial')),
    CONSTRAINT ck_coupon_campaigns_amounts CHECK (value > 0 AND quantity > 0 AND issued BETWEEN 0 AND quantity
        AND valid_days BETWEEN 1 AND 365 AND min_level BETWEEN 0 AND 5),
    CONSTRAINT ck_coupon_campaigns_eligibility CHECK (eligibility IN ('all', 'new', 'vip')),
    CONSTRAINT ck_coupon_campaigns_status CHECK (status IN (1, 2))
);

CREATE TABLE coupons (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    campaign_id INTEGER NOT NULL,
    user_id INTEGER NOT NULL,
    status INTEGER NOT NULL DEFAULT 1,
    expires_at INTEGER NOT NULL,
    used_at INTEGER,
    used_on TEXT NOT NULL DEFAULT '',
    covered INTEGER NOT NULL DEFAULT 0,
    issued_by INTEGER,
    created_at INTEGER NOT NULL,
    CONSTRAINT uq_coupons_user UNIQUE (campaign_id, user_id),
    CONSTRAINT fk_coupons_campaign FOREIGN KEY (campaign_id) REFERENCES coupon_campaigns (id),
    CONSTRAINT fk_coupons_user FOREIGN KEY (user_id) REFERENCES users (id),
    CONSTRAINT fk_coupons_operator FOREIGN KEY (issued_by) REFERENCES operators (id),
    CONSTRAINT ck_coupons_status CHECK ((status = 1 AND used_at IS NULL AND covered = 0)
        OR (status = 2 AND used_at IS NOT NULL AND covered >= 0))
);
CREATE INDEX ix_coupons_user ON coupons (user_id, status, expires_at);

-- A seconds option whose stake a trial coupon paid: its stake returns to `marketing` at settlement.
ALTER TABLE micro_orders ADD COLUMN coupon_id INTEGER CONSTRAINT fk_micro_orders_coupon REFERENCES coupons (id);

INSERT INTO rules (product, key, value, unit, updated_at) VALUES
    ('coupons', 'fee', 'pays the opening fee of one contract market order up to its value, from the marketing '
        || 'account', 'rule', 0),
    ('coupons', 'trial', 'pays the whole stake of one seconds-option order from the marketing account; a win pays '
        || 'the user the profit only and returns the stake to the marketing account', 'rule', 0),
    ('coupons', 'new_account_days', '30', 'days an account counts as new for eligibility', 0);
