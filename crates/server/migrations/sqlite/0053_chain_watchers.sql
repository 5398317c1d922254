-- Chain watchers (ADR 82): the deposit address handed to each user per network, the recent blocks a watcher has
-- scanned (its height and the hashes it compares to find a reorganisation), and every transfer it saw to a user's
-- address, from first sight to its credit. A sighting keeps the confirmations it needs from when it was first seen.
CREATE TABLE chain_addresses (
    network TEXT NOT NULL,
    address TEXT NOT NULL,
    user_id INTEGER NOT NULL,
    created_at INTEGER NOT NULL,
    CONSTRAINT pk_chain_addresses PRIMARY KEY (network, address),
    CONSTRAINT fk_chain_addresses_user FOREIGN KEY (user_id) REFERENCES users (id)
);
CREATE INDEX ix_chain_addresses_user ON chain_addresses (user_id, network);

CREATE TABLE chain_blocks (
    network TEXT NOT NULL,
    height INTEGER NOT NULL,
    hash TEXT NOT NULL,
    scanned_at INTEGER NOT NULL,
    CONSTRAINT pk_chain_blocks PRIMARY KEY (network, height)
);

CREATE TABLE chain_sightings (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    network TEXT NOT NULL,
    tx_hash TEXT NOT NULL,
    output_index INTEGER NOT NULL,
    user_id INTEGER NOT NULL,
    asset_id INTEGER NOT NULL,
    address TEXT NOT NULL,
    sender TEXT NOT NULL DEFAULT '',
    amount INTEGER NOT NULL,
    block_height INTEGER NOT NULL,
    block_hash TEXT NOT NULL,
    required INTEGER NOT NULL,
    status INTEGER NOT NULL,
    deposit_id INTEGER,
    seen_at INTEGER NOT NULL,
    credited_at INTEGER,
    CONSTRAINT fk_chain_sightings_user FOREIGN KEY (user_id) REFERENCES users (id),
    CONSTRAINT fk_chain_sightings_asset FOREIGN KEY (asset_id) REFERENCES assets (id),
    CONSTRAINT fk_chain_sightings_deposit FOREIGN KEY (deposit_id) REFERENCES deposits (id),
    CONSTRAINT ck_chain_sightings_amount CHECK (amount >= 0),
    CONSTRAINT ck_chain_sightings_required CHECK (required >= 1),
    CONSTRAINT ck_chain_sightings_status CHECK (status IN (1, 2, 3)),
    CONSTRAINT ck_chain_sightings_credited CHECK ((status = 2) = (deposit_id IS NOT NULL)),
    CONSTRAINT uq_chain_sightings_transfer UNIQUE (network, tx_hash, output_index)
);
CREATE INDEX ix_chain_sightings_user ON chain_sightings (user_id, id);
CREATE INDEX ix_chain_sightings_open ON chain_sightings (network, status, block_height);

INSERT INTO rules (product, key, value, unit, updated_at) VALUES
    ('chain', 'confirmations_ERC20', '12', 'blocks', 0),
    ('chain', 'confirmations_TRC20', '19', 'blocks', 0),
    ('chain', 'confirmations_BTC', '2', 'blocks', 0),
    ('chain', 'min_deposit_ETH', '0.001', 'ETH', 0),
    ('chain', 'min_deposit_USDT', '1', 'USDT', 0),
    ('chain', 'min_deposit_USDC', '1', 'USDC', 0),
    ('chain', 'min_deposit_BTC', '0.0001', 'BTC', 0);
