//! Incremental verification (ADR 86). Each clean verification records how far it read: the newest entry and ledger
//! transaction, and how many of each there were. The next one counts the entries at or below that entry; when the
//! count is unchanged, nothing before the checkpoint was added (say, by a transaction still in flight when the
//! checkpoint's snapshot was taken) or removed, and only the entries after it need reading. Otherwise it reads
//! everything, as `verify` does.

use super::{Report, accounts_and_products, entries, scalar};
use crate::{
    db::{Db, Tx},
    on_tx,
};

/// How a verification ran.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Scope {
    /// Every entry, and why.
    Full(&'static str),
    /// Only the entries after the last clean verification's newest one.
    Since { last_entry_id: i64 },
}

#[derive(Debug, sqlx::FromRow)]
struct Checkpoint {
    last_entry_id: i64,
    entries: i64,
    last_transaction_id: i64,
    transactions: i64,
}

async fn last(tx: &mut Tx) -> Result<Option<Checkpoint>, sqlx::Error> {
    on_tx!(tx, c => sqlx::query_as::<_, Checkpoint>(
        "SELECT last_entry_id, entries, last_transaction_id, transactions FROM ledger_checkpoints \
         ORDER BY id DESC LIMIT 1",
    )
    .fetch_optional(c)
    .await)
}

async fn count(tx: &mut Tx, sql: &'static str, bound: i64) -> Result<i64, sqlx::Error> {
    on_tx!(tx, c => sqlx::query_scalar::<_, i64>(sql).bind(bound).fetch_one(c).await)
}

/// Verifies, from the last checkpoint when `incremental` and it still holds, from the start otherwise, and records
/// a new checkpoint when the ledger is clean.
pub async fn verify_recorded(db: &Db, incremental: bool, now: i64) -> Result<(Report, Scope), sqlx::Error> {
    let mut tx = db.begin_snapshot().await?;
    let checkpoint = if incremental { last(&mut tx).await? } else { None };
    let (report, scope) = match checkpoint {
        None if !incremental => (None, Scope::Full("every entry was asked for")),
        None => (None, Scope::Full("no clean verification is recorded yet")),
        Some(cp) => {
            let below = count(
                &mut tx,
                "SELECT COUNT(*) FROM ledger_entries WHERE id <= $1",
                cp.last_entry_id,
            )
            .await?;
            if below == cp.entries {
                let report = since(tx, &cp).await?;
                let scope = Scope::Since {
                    last_entry_id: cp.last_entry_id,
                };
                (Some(report), scope)
            } else {
                (
                    None,
                    Scope::Full("the entries up to the last checkpoint changed since it"),
                )
            }
        }
    };
    let report = match report {
        Some(report) => report,
        None => super::verify(db).await?,
    };
    if report.is_clean() {
        record(db, &report, matches!(scope, Scope::Since { .. }), now).await?;
    }
    Ok((report, scope))
}

async fn since(mut tx: Tx, cp: &Checkpoint) -> Result<Report, sqlx::Error> {
    let new_transactions = count(
        &mut tx,
        "SELECT COUNT(*) FROM ledger_transactions WHERE id > $1",
        cp.last_transaction_id,
    )
    .await?;
    let new_entries = count(
        &mut tx,
        "SELECT COUNT(*) FROM ledger_entries WHERE id > $1",
        cp.last_entry_id,
    )
    .await?;
    let mut report = Report {
        accounts: scalar(&mut tx, "SELECT COUNT(*) FROM accounts").await?,
        transactions: cp.transactions + new_transactions,
        entries: cp.entries + new_entries,
        last_entry_id: scalar(&mut tx, "SELECT COALESCE(MAX(id), 0) FROM ledger_entries").await?,
        last_transaction_id: scalar(&mut tx, "SELECT COALESCE(MAX(id), 0) FROM ledger_transactions").await?,
        problems: Vec::new(),
    };
    entries::since(&mut tx, &mut report.problems, cp.last_entry_id).await?;
    accounts_and_products(tx, &mut report).await?;
    Ok(report)
}

async fn record(db: &Db, report: &Report, incremental: bool, now: i64) -> Result<(), sqlx::Error> {
    let mut tx = db.begin().await?;
    on_tx!(&mut tx, c => sqlx::query(
        "INSERT INTO ledger_checkpoints (last_entry_id, entries, last_transaction_id, transactions, incremental, \
         verified_at) VALUES ($1, $2, $3, $4, $5, $6)",
    )
    .bind(report.last_entry_id)
    .bind(report.entries)
    .bind(report.last_transaction_id)
    .bind(report.transactions)
    .bind(i64::from(incremental))
    .bind(now)
    .execute(c)
    .await
    .map(|_| ()))?;
    tx.commit().await
}
