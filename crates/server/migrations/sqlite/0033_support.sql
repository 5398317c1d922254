-- Customer service: one open conversation per user with support operators; messages are never edited or deleted.
CREATE TABLE support_conversations (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    user_id INTEGER NOT NULL,
    status INTEGER NOT NULL,
    created_at INTEGER NOT NULL,
    updated_at INTEGER NOT NULL,
    closed_at INTEGER,
    closed_by INTEGER,
    CONSTRAINT fk_support_conversations_user FOREIGN KEY (user_id) REFERENCES users (id),
    CONSTRAINT fk_support_conversations_closed_by FOREIGN KEY (closed_by) REFERENCES operators (id),
    CONSTRAINT ck_support_conversations_status CHECK (status IN (0, 1))
);
-- At most one open conversation per user, whatever races.
CREATE UNIQUE INDEX uq_support_conversations_open ON support_conversations (user_id) WHERE status = 0;
CREATE INDEX ix_support_conversations_status ON support_conversations (status, updated_at);

CREATE TABLE support_messages (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    conversation_id INTEGER NOT NULL,
    sender TEXT NOT NULL,
    operator_id INTEGER,
    kind TEXT NOT NULL,
    content TEXT NOT NULL,
    read_at INTEGER,
    created_at INTEGER NOT NULL,
    CONSTRAINT fk_support_messages_conversation FOREIGN KEY (conversation_id) REFERENCES support_conversations (id),
    CONSTRAINT fk_support_messages_operator FOREIGN KEY (operator_id) REFERENCES operators (id),
    CONSTRAINT ck_support_messages_sender CHECK (sender IN ('user', 'operator', 'system')),
    CONSTRAINT ck_support_messages_kind CHECK (kind IN ('text', 'image'))
);
CREATE INDEX ix_support_messages_conversation ON support_messages (conversation_id, id);

INSERT INTO rules (product, key, value, unit, updated_at) VALUES
    ('support', 'rate_limit', '10', 'messages a user may send a minute', 0),
    ('support', 'text_chars', '1000', 'characters a message may have', 0);
