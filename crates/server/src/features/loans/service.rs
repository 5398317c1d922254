//! Loans' rules and calls. An application pledges its collateral in the transaction that records it; repayment,
//! cancellation and top-ups are single transactions on the loan's state as read; interest and liquidation belong
//! to the loan task (`crate::loans`).

use super::{
    dto::{
        AddCollateralInput, ApplyInput, LoanCollateral, LoanConfig, LoanEligibility, LoanLiquidation,
        LoanOfferView, LoanOfficers, LoanRules, LoanView,
    },
    repo::{self, NewLoan},
};
use crate::{
    app::AppState,
    clock,
    error::{AppError, ErrorCode},
    features::{reserve, site, wallet},
    http::pager::Pager,
    i18n::{self, Lang},
    idempotency::{self, Claim},
    ids::{AssetId, UserId},
    ledger::{self, AccountKind, Leg, Owner, Posting, SystemRole, TxKind, catalogue::AssetRow},
    loans::{self, Holding, days_since, interest_of_days, repo::LoanRow, repo::OfferRow, status},
    money::{self, Scale},
};

/// Rates travel as percent with up to four decimals: "0.05" is 500 ppm.
pub const PERCENT: Scale = Scale::new(4);

/// The lending reserve (`lending`), one account per asset.
pub const RESERVE: reserve::Reserve = reserve::Reserve {
    role: SystemRole::Lending,
    fund: (TxKind::LendingFund, "loans.reserve.fund"),
    withdraw: (TxKind::LendingWithdraw, "loans.reserve.withdraw"),
};

pub fn percent(ppm: i64) -> String {
    money::format(ppm, PERCENT)
}

/// A ratio in ppm as a whole percent with two decimals ("110.00").
pub fn ratio(ppm: i64) -> String {
    money::format(ppm / 100, Scale::new(2))
}

fn asset_of(assets: &[AssetRow], id: AssetId) -> Result<&AssetRow, AppError> {
    assets
        .iter()
        .find(|a| a.id == id)
        .ok_or(AppError::field("currency"))
}

/// The risk rate of `collateral` against `debt` at the index now, in ppm.
pub fn risk_now(app: &AppState, collateral: Holding, debt: Holding) -> Option<i64> {
    let cp = loans::price_of(&app.market, collateral.asset)?;
    let lp = loans::price_of(&app.market, debt.asset)?;
    loans::risk_ppm(
        loans::value(collateral.amount, collateral.scale, cp),
        loans::value_up(debt.amount, debt.scale, lp),
    )
}

/// Whether an asset can be pledged: a stablecoin, or a coin with an external index against USDT (never one its
/// own book prices, ADR 67).
fn accepted(app: &AppState, a: &AssetRow) -> bool {
    loans::is_stable(a.id)
        || app
            .market
            .usdt_market(a.id)
            .is_some_and(|m| !app.market.is_book_priced(m.id()))
}

async fn setting(app: &AppState, key: &str) -> Result<String, AppError> {
    Ok(site::repo::setting(&app.db, key)
        .await?
        .map(|s| s.value)
        .unwrap_or_default())
}

pub async fn config(app: &AppState) -> Result<LoanConfig, AppError> {
    let assets = ledger::catalogue::assets(&app.db).await?;
    let mut offers = Vec::new();
    for o in repo::offers(&app.db, true).await? {
        offers.push(offer_view(app, &assets, &o).await?);
    }
    let collateral = assets
        .iter()
        .filter(|a| accepted(app, a))
        .filter_map(|a| {
            let price = loans::price_of(&app.market, a.id)?;
            Some(LoanCollateral {
                currency_id: a.id,
                currency_name: a.symbol.clone(),
                currency_logo: a.logo.clone(),
                price: money::format(price, Scale::USDT),
            })
        })
        .collect();
    Ok(LoanConfig {
        offers,
        collateral,
        rules: LoanRules {
            settle_days: loans::SETTLE_DAYS,
            processing: "1-3 days".into(),
            stable: vec!["USDT".into(), "USDC".into()],
        },
        officers: LoanOfficers {
            online_service: setting(app, "online_service").await?,
            loan_officer: setting(app, "loan_officer").await?,
            repayment_officer: setting(app, "repayment_officer").await?,
        },
    })
}

