//! Contracts: positions against the house at recorded marks, closed by the user, by take-profit, stop-loss or
//! liquidation, each close keeping the sample that caused it.

use mercato::clock::Clock;
use serde_json::Value;

use crate::common::{TestApp, accepted_else, assert_ledger_clean, error, ok};

const BTC: i64 = 1;

/// Contracts without the spread, so worked examples stay round; one test keeps the published spread.
pub(crate) async fn lever_app(spread: &str) -> TestApp {
    // Time stands at a whole second and moves only when a test moves it.
    let app = TestApp::spawn_with_clock(Clock::manual(1_800_000_000_000), |config| {
        config.server.demo = true;
        config.market.feed = "none".into();
    })
    .await;
    app.exec(&format!(
        "UPDATE rules SET value = '{spread}' WHERE product = 'lever' AND key = 'spread'"
    ))
    .await;
    // The task reads the rules at start: restart it on the new ones by asking for a reload.
    reload(&app).await;
    app
}

/// Has the contracts task read the rules again, and checks that the quotes show the spread now in force.
async fn reload(app: &TestApp) {
    app.state.lever.reload().await.unwrap();
    let quotes = app.get("/currency/quotation_new", None, &[]).await;
    let btc = quotes["message"][0]["quotation"]
        .as_array()
        .unwrap()
        .iter()
        .find(|q| q["symbol"] == "BTC/USDT")
        .cloned()
        .unwrap();
    assert_eq!(
        btc["spread"],
        app_spread(app).await,
        "the quotes show the published spread"
    );
}

async fn app_spread(app: &TestApp) -> String {
    let rules = app.get("/rules", None, &[("product", "lever")]).await;
    let value = rules["message"]
        .as_array()
        .unwrap()
        .iter()
        .find(|r| r["key"] == "spread")
        .unwrap()["value"]
        .as_str()
        .unwrap()
        .to_string();
    // The quote shows the rate with four decimals.
    let ppm = (value.parse::<f64>().unwrap() * 10_000.0).round() as i64;
    format!("{}.{:04}", ppm / 10_000, ppm % 10_000)
}

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
                ("to_field", "lever"),
            ],
        )
        .await);
    token
}

/// Records the BTC/USDT mark for the current second (or the next ones, for a path).
pub(crate) async fn mark(app: &TestApp, usdt: i64) {
    let ts = app.state.clock.now_ms() / 1000 * 1000;
    mercato::market::index::record(&app.state.market_ctx, ts, "test", &[(BTC, usdt * 100_000_000)])
        .await
        .unwrap();
}

pub(crate) async fn open(
    app: &TestApp,
    token: &str,
    side: &str,
    lots: &str,
    multiple: &str,
    extra: &[(&str, &str)],
) -> Value {
    let mut form = vec![
        ("currency_id", "1"),
        ("legal_id", "3"),
        ("type", side),
        ("share", lots),
        ("multiple", multiple),
        ("status", "1"),
        ("target_price", "999"),
    ];
    for (k, v) in extra {
        form.retain(|(key, _)| key != k);
        form.push((k, v));
    }
    app.post("/lever/submit", Some(token), &form).await
}

pub(crate) async fn positions(app: &TestApp, token: &str, status: &str) -> Vec<Value> {
    let body = app
        .post(
            "/lever/my_trade",
            Some(token),
            &[("status", status), ("limit", "50")],
        )
        .await;
    ok(&body);
    body["message"]["message"]["data"].as_array().unwrap().clone()
}

async fn lever_balance(app: &TestApp, token: &str) -> (String, String) {
    let list = app.get("/wallet/list", Some(token), &[]).await;
    let row = list["message"]["lever_wallet"]["balance"]
        .as_array()
        .unwrap()
        .iter()
        .find(|r| r["currency_name"] == "USDT")
        .cloned()
        .unwrap();
    (
        row["lever_balance"].as_str().unwrap().to_string(),
        row["lock_lever_balance"].as_str().unwrap().to_string(),
    )
}

