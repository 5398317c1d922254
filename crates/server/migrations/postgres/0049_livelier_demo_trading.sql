-- A demo that looks like a market (ADR 77): the demo trader trades every spot market at least every 25 seconds
-- and the busy ones (BTC/USDT, ETH/USDT) at least every 8, so last prices change as often as a live venue's.
-- trade_min_seconds: a drifted market is traded back towards the index at most this often.
-- busy_trade_every_seconds: how often the markets in busy_markets are traded at least.
-- Values an operator changed are left as they are.
UPDATE rules SET value = '5' WHERE product = 'demo' AND key = 'trade_min_seconds' AND value = '60';
UPDATE rules SET value = '25' WHERE product = 'demo' AND key = 'trade_every_seconds' AND value = '180';
INSERT INTO rules (product, key, value, unit, updated_at) VALUES
    ('demo', 'busy_trade_every_seconds', '8', 'seconds', 0),
    ('demo', 'busy_markets', 'BTC/USDT,ETH/USDT', 'list', 0);
