//! Seconds options: entry and settlement only from recorded index samples, under published rules.

use mercato::clock::Clock;
use serde_json::Value;

use crate::common::{TestApp, assert_ledger_clean, error, ok};

const BTC: i64 = 1;

/// Time in these tests is a manual clock: it stands at a whole second and moves only when a test moves it.
const START_MS: i64 = 1_800_000_000_000;

pub(crate) async fn options_app() -> TestApp {
    options_app_on(Clock::manual(START_MS), None).await
}

async fn options_app_on(clock: Clock, data: Option<std::path::PathBuf>) -> TestApp {
    let reopened = data.is_some();
    let app = TestApp::spawn_with_clock(clock, |config| {
        config.server.demo = true;
        config.market.feed = "none".into();
        if let Some(data) = data {
            config.server.data_dir = data;
        }
    })
    .await;
    if reopened {
        return app;
    }
    // Short durations keep the tests quick; they are published like any other.
    app.exec("UPDATE rules SET value = '1,2,30' WHERE product = 'micro' AND key = 'seconds'")
        .await;
    app.exec(
        "INSERT INTO rules (product, key, value, unit, updated_at) VALUES \
         ('micro', 'payout_1', '80', 'percent', 0), ('micro', 'payout_2', '85', 'percent', 0)",
    )
    .await;
    app
}

/// A user with `amount` USDT moved into the options account.
pub(crate) async fn funded(app: &TestApp, email: &str, amount: &str) -> String {
    let token = app.signed_up(email).await;
    ok(&app
        .post(
            "/wallet/change",
            Some(&token),
            &[
                ("currency_id", "3"),
                ("number", amount),
                ("from_field", "change"),
                ("to_field", "micro"),
            ],
        )
        .await);
    token
}

/// Records the BTC/USDT index for the second `ts` (ms).
pub(crate) async fn price(app: &TestApp, ts: i64, usdt: i64) {
    mercato::market::index::record(&app.state.market_ctx, ts, "test", &[(BTC, usdt * 100_000_000)])
        .await
        .unwrap();
}

pub(crate) fn this_second(app: &TestApp) -> i64 {
    app.state.clock.now_ms() / 1000 * 1000
}

/// Moves the app's clock on by `ms`.
pub(crate) fn advance(app: &TestApp, ms: i64) {
    app.state.clock.advance(ms).expect("a manual clock");
}

pub(crate) async fn buy(app: &TestApp, token: &str, direction: &str, seconds: &str, stake: &str) -> Value {
    app.post(
        "/microtrade/submit",
        Some(token),
        &[
            ("match_id", "1"),
            ("currency_id", "3"),
            ("type", direction),
            ("seconds", seconds),
            ("number", stake),
        ],
    )
    .await
}

pub(crate) async fn micro_balance(app: &TestApp, token: &str) -> String {
    let list = app.get("/microtrade/payable_currencies", Some(token), &[]).await;
    ok(&list);
    micro_balance_of(&list, "USDT")
}

fn micro_balance_of(list: &Value, symbol: &str) -> String {
    list["message"]
        .as_array()
        .unwrap()
        .iter()
        .find(|c| c["name"] == symbol)
        .unwrap_or_else(|| panic!("{symbol} is payable: {list}"))["user_wallet"]["micro_balance"]
        .as_str()
        .unwrap()
        .to_string()
}

/// Runs a settlement round at the clock's time, as the scheduler's next round would, and answers the order,
/// which must be settled by then (the scheduler's own round may have settled it first).
pub(crate) async fn settled(app: &TestApp, token: &str, id: i64) -> Value {
    mercato::options::settle::settle_due(&app.state.options_ctx, app.state.clock.now_ms())
        .await
        .unwrap();
    let order = app
        .get("/microtrade/get_result", Some(token), &[("id", &id.to_string())])
        .await;
    ok(&order);
    assert_eq!(order["message"]["status"], 3, "order {id} settled");
    order["message"].clone()
}

