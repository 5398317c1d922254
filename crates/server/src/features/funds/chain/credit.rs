//! Crediting a confirmed sighting: the deposit row, the ledger posting from custody and the user's note, with the
//! sighting marked credited, in one transaction. The deposit is unique per (network, transaction, output) and the
//! posting carries the same key, so a transfer also reported through `/admin/api/deposits/notify`, or credited by a
//! watcher on another node, is credited once.

use super::store::{self, SightingRow};
use crate::{
    db::{Db, unique_violation},
    error::AppError,
    features::funds::{
        deposits::{credit_legs, credited_note},
        repo::{self, NewDeposit},
        service::DONE,
    },
    ledger::catalogue::AssetRow,
    ledger::{self, Posting, TxKind},
    on_db,
};

/// Credits `row`; answers the new deposit's id, or `None` when the transfer was credited before.
pub async fn credit(db: &Db, row: &SightingRow, asset: &AssetRow, now: i64) -> Result<Option<i64>, AppError> {
    let deposit = NewDeposit {
        user_id: row.user_id,
        asset_id: row.asset_id,
        chain: &row.network,
        amount: row.amount,
        kind: 0,
        account: &row.sender,
        voucher: "",
        tx_hash: Some(&row.tx_hash),
        output_index: Some(row.output_index),
        status: DONE,
        now,
    };
    let mut tx = db.begin().await?;
    let id = match repo::insert_deposit(&mut tx, &deposit).await {
        Ok(id) => id,
        Err(err) if unique_violation(&err).is_some() => {
            drop(tx);
            return credited_before(db, row, now).await;
        }
        Err(err) => return Err(err.into()),
    };
    let reference = format!("deposit:{id}");
    let key = format!("chain:{}:{}:{}", row.network, row.tx_hash, row.output_index);
    let posting = Posting {
        kind: TxKind::Deposit,
        reference: &reference,
        memo: "",
        idempotency_key: Some(&key),
        legs: credit_legs(row.user_id, row.asset_id, row.amount),
        now,
    };
    ledger::post(&mut tx, &posting).await?;
    credited_note(&mut tx, row.user_id, asset, row.amount, now).await?;
    if !store::mark_credited(&mut tx, row.id, id, now).await? {
        return Ok(None);
    }
    tx.commit().await?;
    Ok(Some(id))
}

/// Links a sighting to the deposit that credited its transfer already.
async fn credited_before(db: &Db, row: &SightingRow, now: i64) -> Result<Option<i64>, AppError> {
    let id = on_db!(db, c => sqlx::query_scalar::<_, i64>(
        "SELECT id FROM deposits WHERE chain = $1 AND tx_hash = $2 AND output_index = $3",
    )
    .bind(&row.network)
    .bind(&row.tx_hash)
    .bind(row.output_index)
    .fetch_one(c)
    .await)?;
    let mut tx = db.begin().await?;
    store::mark_credited(&mut tx, row.id, id, now).await?;
    tx.commit().await?;
    Ok(None)
}
