-- Every stored upload and who owns it. Fields that take a path accept only the caller's own uploads; identity
-- pictures turn private once a review uses them.
CREATE TABLE uploads (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    path TEXT NOT NULL,
    user_id INTEGER,
    operator_id INTEGER,
    format TEXT NOT NULL,
    bytes INTEGER NOT NULL,
    width INTEGER NOT NULL,
    height INTEGER NOT NULL,
    is_private INTEGER NOT NULL DEFAULT 0,
    created_at INTEGER NOT NULL,
    CONSTRAINT uq_uploads_path UNIQUE (path),
    CONSTRAINT fk_uploads_user FOREIGN KEY (user_id) REFERENCES users (id),
    CONSTRAINT fk_uploads_operator FOREIGN KEY (operator_id) REFERENCES operators (id),
    CONSTRAINT ck_uploads_format CHECK (format IN ('jpeg', 'png', 'webp')),
    CONSTRAINT ck_uploads_owner CHECK (user_id IS NOT NULL OR operator_id IS NOT NULL),
    CONSTRAINT ck_uploads_private CHECK (is_private IN (0, 1))
);
CREATE INDEX ix_uploads_user ON uploads (user_id);

-- Identity reviews. `level` is the level a review grants when approved; `basic` marks a review that carries the
-- level-1 details (a one-form submission grants level 2 and carries both).
CREATE TABLE identity_reviews (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    user_id INTEGER NOT NULL,
    level INTEGER NOT NULL,
    basic INTEGER NOT NULL,
    id_type INTEGER NOT NULL DEFAULT 0,
    name TEXT NOT NULL DEFAULT '',
    card_id TEXT NOT NULL DEFAULT '',
    front_pic TEXT NOT NULL DEFAULT '',
    reverse_pic TEXT NOT NULL DEFAULT '',
    hand_pic TEXT NOT NULL DEFAULT '',
    status INTEGER NOT NULL DEFAULT 1,
    reject_reason TEXT NOT NULL DEFAULT '',
    reviewed_by INTEGER,
    reviewed_at INTEGER,
    created_at INTEGER NOT NULL,
    CONSTRAINT fk_identity_reviews_user FOREIGN KEY (user_id) REFERENCES users (id),
    CONSTRAINT fk_identity_reviews_operator FOREIGN KEY (reviewed_by) REFERENCES operators (id),
    CONSTRAINT ck_identity_reviews_level CHECK (level IN (1, 2)),
    CONSTRAINT ck_identity_reviews_basic CHECK (basic IN (0, 1)),
    CONSTRAINT ck_identity_reviews_id_type CHECK (id_type BETWEEN 0 AND 3),
    CONSTRAINT ck_identity_reviews_status CHECK (status BETWEEN 1 AND 3)
);
CREATE INDEX ix_identity_reviews_user ON identity_reviews (user_id, id);
CREATE INDEX ix_identity_reviews_status ON identity_reviews (status, id);
-- At most one review waits per user, so two racing submissions cannot both be filed.
CREATE UNIQUE INDEX uq_identity_reviews_pending ON identity_reviews (user_id) WHERE status = 1;

-- News (c_id 4), banners (5) and the single pages: FAQ (10), contact (11), about (12), compliance (13).
CREATE TABLE news (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    c_id INTEGER NOT NULL,
    cover TEXT NOT NULL DEFAULT '',
    is_popup INTEGER NOT NULL DEFAULT 0,
    is_shown INTEGER NOT NULL DEFAULT 1,
    is_sample INTEGER NOT NULL DEFAULT 0,
    sort INTEGER NOT NULL DEFAULT 0,
    created_at INTEGER NOT NULL,
    updated_at INTEGER NOT NULL,
    CONSTRAINT ck_news_c_id CHECK (c_id IN (4, 5, 10, 11, 12, 13)),
    CONSTRAINT ck_news_flags CHECK (is_popup IN (0, 1) AND is_shown IN (0, 1) AND is_sample IN (0, 1))
);
CREATE INDEX ix_news_c_id ON news (c_id, is_shown, sort, id);

