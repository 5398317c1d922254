-- The quiz game: rounds whose question (market and three times) is fixed when created and never changed, bets
-- pooled per side, and the settlement's evidence on the round.
CREATE TABLE quiz_rounds (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    market_id INTEGER NOT NULL,
    opens_at INTEGER NOT NULL,
    closes_at INTEGER NOT NULL,
    settles_at INTEGER NOT NULL,
    fee_ppm INTEGER NOT NULL,
    status INTEGER NOT NULL DEFAULT 0,
    up_total INTEGER NOT NULL DEFAULT 0,
    down_total INTEGER NOT NULL DEFAULT 0,
    outcome TEXT NOT NULL DEFAULT '',
    ref_price INTEGER,
    ref_source TEXT,
    final_price INTEGER,
    final_source TEXT,
    fee_paid INTEGER NOT NULL DEFAULT 0,
    payout_ppm INTEGER,
    demo INTEGER NOT NULL DEFAULT 0,
    created_by INTEGER,
    created_at INTEGER NOT NULL,
    settled_at INTEGER,
    CONSTRAINT fk_quiz_rounds_market FOREIGN KEY (market_id) REFERENCES markets (id),
    CONSTRAINT fk_quiz_rounds_created_by FOREIGN KEY (created_by) REFERENCES operators (id),
    CONSTRAINT uq_quiz_rounds_question UNIQUE (market_id, opens_at, closes_at, settles_at),
    CONSTRAINT ck_quiz_rounds_times CHECK (opens_at < closes_at AND closes_at < settles_at
        AND closes_at % 1000 = 0 AND settles_at % 1000 = 0),
    CONSTRAINT ck_quiz_rounds_fee CHECK (fee_ppm >= 0 AND fee_ppm < 1000000),
    CONSTRAINT ck_quiz_rounds_status CHECK (status IN (0, 1)),
    CONSTRAINT ck_quiz_rounds_totals CHECK (up_total >= 0 AND down_total >= 0 AND fee_paid >= 0),
    CONSTRAINT ck_quiz_rounds_outcome CHECK (outcome IN ('', 'up', 'down', 'tie', 'none', 'void'))
);
CREATE INDEX ix_quiz_rounds_due ON quiz_rounds (status, settles_at);

CREATE TABLE quiz_bets (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    round_id INTEGER NOT NULL,
    user_id INTEGER NOT NULL,
    side TEXT NOT NULL,
    amount INTEGER NOT NULL,
    status INTEGER NOT NULL DEFAULT 0,
    payout INTEGER NOT NULL DEFAULT 0,
    created_at INTEGER NOT NULL,
    CONSTRAINT fk_quiz_bets_round FOREIGN KEY (round_id) REFERENCES quiz_rounds (id),
    CONSTRAINT fk_quiz_bets_user FOREIGN KEY (user_id) REFERENCES users (id),
    CONSTRAINT ck_quiz_bets_side CHECK (side IN ('up', 'down')),
    CONSTRAINT ck_quiz_bets_amounts CHECK (amount > 0 AND payout >= 0),
    CONSTRAINT ck_quiz_bets_status CHECK (status IN (0, 1, 2, 3))
);
CREATE INDEX ix_quiz_bets_round ON quiz_bets (round_id, id);
CREATE INDEX ix_quiz_bets_user ON quiz_bets (user_id, id);

INSERT INTO rules (product, key, value, unit, updated_at) VALUES
    ('quiz', 'fee', '5', 'percent of the pool, taken when a round has winners and losers', 0),
    ('quiz', 'min_bet', '1', 'USDT', 0),
    ('quiz', 'max_bet', '10000', 'USDT', 0),
    ('quiz', 'question', 'the market''s index at settles_at: up or down from its index at closes_at', 'rule', 0),
    ('quiz', 'payout', 'winners share the pool minus the fee in proportion to their stakes, rounded down; the '
        || 'rest goes to the fee account', 'formula', 0),
    ('quiz', 'refund', 'equal prices (tie), a side nobody bet on (none), or no recorded sample within 60 seconds '
        || '(void): every stake is returned in full, no fee', 'rule', 0);
