-- More crypto assets for spot markets (ids continue after the seeded five).
INSERT INTO assets (id, symbol, name, scale, chains, is_legal, is_lever, is_match, is_micro, usdt_price, sort) VALUES
    (6, 'SOL', 'Solana', 8, '', 0, 1, 1, 1, 15000000000, 6),
    (7, 'BNB', 'BNB', 8, '', 0, 1, 1, 1, 60000000000, 7),
    (8, 'XRP', 'XRP', 8, '', 0, 1, 1, 1, 60000000, 8),
    (9, 'DOGE', 'Dogecoin', 8, '', 0, 1, 1, 1, 15000000, 9),
    (10, 'ADA', 'Cardano', 8, '', 0, 1, 1, 1, 45000000, 10),
    (11, 'LTC', 'Litecoin', 8, '', 0, 1, 1, 1, 8000000000, 11);

-- Markets: spot pairs with an order book (market_from 1) and index-only instruments such as stocks (market_from
-- 2). Prices are integer ticks of 10^-price_scale quote units and quantities integer lots of 10^-qty_scale base
-- units; price_scale + qty_scale never exceeds the quote asset's scale, so price × quantity is exact in minor
-- units. currency_id is the base asset for crypto and an instrument number (1000+) for stocks, which are not
-- assets anyone holds. sim_price (quote minor units) and sim_vol_bp (annual volatility in basis points) seed the
-- simulator.
CREATE TABLE markets (
    id INTEGER PRIMARY KEY,
    symbol TEXT NOT NULL,
    base_name TEXT NOT NULL,
    currency_id INTEGER NOT NULL,
    base_asset_id INTEGER,
    quote_asset_id INTEGER NOT NULL,
    category TEXT NOT NULL,
    market_from INTEGER NOT NULL,
    price_scale INTEGER NOT NULL,
    qty_scale INTEGER NOT NULL,
    min_qty INTEGER NOT NULL,
    min_notional INTEGER NOT NULL,
    open_coin_trade INTEGER NOT NULL DEFAULT 1,
    open_lever INTEGER NOT NULL DEFAULT 0,
    open_microtrade INTEGER NOT NULL DEFAULT 0,
    simulated INTEGER NOT NULL DEFAULT 0,
    sim_price INTEGER NOT NULL,
    sim_vol_bp INTEGER NOT NULL,
    sort INTEGER NOT NULL DEFAULT 0,
    CONSTRAINT uq_markets_symbol UNIQUE (symbol),
    CONSTRAINT uq_markets_pair UNIQUE (currency_id, quote_asset_id),
    CONSTRAINT fk_markets_base FOREIGN KEY (base_asset_id) REFERENCES assets (id),
    CONSTRAINT fk_markets_quote FOREIGN KEY (quote_asset_id) REFERENCES assets (id),
    CONSTRAINT ck_markets_category CHECK (category IN ('crypto', 'stock')),
    CONSTRAINT ck_markets_from CHECK (market_from IN (1, 2)),
    CONSTRAINT ck_markets_book_has_base CHECK (market_from <> 1 OR base_asset_id IS NOT NULL),
    CONSTRAINT ck_markets_scales CHECK (price_scale >= 0 AND qty_scale >= 0 AND price_scale + qty_scale <= 8),
    CONSTRAINT ck_markets_minimums CHECK (min_qty > 0 AND min_notional >= 0 AND sim_price > 0 AND sim_vol_bp > 0)
);

INSERT INTO markets (id, symbol, base_name, currency_id, base_asset_id, quote_asset_id, category, market_from,
    price_scale, qty_scale, min_qty, min_notional, open_lever, open_microtrade, simulated, sim_price, sim_vol_bp, sort)
VALUES
    (1, 'BTC/USDT', 'BTC', 1, 1, 3, 'crypto', 1, 2, 6, 1, 500000000, 1, 1, 0, 9500000000000, 6000, 1),
    (2, 'ETH/USDT', 'ETH', 2, 2, 3, 'crypto', 1, 2, 5, 1, 500000000, 1, 1, 0, 350000000000, 7500, 2),
    (3, 'SOL/USDT', 'SOL', 6, 6, 3, 'crypto', 1, 3, 4, 1, 500000000, 1, 1, 0, 15000000000, 9000, 3),
    (4, 'BNB/USDT', 'BNB', 7, 7, 3, 'crypto', 1, 2, 5, 1, 500000000, 1, 1, 0, 60000000000, 6000, 4),
    (5, 'XRP/USDT', 'XRP', 8, 8, 3, 'crypto', 1, 5, 2, 1, 500000000, 1, 1, 0, 60000000, 9000, 5),
    (6, 'DOGE/USDT', 'DOGE', 9, 9, 3, 'crypto', 1, 6, 2, 1, 500000000, 1, 1, 0, 15000000, 10000, 6),
    (7, 'ADA/USDT', 'ADA', 10, 10, 3, 'crypto', 1, 5, 2, 1, 500000000, 1, 1, 0, 45000000, 9000, 7),
    (8, 'LTC/USDT', 'LTC', 11, 11, 3, 'crypto', 1, 2, 5, 1, 500000000, 1, 1, 0, 8000000000, 8000, 8),
    (101, 'AAPL/USDT', 'AAPL', 1001, NULL, 3, 'stock', 2, 2, 4, 1, 0, 1, 1, 1, 23000000000, 2500, 101),
    (102, 'TSLA/USDT', 'TSLA', 1002, NULL, 3, 'stock', 2, 2, 4, 1, 0, 1, 1, 1, 25000000000, 5500, 102),
    (103, 'NVDA/USDT', 'NVDA', 1003, NULL, 3, 'stock', 2, 2, 4, 1, 0, 1, 1, 1, 13000000000, 5000, 103),
    (104, 'MSFT/USDT', 'MSFT', 1004, NULL, 3, 'stock', 2, 2, 4, 1, 0, 1, 1, 1, 42000000000, 2500, 104),
    (105, 'AMZN/USDT', 'AMZN', 1005, NULL, 3, 'stock', 2, 2, 4, 1, 0, 1, 1, 1, 19000000000, 3500, 105),
    (106, 'GOOGL/USDT', 'GOOGL', 1006, NULL, 3, 'stock', 2, 2, 4, 1, 0, 1, 1, 1, 17000000000, 3000, 106);

