//! Bitcoin Core as the watcher reads it, over JSON-RPC: a watch-only descriptor wallet built from the operator's
//! extended public key (`wpkh(xpub/0/*)`, P2WPKH as users' addresses are), whose `listsinceblock` answers the
//! payments to users' addresses mined since the last block read, and those a reorganisation removed.

use std::time::Duration;

use anyhow::{Context, anyhow, bail};
use serde_json::{Value, json};

use super::scan::{Block, Transfer};
use crate::{config::BitcoinConfig, features::wallet::derive::ExtendedKey};

/// Bitcoin's mainnet `xpub` version: descriptors take keys in this form whatever script they describe.
const XPUB_VERSION: [u8; 4] = [0x04, 0x88, 0xB2, 0x1E];
/// How many receive addresses past the highest user id the wallet watches.
const LOOKAHEAD: u32 = 1_000;

pub struct Node {
    http: reqwest::Client,
    url: String,
    user: String,
    password: String,
}

/// What the wallet reports since a block: the transfers mined after it, those removed with blocks that left the
/// chain, and the block to ask from next time.
pub struct Since {
    pub found: Vec<(Block, Transfer)>,
    pub removed: Vec<(String, i64)>,
    pub last_block: String,
}

/// An amount in BTC as the RPC writes it (8 decimals at most) in satoshis.
fn satoshis(value: &Value) -> Option<u128> {
    let btc = value.as_f64().filter(|v| *v > 0.0)?;
    Some((btc * 100_000_000.0).round() as u128)
}

impl Node {
    pub fn new(config: &BitcoinConfig) -> anyhow::Result<Node> {
        Node::for_wallet(config, &config.wallet)
    }

    /// The node, speaking to wallet `wallet`.
    pub fn for_wallet(config: &BitcoinConfig, wallet: &str) -> anyhow::Result<Node> {
        Ok(Node {
            http: reqwest::Client::builder()
                .timeout(Duration::from_secs(30))
                .build()?,
            url: format!("{}/wallet/{}", config.rpc_url.trim_end_matches('/'), wallet),
            user: config.rpc_user.clone(),
            password: config.rpc_password.clone(),
        })
    }

    async fn call(&self, method: &str, params: Value) -> anyhow::Result<Value> {
        let answer: Value = self
            .http
            .post(&self.url)
            .basic_auth(&self.user, Some(&self.password))
            .json(&json!({"jsonrpc": "1.0", "id": "mercato", "method": method, "params": params}))
            .send()
            .await?
            .json()
            .await?;
        if !answer["error"].is_null() {
            bail!("{method}: {}", answer["error"]);
        }
        Ok(answer["result"].clone())
    }

    /// Creates the watch-only wallet (or finds it) and has it watch receive addresses `0..=up_to` of `account`.
    pub async fn watch(&self, name: &str, account: &str, up_to: u32) -> anyhow::Result<()> {
        let created = self
            .call("createwallet", json!([name, true, true, "", false, true]))
            .await;
        if let Err(err) = created
            && !err.to_string().contains("already exists")
        {
            // An existing wallet not loaded yet is loaded; one loaded already answers an error that says so.
            let loaded = self.call("loadwallet", json!([name])).await;
            if let Err(again) = loaded
                && !again.to_string().contains("already loaded")
            {
                return Err(again.context(err));
            }
        }
        let mut key =
            ExtendedKey::parse(account).ok_or_else(|| anyhow!("the BTC extended public key is not valid"))?;
        key.version = XPUB_VERSION;
        let descriptor = format!("wpkh({}/0/*)", key.serialize());
        let info = self.call("getdescriptorinfo", json!([descriptor])).await?;
        let checksum = info["checksum"].as_str().context("checksum")?;
        let imported = self
            .call(
                "importdescriptors",
                json!([[{"desc": format!("{descriptor}#{checksum}"), "range": [0, up_to + LOOKAHEAD],
                         "timestamp": "now", "active": false, "internal": false}]]),
            )
            .await?;
        if imported[0]["success"].as_bool() != Some(true) {
            bail!("importdescriptors: {imported}");
        }
        Ok(())
    }

    /// The best block's height and hash.
    pub async fn tip(&self) -> anyhow::Result<(u64, String)> {
        let info = self.call("getblockchaininfo", json!([])).await?;
        Ok((
            info["blocks"].as_u64().context("blocks")?,
            info["bestblockhash"]
                .as_str()
                .context("bestblockhash")?
                .to_string(),
        ))
    }

