//! Withdrawals paid from the operator's hot address with no key on the server (ADRs 83 and 84). Finance exports the
//! waiting withdrawals of each configured network as unsigned transactions (EIP-1559 for Ethereum, TRON's
//! transaction JSON); a signer away from the server (the cold wallet, or `mercato sign` with a key file) signs them;
//! finance imports the signed ones. The server refuses any that is not exactly an exported transaction signed by
//! the hot address, broadcasts the rest through the node, and the network's watcher marks each withdrawal paid,
//! with its hash, once its transaction has the network's confirmations. A broadcast that fails, or a transaction
//! that fails on chain, leaves the withdrawal waiting, never paid.

mod bitcoin;
mod ethereum;
mod input;
mod settle;
mod tron;

use schemars::JsonSchema;
use serde::{Deserialize, Serialize};

pub use self::bitcoin::Psbt;
pub use self::settle::{Receipts, confirm, on_chain, progress};
use super::{ETHEREUM, eip1559, tron_tx};
use crate::{
    app::AppState,
    db::{Db, Tx},
    error::{AppError, ErrorCode},
    features::funds::{
        repo::{self, WithdrawalRow},
        service::PENDING,
    },
    ledger::catalogue,
    on_db, on_tx,
    operators::{
        Operator,
        audit::{self, Entry},
    },
};

pub const EXPORTED: i64 = 1;
pub const BROADCAST: i64 = 2;
pub const PAID: i64 = 3;
pub const FAILED: i64 = 4;

/// An exported transaction, for the signer.
#[derive(Debug, Clone, Serialize, Deserialize, JsonSchema)]
pub struct ExportedTx {
    pub withdrawal_id: i64,
    pub network: String,
    pub tx: UnsignedTx,
}

/// A transaction to sign, in its network's shape.
#[derive(Debug, Clone, Serialize, Deserialize, JsonSchema)]
#[serde(untagged)]
pub enum UnsignedTx {
    Ethereum(eip1559::Unsigned),
    Tron(tron_tx::Unsigned),
    /// A PSBT, which the wallet holding the hot key signs.
    Bitcoin(Psbt),
}

impl UnsignedTx {
    /// Signs with the hot address's key: a raw Ethereum transaction (`0x…`) or a signed TRON transaction as one line
    /// of JSON, as the import takes them. A PSBT is signed by the wallet that holds the hot wallet's keys.
    pub fn sign(&self, key: &k256::ecdsa::SigningKey) -> Option<String> {
        match self {
            UnsignedTx::Ethereum(tx) => tx.sign(key),
            UnsignedTx::Tron(tx) => serde_json::to_string(&tx.sign(key)?).ok(),
            UnsignedTx::Bitcoin(_) => None,
        }
    }
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

#[derive(Debug, Clone, sqlx::FromRow)]
struct Row {
    id: i64,
    withdrawal_id: i64,
    network: String,
    nonce: i64,
    status: i64,
    unsigned_tx: String,
    tx_hash: String,
    operator_id: i64,
}

async fn rows(db: &Db, status: i64) -> Result<Vec<Row>, sqlx::Error> {
    on_db!(db, c => sqlx::query_as::<_, Row>(
        "SELECT id, withdrawal_id, network, nonce, status, unsigned_tx, tx_hash, operator_id FROM chain_withdrawals \
         WHERE status = $1 ORDER BY network, nonce",
    )
    .bind(status)
    .fetch_all(c)
    .await)
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

/// One export run: the withdrawals waiting, with their assets, and who exports them.
struct Export<'a> {
    operator: &'a Operator,
    ip: &'a str,
    now: i64,
    waiting: Vec<(WithdrawalRow, String, u32)>,
}

impl Export<'_> {
    /// The waiting withdrawals of `network`, with their asset's symbol and scale.
    fn waiting(&self, network: &str) -> impl Iterator<Item = (&WithdrawalRow, &str, u32)> {
        self.waiting
            .iter()
            .filter(move |(w, ..)| w.chain.eq_ignore_ascii_case(network))
            .map(|(w, symbol, scale)| (w, symbol.as_str(), *scale))
    }

