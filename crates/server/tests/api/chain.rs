//! The Ethereum deposit watcher against a real local Ethereum node (`tools/ethnode`: ganache with two ERC-20
//! contracts of our own): ETH, USDT and USDC sent to a user's derived address are seen at once, credited exactly
//! once at the published confirmations, vanish when their block is reorganised away first, and are found after a
//! restart without a second credit.

use std::time::Duration;

use serde_json::{Value, json};

use crate::common::{TestApp, admin_post, assert_ledger_clean, ok, operator};

use crate::ethnode::{EthNode, XPUB};
use crate::socket::Client;
const ETH: &str = "2";
const USDT: &str = "3";
const USDC: &str = "4";

/// An operator publishes the network's key and the confirmations required.
async fn open_deposits(app: &TestApp, confirmations: &str) {
    let admin = operator(app, "root@example.com", "admin").await;
    for (product, key, value) in [
        ("site", "deposit_xpub_ERC20", XPUB),
        ("chain", "confirmations_ERC20", confirmations),
    ] {
        ok(&admin_post(
            app,
            "/parameters",
            &admin,
            &[("product", product), ("key", key), ("value", value)],
        )
        .await);
    }
}

async fn address(app: &TestApp, token: &str, currency: &str) -> String {
    let answer = app
        .get("/wallet/get_in_address", Some(token), &[("currency", currency)])
        .await;
    ok(&answer);
    let message = &answer["message"];
    message
        .as_str()
        .or_else(|| message["erc20"].as_str())
        .unwrap()
        .to_string()
}

async fn sightings(app: &TestApp, token: &str, currency: &str) -> Value {
    let answer = app
        .get("/wallet/chain_deposits", Some(token), &[("currency", currency)])
        .await;
    ok(&answer);
    answer["message"].clone()
}

async fn spot_balance(app: &TestApp, token: &str, currency: &str) -> String {
    let info = app
        .get("/wallet/get_info", Some(token), &[("currency", currency)])
        .await;
    ok(&info);
    info["message"]["change_balance"].as_str().unwrap().to_string()
}

/// Waits for the watcher (which polls the node every 25 ms) until `done` holds of the user's sightings.
pub(crate) async fn until(
    app: &TestApp,
    token: &str,
    currency: &str,
    what: &str,
    done: impl Fn(&Value) -> bool,
) -> Value {
    for _ in 0..1_200 {
        let seen = sightings(app, token, currency).await;
        if done(&seen) {
            return seen;
        }
        tokio::time::sleep(Duration::from_millis(25)).await;
    }
    panic!("{what}: {}", sightings(app, token, currency).await);
}

/// Waits until the watcher has scanned up to the node's head.
async fn until_scanned(app: &TestApp, node: &EthNode) {
    let head = i64::try_from(node.head().await).unwrap();
    for _ in 0..1_200 {
        let scanned = app
            .count("SELECT COALESCE(MAX(height), 0) FROM chain_blocks WHERE network = 'ERC20'")
            .await;
        if scanned >= head {
            return;
        }
        tokio::time::sleep(Duration::from_millis(25)).await;
    }
    panic!("the watcher did not reach block {head}");
}

fn status_of(list: &Value, tx: &str) -> Option<(i64, i64, i64)> {
    list["list"].as_array().unwrap().iter().find_map(|s| {
        (s["tx_hash"] == tx).then(|| {
            (
                s["status"].as_i64().unwrap(),
                s["confirmations"].as_i64().unwrap(),
                s["required"].as_i64().unwrap(),
            )
        })
    })
}

async fn watched_app(node: &EthNode) -> TestApp {
    let config = node.config();
    let app = TestApp::spawn_with(move |c| c.chains.ethereum = Some(config)).await;
    open_deposits(&app, "3").await;
    app
}

