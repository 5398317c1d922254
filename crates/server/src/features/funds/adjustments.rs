//! Operator adjustments: a reasoned correction through the ledger, audited, that cannot overdraw, and listed in the
//! public log of money moves under its category (ADR 73). One above the published amount of its asset
//! (`funds.adjust_review_above`) waits for a second finance operator, who approves it (then it posts) or rejects
//! it; nobody approves their own.

use super::{dto::Adjustment, service::asset};
use crate::{
    app::AppState,
    db::Tx,
    error::{AppError, ErrorCode},
    features::{account, identity, wallet::service::scale},
    ids::{AssetId, UserId},
    ledger::{self, AccountKind, Leg, Owner, Posting, SystemRole, TxKind},
    money::{self, Scale},
    on_db, on_tx,
    operators::{
        Operator,
        audit::{self, Entry},
        money_moves::{self, ADJUSTMENT_CATEGORIES, Move},
    },
    rules,
};

/// Requests' statuses.
pub mod status {
    pub const PENDING: i64 = 0;
    pub const APPROVED: i64 = 1;
    pub const REJECTED: i64 = 2;
}

/// What an adjustment did: posted at once, or filed for a second operator under this id.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Outcome {
    Posted,
    Pending(i64),
}

/// An adjustment waiting for, or decided by, a second operator.
#[derive(Debug, Clone, sqlx::FromRow)]
pub struct RequestRow {
    pub id: i64,
    pub user_id: UserId,
    pub asset_id: AssetId,
    pub account: i64,
    pub amount: i64,
    pub reason: String,
    pub category: String,
    pub status: i64,
    pub requested_by: i64,
    pub requested_at: i64,
    pub decided_by: Option<i64>,
    pub decided_at: Option<i64>,
}

macro_rules! requests {
    ($rest:expr) => {
        concat!(
            "SELECT id, user_id, asset_id, account, amount, reason, category, status, requested_by, requested_at, \
             decided_by, decided_at FROM adjustment_requests ",
            $rest
        )
    };
}

/// The largest adjustment of `symbol` one operator posts alone, from the published `SYMBOL:amount` list (`*` for
/// any other asset); an asset the list does not name, or a value that does not read, needs a second operator.
pub fn review_above(published: &str, symbol: &str, scale: Scale) -> i64 {
    let entry = |name: &str| {
        published.split(',').find_map(|pair| {
            let (key, value) = pair.split_once(':')?;
            key.trim()
                .eq_ignore_ascii_case(name)
                .then(|| money::parse(value.trim(), scale))
                .flatten()
        })
    };
    entry(symbol).or_else(|| entry("*")).unwrap_or(0)
}

fn category_of(text: &str) -> Result<&'static str, AppError> {
    let text = text.trim();
    let text = if text.is_empty() { "other" } else { text };
    ADJUSTMENT_CATEGORIES
        .into_iter()
        .find(|c| *c == text)
        .ok_or(AppError::field("category"))
}

/// Posts an adjustment with its public line and its audit record, in the caller's transaction.
async fn post(tx: &mut Tx, r: &RequestRow, now: i64) -> Result<(), AppError> {
    let kind = AccountKind::from_code(r.account).ok_or(AppError::field("account"))?;
    let reference = format!("adjustment:user:{}", r.user_id);
    let posting = Posting {
        kind: TxKind::Adjustment,
        reference: &reference,
        memo: &r.reason,
        idempotency_key: None,
        legs: vec![
            Leg::available(Owner::User(r.user_id, kind), r.asset_id, r.amount),
            Leg::available(Owner::System(SystemRole::House), r.asset_id, -r.amount),
        ],
        now,
    };
    ledger::post(tx, &posting).await?;
    let line = Move {
        kind: money_moves::ADJUSTMENT,
        asset_id: r.asset_id,
        amount: r.amount,
        category: &r.category,
        at: now,
    };
    money_moves::record(tx, &line).await?;
    Ok(())
}

fn described(r: &RequestRow, symbol: &str, s: Scale) -> String {
    let kind = AccountKind::from_code(r.account).map_or("", AccountKind::name);
    format!("{} {symbol} {kind}: {}", money::format(r.amount, s), r.reason)
}