UPDATE markets SET open_coin_trade = 0 WHERE market_from = 2;

-- One index sample per symbol and second (ARCHITECTURE §8): settlements show these with their source.
CREATE TABLE index_samples (
    market_id INTEGER NOT NULL,
    ts INTEGER NOT NULL,
    price INTEGER NOT NULL,
    source TEXT NOT NULL,
    CONSTRAINT pk_index_samples PRIMARY KEY (market_id, ts),
    CONSTRAINT fk_index_samples_market FOREIGN KEY (market_id) REFERENCES markets (id),
    CONSTRAINT ck_index_samples_price CHECK (price > 0)
);
CREATE INDEX ix_index_samples_ts ON index_samples (ts);

-- Spot orders. price is in ticks (0 for market orders), qty in lots (0 for a market buy, which spends
-- quote_budget instead); frozen is what the order still holds in the account it froze (quote for buys, base for
-- sells). status: 1 open, 2 complete, 3 cancelled. Ids are given in the market task's order, which is the book's
-- time priority, so books are rebuilt by id.
CREATE TABLE spot_orders (
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
    CONSTRAINT fk_spot_orders_market FOREIGN KEY (market_id) REFERENCES markets (id),
    CONSTRAINT fk_spot_orders_user FOREIGN KEY (user_id) REFERENCES users (id),
    CONSTRAINT ck_spot_orders_side CHECK (side IN (1, 2)),
    CONSTRAINT ck_spot_orders_type CHECK (order_type IN (1, 2)),
    CONSTRAINT ck_spot_orders_amounts CHECK (price >= 0 AND qty >= 0 AND quote_budget >= 0 AND filled_qty >= 0
        AND filled_quote >= 0 AND fee >= 0 AND frozen >= 0),
    CONSTRAINT ck_spot_orders_status CHECK (status BETWEEN 1 AND 3)
);
CREATE INDEX ix_spot_orders_user ON spot_orders (user_id, id);
CREATE INDEX ix_spot_orders_open ON spot_orders (market_id, status, id);

-- Trades: each fill of a taker against a resting maker, at the maker's price.
CREATE TABLE spot_trades (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    market_id INTEGER NOT NULL,
    taker_order_id INTEGER NOT NULL,
    maker_order_id INTEGER NOT NULL,
    taker_side INTEGER NOT NULL,
    price INTEGER NOT NULL,
    qty INTEGER NOT NULL,
    quote_amount INTEGER NOT NULL,
    taker_fee INTEGER NOT NULL,
    maker_fee INTEGER NOT NULL,
    created_at INTEGER NOT NULL,
    CONSTRAINT fk_spot_trades_market FOREIGN KEY (market_id) REFERENCES markets (id),
    CONSTRAINT fk_spot_trades_taker FOREIGN KEY (taker_order_id) REFERENCES spot_orders (id),
    CONSTRAINT fk_spot_trades_maker FOREIGN KEY (maker_order_id) REFERENCES spot_orders (id),
    CONSTRAINT ck_spot_trades_amounts CHECK (price > 0 AND qty > 0 AND quote_amount > 0 AND taker_fee >= 0
        AND maker_fee >= 0)
);
CREATE INDEX ix_spot_trades_market ON spot_trades (market_id, id);

-- Candles per market and period, from trades (spot) or index samples (index-only instruments, and the labelled
-- simulated history a demo starts with). Prices are quote minor units; volume is base minor units (for
-- index-only instruments, the number of samples), turnover quote minor units.
CREATE TABLE klines (
    market_id INTEGER NOT NULL,
    period TEXT NOT NULL,
    open_time INTEGER NOT NULL,
    open INTEGER NOT NULL,
    high INTEGER NOT NULL,
    low INTEGER NOT NULL,
    close INTEGER NOT NULL,
    volume INTEGER NOT NULL DEFAULT 0,
    turnover INTEGER NOT NULL DEFAULT 0,
    simulated INTEGER NOT NULL DEFAULT 0,
    CONSTRAINT pk_klines PRIMARY KEY (market_id, period, open_time),
    CONSTRAINT fk_klines_market FOREIGN KEY (market_id) REFERENCES markets (id)
);

-- Favourites: one row per user and instrument.
CREATE TABLE favourites (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    user_id INTEGER NOT NULL,
    currency_id INTEGER NOT NULL,
    created_at INTEGER NOT NULL,
    CONSTRAINT fk_favourites_user FOREIGN KEY (user_id) REFERENCES users (id),
    CONSTRAINT uq_favourites_user_currency UNIQUE (user_id, currency_id)
);

INSERT INTO rules (product, key, value, unit, updated_at) VALUES
    ('spot', 'maker_fee', '0.10', 'percent', 0),
    ('spot', 'taker_fee', '0.10', 'percent', 0),
    ('spot', 'self_trade', 'cancel_taker', 'policy', 0),
    ('convert', 'fee', '0.20', 'percent', 0),
    ('convert', 'min_usdt', '1', 'USDT', 0),
    ('market', 'sample_retention_days', '30', 'days', 0);
