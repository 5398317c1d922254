//! The Ethereum node as the watcher reads it, over JSON-RPC: the head, a block's hash, and a range of blocks with
//! the native transfers in their transactions and the token transfers in the configured contracts' logs.

use std::{
    collections::{HashMap, HashSet},
    time::Duration,
};

use anyhow::{Context, anyhow, bail};
use serde_json::{Value, json};

use super::scan::{Block, Token, Transfer, normal_address};
use crate::{config::EthereumConfig, ids::UserId};

/// keccak256("Transfer(address,address,uint256)"), the ERC-20 transfer event's first topic.
pub const TRANSFER_TOPIC: &str = "0xddf252ad1be2c89b69c2b068fc378daa952ba7f163c4a11628f55a4df523b3ef";
/// `decimals()`.
const DECIMALS_CALL: &str = "0x313ce567";
/// Ether has 18 decimals.
const ETH_DECIMALS: u32 = 18;

pub struct Node {
    http: reqwest::Client,
    url: String,
    pub tokens: Vec<Token>,
}

fn quantity(value: &Value) -> anyhow::Result<u128> {
    let text = value.as_str().ok_or_else(|| anyhow!("not a quantity: {value}"))?;
    let digits = text.strip_prefix("0x").unwrap_or(text);
    if digits.is_empty() {
        return Ok(0);
    }
    u128::from_str_radix(digits, 16).with_context(|| format!("quantity {text}"))
}

fn text(value: &Value, field: &str) -> anyhow::Result<String> {
    value[field]
        .as_str()
        .map(str::to_string)
        .ok_or_else(|| anyhow!("{field} missing"))
}

fn hex(height: u64) -> String {
    format!("0x{height:x}")
}

impl Node {
    /// Connects and reads each token's decimals from its contract.
    pub async fn connect(config: &EthereumConfig) -> anyhow::Result<Node> {
        let http = reqwest::Client::builder()
            .timeout(Duration::from_secs(20))
            .build()?;
        let mut node = Node {
            http,
            url: config.rpc_url.clone(),
            tokens: Vec::new(),
        };
        for (symbol, contract) in &config.tokens {
            let contract = normal_address(contract);
            let answer = node
                .call(
                    "eth_call",
                    json!([{"to": contract, "data": DECIMALS_CALL}, "latest"]),
                )
                .await?;
            let decimals = u32::try_from(quantity(&answer)?).context("decimals")?;
            node.tokens.push(Token {
                symbol: symbol.clone(),
                contract,
                decimals,
            });
        }
        Ok(node)
    }

    async fn call(&self, method: &str, params: Value) -> anyhow::Result<Value> {
        let mut answers = self.batch(&[(method, params)]).await?;
        answers.pop().ok_or_else(|| anyhow!("{method}: no answer"))
    }

    /// Several calls in one request; the answers in the calls' order.
    async fn batch(&self, calls: &[(&str, Value)]) -> anyhow::Result<Vec<Value>> {
        if calls.is_empty() {
            return Ok(Vec::new());
        }
        let body: Vec<Value> = calls
            .iter()
            .enumerate()
            .map(|(id, (method, params))| json!({"jsonrpc": "2.0", "id": id, "method": method, "params": params}))
            .collect();
        let answers: Vec<Value> = self
            .http
            .post(&self.url)
            .json(&body)
            .send()
            .await?
            .error_for_status()?
            .json()
            .await?;
        let mut ordered = vec![Value::Null; calls.len()];
        for mut answer in answers {
            let id = answer["id"].as_u64().and_then(|i| usize::try_from(i).ok());
            let Some(slot) = id.and_then(|i| ordered.get_mut(i)) else {
                bail!("an answer to no call: {answer}");
            };
            if !answer["error"].is_null() {
                bail!(
                    "{}: {}",
                    calls.get(id.unwrap_or(0)).map_or("", |c| c.0),
                    answer["error"]
                );
            }
            *slot = answer["result"].take();
        }
        Ok(ordered)
    }

