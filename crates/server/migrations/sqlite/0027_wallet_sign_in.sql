-- no-transaction
-- Browser-wallet sign-in (ADR 48): accounts created by a signed challenge are of register type `wallet`, each
-- user may link one address per chain, and every challenge is kept until it is used or expires.
-- SQLite changes a table's check only by rebuilding the table; key checks are off while it is rebuilt, so that
-- dropping the old table does not count the rows that name its users, and the new table keeps every id.
PRAGMA foreign_keys = OFF;
BEGIN;
CREATE TABLE users_rebuilt (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    account TEXT NOT NULL,
    register_type TEXT NOT NULL,
    email TEXT,
    phone TEXT,
    area_code TEXT NOT NULL DEFAULT '',
    password_hash TEXT NOT NULL,
    pay_password_hash TEXT,
    nickname TEXT NOT NULL DEFAULT '',
    signature TEXT NOT NULL DEFAULT '',
    head_portrait TEXT NOT NULL DEFAULT '',
    invite_code TEXT NOT NULL,
    referrer_id INTEGER,
    score INTEGER NOT NULL DEFAULT 100,
    vip_level INTEGER NOT NULL DEFAULT 0,
    real_level INTEGER NOT NULL DEFAULT 0,
    review_status INTEGER NOT NULL DEFAULT 0,
    status TEXT NOT NULL DEFAULT 'active',
    created_at INTEGER NOT NULL,
    updated_at INTEGER NOT NULL,
    demo SMALLINT NOT NULL DEFAULT 0,
    CONSTRAINT uq_users_account UNIQUE (account),
    CONSTRAINT uq_users_email UNIQUE (email),
    CONSTRAINT uq_users_phone UNIQUE (phone),
    CONSTRAINT uq_users_invite_code UNIQUE (invite_code),
    CONSTRAINT fk_users_referrer FOREIGN KEY (referrer_id) REFERENCES users (id),
    CONSTRAINT ck_users_register_type CHECK (register_type IN ('email', 'mobile', 'wallet')),
    CONSTRAINT ck_users_status CHECK (status IN ('active', 'frozen')),
    CONSTRAINT ck_users_real_level CHECK (real_level BETWEEN 0 AND 2),
    CONSTRAINT ck_users_review_status CHECK (review_status BETWEEN 0 AND 3),
    CONSTRAINT ck_users_demo CHECK (demo IN (0, 1))
);
INSERT INTO users_rebuilt (id, account, register_type, email, phone, area_code, password_hash, pay_password_hash,
        nickname, signature, head_portrait, invite_code, referrer_id, score, vip_level, real_level, review_status,
        status, created_at, updated_at, demo)
    SELECT id, account, register_type, email, phone, area_code, password_hash, pay_password_hash, nickname,
        signature, head_portrait, invite_code, referrer_id, score, vip_level, real_level, review_status, status,
        created_at, updated_at, demo
    FROM users;
DELETE FROM sqlite_sequence WHERE name = 'users_rebuilt';
INSERT INTO sqlite_sequence (name, seq) SELECT 'users_rebuilt', seq FROM sqlite_sequence WHERE name = 'users';
DROP TABLE users;
ALTER TABLE users_rebuilt RENAME TO users;

CREATE TABLE wallet_links (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    user_id INTEGER NOT NULL,
    chain TEXT NOT NULL,
    address TEXT NOT NULL,
    created_at INTEGER NOT NULL,
    CONSTRAINT fk_wallet_links_user FOREIGN KEY (user_id) REFERENCES users (id),
    CONSTRAINT uq_wallet_links_address UNIQUE (chain, address),
    CONSTRAINT uq_wallet_links_user_chain UNIQUE (user_id, chain),
    CONSTRAINT ck_wallet_links_chain CHECK (chain IN ('ETH', 'TRON'))
);

CREATE TABLE wallet_challenges (
    nonce TEXT PRIMARY KEY,
    chain TEXT NOT NULL,
    address TEXT NOT NULL,
    purpose TEXT NOT NULL,
    user_id INTEGER,
    text TEXT NOT NULL,
    created_at INTEGER NOT NULL,
    expires_at INTEGER NOT NULL,
    used_at INTEGER,
    CONSTRAINT fk_wallet_challenges_user FOREIGN KEY (user_id) REFERENCES users (id),
    CONSTRAINT ck_wallet_challenges_chain CHECK (chain IN ('ETH', 'TRON')),
    CONSTRAINT ck_wallet_challenges_purpose CHECK (purpose IN ('login', 'bind')),
    CONSTRAINT ck_wallet_challenges_bind_user CHECK ((purpose = 'bind') = (user_id IS NOT NULL))
);
CREATE INDEX ix_wallet_challenges_expiry ON wallet_challenges (expires_at);

COMMIT;
PRAGMA foreign_keys = ON;
