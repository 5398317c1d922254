//! Referral's rules: the published share, how a day's fees become rebates (pure, below), and the calls' views.

use std::collections::BTreeMap;

use super::{
    dto::{InviteView, InviteeView, RebateDetail, RebateFee, RebateToday, RebateTotal, RebateView},
    repo::{self, FeeItem, RebateRow},
};
use crate::{
    app::AppState,
    clock,
    db::Db,
    error::{AppError, ErrorCode},
    features::{account::service as account, site},
    http::pager::Pager,
    ids::{AssetId, UserId},
    ledger::catalogue::{self, AssetRow},
    market::USDT,
    money::{self, Scale},
    rules,
};

pub const DAY_MS: i64 = 86_400_000;
/// A day is paid this long after it ends, so the last fills of the day have committed.
pub const PAY_AFTER_MS: i64 = 5 * 60_000;
const PPM: i64 = 1_000_000;
pub const SAME_PERSON: &str = "same_person";

/// The published share of invitees' fees, in parts per million (rule `referral.rebate_share`, a percent).
pub async fn share_ppm(db: &Db) -> Result<i64, sqlx::Error> {
    let rows = rules::list(db, Some("referral")).await?;
    Ok(rows
        .iter()
        .find(|r| r.key == "rebate_share")
        .and_then(|r| money::parse(&r.value, Scale::new(4)))
        .map_or(0, |v| v.clamp(0, PPM)))
}

/// One invitee's fees of a day in one asset: what is counted, and the rebate it earns.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct DayTotal {
    pub inviter: UserId,
    pub invitee: UserId,
    pub asset: AssetId,
    pub fees: i64,
}

/// Whether a fee counts toward its inviter's rebate: not a spot fill against the inviter.
pub fn counted(item: &FeeItem) -> bool {
    item.other_id != item.inviter_id.get()
}

/// Sums a day's counted fees per invitee and asset.
pub fn day_totals(items: &[FeeItem]) -> Vec<DayTotal> {
    let mut sums: BTreeMap<(UserId, AssetId, UserId), i64> = BTreeMap::new();
    for item in items.iter().filter(|i| counted(i)) {
        *sums
            .entry((item.invitee_id, item.asset_id, item.inviter_id))
            .or_default() += item.fee;
    }
    sums.into_iter()
        .map(|((invitee, asset, inviter), fees)| DayTotal {
            inviter,
            invitee,
            asset,
            fees,
        })
        .collect()
}

/// The rebate on a day's fees: the share, rounded down (the platform pays, so the user receives rounded down).
pub fn rebate(fees: i64, share_ppm: i64) -> i64 {
    money::mul_div_floor(fees, share_ppm, PPM).unwrap_or(0)
}

/// The origin of a request's URL (`https://host:port`).
pub fn origin_of(url: &str) -> &str {
    let after_scheme = url.find("://").map_or(0, |i| i + 3);
    match url[after_scheme..].find('/') {
        Some(i) => &url[..after_scheme + i],
        None => url,
    }
}

fn masked(account: &str) -> String {
    if account.contains('@') {
        account::mask_email(account)
    } else {
        account::mask_tail(account)
    }
}

/// A percent as published: `20`, `12.5`.
fn percent(ppm: i64) -> String {
    let text = money::format(ppm, Scale::new(4));
    text.trim_end_matches('0').trim_end_matches('.').to_string()
}

fn asset_of(assets: &[AssetRow], id: AssetId) -> (String, Scale) {
    assets
        .iter()
        .find(|a| a.id == id)
        .map_or((String::new(), Scale::USDT), |a| (a.symbol.clone(), a.scale))
}

pub async fn invite(app: &AppState, user: UserId, url: &str) -> Result<InviteView, AppError> {
    let code = repo::invite_code(&app.db, user).await?;
    let assets = catalogue::assets(&app.db).await?;
    let totals = repo::totals(&app.db, user)
        .await?
        .into_iter()
        .map(|(asset, amount)| {
            let (symbol, scale) = asset_of(&assets, asset);
            RebateTotal {
                currency: symbol,
                amount: money::format(amount, scale),
            }
        })
        .collect();
    let (_, invitees) = repo::invitees_page(&app.db, user, 1, 0).await?;
    let share = share_ppm(&app.db).await?;
    let today = accruing(app, user, share)
        .await?
        .into_iter()
        .map(|(asset, (fees, amount))| {
            let (symbol, scale) = asset_of(&assets, asset);
            RebateToday {
                currency: symbol,
                fees: money::format(fees, scale),
                amount: money::format(amount, scale),
            }
        })
        .collect();
    Ok(InviteView {
        link: format!(
            "{}/h5/#/pages/common/register?extension_code={code}",
            origin_of(url)
        ),
        invite_code: code,
        invitees,
        rebate_share: percent(share),
        totals,
        today,
    })
}

/// What the running UTC day's fees would pay the inviter if it ended now, per asset (fees counted, rebate): the
/// job's own rule, invitee by invitee and rounded down, without the invitees that look like the inviter.
async fn accruing(
    app: &AppState,
    inviter: UserId,
    share: i64,
) -> Result<BTreeMap<AssetId, (i64, i64)>, AppError> {
    let day = app.clock.now_ms().div_euclid(DAY_MS) * DAY_MS;
    let items = repo::fee_items(&app.db, (day, day + DAY_MS), (0, inviter.get()), USDT).await?;
    let mut sums: BTreeMap<AssetId, (i64, i64)> = BTreeMap::new();
    let mut tx = app.db.begin_snapshot().await?;
    for total in day_totals(&items) {
        if repo::same_person(&mut tx, total.inviter, total.invitee).await? {
            continue;
        }
        let sum = sums.entry(total.asset).or_default();
        sum.0 += total.fees;
        sum.1 += rebate(total.fees, share);
    }
    drop(tx);
    Ok(sums)
}

