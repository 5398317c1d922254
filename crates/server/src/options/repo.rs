use crate::ids::{AssetId, UserId};
use crate::{db::Db, db::Tx, on_db, on_tx};

/// A seconds option as stored: its terms at entry and, once settled, its evidence and result.
#[derive(Debug, Clone, sqlx::FromRow)]
pub struct OrderRow {
    pub id: i64,
    pub user_id: UserId,
    pub market_id: i64,
    pub asset_id: AssetId,
    pub direction: i64,
    pub seconds: i64,
    pub stake: i64,
    pub payout_ppm: i64,
    pub open_price: i64,
    pub open_ts: i64,
    pub open_source: String,
    pub due_at: i64,
    pub end_price: Option<i64>,
    pub end_ts: Option<i64>,
    pub end_source: Option<String>,
    pub result: Option<i64>,
    pub paid: Option<i64>,
    pub status: i64,
    pub created_at: i64,
    pub handled_at: Option<i64>,
    /// The trial coupon that paid the stake, whose stake returns to `marketing` at settlement.
    pub coupon_id: Option<i64>,
    /// 1 when the user's stake is held in `option_stakes` until settlement; 0 for a coupon's stake, which goes to
    /// `house` at entry, and for orders opened before stakes were held apart.
    pub stake_held: i64,
}

macro_rules! select {
    ($($rest:expr),+) => {
        concat!(
            "SELECT id, user_id, market_id, asset_id, direction, seconds, stake, payout_ppm, open_price, open_ts, \
             open_source, due_at, end_price, end_ts, end_source, result, paid, status, created_at, handled_at, \
             coupon_id, stake_held FROM micro_orders ",
            $($rest),+
        )
    };
}

macro_rules! user_filter {
    () => {
        "WHERE user_id = $1 AND ($2 = 0 OR market_id = $2) AND ($3 = 0 OR status = $3)"
    };
}

pub struct NewOrder<'a> {
    pub user_id: UserId,
    pub market_id: i64,
    pub asset_id: AssetId,
    pub direction: i64,
    pub seconds: i64,
    pub stake: i64,
    pub payout_ppm: i64,
    pub open_price: i64,
    pub open_ts: i64,
    pub open_source: &'a str,
    pub due_at: i64,
    pub coupon_id: Option<i64>,
    pub now: i64,
}

pub async fn insert(tx: &mut Tx, o: &NewOrder<'_>) -> Result<i64, sqlx::Error> {
    on_tx!(tx, c => sqlx::query_scalar::<_, i64>(
        "INSERT INTO micro_orders (user_id, market_id, asset_id, direction, seconds, stake, payout_ppm, \
         open_price, open_ts, open_source, due_at, created_at, coupon_id, stake_held) \
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, CASE WHEN $13 IS NULL THEN 1 ELSE 0 END) \
         RETURNING id",
    )
    .bind(o.user_id)
    .bind(o.market_id)
    .bind(o.asset_id)
    .bind(o.direction)
    .bind(o.seconds)
    .bind(o.stake)
    .bind(o.payout_ppm)
    .bind(o.open_price)
    .bind(o.open_ts)
    .bind(o.open_source)
    .bind(o.due_at)
    .bind(o.now)
    .bind(o.coupon_id)
    .fetch_one(c)
    .await)
}

pub async fn order(db: &Db, id: i64) -> Result<Option<OrderRow>, sqlx::Error> {
    on_db!(db, c => sqlx::query_as::<_, OrderRow>(select!("WHERE id = $1")).bind(id).fetch_optional(c).await)
}

pub async fn order_in(tx: &mut Tx, id: i64) -> Result<Option<OrderRow>, sqlx::Error> {
    on_tx!(tx, c => sqlx::query_as::<_, OrderRow>(select!("WHERE id = $1")).bind(id).fetch_optional(c).await)
}

/// A user's orders, newest first; `status` 0 means any, `market_id` 0 any market.
pub async fn user_orders(
    db: &Db,
    user_id: UserId,
    market_id: i64,
    status: i64,
    limit: i64,
    offset: i64,
) -> Result<(Vec<OrderRow>, i64), sqlx::Error> {
    let sql = select!(user_filter!(), " ORDER BY id DESC LIMIT $4 OFFSET $5");
    let rows = on_db!(db, c => sqlx::query_as::<_, OrderRow>(sql)
        .bind(user_id)
        .bind(market_id)
        .bind(status)
        .bind(limit)
        .bind(offset)
        .fetch_all(c)
        .await)?;
    let count_sql = concat!("SELECT COUNT(*) FROM micro_orders ", user_filter!());
    let total = on_db!(db, c => sqlx::query_scalar::<_, i64>(count_sql)
        .bind(user_id)
        .bind(market_id)
        .bind(status)
        .fetch_one(c)
        .await)?;
    Ok((rows, total))
}

/// Open orders whose expiry second has passed by `before`, oldest first.
pub async fn due(db: &Db, before: i64, limit: i64) -> Result<Vec<OrderRow>, sqlx::Error> {
    let sql = select!("WHERE status = 1 AND due_at <= $1 ORDER BY due_at, id LIMIT $2");
    on_db!(db, c => sqlx::query_as::<_, OrderRow>(sql).bind(before).bind(limit).fetch_all(c).await)
}

/// Open stake in minor units: of one user (any duration) and of one duration (every user), read inside the
/// transaction that adds to them.
pub async fn open_stakes(tx: &mut Tx, user_id: UserId, seconds: i64) -> Result<(i64, i64), sqlx::Error> {
    on_tx!(tx, c => sqlx::query_as::<_, (i64, i64)>(
        "SELECT CAST(COALESCE(SUM(CASE WHEN user_id = $1 THEN stake ELSE 0 END), 0) AS BIGINT), \
         CAST(COALESCE(SUM(CASE WHEN seconds = $2 THEN stake ELSE 0 END), 0) AS BIGINT) \
         FROM micro_orders WHERE status = 1",
    )
    .bind(user_id)
    .bind(seconds)
    .fetch_one(c)
    .await)
}

pub struct Settlement<'a> {
    pub id: i64,
    pub end_price: Option<i64>,
    pub end_ts: i64,
    pub end_source: &'a str,
    pub result: i64,
    pub paid: i64,
    pub now: i64,
}

/// Marks an open order settled; answers false when it was already settled (by another run).
pub async fn settle(tx: &mut Tx, s: &Settlement<'_>) -> Result<bool, sqlx::Error> {
    on_tx!(tx, c => sqlx::query(
        "UPDATE micro_orders SET status = 3, end_price = $1, end_ts = $2, end_source = $3, result = $4, \
         paid = $5, handled_at = $6 WHERE id = $7 AND status = 1",
    )
    .bind(s.end_price)
    .bind(s.end_ts)
    .bind(s.end_source)
    .bind(s.result)
    .bind(s.paid)
    .bind(s.now)
    .bind(s.id)
    .execute(c)
    .await
    .map(|r| r.rows_affected() == 1))
}
