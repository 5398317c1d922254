//! Lock mining's rules and calls. Deposits and redemptions are single transactions; the daily interest and the
//! maturity are paid by `crate::earn`, which redemption also calls for days already due.

use super::{
    dto::{DepositInput, LockOrder, LockOrderList, LockProduct},
    repo::{self, NewPosition},
};
use crate::{
    app::AppState,
    clock,
    db::Tx,
    earn::{
        self, DAY_MS, PPM,
        repo::{PositionRow, ProductRow},
    },
    error::{AppError, ErrorCode},
    features::{reserve, site, wallet},
    i18n::{self, Lang},
    idempotency::{self, Claim},
    ids::{AssetId, UserId},
    ledger::{self, AccountKind, Leg, Owner, Posting, SystemRole, TxKind},
    money::{self, Scale},
};

/// Rates and penalty ratios travel as percent with up to four decimals: "0.35" is 3 500 ppm.
pub const PERCENT: Scale = Scale::new(4);

/// Lock mining's funded reserve (`earn_reserve`), one account per asset.
pub const RESERVE: reserve::Reserve = reserve::Reserve {
    role: SystemRole::EarnReserve,
    fund: (TxKind::EarnReserveFund, "lockming.reserve.fund"),
    withdraw: (TxKind::EarnReserveWithdraw, "lockming.reserve.withdraw"),
};

/// Whole days of a position's term not yet completed at `now`.
pub fn remaining_days(start_at: i64, days: i64, now: i64) -> i64 {
    let elapsed = (now - start_at).max(0) / DAY_MS;
    (days - elapsed).max(0)
}

/// The early-redemption penalty: ratio × remaining days × amount, rounded up (the user pays it), never more than
/// the amount.
pub fn penalty(amount: i64, penalty_ppm: i64, remaining_days: i64) -> i64 {
    let product = i128::from(amount) * i128::from(penalty_ppm) * i128::from(remaining_days.max(0));
    let rounded_up = (product + PPM - 1) / PPM;
    i64::try_from(rounded_up.min(i128::from(amount))).unwrap_or(amount)
}

/// The most an asset's lock-mining products may still owe: for each product on sale, its unsold quota at the
/// maximum rate for its full term; for each open position, its unpaid days at the maximum rate it was sold at and
/// what its boost coupon reserved and has not paid.
pub fn owed_at_most(products: &[ProductRow], positions: &[PositionRow]) -> i64 {
    let unsold = products
        .iter()
        .map(|p| i128::from(earn::most_interest(p.quota - p.sold, p.rate_max_ppm, p.days)));
    let open = positions.iter().map(|p| {
        i128::from(earn::most_interest(
            p.amount,
            p.rate_max_ppm,
            p.days - p.paid_days,
        )) + i128::from(p.boost_left())
    });
    i64::try_from(unsold.chain(open).sum::<i128>()).unwrap_or(i64::MAX)
}

/// How much of what may be owed the reserve holds, in whole percent rounded down; 100 when nothing is owed.
pub fn cover_percent(reserve: i64, owed: i64) -> i64 {
    if owed <= 0 {
        return 100;
    }
    i64::try_from(i128::from(reserve.max(0)) * 100 / i128::from(owed)).unwrap_or(i64::MAX)
}

pub(super) fn percent(ppm: i64) -> String {
    money::format(ppm, PERCENT)
}

/// A rate in parts per million as a plain fraction: 3500 is "0.003500" (0.35 %), as existing clients read
/// `day_rate` (they multiply it by 100 to show a percent; ADR 75).
pub(super) fn fraction(ppm: i64) -> String {
    money::format(ppm, Scale::new(6))
}

/// A percent without trailing zeros, as the product's range reads: "0.3", "0.35", "1".
pub fn percent_short(ppm: i64) -> String {
    let text = percent(ppm);
    text.trim_end_matches('0').trim_end_matches('.').to_string()
}

/// What an asset's earn reserve holds, and the most its products on sale and open positions may still owe.
pub(super) async fn cover(tx: &mut Tx, asset_id: AssetId) -> Result<(i64, i64), sqlx::Error> {
    let reserve = RESERVE.held(tx, asset_id).await?;
    let products = repo::products_owing(tx, asset_id, 0).await?;
    let positions = repo::open_positions(tx, asset_id).await?;
    Ok((reserve, owed_at_most(&products, &positions)))
}

