//! IEO projects and subscriptions as the calls read and write them; the rows are `crate::earn::ieo::repo`'s.

use crate::earn::ieo::repo::{ProjectRow, SubscriptionRow};
use crate::ids::{AssetId, UserId};
use crate::{db::Db, db::Tx, ieo_projects, ieo_subscriptions, on_db, on_tx};

#[derive(Debug, Clone, sqlx::FromRow)]
pub struct PriceRow {
    pub project_id: i64,
    pub asset_id: AssetId,
    pub price: i64,
}

pub async fn projects(db: &Db, limit: i64, offset: i64) -> Result<Vec<ProjectRow>, sqlx::Error> {
    on_db!(db, c => sqlx::query_as::<_, ProjectRow>(ieo_projects!("ORDER BY start_at DESC, id DESC LIMIT $1 OFFSET $2"))
        .bind(limit)
        .bind(offset)
        .fetch_all(c)
        .await)
}

pub async fn project_count(db: &Db) -> Result<i64, sqlx::Error> {
    on_db!(db, c => sqlx::query_scalar::<_, i64>("SELECT COUNT(*) FROM ieo_projects").fetch_one(c).await)
}

pub async fn project(db: &Db, id: i64) -> Result<Option<ProjectRow>, sqlx::Error> {
    on_db!(db, c => sqlx::query_as::<_, ProjectRow>(ieo_projects!("WHERE id = $1"))
        .bind(id)
        .fetch_optional(c)
        .await)
}

/// Every project's prices, in the order the operator listed them.
pub async fn prices(db: &Db) -> Result<Vec<PriceRow>, sqlx::Error> {
    on_db!(db, c => sqlx::query_as::<_, PriceRow>(
        "SELECT project_id, asset_id, price FROM ieo_prices ORDER BY project_id, sort",
    )
    .fetch_all(c)
    .await)
}

/// Counts `amount` against the project's application cap if its sale is open at `now`.
pub async fn take_application(tx: &mut Tx, id: i64, amount: i64, now: i64) -> Result<bool, sqlx::Error> {
    let done = on_tx!(tx, c => sqlx::query(
        "UPDATE ieo_projects SET applied = applied + $1 WHERE id = $2 AND status = 1 AND start_at <= $3 \
         AND end_at > $3 AND applied + $1 <= apply_cap",
    )
    .bind(amount)
    .bind(id)
    .bind(now)
    .execute(c)
    .await
    .map(|r| r.rows_affected()))?;
    Ok(done == 1)
}

/// Adds `amount` to the user's total in the project unless it would pass `max`; answers whether it did.
pub async fn add_user_total(
    tx: &mut Tx,
    project_id: i64,
    user_id: UserId,
    amount: i64,
    max: i64,
) -> Result<bool, sqlx::Error> {
    let done = on_tx!(tx, c => sqlx::query(
        "INSERT INTO ieo_user_totals (project_id, user_id, applied) VALUES ($1, $2, $3) \
         ON CONFLICT (project_id, user_id) DO UPDATE SET applied = ieo_user_totals.applied + excluded.applied \
         WHERE ieo_user_totals.applied + excluded.applied <= $4",
    )
    .bind(project_id)
    .bind(user_id)
    .bind(amount)
    .bind(max)
    .execute(c)
    .await
    .map(|r| r.rows_affected()))?;
    Ok(done == 1)
}

pub struct NewSubscription {
    pub project_id: i64,
    pub user_id: UserId,
    pub amount: i64,
    pub pay_asset_id: AssetId,
    pub price: i64,
    pub paid: i64,
    pub now: i64,
}

pub async fn insert_subscription(tx: &mut Tx, s: &NewSubscription) -> Result<i64, sqlx::Error> {
    on_tx!(tx, c => sqlx::query_scalar::<_, i64>(
        "INSERT INTO ieo_subscriptions (project_id, user_id, amount, pay_asset_id, price, paid, status, created_at) \
         VALUES ($1, $2, $3, $4, $5, $6, 1, $7) RETURNING id",
    )
    .bind(s.project_id)
    .bind(s.user_id)
    .bind(s.amount)
    .bind(s.pay_asset_id)
    .bind(s.price)
    .bind(s.paid)
    .bind(s.now)
    .fetch_one(c)
    .await)
}

pub async fn user_subscriptions(
    db: &Db,
    user_id: UserId,
    limit: i64,
    offset: i64,
) -> Result<Vec<SubscriptionRow>, sqlx::Error> {
    on_db!(db, c => sqlx::query_as::<_, SubscriptionRow>(ieo_subscriptions!(
        "WHERE user_id = $1 ORDER BY id DESC LIMIT $2 OFFSET $3"
    ))
    .bind(user_id)
    .bind(limit)
    .bind(offset)
    .fetch_all(c)
    .await)
}

