-- Index samples are one row per instrument per second, the bulk of a quiet server's growth. Keyed by (ts, market_id),
-- the separate ts index goes: exact lookups, the newest sample of a market and retention all use the key.
ALTER TABLE index_samples DROP CONSTRAINT pk_index_samples;
ALTER TABLE index_samples ADD CONSTRAINT pk_index_samples PRIMARY KEY (ts, market_id);
DROP INDEX ix_index_samples_ts;
