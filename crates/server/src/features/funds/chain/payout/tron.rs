//! TRON payouts (ADR 84): each waiting TRC20-network withdrawal becomes a transaction from the hot address that the
//! server encodes itself (TRX by `TransferContract`, a token by its contract's `transfer`), anchored to the node's
//! head block and expiring `EXPIRY_MS` later. TRON has no nonce: the withdrawal's id stands in for it. A signed one
//! is accepted only when its `raw_data` is byte for byte an export's and its one signature is the hot address's.

use super::{Export, Row, mismatch, to_chain};
use crate::{
    app::AppState,
    config::TronConfig,
    error::{AppError, ErrorCode},
    features::{
        funds::{
            chain::{
                TRON,
                tron::Node,
                tron_tx::{Payment, Raw, Signed, Unsigned},
            },
            repo::WithdrawalRow,
        },
        wallet::derive::base58check_decode,
    },
};

/// TRX has 6 decimals.
const TRX_DECIMALS: u32 = 6;
/// The most a token transfer may burn for its energy: 100 TRX, in sun. A ceiling, not a price.
const TOKEN_FEE_LIMIT: u64 = 100_000_000;
/// How long an export stays valid: the node refuses it after this, and finance gives it up and exports again.
/// TRON allows at most 24 hours.
pub const EXPIRY_MS: i64 = 12 * 60 * 60 * 1000;

fn account(address: &str) -> Option<[u8; 21]> {
    let bytes = base58check_decode(address.trim())?;
    let account: [u8; 21] = bytes.try_into().ok()?;
    (account[0] == 0x41).then_some(account)
}

/// The network's settings and hot address (its bytes and as written), when both are configured.
pub(super) fn configured(app: &AppState) -> Option<(&TronConfig, [u8; 21], String)> {
    let config = app.config.chains.tron.as_ref()?;
    let written = config.hot_address.as_deref()?.trim().to_string();
    Some((config, account(&written)?, written))
}

fn payment(node: &Node, w: &WithdrawalRow, symbol: &str, scale: u32) -> Option<Payment> {
    let to = account(&w.address)?;
    if symbol.eq_ignore_ascii_case("TRX") {
        let sun = u64::try_from(to_chain(w.amount, scale, TRX_DECIMALS)?).ok()?;
        return Some(Payment::Trx { to, sun });
    }
    let token = node
        .tokens
        .iter()
        .find(|t| t.symbol.eq_ignore_ascii_case(symbol))?;
    let mut contract = [0x41u8; 21];
    contract[1..].copy_from_slice(&hex::decode(&token.contract).ok()?);
    Some(Payment::Token {
        contract,
        to,
        amount: to_chain(w.amount, scale, token.decimals)?,
        fee_limit: TOKEN_FEE_LIMIT,
    })
}

/// Exports the network's waiting withdrawals, anchored to the node's head block.
pub(super) async fn export(app: &AppState, export: &Export<'_>) -> Result<(), AppError> {
    let Some((config, hot, _)) = configured(app) else {
        return Ok(());
    };
    let node = Node::connect(config).await.map_err(AppError::internal)?;
    let (number, id, time) = node.reference().await.map_err(AppError::internal)?;
    let id = hex::decode(&id).ok().filter(|b| b.len() == 32).ok_or_else(|| {
        AppError::internal(anyhow::anyhow!("the node's head block id {id} is not 32 bytes"))
    })?;
    let mut ref_block_hash = [0u8; 8];
    ref_block_hash.copy_from_slice(&id[8..16]);
    let number = number.to_be_bytes();
    for (w, symbol, scale) in export.waiting(TRON) {
        let Some(payment) = payment(&node, w, symbol, scale) else {
            continue;
        };
        let raw = Raw {
            owner: hot,
            payment,
            ref_block_bytes: [number[6], number[7]],
            ref_block_hash,
            expiration_ms: time + EXPIRY_MS,
            timestamp_ms: export.now,
        };
        let json = serde_json::to_string(&raw.unsigned()).map_err(AppError::internal)?;
        export.record(app, w, TRON, w.id, &json).await?;
    }
    Ok(())
}

/// Checks a signed transaction against the exports; answers the export it signs and its id.
pub(super) fn check(app: &AppState, signed: &Signed, exported: &[Row]) -> Result<(Row, String), AppError> {
    let (_, _, hot) = configured(app).ok_or(ErrorCode::FeatureUnavailable)?;
    let id = signed.tx_id.to_lowercase();
    let (row, wanted) = exported
        .iter()
        .filter(|r| r.network == TRON)
        .find_map(|r| {
            let wanted: Unsigned = serde_json::from_str(&r.unsigned_tx).ok()?;
            (wanted.tx_id == id).then_some((r, wanted))
        })
        .ok_or_else(|| mismatch(format!("no exported withdrawal has transaction {id}")))?;
    if wanted.raw_data_hex != signed.raw_data_hex.to_lowercase() {
        return Err(mismatch(format!(
            "transaction {id} does not pay exactly what withdrawal {} approved",
            row.withdrawal_id
        )));
    }
    let signer = signed
        .signer()
        .ok_or_else(|| mismatch(format!("transaction {id} does not carry one valid signature")))?;
    if signer != hot {
        return Err(mismatch(format!(
            "signed by {signer}, not by the hot address {hot}"
        )));
    }
    Ok((row.clone(), id))
}

/// Sends the checked transactions through the node; answers each one's error, empty when the node took it.
pub(super) async fn broadcast(app: &AppState, signed: &[&Signed]) -> Result<Vec<String>, AppError> {
    let (config, ..) = configured(app).ok_or(ErrorCode::FeatureUnavailable)?;
    let node = Node::connect(config).await.map_err(AppError::internal)?;
    let mut errors = Vec::new();
    for tx in signed {
        let sent = match tx.transaction_hex() {
            Some(hex) => node.broadcast_hex(&hex).await.err().map(|e| e.to_string()),
            None => Some("not a transaction".into()),
        };
        errors.push(sent.unwrap_or_default());
    }
    Ok(errors)
}