    /// Payments to the wallet's addresses mined after `since` (from the start when empty), with the ones removed.
    pub async fn since(&self, since: &str) -> anyhow::Result<Since> {
        let answer = self.call("listsinceblock", json!([since, 1, true, true])).await?;
        let receive = |t: &&Value| t["category"].as_str() == Some("receive");
        let mut found = Vec::new();
        for t in answer["transactions"]
            .as_array()
            .into_iter()
            .flatten()
            .filter(receive)
        {
            let (Some(height), Some(hash), Some(value)) = (
                t["blockheight"].as_u64(),
                t["blockhash"].as_str(),
                satoshis(&t["amount"]),
            ) else {
                continue;
            };
            let block = Block {
                height,
                hash: hash.to_string(),
                parent: String::new(),
                transfers: Vec::new(),
            };
            let transfer = Transfer {
                tx_hash: t["txid"].as_str().context("txid")?.to_string(),
                output_index: t["vout"].as_i64().context("vout")?,
                from: String::new(),
                to: t["address"].as_str().unwrap_or_default().to_string(),
                asset: "BTC".into(),
                value,
                decimals: 8,
            };
            found.push((block, transfer));
        }
        let removed = answer["removed"]
            .as_array()
            .into_iter()
            .flatten()
            .filter(receive)
            .filter_map(|t| Some((t["txid"].as_str()?.to_string(), t["vout"].as_i64()?)))
            .collect();
        Ok(Since {
            found,
            removed,
            last_block: answer["lastblock"].as_str().context("lastblock")?.to_string(),
        })
    }

    /// A PSBT paying `sats` to `address`, funded from the wallet's coins (which it locks, so the next one does
    /// not spend them too), with change back to the wallet.
    pub async fn funded_psbt(&self, address: &str, sats: u64) -> anyhow::Result<String> {
        let amount = format!("{}.{:08}", sats / 100_000_000, sats % 100_000_000);
        let options = json!({"includeWatching": true, "lockUnspents": true, "replaceable": true});
        let answer = self
            .call(
                "walletcreatefundedpsbt",
                json!([[], [{address: amount}], 0, options, true]),
            )
            .await?;
        Ok(answer["psbt"].as_str().context("psbt")?.to_string())
    }

    /// Lets the wallet spend these outputs again.
    pub async fn release(&self, outputs: &[(String, u32)]) -> anyhow::Result<()> {
        let outputs: Vec<Value> = outputs
            .iter()
            .map(|(txid, vout)| json!({"txid": txid, "vout": vout}))
            .collect();
        self.call("lockunspent", json!([true, outputs])).await?;
        Ok(())
    }

    /// The signed PSBT finalized: whether every input is signed, and the raw transaction when it is.
    pub async fn finalize(&self, psbt: &str) -> anyhow::Result<(bool, String)> {
        let answer = self.call("finalizepsbt", json!([psbt, true])).await?;
        Ok((
            answer["complete"].as_bool() == Some(true),
            answer["hex"].as_str().unwrap_or_default().to_string(),
        ))
    }

    /// Why the node's mempool would refuse a raw transaction; `None` when it would take it.
    pub async fn refusal(&self, hex: &str) -> anyhow::Result<Option<String>> {
        let answer = self.call("testmempoolaccept", json!([[hex]])).await?;
        let verdict = &answer[0];
        Ok((verdict["allowed"].as_bool() != Some(true))
            .then(|| verdict["reject-reason"].as_str().unwrap_or("refused").to_string()))
    }

    pub async fn send(&self, hex: &str) -> anyhow::Result<String> {
        let txid = self.call("sendrawtransaction", json!([hex])).await?;
        Ok(txid.as_str().context("txid")?.to_string())
    }

    /// The block a wallet transaction is in, and whether it stands: one that a conflicting spend replaced in the
    /// chain (negative confirmations) failed; `None` while it is in no block.
    pub async fn receipt(&self, txid: &str) -> anyhow::Result<Option<(u64, bool)>> {
        let answer = self.call("gettransaction", json!([txid, true])).await?;
        let confirmations = answer["confirmations"].as_i64().unwrap_or(0);
        Ok(match confirmations {
            0 => None,
            c if c < 0 => Some((answer["blockheight"].as_u64().unwrap_or(0), false)),
            _ => Some((answer["blockheight"].as_u64().context("blockheight")?, true)),
        })
    }
}
