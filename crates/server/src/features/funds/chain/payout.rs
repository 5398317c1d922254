//! Withdrawals paid from the operator's hot address with no key on the server (ADR 83). Finance exports the
//! waiting withdrawals of the network as unsigned EIP-1559 transactions; a signer away from the server (the cold
//! wallet, or `mercato sign` with a key file) signs them; finance imports the signed ones. The server refuses any
//! that is not exactly an exported transaction signed by the hot address, broadcasts the rest through the node, and
//! the watcher marks each withdrawal paid, with its hash, once its transaction has the network's confirmations. A
//! broadcast that fails, or a transaction that fails on chain, leaves the withdrawal waiting, never paid.

use schemars::JsonSchema;
use serde::{Deserialize, Serialize};

use super::{
    Ctx, ETHEREUM,
    eip1559::{self, Unsigned},
    ethereum::Node,
    scan,
};
use crate::{
    app::AppState,
    db::{Db, Tx},
    error::{AppError, ErrorCode},
    features::{
        funds::{
            repo::{self, WithdrawalRow},
            service::{DONE, PENDING},
            withdrawals::paid_legs,
        },
        messages,
    },
    ledger::{self, Posting, TxKind, catalogue},
    money, on_db, on_tx,
    operators::{
        Operator,
        audit::{self, Entry},
    },
};

pub const EXPORTED: i64 = 1;
pub const BROADCAST: i64 = 2;
pub const PAID: i64 = 3;
pub const FAILED: i64 = 4;

/// Gas for a plain payment, and a ceiling for a token transfer.
const ETH_GAS: u64 = 21_000;
const TOKEN_GAS: u64 = 100_000;

/// An exported transaction, for the signer.
#[derive(Debug, Clone, Serialize, Deserialize, JsonSchema)]
pub struct ExportedTx {
    pub withdrawal_id: i64,
    pub network: String,
    pub tx: Unsigned,
}

/// `POST /admin/api/chain/withdrawals/import`: raw signed transactions, `0x…`, one per line or comma-separated.
#[derive(Debug, Clone, Deserialize, JsonSchema)]
pub struct SignedInput {
    pub signed: String,
}

/// What became of one imported transaction.
#[derive(Debug, Clone, Serialize, JsonSchema)]
pub struct Imported {
    pub withdrawal_id: i64,
    pub tx_hash: String,
    pub broadcast: bool,
    /// Why the node refused it, when it did; the withdrawal stays exported, to be signed and imported again.
    pub error: String,
}

/// A withdrawal's payment on chain, as its user sees it.
#[derive(Debug, Clone, Serialize, JsonSchema)]
pub struct Progress {
    /// 1 waiting for its signature, 2 broadcast, 3 paid, 4 failed on chain (the withdrawal waits again).
    pub status: i64,
    /// The transaction's hash once broadcast.
    pub tx_hash: String,
    /// Blocks on top of the transaction's, its own included, once it is in a block.
    pub confirmations: i64,
    pub required: i64,
}

