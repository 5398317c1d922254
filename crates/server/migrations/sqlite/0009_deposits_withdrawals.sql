-- Deposit claims and credited deposits. A chain watcher's report is unique by (chain, tx hash, output index), so
-- the same transfer can never be credited twice.
CREATE TABLE deposits (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    user_id INTEGER NOT NULL,
    asset_id INTEGER NOT NULL,
    chain TEXT NOT NULL DEFAULT '',
    amount INTEGER NOT NULL,
    kind INTEGER NOT NULL DEFAULT 0,
    account TEXT NOT NULL DEFAULT '',
    voucher TEXT NOT NULL DEFAULT '',
    tx_hash TEXT,
    output_index INTEGER,
    status INTEGER NOT NULL DEFAULT 1,
    notes TEXT NOT NULL DEFAULT '',
    reviewed_by INTEGER,
    reviewed_at INTEGER,
    created_at INTEGER NOT NULL,
    CONSTRAINT fk_deposits_user FOREIGN KEY (user_id) REFERENCES users (id),
    CONSTRAINT fk_deposits_asset FOREIGN KEY (asset_id) REFERENCES assets (id),
    CONSTRAINT fk_deposits_operator FOREIGN KEY (reviewed_by) REFERENCES operators (id),
    CONSTRAINT ck_deposits_amount CHECK (amount > 0),
    CONSTRAINT ck_deposits_kind CHECK (kind IN (0, 1)),
    CONSTRAINT ck_deposits_status CHECK (status BETWEEN 1 AND 3),
    CONSTRAINT uq_deposits_chain_tx UNIQUE (chain, tx_hash, output_index)
);
CREATE INDEX ix_deposits_user ON deposits (user_id, id);
CREATE INDEX ix_deposits_status ON deposits (status, id);

-- Withdrawals: amount and fee are frozen while the request waits (status 1); approval pays them out, rejection
-- returns them.
CREATE TABLE withdrawals (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    user_id INTEGER NOT NULL,
    asset_id INTEGER NOT NULL,
    chain TEXT NOT NULL,
    address TEXT NOT NULL,
    amount INTEGER NOT NULL,
    fee INTEGER NOT NULL,
    status INTEGER NOT NULL DEFAULT 1,
    notes TEXT NOT NULL DEFAULT '',
    tx_hash TEXT NOT NULL DEFAULT '',
    reviewed_by INTEGER,
    reviewed_at INTEGER,
    created_at INTEGER NOT NULL,
    CONSTRAINT fk_withdrawals_user FOREIGN KEY (user_id) REFERENCES users (id),
    CONSTRAINT fk_withdrawals_asset FOREIGN KEY (asset_id) REFERENCES assets (id),
    CONSTRAINT fk_withdrawals_operator FOREIGN KEY (reviewed_by) REFERENCES operators (id),
    CONSTRAINT ck_withdrawals_amount CHECK (amount > 0 AND fee >= 0),
    CONSTRAINT ck_withdrawals_status CHECK (status BETWEEN 1 AND 3)
);
CREATE INDEX ix_withdrawals_user ON withdrawals (user_id, id);
CREATE INDEX ix_withdrawals_status ON withdrawals (status, id);

INSERT INTO rules (product, key, value, unit, updated_at) VALUES
    ('withdraw', 'BTC_min', '0.001', 'BTC', 0),
    ('withdraw', 'BTC_fee_rate', '0.1', 'percent', 0),
    ('withdraw', 'BTC_fee_min', '0.0002', 'BTC', 0),
    ('withdraw', 'ETH_min', '0.01', 'ETH', 0),
    ('withdraw', 'ETH_fee_rate', '0.1', 'percent', 0),
    ('withdraw', 'ETH_fee_min', '0.002', 'ETH', 0),
    ('withdraw', 'USDT_min', '10', 'USDT', 0),
    ('withdraw', 'USDT_fee_rate', '0.1', 'percent', 0),
    ('withdraw', 'USDT_fee_min', '1', 'USDT', 0),
    ('withdraw', 'USDC_min', '10', 'USDC', 0),
    ('withdraw', 'USDC_fee_rate', '0.1', 'percent', 0),
    ('withdraw', 'USDC_fee_min', '1', 'USDC', 0);

-- The platform's deposit address per asset and network; empty means deposits of it are closed.
INSERT INTO settings (key, value, is_public, updated_at) VALUES
    ('deposit_address_BTC_BTC', '', 0, 0),
    ('deposit_address_ETH_ERC20', '', 0, 0),
    ('deposit_address_USDT_ERC20', '', 0, 0),
    ('deposit_address_USDT_TRC20', '', 0, 0),
    ('deposit_address_USDC_ERC20', '', 0, 0);
