//! What finance pastes back after signing, read into one signed transaction per network's shape.

use super::mismatch;
use crate::{error::AppError, features::funds::chain::tron_tx};

/// One signed transaction as imported.
pub(super) enum Signed {
    /// A raw EIP-1559 transaction, `0x…`.
    Ethereum(String),
    /// A TRON transaction in JSON with its signature.
    Tron(Box<tron_tx::Signed>),
    /// A signed PSBT, base64.
    Bitcoin(String),
}

/// A raw Ethereum transaction or a PSBT (base64 of `psbt\xff…`).
fn raw(text: &str) -> Signed {
    if text.starts_with("cHNidP8") {
        Signed::Bitcoin(text.to_string())
    } else {
        Signed::Ethereum(text.to_string())
    }
}

fn tron_signed(value: serde_json::Value) -> Result<Signed, AppError> {
    serde_json::from_value(value)
        .map(|tx| Signed::Tron(Box::new(tx)))
        .map_err(|_| mismatch("not a signed TRON transaction".into()))
}

/// The signed transactions in what finance pasted: raw Ethereum ones and PSBTs separated by commas, spaces or
/// lines, TRON ones as JSON objects one a line, or a JSON list of any.
pub(super) fn parse(input: &str) -> Result<Vec<Signed>, AppError> {
    let input = input.trim();
    if input.starts_with('[') {
        let list: Vec<serde_json::Value> =
            serde_json::from_str(input).map_err(|_| mismatch("not a JSON list of transactions".into()))?;
        return list
            .into_iter()
            .map(|item| match item {
                serde_json::Value::String(text) => Ok(raw(&text)),
                other => tron_signed(other),
            })
            .collect();
    }
    let mut found = Vec::new();
    for line in input.lines().map(str::trim).filter(|l| !l.is_empty()) {
        if line.starts_with('{') {
            let value =
                serde_json::from_str(line).map_err(|_| mismatch("not a signed TRON transaction".into()))?;
            found.push(tron_signed(value)?);
            continue;
        }
        found.extend(
            line.split([',', ' '])
                .map(str::trim)
                .filter(|r| !r.is_empty())
                .map(raw),
        );
    }
    Ok(found)
}
