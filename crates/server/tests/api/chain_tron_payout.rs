//! TRON withdrawals paid with no key on the server, against the local server answering TRON's documented API:
//! finance exports TRX and USDT withdrawals as TRON transaction JSON, `mercato sign` signs them away from the
//! server, the import refuses a foreign signature or a changed transaction, broadcasts the rest as the node's
//! `broadcasthex` takes them, and the watcher marks each withdrawal paid with its id at the confirmations.

use k256::ecdsa::SigningKey;
use mercato::features::{funds::chain::tron_tx, wallet::derive::base58check_encode};
use serde_json::Value;

use crate::chain::until;
use crate::chain_payout::{import_broadcast, refused_because, sign, withdraw};
use crate::chain_tron::{setup_paying_from, statuses, trx_transfer, usdt_transfer};
use crate::common::{admin_get, admin_post, assert_ledger_clean, ok, operator};

const HOT_KEY: &str = "2222222222222222222222222222222222222222222222222222222222222222";
const USDT_TO: &str = "41000000000000000000000000000000000000e403";
const TRX_TO: &str = "41000000000000000000000000000000000000e404";

fn hot_address() -> String {
    let key = SigningKey::from_slice(&hex::decode(HOT_KEY).unwrap()).unwrap();
    tron_tx::address_of(key.verifying_key())
}

fn base58(hex41: &str) -> String {
    base58check_encode(&hex::decode(hex41).unwrap())
}

fn value_of(export: &Value) -> &Value {
    &export["tx"]["raw_data"]["contract"][0]["parameter"]["value"]
}

#[tokio::test]
async fn tron_withdrawals_signed_away_from_the_server_are_broadcast_and_paid_with_their_ids_at_the_confirmations()
 {
    let s = setup_paying_from(Some(hot_address())).await;
    let (app, token) = (&s.app, s.token.as_str());
    s.chain.lock().unwrap().mine(
        vec![
            usdt_transfer("cc01", &s.to, 250_000_000, "SUCCESS"),
            trx_transfer("cc02", &s.to, 30_000_000),
        ],
        0,
    );
    s.chain.lock().unwrap().mine(vec![], 0);
    s.chain.lock().unwrap().mine(vec![], 0);
    until(app, token, "20", "TRX credited", |m| {
        statuses(m).first().is_some_and(|s| s.1 == 2)
    })
    .await;
    until(app, token, "3", "USDT credited", |m| {
        statuses(m).first().is_some_and(|s| s.1 == 2)
    })
    .await;
    app.set_pay_password(token, "tron@example.com", "246810").await;
    // TRX is withdrawn under rules of its own, as an operator adds a coin.
    app.exec(
        "INSERT INTO rules (product, key, value, unit, updated_at) VALUES \
         ('withdraw', 'TRX_min', '1', 'TRX', 0), ('withdraw', 'TRX_fee_rate', '0.1', 'percent', 0), \
         ('withdraw', 'TRX_fee_min', '0.5', 'TRX', 0)",
    )
    .await;
    withdraw(app, token, "3", "100", &base58(USDT_TO), "TRC20").await;
    withdraw(app, token, "20", "5", &base58(TRX_TO), "TRC20").await;
    let paid = |id: i64| format!("SELECT amount FROM withdrawals WHERE id = {id}");
    let (usdt_units, sun) = (app.count(&paid(1)).await / 100, app.count(&paid(2)).await);
    let finance = operator(app, "finance@example.com", "finance").await;

    let exported = admin_post(app, "/chain/withdrawals/export", &finance, &[]).await;
    ok(&exported);
    let list = exported["message"].clone();
    assert_eq!(list.as_array().unwrap().len(), 2, "{list}");
    assert!(list.as_array().unwrap().iter().all(|e| e["network"] == "TRC20"));
    let hot_hex = crate::chain_tron::hex41(&hot_address());
    // USDT by its contract's transfer(address,uint256): the recipient's 20 bytes and the amount in 6 decimals.
    let usdt = &list[0];
    assert_eq!(
        usdt["tx"]["raw_data"]["contract"][0]["type"],
        "TriggerSmartContract"
    );
    assert_eq!(value_of(usdt)["owner_address"], hot_hex.as_str());
    let data = value_of(usdt)["data"].as_str().unwrap();
    assert_eq!(&data[..8], "a9059cbb");
    assert_eq!(&data[32..72], &USDT_TO[2..]);
    assert_eq!(u64::from_str_radix(&data[72..], 16).unwrap() as i64, usdt_units);
    // The fee is on top: the recipient gets what was asked for.
    assert_eq!(usdt_units, 100_000_000);
    // TRX by a TransferContract, in sun.
    let trx = &list[1];
    assert_eq!(trx["tx"]["raw_data"]["contract"][0]["type"], "TransferContract");
    assert_eq!(value_of(trx)["to_address"], TRX_TO);
    assert_eq!(value_of(trx)["amount"].as_i64().unwrap(), sun);
    // The queue shows both waiting for their signatures.
    let queue = admin_get(app, "/withdrawals?status=1", &finance).await;
    assert!(
        queue["message"]
            .as_array()
            .unwrap()
            .iter()
            .all(|w| w["chain"]["status"] == 1),
        "{queue}"
    );

    let foreign = sign(&list, &"33".repeat(32));
    refused_because(app, &finance, &foreign[0], "not by the hot address").await;
    let mut changed: Value = serde_json::from_str(&sign(&list, HOT_KEY)[1]).unwrap();
    let raw = changed["raw_data_hex"].as_str().unwrap().to_string();
    let amount_hex = hex::encode(prost_varint(sun as u64));
    changed["raw_data_hex"] =
        Value::String(raw.replacen(&amount_hex, &hex::encode(prost_varint(sun as u64 * 10)), 1));
    refused_because(app, &finance, &changed.to_string(), "does not pay exactly").await;
    assert!(
        s.chain.lock().unwrap().sent.is_empty(),
        "nothing is sent before every signature checks"
    );

    let signed = sign(&list, HOT_KEY);
    let ids = import_broadcast(app, &finance, &signed.join("\n")).await;
    assert_eq!(ids[0], list[0]["tx"]["txID"].as_str().unwrap());
    let sent = s.chain.lock().unwrap().sent.clone();
    assert_eq!(sent.len(), 2);
    for (transaction, export) in sent.iter().zip(list.as_array().unwrap()) {
        assert!(transaction.contains(export["tx"]["raw_data_hex"].as_str().unwrap()));
    }
    let mine = app.get("/user/withdraw/list", Some(token), &[]).await;
    assert_eq!(mine["message"]["data"][0]["chain"]["status"], 2, "{mine}");

    let info = |id: &str| {
        (
            serde_json::json!({"txID": id}),
            serde_json::json!({"id": id, "receipt": {"result": "SUCCESS"}}),
        )
    };
    s.chain
        .lock()
        .unwrap()
        .mine(vec![info(&ids[0]), info(&ids[1])], 0);
    s.chain.lock().unwrap().mine(vec![], 0);
    s.chain.lock().unwrap().mine(vec![], 0);
    for _ in 0..400 {
        if app
            .count("SELECT COUNT(*) FROM withdrawals WHERE status = 2")
            .await
            == 2
        {
            break;
        }
        tokio::time::sleep(std::time::Duration::from_millis(25)).await;
    }
    for (n, id) in ids.iter().enumerate() {
        let stored = app
            .count(&format!(
                "SELECT COUNT(*) FROM withdrawals WHERE id = {} AND status = 2 AND tx_hash = '{id}'",
                n + 1
            ))
            .await;
        assert_eq!(stored, 1, "withdrawal {} paid by {id}", n + 1);
    }
    let mine = app.get("/user/withdraw/list", Some(token), &[]).await;
    assert_eq!(mine["message"]["data"][0]["chain"]["confirmations"], 3);
    assert_ledger_clean(app).await;
}

