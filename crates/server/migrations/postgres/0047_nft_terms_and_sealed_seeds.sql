-- NFT listings keep their own terms, bids are backed, and blind-box seeds stay out of the database (ADR 71).
-- A listing copies the published fee, royalty and pay-by time when it starts; a sale, a payment deadline and a
-- forfeit read the listing's copy, so a later rule change applies to later listings only. Listings open today
-- take the values published now, which are the ones they would have paid.
ALTER TABLE nft_items ADD COLUMN fee_ppm BIGINT NOT NULL DEFAULT 25000
    CONSTRAINT ck_nft_items_fee_ppm CHECK (fee_ppm BETWEEN 0 AND 1000000);
ALTER TABLE nft_items ADD COLUMN royalty_ppm BIGINT NOT NULL DEFAULT 50000
    CONSTRAINT ck_nft_items_royalty_ppm CHECK (royalty_ppm BETWEEN 0 AND 1000000);
ALTER TABLE nft_items ADD COLUMN pay_ms BIGINT NOT NULL DEFAULT 86400000
    CONSTRAINT ck_nft_items_pay_ms CHECK (pay_ms >= 0);

UPDATE nft_items SET
    fee_ppm = COALESCE((SELECT CAST(ROUND(CAST(value AS NUMERIC) * 10000) AS BIGINT) FROM rules
        WHERE product = 'nft' AND key = 'fee' AND value ~ '^[0-9]{1,3}(\.[0-9]{1,4})?$'
        AND (CASE WHEN value ~ '^[0-9]{1,3}(\.[0-9]{1,4})?$' THEN CAST(value AS NUMERIC) ELSE -1 END)
            BETWEEN 0 AND 100), 25000),
    royalty_ppm = COALESCE((SELECT CAST(ROUND(CAST(value AS NUMERIC) * 10000) AS BIGINT) FROM rules
        WHERE product = 'nft' AND key = 'royalty' AND value ~ '^[0-9]{1,3}(\.[0-9]{1,4})?$'
        AND (CASE WHEN value ~ '^[0-9]{1,3}(\.[0-9]{1,4})?$' THEN CAST(value AS NUMERIC) ELSE -1 END)
            BETWEEN 0 AND 100), 50000),
    pay_ms = COALESCE((SELECT CAST(value AS BIGINT) * 3600000 FROM rules
        WHERE product = 'nft' AND key = 'pay_hours' AND value ~ '^[0-9]{1,3}$'
        AND (CASE WHEN value ~ '^[0-9]{1,3}$' THEN CAST(value AS BIGINT) ELSE 0 END) BETWEEN 1 AND 720), 86400000);

-- A series' seed is derived when needed from a secret outside the database and the series id; the column holds
-- it only once revealed. A seed written in plain text before this release is sealed under that secret at the
-- next start (`seed_sealed`) and the plain text is cleared; that is the only change a seed may see before its
-- reveal, and the reveal writes it once. A new series is written with an empty commitment and given it, once,
-- in the same transaction, as its seed derives from its id.
ALTER TABLE nft_series ADD COLUMN seed_sealed TEXT NOT NULL DEFAULT '';

CREATE OR REPLACE FUNCTION fn_nft_series_fixed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
    IF TG_OP = 'DELETE' OR NEW.artist_id <> OLD.artist_id OR NEW.currency_id <> OLD.currency_id
        OR NEW.price <> OLD.price OR NEW.total <> OLD.total OR NEW.start_at <> OLD.start_at
        OR NEW.end_at <> OLD.end_at OR (NEW.seed_hash <> OLD.seed_hash AND OLD.seed_hash <> '')
        OR NEW.contents_hash <> OLD.contents_hash
        OR (OLD.revealed_at IS NOT NULL AND NEW.revealed_at IS DISTINCT FROM OLD.revealed_at)
        OR (NEW.seed_sealed <> OLD.seed_sealed AND NOT (OLD.seed_sealed = '' AND OLD.revealed_at IS NULL
            AND NEW.revealed_at IS NULL AND OLD.seed <> '' AND NEW.seed = ''))
        OR (NEW.seed <> OLD.seed AND NOT (
            (OLD.revealed_at IS NULL AND NEW.revealed_at IS NULL AND OLD.seed_sealed = ''
                AND NEW.seed_sealed <> '' AND NEW.seed = '')
            OR (OLD.revealed_at IS NULL AND NEW.revealed_at IS NOT NULL AND OLD.seed = '' AND NEW.seed <> ''))) THEN
        RAISE EXCEPTION 'nft_series: a published series never changes';
    END IF;
    RETURN NEW;
END;
$$;

CREATE FUNCTION fn_nft_series_no_plain_seed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
    IF NEW.seed <> '' OR NEW.seed_sealed <> '' OR NEW.revealed_at IS NOT NULL THEN
        RAISE EXCEPTION 'nft_series: a seed is derived from the secret, never stored before its reveal';
    END IF;
    RETURN NEW;
END;
$$;
CREATE TRIGGER tr_nft_series_no_plain_seed BEFORE INSERT ON nft_series
    FOR EACH ROW EXECUTE FUNCTION fn_nft_series_no_plain_seed();

UPDATE rules SET value = 'an auction winner who does not pay in time loses the listing''s margin to the seller and '
    || 'gets back the rest of the frozen bid; the item stays with the seller' WHERE product = 'nft' AND key = 'forfeit';
INSERT INTO rules (product, key, value, unit, updated_at) VALUES
    ('nft', 'bid_backing', 'a bid freezes its whole price (at least the margin) from the bidder''s change account; '
        || 'an outbid bidder gets all but the margin back at once', 'rule', 0),
    ('nft', 'listing_terms', 'fee, royalty, margin and pay_hours are fixed on a listing when it starts; a change '
        || 'applies to listings started after it', 'rule', 0),
    ('nft', 'seed', 'seed = hex(HMAC-SHA256(secret held outside the database, "nft-series-seed:" || series id)); '
        || 'published as sha256(seed) before the first sale, revealed when the series sells out or ends', 'formula', 0);