#[tokio::test]
async fn an_up_call_that_rises_pays_stake_and_payout_a_down_call_loses_and_an_equal_price_refunds() {
    let app = options_app().await;
    let alice = funded(&app, "alice@example.com", "1000").await;
    let t0 = this_second(&app);
    price(&app, t0, 50_000).await;
    let up = buy(&app, &alice, "1", "1", "100").await;
    ok(&up);
    let down = buy(&app, &alice, "2", "1", "100").await;
    ok(&down);
    let tie = buy(&app, &alice, "1", "2", "100").await;
    ok(&tie);
    assert_eq!(up["message"]["open_price"], "50000.00");
    assert_eq!(up["message"]["open_price_ts"], t0);
    assert_eq!(up["message"]["price_source"], "test");
    assert_eq!(up["message"]["status"], 1);
    assert_eq!(
        micro_balance(&app, &alice).await,
        "700.00000000",
        "three stakes of 100 went to house"
    );
    // The scripted path: 50,010 one second later, back to 50,000 at the second after.
    price(&app, t0 + 1000, 50_010).await;
    price(&app, t0 + 2000, 50_000).await;
    advance(&app, 1_000);
    let up = settled(&app, &alice, up["message"]["id"].as_i64().unwrap()).await;
    assert_eq!(up["profit_result"], 1);
    assert_eq!(up["end_price"], "50010.00");
    assert_eq!(up["end_price_ts"], t0 + 1000);
    assert_eq!(up["fact_profits"], "80.00", "80 % of 100");
    assert_eq!(up["profit_ratio"], "80.00");
    let down = settled(&app, &alice, down["message"]["id"].as_i64().unwrap()).await;
    assert_eq!(down["profit_result"], -1);
    assert_eq!(down["fact_profits"], "-100.00");
    advance(&app, 1_000);
    let tie = settled(&app, &alice, tie["message"]["id"].as_i64().unwrap()).await;
    assert_eq!(tie["profit_result"], 0);
    assert_eq!(tie["end_price"], "50000.00");
    assert_eq!(tie["fact_profits"], "0.00");
    // 700 + 180 (win) + 0 (loss) + 100 (refund).
    assert_eq!(micro_balance(&app, &alice).await, "980.00000000");
    let list = app.get("/microtrade/lists", Some(&alice), &[]).await;
    ok(&list);
    assert_eq!(list["message"]["total"], 3);
    assert_eq!(list["message"]["per_page"], 5, "five a page unless asked");
    assert_eq!(list["message"]["data"][0]["remain_milli_seconds"], 0);
    assert_ledger_clean(&app).await;
}

#[tokio::test]
async fn orders_outside_the_published_rules_are_refused_and_change_nothing() {
    let app = options_app().await;
    let alice = funded(&app, "alice@example.com", "50").await;
    // No recorded price for the current second: nothing to enter at.
    error(&buy(&app, &alice, "1", "1", "20").await, "market_closed");
    price(&app, this_second(&app), 50_000).await;
    error(&buy(&app, &alice, "1", "7", "20").await, "invalid_seconds");
    error(&buy(&app, &alice, "1", "1", "5").await, "invalid_amount");
    error(&buy(&app, &alice, "1", "1", "10001").await, "invalid_amount");
    error(&buy(&app, &alice, "1", "1", "60").await, "insufficient_balance");
    error(&buy(&app, &alice, "3", "1", "20").await, "invalid_params");
    assert_eq!(micro_balance(&app, &alice).await, "50.00000000");
    assert_eq!(app.count("SELECT COUNT(*) FROM micro_orders").await, 0);

    app.exec("UPDATE rules SET value = '30' WHERE product = 'micro' AND key = 'max_open_stake_user'")
        .await;
    ok(&buy(&app, &alice, "1", "30", "20").await);
    error(&buy(&app, &alice, "1", "30", "20").await, "invalid_amount");

    app.exec("UPDATE users SET area_code = '+1'").await;
    app.exec("UPDATE rules SET value = '1' WHERE product = 'micro' AND key = 'blocked_regions'")
        .await;
    error(&buy(&app, &alice, "1", "1", "10").await, "region_not_supported");
    error(
        &app.get("/microtrade/seconds", Some(&alice), &[]).await,
        "region_not_supported",
    );
    app.exec("UPDATE rules SET value = '0' WHERE product = 'micro' AND key = 'enabled'")
        .await;
    error(
        &app.get("/microtrade/seconds", None, &[]).await,
        "product_unavailable",
    );
    assert_eq!(app.count("SELECT COUNT(*) FROM micro_orders").await, 1);
    assert_eq!(micro_balance(&app, &alice).await, "30.00000000");
    assert_ledger_clean(&app).await;
}