pub async fn offer_view(
    app: &AppState,
    assets: &[AssetRow],
    o: &OfferRow,
) -> Result<LoanOfferView, AppError> {
    let a = asset_of(assets, o.asset_id)?;
    let mut tx = app.db.begin_snapshot().await?;
    let lendable =
        RESERVE.held(&mut tx, o.asset_id).await? - repo::pending_amount(&mut tx, o.asset_id).await?;
    drop(tx);
    Ok(LoanOfferView {
        id: o.id,
        currency_id: a.id,
        currency_name: a.symbol.clone(),
        currency_logo: a.logo.clone(),
        day_rate: percent(o.day_rate_ppm),
        overdue_rate: percent(o.overdue_rate_ppm),
        min_amount: money::format(o.min_amount, a.scale),
        max_amount: money::format(o.max_amount, a.scale),
        min_days: o.min_days,
        max_days: o.max_days,
        initial_rate: ratio(o.initial_ppm),
        liquidation_rate: ratio(o.liquidation_ppm),
        lendable: money::format(lendable.max(0), a.scale),
        status: o.status,
        demo: o.demo,
    })
}

pub async fn eligibility(app: &AppState, user_id: UserId) -> Result<LoanEligibility, AppError> {
    let mut tx = app.db.begin_snapshot().await?;
    let eligible = repo::eligible(&mut tx, user_id).await?;
    drop(tx);
    Ok(LoanEligibility {
        eligible,
        reason: if eligible { "granted" } else { "none" }.into(),
    })
}

pub async fn apply(
    app: &AppState,
    user_id: UserId,
    input: ApplyInput,
    key: Option<String>,
) -> Result<i64, AppError> {
    let now = app.clock.now_ms();
    let claim = key.map(|key| {
        let fields = [
            input.offer_id.to_string(),
            input.amount.clone(),
            input.days.to_string(),
            input.collateral_currency.to_string(),
            input.collateral_amount.clone(),
        ];
        let fields: Vec<&str> = fields.iter().map(String::as_str).collect();
        Claim::new(user_id, key, "/loan/apply", &fields, now)
    });
    if let Some(claim) = &claim
        && let Some(answer) = idempotency::earlier_answer(&app.db, claim).await?
    {
        return answer.as_i64().ok_or(ErrorCode::IdempotencyConflict.into());
    }
    let assets = ledger::catalogue::assets(&app.db).await?;
    let mut tx = app.db.begin().await?;
    if !repo::eligible(&mut tx, user_id).await? {
        return Err(ErrorCode::LoanNotEligible.into());
    }
    let offer = repo::offer(&mut tx, input.offer_id)
        .await?
        .filter(|o| o.status == 1)
        .ok_or(AppError::field("offer_id"))?;
    let a = asset_of(&assets, offer.asset_id)?;
    let amount = money::parse(&input.amount, a.scale)
        .filter(|v| (offer.min_amount..=offer.max_amount).contains(v))
        .ok_or(AppError::field("amount"))?;
    if !(offer.min_days..=offer.max_days).contains(&input.days) {
        return Err(AppError::field("days"));
    }
    let c = asset_of(&assets, input.collateral_currency)
        .ok()
        .filter(|c| c.id != a.id && accepted(app, c))
        .ok_or(AppError::field("collateral_currency"))?;
    let collateral = money::parse(&input.collateral_amount, c.scale)
        .filter(|v| *v > 0)
        .ok_or(AppError::field("collateral_amount"))?;
    let rate = risk_now(
        app,
        Holding {
            asset: c.id,
            scale: c.scale,
            amount: collateral,
        },
        Holding {
            asset: a.id,
            scale: a.scale,
            amount,
        },
    );
    if rate.is_none_or(|r| r < offer.initial_ppm) {
        return Err(ErrorCode::LoanCollateralShort.into());
    }
    let held = RESERVE.taken(&mut tx, a.id, now).await?;
    if held - repo::pending_amount(&mut tx, a.id).await? < amount {
        return Err(ErrorCode::LoanReserveShort.into());
    }
    let id = repo::insert(
        &mut tx,
        &NewLoan {
            user_id,
            offer: &offer,
            amount,
            days: input.days,
            collateral_asset_id: c.id,
            collateral,
            now,
        },
    )
    .await?;
    pledge(&mut tx, user_id, id, c.id, collateral, now).await?;
    let answer = serde_json::Value::from(id);
    if let Some(earlier) = idempotency::commit(tx, &app.db, claim.as_ref(), &answer).await? {
        return earlier.as_i64().ok_or(ErrorCode::IdempotencyConflict.into());
    }
    wallet::service::publish_balance(&app.db, &app.fanout, user_id, c.id, "change").await;
    Ok(id)
}

