//! Artists, artworks, favourites and provenance as the NFT calls, the console and the jobs read and write them.
//! An item's code, creator and drawn contents never change (database triggers); neither do its transfers.

pub mod auction;
pub mod series;

use crate::{
    db::{Db, Tx},
    ids::UserId,
    on_db, on_tx,
};

macro_rules! items {
    ($rest:expr) => {
        concat!(
            "SELECT i.id, i.code, i.name, i.description, i.media_type, i.image, i.cover, i.rarity, i.artist_id, \
             a.user_id AS author_id, a.nickname AS author_name, a.head_portrait AS author_avatar, i.owner_id, \
             i.currency_id, s.symbol AS currency_name, s.scale, i.pay_type, i.price, i.per_increase, i.margin, \
             i.start_at, i.end_at, i.status, i.resell_status, i.listing, i.current_bid, i.current_bidder, \
             i.bid_count, i.series_id, i.opened, i.draw_input, i.drawn_index, i.hidden, i.demo, i.fee_ppm, \
             i.royalty_ppm, i.pay_ms, i.created_at \
             FROM nft_items i JOIN nft_artists a ON a.id = i.artist_id JOIN assets s ON s.id = i.currency_id ",
            $rest
        )
    };
}

#[derive(Debug, Clone, sqlx::FromRow)]
pub struct ItemRow {
    pub id: i64,
    pub code: String,
    pub name: String,
    pub description: String,
    pub media_type: String,
    pub image: String,
    pub cover: String,
    pub rarity: String,
    pub artist_id: i64,
    pub author_id: i64,
    pub author_name: String,
    pub author_avatar: String,
    pub owner_id: i64,
    pub currency_id: i64,
    pub currency_name: String,
    pub scale: i64,
    pub pay_type: i64,
    pub price: i64,
    pub per_increase: i64,
    pub margin: i64,
    pub start_at: i64,
    pub end_at: i64,
    pub status: i64,
    pub resell_status: i64,
    pub listing: i64,
    pub current_bid: Option<i64>,
    pub current_bidder: Option<i64>,
    pub bid_count: i64,
    pub series_id: Option<i64>,
    pub opened: i64,
    pub draw_input: String,
    pub drawn_index: Option<i64>,
    pub hidden: i64,
    pub demo: i64,
    /// The listing's own terms, copied from the published rules when it started (ADR 71).
    pub fee_ppm: i64,
    pub royalty_ppm: i64,
    pub pay_ms: i64,
    pub created_at: i64,
}

impl ItemRow {
    /// The terms its current listing started with.
    pub fn terms(&self) -> Terms {
        Terms {
            fee_ppm: self.fee_ppm,
            royalty_ppm: self.royalty_ppm,
            pay_ms: self.pay_ms,
        }
    }
}

/// What a listing pays and allows, fixed when it starts: the platform fee and the artist's royalty (parts per
/// million of the price) and how long an auction's winner has to pay.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Terms {
    pub fee_ppm: i64,
    pub royalty_ppm: i64,
    pub pay_ms: i64,
}

#[derive(Debug, Clone, sqlx::FromRow)]
pub struct ArtistRow {
    pub id: i64,
    pub user_id: i64,
    pub account: String,
    pub nickname: String,
    pub head_portrait: String,
    pub signature: String,
    pub status: i64,
    pub created_at: i64,
}

macro_rules! artists {
    ($rest:expr) => {
        concat!(
            "SELECT a.id, a.user_id, u.account, a.nickname, a.head_portrait, a.signature, a.status, a.created_at \
             FROM nft_artists a JOIN users u ON u.id = a.user_id ",
            $rest
        )
    };
}

/// The filters of `getBoxList`: 0 / -1 / "" for any. Unsold and unopened blind boxes are listed by their series.
pub struct Filter<'a> {
    pub currency: i64,
    pub pay_type: i64,
    pub status: i64,
    pub media_type: &'a str,
    /// Lower case, wrapped in `%`; "%%" for any.
    pub keyword: &'a str,
}