/// The latest payment on chain of each of `ids` that has one.
pub async fn progress(db: &Db, ids: &[i64]) -> Result<std::collections::HashMap<i64, Progress>, AppError> {
    let mut found = std::collections::HashMap::new();
    if ids.is_empty() {
        return Ok(found);
    }
    let required = super::confirmations(db, ETHEREUM)
        .await
        .map_err(AppError::internal)?;
    let tip = super::store::tip(db, ETHEREUM).await?.map(|(h, _)| h);
    for &id in ids {
        let row = on_db!(db, c => sqlx::query_as::<_, (i64, String, Option<i64>)>(
            "SELECT status, tx_hash, block_height FROM chain_withdrawals WHERE withdrawal_id = $1 \
             ORDER BY id DESC LIMIT 1",
        )
        .bind(id)
        .fetch_optional(c)
        .await)?;
        let Some((status, tx_hash, height)) = row else {
            continue;
        };
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

#[derive(Debug, Clone, sqlx::FromRow)]
struct Row {
    id: i64,
    withdrawal_id: i64,
    nonce: i64,
    unsigned_tx: String,
    tx_hash: String,
    operator_id: i64,
}

async fn rows(db: &Db, status: i64) -> Result<Vec<Row>, sqlx::Error> {
    on_db!(db, c => sqlx::query_as::<_, Row>(
        "SELECT id, withdrawal_id, nonce, unsigned_tx, tx_hash, operator_id FROM chain_withdrawals \
         WHERE network = $1 AND status = $2 ORDER BY nonce",
    )
    .bind(ETHEREUM)
    .bind(status)
    .fetch_all(c)
    .await)
}

fn configured(app: &AppState) -> Result<(&crate::config::EthereumConfig, String), AppError> {
    let config = app
        .config
        .chains
        .ethereum
        .as_ref()
        .ok_or(ErrorCode::FeatureUnavailable)?;
    let hot = config
        .hot_address
        .as_deref()
        .map(scan::normal_address)
        .filter(|a| !a.is_empty())
        .ok_or(ErrorCode::FeatureUnavailable)?;
    Ok((config, hot))
}

/// An amount in the asset's minor units as the chain counts it; `None` when the chain cannot pay it exactly.
fn to_chain(amount: i64, scale: u32, decimals: u32) -> Option<u128> {
    let amount = u128::try_from(amount).ok()?;
    if decimals >= scale {
        amount.checked_mul(10u128.checked_pow(decimals - scale)?)
    } else {
        let unit = 10u128.checked_pow(scale - decimals)?;
        (amount % unit == 0).then_some(amount / unit)
    }
}

/// What pays `w` on chain: its recipient and value, or a token contract's transfer call.
fn payment(node: &Node, w: &WithdrawalRow, symbol: &str, scale: u32) -> Option<(String, u128, String, u64)> {
    let to = scan::normal_address(&w.address);
    if symbol == "ETH" {
        return Some((to, to_chain(w.amount, scale, 18)?, "0x".into(), ETH_GAS));
    }
    let token = node
        .tokens
        .iter()
        .find(|t| t.symbol.eq_ignore_ascii_case(symbol))?;
    let units = to_chain(w.amount, scale, token.decimals)?;
    Some((
        token.contract.clone(),
        0,
        eip1559::transfer_call(&to, units)?,
        TOKEN_GAS,
    ))
}

/// Exports every waiting withdrawal of the network not exported yet, each with the next nonce of the hot address,
/// and answers every export still waiting for its signature, in nonce order.
pub async fn export(app: &AppState, operator: &Operator, ip: &str) -> Result<Vec<ExportedTx>, AppError> {
    let (config, hot) = configured(app)?;
    let node = Node::connect(config).await.map_err(AppError::internal)?;
    let chain_id = node.chain_id().await.map_err(AppError::internal)?;
    let (tip, max_fee) = node.fees().await.map_err(AppError::internal)?;
    let live = rows(&app.db, EXPORTED).await?;
    let mut nonce = node.pending_nonce(&hot).await.map_err(AppError::internal)?;
    if let Some(last) = live.last() {
        nonce = nonce.max(u64::try_from(last.nonce + 1).unwrap_or(0));
    }
    let assets = catalogue::assets(&app.db).await?;
    let now = app.clock.now_ms();
    for w in repo::withdrawals_in(&app.db, PENDING, 1_000, 0).await? {
        if !w.chain.eq_ignore_ascii_case(ETHEREUM) {
            continue;
        }
        let Some(asset) = assets.iter().find(|a| a.id == w.asset_id) else {
            continue;
        };
        let Some((to, value, data, gas_limit)) = payment(&node, &w, &asset.symbol, asset.scale.digits())
        else {
            continue;
        };
        let unsigned = Unsigned {
            chain_id,
            nonce,
            max_priority_fee_per_gas: tip,
            max_fee_per_gas: max_fee,
            gas_limit,
            to,
            value,
            data,
        };
        if record_export(app, operator, &w, &unsigned, ip, now).await? {
            nonce += 1;
        }
    }
    Ok(rows(&app.db, EXPORTED)
        .await?
        .into_iter()
        .filter_map(|r| {
            Some(ExportedTx {
                withdrawal_id: r.withdrawal_id,
                network: ETHEREUM.into(),
                tx: serde_json::from_str(&r.unsigned_tx).ok()?,
            })
        })
        .collect())
}

/// Records one export, holding the withdrawal's row so no decision by hand can race it; false when the
/// withdrawal was decided or exported meanwhile.
async fn record_export(
    app: &AppState,
    operator: &Operator,
    w: &WithdrawalRow,
    unsigned: &Unsigned,
    ip: &str,
    now: i64,
) -> Result<bool, AppError> {
    let json = serde_json::to_string(unsigned).map_err(AppError::internal)?;
    let mut tx = app.db.begin().await?;
    let held = on_tx!(&mut tx, c => sqlx::query(
        "UPDATE withdrawals SET reviewed_by = $1 WHERE id = $2 AND status = $3",
    )
    .bind(operator.id)
    .bind(w.id)
    .bind(PENDING)
    .execute(c)
    .await
    .map(|r| r.rows_affected()))?;
    if held != 1 || on_chain(&mut tx, w.id).await? {
        return Ok(false);
    }
    on_tx!(&mut tx, c => sqlx::query(
        "INSERT INTO chain_withdrawals (withdrawal_id, network, nonce, unsigned_tx, status, operator_id, \
         created_at, updated_at) VALUES ($1, $2, $3, $4, $5, $6, $7, $7)",
    )
    .bind(w.id)
    .bind(ETHEREUM)
    .bind(i64::try_from(unsigned.nonce).map_err(AppError::internal)?)
    .bind(&json)
    .bind(EXPORTED)
    .bind(operator.id)
    .bind(now)
    .execute(c)
    .await
    .map(|r| r.rows_affected()))?;
    let after = format!("exported for signing, nonce {}", unsigned.nonce);
    commit_audited(tx, operator, "withdrawal.export", w.id, &after, ip, now).await?;
    Ok(true)
}

/// Records what an operator did to a withdrawal in the transaction that did it, and commits.
async fn commit_audited(
    mut tx: Tx,
    operator: &Operator,
    action: &str,
    withdrawal_id: i64,
    after: &str,
    ip: &str,
    now: i64,
) -> Result<(), AppError> {
    let target = format!("withdrawal:{withdrawal_id}");
    audit::record(&mut tx, &Entry::by(operator, action, &target, after, ip, now)).await?;
    tx.commit().await?;
    Ok(())
}

/// Gives up every export still waiting for its signature (a signer lost the batch, or it must be built again):
/// each is kept as failed evidence, its withdrawal waits again to be exported with fresh nonces or decided by hand.
/// Answers how many were given up.
pub async fn abandon(app: &AppState, operator: &Operator, reason: &str, ip: &str) -> Result<usize, AppError> {
    let reason = crate::features::identity::service::check_reason(reason)?;
    let now = app.clock.now_ms();
    let waiting = rows(&app.db, EXPORTED).await?;
    let mut given_up = 0;
    for row in waiting {
        let mut tx = app.db.begin().await?;
        if !advance(&mut tx, row.id, EXPORTED, FAILED, None, now).await? {
            continue;
        }
        let after = format!("export of nonce {} given up: {reason}", row.nonce);
        commit_audited(
            tx,
            operator,
            "withdrawal.export_abandoned",
            row.withdrawal_id,
            &after,
            ip,
            now,
        )
        .await?;
        given_up += 1;
    }
    Ok(given_up)
}

fn mismatch(reason: String) -> AppError {
    AppError::new(ErrorCode::SignedTxMismatch).with_message("signed_tx_mismatch", vec![("reason", reason)])
}

/// Checks every signed transaction against its export, refusing the whole import when one does not match; then
/// broadcasts each and records the broadcast ones.
pub async fn import(
    app: &AppState,
    operator: &Operator,
    input: &SignedInput,
    ip: &str,
) -> Result<Vec<Imported>, AppError> {
    let (config, hot) = configured(app)?;
    let exported = rows(&app.db, EXPORTED).await?;
    let mut checked = Vec::new();
    for raw in input
        .signed
        .split([',', '\n', ' '])
        .map(str::trim)
        .filter(|r| !r.is_empty())
    {
        let signed =
            eip1559::decode(raw).ok_or_else(|| mismatch("not a signed EIP-1559 transaction".into()))?;
        if signed.sender != hot {
            return Err(mismatch(format!(
                "signed by {}, not by the hot address {hot}",
                signed.sender
            )));
        }
        let row = exported
            .iter()
            .find(|r| u64::try_from(r.nonce).ok() == Some(signed.tx.nonce))
            .ok_or_else(|| mismatch(format!("no exported withdrawal has nonce {}", signed.tx.nonce)))?;
        let wanted: Unsigned = serde_json::from_str(&row.unsigned_tx).map_err(AppError::internal)?;
        if wanted != signed.tx {
            return Err(mismatch(format!(
                "nonce {} does not pay exactly what withdrawal {} approved",
                signed.tx.nonce, row.withdrawal_id
            )));
        }
        checked.push((raw.to_string(), signed, row.clone()));
    }
    if checked.is_empty() {
        return Err(AppError::field("signed"));
    }
    let node = Node::connect(config).await.map_err(AppError::internal)?;
    let mut answers = Vec::new();
    for (raw, signed, row) in checked {
        let sent = node.send_raw(&raw).await;
        let error = sent.as_ref().err().map(|e| e.to_string()).unwrap_or_default();
        if sent.is_ok() {
            let now = app.clock.now_ms();
            let mut tx = app.db.begin().await?;
            on_tx!(&mut tx, c => sqlx::query(
                "UPDATE chain_withdrawals SET status = $1, signed_tx = $2, tx_hash = $3, updated_at = $4 \
                 WHERE id = $5 AND status = $6",
            )
            .bind(BROADCAST)
            .bind(&raw)
            .bind(&signed.hash)
            .bind(now)
            .bind(row.id)
            .bind(EXPORTED)
            .execute(c)
            .await
            .map(|r| r.rows_affected()))?;
            let after = format!("broadcast, tx {}", signed.hash);
            commit_audited(
                tx,
                operator,
                "withdrawal.broadcast",
                row.withdrawal_id,
                &after,
                ip,
                now,
            )
            .await?;
        }
        answers.push(Imported {
            withdrawal_id: row.withdrawal_id,
            tx_hash: signed.hash,
            broadcast: sent.is_ok(),
            error,
        });
    }
    Ok(answers)
}

/// In the watcher's round: pays every broadcast withdrawal whose transaction has the confirmations, and gives
/// back to the waiting queue any whose transaction failed on chain.
pub async fn confirm(ctx: &Ctx, node: &Node, head: u64) -> anyhow::Result<usize> {
    let rules = super::confirmations(&ctx.db, ETHEREUM).await?;
    let mut paid = 0;
    for row in rows(&ctx.db, BROADCAST).await? {
        let Some((height, succeeded)) = node.receipt(&row.tx_hash).await? else {
            continue;
        };
        let now = ctx.clock.now_ms();
        if !succeeded {
            set_status(&ctx.db, row.id, FAILED, height, now).await?;
            tracing::error!(withdrawal = row.withdrawal_id, tx = %row.tx_hash, "a withdrawal's transaction failed on chain");
            continue;
        }
        if i64::try_from(scan::confirmations(head, height)).unwrap_or(0) < rules {
            mined_at(&ctx.db, row.id, height).await?;
            continue;
        }
        if pay(&ctx.db, &row, height, now).await? {
            paid += 1;
        }
    }
    Ok(paid)
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
async fn advance(
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
