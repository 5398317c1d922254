-- The NFT marketplace (ADR 61): artists, artworks and their listings, auction margins, bids and pay-by orders,
-- every change of owner (provenance), and blind-box series whose contents and seed are fixed when they are
-- published (commit-reveal). Triggers refuse to change what is published or recorded.
CREATE TABLE nft_artists (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    user_id INTEGER NOT NULL,
    nickname TEXT NOT NULL,
    head_portrait TEXT NOT NULL DEFAULT '',
    signature TEXT NOT NULL DEFAULT '',
    status INTEGER NOT NULL DEFAULT 0,
    demo INTEGER NOT NULL DEFAULT 0,
    decided_by INTEGER,
    created_at INTEGER NOT NULL,
    CONSTRAINT uq_nft_artists_user UNIQUE (user_id),
    CONSTRAINT fk_nft_artists_user FOREIGN KEY (user_id) REFERENCES users (id),
    CONSTRAINT fk_nft_artists_operator FOREIGN KEY (decided_by) REFERENCES operators (id),
    CONSTRAINT ck_nft_artists_status CHECK (status IN (0, 1, 2))
);

CREATE TABLE nft_series (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    artist_id INTEGER NOT NULL,
    name TEXT NOT NULL,
    description TEXT NOT NULL DEFAULT '',
    cover TEXT NOT NULL DEFAULT '',
    currency_id INTEGER NOT NULL,
    price INTEGER NOT NULL,
    total INTEGER NOT NULL,
    sold INTEGER NOT NULL DEFAULT 0,
    start_at INTEGER NOT NULL,
    end_at INTEGER NOT NULL,
    seed TEXT NOT NULL,
    seed_hash TEXT NOT NULL,
    contents_hash TEXT NOT NULL,
    revealed_at INTEGER,
    demo INTEGER NOT NULL DEFAULT 0,
    created_by INTEGER,
    created_at INTEGER NOT NULL,
    CONSTRAINT fk_nft_series_artist FOREIGN KEY (artist_id) REFERENCES nft_artists (id),
    CONSTRAINT fk_nft_series_currency FOREIGN KEY (currency_id) REFERENCES assets (id),
    CONSTRAINT fk_nft_series_operator FOREIGN KEY (created_by) REFERENCES operators (id),
    CONSTRAINT ck_nft_series_price CHECK (price > 0),
    CONSTRAINT ck_nft_series_total CHECK (total BETWEEN 1 AND 1000),
    CONSTRAINT ck_nft_series_sold CHECK (sold BETWEEN 0 AND total),
    CONSTRAINT ck_nft_series_times CHECK (end_at > start_at)
);

CREATE TABLE nft_series_contents (
    series_id INTEGER NOT NULL,
    idx INTEGER NOT NULL,
    name TEXT NOT NULL,
    image TEXT NOT NULL,
    media_type TEXT NOT NULL,
    rarity TEXT NOT NULL,
    weight INTEGER NOT NULL,
    CONSTRAINT pk_nft_series_contents PRIMARY KEY (series_id, idx),
    CONSTRAINT fk_nft_series_contents_series FOREIGN KEY (series_id) REFERENCES nft_series (id),
    CONSTRAINT ck_nft_series_contents_type CHECK (media_type IN ('image', 'gif', 'audio', 'video')),
    CONSTRAINT ck_nft_series_contents_rarity CHECK (rarity IN ('N', 'R', 'SR')),
    CONSTRAINT ck_nft_series_contents_weight CHECK (weight BETWEEN 1 AND 1000000)
);