pub async fn config(app: &AppState, lang: Lang, page: i64, limit: i64) -> Result<Vec<LockProduct>, AppError> {
    let assets = ledger::catalogue::assets(&app.db).await?;
    let offset = site::service::display_offset(app).await?;
    let today = earn::day_of(app.clock.now_ms());
    let mut tx = app.db.begin_snapshot().await?;
    let products = repo::products_on_sale(&mut tx, limit, (page - 1) * limit).await?;
    let mut out = Vec::with_capacity(products.len());
    for p in products {
        let Some(a) = assets.iter().find(|a| a.id == p.asset_id) else {
            continue;
        };
        let rate = repo::rate(&mut tx, p.id, today)
            .await?
            .unwrap_or(earn::default_rate(p.rate_min_ppm, p.rate_max_ppm));
        let next = repo::rate(&mut tx, p.id, today + 1).await?;
        let (reserve, owed) = cover(&mut tx, p.asset_id).await?;
        out.push(LockProduct {
            id: p.id,
            currency_id: p.asset_id,
            currency_name: a.symbol.clone(),
            currency_logo: a.logo.clone(),
            name: i18n::demo::shown(&p.name, lang),
            day: p.days,
            interest_rate: percent(rate),
            interest_rate_min: percent(p.rate_min_ppm),
            interest_rate_max: percent(p.rate_max_ppm),
            intro: format!(
                "{}%-{}%",
                percent_short(p.rate_min_ppm),
                percent_short(p.rate_max_ppm)
            ),
            save_min: money::format(p.min_amount, a.scale),
            cancel_rate: percent(p.penalty_ppm),
            next_interest_rate: next.map(percent),
            reserve_cover: cover_percent(reserve, owed).to_string(),
            remaining: money::format(p.quota - p.sold, a.scale),
            demo: p.demo,
            created_at: clock::display(p.created_at, offset),
            created_at_ts: p.created_at,
        });
    }
    drop(tx);
    Ok(out)
}

pub async fn orders(
    app: &AppState,
    user_id: UserId,
    status: i64,
    page: i64,
    limit: i64,
) -> Result<LockOrderList, AppError> {
    let assets = ledger::catalogue::assets(&app.db).await?;
    let offset = site::service::display_offset(app).await?;
    let now = app.clock.now_ms();
    let today = earn::day_of(now);
    let mut tx = app.db.begin_snapshot().await?;
    let rows = repo::user_positions(&mut tx, user_id, status, limit, (page - 1) * limit).await?;
    let mut order_list = Vec::with_capacity(rows.len());
    for p in rows {
        let Some(a) = assets.iter().find(|a| a.id == p.asset_id) else {
            continue;
        };
        let rate = match repo::rate(&mut tx, p.product_id, today).await? {
            Some(rate) => rate,
            None => {
                let product = repo::product(&mut tx, p.product_id).await?;
                product.map_or(0, |p| earn::default_rate(p.rate_min_ppm, p.rate_max_ppm))
            }
        };
        let fee = match p.status {
            1 => penalty(p.amount, p.penalty_ppm, remaining_days(p.start_at, p.days, now)),
            _ => p.penalty.unwrap_or(0),
        };
        let fee_str = money::format(fee, a.scale);
        order_list.push(LockOrder {
            id: p.id,
            config_id: p.product_id,
            currency_name: a.symbol.clone(),
            amount: money::format(p.amount, a.scale),
            day_rate: fraction(rate),
            day_rate_percent: percent(rate),
            total_interest: money::format(p.total_interest, a.scale),
            start_at: clock::display(p.start_at, offset),
            end_at: clock::display(p.end_at, offset),
            start_at_ts: p.start_at,
            end_at_ts: p.end_at,
            status: p.status,
            cancel_fee: fee_str.parse().unwrap_or(0.0),
            cancel_fee_str: fee_str,
            boost_rate: percent_short(p.boost_ppm),
            boost_cap: money::format(p.boost_cap, a.scale),
            boost_paid: money::format(p.boost_paid, a.scale),
        });
    }
    drop(tx);
    Ok(LockOrderList { order_list })
}

