//! Coupons' rules for users: who may hold one (pure, below), claiming by code, and the lists.

use super::{
    dto::{CouponView, ListInput},
    repo::{self, CampaignRow, CouponRow},
};
use crate::{
    app::AppState,
    clock,
    db::{Tx, unique_violation},
    error::{AppError, ErrorCode},
    features::site,
    http::pager::{Pager, page_and_limit},
    ids::UserId,
    ledger::catalogue::{self, AssetRow},
    money::{self, Scale},
    rules,
};

pub const DAY_MS: i64 = 86_400_000;
/// Days an account counts as new when the published rule cannot be read.
const NEW_ACCOUNT_DAYS: i64 = 30;
/// Shown states.
pub const AVAILABLE: i64 = 1;
pub const USED: i64 = 2;
pub const EXPIRED: i64 = 3;

/// Whether a user may hold a coupon of a campaign: `all`, an account younger than `new_days` (`new`), or a VIP
/// level of at least `min_level` (`vip`).
pub fn eligible(c: &CampaignRow, (created_at, level): (i64, i64), new_days: i64, now: i64) -> bool {
    match c.eligibility.as_str() {
        "all" => true,
        "new" => now - created_at < new_days * DAY_MS,
        "vip" => level >= c.min_level,
        _ => false,
    }
}

/// The state a coupon shows at `now`.
pub fn shown(status: i64, expires_at: i64, now: i64) -> i64 {
    if status == 2 {
        USED
    } else if expires_at > now {
        AVAILABLE
    } else {
        EXPIRED
    }
}

pub async fn new_days(app: &AppState) -> Result<i64, AppError> {
    let rows = rules::list(&app.db, Some("coupons")).await?;
    Ok(rows
        .iter()
        .find(|r| r.key == "new_account_days")
        .and_then(|r| r.value.parse::<i64>().ok())
        .unwrap_or(NEW_ACCOUNT_DAYS))
}

/// Issues one coupon of `c` to `user` inside the caller's transaction: eligibility, one per user, and the
/// campaign's quantity (counted atomically) apply. Answers the coupon id.
pub async fn issue(
    tx: &mut Tx,
    c: &CampaignRow,
    user: UserId,
    (new_days, issued_by): (i64, Option<i64>),
    now: i64,
) -> Result<i64, AppError> {
    let facts = repo::user_facts(tx, user)
        .await?
        .ok_or(AppError::field("account"))?;
    if c.status != 1 {
        return Err(ErrorCode::CouponSoldOut.into());
    }
    if !eligible(c, facts, new_days, now) {
        return Err(ErrorCode::CouponNotEligible.into());
    }
    if repo::holds(tx, c.id, user).await? {
        return Err(ErrorCode::CouponClaimed.into());
    }
    if !repo::take_one(tx, c.id).await? {
        return Err(ErrorCode::CouponSoldOut.into());
    }
    let expires_at = now + c.valid_days * DAY_MS;
    match repo::insert_coupon(tx, (c.id, user), expires_at, issued_by, now).await {
        Ok(id) => Ok(id),
        Err(err) if unique_violation(&err).is_some() => Err(ErrorCode::CouponClaimed.into()),
        Err(err) => Err(err.into()),
    }
}

pub fn view(r: &CouponRow, assets: &[AssetRow], offset: time::UtcOffset, now: i64) -> CouponView {
    let (currency, scale) = assets
        .iter()
        .find(|a| a.id == r.asset_id)
        .map_or((String::new(), Scale::USDT), |a| (a.symbol.clone(), a.scale));
    CouponView {
        id: r.id,
        campaign_id: r.campaign_id,
        title: r.title.clone(),
        kind: r.kind.clone(),
        value: money::format_short(r.value, scale),
        currency,
        rate: crate::features::lockming::service::percent_short(r.rate_ppm),
        status: shown(r.status, r.expires_at, now),
        expires_at: clock::display(r.expires_at, offset),
        expires_at_ts: r.expires_at,
        used_at: r.used_at.map(|t| clock::display(t, offset)).unwrap_or_default(),
        used_at_ts: r.used_at.unwrap_or(0),
        used_on: r.used_on.clone(),
        covered: money::format_short(r.covered, scale),
    }
}

