//! Bitcoin withdrawals paid with no key on the server, against the local server answering Bitcoin Core's documented
//! wallet RPC calls: the hot wallet funds each withdrawal as a PSBT that must pay it exactly, the import refuses a
//! PSBT whose transaction is not an export's or is not fully signed, sends the finalized transaction, and the
//! watcher marks the withdrawal paid with its id at the confirmations.

use std::time::Duration;

use mercato::{
    config::BitcoinConfig,
    features::funds::chain::btc_tx::{base64_encode as base64, script_pubkey},
};
use serde_json::{Value, json};

use crate::chain_bitcoin::{Shared, fake_bitcoind, node_config, set, tip};
use crate::chain_payout::{import_broadcast, refused_because, withdraw};
use crate::common::{TestApp, admin_get, admin_post, assert_ledger_clean, error, ok, operator};

const TO: &str = "bc1qcr8te4kr609gcawutmrza0j4xv80jy8z306fyu";
/// The hot wallet's change address (BIP 84's first change address).
const CHANGE: &str = "bc1q8c6fshw2dlwun7ekn9qwf37cu2rn755upcp6el";

/// A transaction spending one coin of the hot wallet into `outputs`, with its witness when signed.
fn transaction(outputs: &[(u64, &str)], signed: bool) -> Vec<u8> {
    let mut tx = 2u32.to_le_bytes().to_vec();
    if signed {
        tx.extend([0x00, 0x01]);
    }
    tx.push(1);
    tx.extend([0xab; 32]);
    tx.extend(1u32.to_le_bytes());
    tx.push(0);
    tx.extend(0xffff_fffdu32.to_le_bytes());
    tx.push(outputs.len() as u8);
    for (sats, address) in outputs {
        let script = script_pubkey(address).unwrap();
        tx.extend(sats.to_le_bytes());
        tx.push(script.len() as u8);
        tx.extend(script);
    }
    if signed {
        tx.extend([0x02, 71]);
        tx.extend([0x30; 71]);
        tx.push(33);
        tx.extend([0x02; 33]);
    }
    tx.extend(0u32.to_le_bytes());
    tx
}

/// The PSBT carrying the unsigned transaction, with a partial signature on its input when signed.
fn psbt(outputs: &[(u64, &str)], signed: bool) -> String {
    let tx = transaction(outputs, false);
    let mut bytes = b"psbt\xff".to_vec();
    bytes.extend([0x01, 0x00, tx.len() as u8]);
    bytes.extend(&tx);
    bytes.push(0x00);
    if signed {
        bytes.push(34);
        bytes.push(0x02);
        bytes.extend([0x02; 33]);
        bytes.push(71);
        bytes.extend([0x30; 71]);
    }
    bytes.push(0x00);
    bytes.extend(std::iter::repeat_n(0x00, outputs.len()));
    base64(&bytes)
}

fn calls_of(replies: &Shared, method: &str) -> Vec<Value> {
    let replies = replies.lock().unwrap();
    replies
        .calls
        .iter()
        .filter(|c| c["method"] == method)
        .cloned()
        .collect()
}

async fn app_on(replies: &Shared) -> TestApp {
    tip(replies, 100, "h100");
    set(
        replies,
        "listsinceblock",
        json!({"transactions": [], "removed": [], "lastblock": "h100"}),
    );
    set(replies, "gettransaction", json!({"confirmations": 0}));
    let addr = fake_bitcoind(replies.clone()).await;
    let config = BitcoinConfig {
        hot_wallet: Some("mercato-hot".into()),
        ..node_config(addr)
    };
    TestApp::spawn_with(move |c| {
        c.server.demo = true;
        c.market.feed = "none".into();
        c.chains.bitcoin = Some(config);
    })
    .await
}

