-- Lock mining: products paid from their asset's earn reserve, each day's rate published before the day starts
-- and never changed, and the users' locked positions with what has been paid on them.
CREATE TABLE lock_products (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    asset_id INTEGER NOT NULL,
    name TEXT NOT NULL,
    days INTEGER NOT NULL,
    min_amount INTEGER NOT NULL,
    rate_min_ppm INTEGER NOT NULL,
    rate_max_ppm INTEGER NOT NULL,
    penalty_ppm INTEGER NOT NULL,
    quota INTEGER NOT NULL,
    sold INTEGER NOT NULL DEFAULT 0,
    status INTEGER NOT NULL DEFAULT 0,
    demo INTEGER NOT NULL DEFAULT 0,
    opened_by INTEGER,
    created_at INTEGER NOT NULL,
    CONSTRAINT fk_lock_products_asset FOREIGN KEY (asset_id) REFERENCES assets (id),
    CONSTRAINT fk_lock_products_opened_by FOREIGN KEY (opened_by) REFERENCES operators (id),
    CONSTRAINT ck_lock_products_terms CHECK (days > 0 AND min_amount > 0 AND rate_min_ppm >= 0
        AND rate_max_ppm >= rate_min_ppm AND penalty_ppm >= 0),
    CONSTRAINT ck_lock_products_quota CHECK (quota >= 0 AND sold >= 0 AND sold <= quota),
    CONSTRAINT ck_lock_products_status CHECK (status IN (0, 1, 2)),
    CONSTRAINT ck_lock_products_demo CHECK (demo IN (0, 1))
);

CREATE TABLE lock_rates (
    product_id INTEGER NOT NULL,
    day INTEGER NOT NULL,
    rate_ppm INTEGER NOT NULL,
    published_at INTEGER NOT NULL,
    CONSTRAINT pk_lock_rates PRIMARY KEY (product_id, day),
    CONSTRAINT fk_lock_rates_product FOREIGN KEY (product_id) REFERENCES lock_products (id),
    CONSTRAINT ck_lock_rates_rate CHECK (rate_ppm >= 0)
);

-- A published rate is a promise: never changed, never removed.
CREATE TRIGGER tr_lock_rates_no_update BEFORE UPDATE ON lock_rates
BEGIN
    SELECT RAISE(ABORT, 'lock_rates: a published rate never changes');
END;
CREATE TRIGGER tr_lock_rates_no_delete BEFORE DELETE ON lock_rates
BEGIN
    SELECT RAISE(ABORT, 'lock_rates: a published rate never changes');
END;

CREATE TABLE lock_positions (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    user_id INTEGER NOT NULL,
    product_id INTEGER NOT NULL,
    asset_id INTEGER NOT NULL,
    amount INTEGER NOT NULL,
    days INTEGER NOT NULL,
    rate_max_ppm INTEGER NOT NULL,
    penalty_ppm INTEGER NOT NULL,
    start_at INTEGER NOT NULL,
    end_at INTEGER NOT NULL,
    paid_days INTEGER NOT NULL DEFAULT 0,
    next_due_at INTEGER NOT NULL,
    total_interest INTEGER NOT NULL DEFAULT 0,
    status INTEGER NOT NULL DEFAULT 1,
    penalty INTEGER,
    closed_at INTEGER,
    CONSTRAINT fk_lock_positions_user FOREIGN KEY (user_id) REFERENCES users (id),
    CONSTRAINT fk_lock_positions_product FOREIGN KEY (product_id) REFERENCES lock_products (id),
    CONSTRAINT fk_lock_positions_asset FOREIGN KEY (asset_id) REFERENCES assets (id),
    CONSTRAINT ck_lock_positions_terms CHECK (amount > 0 AND days > 0 AND end_at > start_at),
    CONSTRAINT ck_lock_positions_paid CHECK (paid_days >= 0 AND paid_days <= days AND total_interest >= 0),
    CONSTRAINT ck_lock_positions_status CHECK (status IN (1, 2, 3)),
    CONSTRAINT ck_lock_positions_closed CHECK ((status = 1 AND closed_at IS NULL AND penalty IS NULL)
        OR (status = 2 AND closed_at IS NOT NULL AND paid_days = days)
        OR (status = 3 AND closed_at IS NOT NULL AND penalty IS NOT NULL AND penalty >= 0 AND penalty <= amount))
);
CREATE INDEX ix_lock_positions_user ON lock_positions (user_id, id);
CREATE INDEX ix_lock_positions_due ON lock_positions (status, next_due_at);
