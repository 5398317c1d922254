//! Loans as operators run them: offers published (their terms in the changelog), applications approved from the
//! funded `lending` reserve or rejected with a reason, borrowers granted eligibility, reserves funded and
//! withdrawn. Every action is audited.

use super::{
    repo::{self, OfferTerms},
    service::{PERCENT, RESERVE, percent, ratio, release},
};
use crate::{
    app::AppState,
    error::{AppError, ErrorCode},
    features::{identity, messages::service as messages, reserve, wallet},
    ids::{AssetId, UserId},
    ledger::{self, AccountKind, Leg, Owner, Posting, SystemRole, TxKind, catalogue::AssetRow},
    loans::{self, Holding, status},
    money::{self, Scale},
    operators::{
        Operator,
        audit::{self, Entry},
    },
    rules,
};

/// An offer as an operator describes it; rates in percent, ratios in whole percent.
pub struct OfferInput {
    pub id: i64,
    pub currency: AssetId,
    pub day_rate: String,
    pub overdue_rate: String,
    pub min_amount: String,
    pub max_amount: String,
    pub min_days: i64,
    pub max_days: i64,
    pub initial_rate: String,
    pub liquidation_rate: String,
    pub status: i64,
}

fn rate(text: &str, field: &'static str) -> Result<i64, AppError> {
    money::parse(text, PERCENT)
        .filter(|v| (0..=100_000).contains(v))
        .ok_or(AppError::field(field))
}

fn whole_percent(text: &str, field: &'static str) -> Result<i64, AppError> {
    money::parse(text, Scale::new(2))
        .map(|v| v.saturating_mul(100))
        .filter(|v| (1_000_000..=100_000_000).contains(v))
        .ok_or(AppError::field(field))
}

pub(super) fn terms(input: &OfferInput, scale: Scale) -> Result<OfferTerms, AppError> {
    let amount = |text: &str, field| {
        money::parse(text, scale)
            .filter(|v| *v > 0)
            .ok_or(AppError::field(field))
    };
    let t = OfferTerms {
        asset_id: input.currency,
        day_rate_ppm: rate(&input.day_rate, "day_rate")?,
        overdue_rate_ppm: rate(&input.overdue_rate, "overdue_rate")?,
        min_amount: amount(&input.min_amount, "min_amount")?,
        max_amount: amount(&input.max_amount, "max_amount")?,
        min_days: input.min_days,
        max_days: input.max_days,
        initial_ppm: whole_percent(&input.initial_rate, "initial_rate")?,
        liquidation_ppm: whole_percent(&input.liquidation_rate, "liquidation_rate")?,
        status: input.status,
        demo: 0,
    };
    if t.max_amount < t.min_amount {
        return Err(AppError::field("max_amount"));
    }
    if !(1..=366).contains(&t.min_days) || !(t.min_days..=366).contains(&t.max_days) {
        return Err(AppError::field("max_days"));
    }
    if t.initial_ppm <= t.liquidation_ppm {
        return Err(AppError::field("initial_rate"));
    }
    if !matches!(t.status, 0 | 1) {
        return Err(AppError::field("status"));
    }
    Ok(t)
}

