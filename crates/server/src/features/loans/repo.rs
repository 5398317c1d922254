//! Loans, offers and eligibility as the calls and the console read and write them; the rows are
//! `crate::loans::repo`'s.

use crate::ids::{AssetId, UserId};
use crate::loans::repo::{LoanRow, OfferRow};
use crate::{db::Db, db::Tx, loan_offers, loans, on_db, on_tx};

pub async fn offers(db: &Db, on_sale_only: bool) -> Result<Vec<OfferRow>, sqlx::Error> {
    on_db!(db, c => sqlx::query_as::<_, OfferRow>(loan_offers!("WHERE status = 1 OR $1 = 0 ORDER BY id"))
        .bind(i64::from(on_sale_only))
        .fetch_all(c)
        .await)
}

pub async fn offer(tx: &mut Tx, id: i64) -> Result<Option<OfferRow>, sqlx::Error> {
    on_tx!(tx, c => sqlx::query_as::<_, OfferRow>(loan_offers!("WHERE id = $1"))
        .bind(id)
        .fetch_optional(c)
        .await)
}

pub async fn eligible(tx: &mut Tx, user_id: UserId) -> Result<bool, sqlx::Error> {
    let row = on_tx!(tx, c => sqlx::query_scalar::<_, i64>("SELECT eligible FROM loan_eligibility WHERE user_id = $1")
        .bind(user_id)
        .fetch_optional(c)
        .await)?;
    // An operator's decision wins; without one, the published VIP level decides (ADR 57).
    match row {
        Some(flag) => Ok(flag == 1),
        None => crate::vip::may_borrow_in(tx, user_id).await,
    }
}

pub struct NewLoan<'a> {
    pub user_id: UserId,
    pub offer: &'a OfferRow,
    pub amount: i64,
    pub days: i64,
    pub collateral_asset_id: AssetId,
    pub collateral: i64,
    pub now: i64,
}

pub async fn insert(tx: &mut Tx, l: &NewLoan<'_>) -> Result<i64, sqlx::Error> {
    on_tx!(tx, c => sqlx::query_scalar::<_, i64>(
        "INSERT INTO loans (user_id, offer_id, asset_id, amount, days, day_rate_ppm, overdue_rate_ppm, \
         liquidation_ppm, collateral_asset_id, collateral, status, applied_at) \
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, 0, $11) RETURNING id",
    )
    .bind(l.user_id)
    .bind(l.offer.id)
    .bind(l.offer.asset_id)
    .bind(l.amount)
    .bind(l.days)
    .bind(l.offer.day_rate_ppm)
    .bind(l.offer.overdue_rate_ppm)
    .bind(l.offer.liquidation_ppm)
    .bind(l.collateral_asset_id)
    .bind(l.collateral)
    .bind(l.now)
    .fetch_one(c)
    .await)
}

/// What pending applications of an asset would take from its lending reserve.
pub async fn pending_amount(tx: &mut Tx, asset_id: AssetId) -> Result<i64, sqlx::Error> {
    let sum = on_tx!(tx, c => sqlx::query_scalar::<_, Option<i64>>(
        "SELECT CAST(SUM(amount) AS BIGINT) FROM loans WHERE status = 0 AND asset_id = $1",
    )
    .bind(asset_id)
    .fetch_one(c)
    .await)?;
    Ok(sum.unwrap_or(0))
}

/// Moves a loan from `from` to `to`, stamping the time the new state names; answers whether it was in `from`.
pub async fn set_status(tx: &mut Tx, id: i64, from: i64, to: i64, now: i64) -> Result<bool, sqlx::Error> {
    let done = on_tx!(tx, c => sqlx::query(
        "UPDATE loans SET status = $1, closed_at = CASE WHEN $1 IN (2, 4, 5) THEN $2 ELSE closed_at END \
         WHERE id = $3 AND status = $4",
    )
    .bind(to)
    .bind(now)
    .bind(id)
    .bind(from)
    .execute(c)
    .await
    .map(|r| r.rows_affected()))?;
    Ok(done == 1)
}

