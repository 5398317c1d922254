//! Withdrawals paid with no key on the server, against a real local Ethereum node: finance exports the waiting
//! withdrawals unsigned, `mercato sign` signs them away from the server with the hot address's key, the import
//! refuses a tampered or foreign signature, broadcasts the rest, and the watcher marks each withdrawal paid with its
//! hash at the published confirmations.

use std::time::Duration;

use serde_json::{Value, json};

use crate::common::{TestApp, admin_get, admin_post, assert_ledger_clean, error, ok, operator};

use crate::ethnode::{EthNode, FUNDER_KEY};

const ETH_TO: &str = "0x00000000000000000000000000000000000e7401";
const USDT_TO: &str = "0x00000000000000000000000000000000000e7402";

async fn app_on(node: &EthNode) -> TestApp {
    let config = node.config();
    let app = TestApp::spawn_with(move |c| {
        c.server.demo = true;
        c.market.feed = "none".into();
        c.chains.ethereum = Some(config);
    })
    .await;
    app.exec("UPDATE rules SET value = '2' WHERE product = 'chain' AND key = 'confirmations_ERC20'")
        .await;
    app
}

/// Asks to withdraw `number` of `currency` to `to` on `network`, as the app does.
pub async fn withdraw(app: &TestApp, token: &str, currency: &str, number: &str, to: &str, network: &str) {
    let info = app
        .get("/wallet/get_info", Some(token), &[("currency", currency)])
        .await;
    ok(&info);
    let rate = info["message"]["rate"].as_str().unwrap().to_string();
    let form = [
        ("currency", currency),
        ("number", number),
        ("address", to),
        ("type", network),
        ("rate", rate.as_str()),
        ("pay_password", "246810"),
    ];
    ok(&app.post("/wallet/out", Some(token), &form).await);
}

/// Runs `mercato sign` on the export, as the signer would on its own machine; answers the raw transactions.
pub fn sign(exported: &Value, key: &str) -> Vec<String> {
    let dir = tempfile::tempdir().unwrap();
    let (input, key_file) = (dir.path().join("export.json"), dir.path().join("hot.key"));
    std::fs::write(&input, exported.to_string()).unwrap();
    std::fs::write(&key_file, key).unwrap();
    let out = std::process::Command::new(env!("CARGO_BIN_EXE_mercato"))
        .args(["sign", "--key-file"])
        .arg(&key_file)
        .arg("--in")
        .arg(&input)
        .output()
        .unwrap();
    assert!(out.status.success(), "{}", String::from_utf8_lossy(&out.stderr));
    String::from_utf8(out.stdout)
        .unwrap()
        .lines()
        .map(str::to_string)
        .collect()
}

/// Imports signed transactions that must all be broadcast; answers their hashes in import order.
pub async fn import_broadcast(app: &TestApp, finance: &str, signed: &str) -> Vec<String> {
    let imported = admin_post(app, "/chain/withdrawals/import", finance, &[("signed", signed)]).await;
    ok(&imported);
    imported["message"]
        .as_array()
        .unwrap()
        .iter()
        .map(|i| {
            assert_eq!(i["broadcast"], true, "{i}");
            i["tx_hash"].as_str().unwrap().to_string()
        })
        .collect()
}

/// The import refuses `raw` with `signed_tx_mismatch`, saying `why`.
pub async fn refused_because(app: &TestApp, finance: &str, raw: &str, why: &str) {
    let refused = admin_post(app, "/chain/withdrawals/import", finance, &[("signed", raw)]).await;
    error(&refused, "signed_tx_mismatch");
    let message = refused["message"].as_str().unwrap();
    assert!(message.contains(why), "{refused}");
}

async fn statuses(app: &TestApp) -> Vec<(i64, String)> {
    let pool_rows = app.count("SELECT COUNT(*) FROM withdrawals").await;
    let mut out = Vec::new();
    for id in 1..=pool_rows {
        let status = app
            .count(&format!("SELECT status FROM withdrawals WHERE id = {id}"))
            .await;
        let paid = app
            .count(&format!(
                "SELECT COUNT(*) FROM withdrawals WHERE id = {id} AND tx_hash <> ''"
            ))
            .await;
        out.push((status, if paid == 1 { "hash".into() } else { String::new() }));
    }
    out
}