    pub async fn chain_id(&self) -> anyhow::Result<u64> {
        u64::try_from(quantity(&self.call("eth_chainId", json!([])).await?)?).context("chain id")
    }

    /// The next nonce of `address`, counting its transactions waiting in the node's pool.
    pub async fn pending_nonce(&self, address: &str) -> anyhow::Result<u64> {
        let nonce = self
            .call("eth_getTransactionCount", json!([address, "pending"]))
            .await?;
        u64::try_from(quantity(&nonce)?).context("nonce")
    }

    /// Fees for a transaction to be mined soon: the tip the node suggests, and twice the latest base fee plus it.
    pub async fn fees(&self) -> anyhow::Result<(u128, u128)> {
        let tip = quantity(&self.call("eth_maxPriorityFeePerGas", json!([])).await?)?;
        let latest = self
            .call("eth_getBlockByNumber", json!(["latest", false]))
            .await?;
        let base = quantity(&latest["baseFeePerGas"]).unwrap_or(0);
        Ok((tip, base.saturating_mul(2).saturating_add(tip)))
    }

    /// Broadcasts a raw signed transaction; answers its hash, or the node's refusal.
    pub async fn send_raw(&self, raw: &str) -> anyhow::Result<String> {
        let hash = self.call("eth_sendRawTransaction", json!([raw])).await?;
        hash.as_str()
            .map(str::to_string)
            .ok_or_else(|| anyhow!("no hash"))
    }

    /// A mined transaction's block and whether it succeeded; `None` while it is not in a block.
    pub async fn receipt(&self, hash: &str) -> anyhow::Result<Option<(u64, bool)>> {
        let receipt = self.call("eth_getTransactionReceipt", json!([hash])).await?;
        if receipt.is_null() || receipt["blockNumber"].is_null() {
            return Ok(None);
        }
        let height = u64::try_from(quantity(&receipt["blockNumber"])?).context("blockNumber")?;
        Ok(Some((height, receipt["status"].as_str() == Some("0x1"))))
    }

    pub async fn head(&self) -> anyhow::Result<u64> {
        let height = quantity(&self.call("eth_blockNumber", json!([])).await?)?;
        u64::try_from(height).context("height")
    }

    /// The hash of the block at `height` on the node's chain now; `None` above its head.
    pub async fn hash_at(&self, height: u64) -> anyhow::Result<Option<String>> {
        let block = self
            .call("eth_getBlockByNumber", json!([hex(height), false]))
            .await?;
        if block.is_null() {
            return Ok(None);
        }
        text(&block, "hash").map(Some)
    }

    /// Blocks `from..=to` with every transfer in them to an address in `watched`: native ETH paid by a transaction
    /// that succeeded, and the token contracts' `Transfer` logs. Stops early at a block the node no longer has or
    /// whose logs name another block hash (a reorganisation under the read).
    pub async fn blocks(
        &self,
        from: u64,
        to: u64,
        watched: &HashMap<String, UserId>,
    ) -> anyhow::Result<Vec<Block>> {
        let calls: Vec<(&str, Value)> = (from..=to)
            .map(|h| ("eth_getBlockByNumber", json!([hex(h), true])))
            .collect();
        let mut blocks = Vec::new();
        for raw in self.batch(&calls).await? {
            if raw.is_null() {
                break;
            }
            blocks.push(self.native(&raw, watched)?);
        }
        self.keep_successful(&mut blocks).await?;
        let Some(last) = blocks.last().map(|b| b.height) else {
            return Ok(blocks);
        };
        self.add_token_transfers(&mut blocks, from, last, watched).await?;
        Ok(blocks)
    }