/// The user's positions once the risk task has handled every mark recorded so far; `n` of them are held.
async fn until_holding(app: &TestApp, token: &str, n: usize) -> Vec<Value> {
    app.state.lever.settled().await.unwrap();
    assert_eq!(positions(app, token, "1").await.len(), n, "holding positions");
    positions(app, token, "-1").await
}

#[tokio::test]
async fn a_long_and_a_short_open_at_the_mark_and_close_with_the_pnl_of_the_recorded_marks() {
    let app = lever_app("0").await;
    let alice = funded(&app, "alice@example.com", "10000").await;
    mark(&app, 50_000).await;
    // 10 lots of 0.01 BTC at 50,000 = 5,000 USDT notional; 10x: 500 margin; 0.1 % fee: 5.
    ok(&open(&app, &alice, "1", "10", "10", &[]).await);
    assert_eq!(
        lever_balance(&app, &alice).await,
        ("9495.00000000".into(), "500.00000000".into())
    );
    let long = &positions(&app, &alice, "1").await[0];
    assert_eq!(long["price"], "50000.00");
    assert_eq!(long["caution_money"], "500.00");
    assert_eq!(long["trade_fee"], "5.00");
    assert_eq!(long["number"], "0.10");
    let all = app
        .post(
            "/lever/dealall",
            Some(&alice),
            &[("currency_id", "1"), ("legal_id", "3")],
        )
        .await;
    ok(&all);
    // Equity 9,995 on 500 margin: 1,999 %.
    assert_eq!(all["message"]["hazard_rate_pct"], "1999.00");
    assert_eq!(all["message"]["hazard_rate"], "1999000000");
    let id = long["id"].as_i64().unwrap().to_string();
    mark(&app, 51_000).await;
    ok(&app.post("/lever/close", Some(&alice), &[("id", &id)]).await);
    let closed = &positions(&app, &alice, "3").await[0];
    assert_eq!(closed["profits"], "100.00", "0.1 BTC × 1,000");
    assert_eq!(closed["fact_profits"], "95.00", "less the fee");
    assert_eq!(closed["close_price"], "51000.00");
    assert_eq!(closed["close_reason"], 1);
    assert_eq!(closed["price_source"], "test");
    assert!(closed["close_price_ts"].as_i64().unwrap() > 0);
    assert_eq!(
        lever_balance(&app, &alice).await,
        ("10095.00000000".into(), "0.00000000".into())
    );

    // A short of the same size at 51,000 (notional 5,100, margin 510, fee 5.10) gains on a fall to 50,000.
    ok(&open(&app, &alice, "2", "10", "10", &[]).await);
    mark(&app, 50_000).await;
    let short = positions(&app, &alice, "1").await[0]["id"]
        .as_i64()
        .unwrap()
        .to_string();
    ok(&app.post("/lever/close", Some(&alice), &[("id", &short)]).await);
    let history = app
        .post("/lever/my_trade", Some(&alice), &[("status", "3")])
        .await;
    assert_eq!(
        history["message"]["rate_profits_total"]["profits_total"], "189.90",
        "the closed tab totals what its positions realised net of fees, as the bills show: 100 - 5 + 100 - 5.10"
    );
    let everything = app
        .post("/lever/my_trade", Some(&alice), &[("status", "-1")])
        .await;
    assert_eq!(
        everything["message"]["rate_profits_total"]["profits_total"], "189.90",
        "the all tab adds what is realised to what holdings would make (none here)"
    );
    assert_eq!(
        lever_balance(&app, &alice).await,
        ("10189.90000000".into(), "0.00000000".into())
    );
    assert_ledger_clean(&app).await;
}

#[tokio::test]
async fn the_published_spread_opens_a_long_above_and_closes_it_below_the_mark() {
    let app = lever_app("0.02").await;
    let alice = funded(&app, "alice@example.com", "10000").await;
    mark(&app, 50_000).await;
    ok(&open(&app, &alice, "1", "10", "10", &[]).await);
    let long = &positions(&app, &alice, "1").await[0];
    assert_eq!(long["price"], "50005.00", "half of 0.02 % above");
    ok(&app
        .post("/lever/close", Some(&alice), &[("id", &long["id"].to_string())])
        .await);
    let closed = &positions(&app, &alice, "3").await[0];
    assert_eq!(closed["close_price"], "49995.00", "half of 0.02 % below");
    assert_eq!(closed["close_mark"], "50000.00");
    assert_eq!(closed["profits"], "-1.00", "the spread, 0.1 BTC × 10");
    assert_ledger_clean(&app).await;
}

