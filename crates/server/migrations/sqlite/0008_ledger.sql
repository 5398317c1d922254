-- Assets. Ids 1 BTC, 2 ETH, 3 USDT are fixed because existing clients hard-code them.
CREATE TABLE assets (
    id INTEGER PRIMARY KEY,
    symbol TEXT NOT NULL,
    name TEXT NOT NULL,
    scale INTEGER NOT NULL DEFAULT 8,
    logo TEXT NOT NULL DEFAULT '',
    chains TEXT NOT NULL DEFAULT '',
    is_legal INTEGER NOT NULL DEFAULT 0,
    is_lever INTEGER NOT NULL DEFAULT 0,
    is_match INTEGER NOT NULL DEFAULT 0,
    is_micro INTEGER NOT NULL DEFAULT 0,
    is_transfer INTEGER NOT NULL DEFAULT 1,
    usdt_price INTEGER NOT NULL DEFAULT 0,
    sort INTEGER NOT NULL DEFAULT 0,
    CONSTRAINT uq_assets_symbol UNIQUE (symbol),
    CONSTRAINT ck_assets_scale CHECK (scale BETWEEN 0 AND 18),
    CONSTRAINT ck_assets_price CHECK (usdt_price >= 0)
);

-- Balances. A user account belongs to a user and an account kind (1 legal, 2 change, 3 lever, 4 micro) and can
-- never go below zero; a system account belongs to a role (custody, fees, house, faucet, ...) and may, because
-- it is the other side of the world (custody is minus everything deposited).
CREATE TABLE accounts (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    user_id INTEGER,
    system_role TEXT,
    asset_id INTEGER NOT NULL,
    kind INTEGER NOT NULL DEFAULT 0,
    available INTEGER NOT NULL DEFAULT 0,
    frozen INTEGER NOT NULL DEFAULT 0,
    updated_at INTEGER NOT NULL DEFAULT 0,
    CONSTRAINT fk_accounts_user FOREIGN KEY (user_id) REFERENCES users (id),
    CONSTRAINT fk_accounts_asset FOREIGN KEY (asset_id) REFERENCES assets (id),
    CONSTRAINT ck_accounts_owner CHECK ((user_id IS NULL AND system_role IS NOT NULL AND kind = 0)
        OR (user_id IS NOT NULL AND system_role IS NULL AND kind BETWEEN 1 AND 4)),
    CONSTRAINT ck_accounts_user_not_negative CHECK (user_id IS NULL OR (available >= 0 AND frozen >= 0)),
    CONSTRAINT uq_accounts_user UNIQUE (user_id, asset_id, kind),
    CONSTRAINT uq_accounts_system UNIQUE (system_role, asset_id)
);

CREATE TABLE ledger_transactions (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    kind INTEGER NOT NULL,
    reference TEXT NOT NULL DEFAULT '',
    idempotency_key TEXT,
    memo TEXT NOT NULL DEFAULT '',
    created_at INTEGER NOT NULL,
    CONSTRAINT uq_ledger_transactions_key UNIQUE (idempotency_key)
);

CREATE TABLE ledger_entries (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    transaction_id INTEGER NOT NULL,
    account_id INTEGER NOT NULL,
    available_delta INTEGER NOT NULL,
    frozen_delta INTEGER NOT NULL,
    available_after INTEGER NOT NULL,
    frozen_after INTEGER NOT NULL,
    CONSTRAINT fk_ledger_entries_transaction FOREIGN KEY (transaction_id) REFERENCES ledger_transactions (id),
    CONSTRAINT fk_ledger_entries_account FOREIGN KEY (account_id) REFERENCES accounts (id)
);
CREATE INDEX ix_ledger_entries_account ON ledger_entries (account_id, id);
CREATE INDEX ix_ledger_entries_transaction ON ledger_entries (transaction_id);

-- The ledger is history: neither table may change once written.
CREATE TRIGGER tr_ledger_entries_no_update BEFORE UPDATE ON ledger_entries
BEGIN
    SELECT RAISE(ABORT, 'ledger_entries is append-only');
END;
CREATE TRIGGER tr_ledger_entries_no_delete BEFORE DELETE ON ledger_entries
BEGIN
    SELECT RAISE(ABORT, 'ledger_entries is append-only');
END;
CREATE TRIGGER tr_ledger_transactions_no_update BEFORE UPDATE ON ledger_transactions
BEGIN
    SELECT RAISE(ABORT, 'ledger_transactions is append-only');
END;
CREATE TRIGGER tr_ledger_transactions_no_delete BEFORE DELETE ON ledger_transactions
BEGIN
    SELECT RAISE(ABORT, 'ledger_transactions is append-only');
END;

-- Answers of money-moving requests by idempotency key, so that a repeat returns the first answer.
CREATE TABLE idempotent_requests (
    user_id INTEGER NOT NULL,
    idempotency_key TEXT NOT NULL,
    endpoint TEXT NOT NULL,
    fingerprint TEXT NOT NULL,
    response TEXT NOT NULL,
    created_at INTEGER NOT NULL,
    CONSTRAINT pk_idempotent_requests PRIMARY KEY (user_id, idempotency_key),
    CONSTRAINT fk_idempotent_requests_user FOREIGN KEY (user_id) REFERENCES users (id)
);

INSERT INTO assets (id, symbol, name, scale, chains, is_legal, is_lever, is_match, is_micro, usdt_price, sort) VALUES
    (1, 'BTC', 'Bitcoin', 8, 'BTC', 0, 1, 1, 1, 9500000000000, 1),
    (2, 'ETH', 'Ethereum', 8, 'ERC20', 0, 1, 1, 1, 350000000000, 2),
    (3, 'USDT', 'Tether USD', 8, 'ERC20,TRC20', 1, 1, 1, 1, 100000000, 3),
    (4, 'USDC', 'USD Coin', 8, 'ERC20', 0, 0, 1, 0, 100000000, 4),
    (5, 'USD', 'US Dollar', 2, '', 1, 0, 0, 0, 100000000, 5);

INSERT INTO rules (product, key, value, unit, updated_at) VALUES
    ('wallet', 'transfer_pairs', 'legal-change,change-legal,change-lever,lever-change,change-micro,micro-change',
     'pairs', 0),
    ('wallet', 'demo_faucet', 'USDT:10000,BTC:1,ETH:10', 'amounts', 0);

INSERT INTO settings (key, value, is_public, updated_at) VALUES
    ('usdt_cny_rate', '7.20', 0, 0);
