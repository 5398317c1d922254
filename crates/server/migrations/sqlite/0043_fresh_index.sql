-- The oldest index sample a payout may be valued with (ADR 67): convert, loans, quick buy, floating P2P prices
-- and VIP valuation refuse a price older than this, and never use a market's own last trade.
INSERT INTO rules (product, key, value, unit, updated_at) VALUES
    ('market', 'index_max_age_seconds', '10', 'seconds', 0);
