use sqlx::AssertSqlSafe;

use super::{Owner, Posting};
use crate::{
    db::{MAX_ROWS, Tx, first_values, ids_in_listed_order, value_rows},
    ids::{AssetId, UserId},
    on_tx,
};

/// The id of an owner's account in an asset, opening it on first use.
pub async fn account_id(tx: &mut Tx, owner: Owner, asset_id: AssetId) -> Result<i64, sqlx::Error> {
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
        .bind(user_id.map_or(0, UserId::get))
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

/// Inserts the transaction rows of many postings in as few statements as the row limit allows; answers their
/// ids in the postings' order (each statement numbers its rows in the order it lists them).
pub async fn insert_transactions(tx: &mut Tx, postings: &[Posting<'_>]) -> Result<Vec<i64>, sqlx::Error> {
    let mut ids = Vec::with_capacity(postings.len());
    for chunk in postings.chunks(MAX_ROWS) {
        let sql = format!(
            "INSERT INTO ledger_transactions (kind, reference, idempotency_key, memo, created_at) VALUES {} \
             RETURNING id",
            value_rows(chunk.len(), 5, false)
        );
        let got = on_tx!(tx, c => {
            let mut q = sqlx::query_scalar::<_, i64>(AssertSqlSafe(sql));
            for p in chunk {
                q = q.bind(p.kind.code()).bind(p.reference).bind(p.idempotency_key).bind(p.memo).bind(p.now);
            }
            q.fetch_all(c).await
        })?;
        ids.extend(ids_in_listed_order(got, chunk.len())?);
    }
    Ok(ids)
}

/// Adds each `(account, available delta, frozen delta)` unless a user account would go below zero; answers the
/// balances after, `(account, available, frozen)`, of the accounts it changed. A refused account is missing
/// from the answer.
pub async fn apply_many(
    tx: &mut Tx,
    changes: &[(i64, i64, i64)],
    now: i64,
) -> Result<Vec<(i64, i64, i64)>, sqlx::Error> {
    let mut after = Vec::with_capacity(changes.len());
    for chunk in changes.chunks(MAX_ROWS) {
        let at = chunk.len() * 3 + 1;
        let sql = format!(
            "UPDATE accounts SET available = available + v.column2, frozen = frozen + v.column3, updated_at = ${at} \
             FROM (VALUES {}) AS v WHERE accounts.id = v.column1 AND accounts.id IN ({}) \
             AND (accounts.user_id IS NULL \
             OR (accounts.available + v.column2 >= 0 AND accounts.frozen + v.column3 >= 0)) \
             RETURNING id, available, frozen",
            value_rows(chunk.len(), 3, true),
            first_values(chunk.len(), 3)
        );
        let got = on_tx!(tx, c => {
            let mut q = sqlx::query_as::<_, (i64, i64, i64)>(AssertSqlSafe(sql));
            for &(id, available, frozen) in chunk {
                q = q.bind(id).bind(available).bind(frozen);
            }
            q.bind(now).fetch_all(c).await
        })?;
        after.extend(got);
    }
    Ok(after)
}

/// One ledger entry: transaction, account, available and frozen deltas, and the balances after them.
pub type EntryRow = (i64, i64, i64, i64, i64, i64);

pub async fn insert_entries(tx: &mut Tx, entries: &[EntryRow]) -> Result<(), sqlx::Error> {
    for chunk in entries.chunks(MAX_ROWS) {
        let sql = format!(
            "INSERT INTO ledger_entries (transaction_id, account_id, available_delta, frozen_delta, \
             available_after, frozen_after) VALUES {}",
            value_rows(chunk.len(), 6, false)
        );
        on_tx!(tx, c => {
            let mut q = sqlx::query(AssertSqlSafe(sql));
            for &(t, a, da, df, aa, fa) in chunk {
                q = q.bind(t).bind(a).bind(da).bind(df).bind(aa).bind(fa);
            }
            q.execute(c).await.map(|_| ())
        })?;
    }
    Ok(())
}