#[tokio::test]
async fn take_profit_and_stop_loss_close_positions_on_the_scripted_path_at_the_mark_that_crossed_them() {
    let app = lever_app("0").await;
    let alice = funded(&app, "alice@example.com", "10000").await;
    mark(&app, 50_000).await;
    ok(&open(
        &app,
        &alice,
        "1",
        "10",
        "10",
        &[("target_profit_price", "50500"), ("stop_loss_price", "49000")],
    )
    .await);
    ok(&open(&app, &alice, "1", "5", "10", &[]).await);
    let second = positions(&app, &alice, "1").await[0]["id"]
        .as_i64()
        .unwrap()
        .to_string();
    ok(&app
        .post(
            "/lever/setstop",
            Some(&alice),
            &[
                ("id", &second),
                ("target_profit_price", "0"),
                ("stop_loss_price", "49800"),
            ],
        )
        .await);
    mark(&app, 50_200).await;
    app.state.lever.settled().await.unwrap();
    assert_eq!(positions(&app, &alice, "1").await.len(), 2, "nothing crossed yet");
    mark(&app, 50_600).await;
    let all = until_holding(&app, &alice, 1).await;
    let tp = all.iter().find(|p| p["close_reason"] == 2).unwrap();
    assert_eq!(
        tp["close_price"], "50600.00",
        "closed at the mark that crossed 50,500"
    );
    assert_eq!(tp["profits"], "60.00");
    mark(&app, 49_700).await;
    let all = until_holding(&app, &alice, 0).await;
    let sl = all.iter().find(|p| p["close_reason"] == 3).unwrap();
    assert_eq!(sl["close_price"], "49700.00");
    assert_eq!(sl["profits"], "-15.00", "0.05 BTC × 300");
    assert_eq!(sl["price_source"], "test");
    assert_ledger_clean(&app).await;
}

#[tokio::test]
async fn a_gap_through_the_liquidation_point_closes_everything_and_insurance_pays_what_the_account_lacks() {
    let app = lever_app("0").await;
    let alice = funded(&app, "alice@example.com", "600").await;
    mark(&app, 50_000).await;
    // 100x on 0.1 BTC: margin 50, fee 5; 545 left available.
    ok(&open(&app, &alice, "1", "10", "100", &[]).await);
    mark(&app, 49_000).await;
    app.state.lever.settled().await.unwrap();
    assert_eq!(
        positions(&app, &alice, "1").await.len(),
        1,
        "equity 495 on 50 margin is far from 50 %"
    );
    // A gap to 40,000: a loss of 1,000 against 595 in the account.
    mark(&app, 40_000).await;
    let all = until_holding(&app, &alice, 0).await;
    let p = &all[0];
    assert_eq!(p["close_reason"], 4);
    assert_eq!(p["close_price"], "40000.00");
    assert_eq!(p["profits"], "-1000.00");
    assert_eq!(p["insurance_paid"], "405.00");
    assert_eq!(
        lever_balance(&app, &alice).await,
        ("0.00000000".into(), "0.00000000".into())
    );
    let insurance = app
        .count("SELECT available FROM accounts WHERE system_role = 'insurance' AND asset_id = 3 AND kind = 0")
        .await;
    assert_eq!(insurance, -40_500_000_000);
    assert_ledger_clean(&app).await;
}

