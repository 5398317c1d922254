-- One row per limited subject ("withdraw:user:42", "code:recipient:a@b.c"). A limit check takes its subject's row
-- first in the transaction that records what it limits (an upsert, which PostgreSQL locks until the commit), so
-- two requests for one subject are checked one after the other; SQLite's single writer already serialises them.
-- `last_at` is the time of the last event that took the key; `takes` counts them.
CREATE TABLE limit_keys (
    subject TEXT NOT NULL,
    last_at BIGINT NOT NULL,
    takes BIGINT NOT NULL,
    CONSTRAINT pk_limit_keys PRIMARY KEY (subject)
);
