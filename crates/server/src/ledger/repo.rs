use super::{Leg, Owner, Posting};
use crate::{db::Tx, on_tx};

/// The id of an owner's account in an asset, opening it on first use.
pub async fn account_id(tx: &mut Tx, owner: Owner, asset_id: i64) -> Result<i64, sqlx::Error> {
    let (user_id, role, kind) = match owner {
        Owner::User(id, kind) => (Some(id), None, kind.code()),
        Owner::System(role) => (None, Some(role.as_str()), 0),
    };
    // Accounts are opened once and read on every posting: look first, open only when missing.
    for _ in 0..2 {
        let found = on_tx!(tx, c => sqlx::query_scalar::<_, i64>(
            "SELECT id FROM accounts WHERE asset_id = $1 AND kind = $2 \
             AND ((user_id = $3 AND $4 = '') OR (user_id IS NULL AND system_role = $4))",
        )
        .bind(asset_id)
        .bind(kind)
        .bind(user_id.unwrap_or(0))
        .bind(role.unwrap_or(""))
        .fetch_optional(&mut *c)
        .await)?;
        if let Some(id) = found {
            return Ok(id);
        }
        on_tx!(tx, c => sqlx::query(
            "INSERT INTO accounts (user_id, system_role, asset_id, kind) VALUES ($1, $2, $3, $4) \
             ON CONFLICT DO NOTHING",
        )
        .bind(user_id)
        .bind(role)
        .bind(asset_id)
        .bind(kind)
        .execute(c)
        .await
        .map(|_| ()))?;
    }
    Err(sqlx::Error::RowNotFound)
}

pub async fn insert_transaction(tx: &mut Tx, posting: &Posting<'_>) -> Result<i64, sqlx::Error> {
    on_tx!(tx, c => sqlx::query_scalar::<_, i64>(
        "INSERT INTO ledger_transactions (kind, reference, idempotency_key, memo, created_at) \
         VALUES ($1, $2, $3, $4, $5) RETURNING id",
    )
    .bind(posting.kind.code())
    .bind(posting.reference)
    .bind(posting.idempotency_key)
    .bind(posting.memo)
    .bind(posting.now)
    .fetch_one(c)
    .await)
}

/// Adds the deltas unless a user account would go below zero; answers the balances after, or `None` when refused.
pub async fn apply(
    tx: &mut Tx,
    account_id: i64,
    available: i64,
    frozen: i64,
    now: i64,
) -> Result<Option<(i64, i64)>, sqlx::Error> {
    on_tx!(tx, c => sqlx::query_as::<_, (i64, i64)>(
        "UPDATE accounts SET available = available + $1, frozen = frozen + $2, updated_at = $3 \
         WHERE id = $4 AND (user_id IS NULL OR (available + $1 >= 0 AND frozen + $2 >= 0)) \
         RETURNING available, frozen",
    )
    .bind(available)
    .bind(frozen)
    .bind(now)
    .bind(account_id)
    .fetch_optional(c)
    .await)
}

pub async fn insert_entry(
    tx: &mut Tx,
    transaction_id: i64,
    account_id: i64,
    leg: &Leg,
    available_after: i64,
    frozen_after: i64,
) -> Result<(), sqlx::Error> {
    on_tx!(tx, c => sqlx::query(
        "INSERT INTO ledger_entries (transaction_id, account_id, available_delta, frozen_delta, available_after, \
         frozen_after) VALUES ($1, $2, $3, $4, $5, $6)",
    )
    .bind(transaction_id)
    .bind(account_id)
    .bind(leg.available)
    .bind(leg.frozen)
    .bind(available_after)
    .bind(frozen_after)
    .execute(c)
    .await
    .map(|_| ()))
}
