-- Where a user's withdrawals may go: saved crypto addresses (with a QR code picture) and bank cards.
CREATE TABLE address_book (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    user_id INTEGER NOT NULL,
    asset_id INTEGER NOT NULL,
    name TEXT NOT NULL,
    address TEXT NOT NULL,
    qrcode TEXT NOT NULL,
    network TEXT NOT NULL,
    created_at INTEGER NOT NULL,
    CONSTRAINT fk_address_book_user FOREIGN KEY (user_id) REFERENCES users (id),
    CONSTRAINT fk_address_book_asset FOREIGN KEY (asset_id) REFERENCES assets (id),
    CONSTRAINT uq_address_book_entry UNIQUE (user_id, asset_id, network, address)
);
CREATE INDEX ix_address_book_user ON address_book (user_id, id);

-- One domestic and one international bank card per user, as the fields the forms ask for (JSON).
CREATE TABLE bank_cards (
    user_id INTEGER NOT NULL,
    kind TEXT NOT NULL,
    data TEXT NOT NULL,
    updated_at INTEGER NOT NULL,
    CONSTRAINT pk_bank_cards PRIMARY KEY (user_id, kind),
    CONSTRAINT fk_bank_cards_user FOREIGN KEY (user_id) REFERENCES users (id),
    CONSTRAINT ck_bank_cards_kind CHECK (kind IN ('domestic', 'international'))
);

INSERT INTO settings (key, value, is_public, updated_at) VALUES
    ('cash_international_fields',
     'real_name,card_number,bank,branch,swift,iban,aba,province_city,phone,cardholder_address', 0, 0);

-- The account-level extended public key per network (BIP44/BIP84); when set, every user gets their own
-- deposit address derived from it instead of the platform address.
INSERT INTO settings (key, value, is_public, updated_at) VALUES
    ('deposit_xpub_BTC', '', 0, 0),
    ('deposit_xpub_ERC20', '', 0, 0),
    ('deposit_xpub_TRC20', '', 0, 0);
