//! Loan offers and loans as the task and the calls read and write them.

use crate::ids::{AssetId, UserId};
use crate::{db::Db, db::Tx, on_db, on_tx};

#[derive(Debug, Clone, sqlx::FromRow)]
pub struct OfferRow {
    pub id: i64,
    pub asset_id: AssetId,
    pub day_rate_ppm: i64,
    pub overdue_rate_ppm: i64,
    pub min_amount: i64,
    pub max_amount: i64,
    pub min_days: i64,
    pub max_days: i64,
    pub initial_ppm: i64,
    pub liquidation_ppm: i64,
    pub status: i64,
    pub demo: i64,
}

/// A statement reading offers, with what follows `FROM loan_offers`.
#[macro_export]
macro_rules! loan_offers {
    ($($rest:expr),+) => {
        concat!(
            "SELECT id, asset_id, day_rate_ppm, overdue_rate_ppm, min_amount, max_amount, min_days, max_days, \
             initial_ppm, liquidation_ppm, status, demo FROM loan_offers ",
            $($rest),+
        )
    };
}

#[derive(Debug, Clone, sqlx::FromRow)]
pub struct LoanRow {
    pub id: i64,
    pub user_id: UserId,
    pub offer_id: i64,
    pub asset_id: AssetId,
    pub amount: i64,
    pub days: i64,
    pub day_rate_ppm: i64,
    pub overdue_rate_ppm: i64,
    pub liquidation_ppm: i64,
    pub collateral_asset_id: AssetId,
    pub collateral: i64,
    pub status: i64,
    pub interest_owed: i64,
    pub interest_paid: i64,
    pub accrued_days: i64,
    pub settled_days: i64,
    pub reject_reason: String,
    pub applied_at: i64,
    pub disbursed_at: Option<i64>,
    pub due_at: Option<i64>,
    pub closed_at: Option<i64>,
    pub liq_sample_ts: Option<i64>,
    pub liq_collateral_price: Option<i64>,
    pub liq_loan_price: Option<i64>,
    pub liq_source: Option<String>,
    pub liq_collateral_value: Option<i64>,
    pub liq_debt_value: Option<i64>,
    pub liq_taken: Option<i64>,
    pub liq_returned: Option<i64>,
    pub liq_shortfall: Option<i64>,
}

impl LoanRow {
    /// What the borrower owes now: the amount and the interest accrued and not collected.
    pub fn debt(&self) -> i64 {
        self.amount.saturating_add(self.interest_owed)
    }
}

/// A statement reading loans, with what follows `FROM loans`.
#[macro_export]
macro_rules! loans {
    ($($rest:expr),+) => {
        concat!(
            "SELECT id, user_id, offer_id, asset_id, amount, days, day_rate_ppm, overdue_rate_ppm, liquidation_ppm, \
             collateral_asset_id, collateral, status, interest_owed, interest_paid, accrued_days, settled_days, \
             reject_reason, applied_at, disbursed_at, due_at, closed_at, liq_sample_ts, liq_collateral_price, \
             liq_loan_price, liq_source, liq_collateral_value, liq_debt_value, liq_taken, liq_returned, \
             liq_shortfall FROM loans ",
            $($rest),+
        )
    };
}

pub async fn loan_in(tx: &mut Tx, id: i64) -> Result<Option<LoanRow>, sqlx::Error> {
    on_tx!(tx, c => sqlx::query_as::<_, LoanRow>(crate::loans!("WHERE id = $1"))
        .bind(id)
        .fetch_optional(c)
        .await)
}

/// Every active loan, for the watch.
pub async fn active(db: &Db) -> Result<Vec<LoanRow>, sqlx::Error> {
    on_db!(db, c => sqlx::query_as::<_, LoanRow>(crate::loans!("WHERE status = 1 ORDER BY id"))
        .fetch_all(c)
        .await)
}

/// Adds the interest of days `from + 1 ..= to` if the loan is still active with `from` days accrued.
pub async fn accrue(tx: &mut Tx, id: i64, from: i64, to: i64, interest: i64) -> Result<bool, sqlx::Error> {
    let done = on_tx!(tx, c => sqlx::query(
        "UPDATE loans SET interest_owed = interest_owed + $1, accrued_days = $2 \
         WHERE id = $3 AND status = 1 AND accrued_days = $4",
    )
    .bind(interest)
    .bind(to)
    .bind(id)
    .bind(from)
    .execute(c)
    .await
    .map(|r| r.rows_affected()))?;
    Ok(done == 1)
}

/// Records `interest` collected and the days it settles, if the loan still owes it.
pub async fn collected(tx: &mut Tx, id: i64, interest: i64, days: i64) -> Result<bool, sqlx::Error> {
    let done = on_tx!(tx, c => sqlx::query(
        "UPDATE loans SET interest_owed = interest_owed - $1, interest_paid = interest_paid + $1, settled_days = $2 \
         WHERE id = $3 AND status = 1 AND interest_owed = $1",
    )
    .bind(interest)
    .bind(days)
    .bind(id)
    .execute(c)
    .await
    .map(|r| r.rows_affected()))?;
    Ok(done == 1)
}

/// The evidence of a liquidation, kept on the loan.
pub struct Liquidation<'a> {
    pub id: i64,
    pub debt: i64,
    pub sample_ts: i64,
    pub collateral_price: i64,
    pub loan_price: i64,
    pub source: &'a str,
    pub collateral_value: i64,
    pub debt_value: i64,
    pub taken: i64,
    pub returned: i64,
    pub shortfall: i64,
    pub now: i64,
}

/// Closes an active loan as liquidated with its evidence, if it still owes `debt` against the same collateral.
pub async fn liquidate(tx: &mut Tx, l: &Liquidation<'_>, collateral: i64) -> Result<bool, sqlx::Error> {
    let done = on_tx!(tx, c => sqlx::query(
        "UPDATE loans SET status = 3, closed_at = $1, liq_sample_ts = $2, liq_collateral_price = $3, \
         liq_loan_price = $4, liq_source = $5, liq_collateral_value = $6, liq_debt_value = $7, liq_taken = $8, \
         liq_returned = $9, liq_shortfall = $10 \
         WHERE id = $11 AND status = 1 AND amount + interest_owed = $12 AND collateral = $13",
    )
    .bind(l.now)
    .bind(l.sample_ts)
    .bind(l.collateral_price)
    .bind(l.loan_price)
    .bind(l.source)
    .bind(l.collateral_value)
    .bind(l.debt_value)
    .bind(l.taken)
    .bind(l.returned)
    .bind(l.shortfall)
    .bind(l.id)
    .bind(l.debt)
    .bind(collateral)
    .execute(c)
    .await
    .map(|r| r.rows_affected()))?;
    Ok(done == 1)
}

/// The available balance of a user's change account in an asset.
pub async fn change_available(tx: &mut Tx, user_id: UserId, asset_id: AssetId) -> Result<i64, sqlx::Error> {
    let held = on_tx!(tx, c => sqlx::query_scalar::<_, i64>(
        "SELECT available FROM accounts WHERE user_id = $1 AND kind = 2 AND asset_id = $2",
    )
    .bind(user_id)
    .bind(asset_id)
    .fetch_optional(c)
    .await)?;
    Ok(held.unwrap_or(0))
}