#[tokio::test]
async fn an_exported_withdrawal_signed_away_from_the_server_is_broadcast_and_marked_paid_with_its_hash_at_its_confirmations()
 {
    let node = EthNode::start().await;
    let app = app_on(&node).await;
    let token = app.level_one_user("payout@example.com", "13800138077").await;
    app.set_pay_password(&token, "payout@example.com", "246810").await;
    withdraw(&app, &token, "2", "1.5", ETH_TO, "ERC20").await;
    withdraw(&app, &token, "3", "100", USDT_TO, "ERC20").await;
    let finance = operator(&app, "finance@example.com", "finance").await;

    let exported = admin_post(&app, "/chain/withdrawals/export", &finance, &[]).await;
    ok(&exported);
    let list = exported["message"].clone();
    assert_eq!(list.as_array().unwrap().len(), 2);
    assert_eq!(list[0]["tx"]["to"], ETH_TO);
    assert_eq!(list[0]["tx"]["value"], "1500000000000000000");
    assert_eq!(list[1]["tx"]["to"], node.usdt);
    assert_eq!(list[1]["tx"]["value"], "0");
    // Exporting again exports nothing new and answers the same transactions.
    assert_eq!(
        admin_post(&app, "/chain/withdrawals/export", &finance, &[]).await["message"],
        list
    );
    // Finance's queue shows each withdrawal waiting for its signature.
    let queue = admin_get(&app, "/withdrawals?status=1", &finance).await;
    ok(&queue);
    let waiting: Vec<&Value> = queue["message"].as_array().unwrap().iter().collect();
    assert_eq!(waiting.len(), 2);
    assert!(waiting.iter().all(|w| w["chain"]["status"] == 1), "{queue}");
    // While the chain decides a withdrawal, no one rejects it by hand.
    error(
        &admin_post(
            &app,
            "/withdrawals/reject",
            &finance,
            &[("id", "1"), ("reason", "no")],
        )
        .await,
        "withdrawal_on_chain",
    );

    // A signature by any other key, or a transaction that pays anything else, is refused, and nothing is sent.
    let foreign = sign(&list, &"11".repeat(32));
    refused_because(&app, &finance, &foreign[0], "not by the hot address").await;
    let mut tampered = list.clone();
    tampered[0]["tx"]["to"] = json!("0x00000000000000000000000000000000000bad00");
    let tampered = sign(&tampered, FUNDER_KEY);
    refused_because(&app, &finance, &tampered[0], "does not pay exactly").await;
    assert_eq!(statuses(&app).await, vec![(1, String::new()), (1, String::new())]);

    let signed = sign(&list, FUNDER_KEY).join("\n");
    let hashes = import_broadcast(&app, &finance, &signed).await;
    assert_eq!(statuses(&app).await, vec![(1, String::new()), (1, String::new())]);
    // The user sees each withdrawal broadcast, with its hash.
    let mine = app.get("/user/withdraw/list", Some(&token), &[]).await;
    ok(&mine);
    let progress: Vec<(i64, String)> = mine["message"]["data"]
        .as_array()
        .unwrap()
        .iter()
        .map(|w| {
            (
                w["chain"]["status"].as_i64().unwrap(),
                w["chain"]["tx_hash"].as_str().unwrap().to_string(),
            )
        })
        .collect();
    assert_eq!(progress, vec![(2, hashes[1].clone()), (2, hashes[0].clone())]);

    node.mine(2).await;
    for _ in 0..1_200 {
        if statuses(&app).await.iter().all(|s| s.0 == 2) {
            break;
        }
        tokio::time::sleep(Duration::from_millis(25)).await;
    }
    assert_eq!(statuses(&app).await, vec![(2, "hash".into()), (2, "hash".into())]);
    let mine = app.get("/user/withdraw/list", Some(&token), &[]).await;
    assert_eq!(mine["message"]["data"][0]["chain"]["status"], 3);
    assert_eq!(mine["message"]["data"][0]["chain"]["confirmations"], 2);
    assert_eq!(mine["message"]["data"][0]["tx_hash"], hashes[1].as_str());
    for (id, hash) in hashes.iter().enumerate() {
        let stored = app
            .count(&format!(
                "SELECT COUNT(*) FROM withdrawals WHERE id = {} AND tx_hash = '{hash}'",
                id + 1
            ))
            .await;
        assert_eq!(stored, 1, "withdrawal {} paid by {hash}", id + 1);
    }
    assert_eq!(
        node.quantity("eth_getBalance", json!([ETH_TO, "latest"])).await,
        1_500_000_000_000_000_000
    );
    let balance_of = format!("0x70a08231{:0>64}", USDT_TO.trim_start_matches("0x"));
    assert_eq!(
        node.quantity(
            "eth_call",
            json!([{"to": node.usdt, "data": balance_of}, "latest"])
        )
        .await,
        100_000_000
    );
    assert_eq!(
        app.count("SELECT COUNT(*) FROM audit_log WHERE action IN ('withdrawal.export', 'withdrawal.broadcast', 'withdrawal.paid')")
            .await,
        6
    );
    assert_ledger_clean(&app).await;
}

#[tokio::test]
async fn exports_given_up_with_a_reason_free_their_withdrawals_and_the_next_export_reuses_their_nonces() {
    let node = EthNode::start().await;
    let app = app_on(&node).await;
    let token = app.level_one_user("abandon@example.com", "13800138078").await;
    app.set_pay_password(&token, "abandon@example.com", "246810")
        .await;
    withdraw(&app, &token, "2", "0.5", ETH_TO, "ERC20").await;
    let finance = operator(&app, "finance@example.com", "finance").await;
    let first = admin_post(&app, "/chain/withdrawals/export", &finance, &[]).await;
    ok(&first);
    let nonce = first["message"][0]["tx"]["nonce"].clone();

    error(
        &admin_post(&app, "/chain/withdrawals/abandon", &finance, &[]).await,
        "invalid_params",
    );
    let given_up = admin_post(
        &app,
        "/chain/withdrawals/abandon",
        &finance,
        &[("reason", "the signer lost the batch")],
    )
    .await;
    assert_eq!(given_up["message"], 1, "{given_up}");
    // Signed anyway, the given-up export is refused: it is no longer waiting.
    let late = sign(&first["message"], FUNDER_KEY);
    refused_because(&app, &finance, &late[0], "no exported withdrawal has nonce").await;

    let again = admin_post(&app, "/chain/withdrawals/export", &finance, &[]).await;
    assert_eq!(again["message"][0]["tx"]["nonce"], nonce);
    assert_eq!(again["message"][0]["withdrawal_id"], 1);
    assert_eq!(
        app.count("SELECT COUNT(*) FROM audit_log WHERE action = 'withdrawal.export_abandoned'")
            .await,
        1
    );
    assert_ledger_clean(&app).await;
}