CREATE TABLE nft_items (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    code TEXT NOT NULL,
    name TEXT NOT NULL,
    description TEXT NOT NULL DEFAULT '',
    media_type TEXT NOT NULL,
    image TEXT NOT NULL,
    cover TEXT NOT NULL DEFAULT '',
    rarity TEXT NOT NULL,
    artist_id INTEGER NOT NULL,
    owner_id INTEGER NOT NULL,
    currency_id INTEGER NOT NULL,
    pay_type INTEGER NOT NULL,
    price INTEGER NOT NULL,
    per_increase INTEGER NOT NULL DEFAULT 0,
    margin INTEGER NOT NULL DEFAULT 0,
    start_at INTEGER NOT NULL,
    end_at INTEGER NOT NULL,
    status INTEGER NOT NULL DEFAULT 1,
    resell_status INTEGER NOT NULL DEFAULT 1,
    listing INTEGER NOT NULL DEFAULT 1,
    current_bid INTEGER,
    current_bidder INTEGER,
    bid_count INTEGER NOT NULL DEFAULT 0,
    series_id INTEGER,
    opened INTEGER NOT NULL DEFAULT 0,
    draw_input TEXT NOT NULL DEFAULT '',
    drawn_index INTEGER,
    hidden INTEGER NOT NULL DEFAULT 0,
    demo INTEGER NOT NULL DEFAULT 0,
    created_at INTEGER NOT NULL,
    CONSTRAINT uq_nft_items_code UNIQUE (code),
    CONSTRAINT fk_nft_items_artist FOREIGN KEY (artist_id) REFERENCES nft_artists (id),
    CONSTRAINT fk_nft_items_owner FOREIGN KEY (owner_id) REFERENCES users (id),
    CONSTRAINT fk_nft_items_currency FOREIGN KEY (currency_id) REFERENCES assets (id),
    CONSTRAINT fk_nft_items_bidder FOREIGN KEY (current_bidder) REFERENCES users (id),
    CONSTRAINT fk_nft_items_series FOREIGN KEY (series_id) REFERENCES nft_series (id),
    CONSTRAINT ck_nft_items_type CHECK (media_type IN ('image', 'gif', 'audio', 'video')),
    CONSTRAINT ck_nft_items_rarity CHECK (rarity IN ('N', 'R', 'SR', '')),
    CONSTRAINT ck_nft_items_pay_type CHECK (pay_type IN (1, 2, 3)),
    CONSTRAINT ck_nft_items_status CHECK (status IN (0, 1)),
    CONSTRAINT ck_nft_items_resell CHECK (resell_status IN (0, 1, 2)),
    CONSTRAINT ck_nft_items_price CHECK (price > 0 AND per_increase >= 0 AND margin >= 0),
    CONSTRAINT ck_nft_items_auction CHECK (pay_type <> 2 OR (per_increase > 0 AND margin > 0)),
    CONSTRAINT ck_nft_items_times CHECK (end_at > start_at),
    CONSTRAINT ck_nft_items_box CHECK (pay_type <> 3 OR series_id IS NOT NULL),
    CONSTRAINT ck_nft_items_opened CHECK (opened IN (0, 1) AND (opened = 0 OR drawn_index IS NOT NULL))
);
CREATE INDEX ix_nft_items_owner ON nft_items (owner_id, id);
CREATE INDEX ix_nft_items_artist ON nft_items (artist_id, id);
CREATE INDEX ix_nft_items_due ON nft_items (status, end_at);
CREATE INDEX ix_nft_items_series ON nft_items (series_id, id);

CREATE TABLE nft_collects (
    user_id INTEGER NOT NULL,
    item_id INTEGER NOT NULL,
    created_at INTEGER NOT NULL,
    CONSTRAINT pk_nft_collects PRIMARY KEY (user_id, item_id),
    CONSTRAINT fk_nft_collects_user FOREIGN KEY (user_id) REFERENCES users (id),
    CONSTRAINT fk_nft_collects_item FOREIGN KEY (item_id) REFERENCES nft_items (id)
);
CREATE INDEX ix_nft_collects_item ON nft_collects (item_id);

