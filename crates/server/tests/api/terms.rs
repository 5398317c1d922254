//! Terms fixed at entry (ADR 69): a contract position keeps the spread, overnight rate and liquidation risk rate in
//! force when it opened, copies included, and pays its overnight fee from its own margin only. Each test changes a
//! rule through the operators' API after a position opened, as a dishonest operator would, and has the contracts'
//! task read the rules again before the position is charged, closed or checked.

use serde_json::Value;

use crate::{
    common::{TestApp, assert_ledger_clean, change_parameter, error, ok, operator},
    follow::{copy_app, follow, trader},
    lever::{funded, lever_app, mark, open, positions},
};

/// Changes a contract rule as an admin and has the contracts' task read the rules again at once.
async fn set_lever_rule(app: &TestApp, admin: &str, key: &str, value: &str) {
    ok(&change_parameter(
        app,
        admin,
        &[("product", "lever"), ("key", key), ("value", value)],
    )
    .await);
    app.state.lever.reload().await.unwrap();
}

async fn holding_one(app: &TestApp, token: &str) -> Value {
    app.state.lever.settled().await.unwrap();
    let held = positions(app, token, "1").await;
    assert_eq!(held.len(), 1, "one position held: {held:?}");
    held[0].clone()
}

/// `(available, frozen)` of a user's contract account.
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

async fn charge_overnight(app: &TestApp, at: i64) -> usize {
    mercato::lever::charge_overnight(&app.state.lever_ctx, at)
        .await
        .unwrap()
}

#[tokio::test]
async fn raising_the_overnight_rate_after_a_position_opens_does_not_change_what_it_pays() {
    let app = lever_app("0").await;
    let admin = operator(&app, "root@example.com", "admin").await;
    let alice = funded(&app, "alice@example.com", "10000").await;
    mark(&app, 50_000).await;
    // 0.1 BTC at 50,000 = 5,000 notional; 10x: 500 margin, 5 fee; opened at 0.05 % a day.
    ok(&open(&app, &alice, "1", "10", "10", &[]).await);
    assert_eq!(holding_one(&app, &alice).await["overnight_rate"], "0.0500");
    // The attack as it was: 100 % a day. Refused now; the highest rate allowed is 1 % a day.
    let refused = change_parameter(
        &app,
        &admin,
        &[("product", "lever"), ("key", "overnight"), ("value", "100")],
    )
    .await;
    error(&refused, "invalid_params");
    set_lever_rule(&app, &admin, "overnight", "1").await;
    let bob = funded(&app, "bob@example.com", "10000").await;
    ok(&open(&app, &bob, "1", "10", "10", &[]).await);

    let tomorrow = app.state.clock.now_ms() + 86_400_000;
    assert_eq!(charge_overnight(&app, tomorrow).await, 2);
    let alices = holding_one(&app, &alice).await;
    assert_eq!(
        alices["overnight_money"], "2.50",
        "0.05 % of 5,000, the rate it opened with"
    );
    assert_eq!(alices["overnight_rate"], "0.0500");
    assert_eq!(
        alices["caution_money"], "497.50",
        "taken from the position's margin"
    );
    let bobs = holding_one(&app, &bob).await;
    assert_eq!(
        bobs["overnight_money"], "50.00",
        "1 % of 5,000: opened after the change"
    );
    assert_eq!(bobs["overnight_rate"], "1.0000");
    assert_eq!(
        lever_balance(&app, &alice).await,
        ("9495.00000000".into(), "497.50000000".into()),
        "the rest of the account is untouched"
    );
    assert_ledger_clean(&app).await;
}

#[tokio::test]
async fn the_overnight_fee_never_takes_more_than_the_positions_margin_and_never_the_rest_of_the_account() {
    let app = lever_app("0").await;
    let admin = operator(&app, "root@example.com", "admin").await;
    set_lever_rule(&app, &admin, "overnight", "1").await;
    let alice = funded(&app, "alice@example.com", "10000").await;
    mark(&app, 50_000).await;
    // 100x: 50 margin on 5,000; 5 fee; 9,945 available that the position does not hold.
    ok(&open(&app, &alice, "1", "10", "100", &[]).await);
    // Three days at 1 % a day would be 150: the position's 50 of margin is all it can pay.
    let later = app.state.clock.now_ms() + 3 * 86_400_000;
    assert_eq!(charge_overnight(&app, later).await, 1);
    app.state.lever.settled().await.unwrap();
    assert!(
        positions(&app, &alice, "1").await.is_empty(),
        "with no margin left it closes"
    );
    let closed = &positions(&app, &alice, "3").await[0];
    assert_eq!(closed["overnight_money"], "50.00");
    assert_eq!(closed["close_price"], "50000.00", "at the last mark");
    assert_eq!(closed["profits"], "0.00");
    assert_eq!(
        lever_balance(&app, &alice).await,
        ("9945.00000000".into(), "0.00000000".into()),
        "every unit the position did not hold is still there"
    );
    let fees = app
        .count("SELECT available FROM accounts WHERE system_role = 'fees' AND asset_id = 3 AND kind = 0")
        .await;
    assert_eq!(fees, 5_500_000_000, "the opening fee and the margin: 5 + 50");
    assert_ledger_clean(&app).await;
}

