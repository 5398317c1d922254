//! Ethereum payouts: each waiting ERC20-network withdrawal becomes an EIP-1559 transaction from the hot address
//! with the next nonce (ETH paid directly, a token by its contract's `transfer`), and a signed one is accepted only
//! when it is exactly an export of this network, signed by the hot address.

use super::{EXPORTED, Export, Row, mismatch, to_chain};
use crate::{
    app::AppState,
    config::EthereumConfig,
    error::{AppError, ErrorCode},
    features::funds::{
        chain::{
            ETHEREUM,
            eip1559::{self, Unsigned},
            ethereum::Node,
            scan,
        },
        repo::WithdrawalRow,
    },
};

/// Gas for a plain payment, and a ceiling for a token transfer.
const ETH_GAS: u64 = 21_000;
const TOKEN_GAS: u64 = 100_000;

/// The network's settings and hot address, when both are configured.
pub(super) fn configured(app: &AppState) -> Option<(&EthereumConfig, String)> {
    let config = app.config.chains.ethereum.as_ref()?;
    let hot = config
        .hot_address
        .as_deref()
        .map(scan::normal_address)
        .filter(|a| !a.is_empty())?;
    Some((config, hot))
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

/// Exports the network's waiting withdrawals, each with the next nonce of the hot address (after any export still
/// waiting for its signature).
pub(super) async fn export(app: &AppState, export: &Export<'_>, live: &[Row]) -> Result<(), AppError> {
    let Some((config, hot)) = configured(app) else {
        return Ok(());
    };
    let node = Node::connect(config).await.map_err(AppError::internal)?;
    let chain_id = node.chain_id().await.map_err(AppError::internal)?;
    let (tip, max_fee) = node.fees().await.map_err(AppError::internal)?;
    let mut nonce = node.pending_nonce(&hot).await.map_err(AppError::internal)?;
    if let Some(last) = live
        .iter()
        .filter(|r| r.network == ETHEREUM)
        .map(|r| r.nonce)
        .max()
    {
        nonce = nonce.max(u64::try_from(last + 1).unwrap_or(0));
    }
    for (w, symbol, scale) in export.waiting(ETHEREUM) {
        let Some((to, value, data, gas_limit)) = payment(&node, w, symbol, scale) else {
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
        let json = serde_json::to_string(&unsigned).map_err(AppError::internal)?;
        let number = i64::try_from(nonce).map_err(AppError::internal)?;
        if export.record(app, w, ETHEREUM, number, &json).await? {
            nonce += 1;
        }
    }
    Ok(())
}

/// Checks a raw signed transaction against the exports; answers the export it signs and its hash.
pub(super) fn check(app: &AppState, raw: &str, exported: &[Row]) -> Result<(Row, String), AppError> {
    let (_, hot) = configured(app).ok_or(ErrorCode::FeatureUnavailable)?;
    let signed = eip1559::decode(raw).ok_or_else(|| mismatch("not a signed EIP-1559 transaction".into()))?;
    if signed.sender != hot {
        return Err(mismatch(format!(
            "signed by {}, not by the hot address {hot}",
            signed.sender
        )));
    }
    let row = exported
        .iter()
        .find(|r| r.network == ETHEREUM && u64::try_from(r.nonce).ok() == Some(signed.tx.nonce))
        .ok_or_else(|| mismatch(format!("no exported withdrawal has nonce {}", signed.tx.nonce)))?;
    let wanted: Unsigned = serde_json::from_str(&row.unsigned_tx).map_err(AppError::internal)?;
    if wanted != signed.tx || row.status != EXPORTED {
        return Err(mismatch(format!(
            "nonce {} does not pay exactly what withdrawal {} approved",
            signed.tx.nonce, row.withdrawal_id
        )));
    }
    Ok((row.clone(), signed.hash))
}

/// Sends the checked transactions through the node; answers each one's error, empty when the node took it.
pub(super) async fn broadcast(app: &AppState, raws: &[&str]) -> Result<Vec<String>, AppError> {
    let (config, _) = configured(app).ok_or(ErrorCode::FeatureUnavailable)?;
    let node = Node::connect(config).await.map_err(AppError::internal)?;
    let mut errors = Vec::new();
    for raw in raws {
        errors.push(
            node.send_raw(raw)
                .await
                .err()
                .map(|e| e.to_string())
                .unwrap_or_default(),
        );
    }
    Ok(errors)
}
