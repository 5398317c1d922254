//! The TRON deposit watcher against a local server that answers the full node's documented HTTP API
//! (`/wallet/getnowblock`, `getblockbynum`, `gettransactioninfobyblocknum`, `triggerconstantcontract`) with blocks
//! in the shapes the node returns: USDT (TRC-20) and TRX to a user's derived address are credited once at the
//! confirmations, failed and foreign transfers are not, and a block replaced before then takes its transfer along.

use std::{
    net::SocketAddr,
    sync::{Arc, Mutex},
    time::Duration,
};

use axum::{Json, Router, extract::State, routing::post};
use mercato::{config::TronConfig, features::wallet::derive::base58check_decode};
use serde_json::{Value, json};

use crate::chain::until;
use crate::common::{TestApp, admin_post, assert_ledger_clean, ok, operator};
use crate::ethnode::XPUB;

/// USDT's TRC-20 contract, in base58 and as logs name it (hex without the 41 prefix).
const USDT: &str = "TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t";
const USDT_HEX: &str = "a614f803b6fd780986a42c78ec9c7f77e6ded13c";
const TRANSFER: &str = "ddf252ad1be2c89b69c2b068fc378daa952ba7f163c4a11628f55a4df523b3ef";
const SENDER_HEX: &str = "41e552f6487585c2b58bc2c9bb4492bc1f17132cd0";

/// The chain the fake node serves: each block with its transactions' infos (logs), and a fork counter that makes a
/// replaced block's id differ.
#[derive(Default)]
pub struct Chain {
    blocks: Vec<(Value, Value)>,
    /// Every transaction broadcast to the node, its protobuf in hex.
    pub sent: Vec<String>,
}

pub type Shared = Arc<Mutex<Chain>>;

fn block_id(height: usize, fork: u8) -> String {
    format!("{height:016x}{}", format!("{fork:02x}").repeat(24))
}

impl Chain {
    /// Mines a block on top with `txs` (and their infos), as fork `fork`.
    pub fn mine(&mut self, txs: Vec<(Value, Value)>, fork: u8) {
        let height = self.blocks.len();
        let parent = if height == 0 {
            "0".repeat(64)
        } else {
            self.blocks[height - 1].0["blockID"].as_str().unwrap().to_string()
        };
        let (transactions, infos): (Vec<Value>, Vec<Value>) = txs.into_iter().unzip();
        let block = json!({
            "blockID": block_id(height, fork),
            "block_header": {
                "raw_data": {
                    "number": height,
                    "txTrieRoot": "0".repeat(64),
                    "witness_address": "41e5d1a1c0e1b1a1a1a1a1a1a1a1a1a1a1a1a1a1a1",
                    "parentHash": parent,
                    "version": 30,
                    "timestamp": 1_765_000_000_000u64 + height as u64 * 3_000
                },
                "witness_signature": "ab".repeat(65)
            },
            "transactions": transactions
        });
        self.blocks.push((block, Value::Array(infos)));
    }

    /// Drops the blocks from `height` up, as a node switching to another branch does.
    fn fork_at(&mut self, height: usize) {
        self.blocks.truncate(height);
    }
}

fn topic(hex_address_41: &str) -> String {
    format!("{:0>64}", &hex_address_41[2..])
}

/// A TRC-20 `transfer` by `TriggerSmartContract` and its info with the `Transfer` log.
pub fn usdt_transfer(tx: &str, to_hex_41: &str, units: u64, result: &str) -> (Value, Value) {
    (
        json!({
            "ret": [{"contractRet": result}],
            "txID": tx,
            "raw_data": {"contract": [{"type": "TriggerSmartContract", "parameter": {"value": {
                "owner_address": SENDER_HEX, "contract_address": format!("41{USDT_HEX}")}}}]}
        }),
        json!({
            "id": tx,
            "blockNumber": 0,
            "contract_address": format!("41{USDT_HEX}"),
            "receipt": {"result": result, "energy_usage_total": 13_000},
            "log": [{"address": USDT_HEX, "topics": [TRANSFER, topic(SENDER_HEX), topic(to_hex_41)], "data": format!("{units:064x}")}]
        }),
    )
}

/// TRX paid by a `TransferContract`.
pub fn trx_transfer(tx: &str, to_hex_41: &str, sun: u64) -> (Value, Value) {
    (
        json!({
            "ret": [{"contractRet": "SUCCESS"}],
            "txID": tx,
            "raw_data": {"contract": [{"type": "TransferContract", "parameter": {"value": {
                "amount": sun, "owner_address": SENDER_HEX, "to_address": to_hex_41}}}]}
        }),
        json!({"id": tx, "blockNumber": 0, "receipt": {"net_usage": 268}}),
    )
}

