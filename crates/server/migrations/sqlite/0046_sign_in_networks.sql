-- The networks an account signed in from with its password (ADR 70): the right password from one of them still
-- gets in while failures from elsewhere have reached the account's ceiling. A network is an IPv4 /24 or an IPv6
-- /64; `kind` says whether the account is a user's or an operator's.
CREATE TABLE sign_in_networks (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    kind TEXT NOT NULL,
    subject_id INTEGER NOT NULL,
    network TEXT NOT NULL,
    first_at INTEGER NOT NULL,
    last_at INTEGER NOT NULL,
    CONSTRAINT uq_sign_in_networks UNIQUE (kind, subject_id, network),
    CONSTRAINT ck_sign_in_networks_kind CHECK (kind IN ('user', 'operator'))
);
