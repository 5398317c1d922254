-- Rate-boost coupons (ADR 58): a campaign of kind `boost` adds its daily rate to one lock-mining position, paid from
-- what the coupon reserved from `marketing` when the position opened.
ALTER TABLE coupon_campaigns DROP CONSTRAINT ck_coupon_campaigns_kind;
ALTER TABLE coupon_campaigns ADD COLUMN rate_ppm BIGINT NOT NULL DEFAULT 0;
ALTER TABLE coupon_campaigns ADD CONSTRAINT ck_coupon_campaigns_kind CHECK (kind IN ('fee', 'trial', 'boost'));
ALTER TABLE coupon_campaigns ADD CONSTRAINT ck_coupon_campaigns_rate CHECK (
    (kind = 'boost' AND rate_ppm BETWEEN 1 AND 100000) OR (kind <> 'boost' AND rate_ppm = 0));

-- A position a boost coupon raised: its extra daily rate, what the coupon reserved for it and what it has paid.
ALTER TABLE lock_positions ADD COLUMN coupon_id BIGINT CONSTRAINT fk_lock_positions_coupon REFERENCES coupons (id);
ALTER TABLE lock_positions ADD COLUMN boost_ppm BIGINT NOT NULL DEFAULT 0;
ALTER TABLE lock_positions ADD COLUMN boost_cap BIGINT NOT NULL DEFAULT 0;
ALTER TABLE lock_positions ADD COLUMN boost_paid BIGINT NOT NULL DEFAULT 0;
ALTER TABLE lock_positions ADD CONSTRAINT ck_lock_positions_boost CHECK (
    boost_ppm >= 0 AND boost_paid >= 0 AND boost_paid <= boost_cap);

INSERT INTO rules (product, key, value, unit, updated_at) VALUES
    ('coupons', 'boost', 'adds its daily rate to one lock-mining position in its asset for the whole term; the most '
        || 'it can pay (its value, at most the extra rate on the amount for the term) moves from the marketing '
        || 'account to the earn reserve when the position opens, is paid day by day with the interest, and what is '
        || 'left when the position matures or is redeemed returns to the marketing account', 'rule', 0);