async fn now_block(State(chain): State<Shared>) -> Json<Value> {
    Json(
        chain
            .lock()
            .unwrap()
            .blocks
            .last()
            .map(|b| b.0.clone())
            .unwrap_or(json!({})),
    )
}

/// Block `num` of the chain (its body, or its transactions' infos), or what the node answers past its head.
fn nth(chain: &Shared, body: &Value, part: impl Fn(&(Value, Value)) -> Value, none: Value) -> Json<Value> {
    let num = body["num"].as_u64().unwrap_or(u64::MAX) as usize;
    Json(chain.lock().unwrap().blocks.get(num).map(part).unwrap_or(none))
}

async fn block_by_num(State(chain): State<Shared>, Json(body): Json<Value>) -> Json<Value> {
    nth(&chain, &body, |b| b.0.clone(), json!({}))
}

async fn infos_by_num(State(chain): State<Shared>, Json(body): Json<Value>) -> Json<Value> {
    nth(&chain, &body, |b| b.1.clone(), json!([]))
}

async fn broadcast_hex(State(chain): State<Shared>, Json(body): Json<Value>) -> Json<Value> {
    let transaction = body["transaction"].as_str().unwrap_or_default().to_string();
    chain.lock().unwrap().sent.push(transaction);
    Json(json!({"result": true, "code": "SUCCESS"}))
}

/// A transaction's info with the block it is in, or `{}` while it is in none, as the node answers.
async fn info_by_id(State(chain): State<Shared>, Json(body): Json<Value>) -> Json<Value> {
    let id = body["value"].as_str().unwrap_or_default();
    let chain = chain.lock().unwrap();
    for (height, (_, infos)) in chain.blocks.iter().enumerate() {
        for info in infos.as_array().into_iter().flatten() {
            if info["id"] == id {
                let mut info = info.clone();
                info["blockNumber"] = json!(height);
                return Json(info);
            }
        }
    }
    Json(json!({}))
}

async fn constant(Json(body): Json<Value>) -> Json<Value> {
    assert_eq!(body["function_selector"], "decimals()");
    Json(json!({"result": {"result": true}, "energy_used": 285, "constant_result": [format!("{:064x}", 6)]}))
}

async fn fake_node(chain: Shared) -> SocketAddr {
    let app = Router::new()
        .route("/wallet/getnowblock", post(now_block))
        .route("/wallet/getblockbynum", post(block_by_num))
        .route("/wallet/gettransactioninfobyblocknum", post(infos_by_num))
        .route("/wallet/triggerconstantcontract", post(constant))
        .route("/wallet/broadcasthex", post(broadcast_hex))
        .route("/wallet/gettransactioninfobyid", post(info_by_id))
        .with_state(chain);
    let listener = tokio::net::TcpListener::bind("127.0.0.1:0").await.unwrap();
    let addr = listener.local_addr().unwrap();
    tokio::spawn(async move { axum::serve(listener, app).await.unwrap() });
    addr
}

/// A base58 TRON address as hex with its 41 prefix.
pub fn hex41(address: &str) -> String {
    hex::encode(base58check_decode(address).unwrap())
}

pub struct Setup {
    pub app: TestApp,
    pub chain: Shared,
    pub token: String,
    /// The user's deposit address, in hex with its 41 prefix.
    pub to: String,
}

async fn setup() -> Setup {
    setup_paying_from(None).await
}

/// A node with USDT and TRX, and a user with a TRON deposit address; withdrawals are paid from `hot` when set.
pub async fn setup_paying_from(hot: Option<String>) -> Setup {
    let chain: Shared = Arc::default();
    chain.lock().unwrap().mine(vec![], 0);
    let addr = fake_node(chain.clone()).await;
    let config = TronConfig {
        api_url: format!("http://{addr}"),
        tokens: [("USDT".to_string(), USDT.to_string())].into(),
        batch_blocks: 5,
        poll_ms: 20,
        start_height: Some(0),
        hot_address: hot,
    };
    let app = TestApp::spawn_with(move |c| c.chains.tron = Some(config)).await;
    app.exec(
        "INSERT INTO assets (id, symbol, name, scale, chains, is_legal, is_lever, is_match, is_micro, usdt_price, sort) \
         VALUES (20, 'TRX', 'TRON', 6, 'TRC20', 0, 0, 0, 0, 25000000, 20)",
    )
    .await;
    let admin = operator(&app, "root@example.com", "admin").await;
    for (product, key, value) in [
        ("site", "deposit_xpub_TRC20", XPUB),
        ("chain", "confirmations_TRC20", "3"),
    ] {
        ok(&admin_post(
            &app,
            "/parameters",
            &admin,
            &[("product", product), ("key", key), ("value", value)],
        )
        .await);
    }
    let token = app.level_one_user("tron@example.com", "13800138066").await;
    let address = app
        .get("/wallet/get_in_address", Some(&token), &[("currency", "3")])
        .await;
    let to = address["message"]["trc20"].as_str().unwrap().to_string();
    assert!(to.starts_with('T'), "{address}");
    // The TRX address is the same key's.
    ok(&app
        .get("/wallet/get_in_address", Some(&token), &[("currency", "20")])
        .await);
    Setup {
        app,
        chain,
        token,
        to: hex41(&to),
    }
}

