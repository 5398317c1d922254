-- Copy trading: users who apply and are approved as traders, the followers' settings, and contract positions
-- that copy a trader's position (`copy_of`) until the follower holds them as their own (`order_type` 1).
CREATE TABLE traders (
    user_id INTEGER PRIMARY KEY,
    status INTEGER NOT NULL,
    applied_at INTEGER NOT NULL,
    decided_at INTEGER,
    decided_by INTEGER,
    reason TEXT NOT NULL DEFAULT '',
    CONSTRAINT fk_traders_user FOREIGN KEY (user_id) REFERENCES users (id),
    CONSTRAINT fk_traders_decided_by FOREIGN KEY (decided_by) REFERENCES operators (id),
    CONSTRAINT ck_traders_status CHECK (status IN (1, 2, 3, 4))
);

CREATE TABLE follows (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    follower_id INTEGER NOT NULL,
    trader_id INTEGER NOT NULL,
    kind INTEGER NOT NULL,
    number INTEGER NOT NULL,
    active INTEGER NOT NULL,
    created_at INTEGER NOT NULL,
    updated_at INTEGER NOT NULL,
    CONSTRAINT fk_follows_follower FOREIGN KEY (follower_id) REFERENCES users (id),
    CONSTRAINT fk_follows_trader FOREIGN KEY (trader_id) REFERENCES users (id),
    CONSTRAINT uq_follows_pair UNIQUE (follower_id, trader_id),
    CONSTRAINT ck_follows_kind CHECK (kind IN (1, 2)),
    CONSTRAINT ck_follows_number CHECK (number > 0 AND number <= 500),
    CONSTRAINT ck_follows_self CHECK (follower_id <> trader_id),
    CONSTRAINT ck_follows_active CHECK (active IN (0, 1))
);
CREATE INDEX ix_follows_trader ON follows (trader_id, active);

ALTER TABLE lever_positions ADD COLUMN copy_of INTEGER
    CONSTRAINT fk_lever_positions_copy_of REFERENCES lever_positions (id);
ALTER TABLE lever_positions ADD COLUMN order_type INTEGER NOT NULL DEFAULT 1
    CONSTRAINT ck_lever_positions_order_type CHECK (order_type IN (1, 2));
ALTER TABLE lever_positions ADD COLUMN copy_trader TEXT;
CREATE INDEX ix_lever_positions_copy_of ON lever_positions (copy_of);

INSERT INTO rules (product, key, value, unit, updated_at) VALUES
    ('follow', 'trader_identity_level', '2', 'identity level required to apply', 0),
    ('follow', 'trader_min_closed', '10', 'closed contract positions required to apply', 0),
    ('follow', 'follow_limit', '2', 'traders a user follows at once', 0),
    ('follow', 'max_number', '5', 'largest multiple or lots', 0),
    ('follow', 'copy_size', 'multiple: floor(trader lots x multiple); lots: floor(number); below the minimum, none',
        'formula', 0),
    ('follow', 'profit_share', '0', 'percent of a copy''s realised profit', 0),
    ('follow', 'demo_strategy', 'demo mode only: every 60 s a flat demo trader opens its lots at 10x in the direction '
        || 'the mark moved since the last minute, take-profit 1.5 % and stop-loss 1 % away; closed after 3 minutes',
        'rule', 0);