CREATE TABLE news_texts (
    news_id INTEGER NOT NULL,
    lang TEXT NOT NULL,
    title TEXT NOT NULL,
    abstract TEXT NOT NULL DEFAULT '',
    content TEXT NOT NULL DEFAULT '',
    CONSTRAINT pk_news_texts PRIMARY KEY (news_id, lang),
    CONSTRAINT fk_news_texts_news FOREIGN KEY (news_id) REFERENCES news (id),
    CONSTRAINT ck_news_texts_lang CHECK (lang IN ('zh', 'hk', 'en', 'fra', 'spa', 'ja', 'th', 'kor', 'vn'))
);

-- Home menu entries; `title` is a translation key of the app.
CREATE TABLE menus (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    title TEXT NOT NULL,
    icon TEXT NOT NULL DEFAULT '',
    url TEXT NOT NULL,
    open_type INTEGER NOT NULL DEFAULT 1,
    is_financial INTEGER NOT NULL DEFAULT 0,
    is_shown INTEGER NOT NULL DEFAULT 1,
    sort INTEGER NOT NULL DEFAULT 0,
    updated_at INTEGER NOT NULL DEFAULT 0,
    CONSTRAINT uq_menus_title UNIQUE (title),
    CONSTRAINT ck_menus_open_type CHECK (open_type IN (1, 2, 3)),
    CONSTRAINT ck_menus_flags CHECK (is_financial IN (0, 1) AND is_shown IN (0, 1))
);

-- The message centre. Operator messages carry their own text; system messages carry a text key and its
-- arguments and are rendered in the reader's language.
CREATE TABLE mail_messages (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    user_id INTEGER NOT NULL,
    kind TEXT NOT NULL,
    title TEXT NOT NULL DEFAULT '',
    abstract TEXT NOT NULL DEFAULT '',
    content TEXT NOT NULL DEFAULT '',
    text_key TEXT NOT NULL DEFAULT '',
    args TEXT NOT NULL DEFAULT '{}',
    is_read INTEGER NOT NULL DEFAULT 0,
    read_at INTEGER,
    sent_by INTEGER,
    created_at INTEGER NOT NULL,
    CONSTRAINT fk_mail_messages_user FOREIGN KEY (user_id) REFERENCES users (id),
    CONSTRAINT fk_mail_messages_operator FOREIGN KEY (sent_by) REFERENCES operators (id),
    CONSTRAINT ck_mail_messages_kind CHECK (kind IN ('operator', 'system')),
    CONSTRAINT ck_mail_messages_read CHECK (is_read IN (0, 1))
);
CREATE INDEX ix_mail_messages_user ON mail_messages (user_id, id);

INSERT INTO rules (product, key, value, unit, updated_at) VALUES
    ('identity', 'level_required_actions', 'withdraw', 'actions', 0),
    ('identity', 'lv1_withdraw_btc_per_24h', '200', 'BTC', 0),
    ('identity', 'lv1_fiat_usdt_per_trade', '2000', 'USDT', 0),
    ('identity', 'lv2_withdraw_btc_per_24h', '500', 'BTC', 0),
    ('identity', 'lv2_fiat_usdt_per_trade', '1000000', 'USDT', 0);

INSERT INTO menus (title, icon, url, open_type, is_financial, is_shown, sort) VALUES
    ('faq', 'faq', '/pages/common/faq', 1, 0, 1, 10),
    ('aboutus', 'about', '/pages/common/aboutus', 1, 0, 1, 20),
    ('contactus', 'contact', '/pages/common/contactus', 1, 0, 1, 30),
    ('operational_compliance', 'compliance', '/pages/setting/operational_compliance', 1, 0, 1, 40),
    ('ieo', 'ieo', '/pages/ieo/index', 1, 1, 0, 50),
    ('lockming', 'lockming', '/pages/lockming/index', 1, 1, 0, 60),
    ('invest', 'invest', '/pages/invest/index', 1, 1, 0, 70);
