-- Leases of single-owner tasks between the nodes of a cluster (ADR 35). A cluster runs on PostgreSQL only; the
-- table exists here too so both dialects keep one schema.
CREATE TABLE leases (
    name TEXT NOT NULL,
    holder TEXT NOT NULL,
    node_id TEXT NOT NULL,
    url TEXT NOT NULL,
    token INTEGER NOT NULL,
    expires_at INTEGER NOT NULL,
    CONSTRAINT pk_leases PRIMARY KEY (name),
    CONSTRAINT ck_leases_token CHECK (token > 0)
);