/// Records or changes an offer and publishes its terms; loans already applied for keep the terms they took.
pub async fn save_offer(
    app: &AppState,
    operator: &Operator,
    input: OfferInput,
    ip: &str,
) -> Result<i64, AppError> {
    let now = app.clock.now_ms();
    let a = reserve::asset(&app.db, input.currency).await?;
    let t = terms(&input, a.scale)?;
    let mut tx = app.db.begin().await?;
    let (id, old) = if input.id == 0 {
        (
            repo::insert_offer(&mut tx, &t, Some(operator.id), now).await?,
            String::new(),
        )
    } else {
        let old = repo::offer(&mut tx, input.id)
            .await?
            .ok_or(AppError::field("id"))?;
        if !repo::update_offer(&mut tx, input.id, &t, now).await? {
            return Err(AppError::field("currency"));
        }
        let old_terms = OfferTerms {
            asset_id: old.asset_id,
            day_rate_ppm: old.day_rate_ppm,
            overdue_rate_ppm: old.overdue_rate_ppm,
            min_amount: old.min_amount,
            max_amount: old.max_amount,
            min_days: old.min_days,
            max_days: old.max_days,
            initial_ppm: old.initial_ppm,
            liquidation_ppm: old.liquidation_ppm,
            status: old.status,
            demo: old.demo,
        };
        (input.id, describe(&old_terms, &a.symbol, a.scale))
    };
    let new = describe(&t, &a.symbol, a.scale);
    let key = format!("offer:{id}");
    rules::log_change(
        &mut tx,
        &rules::Change {
            product: "loans",
            key: &key,
            old_value: &old,
            new_value: &new,
            operator_id: operator.id,
            role: operator.role.as_str(),
            at: now,
        },
    )
    .await?;
    let target = format!("loan_offer:{id}");
    audit::record(
        &mut tx,
        &Entry::by(operator, "loans.offer.save", &target, &new, ip, now),
    )
    .await?;
    tx.commit().await?;
    rules::note_change();
    Ok(id)
}

/// An offer's terms as the changelog shows them.
pub fn describe(t: &OfferTerms, symbol: &str, scale: Scale) -> String {
    format!(
        "{symbol}: {}% a day, overdue {}% a day, {}-{} {symbol}, {}-{} days, start at {}% or more, liquidated below {}%, {}",
        percent(t.day_rate_ppm),
        percent(t.overdue_rate_ppm),
        money::format(t.min_amount, scale),
        money::format(t.max_amount, scale),
        t.min_days,
        t.max_days,
        ratio(t.initial_ppm),
        ratio(t.liquidation_ppm),
        if t.status == 1 { "on sale" } else { "closed" },
    )
}

/// Disburses a pending loan from the lending reserve if it holds the amount and the collateral still covers the
/// offer's initial risk rate at the index now.
pub async fn approve(app: &AppState, operator: &Operator, id: i64, ip: &str) -> Result<(), AppError> {
    let now = app.clock.now_ms();
    let assets = ledger::catalogue::assets(&app.db).await?;
    let mut tx = app.db.begin().await?;
    let l = loans::repo::loan_in(&mut tx, id)
        .await?
        .filter(|l| l.status == status::PENDING)
        .ok_or(ErrorCode::LoanState)?;
    let offer = repo::offer(&mut tx, l.offer_id)
        .await?
        .ok_or(AppError::field("id"))?;
    let scale = |asset| assets.iter().find(|a| a.id == asset).map(|a| a.scale);
    let (Some(ls), Some(cs)) = (scale(l.asset_id), scale(l.collateral_asset_id)) else {
        return Err(AppError::field("id"));
    };
    let rate = super::service::risk_now(
        app,
        Holding {
            asset: l.collateral_asset_id,
            scale: cs,
            amount: l.collateral,
        },
        Holding {
            asset: l.asset_id,
            scale: ls,
            amount: l.amount,
        },
    );
    if rate.is_none_or(|r| r < offer.initial_ppm) {
        return Err(ErrorCode::LoanCollateralShort.into());
    }
    if RESERVE.taken(&mut tx, l.asset_id, now).await? < l.amount {
        return Err(ErrorCode::LoanReserveShort.into());
    }
    let due_at = loans::due_at(now, l.days);
    if !repo::disbursed(&mut tx, id, operator.id, now, due_at).await? {
        return Err(ErrorCode::LoanState.into());
    }
    ledger::post(
        &mut tx,
        &Posting {
            kind: TxKind::LoanDisburse,
            reference: &format!("loan:{id}"),
            memo: "",
            idempotency_key: Some(&format!("loan_disburse:{id}")),
            legs: vec![
                Leg::available(Owner::System(SystemRole::Lending), l.asset_id, -l.amount),
                Leg::available(Owner::User(l.user_id, AccountKind::Change), l.asset_id, l.amount),
            ],
            now,
        },
    )
    .await?;
    let amount = loan_amount(&assets, l.asset_id, l.amount);
    let days = l.days.to_string();
    let args = [("amount", amount.as_str()), ("days", days.as_str())];
    messages::note(&mut tx, l.user_id, "loan_approved", &args, now).await?;
    let after = format!("disbursed, due {due_at}");
    audit::record(
        &mut tx,
        &Entry::by(operator, "loans.approve", &format!("loan:{id}"), &after, ip, now),
    )
    .await?;
    tx.commit().await?;
    app.loans.changed();
    wallet::service::publish_balance(&app.db, &app.fanout, l.user_id, l.asset_id, "change").await;
    messages::publish(app, l.user_id).await;
    Ok(())
}