#[tokio::test]
async fn batch_close_takes_longs_or_shorts_or_all() {
    let app = lever_app("0").await;
    let alice = funded(&app, "alice@example.com", "10000").await;
    mark(&app, 50_000).await;
    ok(&open(&app, &alice, "1", "1", "10", &[]).await);
    ok(&open(&app, &alice, "1", "2", "10", &[]).await);
    ok(&open(&app, &alice, "2", "3", "10", &[]).await);
    let closed = app
        .post("/lever/batch_close", Some(&alice), &[("type", "1")])
        .await;
    ok(&closed);
    let left = positions(&app, &alice, "1").await;
    assert_eq!(left.len(), 1);
    assert_eq!(left[0]["type"], 2, "the short stays");
    ok(&app
        .post("/lever/batch_close", Some(&alice), &[("type", "0")])
        .await);
    assert!(positions(&app, &alice, "1").await.is_empty());
    let reasons: Vec<i64> = positions(&app, &alice, "3")
        .await
        .iter()
        .map(|p| p["close_reason"].as_i64().unwrap())
        .collect();
    assert_eq!(reasons, vec![5, 5, 5]);
    assert_ledger_clean(&app).await;
}

#[tokio::test]
async fn the_overnight_fee_is_charged_once_per_published_cut() {
    let app = lever_app("0").await;
    let alice = funded(&app, "alice@example.com", "10000").await;
    mark(&app, 50_000).await;
    ok(&open(&app, &alice, "1", "10", "10", &[]).await);
    let tomorrow = app.state.clock.now_ms() + 86_400_000;
    assert_eq!(
        mercato::lever::charge_overnight(&app.state.lever_ctx, tomorrow)
            .await
            .unwrap(),
        1
    );
    assert_eq!(
        mercato::lever::charge_overnight(&app.state.lever_ctx, tomorrow)
            .await
            .unwrap(),
        0,
        "the same cut is never charged twice"
    );
    let p = &positions(&app, &alice, "1").await[0];
    assert_eq!(p["overnight_money"], "2.50", "0.05 % of 5,000");
    assert_eq!(p["caution_money"], "497.50", "out of the position's own margin");
    assert_eq!(
        lever_balance(&app, &alice).await,
        ("9495.00000000".into(), "497.50000000".into())
    );
    assert_ledger_clean(&app).await;
}

#[tokio::test]
async fn a_limit_entrust_holds_its_margin_and_fee_and_opens_when_the_mark_reaches_its_price() {
    let app = lever_app("0").await;
    let alice = funded(&app, "alice@example.com", "10000").await;
    mark(&app, 50_000).await;
    let limit = [("status", "0"), ("target_price", "49500")];
    ok(&open(&app, &alice, "1", "10", "10", &limit).await);
    ok(&open(&app, &alice, "1", "10", "10", &limit).await);
    // Each holds 495 margin and 4.95 fee at 49,500.
    assert_eq!(
        lever_balance(&app, &alice).await,
        ("9000.10000000".into(), "999.90000000".into())
    );
    let entrusts = positions(&app, &alice, "0").await;
    assert_eq!(entrusts.len(), 2);
    let cancelled = app
        .post(
            "/lever/close",
            Some(&alice),
            &[("id", &entrusts[0]["id"].to_string()), ("lang", "en")],
        )
        .await;
    ok(&cancelled);
    assert_eq!(
        cancelled["message"], "Order cancelled",
        "an entrust is cancelled, not closed"
    );
    assert_eq!(
        lever_balance(&app, &alice).await,
        ("9500.05000000".into(), "499.95000000".into())
    );
    assert!(
        positions(&app, &alice, "3").await.is_empty(),
        "a cancelled entrust is not a closed position"
    );
    let cancelled_tab = positions(&app, &alice, "4").await;
    assert_eq!(cancelled_tab.len(), 1);
    assert_eq!(cancelled_tab[0]["id"], entrusts[0]["id"]);
    mark(&app, 49_400).await;
    let all = until_holding(&app, &alice, 1).await;
    let held = all.iter().find(|p| p["status"] == 1).unwrap();
    assert_eq!(held["price"], "49500.00", "opened at its own price");
    assert_eq!(
        lever_balance(&app, &alice).await,
        ("9500.05000000".into(), "495.00000000".into()),
        "the fee went to fees"
    );
    assert_ledger_clean(&app).await;
}

