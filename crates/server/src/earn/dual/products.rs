//! Writing dual products: creating them, putting them on sale and closing their sale, the reserve keys taken
//! while their coverage is counted, and what the demo samples read.

use super::Kind;
use crate::ids::AssetId;
use crate::{db::Db, db::Tx, on_db, on_tx};

pub struct NewProduct<'a> {
    pub asset_id: AssetId,
    pub market_id: i64,
    pub kind: Kind,
    pub name: &'a str,
    pub apr_ppm: i64,
    pub exercise_price: i64,
    pub days: i64,
    pub term_minutes: i64,
    pub total_number: i64,
    pub user_limit: i64,
    pub start_at: i64,
    pub settle_at: i64,
    pub demo: bool,
    pub now: i64,
}

pub async fn insert_product(tx: &mut Tx, p: &NewProduct<'_>) -> Result<i64, sqlx::Error> {
    on_tx!(tx, c => sqlx::query_scalar::<_, i64>(
        "INSERT INTO dual_products (asset_id, market_id, kind, name, apr_ppm, exercise_price, days, term_minutes, \
         total_number, purchased_number, user_limit, status, start_at, settle_at, demo, created_at) \
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, 0, $10, 0, $11, $12, $13, $14) RETURNING id",
    )
    .bind(p.asset_id)
    .bind(p.market_id)
    .bind(p.kind.as_str())
    .bind(p.name)
    .bind(p.apr_ppm)
    .bind(p.exercise_price)
    .bind(p.days)
    .bind(p.term_minutes)
    .bind(p.total_number)
    .bind(p.user_limit)
    .bind(p.start_at)
    .bind(p.settle_at)
    .bind(i64::from(p.demo))
    .bind(p.now)
    .fetch_one(c)
    .await)
}

/// Puts a closed product on sale. A product whose term is minutes gets its times when it first goes on sale:
/// it sells for one term from the next whole second and then runs for one term.
pub async fn put_on_sale(
    tx: &mut Tx,
    id: i64,
    operator_id: Option<i64>,
    now: i64,
) -> Result<bool, sqlx::Error> {
    let second = (now + 999) / 1000 * 1000;
    let n = on_tx!(tx, c => sqlx::query(
        "UPDATE dual_products SET status = 1, opened_by = COALESCE($1, opened_by), \
         start_at = CASE WHEN days = 0 AND opened_at IS NULL THEN $2 + term_minutes * 60000 ELSE start_at END, \
         settle_at = CASE WHEN days = 0 AND opened_at IS NULL THEN $2 + term_minutes * 120000 ELSE settle_at END, \
         opened_at = COALESCE(opened_at, $3) \
         WHERE id = $4 AND status = 0 AND settle_source IS NULL",
    )
    .bind(operator_id)
    .bind(second)
    .bind(now)
    .bind(id)
    .execute(c)
    .await
    .map(|r| r.rows_affected()))?;
    Ok(n == 1)
}

/// Takes the reserve keys of a coin and of USDT for the rest of the write transaction (ADR 31), coin first, so two
/// operators putting products on sale cannot both count the same funds.
pub async fn take_reserves(tx: &mut Tx, coin: AssetId, now: i64) -> Result<(), sqlx::Error> {
    crate::db::limit_keys::take(tx, &format!("dual_reserve:{coin}"), now).await?;
    crate::db::limit_keys::take(tx, &format!("dual_reserve:{}", crate::market::USDT), now).await
}

/// How many of these demo products are selling at `now`.
pub async fn demo_selling_count(db: &Db, names: &[&str], now: i64) -> Result<usize, sqlx::Error> {
    let mut n = 0;
    for name in names {
        let selling = on_db!(db, c => sqlx::query_scalar::<_, i64>(
            "SELECT COUNT(*) FROM dual_products WHERE demo = 1 AND name = $1 AND status = 1 AND start_at > $2",
        )
        .bind(*name)
        .bind(now)
        .fetch_one(c)
        .await)?;
        n += usize::from(selling > 0);
    }
    Ok(n)
}

/// Whether a demo product of this name is selling at `now`.
pub async fn demo_selling(tx: &mut Tx, name: &str, now: i64) -> Result<bool, sqlx::Error> {
    let n = on_tx!(tx, c => sqlx::query_scalar::<_, i64>(
        "SELECT COUNT(*) FROM dual_products WHERE demo = 1 AND name = $1 AND status = 1 AND start_at > $2",
    )
    .bind(name)
    .bind(now)
    .fetch_one(c)
    .await)?;
    Ok(n > 0)
}

/// The newest index price of a market, or its simulator's starting price.
pub async fn latest_price(tx: &mut Tx, market_id: i64) -> Result<Option<i64>, sqlx::Error> {
    let sampled = on_tx!(tx, c => sqlx::query_scalar::<_, i64>(
        "SELECT price FROM index_samples WHERE market_id = $1 ORDER BY ts DESC LIMIT 1",
    )
    .bind(market_id)
    .fetch_optional(c)
    .await)?;
    if sampled.is_some() {
        return Ok(sampled);
    }
    on_tx!(tx, c => sqlx::query_scalar::<_, i64>("SELECT sim_price FROM markets WHERE id = $1")
        .bind(market_id)
        .fetch_optional(c)
        .await)
}

/// The coin's market against USDT, whose index settles its products.
pub async fn coin_market(tx: &mut Tx, asset_id: AssetId) -> Result<Option<i64>, sqlx::Error> {
    on_tx!(tx, c => sqlx::query_scalar::<_, i64>(
        "SELECT id FROM markets WHERE base_asset_id = $1 AND quote_asset_id = $2 ORDER BY id LIMIT 1",
    )
    .bind(asset_id)
    .bind(crate::market::USDT)
    .fetch_optional(c)
    .await)
}

/// Closes a product's sale; answers whether it was on sale.
pub async fn close_sale(tx: &mut Tx, id: i64) -> Result<bool, sqlx::Error> {
    let n = on_tx!(tx, c => sqlx::query("UPDATE dual_products SET status = 0 WHERE id = $1 AND status = 1")
        .bind(id)
        .execute(c)
        .await
        .map(|r| r.rows_affected()))?;
    Ok(n == 1)
}