/// Takes the loan's row for this transaction before it is read (an update that changes nothing holds the row on
/// PostgreSQL until the commit; SQLite's single writer holds every row), so a top-up or the loan task that comes
/// later waits and then finds the loan as this transaction left it.
pub async fn hold(tx: &mut Tx, id: i64) -> Result<(), sqlx::Error> {
    on_tx!(tx, c => sqlx::query("UPDATE loans SET collateral = collateral WHERE id = $1")
        .bind(id)
        .execute(c)
        .await
        .map(|_| ()))
}

/// Repayment: closes an active loan that still owes `interest_owed` against the collateral it read, recording
/// `interest` as paid; a top-up since the read makes it answer false rather than strand the top-up.
pub async fn repaid(tx: &mut Tx, l: &LoanRow, interest: i64, now: i64) -> Result<bool, sqlx::Error> {
    let done = on_tx!(tx, c => sqlx::query(
        "UPDATE loans SET status = 2, closed_at = $1, interest_owed = 0, interest_paid = interest_paid + $2 \
         WHERE id = $3 AND status = 1 AND interest_owed = $4 AND accrued_days = $5 AND collateral = $6",
    )
    .bind(now)
    .bind(interest)
    .bind(l.id)
    .bind(l.interest_owed)
    .bind(l.accrued_days)
    .bind(l.collateral)
    .execute(c)
    .await
    .map(|r| r.rows_affected()))?;
    Ok(done == 1)
}

pub async fn disbursed(
    tx: &mut Tx,
    id: i64,
    operator: i64,
    now: i64,
    due_at: i64,
) -> Result<bool, sqlx::Error> {
    let done = on_tx!(tx, c => sqlx::query(
        "UPDATE loans SET status = 1, disbursed_at = $1, due_at = $2, decided_by = $3 WHERE id = $4 AND status = 0",
    )
    .bind(now)
    .bind(due_at)
    .bind(operator)
    .bind(id)
    .execute(c)
    .await
    .map(|r| r.rows_affected()))?;
    Ok(done == 1)
}

pub async fn rejected(
    tx: &mut Tx,
    id: i64,
    operator: i64,
    reason: &str,
    now: i64,
) -> Result<bool, sqlx::Error> {
    let done = on_tx!(tx, c => sqlx::query(
        "UPDATE loans SET status = 4, closed_at = $1, decided_by = $2, reject_reason = $3 WHERE id = $4 AND status = 0",
    )
    .bind(now)
    .bind(operator)
    .bind(reason)
    .bind(id)
    .execute(c)
    .await
    .map(|r| r.rows_affected()))?;
    Ok(done == 1)
}

pub async fn add_collateral(tx: &mut Tx, id: i64, amount: i64) -> Result<bool, sqlx::Error> {
    let done = on_tx!(tx, c => sqlx::query("UPDATE loans SET collateral = collateral + $1 WHERE id = $2 AND status = 1")
        .bind(amount)
        .bind(id)
        .execute(c)
        .await
        .map(|r| r.rows_affected()))?;
    Ok(done == 1)
}

/// A page of loans, newest first: one user's (`user` > 0) or everyone's, in one status or all (`status` < 0).
pub async fn page(
    db: &Db,
    user: i64,
    status: i64,
    limit: i64,
    offset: i64,
) -> Result<(Vec<LoanRow>, i64), sqlx::Error> {
    let rows = on_db!(db, c => sqlx::query_as::<_, LoanRow>(loans!(
        "WHERE ($1 = 0 OR user_id = $1) AND ($2 < 0 OR status = $2) ORDER BY id DESC LIMIT $3 OFFSET $4"
    ))
    .bind(user)
    .bind(status)
    .bind(limit)
    .bind(offset)
    .fetch_all(c)
    .await)?;
    let total = on_db!(db, c => sqlx::query_scalar::<_, i64>(
        "SELECT COUNT(*) FROM loans WHERE ($1 = 0 OR user_id = $1) AND ($2 < 0 OR status = $2)",
    )
    .bind(user)
    .bind(status)
    .fetch_one(c)
    .await)?;
    Ok((rows, total))
}

