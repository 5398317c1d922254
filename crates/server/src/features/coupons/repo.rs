use crate::{
    db::{Db, Tx},
    ids::{AssetId, UserId},
    on_db, on_tx,
};

#[derive(Debug, Clone, sqlx::FromRow)]
pub struct CampaignRow {
    pub id: i64,
    pub title: String,
    pub kind: String,
    pub asset_id: AssetId,
    pub value: i64,
    pub rate_ppm: i64,
    pub quantity: i64,
    pub issued: i64,
    pub valid_days: i64,
    pub code: Option<String>,
    pub eligibility: String,
    pub min_level: i64,
    pub status: i64,
    pub demo: i64,
    pub created_at: i64,
}

macro_rules! campaign_columns {
    () => {
        "id, title, kind, asset_id, value, rate_ppm, quantity, issued, valid_days, code, eligibility, min_level, status, demo, \
         created_at FROM coupon_campaigns"
    };
}

pub async fn campaign_by_code(tx: &mut Tx, code: &str) -> Result<Option<CampaignRow>, sqlx::Error> {
    on_tx!(tx, c => sqlx::query_as::<_, CampaignRow>(concat!("SELECT ", campaign_columns!(), " WHERE code = $1"))
        .bind(code)
        .fetch_optional(c)
        .await)
}

pub async fn campaign_in(tx: &mut Tx, id: i64) -> Result<Option<CampaignRow>, sqlx::Error> {
    on_tx!(tx, c => sqlx::query_as::<_, CampaignRow>(concat!("SELECT ", campaign_columns!(), " WHERE id = $1"))
        .bind(id)
        .fetch_optional(c)
        .await)
}

pub async fn campaigns_page(
    db: &Db,
    limit: i64,
    offset: i64,
) -> Result<(Vec<CampaignRow>, i64), sqlx::Error> {
    let rows = on_db!(db, c => sqlx::query_as::<_, CampaignRow>(concat!(
        "SELECT ", campaign_columns!(), " ORDER BY id DESC LIMIT $1 OFFSET $2"
    ))
    .bind(limit)
    .bind(offset)
    .fetch_all(c)
    .await)?;
    let total = on_db!(db, c => sqlx::query_scalar::<_, i64>("SELECT COUNT(*) FROM coupon_campaigns")
        .fetch_one(c)
        .await)?;
    Ok((rows, total))
}

pub async fn used_count(db: &Db, campaign: i64) -> Result<i64, sqlx::Error> {
    on_db!(db, c => sqlx::query_scalar::<_, i64>(
        "SELECT COUNT(*) FROM coupons WHERE campaign_id = $1 AND status = 2",
    )
    .bind(campaign)
    .fetch_one(c)
    .await)
}

pub struct NewCampaign<'a> {
    pub title: &'a str,
    pub kind: &'a str,
    pub asset_id: AssetId,
    pub value: i64,
    pub rate_ppm: i64,
    pub quantity: i64,
    pub valid_days: i64,
    pub code: Option<&'a str>,
    pub eligibility: &'a str,
    pub min_level: i64,
    pub demo: bool,
    pub created_by: Option<i64>,
    pub now: i64,
}

pub async fn insert_campaign(tx: &mut Tx, n: &NewCampaign<'_>) -> Result<i64, sqlx::Error> {
    on_tx!(tx, c => sqlx::query_scalar::<_, i64>(
        "INSERT INTO coupon_campaigns (title, kind, asset_id, value, quantity, valid_days, code, eligibility, \
         min_level, demo, created_by, created_at, rate_ppm) \
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13) RETURNING id",
    )
    .bind(n.title)
    .bind(n.kind)
    .bind(n.asset_id)
    .bind(n.value)
    .bind(n.quantity)
    .bind(n.valid_days)
    .bind(n.code)
    .bind(n.eligibility)
    .bind(n.min_level)
    .bind(i64::from(n.demo))
    .bind(n.created_by)
    .bind(n.now)
    .bind(n.rate_ppm)
    .fetch_one(c)
    .await)
}

/// Counts one more coupon out of an active campaign; false when none is left.
pub async fn take_one(tx: &mut Tx, campaign: i64) -> Result<bool, sqlx::Error> {
    let n = on_tx!(tx, c => sqlx::query(
        "UPDATE coupon_campaigns SET issued = issued + 1 WHERE id = $1 AND status = 1 AND issued < quantity",
    )
    .bind(campaign)
    .execute(c)
    .await
    .map(|r| r.rows_affected()))?;
    Ok(n == 1)
}

pub async fn end_campaign(tx: &mut Tx, id: i64, reason: &str, now: i64) -> Result<bool, sqlx::Error> {
    let n = on_tx!(tx, c => sqlx::query(
        "UPDATE coupon_campaigns SET status = 2, ended_at = $1, end_reason = $2 WHERE id = $3 AND status = 1",
    )
    .bind(now)
    .bind(reason)
    .bind(id)
    .execute(c)
    .await
    .map(|r| r.rows_affected()))?;
    Ok(n == 1)
}

