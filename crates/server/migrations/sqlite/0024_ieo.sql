-- IEO launchpad: projects whose token is minted once into its issuer account, the prices it accepts, the users'
-- subscriptions held in escrow until the sale ends, and each user's running total against the per-user maximum.
-- Terms, prices and allocations are fixed once written: the triggers below refuse to change them.
CREATE TABLE ieo_projects (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    asset_id INTEGER NOT NULL,
    title TEXT NOT NULL,
    summary TEXT NOT NULL DEFAULT '',
    logo TEXT NOT NULL DEFAULT '',
    white_paper TEXT NOT NULL DEFAULT '',
    website TEXT NOT NULL DEFAULT '',
    supply INTEGER NOT NULL,
    apply_cap INTEGER NOT NULL,
    min_amount INTEGER NOT NULL,
    max_amount INTEGER NOT NULL,
    start_at INTEGER NOT NULL,
    end_at INTEGER NOT NULL,
    listing_at INTEGER NOT NULL,
    applied INTEGER NOT NULL DEFAULT 0,
    allocated INTEGER NOT NULL DEFAULT 0,
    status INTEGER NOT NULL DEFAULT 1,
    demo INTEGER NOT NULL DEFAULT 0,
    created_by INTEGER,
    created_at INTEGER NOT NULL,
    allocated_at INTEGER,
    released_at INTEGER,
    CONSTRAINT fk_ieo_projects_asset FOREIGN KEY (asset_id) REFERENCES assets (id),
    CONSTRAINT fk_ieo_projects_created_by FOREIGN KEY (created_by) REFERENCES operators (id),
    CONSTRAINT uq_ieo_projects_asset UNIQUE (asset_id),
    CONSTRAINT ck_ieo_projects_terms CHECK (supply > 0 AND apply_cap >= supply AND min_amount > 0
        AND max_amount >= min_amount),
    CONSTRAINT ck_ieo_projects_times CHECK (start_at < end_at AND end_at <= listing_at),
    CONSTRAINT ck_ieo_projects_applied CHECK (applied >= 0 AND applied <= apply_cap),
    CONSTRAINT ck_ieo_projects_allocated CHECK (allocated >= 0 AND allocated <= supply),
    CONSTRAINT ck_ieo_projects_status CHECK ((status = 1 AND allocated_at IS NULL AND released_at IS NULL)
        OR (status = 2 AND allocated_at IS NOT NULL AND released_at IS NULL)
        OR (status = 3 AND allocated_at IS NOT NULL AND released_at IS NOT NULL)),
    CONSTRAINT ck_ieo_projects_demo CHECK (demo IN (0, 1))
);
CREATE INDEX ix_ieo_projects_status ON ieo_projects (status, end_at);

-- What one whole token costs in each payment asset, in that asset's minor units.
CREATE TABLE ieo_prices (
    project_id INTEGER NOT NULL,
    asset_id INTEGER NOT NULL,
    price INTEGER NOT NULL,
    sort INTEGER NOT NULL DEFAULT 0,
    CONSTRAINT pk_ieo_prices PRIMARY KEY (project_id, asset_id),
    CONSTRAINT fk_ieo_prices_project FOREIGN KEY (project_id) REFERENCES ieo_projects (id),
    CONSTRAINT fk_ieo_prices_asset FOREIGN KEY (asset_id) REFERENCES assets (id),
    CONSTRAINT ck_ieo_prices_price CHECK (price > 0)
);