CREATE TABLE nft_margins (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    item_id INTEGER NOT NULL,
    listing INTEGER NOT NULL,
    user_id INTEGER NOT NULL,
    currency_id INTEGER NOT NULL,
    amount INTEGER NOT NULL,
    status INTEGER NOT NULL DEFAULT 0,
    created_at INTEGER NOT NULL,
    closed_at INTEGER,
    CONSTRAINT uq_nft_margins_once UNIQUE (item_id, listing, user_id),
    CONSTRAINT fk_nft_margins_item FOREIGN KEY (item_id) REFERENCES nft_items (id),
    CONSTRAINT fk_nft_margins_user FOREIGN KEY (user_id) REFERENCES users (id),
    CONSTRAINT ck_nft_margins_status CHECK (status IN (0, 1, 2, 3)),
    CONSTRAINT ck_nft_margins_amount CHECK (amount > 0)
);

CREATE TABLE nft_bids (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    item_id INTEGER NOT NULL,
    listing INTEGER NOT NULL,
    user_id INTEGER NOT NULL,
    price INTEGER NOT NULL,
    created_at INTEGER NOT NULL,
    CONSTRAINT fk_nft_bids_item FOREIGN KEY (item_id) REFERENCES nft_items (id),
    CONSTRAINT fk_nft_bids_user FOREIGN KEY (user_id) REFERENCES users (id)
);
CREATE INDEX ix_nft_bids_item ON nft_bids (item_id, id);
CREATE INDEX ix_nft_bids_user ON nft_bids (user_id, id);

CREATE TABLE nft_orders (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    item_id INTEGER NOT NULL,
    listing INTEGER NOT NULL,
    buyer_id INTEGER NOT NULL,
    seller_id INTEGER NOT NULL,
    currency_id INTEGER NOT NULL,
    price INTEGER NOT NULL,
    margin_id INTEGER NOT NULL,
    deadline INTEGER NOT NULL,
    status INTEGER NOT NULL DEFAULT 0,
    is_read INTEGER NOT NULL DEFAULT 0,
    paid_at INTEGER,
    created_at INTEGER NOT NULL,
    CONSTRAINT uq_nft_orders_listing UNIQUE (item_id, listing),
    CONSTRAINT fk_nft_orders_item FOREIGN KEY (item_id) REFERENCES nft_items (id),
    CONSTRAINT fk_nft_orders_buyer FOREIGN KEY (buyer_id) REFERENCES users (id),
    CONSTRAINT fk_nft_orders_seller FOREIGN KEY (seller_id) REFERENCES users (id),
    CONSTRAINT fk_nft_orders_margin FOREIGN KEY (margin_id) REFERENCES nft_margins (id),
    CONSTRAINT ck_nft_orders_status CHECK (status IN (0, 1, 2))
);
CREATE INDEX ix_nft_orders_buyer ON nft_orders (buyer_id, id);
CREATE INDEX ix_nft_orders_due ON nft_orders (status, deadline);

CREATE TABLE nft_transfers (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    item_id INTEGER NOT NULL,
    kind TEXT NOT NULL,
    from_user INTEGER,
    to_user INTEGER NOT NULL,
    currency_id INTEGER NOT NULL,
    price INTEGER NOT NULL,
    fee INTEGER NOT NULL DEFAULT 0,
    royalty INTEGER NOT NULL DEFAULT 0,
    created_at INTEGER NOT NULL,
    CONSTRAINT fk_nft_transfers_item FOREIGN KEY (item_id) REFERENCES nft_items (id),
    CONSTRAINT fk_nft_transfers_from FOREIGN KEY (from_user) REFERENCES users (id),
    CONSTRAINT fk_nft_transfers_to FOREIGN KEY (to_user) REFERENCES users (id),
    CONSTRAINT ck_nft_transfers_kind CHECK (kind IN ('mint', 'sale', 'auction', 'box'))
);
CREATE INDEX ix_nft_transfers_item ON nft_transfers (item_id, id);

