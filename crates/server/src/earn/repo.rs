//! Lock-mining rows as the scheduler and the calls read and write them.

use crate::ids::{AssetId, UserId};
use crate::{db::Db, db::Tx, on_db, on_tx};

#[derive(Debug, Clone, sqlx::FromRow)]
pub struct ProductRow {
    pub id: i64,
    pub asset_id: AssetId,
    pub name: String,
    pub days: i64,
    pub min_amount: i64,
    pub rate_min_ppm: i64,
    pub rate_max_ppm: i64,
    pub penalty_ppm: i64,
    pub quota: i64,
    pub sold: i64,
    pub status: i64,
    pub demo: i64,
    /// The operator who put it on sale and published its default rate; none for a demo sample.
    pub opened_by: Option<i64>,
    pub created_at: i64,
}

/// A statement reading products, with what follows `FROM lock_products`.
#[macro_export]
macro_rules! lock_products {
    ($($rest:expr),+) => {
        concat!(
            "SELECT id, asset_id, name, days, min_amount, rate_min_ppm, rate_max_ppm, penalty_ppm, quota, sold, \
             status, demo, opened_by, created_at FROM lock_products ",
            $($rest),+
        )
    };
}

#[derive(Debug, Clone, sqlx::FromRow)]
pub struct PositionRow {
    pub id: i64,
    pub user_id: UserId,
    pub product_id: i64,
    pub asset_id: AssetId,
    pub amount: i64,
    pub days: i64,
    pub rate_max_ppm: i64,
    pub penalty_ppm: i64,
    pub start_at: i64,
    pub end_at: i64,
    pub paid_days: i64,
    pub next_due_at: i64,
    pub total_interest: i64,
    pub status: i64,
    pub penalty: Option<i64>,
    pub closed_at: Option<i64>,
    /// The boost coupon that raised it, its extra daily rate, what it reserved and what it has paid.
    pub coupon_id: Option<i64>,
    pub boost_ppm: i64,
    pub boost_cap: i64,
    pub boost_paid: i64,
}

impl PositionRow {
    /// What the position's boost coupon reserved and has not paid yet.
    pub fn boost_left(&self) -> i64 {
        (self.boost_cap - self.boost_paid).max(0)
    }
}

/// A statement reading positions, with what follows `FROM lock_positions`.
#[macro_export]
macro_rules! lock_positions {
    ($($rest:expr),+) => {
        concat!(
            "SELECT id, user_id, product_id, asset_id, amount, days, rate_max_ppm, penalty_ppm, start_at, end_at, \
             paid_days, next_due_at, total_interest, status, penalty, closed_at, coupon_id, boost_ppm, boost_cap, \
             boost_paid FROM lock_positions ",
            $($rest),+
        )
    };
}

/// Products on sale or with open positions.
pub async fn live_products(tx: &mut Tx) -> Result<Vec<ProductRow>, sqlx::Error> {
    on_tx!(tx, c => sqlx::query_as::<_, ProductRow>(crate::lock_products!(
        "WHERE status = 1 OR id IN (SELECT product_id FROM lock_positions WHERE status = 1) ORDER BY id"
    ))
    .fetch_all(c)
    .await)
}

/// How many products on sale or with open positions lack a rate for `day` or the day after.
pub async fn lacking_rates(db: &Db, day: i64) -> Result<i64, sqlx::Error> {
    on_db!(db, c => sqlx::query_scalar::<_, i64>(
        "SELECT COUNT(*) FROM lock_products p \
         WHERE (p.status = 1 OR p.id IN (SELECT product_id FROM lock_positions WHERE status = 1)) \
           AND (NOT EXISTS (SELECT 1 FROM lock_rates r WHERE r.product_id = p.id AND r.day = $1) \
             OR NOT EXISTS (SELECT 1 FROM lock_rates r WHERE r.product_id = p.id AND r.day = $2))",
    )
    .bind(day)
    .bind(day + 1)
    .fetch_one(c)
    .await)
}

pub async fn product_in(tx: &mut Tx, id: i64) -> Result<ProductRow, sqlx::Error> {
    on_tx!(tx, c => sqlx::query_as::<_, ProductRow>(crate::lock_products!("WHERE id = $1"))
        .bind(id)
        .fetch_one(c)
        .await)
}