#[tokio::test]
async fn raising_the_spread_after_a_position_opens_does_not_change_its_close() {
    let app = lever_app("0").await;
    let admin = operator(&app, "root@example.com", "admin").await;
    let alice = funded(&app, "alice@example.com", "10000").await;
    mark(&app, 50_000).await;
    ok(&open(&app, &alice, "1", "10", "10", &[]).await);
    let early = holding_one(&app, &alice).await;
    assert_eq!(early["price"], "50000.00");
    assert_eq!(early["spread"], "0.0000");
    set_lever_rule(&app, &admin, "spread", "1").await;
    let bob = funded(&app, "bob@example.com", "10000").await;
    ok(&open(&app, &bob, "1", "10", "10", &[]).await);
    let late = holding_one(&app, &bob).await;
    assert_eq!(late["price"], "50250.00", "half of 1 % above the mark");
    assert_eq!(late["spread"], "1.0000");

    for (token, id) in [(&alice, &early["id"]), (&bob, &late["id"])] {
        ok(&app
            .post("/lever/close", Some(token), &[("id", &id.to_string())])
            .await);
    }
    let alices = &positions(&app, &alice, "3").await[0];
    assert_eq!(
        alices["close_price"], "50000.00",
        "no spread: the one it opened with"
    );
    assert_eq!(alices["profits"], "0.00");
    let bobs = &positions(&app, &bob, "3").await[0];
    assert_eq!(bobs["close_price"], "49750.00", "half of 1 % below the mark");
    assert_ledger_clean(&app).await;
}

#[tokio::test]
async fn raising_the_liquidation_rate_after_a_position_opens_does_not_liquidate_it_earlier() {
    let app = lever_app("0").await;
    let admin = operator(&app, "root@example.com", "admin").await;
    let alice = funded(&app, "alice@example.com", "600").await;
    mark(&app, 50_000).await;
    // 100x on 0.1 BTC: 50 margin, 5 fee, 545 available; equity 595. At 50 % it is liquidated when equity reaches
    // 25, a loss of 570 (a mark just below 44,300 once a unit more is in the account); at 99 %, at 49.50, a loss
    // of 545.50 (a mark of 44,545).
    ok(&open(&app, &alice, "1", "10", "100", &[]).await);
    assert_eq!(holding_one(&app, &alice).await["liquidation_rate"], "50.0000");
    set_lever_rule(&app, &admin, "liquidation_risk_rate", "99").await;
    // Money moving into the account has the risk engine put the liquidation point again, under the rule now.
    ok(&app
        .post(
            "/wallet/change",
            Some(&alice),
            &[
                ("currency_id", "3"),
                ("number", "0.00000001"),
                ("from_field", "change"),
                ("to_field", "lever"),
            ],
        )
        .await);
    app.state.lever.settled().await.unwrap();
    mark(&app, 44_400).await;
    let held = holding_one(&app, &alice).await;
    assert_eq!(
        held["liquidation_rate"], "50.0000",
        "still held at 44,400: its own rate is 50 %"
    );
    app.state.clock.advance(1_000);
    mark(&app, 44_200).await;
    app.state.lever.settled().await.unwrap();
    assert!(positions(&app, &alice, "1").await.is_empty());
    let closed = &positions(&app, &alice, "3").await[0];
    assert_eq!(closed["close_reason"], 4, "liquidated at its own rate");
    assert_eq!(closed["close_price"], "44200.00");
    assert_ledger_clean(&app).await;
}

#[tokio::test]
async fn a_copy_keeps_the_spread_it_opened_with_when_its_trader_closes_after_a_change() {
    let app = copy_app().await;
    let admin = operator(&app, "root@example.com", "admin").await;
    let compliance = operator(&app, "compliance@example.com", "compliance").await;
    let (alice, alice_id) = trader(&app, "alice@example.com", &compliance).await;
    let bob = funded(&app, "bob@example.com", "10000").await;
    ok(&follow(&app, &bob, alice_id, "1", "1").await);
    mark(&app, 50_000).await;
    ok(&open(&app, &alice, "1", "10", "10", &[]).await);
    let copy = holding_one(&app, &bob).await;
    assert_eq!(copy["order_type"], 2);
    assert_eq!(copy["spread"], "0.0000");
    set_lever_rule(&app, &admin, "spread", "1").await;
    let traders = holding_one(&app, &alice).await;
    ok(&app
        .post(
            "/lever/close",
            Some(&alice),
            &[("id", &traders["id"].to_string())],
        )
        .await);
    app.state.lever.settled().await.unwrap();
    assert!(
        positions(&app, &bob, "1").await.is_empty(),
        "the copy closed with its trader"
    );
    let closed = &positions(&app, &bob, "3").await[0];
    assert_eq!(
        closed["close_price"], "50000.00",
        "its own spread, none, not the 1 % set since"
    );
    assert_eq!(closed["profits"], "0.00");
    // A copy opened after the change takes the terms in force when it opens.
    ok(&open(&app, &alice, "1", "10", "10", &[]).await);
    let later = holding_one(&app, &bob).await;
    assert_eq!(later["price"], "50250.00", "the trader's price");
    assert_eq!(later["spread"], "1.0000");
    assert_ledger_clean(&app).await;
}