pub async fn invitees(
    app: &AppState,
    user: UserId,
    (page, limit): (i64, i64),
    url: String,
) -> Result<Pager<InviteeView>, AppError> {
    let offset = site::service::display_offset(app).await?;
    let (rows, total) = repo::invitees_page(&app.db, user, limit, (page - 1) * limit).await?;
    let data = rows
        .iter()
        .map(|r| InviteeView {
            account: masked(&r.account),
            joined_at: clock::display(r.created_at, offset),
            joined_at_ts: r.created_at,
            rebated: r.rebated > 0,
        })
        .collect();
    Ok(Pager::new(data, total, page, limit, url))
}

fn rebate_view(r: &RebateRow, assets: &[AssetRow], offset: time::UtcOffset) -> RebateView {
    let (currency, scale) = asset_of(assets, r.asset_id);
    let day = clock::display(r.day_start, time::UtcOffset::UTC);
    RebateView {
        id: r.id,
        day: day.get(..10).unwrap_or(&day).to_string(),
        invitee: masked(&r.invitee_account),
        currency,
        fees: money::format(r.fees, scale),
        share: percent(r.share_ppm),
        amount: money::format(r.amount, scale),
        status: r.status,
        reason: r.reason.clone(),
        paid_at: clock::display(r.created_at, offset),
        paid_at_ts: r.created_at,
    }
}

pub async fn rebates(
    app: &AppState,
    user: UserId,
    (page, limit): (i64, i64),
    url: String,
) -> Result<Pager<RebateView>, AppError> {
    let offset = site::service::display_offset(app).await?;
    let assets = catalogue::assets(&app.db).await?;
    let (rows, total) = repo::rebates_page(&app.db, user, limit, (page - 1) * limit).await?;
    let data = rows.iter().map(|r| rebate_view(r, &assets, offset)).collect();
    Ok(Pager::new(data, total, page, limit, url))
}

pub async fn detail(app: &AppState, user: UserId, id: i64) -> Result<RebateDetail, AppError> {
    let r = repo::rebate(&app.db, id)
        .await?
        .filter(|r| r.inviter_id == user)
        .ok_or(ErrorCode::NotFound)?;
    let offset = site::service::display_offset(app).await?;
    let assets = catalogue::assets(&app.db).await?;
    let (_, scale) = asset_of(&assets, r.asset_id);
    let items = repo::fee_items(
        &app.db,
        (r.day_start, r.day_start + DAY_MS),
        (r.invitee_id.get(), 0),
        USDT,
    )
    .await?;
    let fees = items
        .iter()
        .filter(|i| i.asset_id == r.asset_id)
        .map(|i| RebateFee {
            product: i.product.clone(),
            reference: match i.product.as_str() {
                "spot" => format!("spot_trade:{}", i.reference_id),
                _ => format!("lever_position:{}", i.reference_id),
            },
            symbol: i.symbol.clone(),
            fee: money::format(i.fee, scale),
            counted: counted(i),
            created_at: clock::display(i.created_at, offset),
            created_at_ts: i.created_at,
        })
        .collect();
    Ok(RebateDetail {
        rebate: rebate_view(&r, &assets, offset),
        fees,
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    fn item(invitee: i64, inviter: i64, asset: i64, fee: i64, other: i64) -> FeeItem {
        FeeItem {
            invitee_id: UserId(invitee),
            inviter_id: UserId(inviter),
            product: "spot".into(),
            reference_id: 1,
            symbol: "BTC/USDT".into(),
            asset_id: AssetId(asset),
            fee,
            other_id: other,
            created_at: 0,
        }
    }

    #[test]
    fn twenty_percent_of_0_1234_usdt_of_fees_is_0_02468_usdt_rounded_down() {
        assert_eq!(rebate(12_340_000, 200_000), 2_468_000);
        assert_eq!(rebate(7, 200_000), 1, "1.4 minor units pay 1");
        assert_eq!(rebate(4, 200_000), 0);
    }

    #[test]
    fn a_days_fees_are_summed_per_invitee_and_asset_leaving_out_fills_against_the_inviter() {
        let items = [
            item(10, 1, 3, 100, 50),
            item(10, 1, 3, 250, 0),
            item(10, 1, 3, 999, 1),
            item(10, 1, 1, 5, 50),
            item(11, 1, 3, 40, 50),
        ];
        let totals = day_totals(&items);
        let of = |invitee: i64, asset: i64| {
            totals
                .iter()
                .find(|t| t.invitee == UserId(invitee) && t.asset == AssetId(asset))
                .map(|t| t.fees)
        };
        assert_eq!(
            of(10, 3),
            Some(350),
            "the 999 fill against the inviter is not counted"
        );
        assert_eq!(of(10, 1), Some(5));
        assert_eq!(of(11, 3), Some(40));
        assert_eq!(totals.len(), 3);
    }

    #[test]
    fn a_share_shows_as_published_without_trailing_zeros() {
        assert_eq!(percent(200_000), "20");
        assert_eq!(percent(125_000), "12.5");
        assert_eq!(percent(0), "0");
    }

    #[test]
    fn the_origin_of_a_request_url_keeps_scheme_host_and_port() {
        assert_eq!(
            origin_of("http://127.0.0.1:8080/api/user/invite"),
            "http://127.0.0.1:8080"
        );
        assert_eq!(origin_of("https://ex.example"), "https://ex.example");
    }
}