/// Publishes a day's rate unless one is published already; answers whether this call published it.
pub async fn record_rate(
    tx: &mut Tx,
    product_id: i64,
    day: i64,
    rate_ppm: i64,
    now: i64,
) -> Result<bool, sqlx::Error> {
    let done = on_tx!(tx, c => sqlx::query(
        "INSERT INTO lock_rates (product_id, day, rate_ppm, published_at) VALUES ($1, $2, $3, $4) \
         ON CONFLICT DO NOTHING",
    )
    .bind(product_id)
    .bind(day)
    .bind(rate_ppm)
    .bind(now)
    .execute(c)
    .await
    .map(|r| r.rows_affected()))?;
    Ok(done == 1)
}

pub async fn rate_on(tx: &mut Tx, product_id: i64, day: i64) -> Result<Option<i64>, sqlx::Error> {
    on_tx!(tx, c => sqlx::query_scalar::<_, i64>(
        "SELECT rate_ppm FROM lock_rates WHERE product_id = $1 AND day = $2",
    )
    .bind(product_id)
    .bind(day)
    .fetch_optional(c)
    .await)
}

/// Ids of open positions with a day due by `now`, oldest due first.
pub async fn due(db: &Db, now: i64, limit: i64) -> Result<Vec<i64>, sqlx::Error> {
    on_db!(db, c => sqlx::query_scalar::<_, i64>(
        "SELECT id FROM lock_positions WHERE status = 1 AND next_due_at <= $1 ORDER BY next_due_at, id LIMIT $2",
    )
    .bind(now)
    .bind(limit)
    .fetch_all(c)
    .await)
}

pub async fn position_in(tx: &mut Tx, id: i64) -> Result<Option<PositionRow>, sqlx::Error> {
    on_tx!(tx, c => sqlx::query_as::<_, PositionRow>(crate::lock_positions!("WHERE id = $1"))
        .bind(id)
        .fetch_optional(c)
        .await)
}

/// Marks days paid if the position still has `was` days paid and is open; a matured position is closed.
#[allow(clippy::too_many_arguments)]
pub async fn mark_paid(
    tx: &mut Tx,
    id: i64,
    was: i64,
    paid_days: i64,
    interest: i64,
    next_due_at: i64,
    matured: bool,
    now: i64,
) -> Result<bool, sqlx::Error> {
    let done = on_tx!(tx, c => sqlx::query(
        "UPDATE lock_positions SET paid_days = $1, total_interest = total_interest + $2, next_due_at = $3, \
         status = CASE WHEN $4 = 1 THEN 2 ELSE status END, closed_at = CASE WHEN $4 = 1 THEN $5 ELSE closed_at END \
         WHERE id = $6 AND paid_days = $7 AND status = 1",
    )
    .bind(paid_days)
    .bind(interest)
    .bind(next_due_at)
    .bind(i64::from(matured))
    .bind(now)
    .bind(id)
    .bind(was)
    .execute(c)
    .await
    .map(|r| r.rows_affected()))?;
    Ok(done == 1)
}

/// Adds a day's boosts to what the position's coupon has paid, within what it reserved.
pub async fn add_boost_paid(tx: &mut Tx, id: i64, paid: i64) -> Result<bool, sqlx::Error> {
    let done = on_tx!(tx, c => sqlx::query(
        "UPDATE lock_positions SET boost_paid = boost_paid + $1 WHERE id = $2 AND boost_paid + $1 <= boost_cap",
    )
    .bind(paid)
    .bind(id)
    .execute(c)
    .await
    .map(|r| r.rows_affected()))?;
    Ok(done == 1)
}

/// Records the boost coupon a new position was raised by.
pub async fn set_boost(
    tx: &mut Tx,
    id: i64,
    coupon_id: i64,
    (rate_ppm, cap): (i64, i64),
) -> Result<(), sqlx::Error> {
    on_tx!(tx, c => sqlx::query(
        "UPDATE lock_positions SET coupon_id = $1, boost_ppm = $2, boost_cap = $3 WHERE id = $4",
    )
    .bind(coupon_id)
    .bind(rate_ppm)
    .bind(cap)
    .bind(id)
    .execute(c)
    .await
    .map(|_| ()))
}