    /// Records one export, holding the withdrawal's row so no decision by hand can race it; false when the
    /// withdrawal was decided or exported meanwhile.
    async fn record(
        &self,
        app: &AppState,
        w: &WithdrawalRow,
        network: &str,
        nonce: i64,
        unsigned_json: &str,
    ) -> Result<bool, AppError> {
        let mut tx = app.db.begin().await?;
        let held = on_tx!(&mut tx, c => sqlx::query(
            "UPDATE withdrawals SET reviewed_by = $1 WHERE id = $2 AND status = $3",
        )
        .bind(self.operator.id)
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
        .bind(network)
        .bind(nonce)
        .bind(unsigned_json)
        .bind(EXPORTED)
        .bind(self.operator.id)
        .bind(self.now)
        .execute(c)
        .await
        .map(|r| r.rows_affected()))?;
        let after = format!("exported for signing on {network}, nonce {nonce}");
        commit_audited(
            tx,
            self.operator,
            "withdrawal.export",
            w.id,
            &after,
            self.ip,
            self.now,
        )
        .await?;
        Ok(true)
    }
}

/// Exports every waiting withdrawal of each network with a hot address that is not exported yet, and answers every
/// export still waiting for its signature, by network and nonce.
pub async fn export(app: &AppState, operator: &Operator, ip: &str) -> Result<Vec<ExportedTx>, AppError> {
    if ethereum::configured(app).is_none()
        && tron::configured(app).is_none()
        && bitcoin::configured(app).is_none()
    {
        return Err(ErrorCode::FeatureUnavailable.into());
    }
    let assets = catalogue::assets(&app.db).await?;
    let waiting = repo::withdrawals_in(&app.db, PENDING, 1_000, 0)
        .await?
        .into_iter()
        .filter_map(|w| {
            let asset = assets.iter().find(|a| a.id == w.asset_id)?;
            Some((w, asset.symbol.clone(), asset.scale.digits()))
        })
        .collect();
    let run = Export {
        operator,
        ip,
        now: app.clock.now_ms(),
        waiting,
    };
    let live = rows(&app.db, EXPORTED).await?;
    ethereum::export(app, &run, &live).await?;
    tron::export(app, &run).await?;
    bitcoin::export(app, &run).await?;
    Ok(rows(&app.db, EXPORTED)
        .await?
        .into_iter()
        .filter_map(|r| {
            Some(ExportedTx {
                withdrawal_id: r.withdrawal_id,
                network: r.network,
                tx: serde_json::from_str(&r.unsigned_tx).ok()?,
            })
        })
        .collect())
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

/// Gives up every Ethereum export still waiting for its signature (a signer lost the batch, or it must be built
/// again): each is kept as failed evidence, its withdrawal waits again to be exported or decided by hand. Answers
/// how many were given up.
///
/// Only Ethereum's: the next export reuses the given-up nonces, so if a signed copy of a given-up transaction is
/// already out, at most one of the two can ever be mined. A TRON or Bitcoin transaction has no such twin (a TRON
/// one stays valid until it expires, a PSBT until its coins are spent), so giving one up could pay a withdrawal
/// twice; those stay exported until the chain decides them (ADRs 84, 85).
pub async fn abandon(app: &AppState, operator: &Operator, reason: &str, ip: &str) -> Result<usize, AppError> {
    let reason = crate::features::identity::service::check_reason(reason)?;
    let now = app.clock.now_ms();
    let waiting = rows(&app.db, EXPORTED).await?;
    let mut given_up = 0;
    for row in waiting.into_iter().filter(|r| r.network == ETHEREUM) {
        let mut tx = app.db.begin().await?;
        if !settle::advance(&mut tx, row.id, EXPORTED, FAILED, None, now).await? {
            continue;
        }
        let after = format!(
            "export on {} of nonce {} given up: {reason}",
            row.network, row.nonce
        );
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
    let exported = rows(&app.db, EXPORTED).await?;
    let (mut ethereum_txs, mut tron_txs, mut bitcoin_txs) = (Vec::new(), Vec::new(), Vec::new());
    for signed in input::parse(&input.signed)? {
        match signed {
            input::Signed::Ethereum(raw) => {
                let (row, hash) = ethereum::check(app, &raw, &exported)?;
                ethereum_txs.push((raw, row, hash));
            }
            input::Signed::Tron(tx) => {
                let (row, hash) = tron::check(app, &tx, &exported)?;
                let json = serde_json::to_string(tx.as_ref()).map_err(AppError::internal)?;
                tron_txs.push((*tx, json, row, hash));
            }
            input::Signed::Bitcoin(psbt) => {
                let (row, txid, raw) = bitcoin::check(app, &psbt, &exported).await?;
                bitcoin_txs.push((raw, row, txid));
            }
        }
    }
    if ethereum_txs.is_empty() && tron_txs.is_empty() && bitcoin_txs.is_empty() {
        return Err(AppError::field("signed"));
    }
    let mut sent = Vec::new();
    if !ethereum_txs.is_empty() {
        let raws: Vec<&str> = ethereum_txs.iter().map(|(raw, ..)| raw.as_str()).collect();
        let errors = ethereum::broadcast(app, &raws).await?;
        sent.extend(
            ethereum_txs
                .into_iter()
                .zip(errors)
                .map(|((raw, row, hash), e)| (raw, row, hash, e)),
        );
    }
    if !tron_txs.is_empty() {
        let txs: Vec<&tron_tx::Signed> = tron_txs.iter().map(|(tx, ..)| tx).collect();
        let errors = tron::broadcast(app, &txs).await?;
        sent.extend(
            tron_txs
                .into_iter()
                .zip(errors)
                .map(|((_, json, row, hash), e)| (json, row, hash, e)),
        );
    }
    if !bitcoin_txs.is_empty() {
        let raws: Vec<&str> = bitcoin_txs.iter().map(|(raw, ..)| raw.as_str()).collect();
        let errors = bitcoin::broadcast(app, &raws).await?;
        sent.extend(
            bitcoin_txs
                .into_iter()
                .zip(errors)
                .map(|((raw, row, txid), e)| (raw, row, txid, e)),
        );
    }
    let mut answers = Vec::new();
    for (signed, row, hash, error) in sent {
        if error.is_empty() {
            broadcast_recorded(app, operator, &row, &signed, &hash, ip).await?;
        }
        answers.push(Imported {
            withdrawal_id: row.withdrawal_id,
            tx_hash: hash,
            broadcast: error.is_empty(),
            error,
        });
    }
    Ok(answers)
}

/// Records that an export's signed transaction went out, with its hash, audited.
async fn broadcast_recorded(
    app: &AppState,
    operator: &Operator,
    row: &Row,
    signed: &str,
    hash: &str,
    ip: &str,
) -> Result<(), AppError> {
    let now = app.clock.now_ms();
    let mut tx = app.db.begin().await?;
    let moved = on_tx!(&mut tx, c => sqlx::query(
        "UPDATE chain_withdrawals SET status = $1, signed_tx = $2, tx_hash = $3, updated_at = $4 \
         WHERE id = $5 AND status = $6",
    )
    .bind(BROADCAST)
    .bind(signed)
    .bind(hash)
    .bind(now)
    .bind(row.id)
    .bind(EXPORTED)
    .execute(c)
    .await
    .map(|r| r.rows_affected()))?;
    // A second import of the same signed transaction sends it again (the node ignores it) but records nothing.
    if moved != 1 {
        return Ok(());
    }
    let after = format!("broadcast, tx {hash}");
    commit_audited(
        tx,
        operator,
        "withdrawal.broadcast",
        row.withdrawal_id,
        &after,
        ip,
        now,
    )
    .await
}