pub async fn deposit(
    app: &AppState,
    lang: Lang,
    user_id: UserId,
    input: DepositInput,
    key: Option<String>,
) -> Result<String, AppError> {
    let now = app.clock.now_ms();
    let claim = key.map(|key| {
        let fields = [
            input.config_id.to_string(),
            input.amount.clone(),
            input.coupon_id.map(|c| c.to_string()).unwrap_or_default(),
        ];
        let fields: Vec<&str> = fields.iter().map(String::as_str).collect();
        Claim::new(user_id, key, "/lh/deposit", &fields, now)
    });
    if let Some(claim) = &claim
        && let Some(answer) = idempotency::earlier_answer(&app.db, claim).await?
    {
        return idempotency::text_of(answer);
    }
    // Read before the transaction: a transaction waiting for a second connection could exhaust the pool.
    let assets = ledger::catalogue::assets(&app.db).await?;
    let mut tx = app.db.begin().await?;
    let product = repo::product(&mut tx, input.config_id)
        .await?
        .ok_or(AppError::field("config_id"))?;
    if product.status != 1 {
        return Err(ErrorCode::NotOnSale.into());
    }
    let a = assets
        .into_iter()
        .find(|a| a.id == product.asset_id)
        .ok_or(AppError::field("config_id"))?;
    let amount = money::parse(&input.amount, a.scale)
        .filter(|v| *v > 0)
        .ok_or(ErrorCode::InvalidAmount)?;
    if amount < product.min_amount {
        return Err(ErrorCode::BelowMinimum.into());
    }
    if !repo::take_quota(&mut tx, product.id, amount).await? {
        return Err(ErrorCode::SoldOut.into());
    }
    let id = repo::insert_position(
        &mut tx,
        &NewPosition {
            user_id,
            product: product.clone(),
            amount,
            now,
        },
    )
    .await?;
    ledger::post(
        &mut tx,
        &Posting {
            kind: TxKind::LockDeposit,
            reference: &format!("lock_position:{id}"),
            memo: &product.name,
            idempotency_key: None,
            legs: vec![
                Leg::available(Owner::User(user_id, AccountKind::Change), a.id, -amount),
                Leg::available(Owner::System(SystemRole::EarnLocked), a.id, amount),
            ],
            now,
        },
    )
    .await?;
    if let Some(coupon) = input.coupon_id {
        let reference = format!("lock_position:{id}");
        let days = product.days;
        let most = move |rate: i64| earn::most_interest(amount, rate, days);
        let (reserved, rate) =
            crate::coupons::use_for_boost(&mut tx, (user_id, coupon), a.id, &most, (&reference, now)).await?;
        earn::repo::set_boost(&mut tx, id, coupon, (rate, reserved)).await?;
    }
    let answer = serde_json::Value::String(i18n::text(lang, "lock_deposited", &[]));
    if let Some(earlier) = idempotency::commit(tx, &app.db, claim.as_ref(), &answer).await? {
        return idempotency::text_of(earlier);
    }
    wallet::service::publish_balance(&app.db, &app.fanout, user_id, a.id, "change").await;
    idempotency::text_of(answer)
}

pub async fn cancel(app: &AppState, lang: Lang, user_id: UserId, id: i64) -> Result<String, AppError> {
    let now = app.clock.now_ms();
    let mut tx = app.db.begin().await?;
    let p = earn::repo::position_in(&mut tx, id)
        .await?
        .filter(|p| p.user_id == user_id)
        .ok_or(ErrorCode::OrderNotFound)?;
    if p.status != 1 {
        return Err(ErrorCode::AlreadyRedeemed.into());
    }
    // Days already due are paid first, at their published rates.
    earn::settle_days(&mut tx, &p, now)
        .await
        .map_err(AppError::internal)?;
    let p = earn::repo::position_in(&mut tx, id)
        .await?
        .ok_or(ErrorCode::OrderNotFound)?;
    if p.status != 1 {
        // Its term ended: it matured, with its principal back in full.
        tx.commit().await?;
        wallet::service::publish_balance(&app.db, &app.fanout, user_id, p.asset_id, "change").await;
        return Err(ErrorCode::AlreadyRedeemed.into());
    }
    let fee = penalty(p.amount, p.penalty_ppm, remaining_days(p.start_at, p.days, now));
    if !repo::redeem(&mut tx, p.id, p.paid_days, fee, now).await? {
        return Err(ErrorCode::AlreadyRedeemed.into());
    }
    let mut legs = vec![Leg::available(
        Owner::System(SystemRole::EarnLocked),
        p.asset_id,
        -p.amount,
    )];
    if p.amount - fee > 0 {
        legs.push(Leg::available(
            Owner::User(user_id, AccountKind::Change),
            p.asset_id,
            p.amount - fee,
        ));
    }
    if fee > 0 {
        legs.push(Leg::available(
            Owner::System(SystemRole::EarnReserve),
            p.asset_id,
            fee,
        ));
    }
    let key = format!("lock_redeem:{}", p.id);
    let reference = format!("lock_position:{}", p.id);
    if let Some(coupon) = p.coupon_id {
        crate::coupons::return_boost(&mut tx, coupon, p.asset_id, p.boost_left(), (&reference, now)).await?;
    }
    ledger::post(
        &mut tx,
        &Posting {
            kind: TxKind::LockRedeem,
            reference: &reference,
            memo: "",
            idempotency_key: Some(&key),
            legs,
            now,
        },
    )
    .await?;
    tx.commit().await?;
    wallet::service::publish_balance(&app.db, &app.fanout, user_id, p.asset_id, "change").await;
    Ok(i18n::text(lang, "lock_redeemed", &[]))
}

