use serde_json::Value;

use crate::common::{TestApp, accepted_else, assert_ledger_clean, error, ok};

/// Demo mode without a price feed, so balances are valued at the reference prices unless a test records an index.
async fn demo_app() -> TestApp {
    TestApp::spawn_with(|config| {
        config.server.demo = true;
        config.market.feed = "none".into();
    })
    .await
}

fn balance(list: &Value, wallet: &str, symbol: &str) -> String {
    let kind = wallet.trim_end_matches("_wallet");
    list["message"][wallet]["balance"]
        .as_array()
        .unwrap()
        .iter()
        .find(|row| row["currency_name"] == symbol)
        .map(|row| row[format!("{kind}_balance")].as_str().unwrap().to_string())
        .unwrap()
}

async fn move_usdt(app: &TestApp, token: &str, number: &str, from: &str, to: &str) -> Value {
    app.post(
        "/wallet/change",
        Some(token),
        &[
            ("currency_id", "3"),
            ("number", number),
            ("from_field", from),
            ("to_field", to),
        ],
    )
    .await
}

#[tokio::test]
async fn balances_are_valued_at_the_recorded_index_and_at_the_reference_price_without_one() {
    let app = demo_app().await;
    let token = app.signed_up("valued@example.com").await;
    // BTC's index at 100,000; ETH has none recorded and keeps its reference of 3,500.
    mercato::market::index::record(
        &app.state.market_ctx,
        1_795_400_000_000,
        "test",
        &[(1, 10_000_000_000_000)],
    )
    .await
    .unwrap();
    let list = app.get("/wallet/list", Some(&token), &[]).await;
    ok(&list);
    assert_eq!(
        list["message"]["change_wallet"]["usdt_totle"], "145000.00000000",
        "10,000 USDT + 1 BTC at 100,000 + 10 ETH at 3,500"
    );
    let detail = app
        .get(
            "/wallet/detail",
            Some(&token),
            &[("currency", "1"), ("type", "change")],
        )
        .await;
    assert_eq!(detail["message"]["usdt_price"], "100000.00000000");
}

#[tokio::test]
async fn a_demo_account_starts_with_faucet_funds_paid_by_a_balanced_ledger_transaction() {
    let app = demo_app().await;
    let token = app.signed_up("demo@example.com").await;
    let list = app.get("/wallet/list", Some(&token), &[]).await;
    ok(&list);
    assert_eq!(balance(&list, "change_wallet", "USDT"), "10000.00000000");
    assert_eq!(balance(&list, "change_wallet", "BTC"), "1.00000000");
    assert_eq!(balance(&list, "change_wallet", "ETH"), "10.00000000");
    assert_eq!(balance(&list, "lever_wallet", "USDT"), "0.00000000");
    assert_eq!(list["message"]["change_wallet"]["totle"], "140000.00000000");
    assert_eq!(list["message"]["change_wallet"]["usdt_totle"], "140000.00000000");
    let bill = app
        .get("/wallet/legal_log", Some(&token), &[("lang", "en")])
        .await;
    assert_eq!(bill["message"]["count"], 3);
    assert_eq!(bill["message"]["list"][0]["info"], "Demo funds");
    assert_ledger_clean(&app).await;
}

#[tokio::test]
async fn without_demo_mode_new_accounts_hold_nothing() {
    let app = TestApp::spawn().await;
    let token = app.signed_up("real@example.com").await;
    let list = app.get("/wallet/list", Some(&token), &[]).await;
    assert_eq!(balance(&list, "change_wallet", "USDT"), "0.00000000");
    assert_eq!(app.count("SELECT COUNT(*) FROM ledger_transactions").await, 0);
}

#[tokio::test]
async fn funds_move_between_the_users_own_accounts_along_published_pairs_and_show_in_the_bill() {
    let app = demo_app().await;
    let token = app.signed_up("mover@example.com").await;
    ok(&move_usdt(&app, &token, "2500.5", "change", "lever").await);
    let list = app.get("/wallet/list", Some(&token), &[]).await;
    assert_eq!(balance(&list, "change_wallet", "USDT"), "7499.50000000");
    assert_eq!(balance(&list, "lever_wallet", "USDT"), "2500.50000000");
    error(
        &move_usdt(&app, &token, "1", "lever", "lever").await,
        "same_account",
    );
    error(
        &move_usdt(&app, &token, "1", "legal", "vault").await,
        "invalid_params",
    );
    error(
        &move_usdt(&app, &token, "-1", "change", "lever").await,
        "invalid_params",
    );
    error(
        &move_usdt(&app, &token, "0.000000001", "change", "lever").await,
        "invalid_params",
    );
    error(
        &move_usdt(&app, &token, "2500.50000001", "lever", "change").await,
        "insufficient_balance",
    );
    let after = app.get("/wallet/list", Some(&token), &[]).await;
    assert_eq!(
        balance(&after, "lever_wallet", "USDT"),
        "2500.50000000",
        "refused moves change nothing"
    );

    let history = app.get("/wallet/hzhistory", Some(&token), &[]).await;
    ok(&history);
    assert_eq!(history["message"]["total"], 2);
    let values: Vec<&str> = history["message"]["data"]
        .as_array()
        .unwrap()
        .iter()
        .map(|l| l["value"].as_str().unwrap())
        .collect();
    assert!(
        values.contains(&"-2500.50000000") && values.contains(&"2500.50000000"),
        "{values:?}"
    );
    let lever_bill = app
        .get(
            "/wallet/legal_log",
            Some(&token),
            &[("type", "lever"), ("currency", "3")],
        )
        .await;
    assert_eq!(lever_bill["message"]["count"], 1);
    assert_eq!(lever_bill["message"]["list"][0]["value"], "2500.50000000");
    let detail = app
        .get(
            "/wallet/detail",
            Some(&token),
            &[("currency", "3"), ("type", "lever")],
        )
        .await;
    assert_eq!(detail["message"]["lever_balance"], "2500.50000000");
    error(
        &app.get(
            "/wallet/detail",
            Some(&token),
            &[("currency", "3"), ("type", "spot")],
        )
        .await,
        "invalid_params",
    );
    assert_ledger_clean(&app).await;
}