#[tokio::test]
async fn the_same_idempotency_key_buys_one_option() {
    let app = options_app().await;
    let alice = funded(&app, "alice@example.com", "100").await;
    price(&app, this_second(&app), 50_000).await;
    let form = [
        ("match_id", "1"),
        ("currency_id", "3"),
        ("type", "1"),
        ("seconds", "30"),
        ("number", "10"),
        ("idempotency_key", "opt-1"),
    ];
    let first = app.post("/microtrade/submit", Some(&alice), &form).await;
    let again = app.post("/microtrade/submit", Some(&alice), &form).await;
    ok(&first);
    assert_eq!(first, again);
    assert_eq!(micro_balance(&app, &alice).await, "90.00000000");
}

#[tokio::test]
async fn nobody_reads_another_users_option() {
    let app = options_app().await;
    let alice = funded(&app, "alice@example.com", "100").await;
    let bob = app.signed_up("bob@example.com").await;
    price(&app, this_second(&app), 50_000).await;
    let order = buy(&app, &alice, "1", "30", "10").await;
    let id = order["message"]["id"].as_i64().unwrap().to_string();
    error(
        &app.get("/microtrade/get_result", Some(&bob), &[("id", &id)])
            .await,
        "order_not_found",
    );
    let list = app.get("/microtrade/lists", Some(&bob), &[]).await;
    assert_eq!(list["message"]["total"], 0);
}

#[tokio::test]
async fn an_option_due_while_the_server_was_down_settles_on_restart_from_the_recorded_sample() {
    let first = options_app().await;
    if first.state.db.is_postgres() {
        return; // Each app gets a fresh PostgreSQL database; the SQLite file is what can be reopened here.
    }
    let alice = funded(&first, "alice@example.com", "100").await;
    let t0 = this_second(&first);
    price(&first, t0, 50_000).await;
    let order = buy(&first, &alice, "2", "2", "10").await;
    ok(&order);
    let id = order["message"]["id"].as_i64().unwrap();
    // The expiry second's price was recorded (a fall) before the server went down, ahead of the expiry.
    price(&first, t0 + 2000, 49_990).await;
    let dir = first.stop().await;
    let data = dir.path().to_path_buf();
    // The server comes back after the expiry second.
    let app = options_app_on(Clock::manual(t0 + 2_500), Some(data)).await;
    let order = settled(&app, &alice, id).await;
    assert_eq!(order["profit_result"], 1, "down called, price fell");
    assert_eq!(order["end_price"], "49990.00");
    assert_eq!(order["fact_profits"], "8.50", "85 % of 10");
    assert_ledger_clean(&app).await;
}