CREATE TRIGGER tr_nft_series_fixed BEFORE UPDATE ON nft_series
WHEN NEW.artist_id <> OLD.artist_id OR NEW.currency_id <> OLD.currency_id OR NEW.price <> OLD.price
    OR NEW.total <> OLD.total OR NEW.start_at <> OLD.start_at OR NEW.end_at <> OLD.end_at
    OR NEW.seed <> OLD.seed OR NEW.seed_hash <> OLD.seed_hash OR NEW.contents_hash <> OLD.contents_hash
    OR (OLD.revealed_at IS NOT NULL AND NEW.revealed_at IS NOT OLD.revealed_at)
BEGIN
    SELECT RAISE(ABORT, 'nft_series: a published series never changes');
END;
CREATE TRIGGER tr_nft_series_no_delete BEFORE DELETE ON nft_series
BEGIN
    SELECT RAISE(ABORT, 'nft_series: a published series never changes');
END;
CREATE TRIGGER tr_nft_series_contents_no_update BEFORE UPDATE ON nft_series_contents
BEGIN
    SELECT RAISE(ABORT, 'nft_series_contents: published contents never change');
END;
CREATE TRIGGER tr_nft_series_contents_no_delete BEFORE DELETE ON nft_series_contents
BEGIN
    SELECT RAISE(ABORT, 'nft_series_contents: published contents never change');
END;
CREATE TRIGGER tr_nft_series_contents_closed BEFORE INSERT ON nft_series_contents
WHEN EXISTS (SELECT 1 FROM nft_items WHERE series_id = NEW.series_id)
BEGIN
    SELECT RAISE(ABORT, 'nft_series_contents: published contents never change');
END;
CREATE TRIGGER tr_nft_items_draw_fixed BEFORE UPDATE ON nft_items
WHEN NEW.code <> OLD.code OR NEW.artist_id <> OLD.artist_id OR NEW.series_id IS NOT OLD.series_id
    OR (OLD.drawn_index IS NOT NULL AND (NEW.drawn_index IS NOT OLD.drawn_index OR NEW.draw_input <> OLD.draw_input))
BEGIN
    SELECT RAISE(ABORT, 'nft_items: a code, its creator and a drawn box never change');
END;
CREATE TRIGGER tr_nft_transfers_no_update BEFORE UPDATE ON nft_transfers
BEGIN
    SELECT RAISE(ABORT, 'nft_transfers: provenance is never rewritten');
END;
CREATE TRIGGER tr_nft_transfers_no_delete BEFORE DELETE ON nft_transfers
BEGIN
    SELECT RAISE(ABORT, 'nft_transfers: provenance is never rewritten');
END;
CREATE TRIGGER tr_nft_bids_no_update BEFORE UPDATE ON nft_bids
BEGIN
    SELECT RAISE(ABORT, 'nft_bids: bids are never rewritten');
END;
CREATE TRIGGER tr_nft_bids_no_delete BEFORE DELETE ON nft_bids
BEGIN
    SELECT RAISE(ABORT, 'nft_bids: bids are never rewritten');
END;

INSERT INTO rules (product, key, value, unit, updated_at) VALUES
    ('nft', 'currencies', '3,2,1', 'asset ids NFT prices may use', 0),
    ('nft', 'fee', '2.5', 'percent of every sale price, paid by the seller to the fee account', 0),
    ('nft', 'royalty', '5', 'percent of a resale price, paid by the seller to the artwork''s artist', 0),
    ('nft', 'resale_margin', '10', 'percent of the start price a bidder holds as margin in a resale auction', 0),
    ('nft', 'pay_hours', '24', 'hours an auction winner has to pay', 0),
    ('nft', 'forfeit', 'an auction winner who does not pay in time loses the margin to the seller; the item '
        || 'stays with the seller', 'rule', 0),
    ('nft', 'draw', 'index = first content whose running weight sum exceeds (first 8 bytes of sha256(seed || '':'' '
        || '|| draw_input) as a big-endian integer) mod the total weight; draw_input = series:code:purchase:client_seed',
        'formula', 0);