#[tokio::test]
async fn a_bitcoin_withdrawal_leaves_as_a_psbt_signed_away_from_the_server_and_is_paid_with_its_id_at_the_confirmations()
 {
    let replies: Shared = Default::default();
    let app = app_on(&replies).await;
    let token = app.level_one_user("btc-out@example.com", "13800138055").await;
    app.set_pay_password(&token, "btc-out@example.com", "246810")
        .await;
    withdraw(&app, &token, "1", "0.015", TO, "BTC").await;
    let finance = operator(&app, "finance@example.com", "finance").await;

    // A PSBT from the node that does not pay the withdrawal exactly is not exported, and its coins are let go.
    let short = psbt(&[(1_400_000, TO), (8_000_000, CHANGE)], false);
    set(
        &replies,
        "walletcreatefundedpsbt",
        json!({"psbt": short, "fee": 0.0000141, "changepos": 1}),
    );
    set(&replies, "lockunspent", json!(true));
    let refused = admin_post(&app, "/chain/withdrawals/export", &finance, &[]).await;
    error(&refused, "internal_error");
    assert_eq!(app.count("SELECT COUNT(*) FROM chain_withdrawals").await, 0);
    assert_eq!(calls_of(&replies, "lockunspent").len(), 1);

    let outputs = [(1_500_000, TO), (8_000_000, CHANGE)];
    set(
        &replies,
        "walletcreatefundedpsbt",
        json!({"psbt": psbt(&outputs, false), "fee": 0.0000141, "changepos": 1}),
    );
    let exported = admin_post(&app, "/chain/withdrawals/export", &finance, &[]).await;
    ok(&exported);
    let list = exported["message"].clone();
    assert_eq!(list.as_array().unwrap().len(), 1, "{list}");
    assert_eq!(list[0]["network"], "BTC");
    let txid = list[0]["tx"]["txid"].as_str().unwrap().to_string();
    let funded = calls_of(&replies, "walletcreatefundedpsbt");
    assert_eq!(funded[1]["params"][1], json!([{TO: "0.01500000"}]));
    assert_eq!(funded[1]["params"][3]["lockUnspents"], true);
    let queue = admin_get(&app, "/withdrawals?status=1", &finance).await;
    assert_eq!(queue["message"][0]["chain"]["status"], 1, "{queue}");

    // A PSBT carrying any other transaction, or one not fully signed, is refused and nothing is sent.
    let other = psbt(&[(1_500_000, CHANGE), (8_000_000, CHANGE)], true);
    refused_because(&app, &finance, &other, "no exported withdrawal has transaction").await;
    set(
        &replies,
        "finalizepsbt",
        json!({"psbt": psbt(&outputs, false), "complete": false}),
    );
    refused_because(&app, &finance, &psbt(&outputs, false), "is not fully signed").await;
    let raw = hex::encode(transaction(&outputs, true));
    set(&replies, "finalizepsbt", json!({"hex": raw, "complete": true}));
    set(
        &replies,
        "testmempoolaccept",
        json!([{"txid": txid, "allowed": false, "reject-reason": "mandatory-script-verify-flag-failed"}]),
    );
    refused_because(
        &app,
        &finance,
        &psbt(&outputs, true),
        "mandatory-script-verify-flag-failed",
    )
    .await;
    assert!(calls_of(&replies, "sendrawtransaction").is_empty());

    set(
        &replies,
        "testmempoolaccept",
        json!([{"txid": txid, "allowed": true, "vsize": 141}]),
    );
    set(&replies, "sendrawtransaction", json!(txid));
    let sent = import_broadcast(&app, &finance, &psbt(&outputs, true)).await;
    assert_eq!(sent, vec![txid.clone()]);
    assert_eq!(
        calls_of(&replies, "sendrawtransaction")[0]["params"][0],
        raw.as_str()
    );

    set(
        &replies,
        "gettransaction",
        json!({"txid": txid, "confirmations": 1, "blockheight": 101}),
    );
    tip(&replies, 101, "h101");
    for _ in 0..400 {
        let list = app.get("/user/withdraw/list", Some(&token), &[]).await;
        if list["message"]["data"][0]["chain"]["confirmations"] == 1 {
            break;
        }
        tokio::time::sleep(Duration::from_millis(20)).await;
    }
    assert_eq!(
        app.count("SELECT status FROM withdrawals WHERE id = 1").await,
        1,
        "one of two confirmations"
    );
    tip(&replies, 102, "h102");
    for _ in 0..400 {
        if app.count("SELECT status FROM withdrawals WHERE id = 1").await == 2 {
            break;
        }
        tokio::time::sleep(Duration::from_millis(20)).await;
    }
    let paid = format!("SELECT COUNT(*) FROM withdrawals WHERE id = 1 AND status = 2 AND tx_hash = '{txid}'");
    assert_eq!(app.count(&paid).await, 1);
    assert_ledger_clean(&app).await;
}