#[tokio::test]
async fn no_operator_endpoint_setting_or_table_can_choose_an_option_result() {
    let app = options_app().await;
    let alice = funded(&app, "alice@example.com", "100").await;
    let t0 = this_second(&app);
    price(&app, t0, 50_000).await;
    let order = buy(&app, &alice, "1", "2", "10").await;
    let id = order["message"]["id"].as_i64().unwrap();

    // The operators' API has no call about options, positions, prices of trades or results.
    let admin_routes = include_str!("../../src/admin/routes.rs");
    let paths: Vec<&str> = admin_routes.split('"').filter(|s| s.starts_with('/')).collect();
    assert!(paths.len() > 20, "the admin routes were read: {paths:?}");
    for path in &paths {
        for word in [
            "micro", "option", "lever", "position", "result", "settle", "sample", "index",
        ] {
            assert!(!path.contains(word), "operator call {path} must not touch {word}");
        }
    }
    // No published rule or setting names a result.
    for table in ["rules", "settings"] {
        let named = app
            .count(&format!(
                "SELECT COUNT(*) FROM {table} WHERE key LIKE '%result%' OR key LIKE '%outcome%' \
                 OR key LIKE '%win%' OR key LIKE '%exit%' OR key LIKE '%settle_price%'"
            ))
            .await;
        assert_eq!(named, 0, "{table} has a key that names a result");
    }
    // Changing the payout rule after entry does not touch an open order's terms.
    app.exec("UPDATE rules SET value = '10' WHERE product = 'micro' AND key = 'payout_2'")
        .await;
    // The database itself refuses to rewrite an order's entry or a recorded price.
    for sql in [
        format!("UPDATE micro_orders SET open_price = 1 WHERE id = {id}"),
        format!("UPDATE micro_orders SET payout_ppm = 5000000 WHERE id = {id}"),
        format!("DELETE FROM micro_orders WHERE id = {id}"),
        "UPDATE index_samples SET price = 1".to_string(),
    ] {
        assert!(app.try_exec(&sql).await.is_err(), "{sql} was allowed");
    }
    price(&app, t0 + 1000, 50_100).await;
    price(&app, t0 + 2000, 49_000).await;
    advance(&app, 2_000);
    let order = settled(&app, &alice, id).await;
    assert_eq!(order["profit_result"], -1, "the recorded fall decides it");
    assert_eq!(order["profit_ratio"], "85.00", "the ratio in force at entry");
    // A settled order is final.
    for sql in [
        format!("UPDATE micro_orders SET result = 1, paid = 18 WHERE id = {id}"),
        format!("UPDATE micro_orders SET end_price = 60000 WHERE id = {id}"),
    ] {
        assert!(app.try_exec(&sql).await.is_err(), "{sql} was allowed");
    }
    assert_ledger_clean(&app).await;
}

#[tokio::test]
async fn every_settlement_asset_is_payable_and_a_btc_stake_is_paid_in_btc() {
    let app = options_app().await;
    let alice = app.signed_up("alice@example.com").await;
    ok(&app
        .post(
            "/wallet/change",
            Some(&alice),
            &[
                ("currency_id", "1"),
                ("number", "0.5"),
                ("from_field", "change"),
                ("to_field", "micro"),
            ],
        )
        .await);
    let list = app.get("/microtrade/payable_currencies", Some(&alice), &[]).await;
    let names: Vec<&str> = list["message"]
        .as_array()
        .unwrap()
        .iter()
        .map(|c| c["name"].as_str().unwrap())
        .collect();
    assert!(
        names.contains(&"USDT") && names.contains(&"BTC") && names.contains(&"ETH"),
        "{names:?}"
    );
    assert_eq!(micro_balance_of(&list, "BTC"), "0.50000000");
    // Stake limits and presets are USDT amounts, written with USDT's eight decimals like every other amount.
    let preset = &list["message"][0]["micro_numbers"][0]["number"];
    assert_eq!(
        preset.as_str().unwrap().split_once('.').unwrap().1.len(),
        8,
        "{preset}"
    );
    let seconds = app.get("/microtrade/seconds", Some(&alice), &[]).await;
    for field in ["min_amount", "max_amount"] {
        let amount = seconds["message"][0][field].as_str().unwrap();
        assert_eq!(amount.split_once('.').unwrap().1.len(), 8, "{field} {amount}");
    }
    let t0 = this_second(&app);
    price(&app, t0, 50_000).await;
    let order = app
        .post(
            "/microtrade/submit",
            Some(&alice),
            &[
                ("match_id", "1"),
                ("currency_id", "1"),
                ("type", "1"),
                ("seconds", "1"),
                ("number", "0.01"),
            ],
        )
        .await;
    ok(&order);
    price(&app, t0 + 1000, 50_010).await;
    advance(&app, 1_000);
    let settled = settled(&app, &alice, order["message"]["id"].as_i64().unwrap()).await;
    assert_eq!(settled["profit_result"], 1);
    let list = app.get("/microtrade/payable_currencies", Some(&alice), &[]).await;
    assert_eq!(
        micro_balance_of(&list, "BTC"),
        "0.50800000",
        "0.49 + 0.01 stake + 80 % of it"
    );
    // A stake worth more than the published maximum (10,000 USDT) is refused whatever its asset.
    error(
        &app.post(
            "/microtrade/submit",
            Some(&alice),
            &[
                ("match_id", "1"),
                ("currency_id", "1"),
                ("type", "1"),
                ("seconds", "1"),
                ("number", "0.3"),
            ],
        )
        .await,
        "invalid_amount",
    );
    assert_ledger_clean(&app).await;
}
