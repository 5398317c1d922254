//! Lock-mining products and positions as the calls read and write them; the rows are `crate::earn::repo`'s.

use crate::earn::repo::{PositionRow, ProductRow};
use crate::ids::{AssetId, UserId};
use crate::{
    db::{Db, Tx},
    lock_positions, lock_products, on_db, on_tx,
};

pub async fn products_on_sale(tx: &mut Tx, limit: i64, offset: i64) -> Result<Vec<ProductRow>, sqlx::Error> {
    on_tx!(tx, c => sqlx::query_as::<_, ProductRow>(lock_products!("WHERE status = 1 ORDER BY id LIMIT $1 OFFSET $2"))
        .bind(limit)
        .bind(offset)
        .fetch_all(c)
        .await)
}

/// Every product, newest first, as operators list them.
pub async fn all_products(db: &Db, limit: i64) -> Result<Vec<ProductRow>, sqlx::Error> {
    on_db!(db, c => sqlx::query_as::<_, ProductRow>(lock_products!("ORDER BY id DESC LIMIT $1"))
        .bind(limit)
        .fetch_all(c)
        .await)
}

pub async fn product(tx: &mut Tx, id: i64) -> Result<Option<ProductRow>, sqlx::Error> {
    on_tx!(tx, c => sqlx::query_as::<_, ProductRow>(lock_products!("WHERE id = $1"))
        .bind(id)
        .fetch_optional(c)
        .await)
}

/// Products of an asset on sale, and the one being put on sale.
pub async fn products_owing(
    tx: &mut Tx,
    asset_id: AssetId,
    also: i64,
) -> Result<Vec<ProductRow>, sqlx::Error> {
    on_tx!(tx, c => sqlx::query_as::<_, ProductRow>(lock_products!("WHERE asset_id = $1 AND (status = 1 OR id = $2)"))
        .bind(asset_id)
        .bind(also)
        .fetch_all(c)
        .await)
}

pub async fn open_positions(tx: &mut Tx, asset_id: AssetId) -> Result<Vec<PositionRow>, sqlx::Error> {
    on_tx!(tx, c => sqlx::query_as::<_, PositionRow>(lock_positions!("WHERE asset_id = $1 AND status = 1"))
        .bind(asset_id)
        .fetch_all(c)
        .await)
}

pub async fn rate(tx: &mut Tx, product_id: i64, day: i64) -> Result<Option<i64>, sqlx::Error> {
    crate::earn::repo::rate_on(tx, product_id, day).await
}

/// Counts `amount` against the product's quota if it is on sale and the quota allows it.
pub async fn take_quota(tx: &mut Tx, id: i64, amount: i64) -> Result<bool, sqlx::Error> {
    let done = on_tx!(tx, c => sqlx::query(
        "UPDATE lock_products SET sold = sold + $1 WHERE id = $2 AND status = 1 AND sold + $1 <= quota",
    )
    .bind(amount)
    .bind(id)
    .execute(c)
    .await
    .map(|r| r.rows_affected()))?;
    Ok(done == 1)
}

pub struct NewPosition {
    pub user_id: UserId,
    pub product: ProductRow,
    pub amount: i64,
    pub now: i64,
}

pub async fn insert_position(tx: &mut Tx, p: &NewPosition) -> Result<i64, sqlx::Error> {
    let day = crate::earn::DAY_MS;
    on_tx!(tx, c => sqlx::query_scalar::<_, i64>(
        "INSERT INTO lock_positions (user_id, product_id, asset_id, amount, days, rate_max_ppm, penalty_ppm, \
         start_at, end_at, paid_days, next_due_at, total_interest, status) \
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, 0, $10, 0, 1) RETURNING id",
    )
    .bind(p.user_id)
    .bind(p.product.id)
    .bind(p.product.asset_id)
    .bind(p.amount)
    .bind(p.product.days)
    .bind(p.product.rate_max_ppm)
    .bind(p.product.penalty_ppm)
    .bind(p.now)
    .bind(p.now + p.product.days * day)
    .bind(p.now + day)
    .fetch_one(c)
    .await)
}