#[tokio::test]
async fn orders_outside_the_published_rules_are_refused_and_change_nothing() {
    let app = lever_app("0").await;
    let alice = funded(&app, "alice@example.com", "1000").await;
    let bob = app.signed_up("bob@example.com").await;
    error(&open(&app, &alice, "1", "1", "10", &[]).await, "market_closed");
    mark(&app, 50_000).await;
    error(&open(&app, &alice, "1", "1", "3", &[]).await, "invalid_leverage");
    error(&open(&app, &alice, "1", "0", "10", &[]).await, "invalid_lots");
    error(&open(&app, &alice, "1", "101", "10", &[]).await, "invalid_lots");
    error(
        &open(&app, &alice, "1", "100", "1", &[]).await,
        "insufficient_balance",
    );
    error(
        &open(
            &app,
            &alice,
            "1",
            "1",
            "10",
            &[("status", "0"), ("target_price", "50100")],
        )
        .await,
        "invalid_price",
    );
    error(
        &open(&app, &alice, "1", "1", "10", &[("target_profit_price", "49000")]).await,
        "invalid_price",
    );
    error(
        &open(&app, &alice, "2", "1", "10", &[("stop_loss_price", "49000")]).await,
        "invalid_price",
    );
    error(&open(&app, &alice, "3", "1", "10", &[]).await, "invalid_params");
    app.exec("UPDATE rules SET value = '00:00-00:00' WHERE product = 'lever' AND key = 'stock_hours'")
        .await;
    assert_eq!(
        lever_balance(&app, &alice).await,
        ("1000.00000000".into(), "0.00000000".into())
    );
    assert_eq!(app.count("SELECT COUNT(*) FROM lever_positions").await, 0);
    ok(&open(&app, &alice, "1", "1", "10", &[]).await);
    let id = positions(&app, &alice, "1").await[0]["id"].to_string();
    error(
        &app.post("/lever/close", Some(&bob), &[("id", &id)]).await,
        "position_not_found",
    );
    error(
        &app.post(
            "/lever/setstop",
            Some(&bob),
            &[("id", &id), ("stop_loss_price", "1")],
        )
        .await,
        "position_not_found",
    );
    assert!(positions(&app, &bob, "-1").await.is_empty());
    assert_ledger_clean(&app).await;
}

#[tokio::test]
async fn two_racing_opens_of_the_whole_balance_let_one_through() {
    let app = lever_app("0").await;
    let alice = funded(&app, "alice@example.com", "505").await;
    mark(&app, 50_000).await;
    let calls = (0..20).map(|_| open(&app, &alice, "1", "10", "10", &[]));
    let answers = futures_util::future::join_all(calls).await;
    assert_eq!(
        accepted_else(&answers, "insufficient_balance"),
        1,
        "505 pays one 500 margin and 5 fee"
    );
    assert_ledger_clean(&app).await;
}

#[tokio::test]
async fn open_positions_keep_their_stops_across_a_restart_and_entries_cannot_be_rewritten() {
    let first = lever_app("0").await;
    if first.state.db.is_postgres() {
        return; // Each app gets a fresh PostgreSQL database; the SQLite file is what can be reopened here.
    }
    let alice = funded(&first, "alice@example.com", "10000").await;
    mark(&first, 50_000).await;
    ok(&open(&first, &alice, "1", "10", "10", &[("stop_loss_price", "49500")]).await);
    let id = positions(&first, &alice, "1").await[0]["id"].as_i64().unwrap();
    for sql in [
        format!("UPDATE lever_positions SET open_price = 1 WHERE id = {id}"),
        format!("DELETE FROM lever_positions WHERE id = {id}"),
    ] {
        assert!(first.try_exec(&sql).await.is_err(), "{sql} was allowed");
    }
    let dir = first.stop().await;
    let data = dir.path().to_path_buf();
    let app = TestApp::spawn_with(move |c| {
        c.server.demo = true;
        c.market.feed = "none".into();
        c.server.data_dir = data;
    })
    .await;
    mark(&app, 49_400).await;
    let all = until_holding(&app, &alice, 0).await;
    assert_eq!(all[0]["close_reason"], 3);
    assert!(
        app.try_exec(&format!(
            "UPDATE lever_positions SET close_price = 60000 WHERE id = {id}"
        ))
        .await
        .is_err(),
        "a closed position is final"
    );
    assert_ledger_clean(&app).await;
}