async fn pledge(
    tx: &mut crate::db::Tx,
    user_id: UserId,
    id: i64,
    asset: AssetId,
    amount: i64,
    now: i64,
) -> Result<(), AppError> {
    ledger::post(
        tx,
        &Posting {
            kind: TxKind::LoanPledge,
            reference: &format!("loan:{id}"),
            memo: "",
            idempotency_key: None,
            legs: vec![
                Leg::available(Owner::User(user_id, AccountKind::Change), asset, -amount),
                Leg::available(Owner::System(SystemRole::LoanCollateral), asset, amount),
            ],
            now,
        },
    )
    .await?;
    Ok(())
}

/// Returns a loan's whole collateral to its borrower.
pub(super) async fn release(tx: &mut crate::db::Tx, l: &LoanRow, now: i64) -> Result<(), AppError> {
    ledger::post(
        tx,
        &Posting {
            kind: TxKind::LoanRelease,
            reference: &format!("loan:{}", l.id),
            memo: "",
            idempotency_key: Some(&format!("loan_release:{}", l.id)),
            legs: vec![
                Leg::available(
                    Owner::System(SystemRole::LoanCollateral),
                    l.collateral_asset_id,
                    -l.collateral,
                ),
                Leg::available(
                    Owner::User(l.user_id, AccountKind::Change),
                    l.collateral_asset_id,
                    l.collateral,
                ),
            ],
            now,
        },
    )
    .await?;
    Ok(())
}

async fn own_loan(tx: &mut crate::db::Tx, user_id: UserId, id: i64) -> Result<LoanRow, AppError> {
    loans::repo::loan_in(tx, id)
        .await?
        .filter(|l| l.user_id == user_id)
        .ok_or(AppError::field("id"))
}

pub async fn cancel(app: &AppState, lang: Lang, user_id: UserId, id: i64) -> Result<String, AppError> {
    let now = app.clock.now_ms();
    let mut tx = app.db.begin().await?;
    let l = own_loan(&mut tx, user_id, id).await?;
    if !repo::set_status(&mut tx, id, status::PENDING, status::CANCELLED, now).await? {
        return Err(ErrorCode::LoanState.into());
    }
    release(&mut tx, &l, now).await?;
    tx.commit().await?;
    wallet::service::publish_balance(&app.db, &app.fanout, user_id, l.collateral_asset_id, "change").await;
    Ok(i18n::text(lang, "saved", &[]))
}

/// The interest a repayment pays at `now`: what is owed, the whole days not yet accrued, and the day under way.
pub fn interest_to_repay(l: &LoanRow, now: i64) -> i64 {
    let Some(disbursed_at) = l.disbursed_at else {
        return l.interest_owed;
    };
    let (days, partial) = days_since(disbursed_at, now);
    let to = days + i64::from(partial);
    let rates = (l.day_rate_ppm, l.overdue_rate_ppm);
    l.interest_owed + interest_of_days(l.amount, l.days, rates, l.accrued_days, to.max(l.accrued_days))
}

