-- A contract position keeps the spread, overnight rate and liquidation risk rate in force when it opened (in parts
-- per million), and every later use reads its own (ADR 69). Positions open now take the rules in force now, which
-- is what they were charged at until today; positions closed before this change have none recorded.
ALTER TABLE lever_positions ADD COLUMN spread_ppm INTEGER
    CONSTRAINT ck_lever_positions_spread_ppm CHECK (spread_ppm IS NULL OR spread_ppm BETWEEN 0 AND 1000000);
ALTER TABLE lever_positions ADD COLUMN overnight_ppm INTEGER
    CONSTRAINT ck_lever_positions_overnight_ppm CHECK (overnight_ppm IS NULL OR overnight_ppm BETWEEN 0 AND 1000000);
ALTER TABLE lever_positions ADD COLUMN liquidation_ppm INTEGER
    CONSTRAINT ck_lever_positions_liquidation_ppm CHECK (liquidation_ppm IS NULL
        OR liquidation_ppm BETWEEN 0 AND 1000000);

UPDATE lever_positions SET
    spread_ppm = (SELECT CAST(ROUND(CAST(value AS REAL) * 10000) AS INTEGER) FROM rules
        WHERE product = 'lever' AND key = 'spread'),
    overnight_ppm = (SELECT CAST(ROUND(CAST(value AS REAL) * 10000) AS INTEGER) FROM rules
        WHERE product = 'lever' AND key = 'overnight'),
    liquidation_ppm = (SELECT CAST(ROUND(CAST(value AS REAL) * 10000) AS INTEGER) FROM rules
        WHERE product = 'lever' AND key = 'liquidation_risk_rate')
WHERE status IN (0, 1);

-- The terms are part of the entry: never rewritten once written.
DROP TRIGGER tr_lever_positions_frozen;
CREATE TRIGGER tr_lever_positions_frozen BEFORE UPDATE ON lever_positions
WHEN OLD.status IN (3, 4) OR NEW.user_id <> OLD.user_id OR NEW.market_id <> OLD.market_id
    OR NEW.side <> OLD.side OR NEW.lots <> OLD.lots OR NEW.qty <> OLD.qty OR NEW.leverage <> OLD.leverage
    OR (OLD.open_price <> 0 AND (NEW.open_price <> OLD.open_price OR NEW.open_ts <> OLD.open_ts))
    OR NEW.spread_ppm IS NOT OLD.spread_ppm OR NEW.overnight_ppm IS NOT OLD.overnight_ppm
    OR NEW.liquidation_ppm IS NOT OLD.liquidation_ppm
BEGIN
    SELECT RAISE(ABORT, 'lever_positions: entries and closed positions are immutable');
END;

INSERT INTO rules (product, key, value, unit, updated_at) VALUES
    ('lever', 'terms', 'spread, overnight rate and liquidation risk rate are fixed on a position when it opens (a limit '
        || 'entrust when it is placed, a copy when it opens); a change applies only to positions opened after it. '
        || 'The overnight fee is taken from the position''s own margin only, never from the rest of the account; a '
        || 'position whose margin it uses up closes at the mark. The account is liquidated when its equity reaches '
        || 'the sum of each position''s margin times its own liquidation risk rate', 'rule', 0);