    fn native(&self, raw: &Value, watched: &HashMap<String, UserId>) -> anyhow::Result<Block> {
        let height = u64::try_from(quantity(&raw["number"])?).context("number")?;
        let mut transfers = Vec::new();
        for tx in raw["transactions"].as_array().into_iter().flatten() {
            let Some(to) = tx["to"].as_str().map(normal_address) else {
                continue;
            };
            let value = quantity(&tx["value"])?;
            if value == 0 || !watched.contains_key(&to) {
                continue;
            }
            transfers.push(Transfer {
                tx_hash: text(tx, "hash")?,
                output_index: 0,
                from: normal_address(&text(tx, "from")?),
                to,
                asset: "ETH".into(),
                value,
                decimals: ETH_DECIMALS,
            });
        }
        Ok(Block {
            height,
            hash: text(raw, "hash")?,
            parent: text(raw, "parentHash")?,
            transfers,
        })
    }

    /// Drops the native transfers of transactions that failed: their value never moved.
    async fn keep_successful(&self, blocks: &mut [Block]) -> anyhow::Result<()> {
        let hashes: Vec<String> = blocks
            .iter()
            .flat_map(|b| b.transfers.iter().map(|t| t.tx_hash.clone()))
            .collect();
        let calls: Vec<(&str, Value)> = hashes
            .iter()
            .map(|h| ("eth_getTransactionReceipt", json!([h])))
            .collect();
        let receipts = self.batch(&calls).await?;
        let failed: HashSet<&String> = hashes
            .iter()
            .zip(&receipts)
            .filter(|(_, r)| r["status"].as_str() != Some("0x1"))
            .map(|(h, _)| h)
            .collect();
        for block in blocks.iter_mut() {
            block.transfers.retain(|t| !failed.contains(&t.tx_hash));
        }
        Ok(())
    }

    async fn add_token_transfers(
        &self,
        blocks: &mut Vec<Block>,
        from: u64,
        to: u64,
        watched: &HashMap<String, UserId>,
    ) -> anyhow::Result<()> {
        if self.tokens.is_empty() {
            return Ok(());
        }
        let contracts: Vec<&str> = self.tokens.iter().map(|t| t.contract.as_str()).collect();
        let filter = json!([{"fromBlock": hex(from), "toBlock": hex(to), "address": contracts, "topics": [TRANSFER_TOPIC]}]);
        let logs = self.call("eth_getLogs", filter).await?;
        for log in logs.as_array().into_iter().flatten() {
            let height = u64::try_from(quantity(&log["blockNumber"])?).context("blockNumber")?;
            let Some(at) = blocks.iter().position(|b| b.height == height) else {
                continue;
            };
            if log["blockHash"].as_str() != Some(blocks[at].hash.as_str())
                || log["removed"].as_bool() == Some(true)
            {
                blocks.truncate(at);
                return Ok(());
            }
            let topics = log["topics"].as_array().cloned().unwrap_or_default();
            let (Some(sender), Some(receiver)) = (topics.get(1), topics.get(2)) else {
                continue;
            };
            let address = |topic: &Value| {
                topic
                    .as_str()
                    .map(|t| normal_address(&format!("0x{}", &t[t.len().saturating_sub(40)..])))
            };
            let Some(receiver) = address(receiver) else {
                continue;
            };
            if !watched.contains_key(&receiver) {
                continue;
            }
            let contract = log["address"].as_str().map(normal_address).unwrap_or_default();
            let Some(token) = self.tokens.iter().find(|t| t.contract == contract) else {
                continue;
            };
            // A value past what 128 bits hold pays no one here: no asset's ledger could count it.
            let Ok(value) = quantity(&log["data"]) else {
                continue;
            };
            let index = i64::try_from(quantity(&log["logIndex"])?).context("logIndex")?;
            blocks[at].transfers.push(Transfer {
                tx_hash: text(log, "transactionHash")?,
                output_index: index,
                from: address(sender).unwrap_or_default(),
                to: receiver,
                asset: token.symbol.clone(),
                value,
                decimals: token.decimals,
            });
        }
        Ok(())
    }
}
