//! The TRON node as the watcher reads it, over the full node's HTTP API (`/wallet/*`): the head, a block's id, and
//! a range of blocks with the TRX paid by their `TransferContract`s and the TRC-20 `Transfer` events in their
//! transactions' logs. Addresses are compared in base58 (`T…`), as users' deposit addresses are written.

use std::{collections::HashMap, time::Duration};

use anyhow::{Context, anyhow};
use serde_json::{Value, json};

use super::{
    ethereum::TRANSFER_TOPIC,
    scan::{Block, Token, Transfer},
};
use crate::{
    config::TronConfig,
    features::wallet::derive::{base58check_decode, base58check_encode},
    ids::UserId,
};

/// TRX has 6 decimals (one TRX is 1,000,000 sun).
const TRX_DECIMALS: u32 = 6;

pub struct Node {
    http: reqwest::Client,
    url: String,
    pub tokens: Vec<Token>,
}

/// A hex TRON address (`41` and 20 bytes) in base58.
fn base58(hex_address: &str) -> Option<String> {
    let bytes = hex::decode(hex_address).ok()?;
    (bytes.len() == 21 && bytes[0] == 0x41).then(|| base58check_encode(&bytes))
}

/// A base58 address (`T…`) as hex without its `41` prefix.
fn hex20(address: &str) -> Option<String> {
    let data = base58check_decode(address)?;
    (data.len() == 21 && data[0] == 0x41).then(|| hex::encode(&data[1..]))
}

fn number(value: &Value) -> anyhow::Result<u64> {
    value.as_u64().ok_or_else(|| anyhow!("not a number: {value}"))
}

impl Node {
    /// Connects and reads each token's decimals from its contract (`decimals()`).
    pub async fn connect(config: &TronConfig) -> anyhow::Result<Node> {
        let http = reqwest::Client::builder()
            .timeout(Duration::from_secs(20))
            .build()?;
        let mut node = Node {
            http,
            url: config.api_url.trim_end_matches('/').to_string(),
            tokens: Vec::new(),
        };
        for (symbol, contract) in &config.tokens {
            let hex = hex20(contract)
                .ok_or_else(|| anyhow!("the {symbol} contract {contract} is not a TRON address"))?;
            let answer = node
                .post(
                    "triggerconstantcontract",
                    json!({"owner_address": contract, "contract_address": contract,
                           "function_selector": "decimals()", "visible": true}),
                )
                .await?;
            let word = answer["constant_result"][0].as_str().context("decimals")?;
            let decimals = u32::from_str_radix(word.trim_start_matches('0'), 16).unwrap_or(0);
            node.tokens.push(Token {
                symbol: symbol.to_uppercase(),
                contract: hex,
                decimals,
            });
        }
        Ok(node)
    }

    async fn post(&self, call: &str, body: Value) -> anyhow::Result<Value> {
        Ok(self
            .http
            .post(format!("{}/wallet/{call}", self.url))
            .json(&body)
            .send()
            .await?
            .error_for_status()?
            .json()
            .await?)
    }

    pub async fn head(&self) -> anyhow::Result<u64> {
        let block = self.post("getnowblock", json!({})).await?;
        number(&block["block_header"]["raw_data"]["number"])
    }

    async fn block(&self, height: u64) -> anyhow::Result<Option<Value>> {
        let block = self.post("getblockbynum", json!({"num": height})).await?;
        Ok(block.get("blockID").is_some().then_some(block))
    }

    /// The head block's number, id and time: what a new transaction is anchored to and expires after.
    pub async fn reference(&self) -> anyhow::Result<(u64, String, i64)> {
        let block = self.post("getnowblock", json!({})).await?;
        let header = &block["block_header"]["raw_data"];
        Ok((
            number(&header["number"])?,
            block["blockID"].as_str().context("blockID")?.to_string(),
            header["timestamp"].as_i64().context("timestamp")?,
        ))
    }

    /// Sends a signed transaction (its protobuf in hex); the node's refusal, with its reason, as an error.
    pub async fn broadcast_hex(&self, transaction: &str) -> anyhow::Result<()> {
        let answer = self
            .post("broadcasthex", json!({"transaction": transaction}))
            .await?;
        if answer["result"].as_bool() == Some(true) {
            return Ok(());
        }
        let message = answer["message"].as_str().unwrap_or_default();
        let message = hex::decode(message)
            .ok()
            .and_then(|b| String::from_utf8(b).ok())
            .unwrap_or_else(|| message.to_string());
        Err(anyhow!(
            "{} {message}",
            answer["code"].as_str().unwrap_or("refused")
        ))
    }

    /// The block a transaction is in and whether it succeeded; `None` while it is in none.
    pub async fn receipt(&self, id: &str) -> anyhow::Result<Option<(u64, bool)>> {
        let info = self.post("gettransactioninfobyid", json!({"value": id})).await?;
        let Some(height) = info["blockNumber"].as_u64() else {
            return Ok(None);
        };
        let failed = info["result"].as_str() == Some("FAILED")
            || info["receipt"]["result"].as_str().is_some_and(|r| r != "SUCCESS");
        Ok(Some((height, !failed)))
    }

