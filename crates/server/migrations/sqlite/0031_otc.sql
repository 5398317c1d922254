-- OTC / P2P trading in the legal account: merchants with their frozen security deposit, their ads, orders whose
-- seller's coins are frozen from creation until release, return or cancellation, each order's chat (kept as
-- evidence) and its dispute, decided only as release or return.
CREATE TABLE otc_merchants (
    user_id INTEGER PRIMARY KEY,
    name TEXT NOT NULL,
    status INTEGER NOT NULL,
    deposit_asset_id INTEGER NOT NULL,
    deposit INTEGER NOT NULL,
    reason TEXT NOT NULL DEFAULT '',
    applied_at INTEGER NOT NULL,
    decided_by INTEGER,
    decided_at INTEGER,
    CONSTRAINT fk_otc_merchants_user FOREIGN KEY (user_id) REFERENCES users (id),
    CONSTRAINT fk_otc_merchants_asset FOREIGN KEY (deposit_asset_id) REFERENCES assets (id),
    CONSTRAINT fk_otc_merchants_decided_by FOREIGN KEY (decided_by) REFERENCES operators (id),
    CONSTRAINT ck_otc_merchants_status CHECK (status IN (0, 1, 2)),
    CONSTRAINT ck_otc_merchants_deposit CHECK (deposit >= 0)
);

CREATE TABLE otc_ads (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    user_id INTEGER NOT NULL,
    side INTEGER NOT NULL,
    asset_id INTEGER NOT NULL,
    fiat TEXT NOT NULL,
    price_type INTEGER NOT NULL,
    price INTEGER NOT NULL,
    margin_ppm INTEGER NOT NULL,
    total INTEGER NOT NULL,
    remaining INTEGER NOT NULL,
    min_fiat INTEGER NOT NULL,
    max_fiat INTEGER NOT NULL,
    methods TEXT NOT NULL,
    window_minutes INTEGER NOT NULL,
    remark TEXT NOT NULL DEFAULT '',
    status INTEGER NOT NULL,
    created_at INTEGER NOT NULL,
    updated_at INTEGER NOT NULL,
    CONSTRAINT fk_otc_ads_user FOREIGN KEY (user_id) REFERENCES otc_merchants (user_id),
    CONSTRAINT fk_otc_ads_asset FOREIGN KEY (asset_id) REFERENCES assets (id),
    CONSTRAINT ck_otc_ads_side CHECK (side IN (1, 2)),
    CONSTRAINT ck_otc_ads_price CHECK (price_type IN (0, 1) AND price >= 0
        AND margin_ppm >= -200000 AND margin_ppm <= 200000),
    CONSTRAINT ck_otc_ads_amounts CHECK (total > 0 AND remaining >= 0 AND remaining <= total),
    CONSTRAINT ck_otc_ads_limits CHECK (min_fiat > 0 AND max_fiat >= min_fiat),
    CONSTRAINT ck_otc_ads_window CHECK (window_minutes >= 10 AND window_minutes <= 120),
    CONSTRAINT ck_otc_ads_status CHECK (status IN (0, 1))
);
CREATE INDEX ix_otc_ads_listing ON otc_ads (side, status, asset_id, fiat);
CREATE INDEX ix_otc_ads_user ON otc_ads (user_id, id);

CREATE TABLE otc_orders (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    ad_id INTEGER NOT NULL,
    merchant_id INTEGER NOT NULL,
    buyer_id INTEGER NOT NULL,
    seller_id INTEGER NOT NULL,
    asset_id INTEGER NOT NULL,
    fiat TEXT NOT NULL,
    price INTEGER NOT NULL,
    amount INTEGER NOT NULL,
    fiat_amount INTEGER NOT NULL,
    method TEXT NOT NULL,
    payee TEXT NOT NULL,
    status INTEGER NOT NULL,
    cancel_reason TEXT NOT NULL DEFAULT '',
    voucher TEXT NOT NULL DEFAULT '',
    pay_by INTEGER NOT NULL,
    paid_at INTEGER,
    closed_at INTEGER,
    dispute_by INTEGER,
    dispute_reason TEXT NOT NULL DEFAULT '',
    dispute_at INTEGER,
    outcome TEXT NOT NULL DEFAULT '',
    outcome_reason TEXT NOT NULL DEFAULT '',
    decided_by INTEGER,
    decided_at INTEGER,
    rating INTEGER NOT NULL DEFAULT 0,
    created_at INTEGER NOT NULL,
    CONSTRAINT fk_otc_orders_ad FOREIGN KEY (ad_id) REFERENCES otc_ads (id),
    CONSTRAINT fk_otc_orders_buyer FOREIGN KEY (buyer_id) REFERENCES users (id),
    CONSTRAINT fk_otc_orders_seller FOREIGN KEY (seller_id) REFERENCES users (id),
    CONSTRAINT fk_otc_orders_asset FOREIGN KEY (asset_id) REFERENCES assets (id),
    CONSTRAINT fk_otc_orders_decided_by FOREIGN KEY (decided_by) REFERENCES operators (id),
    CONSTRAINT ck_otc_orders_parties CHECK (buyer_id <> seller_id),
    CONSTRAINT ck_otc_orders_amounts CHECK (amount > 0 AND fiat_amount > 0 AND price > 0),
    CONSTRAINT ck_otc_orders_status CHECK (status IN (0, 1, 2, 3, 4)),
    CONSTRAINT ck_otc_orders_outcome CHECK (outcome IN ('', 'release', 'return')),
    CONSTRAINT ck_otc_orders_rating CHECK (rating >= 0 AND rating <= 5)
);
CREATE INDEX ix_otc_orders_buyer ON otc_orders (buyer_id, id);
CREATE INDEX ix_otc_orders_seller ON otc_orders (seller_id, id);
CREATE INDEX ix_otc_orders_merchant ON otc_orders (merchant_id, status);
CREATE INDEX ix_otc_orders_due ON otc_orders (status, pay_by);

CREATE TABLE otc_messages (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    order_id INTEGER NOT NULL,
    sender INTEGER NOT NULL,
    kind TEXT NOT NULL,
    content TEXT NOT NULL,
    created_at INTEGER NOT NULL,
    CONSTRAINT fk_otc_messages_order FOREIGN KEY (order_id) REFERENCES otc_orders (id),
    CONSTRAINT ck_otc_messages_kind CHECK (kind IN ('text', 'image', 'system', 'operator'))
);
CREATE INDEX ix_otc_messages_order ON otc_messages (order_id, id);

INSERT INTO rules (product, key, value, unit, updated_at) VALUES
    ('otc', 'fee', '0', 'percent of each order', 0),
    ('otc', 'deposit', '500', 'USDT security deposit, frozen in the merchant''s legal account while approved', 0),
    ('otc', 'requirements', 'an identity compliance has checked, a payee card with the methods offered, and the '
        || 'security deposit in the legal account', 'rule', 0),
    ('otc', 'price', 'fixed, or the index x the fiat rate x (1 + margin / 100), to the cent: up for ads that sell, '
        || 'down for ads that buy; an order keeps the price it was created at', 'formula', 0),
    ('otc', 'timeout', 'an unpaid order cancels at the end of the ad''s payment window and its escrow returns',
        'rule', 0),
    ('otc', 'appeal_minutes', '15', 'minutes after payment before either party may open a dispute', 0),
    ('otc', 'disputes', 'decided by a support or compliance operator only as release (to the buyer) or return '
        || '(to the seller), with a reason both sides see', 'rule', 0),
    ('otc', 'ratings', 'only the merchant''s counterparty rates, 1 to 5, once per completed order', 'rule', 0);