pub async fn holds(tx: &mut Tx, campaign: i64, user: UserId) -> Result<bool, sqlx::Error> {
    let n = on_tx!(tx, c => sqlx::query_scalar::<_, i64>(
        "SELECT COUNT(*) FROM coupons WHERE campaign_id = $1 AND user_id = $2",
    )
    .bind(campaign)
    .bind(user)
    .fetch_one(c)
    .await)?;
    Ok(n > 0)
}

pub async fn insert_coupon(
    tx: &mut Tx,
    (campaign, user): (i64, UserId),
    expires_at: i64,
    issued_by: Option<i64>,
    now: i64,
) -> Result<i64, sqlx::Error> {
    on_tx!(tx, c => sqlx::query_scalar::<_, i64>(
        "INSERT INTO coupons (campaign_id, user_id, expires_at, issued_by, created_at) VALUES ($1, $2, $3, $4, $5) \
         RETURNING id",
    )
    .bind(campaign)
    .bind(user)
    .bind(expires_at)
    .bind(issued_by)
    .bind(now)
    .fetch_one(c)
    .await)
}

/// A user's account age and VIP level, for eligibility.
pub async fn user_facts(tx: &mut Tx, user: UserId) -> Result<Option<(i64, i64)>, sqlx::Error> {
    on_tx!(tx, c => sqlx::query_as::<_, (i64, i64)>("SELECT created_at, vip_level FROM users WHERE id = $1")
        .bind(user)
        .fetch_optional(c)
        .await)
}

#[derive(Debug, Clone, sqlx::FromRow)]
pub struct CouponRow {
    pub id: i64,
    pub campaign_id: i64,
    pub title: String,
    pub kind: String,
    pub asset_id: AssetId,
    pub value: i64,
    pub rate_ppm: i64,
    pub status: i64,
    pub expires_at: i64,
    pub used_at: Option<i64>,
    pub used_on: String,
    pub covered: i64,
}

macro_rules! coupon_columns {
    () => {
        "c.id, c.campaign_id, k.title, k.kind, k.asset_id, k.value, k.rate_ppm, c.status, c.expires_at, c.used_at, c.used_on, \
         c.covered FROM coupons c JOIN coupon_campaigns k ON k.id = c.campaign_id"
    };
}

/// A user's coupons in a shown state (1 available, 2 used, 3 expired) at `now`, newest first.
pub async fn coupons_page(
    db: &Db,
    (user, shown, now): (UserId, i64, i64),
    limit: i64,
    offset: i64,
) -> Result<(Vec<CouponRow>, i64), sqlx::Error> {
    let rows = on_db!(db, c => sqlx::query_as::<_, CouponRow>(concat!(
        "SELECT ", coupon_columns!(),
        " WHERE c.user_id = $1 AND (CASE WHEN c.status = 2 THEN 2 WHEN c.expires_at > $2 THEN 1 ELSE 3 END) = $3 \
         ORDER BY c.id DESC LIMIT $4 OFFSET $5"
    ))
    .bind(user)
    .bind(now)
    .bind(shown)
    .bind(limit)
    .bind(offset)
    .fetch_all(c)
    .await)?;
    let total = on_db!(db, c => sqlx::query_scalar::<_, i64>(
        "SELECT COUNT(*) FROM coupons c WHERE c.user_id = $1 \
         AND (CASE WHEN c.status = 2 THEN 2 WHEN c.expires_at > $2 THEN 1 ELSE 3 END) = $3",
    )
    .bind(user)
    .bind(now)
    .bind(shown)
    .fetch_one(c)
    .await)?;
    Ok((rows, total))
}

pub async fn usable(db: &Db, user: UserId, kind: &str, now: i64) -> Result<Vec<CouponRow>, sqlx::Error> {
    on_db!(db, c => sqlx::query_as::<_, CouponRow>(concat!(
        "SELECT ", coupon_columns!(),
        " WHERE c.user_id = $1 AND c.status = 1 AND c.expires_at > $2 AND k.kind = $3 ORDER BY c.expires_at, c.id"
    ))
    .bind(user)
    .bind(now)
    .bind(kind)
    .fetch_all(c)
    .await)
}

pub async fn coupon_in(tx: &mut Tx, id: i64) -> Result<Option<CouponRow>, sqlx::Error> {
    on_tx!(tx, c => sqlx::query_as::<_, CouponRow>(concat!("SELECT ", coupon_columns!(), " WHERE c.id = $1"))
        .bind(id)
        .fetch_optional(c)
        .await)
}

/// What unused, unexpired coupons of an asset may still take from `marketing`.
pub async fn promised(tx: &mut Tx, asset: AssetId, now: i64) -> Result<i64, sqlx::Error> {
    on_tx!(tx, c => sqlx::query_scalar::<_, i64>(
        "SELECT CAST(COALESCE(SUM(k.value), 0) AS BIGINT) FROM coupons c \
         JOIN coupon_campaigns k ON k.id = c.campaign_id \
         WHERE c.status = 1 AND c.expires_at > $1 AND k.asset_id = $2",
    )
    .bind(now)
    .bind(asset)
    .fetch_one(c)
    .await)
}

pub async fn find_user(tx: &mut Tx, account: &str) -> Result<Option<UserId>, sqlx::Error> {
    on_tx!(tx, c => sqlx::query_scalar::<_, UserId>("SELECT id FROM users WHERE account = $1")
        .bind(account)
        .fetch_optional(c)
        .await)
}