CREATE TABLE ieo_subscriptions (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    project_id INTEGER NOT NULL,
    user_id INTEGER NOT NULL,
    amount INTEGER NOT NULL,
    pay_asset_id INTEGER NOT NULL,
    price INTEGER NOT NULL,
    paid INTEGER NOT NULL,
    allocated INTEGER NOT NULL DEFAULT 0,
    charged INTEGER NOT NULL DEFAULT 0,
    refunded INTEGER NOT NULL DEFAULT 0,
    status INTEGER NOT NULL DEFAULT 1,
    created_at INTEGER NOT NULL,
    allocated_at INTEGER,
    released_at INTEGER,
    CONSTRAINT fk_ieo_subscriptions_project FOREIGN KEY (project_id) REFERENCES ieo_projects (id),
    CONSTRAINT fk_ieo_subscriptions_user FOREIGN KEY (user_id) REFERENCES users (id),
    CONSTRAINT fk_ieo_subscriptions_pay_asset FOREIGN KEY (pay_asset_id) REFERENCES assets (id),
    CONSTRAINT ck_ieo_subscriptions_amounts CHECK (amount > 0 AND price > 0 AND paid > 0),
    CONSTRAINT ck_ieo_subscriptions_status CHECK (
        (status = 1 AND allocated = 0 AND charged = 0 AND refunded = 0 AND allocated_at IS NULL
            AND released_at IS NULL)
        OR (status = 2 AND allocated > 0 AND allocated <= amount AND charged >= 0 AND refunded >= 0
            AND charged + refunded = paid AND allocated_at IS NOT NULL)
        OR (status = 3 AND allocated = 0 AND charged = 0 AND refunded = paid AND allocated_at IS NOT NULL
            AND released_at IS NULL))
);
CREATE INDEX ix_ieo_subscriptions_project ON ieo_subscriptions (project_id, status);
CREATE INDEX ix_ieo_subscriptions_user ON ieo_subscriptions (user_id, id);

CREATE TABLE ieo_user_totals (
    project_id INTEGER NOT NULL,
    user_id INTEGER NOT NULL,
    applied INTEGER NOT NULL,
    CONSTRAINT pk_ieo_user_totals PRIMARY KEY (project_id, user_id),
    CONSTRAINT fk_ieo_user_totals_project FOREIGN KEY (project_id) REFERENCES ieo_projects (id),
    CONSTRAINT fk_ieo_user_totals_user FOREIGN KEY (user_id) REFERENCES users (id),
    CONSTRAINT ck_ieo_user_totals_applied CHECK (applied > 0)
);

CREATE TRIGGER tr_ieo_projects_terms_fixed BEFORE UPDATE ON ieo_projects
WHEN NEW.asset_id <> OLD.asset_id OR NEW.supply <> OLD.supply OR NEW.apply_cap <> OLD.apply_cap
    OR NEW.min_amount <> OLD.min_amount OR NEW.max_amount <> OLD.max_amount OR NEW.start_at <> OLD.start_at
    OR NEW.end_at <> OLD.end_at OR NEW.listing_at <> OLD.listing_at
    OR (OLD.status <> 1 AND (NEW.applied <> OLD.applied OR NEW.allocated <> OLD.allocated))
BEGIN
    SELECT RAISE(ABORT, 'ieo_projects: terms and allocations never change');
END;
CREATE TRIGGER tr_ieo_projects_no_delete BEFORE DELETE ON ieo_projects
BEGIN
    SELECT RAISE(ABORT, 'ieo_projects: terms and allocations never change');
END;
CREATE TRIGGER tr_ieo_prices_no_update BEFORE UPDATE ON ieo_prices
BEGIN
    SELECT RAISE(ABORT, 'ieo_prices: a published price never changes');
END;
CREATE TRIGGER tr_ieo_prices_no_delete BEFORE DELETE ON ieo_prices
BEGIN
    SELECT RAISE(ABORT, 'ieo_prices: a published price never changes');
END;
CREATE TRIGGER tr_ieo_subscriptions_fixed BEFORE UPDATE ON ieo_subscriptions
WHEN NEW.project_id <> OLD.project_id OR NEW.user_id <> OLD.user_id OR NEW.amount <> OLD.amount
    OR NEW.pay_asset_id <> OLD.pay_asset_id OR NEW.price <> OLD.price OR NEW.paid <> OLD.paid
    OR (OLD.status <> 1 AND (NEW.status <> OLD.status OR NEW.allocated <> OLD.allocated
        OR NEW.charged <> OLD.charged OR NEW.refunded <> OLD.refunded OR NEW.allocated_at IS NOT OLD.allocated_at))
    OR (OLD.released_at IS NOT NULL AND NEW.released_at IS NOT OLD.released_at)
BEGIN
    SELECT RAISE(ABORT, 'ieo_subscriptions: an allocation never changes');
END;
CREATE TRIGGER tr_ieo_subscriptions_no_delete BEFORE DELETE ON ieo_subscriptions
BEGIN
    SELECT RAISE(ABORT, 'ieo_subscriptions: an allocation never changes');
END;