pub async fn page(db: &Db, f: &Filter<'_>, limit: i64, offset: i64) -> Result<Vec<ItemRow>, sqlx::Error> {
    on_db!(db, c => sqlx::query_as::<_, ItemRow>(items!(
        "WHERE i.hidden = 0 AND (i.series_id IS NULL OR i.opened = 1) AND ($1 = 0 OR i.currency_id = $1) \
         AND ($2 = 0 OR i.pay_type = $2) AND ($3 < 0 OR i.status = $3) AND ($4 = '' OR i.media_type = $4) \
         AND (LOWER(i.name) LIKE $5 OR LOWER(i.code) LIKE $5 OR LOWER(a.nickname) LIKE $5) \
         ORDER BY i.status DESC, i.id DESC LIMIT $6 OFFSET $7"
    ))
    .bind(f.currency)
    .bind(f.pay_type)
    .bind(f.status)
    .bind(f.media_type)
    .bind(f.keyword)
    .bind(limit)
    .bind(offset)
    .fetch_all(c)
    .await)
}

/// Every item, hidden ones too, newest first (the console).
pub async fn all(db: &Db, limit: i64, offset: i64) -> Result<(Vec<ItemRow>, i64), sqlx::Error> {
    let rows = on_db!(db, c => sqlx::query_as::<_, ItemRow>(items!(
        "WHERE i.series_id IS NULL ORDER BY i.id DESC LIMIT $1 OFFSET $2"
    ))
    .bind(limit)
    .bind(offset)
    .fetch_all(c)
    .await)?;
    let total = on_db!(db, c => sqlx::query_scalar::<_, i64>(
        "SELECT COUNT(*) FROM nft_items WHERE series_id IS NULL"
    )
    .fetch_one(c)
    .await)?;
    Ok((rows, total))
}

pub async fn by_code(db: &Db, code: &str) -> Result<Option<ItemRow>, sqlx::Error> {
    on_db!(db, c => sqlx::query_as::<_, ItemRow>(items!("WHERE i.code = $1"))
        .bind(code)
        .fetch_optional(c)
        .await)
}

pub async fn by_id(db: &Db, id: i64) -> Result<Option<ItemRow>, sqlx::Error> {
    on_db!(db, c => sqlx::query_as::<_, ItemRow>(items!("WHERE i.id = $1"))
        .bind(id)
        .fetch_optional(c)
        .await)
}

pub async fn by_id_in(tx: &mut Tx, id: i64) -> Result<Option<ItemRow>, sqlx::Error> {
    on_tx!(tx, c => sqlx::query_as::<_, ItemRow>(items!("WHERE i.id = $1"))
        .bind(id)
        .fetch_optional(c)
        .await)
}

pub async fn by_code_in(tx: &mut Tx, code: &str) -> Result<Option<ItemRow>, sqlx::Error> {
    on_tx!(tx, c => sqlx::query_as::<_, ItemRow>(items!("WHERE i.code = $1"))
        .bind(code)
        .fetch_optional(c)
        .await)
}

pub async fn owned_by(db: &Db, user: UserId) -> Result<Vec<ItemRow>, sqlx::Error> {
    on_db!(db, c => sqlx::query_as::<_, ItemRow>(items!("WHERE i.owner_id = $1 AND i.hidden = 0 ORDER BY i.id DESC"))
        .bind(user)
        .fetch_all(c)
        .await)
}

/// What an artist created and still lists or holds (boxes of a series only once opened).
pub async fn by_artist(db: &Db, artist_id: i64) -> Result<Vec<ItemRow>, sqlx::Error> {
    on_db!(db, c => sqlx::query_as::<_, ItemRow>(items!(
        "WHERE i.artist_id = $1 AND i.hidden = 0 AND (i.series_id IS NULL OR i.opened = 1) ORDER BY i.id DESC LIMIT 100"
    ))
    .bind(artist_id)
    .fetch_all(c)
    .await)
}

pub async fn collected_by(db: &Db, user: UserId) -> Result<Vec<ItemRow>, sqlx::Error> {
    on_db!(db, c => sqlx::query_as::<_, ItemRow>(items!(
        "JOIN nft_collects f ON f.item_id = i.id WHERE f.user_id = $1 AND i.hidden = 0 ORDER BY f.created_at DESC"
    ))
    .bind(user)
    .fetch_all(c)
    .await)
}