/// An operator's correction of one balance, with its reason shown in the user's bill; the other side is the
/// house account. Never a "set balance": the ledger records the difference.
pub async fn adjust(
    app: &AppState,
    operator: &Operator,
    adjustment: Adjustment,
    ip: &str,
) -> Result<Outcome, AppError> {
    let Adjustment {
        user_id,
        currency,
        kind,
        amount,
        reason,
        category,
    } = adjustment;
    let (asset, _) = asset(app, currency).await?;
    let reason = identity::service::check_reason(&reason)?;
    let category = category_of(&category)?;
    let (negative, digits) = match amount.trim().strip_prefix('-') {
        Some(rest) => (true, rest),
        None => (false, amount.trim()),
    };
    let value = money::parse(digits, scale(&asset))
        .filter(|a| *a > 0)
        .ok_or(AppError::field("amount"))?;
    let delta = if negative { -value } else { value };
    if account::repo::find_by_id(&app.db, user_id).await?.is_none() {
        return Err(AppError::new(ErrorCode::NotFound).with_field("user_id"));
    }
    let published = rules::list(&app.db, Some("funds"))
        .await?
        .into_iter()
        .find(|r| r.key == "adjust_review_above")
        .map(|r| r.value)
        .unwrap_or_default();
    let alone = value <= review_above(&published, &asset.symbol, scale(&asset));
    let now = app.clock.now_ms();
    let mut r = RequestRow {
        id: 0,
        user_id,
        asset_id: asset.id,
        account: kind.code(),
        amount: delta,
        reason,
        category: category.to_string(),
        status: if alone { status::APPROVED } else { status::PENDING },
        requested_by: operator.id,
        requested_at: now,
        decided_by: None,
        decided_at: None,
    };
    let mut tx = app.db.begin().await?;
    let outcome = if alone {
        post(&mut tx, &r, now).await?;
        Outcome::Posted
    } else {
        r.id = insert(&mut tx, &r).await?;
        Outcome::Pending(r.id)
    };
    let (action, target) = match outcome {
        Outcome::Posted => ("ledger.adjust", format!("user:{user_id}")),
        Outcome::Pending(id) => ("ledger.adjust.request", format!("adjustment_request:{id}")),
    };
    let after = described(&r, &asset.symbol, scale(&asset));
    audit::record(&mut tx, &Entry::by(operator, action, &target, &after, ip, now)).await?;
    tx.commit().await?;
    Ok(outcome)
}

/// A second finance operator approves (the adjustment posts, in the same transaction) or rejects a pending
/// adjustment; the operator who filed it can do neither (`forbidden`), and a decided one is `not_found`.
pub async fn decide(
    app: &AppState,
    operator: &Operator,
    id: i64,
    approve: bool,
    ip: &str,
) -> Result<(), AppError> {
    let now = app.clock.now_ms();
    let r = on_db!(&app.db, c => sqlx::query_as::<_, RequestRow>(requests!("WHERE id = $1"))
        .bind(id)
        .fetch_optional(c)
        .await)?
    .filter(|r| r.status == status::PENDING)
    .ok_or(AppError::new(ErrorCode::NotFound).with_field("id"))?;
    if r.requested_by == operator.id {
        return Err(AppError::new(ErrorCode::Forbidden).with_field("id"));
    }
    let (asset, _) = asset(app, r.asset_id).await?;
    let mut tx = app.db.begin().await?;
    let to = if approve {
        status::APPROVED
    } else {
        status::REJECTED
    };
    let done = on_tx!(&mut tx, c => sqlx::query(
        "UPDATE adjustment_requests SET status = $1, decided_by = $2, decided_at = $3 \
         WHERE id = $4 AND status = 0 AND requested_by <> $2",
    )
    .bind(to)
    .bind(operator.id)
    .bind(now)
    .bind(id)
    .execute(c)
    .await
    .map(|r| r.rows_affected()))?;
    if done != 1 {
        return Err(AppError::new(ErrorCode::NotFound).with_field("id"));
    }
    if approve {
        post(&mut tx, &r, now).await?;
    }
    let action = if approve {
        "ledger.adjust.approve"
    } else {
        "ledger.adjust.reject"
    };
    let target = format!("adjustment_request:{id}");
    let after = described(&r, &asset.symbol, scale(&asset));
    audit::record(&mut tx, &Entry::by(operator, action, &target, &after, ip, now)).await?;
    tx.commit().await?;
    Ok(())
}

async fn insert(tx: &mut Tx, r: &RequestRow) -> Result<i64, sqlx::Error> {
    on_tx!(tx, c => sqlx::query_scalar::<_, i64>(
        "INSERT INTO adjustment_requests (user_id, asset_id, account, amount, reason, category, status, \
         requested_by, requested_at) VALUES ($1, $2, $3, $4, $5, $6, 0, $7, $8) RETURNING id",
    )
    .bind(r.user_id)
    .bind(r.asset_id)
    .bind(r.account)
    .bind(r.amount)
    .bind(&r.reason)
    .bind(&r.category)
    .bind(r.requested_by)
    .bind(r.requested_at)
    .fetch_one(c)
    .await)
}

/// Requests in one status (all when < 0), newest first, for the console.
pub async fn requests(app: &AppState, status: i64) -> Result<Vec<RequestRow>, AppError> {
    Ok(on_db!(&app.db, c => sqlx::query_as::<_, RequestRow>(requests!(
        "WHERE ($1 < 0 OR status = $1) ORDER BY id DESC LIMIT 200"
    ))
    .bind(status)
    .fetch_all(c)
    .await)?)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_published_amount_is_read_per_asset_with_a_default_and_unknown_assets_need_a_second_operator() {
        let published = "USDT:10000, BTC:0.5,*:100";
        assert_eq!(review_above(published, "USDT", Scale::USDT), 10_000 * 100_000_000);
        assert_eq!(review_above(published, "btc", Scale::USDT), 50_000_000);
        assert_eq!(review_above(published, "ETH", Scale::USDT), 100 * 100_000_000);
        assert_eq!(review_above("USDT:10000", "ETH", Scale::USDT), 0);
        assert_eq!(review_above("USDT:lots", "USDT", Scale::USDT), 0);
    }

    #[test]
    fn an_adjustment_is_filed_under_a_known_category_or_other() {
        assert_eq!(category_of("").ok(), Some("other"));
        assert_eq!(category_of(" correction ").ok(), Some("correction"));
        assert!(category_of("Refund to Alice Smith").is_err());
    }
}
