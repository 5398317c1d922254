//! A real local Ethereum node for the chain watcher's tests (`tools/ethnode`: ganache with two ERC-20 contracts of
//! our own), shared by the API and cluster suites.
#![allow(dead_code)]

use std::{path::PathBuf, process::Stdio, time::Duration};

use mercato::config::EthereumConfig;
use serde_json::{Value, json};
use tokio::{
    io::{AsyncBufReadExt, BufReader},
    process::{Child, Command},
};

/// The dev node's funder: its deterministic first account, whose private key is public, standing in for the
/// operator's hot address.
pub const FUNDER_KEY: &str = "4f3edf983ac636a65a842ce7c78d9aa706d3b113bce9c46f30d7d21715b23b1d";

/// BIP32 test vector 1's `m/0H/1/2H`: an account key whose private half is public, fine for a test chain.
pub const XPUB: &str = "xpub6D4BDPcP2GT577Vvch3R8wDkScZWzQzMMUm3PWbmWvVJrZwQY4VUNgqFJPMM3No2dFDFGTsxxpG5uJh7n7epu4trkrX7x7DogT5Uv6fcLW5";

/// A local Ethereum node, stopped when dropped (its stdin closes with the child).
pub struct EthNode {
    _child: Child,
    pub rpc: String,
    pub funder: String,
    pub usdt: String,
    pub usdc: String,
    http: reqwest::Client,
}

impl EthNode {
    pub async fn start() -> EthNode {
        let script = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../../tools/ethnode/start.mjs");
        let mut child = Command::new("node")
            .arg(&script)
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .stderr(Stdio::inherit())
            .kill_on_drop(true)
            .spawn()
            .expect("node runs tools/ethnode/start.mjs (run `npm ci` in tools/ethnode first)");
        let stdout = child.stdout.take().unwrap();
        let mut line = String::new();
        tokio::time::timeout(
            Duration::from_secs(60),
            BufReader::new(stdout).read_line(&mut line),
        )
        .await
        .expect("the Ethereum node starts within a minute")
        .unwrap();
        let started: Value = serde_json::from_str(&line).expect("one line of JSON");
        let text = |k: &str| started[k].as_str().unwrap().to_string();
        EthNode {
            rpc: text("rpc"),
            funder: text("funder"),
            usdt: text("usdt"),
            usdc: text("usdc"),
            _child: child,
            http: reqwest::Client::new(),
        }
    }

    pub async fn call(&self, method: &str, params: Value) -> Value {
        let answer: Value = self
            .http
            .post(&self.rpc)
            .json(&json!({"jsonrpc": "2.0", "id": 1, "method": method, "params": params}))
            .send()
            .await
            .unwrap()
            .json()
            .await
            .unwrap();
        assert!(answer["error"].is_null(), "{method}: {answer}");
        answer["result"].clone()
    }

    pub async fn head(&self) -> u64 {
        let hex = self.call("eth_blockNumber", json!([])).await;
        u64::from_str_radix(hex.as_str().unwrap().trim_start_matches("0x"), 16).unwrap()
    }

    /// Sends `wei` of ether from the funder; mined at once in its own block.
    pub async fn send_eth(&self, to: &str, wei: u128) -> String {
        let tx = json!([{"from": self.funder, "to": to, "value": format!("0x{wei:x}")}]);
        self.call("eth_sendTransaction", tx)
            .await
            .as_str()
            .unwrap()
            .to_string()
    }

    /// Sends `units` of a token (in its smallest unit) from the funder by `transfer(to, units)`.
    pub async fn send_token(&self, token: &str, to: &str, units: u128) -> String {
        let data = format!(
            "0xa9059cbb{:0>64}{units:064x}",
            to.trim_start_matches("0x").to_lowercase()
        );
        let tx = json!([{"from": self.funder, "to": token, "data": data}]);
        self.call("eth_sendTransaction", tx)
            .await
            .as_str()
            .unwrap()
            .to_string()
    }

    /// A quantity the node answers (`0x…`), as a number.
    pub async fn quantity(&self, method: &str, params: Value) -> u128 {
        let hex = self.call(method, params).await;
        u128::from_str_radix(hex.as_str().unwrap().trim_start_matches("0x"), 16).unwrap_or(0)
    }

    pub async fn mine(&self, blocks: usize) {
        for _ in 0..blocks {
            self.call("evm_mine", json!([])).await;
        }
    }

    pub fn config(&self) -> EthereumConfig {
        EthereumConfig {
            rpc_url: self.rpc.clone(),
            tokens: [
                ("USDT".to_string(), self.usdt.clone()),
                ("USDC".to_string(), self.usdc.clone()),
            ]
            .into(),
            batch_blocks: 50,
            poll_ms: 25,
            start_height: Some(0),
            hot_address: Some(self.funder.clone()),
        }
    }

    /// The same configuration as environment variables of a `mercato serve` process.
    pub fn env(&self) -> Vec<(String, String)> {
        let key = |k: &str| format!("MERCATO__CHAINS__ETHEREUM__{k}");
        vec![
            (key("RPC_URL"), self.rpc.clone()),
            (key("TOKENS__USDT"), self.usdt.clone()),
            (key("TOKENS__USDC"), self.usdc.clone()),
            (key("BATCH_BLOCKS"), "2".into()),
            (key("POLL_MS"), "20".into()),
            (key("START_HEIGHT"), "0".into()),
        ]
    }
}
