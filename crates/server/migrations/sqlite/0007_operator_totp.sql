-- Optional second factor for operators: a secret waiting for confirmation, the confirmed one, and the last
-- time step used so that a code is never accepted twice.
ALTER TABLE operators ADD COLUMN totp_pending TEXT NOT NULL DEFAULT '';
ALTER TABLE operators ADD COLUMN totp_secret TEXT NOT NULL DEFAULT '';
ALTER TABLE operators ADD COLUMN totp_last_step INTEGER NOT NULL DEFAULT 0;
