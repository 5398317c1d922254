-- Leases of single-owner tasks between the nodes of a cluster (ADR 35). `token` grows by one each time the
-- lease changes hands; a task's write transactions check it (the fence). `expires_at` is in milliseconds of the
-- database's clock, so node clocks never decide who holds a lease.
CREATE TABLE leases (
    name TEXT NOT NULL,
    holder TEXT NOT NULL,
    node_id TEXT NOT NULL,
    url TEXT NOT NULL,
    token BIGINT NOT NULL,
    expires_at BIGINT NOT NULL,
    CONSTRAINT pk_leases PRIMARY KEY (name),
    CONSTRAINT ck_leases_token CHECK (token > 0)
);