pub async fn collected_ids(db: &Db, user: UserId) -> Result<Vec<i64>, sqlx::Error> {
    on_db!(db, c => sqlx::query_scalar::<_, i64>("SELECT item_id FROM nft_collects WHERE user_id = $1")
        .bind(user)
        .fetch_all(c)
        .await)
}

pub async fn collect_count(db: &Db, item: i64) -> Result<i64, sqlx::Error> {
    on_db!(db, c => sqlx::query_scalar::<_, i64>("SELECT COUNT(*) FROM nft_collects WHERE item_id = $1")
        .bind(item)
        .fetch_one(c)
        .await)
}

/// How many favourites an artist's works have.
pub async fn artist_collect_count(db: &Db, artist_id: i64) -> Result<i64, sqlx::Error> {
    on_db!(db, c => sqlx::query_scalar::<_, i64>(
        "SELECT COUNT(*) FROM nft_collects f JOIN nft_items i ON i.id = f.item_id WHERE i.artist_id = $1"
    )
    .bind(artist_id)
    .fetch_one(c)
    .await)
}

/// Adds the favourite, or removes it when it was there; answers whether it is now collected.
pub async fn toggle_collect(tx: &mut Tx, user: UserId, item: i64, now: i64) -> Result<bool, sqlx::Error> {
    let removed = on_tx!(tx, c => sqlx::query("DELETE FROM nft_collects WHERE user_id = $1 AND item_id = $2")
        .bind(user)
        .bind(item)
        .execute(c)
        .await
        .map(|r| r.rows_affected()))?;
    if removed > 0 {
        return Ok(false);
    }
    on_tx!(tx, c => sqlx::query(
        "INSERT INTO nft_collects (user_id, item_id, created_at) VALUES ($1, $2, $3) ON CONFLICT DO NOTHING"
    )
    .bind(user)
    .bind(item)
    .bind(now)
    .execute(c)
    .await
    .map(|_| true))
}

pub struct NewItem<'a> {
    pub code: &'a str,
    pub name: &'a str,
    pub description: &'a str,
    pub media_type: &'a str,
    pub image: &'a str,
    pub cover: &'a str,
    pub rarity: &'a str,
    pub artist_id: i64,
    pub owner_id: i64,
    pub currency_id: i64,
    pub pay_type: i64,
    pub price: i64,
    pub per_increase: i64,
    pub margin: i64,
    pub start_at: i64,
    pub end_at: i64,
    pub series_id: Option<i64>,
    pub terms: Terms,
    pub demo: bool,
    pub now: i64,
}

pub async fn insert_item(tx: &mut Tx, n: &NewItem<'_>) -> Result<i64, sqlx::Error> {
    on_tx!(tx, c => sqlx::query_scalar::<_, i64>(
        "INSERT INTO nft_items (code, name, description, media_type, image, cover, rarity, artist_id, owner_id, \
         currency_id, pay_type, price, per_increase, margin, start_at, end_at, series_id, demo, created_at, \
         fee_ppm, royalty_ppm, pay_ms) \
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20, $21, $22) \
         RETURNING id",
    )
    .bind(n.code)
    .bind(n.name)
    .bind(n.description)
    .bind(n.media_type)
    .bind(n.image)
    .bind(n.cover)
    .bind(n.rarity)
    .bind(n.artist_id)
    .bind(n.owner_id)
    .bind(n.currency_id)
    .bind(n.pay_type)
    .bind(n.price)
    .bind(n.per_increase)
    .bind(n.margin)
    .bind(n.start_at)
    .bind(n.end_at)
    .bind(n.series_id)
    .bind(i64::from(n.demo))
    .bind(n.now)
    .bind(n.terms.fee_ppm)
    .bind(n.terms.royalty_ppm)
    .bind(n.terms.pay_ms)
    .fetch_one(c)
    .await)
}

/// Hides or shows an item; an auction still listed is never hidden (ADR 71), in the same statement, so a bid
/// racing the moderation sees either the auction open to all or the refusal. False when refused or unknown.
pub async fn set_hidden(tx: &mut Tx, id: i64, hidden: bool) -> Result<bool, sqlx::Error> {
    on_tx!(tx, c => sqlx::query(
        "UPDATE nft_items SET hidden = $1 WHERE id = $2 AND NOT ($1 = 1 AND pay_type = 2 AND status = 1)",
    )
    .bind(i64::from(hidden))
    .bind(id)
    .execute(c)
    .await
    .map(|r| r.rows_affected() == 1))
}

