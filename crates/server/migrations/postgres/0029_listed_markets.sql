-- Markets an operator opens for a newly listed asset (ADR 50): their index is the last price of their own book,
-- never an exchange's or the simulator's.
ALTER TABLE markets ADD COLUMN index_from_book BIGINT NOT NULL DEFAULT 0
    CONSTRAINT ck_markets_index_from_book CHECK (index_from_book IN (0, 1));
