-- Collateralised loans: offers operators publish, the users an operator lets borrow (until VIP levels exist), and
-- loans from application to repayment or liquidation, with the liquidation's evidence on the loan.
CREATE TABLE loan_offers (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    asset_id INTEGER NOT NULL,
    day_rate_ppm INTEGER NOT NULL,
    overdue_rate_ppm INTEGER NOT NULL,
    min_amount INTEGER NOT NULL,
    max_amount INTEGER NOT NULL,
    min_days INTEGER NOT NULL,
    max_days INTEGER NOT NULL,
    initial_ppm INTEGER NOT NULL,
    liquidation_ppm INTEGER NOT NULL,
    status INTEGER NOT NULL,
    demo INTEGER NOT NULL DEFAULT 0,
    created_by INTEGER,
    created_at INTEGER NOT NULL,
    updated_at INTEGER NOT NULL,
    CONSTRAINT fk_loan_offers_asset FOREIGN KEY (asset_id) REFERENCES assets (id),
    CONSTRAINT fk_loan_offers_created_by FOREIGN KEY (created_by) REFERENCES operators (id),
    CONSTRAINT ck_loan_offers_rates CHECK (day_rate_ppm >= 0 AND day_rate_ppm <= 100000
        AND overdue_rate_ppm >= 0 AND overdue_rate_ppm <= 100000),
    CONSTRAINT ck_loan_offers_amounts CHECK (min_amount > 0 AND max_amount >= min_amount),
    CONSTRAINT ck_loan_offers_days CHECK (min_days >= 1 AND max_days >= min_days AND max_days <= 366),
    CONSTRAINT ck_loan_offers_ratios CHECK (liquidation_ppm >= 1000000 AND initial_ppm > liquidation_ppm),
    CONSTRAINT ck_loan_offers_status CHECK (status IN (0, 1)),
    CONSTRAINT ck_loan_offers_demo CHECK (demo IN (0, 1))
);

CREATE TABLE loan_eligibility (
    user_id INTEGER PRIMARY KEY,
    eligible INTEGER NOT NULL,
    reason TEXT NOT NULL,
    decided_by INTEGER NOT NULL,
    decided_at INTEGER NOT NULL,
    CONSTRAINT fk_loan_eligibility_user FOREIGN KEY (user_id) REFERENCES users (id),
    CONSTRAINT fk_loan_eligibility_decided_by FOREIGN KEY (decided_by) REFERENCES operators (id),
    CONSTRAINT ck_loan_eligibility_eligible CHECK (eligible IN (0, 1))
);

CREATE TABLE loans (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    user_id INTEGER NOT NULL,
    offer_id INTEGER NOT NULL,
    asset_id INTEGER NOT NULL,
    amount INTEGER NOT NULL,
    days INTEGER NOT NULL,
    day_rate_ppm INTEGER NOT NULL,
    overdue_rate_ppm INTEGER NOT NULL,
    liquidation_ppm INTEGER NOT NULL,
    collateral_asset_id INTEGER NOT NULL,
    collateral INTEGER NOT NULL,
    status INTEGER NOT NULL,
    interest_owed INTEGER NOT NULL DEFAULT 0,
    interest_paid INTEGER NOT NULL DEFAULT 0,
    accrued_days INTEGER NOT NULL DEFAULT 0,
    settled_days INTEGER NOT NULL DEFAULT 0,
    reject_reason TEXT NOT NULL DEFAULT '',
    decided_by INTEGER,
    applied_at INTEGER NOT NULL,
    disbursed_at INTEGER,
    due_at INTEGER,
    closed_at INTEGER,
    liq_sample_ts INTEGER,
    liq_collateral_price INTEGER,
    liq_loan_price INTEGER,
    liq_source TEXT,
    liq_collateral_value INTEGER,
    liq_debt_value INTEGER,
    liq_taken INTEGER,
    liq_returned INTEGER,
    liq_shortfall INTEGER,
    CONSTRAINT fk_loans_user FOREIGN KEY (user_id) REFERENCES users (id),
    CONSTRAINT fk_loans_offer FOREIGN KEY (offer_id) REFERENCES loan_offers (id),
    CONSTRAINT fk_loans_asset FOREIGN KEY (asset_id) REFERENCES assets (id),
    CONSTRAINT fk_loans_collateral_asset FOREIGN KEY (collateral_asset_id) REFERENCES assets (id),
    CONSTRAINT fk_loans_decided_by FOREIGN KEY (decided_by) REFERENCES operators (id),
    CONSTRAINT ck_loans_amounts CHECK (amount > 0 AND collateral >= 0 AND interest_owed >= 0 AND interest_paid >= 0),
    CONSTRAINT ck_loans_status CHECK (status IN (0, 1, 2, 3, 4, 5)),
    CONSTRAINT ck_loans_assets CHECK (asset_id <> collateral_asset_id)
);
CREATE INDEX ix_loans_user ON loans (user_id, id);
CREATE INDEX ix_loans_status ON loans (status, id);

INSERT INTO rules (product, key, value, unit, updated_at) VALUES
    ('loans', 'eligibility', 'an operator''s grant until VIP levels exist (market makers or VIP level 2 and above)',
        'rule', 0),
    ('loans', 'interest', 'each whole day after disbursement adds amount x daily rate, rounded up; after the due date '
        || 'the overdue rate instead; repayment also pays the day under way', 'formula', 0),
    ('loans', 'settle_days', '30', 'days between interest collections, and at the due date', 0),
    ('loans', 'risk_rate', 'collateral value / (amount + interest owed), both at the recorded index; USDT and USDC '
        || 'count 1 USDT', 'formula', 0),
    ('loans', 'liquidation', 'below the liquidation rate, at the index sample that crossed it: the lending reserve '
        || 'takes collateral worth the debt, rounded up, the rest returns; a shortfall is paid by insurance',
        'rule', 0),
    ('loans', 'processing', '1-3 days', 'review time', 0);

INSERT INTO settings (key, value, is_public, updated_at) VALUES
    ('online_service', '', 1, 0),
    ('loan_officer', '', 1, 0),
    ('repayment_officer', '', 1, 0);