pub async fn user_subscription_count(db: &Db, user_id: UserId) -> Result<i64, sqlx::Error> {
    on_db!(db, c => sqlx::query_scalar::<_, i64>("SELECT COUNT(*) FROM ieo_subscriptions WHERE user_id = $1")
        .bind(user_id)
        .fetch_one(c)
        .await)
}

/// What a user applied for and was allocated in a project.
pub async fn user_totals(db: &Db, project_id: i64, user_id: UserId) -> Result<(i64, i64), sqlx::Error> {
    on_db!(db, c => sqlx::query_as::<_, (i64, i64)>(
        "SELECT CAST(COALESCE(SUM(amount), 0) AS BIGINT), CAST(COALESCE(SUM(allocated), 0) AS BIGINT) \
         FROM ieo_subscriptions WHERE project_id = $1 AND user_id = $2",
    )
    .bind(project_id)
    .bind(user_id)
    .fetch_one(c)
    .await)
}

pub struct NewAsset<'a> {
    pub symbol: &'a str,
    pub name: &'a str,
    pub scale: i64,
    pub logo: &'a str,
}

/// Adds the project's token to the assets: exchange account only, no deposits or withdrawals.
pub async fn insert_asset(tx: &mut Tx, a: &NewAsset<'_>) -> Result<AssetId, sqlx::Error> {
    on_tx!(tx, c => sqlx::query_scalar::<_, AssetId>(
        "INSERT INTO assets (id, symbol, name, scale, logo, chains, is_legal, is_lever, is_match, is_micro, \
         is_transfer, usdt_price, sort) \
         SELECT COALESCE(MAX(id), 0) + 1, $1, $2, $3, $4, '', 0, 0, 0, 0, 0, 0, COALESCE(MAX(id), 0) + 1 FROM assets \
         RETURNING id",
    )
    .bind(a.symbol)
    .bind(a.name)
    .bind(a.scale)
    .bind(a.logo)
    .fetch_one(c)
    .await)
}

pub struct NewProject<'a> {
    pub asset_id: AssetId,
    pub title: &'a str,
    pub summary: &'a str,
    pub logo: &'a str,
    pub white_paper: &'a str,
    pub website: &'a str,
    pub supply: i64,
    pub apply_cap: i64,
    pub min_amount: i64,
    pub max_amount: i64,
    pub start_at: i64,
    pub end_at: i64,
    pub listing_at: i64,
    pub demo: bool,
    pub created_by: Option<i64>,
    pub now: i64,
}

pub async fn insert_project(tx: &mut Tx, p: &NewProject<'_>) -> Result<i64, sqlx::Error> {
    on_tx!(tx, c => sqlx::query_scalar::<_, i64>(
        "INSERT INTO ieo_projects (asset_id, title, summary, logo, white_paper, website, supply, apply_cap, \
         min_amount, max_amount, start_at, end_at, listing_at, demo, created_by, created_at) \
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16) RETURNING id",
    )
    .bind(p.asset_id)
    .bind(p.title)
    .bind(p.summary)
    .bind(p.logo)
    .bind(p.white_paper)
    .bind(p.website)
    .bind(p.supply)
    .bind(p.apply_cap)
    .bind(p.min_amount)
    .bind(p.max_amount)
    .bind(p.start_at)
    .bind(p.end_at)
    .bind(p.listing_at)
    .bind(i64::from(p.demo))
    .bind(p.created_by)
    .bind(p.now)
    .fetch_one(c)
    .await)
}

pub async fn insert_price(
    tx: &mut Tx,
    project_id: i64,
    asset_id: AssetId,
    price: i64,
    sort: i64,
) -> Result<(), sqlx::Error> {
    on_tx!(tx, c => sqlx::query("INSERT INTO ieo_prices (project_id, asset_id, price, sort) VALUES ($1, $2, $3, $4)")
        .bind(project_id)
        .bind(asset_id)
        .bind(price)
        .bind(sort)
        .execute(c)
        .await
        .map(|_| ()))
}

pub async fn demo_projects(tx: &mut Tx) -> Result<i64, sqlx::Error> {
    on_tx!(tx, c => sqlx::query_scalar::<_, i64>("SELECT COUNT(*) FROM ieo_projects WHERE demo = 1")
        .fetch_one(c)
        .await)
}
