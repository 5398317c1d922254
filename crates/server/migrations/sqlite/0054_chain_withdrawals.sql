-- Withdrawals paid from the operator's hot address without a key on the server (ADR 83): each exported
-- transaction with its nonce, as exported (the signer signs exactly this), then its hash once broadcast and the block
-- it was mined in. At most one live export per withdrawal and per nonce; a failed one (4) is kept as evidence.
CREATE TABLE chain_withdrawals (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    withdrawal_id INTEGER NOT NULL,
    network TEXT NOT NULL,
    nonce INTEGER NOT NULL,
    unsigned_tx TEXT NOT NULL,
    signed_tx TEXT NOT NULL DEFAULT '',
    tx_hash TEXT NOT NULL DEFAULT '',
    status INTEGER NOT NULL,
    block_height INTEGER,
    operator_id INTEGER NOT NULL,
    created_at INTEGER NOT NULL,
    updated_at INTEGER NOT NULL,
    CONSTRAINT fk_chain_withdrawals_withdrawal FOREIGN KEY (withdrawal_id) REFERENCES withdrawals (id),
    CONSTRAINT fk_chain_withdrawals_operator FOREIGN KEY (operator_id) REFERENCES operators (id),
    CONSTRAINT ck_chain_withdrawals_status CHECK (status IN (1, 2, 3, 4))
);
CREATE UNIQUE INDEX uq_chain_withdrawals_live ON chain_withdrawals (withdrawal_id) WHERE status <> 4;
CREATE UNIQUE INDEX uq_chain_withdrawals_nonce ON chain_withdrawals (network, nonce) WHERE status <> 4;
CREATE INDEX ix_chain_withdrawals_status ON chain_withdrawals (network, status);