pub async fn repay(app: &AppState, lang: Lang, user_id: UserId, id: i64) -> Result<String, AppError> {
    let now = app.clock.now_ms();
    let mut tx = app.db.begin().await?;
    repo::hold(&mut tx, id).await?;
    let l = own_loan(&mut tx, user_id, id).await?;
    if l.status != status::ACTIVE {
        return Err(ErrorCode::LoanState.into());
    }
    let interest = interest_to_repay(&l, now);
    if !repo::repaid(&mut tx, &l, interest, now).await? {
        return Err(ErrorCode::LoanState.into());
    }
    let user = Owner::User(user_id, AccountKind::Change);
    let lending = Owner::System(SystemRole::Lending);
    let pledged = Owner::System(SystemRole::LoanCollateral);
    let due = l.amount + interest;
    ledger::post(
        &mut tx,
        &Posting {
            kind: TxKind::LoanRepay,
            reference: &format!("loan:{id}"),
            memo: "",
            idempotency_key: Some(&format!("loan_repay:{id}")),
            legs: vec![
                Leg::available(user, l.asset_id, -due),
                Leg::available(lending, l.asset_id, due),
                Leg::available(pledged, l.collateral_asset_id, -l.collateral),
                Leg::available(user, l.collateral_asset_id, l.collateral),
            ],
            now,
        },
    )
    .await?;
    tx.commit().await?;
    app.loans.changed();
    for asset in [l.asset_id, l.collateral_asset_id] {
        wallet::service::publish_balance(&app.db, &app.fanout, user_id, asset, "change").await;
    }
    Ok(i18n::text(lang, "saved", &[]))
}

pub async fn add_collateral(
    app: &AppState,
    lang: Lang,
    user_id: UserId,
    input: AddCollateralInput,
) -> Result<String, AppError> {
    let now = app.clock.now_ms();
    let assets = ledger::catalogue::assets(&app.db).await?;
    let mut tx = app.db.begin().await?;
    let l = own_loan(&mut tx, user_id, input.id).await?;
    let c = asset_of(&assets, l.collateral_asset_id)?;
    let amount = money::parse(&input.amount, c.scale)
        .filter(|v| *v > 0)
        .ok_or(AppError::field("amount"))?;
    if !repo::add_collateral(&mut tx, l.id, amount).await? {
        return Err(ErrorCode::LoanState.into());
    }
    pledge(&mut tx, user_id, l.id, c.id, amount, now).await?;
    tx.commit().await?;
    app.loans.changed();
    wallet::service::publish_balance(&app.db, &app.fanout, user_id, c.id, "change").await;
    Ok(i18n::text(lang, "saved", &[]))
}

/// A page of loans as the app (`user` > 0) or the console (`user` = 0, with borrowers) shows them.
pub async fn list(
    app: &AppState,
    user: i64,
    status: Option<i64>,
    (page, limit): (i64, i64),
    url: String,
) -> Result<Pager<LoanView>, AppError> {
    let assets = ledger::catalogue::assets(&app.db).await?;
    let offset = site::service::display_offset(app).await?;
    let (status, offset_rows) = (status.unwrap_or(-1), (page - 1) * limit);
    let (rows, total) = repo::page(&app.db, user, status, limit, offset_rows).await?;
    let emails = if user == 0 {
        repo::emails(&app.db, status, limit, offset_rows).await?
    } else {
        Vec::new()
    };
    let mut data = Vec::with_capacity(rows.len());
    for l in rows {
        let (Ok(a), Ok(c)) = (
            asset_of(&assets, l.asset_id),
            asset_of(&assets, l.collateral_asset_id),
        ) else {
            continue;
        };
        let email = emails
            .iter()
            .find(|(id, _)| *id == l.user_id)
            .map(|(_, e)| e.clone());
        data.push(view(app, &l, (a, c), offset, email));
    }
    Ok(Pager::new(data, total, page, limit, url))
}

