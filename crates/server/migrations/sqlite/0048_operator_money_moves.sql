-- Operators' money moves in public (ADR 73), a second operator for large adjustments, and the site a wallet
-- challenge names (ADR 72).
ALTER TABLE wallet_challenges ADD COLUMN domain TEXT NOT NULL DEFAULT '';

CREATE TABLE money_moves (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    kind TEXT NOT NULL,
    asset_id INTEGER NOT NULL,
    amount INTEGER NOT NULL,
    category TEXT NOT NULL,
    created_at INTEGER NOT NULL,
    CONSTRAINT fk_money_moves_asset FOREIGN KEY (asset_id) REFERENCES assets (id),
    CONSTRAINT ck_money_moves_kind CHECK (kind IN ('adjustment', 'quickbuy_confirm', 'otc_dispute'))
);

-- The public log is append-only, like the rule changelog.
CREATE TRIGGER tr_money_moves_no_update BEFORE UPDATE ON money_moves
BEGIN
    SELECT RAISE(ABORT, 'money_moves is append-only');
END;
CREATE TRIGGER tr_money_moves_no_delete BEFORE DELETE ON money_moves
BEGIN
    SELECT RAISE(ABORT, 'money_moves is append-only');
END;

CREATE TABLE adjustment_requests (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    user_id INTEGER NOT NULL,
    asset_id INTEGER NOT NULL,
    account INTEGER NOT NULL,
    amount INTEGER NOT NULL,
    reason TEXT NOT NULL,
    category TEXT NOT NULL,
    status INTEGER NOT NULL DEFAULT 0,
    requested_by INTEGER NOT NULL,
    requested_at INTEGER NOT NULL,
    decided_by INTEGER,
    decided_at INTEGER,
    CONSTRAINT fk_adjustment_requests_user FOREIGN KEY (user_id) REFERENCES users (id),
    CONSTRAINT fk_adjustment_requests_asset FOREIGN KEY (asset_id) REFERENCES assets (id),
    CONSTRAINT fk_adjustment_requests_requested_by FOREIGN KEY (requested_by) REFERENCES operators (id),
    CONSTRAINT fk_adjustment_requests_decided_by FOREIGN KEY (decided_by) REFERENCES operators (id),
    CONSTRAINT ck_adjustment_requests_status CHECK (status IN (0, 1, 2)),
    CONSTRAINT ck_adjustment_requests_amount CHECK (amount <> 0),
    CONSTRAINT ck_adjustment_requests_second_operator CHECK (decided_by IS NULL OR decided_by <> requested_by)
);
CREATE INDEX ix_adjustment_requests_status ON adjustment_requests (status, id);

INSERT INTO rules (product, key, value, unit, updated_at) VALUES
    ('funds', 'adjust_review_above', 'USDT:10000,USDC:10000,*:0',
        'largest adjustment one finance operator posts alone, per asset (* for the others); a larger one waits '
        || 'for a second operator''s approval', 0),
    ('otc', 'price_check', 'an order is refused (price_changed) when the ad''s price is worse for the taker than '
        || 'the one they were shown; without one, when the ad was saved again in the last minute', 'rule', 0),
    ('otc', 'cancel', 'the buyer, or a seller who took a buying ad, may cancel an order before it is marked paid; '
        || 'the escrow returns', 'rule', 0);