/// A number as protobuf writes it, to find an amount inside `raw_data`.
fn prost_varint(mut n: u64) -> Vec<u8> {
    let mut out = Vec::new();
    while n >= 0x80 {
        out.push((n as u8 & 0x7f) | 0x80);
        n >>= 7;
    }
    out.push(n as u8);
    out
}

#[tokio::test]
async fn a_tron_withdrawal_whose_transfer_fails_on_chain_waits_again_and_is_never_paid() {
    let s = setup_paying_from(Some(hot_address())).await;
    let (app, token) = (&s.app, s.token.as_str());
    s.chain
        .lock()
        .unwrap()
        .mine(vec![usdt_transfer("dd01", &s.to, 250_000_000, "SUCCESS")], 0);
    s.chain.lock().unwrap().mine(vec![], 0);
    s.chain.lock().unwrap().mine(vec![], 0);
    until(app, token, "3", "USDT credited", |m| {
        statuses(m).first().is_some_and(|s| s.1 == 2)
    })
    .await;
    app.set_pay_password(token, "tron@example.com", "246810").await;
    withdraw(app, token, "3", "100", &base58(USDT_TO), "TRC20").await;
    let finance = operator(app, "finance@example.com", "finance").await;
    let exported = admin_post(app, "/chain/withdrawals/export", &finance, &[]).await;
    ok(&exported);
    // A TRON export is never given up by hand: a signed copy may already be out, valid until it expires.
    let abandon = [("reason", "The signer lost the batch")];
    let given_up = admin_post(app, "/chain/withdrawals/abandon", &finance, &abandon).await;
    assert_eq!(given_up["message"], 0, "{given_up}");
    assert_eq!(
        app.count("SELECT COUNT(*) FROM chain_withdrawals WHERE status = 1")
            .await,
        1
    );
    let ids = import_broadcast(app, &finance, &sign(&exported["message"], HOT_KEY).join("\n")).await;

    // The token contract reverts the transfer: the node records the transaction as failed.
    let reverted = (
        serde_json::json!({"txID": ids[0]}),
        serde_json::json!({"id": ids[0], "result": "FAILED", "receipt": {"result": "REVERT"}}),
    );
    s.chain.lock().unwrap().mine(vec![reverted], 0);
    for _ in 0..400 {
        if app
            .count("SELECT COUNT(*) FROM chain_withdrawals WHERE status = 4")
            .await
            == 1
        {
            break;
        }
        tokio::time::sleep(std::time::Duration::from_millis(25)).await;
    }
    assert_eq!(
        app.count("SELECT COUNT(*) FROM chain_withdrawals WHERE status = 4")
            .await,
        1
    );
    assert_eq!(
        app.count("SELECT status FROM withdrawals WHERE id = 1").await,
        1,
        "it waits again"
    );
    let queue = admin_get(app, "/withdrawals?status=1", &finance).await;
    assert_eq!(queue["message"][0]["chain"]["status"], 4, "{queue}");
    assert_eq!(
        app.count("SELECT COUNT(*) FROM audit_log WHERE action = 'withdrawal.paid'")
            .await,
        0
    );
    assert_ledger_clean(app).await;
}
