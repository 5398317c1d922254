-- Public chat rooms (ADR 59): messages are kept, a deletion only hides one (with who and why); reports and
-- mutes are the content operators' evidence.
CREATE TABLE chat_messages (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    room TEXT NOT NULL,
    user_id INTEGER NOT NULL,
    kind TEXT NOT NULL,
    content TEXT NOT NULL,
    deleted_at INTEGER,
    deleted_by INTEGER,
    delete_reason TEXT NOT NULL DEFAULT '',
    created_at INTEGER NOT NULL,
    CONSTRAINT fk_chat_messages_user FOREIGN KEY (user_id) REFERENCES users (id),
    CONSTRAINT fk_chat_messages_operator FOREIGN KEY (deleted_by) REFERENCES operators (id),
    CONSTRAINT ck_chat_messages_kind CHECK (kind IN ('text', 'image'))
);
CREATE INDEX ix_chat_messages_room ON chat_messages (room, id);

CREATE TABLE chat_reports (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    message_id INTEGER NOT NULL,
    user_id INTEGER NOT NULL,
    reason TEXT NOT NULL DEFAULT '',
    created_at INTEGER NOT NULL,
    CONSTRAINT uq_chat_reports_once UNIQUE (message_id, user_id),
    CONSTRAINT fk_chat_reports_message FOREIGN KEY (message_id) REFERENCES chat_messages (id),
    CONSTRAINT fk_chat_reports_user FOREIGN KEY (user_id) REFERENCES users (id)
);

CREATE TABLE chat_mutes (
    user_id INTEGER NOT NULL,
    until INTEGER NOT NULL,
    reason TEXT NOT NULL,
    operator_id INTEGER NOT NULL,
    created_at INTEGER NOT NULL,
    CONSTRAINT pk_chat_mutes PRIMARY KEY (user_id),
    CONSTRAINT fk_chat_mutes_user FOREIGN KEY (user_id) REFERENCES users (id),
    CONSTRAINT fk_chat_mutes_operator FOREIGN KEY (operator_id) REFERENCES operators (id)
);

INSERT INTO rules (product, key, value, unit, updated_at) VALUES
    ('chat', 'rate_limit', '10', 'messages a user may send a minute', 0),
    ('chat', 'text_chars', '500', 'characters a message may have', 0),
    ('chat', 'rooms', 'one public room per language', 'rule', 0);