#[tokio::test]
async fn the_same_idempotency_key_moves_once_and_answers_alike_but_other_fields_conflict() {
    let app = demo_app().await;
    let token = app.signed_up("twice@example.com").await;
    let send = |number: &'static str| {
        app.client
            .post(app.url("/api/wallet/change"))
            .header("Authorization", &token)
            .header("Idempotency-Key", "move-1")
            .form(&[
                ("currency_id", "3"),
                ("number", number),
                ("from_field", "change"),
                ("to_field", "micro"),
            ])
            .send()
    };
    let first: Value = send("100").await.unwrap().json().await.unwrap();
    let second: Value = send("100").await.unwrap().json().await.unwrap();
    ok(&first);
    assert_eq!(first, second);
    error(
        &send("200").await.unwrap().json::<Value>().await.unwrap(),
        "idempotency_conflict",
    );
    let list = app.get("/wallet/list", Some(&token), &[]).await;
    assert_eq!(balance(&list, "micro_wallet", "USDT"), "100.00000000");
    assert_ledger_clean(&app).await;
}

#[tokio::test]
async fn a_hundred_racing_moves_of_the_whole_balance_let_exactly_one_through() {
    let app = demo_app().await;
    let token = app.signed_up("racer@example.com").await;
    let calls = (0..100).map(|_| move_usdt(&app, &token, "10000", "change", "lever"));
    let answers = futures_util::future::join_all(calls).await;
    let accepted = accepted_else(&answers, "insufficient_balance");
    assert_eq!(accepted, 1);
    let list = app.get("/wallet/list", Some(&token), &[]).await;
    assert_eq!(balance(&list, "lever_wallet", "USDT"), "10000.00000000");
    assert_eq!(balance(&list, "change_wallet", "USDT"), "0.00000000");
    assert_ledger_clean(&app).await;
}

#[tokio::test]
async fn nobody_reads_or_moves_another_users_balances() {
    let app = demo_app().await;
    let alice = app.signed_up("alice@example.com").await;
    let bob = app.signed_up("bob@example.com").await;
    ok(&move_usdt(&app, &alice, "1", "change", "lever").await);
    let seen = app
        .get("/wallet/legal_log", Some(&bob), &[("user_id", "1")])
        .await;
    assert_eq!(seen["message"]["count"], 3, "bob sees only his own faucet lines");
    let seen = app
        .get("/wallet/hzhistory", Some(&bob), &[("user_id", "1")])
        .await;
    assert_eq!(seen["message"]["total"], 0);
    for path in [
        "/wallet/list",
        "/wallet/legal_log",
        "/wallet/hzhistory",
        "/currency/user_currency_list",
    ] {
        assert_eq!(app.get(path, None, &[]).await["type"], "999", "{path}");
    }
}

#[tokio::test]
async fn the_ledger_refuses_edits_and_verify_reports_a_tampered_balance() {
    let app = demo_app().await;
    let _token = app.signed_up("tamper@example.com").await;
    assert_ledger_clean(&app).await;
    let mut tx = app.state.db.begin().await.unwrap();
    let edit = mercato::on_tx!(&mut tx, c => sqlx::query("UPDATE ledger_entries SET available_delta = 1").execute(c).await.map(|_| ()));
    assert!(edit.is_err(), "ledger entries are append-only");
    drop(tx);
    app.exec("UPDATE accounts SET available = available + 5 WHERE user_id IS NOT NULL AND asset_id = 3")
        .await;
    let report = mercato::ledger::verify::verify(&app.state.db).await.unwrap();
    assert!(
        report.problems.iter().any(|p| p.contains("sum to")),
        "{:?}",
        report.problems
    );
    assert!(
        report.problems.iter().any(|p| p.contains("entries sum to")),
        "{:?}",
        report.problems
    );
}

#[tokio::test]
async fn user_currency_list_shows_every_account_kinds_balance_so_existing_clients_read_contract_and_option_funds()
 {
    let app = demo_app().await;
    let alice = app.signed_up("alice@example.com").await;
    ok(&move_usdt(&app, &alice, "25", "change", "lever").await);
    ok(&move_usdt(&app, &alice, "5", "change", "micro").await);
    let list = app.get("/currency/user_currency_list", Some(&alice), &[]).await;
    ok(&list);
    let rows = list["message"].as_array().unwrap();
    let usdt = rows.iter().find(|r| r["name"] == "USDT").unwrap();
    assert_eq!(usdt["wallet"]["lever_balance"], "25.00000000");
    assert_eq!(usdt["wallet"]["micro_balance"], "5.00000000");
    assert_eq!(usdt["wallet"]["lock_lever_balance"], "0.00000000");
    assert!(usdt["wallet"]["change_balance"].is_string());
    assert!(usdt["wallet"]["legal_balance"].is_string());
    assert!(
        rows.iter().all(|r| r["wallet"]["micro_balance"].is_string()),
        "no asset leaves a client to compute with a missing number"
    );
}