/// A fixed-price (or blind-box) listing sold at `now`: the owner changes in the statement that checks the
/// listing is still the one the buyer saw and still on sale, so of racing buyers exactly one gets a row.
pub async fn sell(tx: &mut Tx, item: &ItemRow, buyer: UserId, now: i64) -> Result<bool, sqlx::Error> {
    on_tx!(tx, c => sqlx::query(
        "UPDATE nft_items SET owner_id = $1, status = 0, resell_status = 2 WHERE id = $2 AND listing = $3 \
         AND owner_id = $4 AND status = 1 AND pay_type IN (1, 3) AND hidden = 0 AND start_at <= $5 AND end_at > $5",
    )
    .bind(buyer)
    .bind(item.id)
    .bind(item.listing)
    .bind(item.owner_id)
    .bind(now)
    .execute(c)
    .await
    .map(|r| r.rows_affected() == 1))
}

pub struct Listing {
    pub pay_type: i64,
    pub price: i64,
    pub per_increase: i64,
    pub margin: i64,
    pub start_at: i64,
    pub end_at: i64,
    pub terms: Terms,
}

/// Lists an item its owner holds again (a resale); answers false when it is listed already, not theirs, an
/// unopened box, or waiting for a won auction's payment.
pub async fn relist(tx: &mut Tx, id: i64, owner: UserId, l: &Listing) -> Result<bool, sqlx::Error> {
    on_tx!(tx, c => sqlx::query(
        "UPDATE nft_items SET pay_type = $1, price = $2, per_increase = $3, margin = $4, start_at = $5, end_at = $6, \
         status = 1, resell_status = 1, listing = listing + 1, current_bid = NULL, current_bidder = NULL, \
         bid_count = 0, fee_ppm = $9, royalty_ppm = $10, pay_ms = $11 \
         WHERE id = $7 AND owner_id = $8 AND status = 0 AND hidden = 0 \
         AND (series_id IS NULL OR opened = 1) \
         AND NOT EXISTS (SELECT 1 FROM nft_orders o WHERE o.item_id = nft_items.id AND o.status = 0)",
    )
    .bind(l.pay_type)
    .bind(l.price)
    .bind(l.per_increase)
    .bind(l.margin)
    .bind(l.start_at)
    .bind(l.end_at)
    .bind(id)
    .bind(owner)
    .bind(l.terms.fee_ppm)
    .bind(l.terms.royalty_ppm)
    .bind(l.terms.pay_ms)
    .execute(c)
    .await
    .map(|r| r.rows_affected() == 1))
}

pub struct Transfer<'a> {
    pub item_id: i64,
    pub kind: &'a str,
    pub from: Option<i64>,
    pub to: i64,
    pub currency_id: i64,
    pub price: i64,
    pub fee: i64,
    pub royalty: i64,
    pub now: i64,
}

pub async fn insert_transfer(tx: &mut Tx, t: &Transfer<'_>) -> Result<i64, sqlx::Error> {
    on_tx!(tx, c => sqlx::query_scalar::<_, i64>(
        "INSERT INTO nft_transfers (item_id, kind, from_user, to_user, currency_id, price, fee, royalty, created_at) \
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9) RETURNING id",
    )
    .bind(t.item_id)
    .bind(t.kind)
    .bind(t.from)
    .bind(t.to)
    .bind(t.currency_id)
    .bind(t.price)
    .bind(t.fee)
    .bind(t.royalty)
    .bind(t.now)
    .fetch_one(c)
    .await)
}

#[derive(Debug, Clone, sqlx::FromRow)]
pub struct TransferRow {
    pub id: i64,
    pub kind: String,
    pub from_user: Option<i64>,
    pub from_name: Option<String>,
    pub from_account: Option<String>,
    pub to_user: i64,
    pub to_name: String,
    pub to_account: String,
    pub price: i64,
    pub currency_name: String,
    pub scale: i64,
    pub created_at: i64,
}