    /// The id of the block at `height` on the node's chain now; `None` above its head.
    pub async fn hash_at(&self, height: u64) -> anyhow::Result<Option<String>> {
        Ok(self
            .block(height)
            .await?
            .and_then(|b| b["blockID"].as_str().map(str::to_string)))
    }

    /// Blocks `from..=to` with the TRX and TRC-20 transfers in them to an address in `watched` by transactions
    /// that succeeded; stops early at a block the node does not have.
    pub async fn blocks(
        &self,
        from: u64,
        to: u64,
        watched: &HashMap<String, UserId>,
    ) -> anyhow::Result<Vec<Block>> {
        let mut blocks = Vec::new();
        for height in from..=to {
            let Some(raw) = self.block(height).await? else {
                break;
            };
            let mut block = Block {
                height,
                hash: raw["blockID"].as_str().context("blockID")?.to_string(),
                parent: raw["block_header"]["raw_data"]["parentHash"]
                    .as_str()
                    .context("parentHash")?
                    .to_string(),
                transfers: native(&raw, watched),
            };
            if !self.tokens.is_empty() {
                let infos = self
                    .post("gettransactioninfobyblocknum", json!({"num": height}))
                    .await?;
                block.transfers.extend(self.token_transfers(&infos, watched));
            }
            blocks.push(block);
        }
        Ok(blocks)
    }

    fn token_transfers(&self, infos: &Value, watched: &HashMap<String, UserId>) -> Vec<Transfer> {
        let mut found = Vec::new();
        for info in infos.as_array().into_iter().flatten() {
            if info["receipt"]["result"].as_str() != Some("SUCCESS") {
                continue;
            }
            let tx = info["id"].as_str().unwrap_or_default();
            for (index, log) in info["log"].as_array().into_iter().flatten().enumerate() {
                let contract = log["address"].as_str().unwrap_or_default().to_lowercase();
                let Some(token) = self.tokens.iter().find(|t| t.contract == contract) else {
                    continue;
                };
                let topics: Vec<&str> = log["topics"]
                    .as_array()
                    .into_iter()
                    .flatten()
                    .filter_map(Value::as_str)
                    .collect();
                if topics.len() < 3 || format!("0x{}", topics[0]) != TRANSFER_TOPIC {
                    continue;
                }
                let address =
                    |topic: &str| base58(&format!("41{}", &topic[topic.len().saturating_sub(40)..]));
                let Some(to) = address(topics[2]).filter(|a| watched.contains_key(a)) else {
                    continue;
                };
                let data = log["data"].as_str().unwrap_or_default();
                let Ok(value) = u128::from_str_radix(data.trim_start_matches('0').max("0"), 16) else {
                    continue;
                };
                found.push(Transfer {
                    tx_hash: tx.to_string(),
                    output_index: i64::try_from(index).unwrap_or(i64::MAX),
                    from: address(topics[1]).unwrap_or_default(),
                    to,
                    asset: token.symbol.clone(),
                    value,
                    decimals: token.decimals,
                });
            }
        }
        found
    }
}

/// TRX paid to a watched address by a `TransferContract` that succeeded.
fn native(raw: &Value, watched: &HashMap<String, UserId>) -> Vec<Transfer> {
    let mut found = Vec::new();
    for tx in raw["transactions"].as_array().into_iter().flatten() {
        if tx["ret"][0]["contractRet"].as_str() != Some("SUCCESS") {
            continue;
        }
        let contract = &tx["raw_data"]["contract"][0];
        if contract["type"].as_str() != Some("TransferContract") {
            continue;
        }
        let value = &contract["parameter"]["value"];
        let Some(to) = value["to_address"]
            .as_str()
            .and_then(base58)
            .filter(|a| watched.contains_key(a))
        else {
            continue;
        };
        let Some(amount) = value["amount"].as_u64().filter(|a| *a > 0) else {
            continue;
        };
        found.push(Transfer {
            tx_hash: tx["txID"].as_str().unwrap_or_default().to_string(),
            output_index: 0,
            from: value["owner_address"]
                .as_str()
                .and_then(base58)
                .unwrap_or_default(),
            to,
            asset: "TRX".into(),
            value: u128::from(amount),
            decimals: TRX_DECIMALS,
        });
    }
    found
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn hex_and_base58_tron_addresses_convert_both_ways() {
        // USDT's TRC-20 contract, as TRON's documentation writes it.
        let base = "TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t";
        let hex = hex20(base).unwrap();
        assert_eq!(hex, "a614f803b6fd780986a42c78ec9c7f77e6ded13c");
        assert_eq!(base58(&format!("41{hex}")).as_deref(), Some(base));
        assert!(hex20("TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6x").is_none());
    }
}
