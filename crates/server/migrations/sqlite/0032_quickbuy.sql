-- Quick buy: the countries finance offers with their fiat, rate, limits and receiving bank account; quotes that
-- lock a price for a published time; orders from a quote to payment (voucher and finance's confirmation, or the
-- provider's signed webhook) or cancellation; and the provider's events, kept so none is applied twice.
CREATE TABLE quickbuy_countries (
    code TEXT PRIMARY KEY,
    name TEXT NOT NULL,
    fiat TEXT NOT NULL,
    rate TEXT NOT NULL,
    methods TEXT NOT NULL,
    min_amount INTEGER NOT NULL,
    max_amount INTEGER NOT NULL,
    bank_name TEXT NOT NULL DEFAULT '',
    account_name TEXT NOT NULL DEFAULT '',
    iban TEXT NOT NULL DEFAULT '',
    bic TEXT NOT NULL DEFAULT '',
    bank_address TEXT NOT NULL DEFAULT '',
    status INTEGER NOT NULL,
    updated_at INTEGER NOT NULL,
    CONSTRAINT ck_quickbuy_countries_limits CHECK (min_amount > 0 AND max_amount >= min_amount),
    CONSTRAINT ck_quickbuy_countries_status CHECK (status IN (0, 1))
);

CREATE TABLE quickbuy_quotes (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    user_id INTEGER NOT NULL,
    country TEXT NOT NULL,
    fiat TEXT NOT NULL,
    asset_id INTEGER NOT NULL,
    method TEXT NOT NULL,
    amount INTEGER NOT NULL,
    price INTEGER NOT NULL,
    receive INTEGER NOT NULL,
    expires_at INTEGER NOT NULL,
    created_at INTEGER NOT NULL,
    CONSTRAINT fk_quickbuy_quotes_user FOREIGN KEY (user_id) REFERENCES users (id),
    CONSTRAINT fk_quickbuy_quotes_country FOREIGN KEY (country) REFERENCES quickbuy_countries (code),
    CONSTRAINT fk_quickbuy_quotes_asset FOREIGN KEY (asset_id) REFERENCES assets (id),
    CONSTRAINT ck_quickbuy_quotes_amounts CHECK (amount > 0 AND price > 0 AND receive > 0),
    CONSTRAINT ck_quickbuy_quotes_method CHECK (method IN ('bank', 'card', 'wallet'))
);

CREATE TABLE quickbuy_orders (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    user_id INTEGER NOT NULL,
    quote_id INTEGER NOT NULL,
    reference TEXT NOT NULL,
    country TEXT NOT NULL,
    fiat TEXT NOT NULL,
    asset_id INTEGER NOT NULL,
    method TEXT NOT NULL,
    amount INTEGER NOT NULL,
    price INTEGER NOT NULL,
    receive INTEGER NOT NULL,
    payer TEXT NOT NULL,
    receiving TEXT NOT NULL,
    voucher TEXT NOT NULL DEFAULT '',
    status INTEGER NOT NULL,
    cancel_reason TEXT NOT NULL DEFAULT '',
    reject_reason TEXT NOT NULL DEFAULT '',
    pay_by INTEGER NOT NULL,
    paid_at INTEGER,
    decided_by INTEGER,
    closed_at INTEGER,
    created_at INTEGER NOT NULL,
    CONSTRAINT fk_quickbuy_orders_user FOREIGN KEY (user_id) REFERENCES users (id),
    CONSTRAINT fk_quickbuy_orders_quote FOREIGN KEY (quote_id) REFERENCES quickbuy_quotes (id),
    CONSTRAINT fk_quickbuy_orders_asset FOREIGN KEY (asset_id) REFERENCES assets (id),
    CONSTRAINT fk_quickbuy_orders_decided_by FOREIGN KEY (decided_by) REFERENCES operators (id),
    CONSTRAINT uq_quickbuy_orders_quote UNIQUE (quote_id),
    CONSTRAINT uq_quickbuy_orders_reference UNIQUE (reference),
    CONSTRAINT ck_quickbuy_orders_status CHECK (status IN (0, 1, 2, 3, 4)),
    CONSTRAINT ck_quickbuy_orders_amounts CHECK (amount > 0 AND price > 0 AND receive > 0)
);
CREATE INDEX ix_quickbuy_orders_user ON quickbuy_orders (user_id, id);
CREATE INDEX ix_quickbuy_orders_due ON quickbuy_orders (status, pay_by);

CREATE TABLE quickbuy_events (
    event_id TEXT PRIMARY KEY,
    order_id INTEGER NOT NULL,
    status TEXT NOT NULL,
    received_at INTEGER NOT NULL,
    CONSTRAINT fk_quickbuy_events_order FOREIGN KEY (order_id) REFERENCES quickbuy_orders (id)
);

INSERT INTO quickbuy_countries (code, name, fiat, rate, methods, min_amount, max_amount, status, updated_at) VALUES
    ('US', 'United States', 'USD', '1', 'bank,card,wallet', 10, 50000, 1, 0),
    ('NG', 'Nigeria', 'NGN', '1550', 'bank,card,wallet', 15500, 77500000, 1, 0),
    ('TH', 'Thailand', 'THB', '32.4', 'bank,card,wallet', 324, 1620000, 1, 0),
    ('ID', 'Indonesia', 'IDR', '16200', 'bank,card,wallet', 162000, 810000000, 1, 0),
    ('BR', 'Brazil', 'BRL', '5.8', 'bank,card,wallet', 58, 290000, 1, 0),
    ('IN', 'India', 'INR', '84.5', 'bank,card,wallet', 845, 4225000, 1, 0),
    ('VN', 'Vietnam', 'VND', '26300', 'bank,card,wallet', 263000, 1315000000, 1, 0),
    ('MX', 'Mexico', 'MXN', '20.3', 'bank,card,wallet', 203, 1015000, 1, 0),
    ('PH', 'Philippines', 'PHP', '58.1', 'bank,card,wallet', 581, 2905000, 1, 0);

INSERT INTO rules (product, key, value, unit, updated_at) VALUES
    ('quickbuy', 'spread', '1.5', 'percent over the index x the country''s rate', 0),
    ('quickbuy', 'quote_seconds', '120', 'seconds a quote holds its price', 0),
    ('quickbuy', 'pay_minutes', '30', 'minutes to upload the voucher or pay the provider before the order cancels',
        0),
    ('quickbuy', 'bank_days', '2-5 working days', 'for a bank transfer to arrive; finance confirms on arrival', 0),
    ('quickbuy', 'price', 'index (USDT) x the country''s rate x (1 + spread / 100), fiat per coin rounded up to the '
        || 'cent; receive = amount / price rounded down', 'formula', 0),
    ('quickbuy', 'assets', 'USDT, BTC, ETH', 'what quick buy sells, from the funded quickbuy reserve', 0);
