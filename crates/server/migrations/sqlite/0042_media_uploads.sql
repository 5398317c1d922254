-- no-transaction
-- Media uploads (ADR 62): animated GIF, MP3 and Ogg audio, MP4 and WebM video beside the images. SQLite cannot
-- alter a CHECK constraint, so the uploads table is rebuilt with its foreign keys off, in a transaction of its own.
PRAGMA foreign_keys = OFF;
BEGIN;
CREATE TABLE uploads_next (
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
    CONSTRAINT ck_uploads_format CHECK (format IN ('jpeg', 'png', 'webp', 'gif', 'mp3', 'ogg', 'mp4', 'webm')),
    CONSTRAINT ck_uploads_owner CHECK (user_id IS NOT NULL OR operator_id IS NOT NULL),
    CONSTRAINT ck_uploads_private CHECK (is_private IN (0, 1))
);
INSERT INTO uploads_next (id, path, user_id, operator_id, format, bytes, width, height, is_private, created_at)
    SELECT id, path, user_id, operator_id, format, bytes, width, height, is_private, created_at FROM uploads;
DROP TABLE uploads;
ALTER TABLE uploads_next RENAME TO uploads;
CREATE INDEX ix_uploads_user ON uploads (user_id);
COMMIT;
PRAGMA foreign_keys = ON;
