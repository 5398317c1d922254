//! Blind-box series: their published contents, sales count, reveal, and each box's draw. A series' terms, seed
//! and contents never change once written (database triggers); a box's draw is written once, at its purchase.

use super::super::draw::Content;
use crate::{
    db::{Db, Tx},
    on_db, on_tx,
};

#[derive(Debug, Clone, sqlx::FromRow)]
pub struct SeriesRow {
    pub id: i64,
    pub artist_id: i64,
    pub author_id: i64,
    pub author_name: String,
    pub name: String,
    pub description: String,
    pub cover: String,
    pub currency_id: i64,
    pub currency_name: String,
    pub scale: i64,
    pub price: i64,
    pub total: i64,
    pub sold: i64,
    pub start_at: i64,
    pub end_at: i64,
    /// Empty until revealed (ADR 71).
    pub seed: String,
    /// A seed from before ADR 71, sealed under the secret; empty for a derived one.
    pub seed_sealed: String,
    pub seed_hash: String,
    pub contents_hash: String,
    pub revealed_at: Option<i64>,
}

macro_rules! series {
    ($rest:expr) => {
        concat!(
            "SELECT r.id, r.artist_id, a.user_id AS author_id, a.nickname AS author_name, r.name, r.description, \
             r.cover, r.currency_id, s.symbol AS currency_name, s.scale, r.price, r.total, r.sold, r.start_at, \
             r.end_at, r.seed, r.seed_sealed, r.seed_hash, r.contents_hash, r.revealed_at FROM nft_series r \
             JOIN nft_artists a ON a.id = r.artist_id JOIN assets s ON s.id = r.currency_id ",
            $rest
        )
    };
}

pub async fn list(db: &Db, limit: i64, offset: i64) -> Result<(Vec<SeriesRow>, i64), sqlx::Error> {
    let rows = on_db!(db, c => sqlx::query_as::<_, SeriesRow>(series!("ORDER BY r.id DESC LIMIT $1 OFFSET $2"))
        .bind(limit)
        .bind(offset)
        .fetch_all(c)
        .await)?;
    let total = on_db!(db, c => sqlx::query_scalar::<_, i64>("SELECT COUNT(*) FROM nft_series")
        .fetch_one(c)
        .await)?;
    Ok((rows, total))
}

pub async fn one(db: &Db, id: i64) -> Result<Option<SeriesRow>, sqlx::Error> {
    on_db!(db, c => sqlx::query_as::<_, SeriesRow>(series!("WHERE r.id = $1"))
        .bind(id)
        .fetch_optional(c)
        .await)
}

pub async fn one_in(tx: &mut Tx, id: i64) -> Result<Option<SeriesRow>, sqlx::Error> {
    on_tx!(tx, c => sqlx::query_as::<_, SeriesRow>(series!("WHERE r.id = $1"))
        .bind(id)
        .fetch_optional(c)
        .await)
}

type ContentTuple = (i64, String, String, String, i64, String);

/// A series' contents in published order, read inside or outside a transaction.
const CONTENTS: &str = "SELECT idx, name, rarity, media_type, weight, image FROM nft_series_contents WHERE series_id = $1 ORDER BY idx";

fn content((index, name, rarity, media_type, weight, image): ContentTuple) -> Content {
    Content {
        index,
        name,
        rarity,
        media_type,
        weight,
        image,
    }
}

pub async fn contents(db: &Db, series: i64) -> Result<Vec<Content>, sqlx::Error> {
    let rows = on_db!(db, c => sqlx::query_as::<_, ContentTuple>(
        CONTENTS,
    )
    .bind(series)
    .fetch_all(c)
    .await)?;
    Ok(rows.into_iter().map(content).collect())
}

pub async fn contents_in(tx: &mut Tx, series: i64) -> Result<Vec<Content>, sqlx::Error> {
    let rows = on_tx!(tx, c => sqlx::query_as::<_, ContentTuple>(
        CONTENTS,
    )
    .bind(series)
    .fetch_all(c)
    .await)?;
    Ok(rows.into_iter().map(content).collect())
}

pub struct NewSeries<'a> {
    pub artist_id: i64,
    pub name: &'a str,
    pub description: &'a str,
    pub cover: &'a str,
    pub currency_id: i64,
    pub price: i64,
    pub total: i64,
    pub start_at: i64,
    pub end_at: i64,
    pub contents_hash: &'a str,
    pub demo: bool,
    pub created_by: Option<i64>,
    pub now: i64,
}

/// Writes a series with no seed and an empty commitment; [`commit`] gives it its commitment once its id, which
/// its seed derives from, is known.
pub async fn insert(tx: &mut Tx, s: &NewSeries<'_>) -> Result<i64, sqlx::Error> {
    on_tx!(tx, c => sqlx::query_scalar::<_, i64>(
        "INSERT INTO nft_series (artist_id, name, description, cover, currency_id, price, total, start_at, end_at, \
         seed, seed_hash, contents_hash, demo, created_by, created_at) \
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, '', '', $10, $11, $12, $13) RETURNING id",
    )
    .bind(s.artist_id)
    .bind(s.name)
    .bind(s.description)
    .bind(s.cover)
    .bind(s.currency_id)
    .bind(s.price)
    .bind(s.total)
    .bind(s.start_at)
    .bind(s.end_at)
    .bind(s.contents_hash)
    .bind(i64::from(s.demo))
    .bind(s.created_by)
    .bind(s.now)
    .fetch_one(c)
    .await)
}

/// Writes a new series' commitment (once: the trigger refuses a second).
pub async fn commit(tx: &mut Tx, id: i64, seed_hash: &str) -> Result<bool, sqlx::Error> {
    on_tx!(tx, c => sqlx::query("UPDATE nft_series SET seed_hash = $1 WHERE id = $2 AND seed_hash = ''")
        .bind(seed_hash)
        .bind(id)
        .execute(c)
        .await
        .map(|r| r.rows_affected() == 1))
}