/// The e-mail addresses of the borrowers on the same page as `page` (all users, `status` < 0 for all).
pub async fn emails(
    db: &Db,
    status: i64,
    limit: i64,
    offset: i64,
) -> Result<Vec<(UserId, String)>, sqlx::Error> {
    on_db!(db, c => sqlx::query_as::<_, (UserId, String)>(
        "SELECT id, COALESCE(email, '') FROM users WHERE id IN (SELECT user_id FROM loans \
         WHERE ($1 < 0 OR status = $1) ORDER BY id DESC LIMIT $2 OFFSET $3)",
    )
    .bind(status)
    .bind(limit)
    .bind(offset)
    .fetch_all(c)
    .await)
}

pub struct OfferTerms {
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

pub async fn insert_offer(
    tx: &mut Tx,
    t: &OfferTerms,
    operator: Option<i64>,
    now: i64,
) -> Result<i64, sqlx::Error> {
    on_tx!(tx, c => sqlx::query_scalar::<_, i64>(
        "INSERT INTO loan_offers (asset_id, day_rate_ppm, overdue_rate_ppm, min_amount, max_amount, min_days, \
         max_days, initial_ppm, liquidation_ppm, status, demo, created_by, created_at, updated_at) \
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $13) RETURNING id",
    )
    .bind(t.asset_id)
    .bind(t.day_rate_ppm)
    .bind(t.overdue_rate_ppm)
    .bind(t.min_amount)
    .bind(t.max_amount)
    .bind(t.min_days)
    .bind(t.max_days)
    .bind(t.initial_ppm)
    .bind(t.liquidation_ppm)
    .bind(t.status)
    .bind(t.demo)
    .bind(operator)
    .bind(now)
    .fetch_one(c)
    .await)
}

pub async fn update_offer(tx: &mut Tx, id: i64, t: &OfferTerms, now: i64) -> Result<bool, sqlx::Error> {
    let done = on_tx!(tx, c => sqlx::query(
        "UPDATE loan_offers SET day_rate_ppm = $1, overdue_rate_ppm = $2, min_amount = $3, max_amount = $4, \
         min_days = $5, max_days = $6, initial_ppm = $7, liquidation_ppm = $8, status = $9, updated_at = $10 \
         WHERE id = $11 AND asset_id = $12",
    )
    .bind(t.day_rate_ppm)
    .bind(t.overdue_rate_ppm)
    .bind(t.min_amount)
    .bind(t.max_amount)
    .bind(t.min_days)
    .bind(t.max_days)
    .bind(t.initial_ppm)
    .bind(t.liquidation_ppm)
    .bind(t.status)
    .bind(now)
    .bind(id)
    .bind(t.asset_id)
    .execute(c)
    .await
    .map(|r| r.rows_affected()))?;
    Ok(done == 1)
}

pub async fn set_eligibility(
    tx: &mut Tx,
    user_id: UserId,
    eligible: bool,
    reason: &str,
    operator: i64,
    now: i64,
) -> Result<(), sqlx::Error> {
    on_tx!(tx, c => sqlx::query(
        "INSERT INTO loan_eligibility (user_id, eligible, reason, decided_by, decided_at) VALUES ($1, $2, $3, $4, $5) \
         ON CONFLICT (user_id) DO UPDATE SET eligible = $2, reason = $3, decided_by = $4, decided_at = $5",
    )
    .bind(user_id)
    .bind(i64::from(eligible))
    .bind(reason)
    .bind(operator)
    .bind(now)
    .execute(c)
    .await
    .map(|_| ()))
}
