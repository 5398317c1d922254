CREATE TABLE users (
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
    CONSTRAINT uq_users_account UNIQUE (account),
    CONSTRAINT uq_users_email UNIQUE (email),
    CONSTRAINT uq_users_phone UNIQUE (phone),
    CONSTRAINT uq_users_invite_code UNIQUE (invite_code),
    CONSTRAINT fk_users_referrer FOREIGN KEY (referrer_id) REFERENCES users (id),
    CONSTRAINT ck_users_register_type CHECK (register_type IN ('email', 'mobile')),
    CONSTRAINT ck_users_status CHECK (status IN ('active', 'frozen')),
    CONSTRAINT ck_users_real_level CHECK (real_level BETWEEN 0 AND 2),
    CONSTRAINT ck_users_review_status CHECK (review_status BETWEEN 0 AND 3)
);

CREATE TABLE sessions (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    user_id INTEGER NOT NULL,
    token_hash TEXT NOT NULL,
    created_at INTEGER NOT NULL,
    expires_at INTEGER NOT NULL,
    revoked_at INTEGER,
    ip TEXT NOT NULL DEFAULT '',
    user_agent TEXT NOT NULL DEFAULT '',
    CONSTRAINT uq_sessions_token_hash UNIQUE (token_hash),
    CONSTRAINT fk_sessions_user FOREIGN KEY (user_id) REFERENCES users (id)
);
CREATE INDEX ix_sessions_user ON sessions (user_id);

CREATE TABLE verification_codes (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    scene TEXT NOT NULL,
    recipient TEXT NOT NULL,
    code_hash TEXT NOT NULL,
    attempts INTEGER NOT NULL DEFAULT 0,
    created_at INTEGER NOT NULL,
    expires_at INTEGER NOT NULL,
    consumed_at INTEGER,
    ip TEXT NOT NULL DEFAULT '',
    CONSTRAINT ck_verification_codes_scene
        CHECK (scene IN ('register', 'forget', 'update_password', 'pay_password', 'bind_email', 'bind_mobile')),
    CONSTRAINT ck_verification_codes_attempts CHECK (attempts >= 0)
);
CREATE INDEX ix_verification_codes_lookup ON verification_codes (scene, recipient, id);

CREATE TABLE settings (
    key TEXT NOT NULL,
    value TEXT NOT NULL,
    is_public INTEGER NOT NULL DEFAULT 0,
    updated_at INTEGER NOT NULL,
    CONSTRAINT pk_settings PRIMARY KEY (key),
    CONSTRAINT ck_settings_is_public CHECK (is_public IN (0, 1))
);

CREATE TABLE rules (
    product TEXT NOT NULL,
    key TEXT NOT NULL,
    value TEXT NOT NULL,
    unit TEXT NOT NULL DEFAULT '',
    updated_at INTEGER NOT NULL,
    CONSTRAINT pk_rules PRIMARY KEY (product, key)
);
