//! Bitcoin payouts (ADR 85): the node's hot wallet (watch-only, holding the hot key's descriptors) funds each
//! waiting BTC withdrawal as a PSBT, whose one output to the withdrawal's address must pay it exactly; the signer
//! (the wallet that holds the key) signs it; a signed PSBT is accepted only when the transaction it carries is an
//! export's (its id commits to every input and output), every input is signed and the node's mempool would take it.
//! A Bitcoin transaction has no nonce: the withdrawal's id stands in for it.

use schemars::JsonSchema;
use serde::{Deserialize, Serialize};

use super::{Export, Row, mismatch, to_chain};
use crate::{
    app::AppState,
    config::BitcoinConfig,
    error::{AppError, ErrorCode},
    features::funds::chain::{BITCOIN, bitcoin::Node, btc_tx},
};

/// A withdrawal's PSBT for the signer, with the id of the transaction it carries.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
pub struct Psbt {
    /// Base64, as wallets take it.
    pub psbt: String,
    pub txid: String,
}

/// The node's hot wallet, when one is configured.
pub(super) fn configured(app: &AppState) -> Option<(&BitcoinConfig, &str)> {
    let config = app.config.chains.bitcoin.as_ref()?;
    let wallet = config.hot_wallet.as_deref().filter(|w| !w.trim().is_empty())?;
    Some((config, wallet))
}

fn hot(app: &AppState) -> Result<Node, AppError> {
    let (config, wallet) = configured(app).ok_or(ErrorCode::FeatureUnavailable)?;
    Node::for_wallet(config, wallet).map_err(AppError::internal)
}

/// Exports the network's waiting BTC withdrawals, one PSBT each.
pub(super) async fn export(app: &AppState, export: &Export<'_>) -> Result<(), AppError> {
    if configured(app).is_none() {
        return Ok(());
    }
    let node = hot(app)?;
    for (w, symbol, scale) in export.waiting(BITCOIN) {
        let sats = to_chain(w.amount, scale, 8).and_then(|s| u64::try_from(s).ok());
        let script = btc_tx::script_pubkey(&w.address);
        let (Some(sats), Some(script), true) = (sats, script, symbol.eq_ignore_ascii_case("BTC")) else {
            continue;
        };
        let psbt = node
            .funded_psbt(&w.address, sats)
            .await
            .map_err(AppError::internal)?;
        let tx = btc_tx::psbt_transaction(&psbt)
            .ok_or_else(|| AppError::internal(anyhow::anyhow!("the node's PSBT cannot be read")))?;
        let exact = tx
            .outputs
            .iter()
            .filter(|o| o.sats == sats && o.script == script)
            .count()
            == 1;
        let json = serde_json::to_string(&Psbt {
            psbt,
            txid: tx.txid.clone(),
        })
        .map_err(AppError::internal)?;
        if !exact || !export.record(app, w, BITCOIN, w.id, &json).await? {
            node.release(&tx.inputs).await.map_err(AppError::internal)?;
        }
        if !exact {
            return Err(AppError::internal(anyhow::anyhow!(
                "the node's PSBT {} does not pay withdrawal {} exactly",
                tx.txid,
                w.id
            )));
        }
    }
    Ok(())
}

/// Checks a signed PSBT against the exports and has the node finalize it; answers the export it signs, the
/// transaction's id and the raw transaction to send.
pub(super) async fn check(
    app: &AppState,
    psbt: &str,
    exported: &[Row],
) -> Result<(Row, String, String), AppError> {
    let tx = btc_tx::psbt_transaction(psbt).ok_or_else(|| mismatch("not a PSBT".into()))?;
    let row = exported
        .iter()
        .filter(|r| r.network == BITCOIN)
        .find(|r| serde_json::from_str::<Psbt>(&r.unsigned_tx).is_ok_and(|e| e.txid == tx.txid))
        .ok_or_else(|| mismatch(format!("no exported withdrawal has transaction {}", tx.txid)))?;
    let node = hot(app)?;
    let (complete, raw) = node.finalize(psbt).await.map_err(AppError::internal)?;
    if !complete {
        return Err(mismatch(format!("transaction {} is not fully signed", tx.txid)));
    }
    let signed = hex::decode(&raw).ok().and_then(|b| btc_tx::parse(&b));
    if signed.as_ref().map(|s| s.txid.as_str()) != Some(tx.txid.as_str()) {
        return Err(mismatch(format!("the finalized transaction is not {}", tx.txid)));
    }
    if let Some(reason) = node.refusal(&raw).await.map_err(AppError::internal)? {
        return Err(mismatch(format!(
            "the node would not take transaction {}: {reason}",
            tx.txid
        )));
    }
    Ok((row.clone(), tx.txid, raw))
}

/// Sends the checked transactions through the node; answers each one's error, empty when the node took it.
pub(super) async fn broadcast(app: &AppState, raws: &[&str]) -> Result<Vec<String>, AppError> {
    let node = hot(app)?;
    let mut errors = Vec::new();
    for raw in raws {
        errors.push(
            node.send(raw)
                .await
                .err()
                .map(|e| e.to_string())
                .unwrap_or_default(),
        );
    }
    Ok(errors)
}
