-- Users' optional second factor (ADR 78): a secret waiting for its first code, the confirmed one and the last time
-- step used (a code is never accepted twice); the one-time recovery codes, stored as SHA-256; and the sign-in
-- challenges a right password answers while the second factor is on, stored as SHA-256 of their token.
CREATE TABLE user_totp (
    user_id INTEGER NOT NULL,
    pending_secret TEXT NOT NULL DEFAULT '',
    secret TEXT NOT NULL DEFAULT '',
    last_step INTEGER NOT NULL DEFAULT 0,
    enabled_at INTEGER,
    updated_at INTEGER NOT NULL,
    CONSTRAINT pk_user_totp PRIMARY KEY (user_id),
    CONSTRAINT fk_user_totp_user FOREIGN KEY (user_id) REFERENCES users (id),
    CONSTRAINT ck_user_totp_enabled CHECK ((secret = '') = (enabled_at IS NULL))
);

CREATE TABLE user_totp_recovery_codes (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    user_id INTEGER NOT NULL,
    code_hash TEXT NOT NULL,
    created_at INTEGER NOT NULL,
    used_at INTEGER,
    CONSTRAINT fk_user_totp_recovery_codes_user FOREIGN KEY (user_id) REFERENCES users (id),
    CONSTRAINT uq_user_totp_recovery_codes UNIQUE (user_id, code_hash)
);

CREATE TABLE user_totp_challenges (
    token_hash TEXT NOT NULL,
    user_id INTEGER NOT NULL,
    login TEXT NOT NULL,
    created_at INTEGER NOT NULL,
    expires_at INTEGER NOT NULL,
    used_at INTEGER,
    CONSTRAINT pk_user_totp_challenges PRIMARY KEY (token_hash),
    CONSTRAINT fk_user_totp_challenges_user FOREIGN KEY (user_id) REFERENCES users (id),
    CONSTRAINT ck_user_totp_challenges_expiry CHECK (expires_at > created_at)
);
CREATE INDEX ix_user_totp_challenges_expiry ON user_totp_challenges (expires_at);