/// Unrevealed series whose seed is still written in plain text (published before ADR 71).
pub async fn plain_seeds(db: &Db) -> Result<Vec<(i64, String)>, sqlx::Error> {
    on_db!(db, c => sqlx::query_as::<_, (i64, String)>(
        "SELECT id, seed FROM nft_series WHERE revealed_at IS NULL AND seed <> '' AND seed_sealed = '' ORDER BY id",
    )
    .fetch_all(c)
    .await)
}

/// Replaces a plain seed by its sealed form; false when it changed meanwhile.
pub async fn seal(tx: &mut Tx, id: i64, seed: &str, sealed: &str) -> Result<bool, sqlx::Error> {
    on_tx!(tx, c => sqlx::query(
        "UPDATE nft_series SET seed_sealed = $1, seed = '' WHERE id = $2 AND seed = $3 AND seed_sealed = '' \
         AND revealed_at IS NULL",
    )
    .bind(sealed)
    .bind(id)
    .bind(seed)
    .execute(c)
    .await
    .map(|r| r.rows_affected() == 1))
}

pub async fn insert_content(tx: &mut Tx, series: i64, c0: &Content) -> Result<(), sqlx::Error> {
    on_tx!(tx, c => sqlx::query(
        "INSERT INTO nft_series_contents (series_id, idx, name, image, media_type, rarity, weight) \
         VALUES ($1, $2, $3, $4, $5, $6, $7)",
    )
    .bind(series)
    .bind(c0.index)
    .bind(&c0.name)
    .bind(&c0.image)
    .bind(&c0.media_type)
    .bind(&c0.rarity)
    .bind(c0.weight)
    .execute(c)
    .await
    .map(|_| ()))
}

/// Counts a box sold; false when the series is sold out.
pub async fn count_sale(tx: &mut Tx, id: i64) -> Result<bool, sqlx::Error> {
    on_tx!(tx, c => sqlx::query("UPDATE nft_series SET sold = sold + 1 WHERE id = $1 AND sold < total")
        .bind(id)
        .execute(c)
        .await
        .map(|r| r.rows_affected() == 1))
}

/// Series due to reveal their seed: sold out or ended, not yet revealed.
pub async fn due_reveals(db: &Db, now: i64) -> Result<Vec<i64>, sqlx::Error> {
    on_db!(db, c => sqlx::query_scalar::<_, i64>(
        "SELECT id FROM nft_series WHERE revealed_at IS NULL AND (sold = total OR end_at <= $1) LIMIT 100",
    )
    .bind(now)
    .fetch_all(c)
    .await)
}

/// Publishes a series' seed, once.
pub async fn reveal(tx: &mut Tx, id: i64, seed: &str, now: i64) -> Result<bool, sqlx::Error> {
    on_tx!(tx, c => sqlx::query(
        "UPDATE nft_series SET revealed_at = $1, seed = $2 WHERE id = $3 AND revealed_at IS NULL",
    )
        .bind(now)
        .bind(seed)
        .bind(id)
        .execute(c)
        .await
        .map(|r| r.rows_affected() == 1))
}

/// Fixes a bought box's draw (once: the trigger refuses a second).
pub async fn set_draw(tx: &mut Tx, item: i64, input: &str, index: i64) -> Result<(), sqlx::Error> {
    on_tx!(tx, c => sqlx::query("UPDATE nft_items SET draw_input = $1, drawn_index = $2 WHERE id = $3 AND drawn_index IS NULL")
        .bind(input)
        .bind(index)
        .bind(item)
        .execute(c)
        .await
        .map(|_| ()))
}

/// Opens a box its owner holds: it becomes the drawn artwork. False when it is not theirs, not drawn or open.
pub async fn open(tx: &mut Tx, item: i64, owner: i64, drawn: &Content) -> Result<bool, sqlx::Error> {
    on_tx!(tx, c => sqlx::query(
        "UPDATE nft_items SET opened = 1, name = $1, image = $2, cover = $2, media_type = $3, rarity = $4 \
         WHERE id = $5 AND owner_id = $6 AND series_id IS NOT NULL AND opened = 0 AND drawn_index = $7",
    )
    .bind(&drawn.name)
    .bind(&drawn.image)
    .bind(&drawn.media_type)
    .bind(&drawn.rarity)
    .bind(item)
    .bind(owner)
    .bind(drawn.index)
    .execute(c)
    .await
    .map(|r| r.rows_affected() == 1))
}

/// Every drawn box of a series: (code, draw input, drawn index), in purchase order.
pub async fn draws(db: &Db, series: i64) -> Result<Vec<(String, String, i64)>, sqlx::Error> {
    on_db!(db, c => sqlx::query_as::<_, (String, String, i64)>(
        "SELECT code, draw_input, drawn_index FROM nft_items WHERE series_id = $1 AND drawn_index IS NOT NULL ORDER BY id",
    )
    .bind(series)
    .fetch_all(c)
    .await)
}

/// Codes of a series' boxes still for sale at `now`.
pub async fn unsold_codes(db: &Db, series: i64, now: i64) -> Result<Vec<String>, sqlx::Error> {
    on_db!(db, c => sqlx::query_scalar::<_, String>(
        "SELECT code FROM nft_items WHERE series_id = $1 AND status = 1 AND drawn_index IS NULL AND hidden = 0 \
         AND start_at <= $2 AND end_at > $2 ORDER BY id LIMIT 50",
    )
    .bind(series)
    .bind(now)
    .fetch_all(c)
    .await)
}