pub fn statuses(list: &Value) -> Vec<(String, i64, i64)> {
    list["list"]
        .as_array()
        .unwrap()
        .iter()
        .map(|s| {
            (
                s["amount"].as_str().unwrap().to_string(),
                s["status"].as_i64().unwrap(),
                s["confirmations"].as_i64().unwrap(),
            )
        })
        .collect()
}

async fn balance(app: &TestApp, token: &str, currency: &str) -> String {
    let info = app
        .get("/wallet/get_info", Some(token), &[("currency", currency)])
        .await;
    info["message"]["change_balance"].as_str().unwrap().to_string()
}

#[tokio::test]
async fn usdt_and_trx_sent_to_a_users_tron_address_are_credited_once_at_the_confirmations_and_failed_or_foreign_transfers_never()
 {
    let s = setup().await;
    let other = format!("41{}", "77".repeat(20));
    s.chain.lock().unwrap().mine(
        vec![
            usdt_transfer("aa01", &s.to, 250_500_000, "SUCCESS"),
            usdt_transfer("aa02", &s.to, 9_000_000, "REVERT"),
            usdt_transfer("aa03", &other, 7_000_000, "SUCCESS"),
            trx_transfer("aa04", &s.to, 12_000_000),
        ],
        0,
    );
    let seen = until(&s.app, &s.token, "3", "USDT seen", |m| {
        m["list"].as_array().is_some_and(|l| !l.is_empty())
    })
    .await;
    assert_eq!(statuses(&seen), vec![("250.50000000".to_string(), 1, 1)]);
    assert_eq!(seen["terms"][1]["network"], "TRC20");
    assert_eq!(seen["terms"][1]["watched"], true);
    assert_eq!(balance(&s.app, &s.token, "3").await, "0.00000000");

    s.chain.lock().unwrap().mine(vec![], 0);
    s.chain.lock().unwrap().mine(vec![], 0);
    let credited = until(&s.app, &s.token, "3", "USDT credited", |m| {
        statuses(m).first().is_some_and(|s| s.1 == 2)
    })
    .await;
    assert_eq!(statuses(&credited), vec![("250.50000000".to_string(), 2, 3)]);
    until(&s.app, &s.token, "20", "TRX credited", |m| {
        statuses(m).first().is_some_and(|s| s.1 == 2)
    })
    .await;
    assert_eq!(balance(&s.app, &s.token, "3").await, "250.50000000");
    let trx = "SELECT a.available FROM accounts a JOIN users u ON u.id = a.user_id \
               WHERE u.email = 'tron@example.com' AND a.asset_id = 20 AND a.kind = 2";
    assert_eq!(s.app.count(trx).await, 12_000_000);
    s.chain.lock().unwrap().mine(vec![], 0);
    assert_eq!(
        s.app
            .count("SELECT COUNT(*) FROM deposits WHERE chain = 'TRC20'")
            .await,
        2
    );
    assert_eq!(s.app.count("SELECT COUNT(*) FROM chain_sightings").await, 2);
    assert_ledger_clean(&s.app).await;
}

#[tokio::test]
async fn a_tron_block_replaced_before_the_confirmations_takes_its_deposit_with_it() {
    let s = setup().await;
    s.chain
        .lock()
        .unwrap()
        .mine(vec![usdt_transfer("bb01", &s.to, 40_000_000, "SUCCESS")], 0);
    until(&s.app, &s.token, "3", "seen", |m| {
        m["list"].as_array().is_some_and(|l| l.len() == 1)
    })
    .await;
    {
        let mut chain = s.chain.lock().unwrap();
        chain.fork_at(1);
        chain.mine(vec![], 1);
        chain.mine(vec![], 1);
        chain.mine(vec![], 1);
    }
    until(&s.app, &s.token, "3", "gone", |m| {
        m["list"].as_array().is_some_and(Vec::is_empty)
    })
    .await;
    for _ in 0..200 {
        if s.app
            .count("SELECT COALESCE(MAX(height), 0) FROM chain_blocks WHERE network = 'TRC20'")
            .await
            >= 3
        {
            break;
        }
        tokio::time::sleep(Duration::from_millis(20)).await;
    }
    assert_eq!(balance(&s.app, &s.token, "3").await, "0.00000000");
    assert_eq!(s.app.count("SELECT COUNT(*) FROM deposits").await, 0);
    assert_ledger_clean(&s.app).await;
}
