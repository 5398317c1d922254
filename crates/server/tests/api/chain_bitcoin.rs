//! The Bitcoin deposit watcher against a local server answering Bitcoin Core's documented wallet RPC calls with
//! replies in their shapes, set by the test step by step: the watch-only descriptor wallet is built from the
//! operator's extended public key, a payment to a user's address is seen, credited once at the confirmations, and
//! one that Bitcoin Core reports removed by a reorganisation disappears.

use std::{
    collections::HashMap,
    net::SocketAddr,
    sync::{Arc, Mutex},
    time::Duration,
};

use axum::{Json, Router, extract::State, routing::post};
use mercato::config::BitcoinConfig;
use serde_json::{Value, json};

use crate::common::{TestApp, admin_post, assert_ledger_clean, ok, operator};
use crate::ethnode::XPUB;

/// The replies the fake node gives, by method, and every call it received.
#[derive(Default)]
pub struct Replies {
    by_method: HashMap<String, Value>,
    pub calls: Vec<Value>,
}

pub type Shared = Arc<Mutex<Replies>>;

async fn rpc(State(replies): State<Shared>, Json(body): Json<Value>) -> Json<Value> {
    let mut replies = replies.lock().unwrap();
    replies.calls.push(body.clone());
    let method = body["method"].as_str().unwrap_or_default();
    let result = replies.by_method.get(method).cloned().unwrap_or(Value::Null);
    Json(json!({"result": result, "error": null, "id": body["id"]}))
}

pub async fn fake_bitcoind(replies: Shared) -> SocketAddr {
    let app = Router::new()
        .route("/wallet/{name}", post(rpc))
        .with_state(replies);
    let listener = tokio::net::TcpListener::bind("127.0.0.1:0").await.unwrap();
    let addr = listener.local_addr().unwrap();
    tokio::spawn(async move { axum::serve(listener, app).await.unwrap() });
    addr
}

/// The watcher's settings for the fake node at `addr`, polling quickly.
pub fn node_config(addr: SocketAddr) -> BitcoinConfig {
    BitcoinConfig {
        rpc_url: format!("http://{addr}"),
        rpc_user: "mercato".into(),
        rpc_password: "secret".into(),
        poll_ms: 20,
        ..BitcoinConfig::default()
    }
}

pub fn set(replies: &Shared, method: &str, reply: Value) {
    replies
        .lock()
        .unwrap()
        .by_method
        .insert(method.to_string(), reply);
}

pub fn tip(replies: &Shared, height: u64, hash: &str) {
    set(
        replies,
        "getblockchaininfo",
        json!({"chain": "main", "blocks": height, "headers": height, "bestblockhash": hash}),
    );
}

fn receive(
    address: &str,
    txid: &str,
    vout: i64,
    btc: f64,
    height: u64,
    block: &str,
    confirmations: i64,
) -> Value {
    json!({"address": address, "category": "receive", "amount": btc, "label": "", "vout": vout,
           "confirmations": confirmations, "blockhash": block, "blockheight": height, "blockindex": 1,
           "blocktime": 1_765_000_000, "txid": txid, "walletconflicts": [], "time": 1_765_000_000,
           "timereceived": 1_765_000_000, "bip125-replaceable": "no", "parent_descs": []})
}

async fn sightings(app: &TestApp, token: &str) -> Vec<(String, i64, i64)> {
    let answer = app
        .get("/wallet/chain_deposits", Some(token), &[("currency", "1")])
        .await;
    ok(&answer);
    answer["message"]["list"]
        .as_array()
        .unwrap()
        .iter()
        .map(|s| {
            (
                s["tx_hash"].as_str().unwrap().to_string(),
                s["status"].as_i64().unwrap(),
                s["confirmations"].as_i64().unwrap(),
            )
        })
        .collect()
}

async fn until(app: &TestApp, token: &str, what: &str, done: impl Fn(&[(String, i64, i64)]) -> bool) {
    for _ in 0..1_000 {
        if done(&sightings(app, token).await) {
            return;
        }
        tokio::time::sleep(Duration::from_millis(20)).await;
    }
    panic!("{what}: {:?}", sightings(app, token).await);
}