#[cfg(test)]
mod tests {
    use super::*;

    const USDT: i64 = 100_000_000;

    #[test]
    fn redeeming_1000_usdt_with_5_of_7_days_left_at_0_4_percent_costs_20_usdt() {
        let start = 1_000 * DAY_MS;
        let now = start + 2 * DAY_MS + 3_600_000;
        assert_eq!(remaining_days(start, 7, now), 5);
        assert_eq!(penalty(1_000 * USDT, 4_000, 5), 20 * USDT);
    }

    #[test]
    fn the_penalty_is_rounded_up_against_the_user_and_never_exceeds_the_amount() {
        assert_eq!(penalty(999, 4_000, 1), 4, "3.996 minor units cost 4");
        assert_eq!(penalty(1_000, 400_000, 7), 1_000);
        assert_eq!(penalty(1_000, 4_000, 0), 0);
    }

    #[test]
    fn a_position_redeemed_the_moment_it_starts_has_all_its_days_left() {
        assert_eq!(remaining_days(5_000, 30, 5_000), 30);
        assert_eq!(remaining_days(5_000, 30, 5_000 + 31 * DAY_MS), 0);
    }

    fn product(quota: i64, sold: i64, rate_max_ppm: i64, days: i64) -> ProductRow {
        ProductRow {
            id: 1,
            asset_id: AssetId(3),
            name: String::new(),
            days,
            min_amount: 1,
            rate_min_ppm: 0,
            rate_max_ppm,
            penalty_ppm: 0,
            quota,
            sold,
            status: 1,
            demo: 0,
            opened_by: None,
            created_at: 0,
        }
    }

    #[test]
    fn a_100000_usdt_quota_for_30_days_at_0_4_percent_needs_a_12000_usdt_reserve() {
        assert_eq!(
            owed_at_most(&[product(100_000 * USDT, 0, 4_000, 30)], &[]),
            12_000 * USDT
        );
    }

    #[test]
    fn an_open_position_owes_only_its_unpaid_days() {
        let position = PositionRow {
            id: 1,
            user_id: UserId(1),
            product_id: 1,
            asset_id: AssetId(3),
            amount: 1_000 * USDT,
            days: 10,
            rate_max_ppm: 4_000,
            penalty_ppm: 0,
            start_at: 0,
            end_at: 10 * DAY_MS,
            paid_days: 4,
            next_due_at: 5 * DAY_MS,
            total_interest: 0,
            status: 1,
            penalty: None,
            closed_at: None,
            coupon_id: None,
            boost_ppm: 0,
            boost_cap: 0,
            boost_paid: 0,
        };
        let sold = product(10_000 * USDT, 1_000 * USDT, 4_000, 10);
        assert_eq!(
            owed_at_most(std::slice::from_ref(&sold), std::slice::from_ref(&position)),
            360 * USDT + 24 * USDT
        );
        let boosted = PositionRow {
            coupon_id: Some(1),
            boost_ppm: 1_000,
            boost_cap: 3 * USDT,
            boost_paid: USDT,
            ..position
        };
        assert_eq!(
            owed_at_most(&[sold], &[boosted]),
            360 * USDT + 24 * USDT + 2 * USDT,
            "and what its boost coupon reserved and has not paid"
        );
    }

    #[test]
    fn a_range_of_3000_to_4000_ppm_reads_0_3_to_0_4_percent() {
        assert_eq!(percent_short(3_000), "0.3");
        assert_eq!(percent_short(3_550), "0.355");
        assert_eq!(percent_short(10_000), "1");
        assert_eq!(percent(3_500), "0.3500");
    }

    #[test]
    fn a_reserve_of_half_what_may_be_owed_covers_50_percent() {
        assert_eq!(cover_percent(50, 100), 50);
        assert_eq!(cover_percent(0, 0), 100);
        assert_eq!(cover_percent(199, 100), 199);
    }
}
