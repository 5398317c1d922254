-- Demo accounts are marked, so demo activity can be told apart from anyone's (and never runs without `--demo`).
ALTER TABLE users ADD COLUMN demo SMALLINT NOT NULL DEFAULT 0 CONSTRAINT ck_users_demo CHECK (demo IN (0, 1));

-- The published rules of the demo market maker and demo trader (demo mode only).
-- requote_band_bp: the maker re-quotes a market when its index is this far from the ladder's centre.
-- requote_min_seconds: and not more often than this, per market.
-- track_band_bp: the demo trader trades a market when its last price is this far from the index,
-- trade_min_seconds: but not more often than this, per market,
-- trade_every_seconds: and at least this often, so trades print while the index is still.
INSERT INTO rules (product, key, value, unit, updated_at) VALUES
    ('demo', 'requote_band_bp', '40', 'bp', 0),
    ('demo', 'requote_min_seconds', '60', 'seconds', 0),
    ('demo', 'track_band_bp', '10', 'bp', 0),
    ('demo', 'trade_min_seconds', '60', 'seconds', 0),
    ('demo', 'trade_every_seconds', '180', 'seconds', 0);