/// Rejects a pending loan with a reason the borrower sees; the collateral returns.
pub async fn reject(
    app: &AppState,
    operator: &Operator,
    id: i64,
    reason: &str,
    ip: &str,
) -> Result<(), AppError> {
    let now = app.clock.now_ms();
    let reason = identity::service::check_reason(reason)?;
    let assets = ledger::catalogue::assets(&app.db).await?;
    let mut tx = app.db.begin().await?;
    let l = loans::repo::loan_in(&mut tx, id)
        .await?
        .ok_or(AppError::field("id"))?;
    if !repo::rejected(&mut tx, id, operator.id, &reason, now).await? {
        return Err(ErrorCode::LoanState.into());
    }
    release(&mut tx, &l, now).await?;
    let amount = loan_amount(&assets, l.asset_id, l.amount);
    let args = [("amount", amount.as_str()), ("reason", reason.as_str())];
    messages::note(&mut tx, l.user_id, "loan_rejected", &args, now).await?;
    audit::record(
        &mut tx,
        &Entry::by(operator, "loans.reject", &format!("loan:{id}"), &reason, ip, now),
    )
    .await?;
    tx.commit().await?;
    wallet::service::publish_balance(&app.db, &app.fanout, l.user_id, l.collateral_asset_id, "change").await;
    messages::publish(app, l.user_id).await;
    Ok(())
}

/// An amount with its asset, as a note to the borrower shows it.
fn loan_amount(assets: &[AssetRow], asset: AssetId, amount: i64) -> String {
    assets
        .iter()
        .find(|a| a.id == asset)
        .map(|a| format!("{} {}", money::format(amount, a.scale), a.symbol))
        .unwrap_or_default()
}

/// Grants or withdraws a user's eligibility to borrow, with a reason.
pub async fn set_eligibility(
    app: &AppState,
    operator: &Operator,
    user_id: UserId,
    eligible: bool,
    reason: &str,
    ip: &str,
) -> Result<(), AppError> {
    let now = app.clock.now_ms();
    let reason = identity::service::check_reason(reason)?;
    let mut tx = app.db.begin().await?;
    repo::set_eligibility(&mut tx, user_id, eligible, &reason, operator.id, now)
        .await
        .map_err(|_| AppError::field("user_id"))?;
    let after = format!("{}: {reason}", if eligible { "eligible" } else { "not eligible" });
    let target = format!("user:{}", user_id.0);
    audit::record(
        &mut tx,
        &Entry::by(operator, "loans.eligibility", &target, &after, ip, now),
    )
    .await?;
    tx.commit().await?;
    Ok(())
}

/// Returns lending reserve funds to the outside, never what pending applications would take.
pub async fn withdraw_reserve(
    app: &AppState,
    operator: &Operator,
    currency: AssetId,
    amount: &str,
    reason: &str,
    ip: &str,
) -> Result<(), AppError> {
    let now = app.clock.now_ms();
    let m = reserve::read(app, currency, amount, reason).await?;
    let mut tx = app.db.begin().await?;
    let held = RESERVE.taken(&mut tx, m.asset.id, now).await?;
    let owed = i128::from(repo::pending_amount(&mut tx, m.asset.id).await?);
    reserve::withdraw(
        &mut tx,
        operator,
        &m,
        &RESERVE,
        reserve::Cover { held, owed },
        ip,
        now,
    )
    .await?;
    tx.commit().await?;
    Ok(())
}