pub async fn claim(app: &AppState, user: UserId, code: &str) -> Result<CouponView, AppError> {
    let code = code.trim().to_uppercase();
    if code.is_empty() || code.len() > 32 {
        return Err(ErrorCode::CouponInvalid.into());
    }
    let now = app.clock.now_ms();
    let days = new_days(app).await?;
    let mut tx = app.db.begin().await?;
    let c = repo::campaign_by_code(&mut tx, &code)
        .await?
        .ok_or(ErrorCode::CouponInvalid)?;
    let id = issue(&mut tx, &c, user, (days, None), now).await?;
    let row = repo::coupon_in(&mut tx, id)
        .await?
        .ok_or(ErrorCode::CouponInvalid)?;
    tx.commit().await?;
    let offset = site::service::display_offset(app).await?;
    Ok(view(&row, &catalogue::assets(&app.db).await?, offset, now))
}

pub async fn list(
    app: &AppState,
    user: UserId,
    input: &ListInput,
    url: String,
) -> Result<Pager<CouponView>, AppError> {
    let (page, limit) = page_and_limit(input.page, input.limit);
    let status = input.status.unwrap_or(AVAILABLE);
    if !(AVAILABLE..=EXPIRED).contains(&status) {
        return Err(AppError::field("status"));
    }
    let now = app.clock.now_ms();
    let (rows, total) = repo::coupons_page(&app.db, (user, status, now), limit, (page - 1) * limit).await?;
    let offset = site::service::display_offset(app).await?;
    let assets = catalogue::assets(&app.db).await?;
    let data = rows.iter().map(|r| view(r, &assets, offset, now)).collect();
    Ok(Pager::new(data, total, page, limit, url))
}

pub async fn usable(app: &AppState, user: UserId, kind: &str) -> Result<Vec<CouponView>, AppError> {
    let now = app.clock.now_ms();
    let rows = repo::usable(&app.db, user, kind, now).await?;
    let offset = site::service::display_offset(app).await?;
    let assets = catalogue::assets(&app.db).await?;
    Ok(rows.iter().map(|r| view(r, &assets, offset, now)).collect())
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ids::AssetId;

    fn campaign(eligibility: &str, min_level: i64) -> CampaignRow {
        CampaignRow {
            id: 1,
            title: "Welcome".into(),
            kind: "fee".into(),
            asset_id: AssetId(3),
            value: 500_000_000,
            rate_ppm: 0,
            quantity: 10,
            issued: 0,
            valid_days: 7,
            code: Some("WELCOME".into()),
            eligibility: eligibility.into(),
            min_level,
            status: 1,
            demo: 0,
            created_at: 0,
        }
    }

    #[test]
    fn a_new_users_campaign_takes_an_account_of_29_days_and_refuses_one_of_30() {
        let now = 100 * DAY_MS;
        let c = campaign("new", 0);
        assert!(eligible(&c, (now - 29 * DAY_MS, 0), 30, now));
        assert!(!eligible(&c, (now - 30 * DAY_MS, 0), 30, now));
    }

    #[test]
    fn a_vip_campaign_of_level_2_refuses_level_1_and_takes_level_3() {
        let c = campaign("vip", 2);
        assert!(!eligible(&c, (0, 1), 30, 0));
        assert!(eligible(&c, (0, 3), 30, 0));
        assert!(eligible(&campaign("all", 0), (0, 0), 30, 0));
    }

    #[test]
    fn an_unused_coupon_is_expired_from_its_expiry_millisecond_on() {
        assert_eq!(shown(1, 1_000, 999), AVAILABLE);
        assert_eq!(shown(1, 1_000, 1_000), EXPIRED);
        assert_eq!(shown(2, 1_000, 5_000), USED, "a used coupon stays used");
    }
}
