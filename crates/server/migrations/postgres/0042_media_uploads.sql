-- Media uploads (ADR 62): animated GIF, MP3 and Ogg audio, MP4 and WebM video beside the images.
ALTER TABLE uploads DROP CONSTRAINT ck_uploads_format;
ALTER TABLE uploads ADD CONSTRAINT ck_uploads_format
    CHECK (format IN ('jpeg', 'png', 'webp', 'gif', 'mp3', 'ogg', 'mp4', 'webm'));