#[tokio::test]
async fn ether_sent_to_a_users_address_confirms_in_view_and_is_credited_once_at_the_published_confirmations()
{
    let node = EthNode::start().await;
    let app = watched_app(&node).await;
    let token = app.signed_up("eth@example.com").await;
    let to = address(&app, &token, ETH).await;
    let terms = sightings(&app, &token, ETH).await;
    assert_eq!(terms["terms"][0]["network"], "ERC20");
    assert_eq!(terms["terms"][0]["confirmations"], 3);
    assert_eq!(terms["terms"][0]["watched"], true);

    let mut socket = Client::signed_in(&app, &token).await;
    let tx = node.send_eth(&to, 1_500_000_000_000_000_000).await;
    let event = socket.event("deposit").await;
    assert_eq!(
        (event["event"].as_str(), event["data"]["tx_hash"].as_str()),
        (Some("seen"), Some(tx.as_str()))
    );
    assert_eq!(event["data"]["confirmations"], 1);
    let seen = until(&app, &token, ETH, "seen", |s| status_of(s, &tx).is_some()).await;
    assert_eq!(status_of(&seen, &tx), Some((1, 1, 3)));
    let item = &seen["list"][0];
    assert_eq!(item["amount"], "1.50000000");
    assert_eq!(item["status_text"], "确认中 1/3");
    assert_eq!(spot_balance(&app, &token, ETH).await, "0.00000000");

    node.mine(1).await;
    until(&app, &token, ETH, "two confirmations", |s| {
        status_of(s, &tx) == Some((1, 2, 3))
    })
    .await;
    node.mine(1).await;
    until(&app, &token, ETH, "credited", |s| {
        status_of(s, &tx) == Some((2, 3, 3))
    })
    .await;
    assert_eq!(spot_balance(&app, &token, ETH).await, "1.50000000");

    node.mine(5).await;
    until_scanned(&app, &node).await;
    assert_eq!(
        app.count("SELECT COUNT(*) FROM deposits WHERE chain = 'ERC20' AND status = 2")
            .await,
        1
    );
    let notes = app
        .count("SELECT COUNT(*) FROM mail_messages WHERE text_key IN ('deposit_seen', 'deposit_credited')")
        .await;
    assert_eq!(notes, 2);
    assert_ledger_clean(&app).await;
}

#[tokio::test]
async fn usdt_and_usdc_transfers_are_credited_at_the_tokens_own_decimals_and_dust_below_the_minimum_is_only_shown()
 {
    let node = EthNode::start().await;
    let app = watched_app(&node).await;
    let token = app.signed_up("tokens@example.com").await;
    let other = app.signed_up("bystander@example.com").await;
    let to = address(&app, &token, USDT).await;
    assert_eq!(address(&app, &token, USDC).await, to);

    let usdt = node.send_token(&node.usdt, &to, 1_234_567_890).await;
    let usdc = node.send_token(&node.usdc, &to, 250_000_000).await;
    let dust = node.send_token(&node.usdt, &to, 500_000).await;
    // An address that is no user's is not watched.
    node.send_token(
        &node.usdt,
        "0x00000000000000000000000000000000000b0b00",
        9_000_000,
    )
    .await;
    node.mine(3).await;
    let list = until(&app, &token, USDT, "USDT credited", |s| {
        status_of(s, &usdt).is_some_and(|(status, ..)| status == 2)
    })
    .await;
    assert_eq!(status_of(&list, &dust).map(|s| s.0), Some(3));
    until(&app, &token, USDC, "USDC credited", |s| {
        status_of(s, &usdc).is_some_and(|(status, ..)| status == 2)
    })
    .await;
    assert_eq!(spot_balance(&app, &token, USDT).await, "1234.56789000");
    assert_eq!(spot_balance(&app, &token, USDC).await, "250.00000000");
    assert_eq!(sightings(&app, &other, USDT).await["list"], json!([]));
    assert_eq!(app.count("SELECT COUNT(*) FROM chain_sightings").await, 3);
    assert_ledger_clean(&app).await;
}

#[tokio::test]
async fn a_deposit_whose_block_is_reorganised_away_before_its_confirmations_vanishes_and_is_never_credited() {
    let node = EthNode::start().await;
    let app = watched_app(&node).await;
    let token = app.signed_up("reorg@example.com").await;
    let to = address(&app, &token, USDT).await;

    let snapshot = node.call("evm_snapshot", json!([])).await;
    let tx = node.send_token(&node.usdt, &to, 75_000_000).await;
    until(&app, &token, USDT, "seen before the reorg", |s| {
        status_of(s, &tx).is_some()
    })
    .await;

    assert_eq!(node.call("evm_revert", json!([snapshot])).await, true);
    // The new chain's blocks differ from the old: another timestamp, other contents.
    node.send_eth("0x00000000000000000000000000000000000b0b00", 1)
        .await;
    node.mine(4).await;
    let gone = until(&app, &token, USDT, "sighting gone", |s| {
        status_of(s, &tx).is_none()
    })
    .await;
    assert_eq!(gone["list"], json!([]));
    node.mine(3).await;
    until_scanned(&app, &node).await;
    assert_eq!(spot_balance(&app, &token, USDT).await, "0.00000000");
    assert_eq!(app.count("SELECT COUNT(*) FROM deposits").await, 0);
    assert_ledger_clean(&app).await;
}