/// An item's owners in order, from its minting.
pub async fn provenance(db: &Db, item: i64) -> Result<Vec<TransferRow>, sqlx::Error> {
    on_db!(db, c => sqlx::query_as::<_, TransferRow>(
        "SELECT t.id, t.kind, t.from_user, COALESCE(fa.nickname, f.nickname) AS from_name, \
         f.account AS from_account, t.to_user, COALESCE(ta.nickname, u.nickname) AS to_name, u.account AS to_account, \
         t.price, s.symbol AS currency_name, s.scale, t.created_at FROM nft_transfers t \
         JOIN users u ON u.id = t.to_user LEFT JOIN users f ON f.id = t.from_user \
         LEFT JOIN nft_artists ta ON ta.user_id = t.to_user AND ta.status = 1 \
         LEFT JOIN nft_artists fa ON fa.user_id = t.from_user AND fa.status = 1 \
         JOIN assets s ON s.id = t.currency_id WHERE t.item_id = $1 ORDER BY t.id",
    )
    .bind(item)
    .fetch_all(c)
    .await)
}

pub async fn artists(
    db: &Db,
    approved_only: bool,
    limit: i64,
    offset: i64,
) -> Result<(Vec<ArtistRow>, i64), sqlx::Error> {
    let rows = on_db!(db, c => sqlx::query_as::<_, ArtistRow>(artists!(
        "WHERE ($1 = 0 OR a.status = 1) ORDER BY a.status, a.id DESC LIMIT $2 OFFSET $3"
    ))
    .bind(i64::from(approved_only))
    .bind(limit)
    .bind(offset)
    .fetch_all(c)
    .await)?;
    let total = on_db!(db, c => sqlx::query_scalar::<_, i64>(
        "SELECT COUNT(*) FROM nft_artists WHERE ($1 = 0 OR status = 1)"
    )
    .bind(i64::from(approved_only))
    .fetch_one(c)
    .await)?;
    Ok((rows, total))
}

pub async fn artist(db: &Db, id: i64) -> Result<Option<ArtistRow>, sqlx::Error> {
    on_db!(db, c => sqlx::query_as::<_, ArtistRow>(artists!("WHERE a.id = $1"))
        .bind(id)
        .fetch_optional(c)
        .await)
}

pub async fn artist_of_user(db: &Db, user: i64) -> Result<Option<ArtistRow>, sqlx::Error> {
    on_db!(db, c => sqlx::query_as::<_, ArtistRow>(artists!("WHERE a.user_id = $1"))
        .bind(user)
        .fetch_optional(c)
        .await)
}

pub struct NewArtist<'a> {
    pub user_id: i64,
    pub nickname: &'a str,
    pub head_portrait: &'a str,
    pub signature: &'a str,
    pub status: i64,
    pub demo: bool,
    pub decided_by: Option<i64>,
    pub now: i64,
}

/// Records an artist; `None` when the user is one already (or has applied).
pub async fn insert_artist(tx: &mut Tx, a: &NewArtist<'_>) -> Result<Option<i64>, sqlx::Error> {
    on_tx!(tx, c => sqlx::query_scalar::<_, i64>(
        "INSERT INTO nft_artists (user_id, nickname, head_portrait, signature, status, demo, decided_by, created_at) \
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8) ON CONFLICT (user_id) DO NOTHING RETURNING id",
    )
    .bind(a.user_id)
    .bind(a.nickname)
    .bind(a.head_portrait)
    .bind(a.signature)
    .bind(a.status)
    .bind(i64::from(a.demo))
    .bind(a.decided_by)
    .bind(a.now)
    .fetch_optional(c)
    .await)
}

/// Approves (1) or rejects (2) an application still waiting.
pub async fn decide_artist(tx: &mut Tx, id: i64, status: i64, operator: i64) -> Result<bool, sqlx::Error> {
    on_tx!(tx, c => sqlx::query("UPDATE nft_artists SET status = $1, decided_by = $2 WHERE id = $3 AND status = 0")
        .bind(status)
        .bind(operator)
        .bind(id)
        .execute(c)
        .await
        .map(|r| r.rows_affected() == 1))
}