#[tokio::test]
async fn a_bitcoin_payment_to_a_users_address_is_credited_once_at_the_confirmations_and_one_reorganised_away_vanishes()
 {
    let replies: Shared = Arc::default();
    set(
        &replies,
        "createwallet",
        json!({"name": "mercato-deposits", "warning": ""}),
    );
    set(
        &replies,
        "getdescriptorinfo",
        json!({"descriptor": "", "checksum": "qwer1234", "isrange": true, "issolvable": true, "hasprivatekeys": false}),
    );
    set(&replies, "importdescriptors", json!([{"success": true}]));
    tip(&replies, 100, "h100");
    set(
        &replies,
        "listsinceblock",
        json!({"transactions": [], "removed": [], "lastblock": "h100"}),
    );
    let addr = fake_bitcoind(replies.clone()).await;
    let config = node_config(addr);
    let app = TestApp::spawn_with(move |c| c.chains.bitcoin = Some(config)).await;
    let admin = operator(&app, "root@example.com", "admin").await;
    ok(&admin_post(
        &app,
        "/parameters",
        &admin,
        &[("product", "site"), ("key", "deposit_xpub_BTC"), ("value", XPUB)],
    )
    .await);
    let token = app.signed_up("bitcoin@example.com").await;
    let answer = app
        .get("/wallet/get_in_address", Some(&token), &[("currency", "1")])
        .await;
    let address = answer["message"].as_str().unwrap().to_string();
    assert!(address.starts_with("bc1q"), "{answer}");

    set(
        &replies,
        "listsinceblock",
        json!({"transactions": [
            receive(&address, "t1", 1, 0.015, 100, "h100", 1),
            receive("bc1qsomeoneelse", "t9", 0, 3.0, 100, "h100", 1),
        ], "removed": [], "lastblock": "h100"}),
    );
    until(&app, &token, "seen", |s| s == [("t1".to_string(), 1, 1)]).await;
    {
        let replies = replies.lock().unwrap();
        let import = replies
            .calls
            .iter()
            .find(|c| c["method"] == "importdescriptors")
            .unwrap();
        let desc = import["params"][0][0]["desc"].as_str().unwrap();
        assert!(
            desc.starts_with(&format!("wpkh({XPUB}/0/*)#qwer1234")),
            "{import}"
        );
        assert_eq!(import["params"][0][0]["range"][0], 0);
    }

    set(
        &replies,
        "listsinceblock",
        json!({"transactions": [], "removed": [], "lastblock": "h101"}),
    );
    tip(&replies, 101, "h101");
    until(&app, &token, "credited", |s| s == [("t1".to_string(), 2, 2)]).await;
    let info = app
        .get("/wallet/get_info", Some(&token), &[("currency", "1")])
        .await;
    assert_eq!(info["message"]["change_balance"], "0.01500000");

    // A second payment, then a reorganisation that removes its block.
    set(
        &replies,
        "listsinceblock",
        json!({"transactions": [receive(&address, "t2", 0, 0.5, 102, "h102", 1)], "removed": [], "lastblock": "h102"}),
    );
    tip(&replies, 102, "h102");
    until(&app, &token, "second seen", |s| s.len() == 2).await;
    set(
        &replies,
        "listsinceblock",
        json!({"transactions": [], "removed": [receive(&address, "t2", 0, 0.5, 102, "h102", -1)], "lastblock": "x102"}),
    );
    tip(&replies, 102, "x102");
    until(&app, &token, "second gone", |s| s == [("t1".to_string(), 2, 2)]).await;
    tip(&replies, 104, "x104");
    set(
        &replies,
        "listsinceblock",
        json!({"transactions": [], "removed": [], "lastblock": "x104"}),
    );
    for _ in 0..100 {
        if app
            .count("SELECT COUNT(*) FROM chain_blocks WHERE network = 'BTC' AND hash = 'x104'")
            .await
            == 1
        {
            break;
        }
        tokio::time::sleep(Duration::from_millis(20)).await;
    }
    assert_eq!(app.count("SELECT COUNT(*) FROM deposits").await, 1);
    assert_ledger_clean(&app).await;
}