#[tokio::test]
async fn a_watcher_restarted_on_its_database_finds_what_arrived_while_it_was_down_and_credits_nothing_twice()
{
    let node = EthNode::start().await;
    let app = watched_app(&node).await;
    let token = app.signed_up("restart@example.com").await;
    let to = address(&app, &token, ETH).await;
    let first = node.send_eth(&to, 2_000_000_000_000_000_000).await;
    node.mine(2).await;
    until(&app, &token, ETH, "first credited", |s| {
        status_of(s, &first).is_some_and(|(status, ..)| status == 2)
    })
    .await;

    let url = app.state.config.database.url.clone();
    let dir = app.stop().await;
    let second = node.send_eth(&to, 500_000_000_000_000_000).await;
    node.mine(2).await;
    let (config, data) = (node.config(), dir.path().to_path_buf());
    let app = TestApp::spawn_with(move |c| {
        c.server.data_dir = data;
        c.database.url = url;
        c.chains.ethereum = Some(config);
    })
    .await;
    until(&app, &token, ETH, "second credited", |s| {
        status_of(s, &second).is_some_and(|(status, ..)| status == 2)
    })
    .await;
    assert_eq!(spot_balance(&app, &token, ETH).await, "2.50000000");
    assert_eq!(app.count("SELECT COUNT(*) FROM deposits").await, 2);
    assert_ledger_clean(&app).await;
}

/// `make bench`: how fast one watcher scans a local node's blocks full of deposits, and how long a deposit waits
/// from the block that gives it its last confirmation to its credit. Prints; asserts only the outcome.
#[tokio::test]
#[ignore = "a measurement: make bench"]
async fn scan_rate_against_a_local_node() {
    const BLOCKS: usize = 400;
    let node = EthNode::start().await;
    let app = {
        let mut config = node.config();
        config.batch_blocks = 100;
        config.poll_ms = 10;
        config.start_height = Some(u64::MAX);
        TestApp::spawn_with(move |c| c.chains.ethereum = Some(config)).await
    };
    open_deposits(&app, "1").await;
    let token = app.signed_up("rate@example.com").await;
    let to = address(&app, &token, ETH).await;
    let start = node.head().await + 1;
    for _ in 0..BLOCKS {
        node.send_eth(&to, 10_000_000_000_000_000).await;
    }
    // Scanning starts once the blocks exist: point the watcher at the first of them.
    app.exec("DELETE FROM chain_blocks WHERE network = 'ERC20'").await;
    app.exec(&format!(
        "INSERT INTO chain_blocks (network, height, hash, scanned_at) VALUES ('ERC20', {}, '{}', 0)",
        start - 1,
        node.call(
            "eth_getBlockByNumber",
            json!([format!("0x{:x}", start - 1), false])
        )
        .await["hash"]
            .as_str()
            .unwrap()
    ))
    .await;
    let began = std::time::Instant::now();
    let mut credited = 0;
    while credited < i64::try_from(BLOCKS).unwrap() && began.elapsed() < Duration::from_secs(120) {
        tokio::time::sleep(Duration::from_millis(5)).await;
        credited = app.count("SELECT COUNT(*) FROM deposits").await;
    }
    let scanned = began.elapsed();
    println!(
        "chain scan: {BLOCKS} blocks with {credited} deposits in {:.2} s: {:.0} blocks/s, {:.0} transfers/s",
        scanned.as_secs_f64(),
        BLOCKS as f64 / scanned.as_secs_f64(),
        credited as f64 / scanned.as_secs_f64()
    );
    let tx = node.send_eth(&to, 10_000_000_000_000_000).await;
    let mined = std::time::Instant::now();
    until(&app, &token, ETH, "credited", |s| {
        status_of(s, &tx).is_some_and(|(st, ..)| st == 2)
    })
    .await;
    println!(
        "chain credit: {:.0} ms from the block of the last confirmation to the credit (poll every 10 ms)",
        mined.elapsed().as_secs_f64() * 1000.0
    );
    assert_eq!(credited, i64::try_from(BLOCKS).unwrap());
}
