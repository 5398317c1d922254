-- Daily rebates to inviters (ADR 56): one row per invitee, UTC day and asset, written in the transaction of the
-- ledger posting that pays it, so a day is paid exactly once whatever restarts or takeovers happen.
CREATE TABLE referral_rebates (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    inviter_id INTEGER NOT NULL,
    invitee_id INTEGER NOT NULL,
    day_start INTEGER NOT NULL,
    asset_id INTEGER NOT NULL,
    fees INTEGER NOT NULL,
    share_ppm INTEGER NOT NULL,
    amount INTEGER NOT NULL,
    status INTEGER NOT NULL,
    reason TEXT NOT NULL DEFAULT '',
    tx_id INTEGER,
    created_at INTEGER NOT NULL,
    CONSTRAINT uq_referral_rebates_day UNIQUE (invitee_id, day_start, asset_id),
    CONSTRAINT fk_referral_rebates_inviter FOREIGN KEY (inviter_id) REFERENCES users (id),
    CONSTRAINT fk_referral_rebates_invitee FOREIGN KEY (invitee_id) REFERENCES users (id),
    CONSTRAINT fk_referral_rebates_asset FOREIGN KEY (asset_id) REFERENCES assets (id),
    CONSTRAINT fk_referral_rebates_tx FOREIGN KEY (tx_id) REFERENCES ledger_transactions (id),
    CONSTRAINT ck_referral_rebates_amounts CHECK (fees >= 0 AND amount >= 0 AND amount <= fees
        AND share_ppm BETWEEN 0 AND 1000000),
    CONSTRAINT ck_referral_rebates_status CHECK ((status = 1 AND tx_id IS NOT NULL)
        OR (status = 2 AND amount = 0 AND tx_id IS NULL))
);
CREATE INDEX ix_referral_rebates_inviter ON referral_rebates (inviter_id, id);

-- The UTC days the rebate job has finished.
CREATE TABLE referral_days (
    day_start INTEGER NOT NULL,
    finished_at INTEGER NOT NULL,
    CONSTRAINT pk_referral_days PRIMARY KEY (day_start)
);

CREATE INDEX ix_users_referrer ON users (referrer_id);
CREATE INDEX ix_spot_trades_created ON spot_trades (created_at);
CREATE INDEX ix_lever_positions_opened ON lever_positions (opened_at);

INSERT INTO rules (product, key, value, unit, updated_at) VALUES
    ('referral', 'rebate_share', '20', 'percent of the trading fees an invitee paid on a UTC day', 0),
    ('referral', 'levels', '1', 'only the inviter named at sign-up is paid', 0),
    ('referral', 'fees', 'spot fills (maker and taker, in the asset the fee was taken in) and contract opening '
        || 'fees; summed per invitee, day and asset, rounded down; paid from the fee account after 00:05 UTC', 'rule', 0),
    ('referral', 'same_person', 'no rebate for a spot fill against the inviter, and none when inviter and invitee '
        || 'share an identity document number or a saved withdrawal address', 'rule', 0);