fn view(
    app: &AppState,
    l: &LoanRow,
    (a, c): (&AssetRow, &AssetRow),
    offset: time::UtcOffset,
    email: Option<String>,
) -> LoanView {
    let shown = |ts: Option<i64>| ts.map(|t| clock::display(t, offset)).unwrap_or_default();
    let open = l.status == status::ACTIVE || l.status == status::PENDING;
    let rate = open
        .then(|| {
            risk_now(
                app,
                Holding {
                    asset: c.id,
                    scale: c.scale,
                    amount: l.collateral,
                },
                Holding {
                    asset: a.id,
                    scale: a.scale,
                    amount: l.debt(),
                },
            )
        })
        .flatten();
    let usdt = |v: Option<i64>| money::format(v.unwrap_or(0), Scale::USDT);
    let liquidation = (l.status == status::LIQUIDATED).then(|| LoanLiquidation {
        sample_ts: l.liq_sample_ts.unwrap_or(0),
        collateral_price: usdt(l.liq_collateral_price),
        loan_price: usdt(l.liq_loan_price),
        source: l.liq_source.clone().unwrap_or_default(),
        collateral_value: usdt(l.liq_collateral_value),
        debt_value: usdt(l.liq_debt_value),
        collateral_taken: money::format(l.liq_taken.unwrap_or(0), c.scale),
        collateral_returned: money::format(l.liq_returned.unwrap_or(0), c.scale),
        shortfall: money::format(l.liq_shortfall.unwrap_or(0), a.scale),
    });
    LoanView {
        id: l.id,
        offer_id: l.offer_id,
        user_id: email.is_some().then_some(l.user_id.0),
        email,
        currency_id: a.id,
        currency_name: a.symbol.clone(),
        amount: money::format(l.amount, a.scale),
        days: l.days,
        day_rate: percent(l.day_rate_ppm),
        overdue_rate: percent(l.overdue_rate_ppm),
        collateral_currency_id: c.id,
        collateral_currency_name: c.symbol.clone(),
        collateral_amount: money::format(l.collateral, c.scale),
        interest_owed: money::format(l.interest_owed, a.scale),
        interest_paid: money::format(l.interest_paid, a.scale),
        debt: money::format(if open { l.debt() } else { 0 }, a.scale),
        risk_rate: rate.map(ratio).unwrap_or_default(),
        liquidation_rate: ratio(l.liquidation_ppm),
        status: l.status,
        reject_reason: l.reject_reason.clone(),
        applied_at: clock::display(l.applied_at, offset),
        applied_at_ts: l.applied_at,
        disbursed_at: shown(l.disbursed_at),
        disbursed_at_ts: l.disbursed_at,
        due_at: shown(l.due_at),
        due_at_ts: l.due_at,
        closed_at: shown(l.closed_at),
        closed_at_ts: l.closed_at,
        liquidation,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn loan(interest_owed: i64, accrued_days: i64) -> LoanRow {
        LoanRow {
            id: 1,
            user_id: UserId(1),
            offer_id: 1,
            asset_id: crate::market::USDT,
            amount: 1_000_000_000_000,
            days: 7,
            day_rate_ppm: 500,
            overdue_rate_ppm: 5_000,
            liquidation_ppm: 1_100_000,
            collateral_asset_id: AssetId(1),
            collateral: 100_000_000,
            status: status::ACTIVE,
            interest_owed,
            interest_paid: 0,
            accrued_days,
            settled_days: 0,
            reject_reason: String::new(),
            applied_at: 0,
            disbursed_at: Some(0),
            due_at: Some(7 * loans::DAY_MS),
            closed_at: None,
            liq_sample_ts: None,
            liq_collateral_price: None,
            liq_loan_price: None,
            liq_source: None,
            liq_collateral_value: None,
            liq_debt_value: None,
            liq_taken: None,
            liq_returned: None,
            liq_shortfall: None,
        }
    }

    #[test]
    fn repaying_within_the_first_day_pays_that_day() {
        // 10 000 USDT at 0.05 % a day: 5 USDT for the day under way.
        assert_eq!(interest_to_repay(&loan(0, 0), 1), 500_000_000);
    }

    #[test]
    fn repaying_pays_what_is_owed_and_the_days_not_yet_accrued() {
        let l = loan(1_000_000_000, 2);
        // Day 3 has ended and day 4 is under way: two more days at 5 USDT.
        assert_eq!(
            interest_to_repay(&l, 3 * loans::DAY_MS + 5),
            1_000_000_000 + 1_000_000_000
        );
    }

    #[test]
    fn repaying_after_the_due_date_pays_the_overdue_rate_for_those_days() {
        let l = loan(3_500_000_000, 7);
        // Day 8 under way: 0.5 % of 10 000 = 50 USDT.
        assert_eq!(
            interest_to_repay(&l, 7 * loans::DAY_MS + 1),
            3_500_000_000 + 5_000_000_000
        );
    }

    #[test]
    fn ratios_read_as_percent_with_two_decimals() {
        assert_eq!(ratio(1_100_000), "110.00");
        assert_eq!(ratio(1_234_567), "123.45");
        assert_eq!(percent(500), "0.0500");
    }
}
