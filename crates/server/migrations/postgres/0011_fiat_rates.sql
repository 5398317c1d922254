-- The last fiat rates fetched from the configured provider (units of each currency per US dollar).
CREATE TABLE fiat_rates (
    currency_code TEXT NOT NULL,
    rate TEXT NOT NULL,
    fetched_at BIGINT NOT NULL,
    CONSTRAINT pk_fiat_rates PRIMARY KEY (currency_code)
);
