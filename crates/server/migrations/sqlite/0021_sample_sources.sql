-- A sample's source (the feed's name, shown as evidence) is stored once in `sample_sources` and referenced by a
-- small id, so each per-second sample row is a few bytes smaller. `index_samples_named` reads them as before.
CREATE TABLE sample_sources (
    id INTEGER PRIMARY KEY,
    name TEXT NOT NULL,
    CONSTRAINT uq_sample_sources_name UNIQUE (name)
);
INSERT INTO sample_sources (name) SELECT DISTINCT source FROM index_samples;

CREATE TABLE index_samples_coded (
    ts INTEGER NOT NULL,
    market_id INTEGER NOT NULL,
    price INTEGER NOT NULL,
    source_id INTEGER NOT NULL,
    CONSTRAINT pk_index_samples PRIMARY KEY (ts, market_id),
    CONSTRAINT fk_index_samples_market FOREIGN KEY (market_id) REFERENCES markets (id),
    CONSTRAINT fk_index_samples_source FOREIGN KEY (source_id) REFERENCES sample_sources (id),
    CONSTRAINT ck_index_samples_price CHECK (price > 0)
) WITHOUT ROWID;
INSERT INTO index_samples_coded (ts, market_id, price, source_id)
    SELECT s.ts, s.market_id, s.price, src.id FROM index_samples s JOIN sample_sources src ON src.name = s.source;
DROP TABLE index_samples;
ALTER TABLE index_samples_coded RENAME TO index_samples;
CREATE TRIGGER tr_index_samples_no_update BEFORE UPDATE ON index_samples
BEGIN
    SELECT RAISE(ABORT, 'index_samples: recorded prices are never changed');
END;

CREATE VIEW index_samples_named AS
    SELECT s.ts, s.market_id, s.price, src.name AS source
    FROM index_samples s JOIN sample_sources src ON src.id = s.source_id;