pub async fn user_positions(
    tx: &mut Tx,
    user_id: UserId,
    status: i64,
    limit: i64,
    offset: i64,
) -> Result<Vec<PositionRow>, sqlx::Error> {
    on_tx!(tx, c => sqlx::query_as::<_, PositionRow>(lock_positions!(
        "WHERE user_id = $1 AND ($2 = 0 OR status = $2) ORDER BY id DESC LIMIT $3 OFFSET $4"
    ))
    .bind(user_id)
    .bind(status)
    .bind(limit)
    .bind(offset)
    .fetch_all(c)
    .await)
}

/// Closes an open position early with its penalty, if it is still open with `paid_days` paid.
pub async fn redeem(
    tx: &mut Tx,
    id: i64,
    paid_days: i64,
    penalty: i64,
    now: i64,
) -> Result<bool, sqlx::Error> {
    let done = on_tx!(tx, c => sqlx::query(
        "UPDATE lock_positions SET status = 3, penalty = $1, closed_at = $2 \
         WHERE id = $3 AND status = 1 AND paid_days = $4",
    )
    .bind(penalty)
    .bind(now)
    .bind(id)
    .bind(paid_days)
    .execute(c)
    .await
    .map(|r| r.rows_affected()))?;
    Ok(done == 1)
}

pub struct NewProduct<'a> {
    pub asset_id: AssetId,
    pub name: &'a str,
    pub days: i64,
    pub min_amount: i64,
    pub rate_min_ppm: i64,
    pub rate_max_ppm: i64,
    pub penalty_ppm: i64,
    pub quota: i64,
    pub demo: bool,
    pub now: i64,
}

pub async fn insert_product(tx: &mut Tx, p: &NewProduct<'_>) -> Result<i64, sqlx::Error> {
    on_tx!(tx, c => sqlx::query_scalar::<_, i64>(
        "INSERT INTO lock_products (asset_id, name, days, min_amount, rate_min_ppm, rate_max_ppm, penalty_ppm, \
         quota, sold, status, demo, created_at) VALUES ($1, $2, $3, $4, $5, $6, $7, $8, 0, 0, $9, $10) RETURNING id",
    )
    .bind(p.asset_id)
    .bind(p.name)
    .bind(p.days)
    .bind(p.min_amount)
    .bind(p.rate_min_ppm)
    .bind(p.rate_max_ppm)
    .bind(p.penalty_ppm)
    .bind(p.quota)
    .bind(i64::from(p.demo))
    .bind(p.now)
    .fetch_one(c)
    .await)
}

pub async fn put_on_sale(tx: &mut Tx, id: i64, operator_id: Option<i64>) -> Result<bool, sqlx::Error> {
    let done = on_tx!(tx, c => sqlx::query(
        "UPDATE lock_products SET status = 1, opened_by = $1 WHERE id = $2 AND status = 0",
    )
    .bind(operator_id)
    .bind(id)
    .execute(c)
    .await
    .map(|r| r.rows_affected()))?;
    Ok(done == 1)
}

/// Takes a product on sale off sale.
pub async fn take_off_sale(tx: &mut Tx, id: i64) -> Result<bool, sqlx::Error> {
    let done = on_tx!(tx, c => sqlx::query("UPDATE lock_products SET status = 2 WHERE id = $1 AND status = 1")
        .bind(id)
        .execute(c)
        .await
        .map(|r| r.rows_affected()))?;
    Ok(done == 1)
}

pub async fn demo_products(tx: &mut Tx) -> Result<i64, sqlx::Error> {
    on_tx!(tx, c => sqlx::query_scalar::<_, i64>("SELECT COUNT(*) FROM lock_products WHERE demo = 1")
        .fetch_one(c)
        .await)
}
