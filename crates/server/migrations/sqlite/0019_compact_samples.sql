-- Index samples are one row per instrument per second, the bulk of a quiet server's growth. Keyed by (ts, market_id)
-- without a rowid, each sample is stored once, in arrival order (appends at the end of one b-tree), and the
-- separate ts index goes: exact lookups, the newest sample of a market and retention all use the key.
CREATE TABLE index_samples_compact (
    ts INTEGER NOT NULL,
    market_id INTEGER NOT NULL,
    price INTEGER NOT NULL,
    source TEXT NOT NULL,
    CONSTRAINT pk_index_samples PRIMARY KEY (ts, market_id),
    CONSTRAINT fk_index_samples_market FOREIGN KEY (market_id) REFERENCES markets (id),
    CONSTRAINT ck_index_samples_price CHECK (price > 0)
) WITHOUT ROWID;
INSERT INTO index_samples_compact (ts, market_id, price, source)
    SELECT ts, market_id, price, source FROM index_samples;
DROP TABLE index_samples;
ALTER TABLE index_samples_compact RENAME TO index_samples;
CREATE TRIGGER tr_index_samples_no_update BEFORE UPDATE ON index_samples
BEGIN
    SELECT RAISE(ABORT, 'index_samples: recorded prices are never changed');
END;
