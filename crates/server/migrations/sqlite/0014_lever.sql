-- Contracts ("lever"): positions against the house at the index (mark) price, with the evidence of every close.
CREATE TABLE lever_positions (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    user_id INTEGER NOT NULL,
    market_id INTEGER NOT NULL,
    side INTEGER NOT NULL,
    status INTEGER NOT NULL,
    lots INTEGER NOT NULL,
    qty INTEGER NOT NULL,
    leverage INTEGER NOT NULL,
    target_price INTEGER NOT NULL DEFAULT 0,
    open_price INTEGER NOT NULL DEFAULT 0,
    open_ts INTEGER,
    open_source TEXT,
    margin INTEGER NOT NULL,
    origin_margin INTEGER NOT NULL,
    fee INTEGER NOT NULL,
    frozen INTEGER NOT NULL,
    overnight_total INTEGER NOT NULL DEFAULT 0,
    overnight_day INTEGER,
    tp_price INTEGER NOT NULL DEFAULT 0,
    sl_price INTEGER NOT NULL DEFAULT 0,
    close_price INTEGER,
    close_mark INTEGER,
    close_ts INTEGER,
    close_source TEXT,
    close_reason INTEGER,
    pnl INTEGER NOT NULL DEFAULT 0,
    insurance INTEGER NOT NULL DEFAULT 0,
    created_at INTEGER NOT NULL,
    opened_at INTEGER,
    closed_at INTEGER,
    CONSTRAINT fk_lever_positions_user FOREIGN KEY (user_id) REFERENCES users (id),
    CONSTRAINT fk_lever_positions_market FOREIGN KEY (market_id) REFERENCES markets (id),
    CONSTRAINT ck_lever_positions_side CHECK (side IN (1, 2)),
    CONSTRAINT ck_lever_positions_status CHECK (status IN (0, 1, 3, 4)),
    CONSTRAINT ck_lever_positions_amounts CHECK (lots > 0 AND qty > 0 AND leverage > 0 AND margin >= 0
        AND origin_margin >= margin AND fee >= 0 AND frozen >= 0 AND overnight_total >= 0 AND insurance >= 0
        AND target_price >= 0 AND open_price >= 0 AND tp_price >= 0 AND sl_price >= 0),
    CONSTRAINT ck_lever_positions_close_reason CHECK (close_reason IS NULL OR close_reason BETWEEN 1 AND 5),
    CONSTRAINT ck_lever_positions_closed CHECK ((status IN (0, 1) AND close_reason IS NULL AND closed_at IS NULL)
        OR (status = 3 AND close_reason IS NOT NULL AND close_price IS NOT NULL AND close_ts IS NOT NULL
            AND frozen = 0)
        OR (status = 4 AND frozen = 0 AND closed_at IS NOT NULL))
);
CREATE INDEX ix_lever_positions_user ON lever_positions (user_id, id);
CREATE INDEX ix_lever_positions_open ON lever_positions (status, id);

-- An opened position keeps its entry, and a closed or cancelled one never changes again.
CREATE TRIGGER tr_lever_positions_frozen BEFORE UPDATE ON lever_positions
WHEN OLD.status IN (3, 4) OR NEW.user_id <> OLD.user_id OR NEW.market_id <> OLD.market_id
    OR NEW.side <> OLD.side OR NEW.lots <> OLD.lots OR NEW.qty <> OLD.qty OR NEW.leverage <> OLD.leverage
    OR (OLD.open_price <> 0 AND (NEW.open_price <> OLD.open_price OR NEW.open_ts <> OLD.open_ts))
BEGIN
    SELECT RAISE(ABORT, 'lever_positions: entries and closed positions are immutable');
END;
CREATE TRIGGER tr_lever_positions_no_delete BEFORE DELETE ON lever_positions
BEGIN
    SELECT RAISE(ABORT, 'lever_positions: positions are never deleted');
END;

INSERT INTO rules (product, key, value, unit, updated_at) VALUES
    ('lever', 'leverages', '1,2,5,10,20,50,100', 'multiples', 0),
    ('lever', 'lot_presets', '1,5,10,20,50', 'lots', 0),
    ('lever', 'min_lots', '1', 'lots', 0),
    ('lever', 'max_lots', '100', 'lots per order', 0),
    ('lever', 'max_lots_user', '500', 'lots per instrument', 0),
    ('lever', 'fee', '0.10', 'percent of notional', 0),
    ('lever', 'spread', '0.02', 'percent of mark', 0),
    ('lever', 'overnight', '0.05', 'percent of notional per day', 0),
    ('lever', 'overnight_time', '00:00', 'UTC', 0),
    ('lever', 'liquidation_risk_rate', '50', 'percent', 0),
    ('lever', 'risk_rate_formula', '(lever balance + unrealised pnl) / used margin', 'formula', 0),
    ('lever', 'stock_hours', '13:30-20:00', 'UTC, Monday to Friday', 0),
    ('lever', 'lot_BTC', '0.01', 'BTC', 0),
    ('lever', 'lot_ETH', '0.1', 'ETH', 0),
    ('lever', 'lot_SOL', '1', 'SOL', 0),
    ('lever', 'lot_BNB', '0.1', 'BNB', 0),
    ('lever', 'lot_XRP', '100', 'XRP', 0),
    ('lever', 'lot_DOGE', '1000', 'DOGE', 0),
    ('lever', 'lot_ADA', '100', 'ADA', 0),
    ('lever', 'lot_LTC', '1', 'LTC', 0),
    ('lever', 'lot_AAPL', '1', 'shares', 0),
    ('lever', 'lot_TSLA', '1', 'shares', 0),
    ('lever', 'lot_NVDA', '1', 'shares', 0),
    ('lever', 'lot_MSFT', '1', 'shares', 0),
    ('lever', 'lot_AMZN', '1', 'shares', 0),
    ('lever', 'lot_GOOGL', '1', 'shares', 0);
