//! VIP levels: recomputed from holdings at the index and trading volume, shown with the next level and the table,
//! the level's fee discount applied to the next spot fill and contract, and a table changed through the rules
//! changing levels at the next run.

use mercato::features::vip::daily;

use crate::{
    common::{TestApp, assert_ledger_clean, change_parameter, ok, operator},
    lever::{lever_app, mark, open},
};

const UNIT: i64 = 100_000_000;

fn ctx(app: &TestApp) -> daily::Ctx {
    daily::Ctx {
        db: app.state.db.clone(),
        clock: app.state.clock.clone(),
        market: app.state.market.clone(),
        sessions: app.state.sessions.clone(),
    }
}

async fn recompute(app: &TestApp) {
    daily::recompute(&ctx(app), app.state.clock.now_ms())
        .await
        .unwrap();
}

async fn order(app: &TestApp, token: &str, side: &str, amount: &str, price: &str) {
    let form = [
        ("currency_id", "1"),
        ("legal_id", "3"),
        ("type", side),
        ("amount", amount),
        ("target_price", price),
    ];
    ok(&app.post("/coin/trade", Some(token), &form).await);
}

#[tokio::test]
async fn holdings_at_the_index_make_level_2_whose_discount_applies_to_the_next_spot_fill_and_contract_fee() {
    let app = lever_app("0").await;
    // The demo gives 10,000 USDT and 1 BTC: 60,000 USDT held at a 50,000 index is level 2 (10 % off fees).
    let alice = app.signed_up("alice@example.com").await;
    mark(&app, 50_000).await;
    recompute(&app).await;
    let bob = app.signed_up("bob@example.com").await;
    let vip = app.get("/user/vip", Some(&alice), &[]).await;
    ok(&vip);
    assert_eq!(vip["message"]["level"], 2);
    assert_eq!(vip["message"]["holdings"], "60000.00");
    assert_eq!(vip["message"]["next"]["level"], 3);
    assert_eq!(vip["message"]["levels"].as_array().unwrap().len(), 5);
    assert_eq!(vip["message"]["levels"][1]["loans"], true);
    let guest = app.get("/vip/levels", None, &[]).await;
    assert_eq!(guest["message"][0]["fee_discount"], "5");
    let fresh = app.get("/user/vip", Some(&bob), &[]).await;
    assert_eq!(
        (
            fresh["message"]["level"].clone(),
            fresh["message"]["holdings"].clone()
        ),
        (0.into(), "60000.00".into()),
        "a new account sees what it holds at once; its level waits for the daily run"
    );

    // Alice (level 2) rests a sell of 0.1 BTC at 50,000; Bob (level 0) takes it.
    order(&app, &alice, "2", "0.1", "50000").await;
    order(&app, &bob, "1", "0.1", "50000").await;
    assert_eq!(
        app.count("SELECT maker_fee FROM spot_trades").await,
        45 * UNIT / 10,
        "0.1 % of 5,000 USDT less 10 %"
    );
    assert_eq!(
        app.count("SELECT taker_fee FROM spot_trades").await,
        10_000,
        "0.0001 BTC, undiscounted"
    );

    let form = [
        ("currency_id", "3"),
        ("number", "1000"),
        ("from_field", "change"),
        ("to_field", "lever"),
    ];
    ok(&app.post("/wallet/change", Some(&alice), &form).await);
    ok(&open(&app, &alice, "1", "10", "10", &[]).await);
    assert_eq!(app.count("SELECT fee FROM lever_positions").await, 45 * UNIT / 10);
    assert_ledger_clean(&app).await;
}

#[tokio::test]
async fn a_threshold_changed_through_the_rules_changes_the_level_at_the_next_run() {
    let app = lever_app("0").await;
    let alice = app.signed_up("alice@example.com").await;
    recompute(&app).await;
    assert_eq!(
        app.get("/user/vip", Some(&alice), &[]).await["message"]["level"],
        2,
        "10,000 USDT held"
    );
    let admin = operator(&app, "risk@example.com", "admin").await;
    let change = [("product", "vip"), ("key", "l2_holdings"), ("value", "20000")];
    ok(&change_parameter(&app, &admin, &change).await);
    assert_eq!(
        app.get("/user/vip", Some(&alice), &[]).await["message"]["level"],
        2,
        "until the next run"
    );
    recompute(&app).await;
    let vip = app.get("/user/vip", Some(&alice), &[]).await;
    assert_eq!(vip["message"]["level"], 1);
    assert_eq!(vip["message"]["next"]["holdings"], "20000.00");
    assert_eq!(
        app.count("SELECT COUNT(*) FROM rule_changes WHERE product = 'vip' AND key = 'l2_holdings'")
            .await,
        1
    );
}

#[tokio::test]
async fn a_fully_verified_level_4_account_may_withdraw_the_vip_tables_2000_btc_a_day_and_an_unverified_one_its_own_limit()
 {
    let app = lever_app("0").await;
    let alice = app.signed_up("alice@example.com").await;
    let limit = |token: String| {
        let app = &app;
        async move {
            let info = app
                .get("/wallet/get_info", Some(&token), &[("currency", "3")])
                .await;
            ok(&info);
            info["message"]["limit_24h"].as_str().unwrap().to_string()
        }
    };
    let levels = app.get("/vip/levels", None, &[]).await;
    assert_eq!(levels["message"][3]["withdraw_btc"], "2000.00");
    assert_eq!(levels["message"][1]["withdraw_btc"], "0.00");

    for (real, vip, shown) in [
        (2, 4, "2000.00000000"),
        (2, 0, "500.00000000"),
        (2, 2, "500.00000000"),
        (1, 4, "200.00000000"),
    ] {
        app.exec(&format!(
            "UPDATE users SET real_level = {real}, vip_level = {vip} WHERE email = 'alice@example.com'"
        ))
        .await;
        assert_eq!(
            limit(alice.clone()).await,
            shown,
            "identity level {real}, VIP level {vip}"
        );
    }
}
