//! Dual-investment products and orders as the calls read and write them; the rows are `crate::earn::dual::repo`'s.

use crate::earn::dual::repo::{OrderRow, ProductRow};
use crate::ids::{AssetId, UserId};
use crate::{db::Tx, dual_orders, dual_products, on_tx};

/// Products of a coin and kind on sale at `now`.
pub async fn selling(
    tx: &mut Tx,
    asset_id: Option<AssetId>,
    kind: &str,
    now: i64,
) -> Result<Vec<ProductRow>, sqlx::Error> {
    on_tx!(tx, c => sqlx::query_as::<_, ProductRow>(dual_products!(
        "WHERE ($1 = 0 OR p.asset_id = $1) AND p.kind = $2 AND p.status = 1 AND p.start_at > $3 \
         ORDER BY p.settle_at, p.id LIMIT 100"
    ))
    .bind(asset_id.map_or(0, |a| a.0))
    .bind(kind)
    .bind(now)
    .fetch_all(c)
    .await)
}

/// Counts `num` shares sold if the product is on sale at `now` and has them left.
pub async fn take_shares(tx: &mut Tx, id: i64, num: i64, now: i64) -> Result<bool, sqlx::Error> {
    let n = on_tx!(tx, c => sqlx::query(
        "UPDATE dual_products SET purchased_number = purchased_number + $1 \
         WHERE id = $2 AND status = 1 AND start_at > $3 AND purchased_number + $1 <= total_number",
    )
    .bind(num)
    .bind(id)
    .bind(now)
    .execute(c)
    .await
    .map(|r| r.rows_affected()))?;
    Ok(n == 1)
}

/// Adds `num` shares to what the user holds of the product if that stays within `limit`.
pub async fn hold(
    tx: &mut Tx,
    product_id: i64,
    user_id: UserId,
    num: i64,
    limit: i64,
) -> Result<bool, sqlx::Error> {
    let n = on_tx!(tx, c => sqlx::query(
        "INSERT INTO dual_holdings (product_id, user_id, shares) VALUES ($1, $2, $3) \
         ON CONFLICT (product_id, user_id) DO UPDATE SET shares = dual_holdings.shares + excluded.shares \
         WHERE dual_holdings.shares + excluded.shares <= $4",
    )
    .bind(product_id)
    .bind(user_id)
    .bind(num)
    .bind(limit)
    .execute(c)
    .await
    .map(|r| r.rows_affected()))?;
    Ok(n == 1)
}

pub struct NewOrder {
    pub user_id: UserId,
    pub product_id: i64,
    pub pay_asset_id: AssetId,
    pub number: i64,
    pub principal: i64,
    pub now: i64,
}

pub async fn insert_order(tx: &mut Tx, o: &NewOrder) -> Result<i64, sqlx::Error> {
    on_tx!(tx, c => sqlx::query_scalar::<_, i64>(
        "INSERT INTO dual_orders (user_id, product_id, pay_asset_id, number, principal, status, created_at) \
         VALUES ($1, $2, $3, $4, $5, 1, $6) RETURNING id",
    )
    .bind(o.user_id)
    .bind(o.product_id)
    .bind(o.pay_asset_id)
    .bind(o.number)
    .bind(o.principal)
    .bind(o.now)
    .fetch_one(c)
    .await)
}

/// What selects a user's orders: coin (0 for all), kind ("" for both) and status (0 for all).
pub struct OrderFilter<'a> {
    pub user_id: UserId,
    pub asset_id: i64,
    pub kind: &'a str,
    pub status: i64,
}

pub async fn user_orders(
    tx: &mut Tx,
    f: &OrderFilter<'_>,
    limit: i64,
    offset: i64,
) -> Result<Vec<OrderRow>, sqlx::Error> {
    on_tx!(tx, c => sqlx::query_as::<_, OrderRow>(dual_orders!(
        "WHERE user_id = $1 AND ($2 = 0 OR status = $2) AND product_id IN \
         (SELECT id FROM dual_products WHERE ($3 = 0 OR asset_id = $3) AND ($4 = '' OR kind = $4)) \
         ORDER BY id DESC LIMIT $5 OFFSET $6"
    ))
    .bind(f.user_id)
    .bind(f.status)
    .bind(f.asset_id)
    .bind(f.kind)
    .bind(limit)
    .bind(offset)
    .fetch_all(c)
    .await)
}

pub async fn count_orders(tx: &mut Tx, f: &OrderFilter<'_>) -> Result<i64, sqlx::Error> {
    on_tx!(tx, c => sqlx::query_scalar::<_, i64>(
        "SELECT COUNT(*) FROM dual_orders WHERE user_id = $1 AND ($2 = 0 OR status = $2) AND product_id IN \
         (SELECT id FROM dual_products WHERE ($3 = 0 OR asset_id = $3) AND ($4 = '' OR kind = $4))",
    )
        .bind(f.user_id)
        .bind(f.status)
        .bind(f.asset_id)
        .bind(f.kind)
        .fetch_one(c)
        .await)
}
