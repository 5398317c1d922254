//! What the chain decides about a broadcast withdrawal: the watcher of its network reads the transaction's receipt
//! each round, remembers the block it is in, and at the network's confirmations marks the withdrawal paid with its
//! hash; a transaction that failed on chain gives the withdrawal back to the waiting queue.

use std::collections::HashMap;

use super::{BROADCAST, FAILED, PAID, Progress, Row, rows};
use crate::{
    db::{Db, Tx},
    error::AppError,
    features::{
        funds::{chain::Ctx, repo, service::DONE, withdrawals::paid_legs},
        messages,
    },
    ledger::{self, Posting, TxKind, catalogue},
    money, on_db, on_tx,
    operators::audit::{self, Entry},
};

/// The node a watcher reads receipts from.
pub enum Receipts<'a> {
    Ethereum(&'a crate::features::funds::chain::ethereum::Node),
    Tron(&'a crate::features::funds::chain::tron::Node),
    /// Bitcoin Core's hot wallet, which knows the transactions that spend its coins.
    Bitcoin(&'a crate::features::funds::chain::bitcoin::Node),
}

impl Receipts<'_> {
    /// The block a transaction is in and whether it succeeded; `None` while it is in none.
    async fn receipt(&self, hash: &str) -> anyhow::Result<Option<(u64, bool)>> {
        match self {
            Receipts::Ethereum(node) => node.receipt(hash).await,
            Receipts::Tron(node) => node.receipt(hash).await,
            Receipts::Bitcoin(node) => node.receipt(hash).await,
        }
    }
}

/// In the watcher's round: pays every broadcast withdrawal of the network whose transaction has the confirmations,
/// and gives back to the waiting queue any whose transaction failed on chain.
pub async fn confirm(ctx: &Ctx, node: Receipts<'_>, head: u64) -> anyhow::Result<usize> {
    let network = ctx.network();
    let rules = crate::features::funds::chain::confirmations(&ctx.db, network).await?;
    let mut paid = 0;
    for row in rows(&ctx.db, BROADCAST).await? {
        if row.network != network {
            continue;
        }
        let Some((height, succeeded)) = node.receipt(&row.tx_hash).await? else {
            continue;
        };
        let now = ctx.clock.now_ms();
        if !succeeded {
            set_status(&ctx.db, row.id, FAILED, height, now).await?;
            tracing::error!(withdrawal = row.withdrawal_id, tx = %row.tx_hash, "a withdrawal's transaction failed on chain");
            continue;
        }
        if i64::try_from(crate::features::funds::chain::scan::confirmations(head, height)).unwrap_or(0)
            < rules
        {
            mined_at(&ctx.db, row.id, height).await?;
            continue;
        }
        if pay(&ctx.db, &row, height, now).await? {
            paid += 1;
        }
    }
    Ok(paid)
}

/// The latest payment on chain of each of `ids` that has one, with its network's confirmations.
pub async fn progress(db: &Db, ids: &[i64]) -> Result<HashMap<i64, Progress>, AppError> {
    let mut found = HashMap::new();
    let mut networks: HashMap<String, (i64, Option<i64>)> = HashMap::new();
    for &id in ids {
        let row = on_db!(db, c => sqlx::query_as::<_, (String, i64, String, Option<i64>)>(
            "SELECT network, status, tx_hash, block_height FROM chain_withdrawals WHERE withdrawal_id = $1 \
             ORDER BY id DESC LIMIT 1",
        )
        .bind(id)
        .fetch_optional(c)
        .await)?;
        let Some((network, status, tx_hash, height)) = row else {
            continue;
        };
        if !networks.contains_key(&network) {
            let required = crate::features::funds::chain::confirmations(db, &network)
                .await
                .map_err(AppError::internal)?;
            let tip = crate::features::funds::chain::store::tip(db, &network)
                .await?
                .map(|(h, _)| h);
            networks.insert(network.clone(), (required, tip));
        }
        let (required, tip) = networks.get(&network).copied().unwrap_or((0, None));
        let confirmations = match (status, height, tip) {
            (PAID, ..) => required,
            (_, Some(h), Some(t)) => (t - h + 1).clamp(0, required),
            _ => 0,
        };
        found.insert(
            id,
            Progress {
                status,
                tx_hash,
                confirmations,
                required,
            },
        );
    }
    Ok(found)
}

/// Whether a withdrawal has a live export (exported or broadcast), which only the chain may decide.
pub async fn on_chain(tx: &mut Tx, withdrawal_id: i64) -> Result<bool, sqlx::Error> {
    let live = on_tx!(tx, c => sqlx::query_scalar::<_, i64>(
        "SELECT COUNT(*) FROM chain_withdrawals WHERE withdrawal_id = $1 AND status IN (1, 2)",
    )
    .bind(withdrawal_id)
    .fetch_one(c)
    .await)?;
    Ok(live > 0)
}

/// Remembers the block a broadcast transaction is in, for its confirmations to show.
async fn mined_at(db: &Db, id: i64, height: u64) -> anyhow::Result<()> {
    let mut tx = db.begin().await?;
    on_tx!(&mut tx, c => sqlx::query(
        "UPDATE chain_withdrawals SET block_height = $1 WHERE id = $2 AND status = $3 \
         AND (block_height IS NULL OR block_height <> $1)",
    )
    .bind(i64::try_from(height)?)
    .bind(id)
    .bind(BROADCAST)
    .execute(c)
    .await
    .map(|r| r.rows_affected()))?;
    tx.commit().await?;
    Ok(())
}

/// Moves an export from one stage to the next (with the block its transaction is in, once known); false when it
/// was not at `from` any more.
pub(super) async fn advance(
    tx: &mut Tx,
    id: i64,
    from: i64,
    to: i64,
    height: Option<i64>,
    now: i64,
) -> Result<bool, sqlx::Error> {
    let moved = on_tx!(tx, c => sqlx::query(
        "UPDATE chain_withdrawals SET status = $1, block_height = COALESCE($2, block_height), updated_at = $3 \
         WHERE id = $4 AND status = $5",
    )
    .bind(to)
    .bind(height)
    .bind(now)
    .bind(id)
    .bind(from)
    .execute(c)
    .await
    .map(|r| r.rows_affected()))?;
    Ok(moved == 1)
}

async fn set_status(db: &Db, id: i64, status: i64, height: u64, now: i64) -> anyhow::Result<()> {
    let mut tx = db.begin().await?;
    advance(&mut tx, id, BROADCAST, status, Some(i64::try_from(height)?), now).await?;
    tx.commit().await?;
    Ok(())
}

/// Marks the withdrawal paid with its hash, in the name of the operator who exported it, with its posting, note
/// and audit record, in one transaction.
async fn pay(db: &Db, row: &Row, height: u64, now: i64) -> anyhow::Result<bool> {
    let Some(w) = repo::withdrawal(db, row.withdrawal_id).await? else {
        return Ok(false);
    };
    let code = |e: AppError| anyhow::anyhow!("withdrawal {}: {}", row.withdrawal_id, e.code.as_str());
    let mut tx = db.begin().await?;
    if repo::decide_withdrawal(&mut tx, w.id, DONE, "", &row.tx_hash, row.operator_id, now).await? == 0 {
        return Ok(false);
    }
    let reference = format!("withdrawal:{}", w.id);
    let posting = Posting {
        kind: TxKind::WithdrawDone,
        reference: &reference,
        memo: "",
        idempotency_key: None,
        legs: paid_legs(&w),
        now,
    };
    ledger::post(&mut tx, &posting)
        .await
        .map_err(|e| anyhow::anyhow!("withdrawal {}: {e:?}", row.withdrawal_id))?;
    if !advance(
        &mut tx,
        row.id,
        BROADCAST,
        PAID,
        Some(i64::try_from(height)?),
        now,
    )
    .await?
    {
        return Ok(false);
    }
    let after = format!("paid, tx {} in block {height}", row.tx_hash);
    let entry = Entry {
        operator_id: Some(row.operator_id),
        actor: "chain",
        action: "withdrawal.paid",
        target: &reference,
        before: "",
        after: &after,
        ip: "",
        at: now,
    };
    audit::record(&mut tx, &entry).await?;
    let assets = catalogue::assets(db).await?;
    if let Some(asset) = assets.iter().find(|a| a.id == w.asset_id) {
        let amount = money::format(w.amount, asset.scale);
        let args = [
            ("amount", amount.as_str()),
            ("symbol", asset.symbol.as_str()),
            ("tx_hash", row.tx_hash.as_str()),
        ];
        messages::service::note(&mut tx, w.user_id, "withdrawal_done", &args, now)
            .await
            .map_err(code)?;
    }
    tx.commit().await?;
    Ok(true)
}
