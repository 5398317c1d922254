//! IEO rows as the scheduler and the calls read and write them.

use crate::ids::{AssetId, UserId};
use crate::{db::Db, db::Tx, on_db, on_tx};

#[derive(Debug, Clone, sqlx::FromRow)]
pub struct ProjectRow {
    pub id: i64,
    pub asset_id: AssetId,
    pub title: String,
    pub summary: String,
    pub logo: String,
    pub white_paper: String,
    pub website: String,
    pub supply: i64,
    pub apply_cap: i64,
    pub min_amount: i64,
    pub max_amount: i64,
    pub start_at: i64,
    pub end_at: i64,
    pub listing_at: i64,
    /// Applied for in all, in token minor units.
    pub applied: i64,
    /// Allocated in all, once the sale is allocated.
    pub allocated: i64,
    /// 1 published, 2 allocated, 3 released at listing.
    pub status: i64,
    pub demo: i64,
    pub created_at: i64,
}

/// A statement reading projects, with what follows `FROM ieo_projects`.
#[macro_export]
macro_rules! ieo_projects {
    ($($rest:expr),+) => {
        concat!(
            "SELECT id, asset_id, title, summary, logo, white_paper, website, supply, apply_cap, min_amount, \
             max_amount, start_at, end_at, listing_at, applied, allocated, status, demo, created_at \
             FROM ieo_projects ",
            $($rest),+
        )
    };
}

#[derive(Debug, Clone, sqlx::FromRow)]
pub struct SubscriptionRow {
    pub id: i64,
    pub project_id: i64,
    pub user_id: UserId,
    pub amount: i64,
    pub pay_asset_id: AssetId,
    pub price: i64,
    pub paid: i64,
    pub allocated: i64,
    pub charged: i64,
    pub refunded: i64,
    /// 1 applied, 2 allocated, 3 refunded in full.
    pub status: i64,
    pub created_at: i64,
    pub released_at: Option<i64>,
}

/// A statement reading subscriptions, with what follows `FROM ieo_subscriptions`.
#[macro_export]
macro_rules! ieo_subscriptions {
    ($($rest:expr),+) => {
        concat!(
            "SELECT id, project_id, user_id, amount, pay_asset_id, price, paid, allocated, charged, refunded, \
             status, created_at, released_at FROM ieo_subscriptions ",
            $($rest),+
        )
    };
}

pub async fn project_in(tx: &mut Tx, id: i64) -> Result<Option<ProjectRow>, sqlx::Error> {
    on_tx!(tx, c => sqlx::query_as::<_, ProjectRow>(crate::ieo_projects!("WHERE id = $1"))
        .bind(id)
        .fetch_optional(c)
        .await)
}

/// The latest listing time of the IEO projects of an asset, if it was sold in one.
pub async fn listing_of(tx: &mut Tx, asset: AssetId) -> Result<Option<i64>, sqlx::Error> {
    on_tx!(tx, c => sqlx::query_scalar::<_, Option<i64>>(
        "SELECT CAST(MAX(listing_at) AS BIGINT) FROM ieo_projects WHERE asset_id = $1",
    )
    .bind(asset)
    .fetch_one(c)
    .await)
}

/// Ids of projects in `status` whose moment (`end_at` or `listing_at`) has come by `now`.
async fn due(db: &Db, sql: &'static str, now: i64) -> Result<Vec<i64>, sqlx::Error> {
    on_db!(db, c => sqlx::query_scalar::<_, i64>(sql).bind(now).fetch_all(c).await)
}

pub async fn ended(db: &Db, now: i64) -> Result<Vec<i64>, sqlx::Error> {
    due(
        db,
        "SELECT id FROM ieo_projects WHERE status = 1 AND end_at <= $1 ORDER BY end_at, id",
        now,
    )
    .await
}

pub async fn listed(db: &Db, now: i64) -> Result<Vec<i64>, sqlx::Error> {
    due(
        db,
        "SELECT id FROM ieo_projects WHERE status = 2 AND listing_at <= $1 ORDER BY listing_at, id",
        now,
    )
    .await
}

/// Takes the row of a project whose sale ended by `now` and is not allocated yet, for the rest of the
/// transaction: subscriptions racing the end of the sale wait, then find it closed. Answers whether it did.
pub async fn take_ended(tx: &mut Tx, id: i64, now: i64) -> Result<bool, sqlx::Error> {
    let done = on_tx!(tx, c => sqlx::query(
        "UPDATE ieo_projects SET applied = applied WHERE id = $1 AND status = 1 AND end_at <= $2",
    )
    .bind(id)
    .bind(now)
    .execute(c)
    .await
    .map(|r| r.rows_affected()))?;
    Ok(done == 1)
}

/// Closes a taken sale with what it allocated in all.
pub async fn close_sale(tx: &mut Tx, id: i64, allocated: i64, now: i64) -> Result<bool, sqlx::Error> {
    let done = on_tx!(tx, c => sqlx::query(
        "UPDATE ieo_projects SET status = 2, allocated = $1, allocated_at = $2 WHERE id = $3 AND status = 1",
    )
    .bind(allocated)
    .bind(now)
    .bind(id)
    .execute(c)
    .await
    .map(|r| r.rows_affected()))?;
    Ok(done == 1)
}

/// Marks an allocated project released if its listing time has come; answers whether this call did.
pub async fn mark_listed(tx: &mut Tx, id: i64, now: i64) -> Result<bool, sqlx::Error> {
    let done = on_tx!(tx, c => sqlx::query(
        "UPDATE ieo_projects SET status = 3, released_at = $1 WHERE id = $2 AND status = 2 AND listing_at <= $1",
    )
    .bind(now)
    .bind(id)
    .execute(c)
    .await
    .map(|r| r.rows_affected()))?;
    Ok(done == 1)
}

pub async fn subscriptions_in(
    tx: &mut Tx,
    project_id: i64,
    status: i64,
) -> Result<Vec<SubscriptionRow>, sqlx::Error> {
    on_tx!(tx, c => sqlx::query_as::<_, SubscriptionRow>(crate::ieo_subscriptions!(
        "WHERE project_id = $1 AND status = $2 ORDER BY id"
    ))
    .bind(project_id)
    .bind(status)
    .fetch_all(c)
    .await)
}

/// Records a subscription's allocation if it is still waiting for one.
pub async fn mark_allocated(
    tx: &mut Tx,
    id: i64,
    allocated: i64,
    charged: i64,
    refunded: i64,
    now: i64,
) -> Result<bool, sqlx::Error> {
    let done = on_tx!(tx, c => sqlx::query(
        "UPDATE ieo_subscriptions SET status = CASE WHEN $1 > 0 THEN 2 ELSE 3 END, allocated = $1, charged = $2, \
         refunded = $3, allocated_at = $4 WHERE id = $5 AND status = 1",
    )
    .bind(allocated)
    .bind(charged)
    .bind(refunded)
    .bind(now)
    .bind(id)
    .execute(c)
    .await
    .map(|r| r.rows_affected()))?;
    Ok(done == 1)
}

pub async fn mark_released(tx: &mut Tx, id: i64, now: i64) -> Result<bool, sqlx::Error> {
    let done = on_tx!(tx, c => sqlx::query(
        "UPDATE ieo_subscriptions SET released_at = $1 WHERE id = $2 AND status = 2 AND released_at IS NULL",
    )
    .bind(now)
    .bind(id)
    .execute(c)
    .await
    .map(|r| r.rows_affected()))?;
    Ok(done == 1)
}
