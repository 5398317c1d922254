//! Per-subject serialisation for limits that are read and then written (ADR 31).

use super::Tx;
use crate::on_tx;

/// Takes the row of `subject` ("withdraw:user:42") inside the caller's transaction. On PostgreSQL the upsert
/// locks the row until the transaction ends, so a second transaction taking the same subject waits for the first
/// to commit and then reads what it recorded; on SQLite every write transaction already runs alone. Call it before
/// reading the totals a limit is checked against, in the transaction that records the new event.
pub async fn take(tx: &mut Tx, subject: &str, now: i64) -> Result<(), sqlx::Error> {
    on_tx!(tx, c => sqlx::query(
        "INSERT INTO limit_keys (subject, last_at, takes) VALUES ($1, $2, 1) \
         ON CONFLICT (subject) DO UPDATE SET takes = limit_keys.takes + 1, last_at = $2",
    )
    .bind(subject)
    .bind(now)
    .execute(c)
    .await
    .map(|r| r.rows_affected()))?;
    Ok(())
}
