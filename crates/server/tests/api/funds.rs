use serde_json::Value;

use crate::common::{
    TestApp, accepted_else, admin_get, admin_post, assert_ledger_clean, error, ok, operator,
};

const ADDRESS: &str = "0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed";

/// Demo mode without a price feed: limits count at the reference prices unless a test records an index.
async fn demo_app() -> TestApp {
    TestApp::spawn_with(|config| {
        config.server.demo = true;
        config.market.feed = "none".into();
    })
    .await
}

/// A demo user at identity level 1 with pay password 246810.
async fn ready_user(app: &TestApp, email: &str, mobile: &str) -> String {
    let token = app.level_one_user(email, mobile).await;
    app.set_pay_password(&token, email, "246810").await;
    token
}

fn withdrawal<'a>(number: &'a str, address: &'a str, pin: &'a str) -> Vec<(&'a str, &'a str)> {
    vec![
        ("currency", "3"),
        ("number", number),
        ("address", address),
        ("type", "ERC20"),
        ("rate", "0.1"),
        ("pay_password", pin),
    ]
}

async fn usdt(app: &TestApp, token: &str) -> (String, String) {
    let list = app.get("/wallet/list", Some(token), &[]).await;
    let row = list["message"]["change_wallet"]["balance"]
        .as_array()
        .unwrap()
        .iter()
        .find(|r| r["currency_name"] == "USDT")
        .unwrap()
        .clone();
    (
        row["change_balance"].as_str().unwrap().to_string(),
        row["lock_change_balance"].as_str().unwrap().to_string(),
    )
}

#[tokio::test]
async fn a_withdrawal_needs_identity_level_one_then_the_pay_password() {
    let app = demo_app().await;
    let token = app.signed_up("nolevel@example.com").await;
    let body = app
        .post("/wallet/out", Some(&token), &withdrawal("100", ADDRESS, "246810"))
        .await;
    assert_eq!(body["type"], "998");
    assert_eq!(body["error"], "identity_required");
    let token = app.level_one_user("level@example.com", "13800138010").await;
    error(
        &app.post("/wallet/out", Some(&token), &withdrawal("100", ADDRESS, "246810"))
            .await,
        "pay_password_not_set",
    );
    app.set_pay_password(&token, "level@example.com", "246810").await;
    error(
        &app.post("/wallet/out", Some(&token), &withdrawal("100", ADDRESS, "135790"))
            .await,
        "pay_password_wrong",
    );
    assert_eq!(app.count("SELECT COUNT(*) FROM withdrawals").await, 0);
}

#[tokio::test]
async fn a_withdrawal_is_checked_against_address_minimum_fee_and_limit_and_changes_nothing_when_refused() {
    let app = demo_app().await;
    let token = ready_user(&app, "checks@example.com", "13800138011").await;
    let bad_address = "0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAeD";
    error(
        &app.post(
            "/wallet/out",
            Some(&token),
            &withdrawal("100", bad_address, "246810"),
        )
        .await,
        "invalid_address",
    );
    error(
        &app.post(
            "/wallet/out",
            Some(&token),
            &withdrawal("100", "TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t", "246810"),
        )
        .await,
        "invalid_address",
    );
    error(
        &app.post("/wallet/out", Some(&token), &withdrawal("5", ADDRESS, "246810"))
            .await,
        "below_minimum",
    );
    let mut stale_fee = withdrawal("100", ADDRESS, "246810");
    stale_fee[4] = ("rate", "0.05");
    error(
        &app.post("/wallet/out", Some(&token), &stale_fee).await,
        "fee_changed",
    );
    error(
        &app.post(
            "/wallet/out",
            Some(&token),
            &withdrawal("20000", ADDRESS, "246810"),
        )
        .await,
        "insufficient_balance",
    );
    let admin = operator(&app, "root@example.com", "admin").await;
    ok(&admin_post(
        &app,
        "/parameters",
        &admin,
        &[
            ("product", "identity"),
            ("key", "lv1_withdraw_btc_per_24h"),
            ("value", "0.05"),
        ],
    )
    .await);
    error(
        &app.post(
            "/wallet/out",
            Some(&token),
            &withdrawal("9000", ADDRESS, "246810"),
        )
        .await,
        "limit_exceeded",
    );
    assert_eq!(app.count("SELECT COUNT(*) FROM withdrawals").await, 0);
    assert_eq!(
        usdt(&app, &token).await,
        ("10000.00000000".into(), "0.00000000".into())
    );
    assert_ledger_clean(&app).await;
}

#[tokio::test]
async fn a_withdrawal_freezes_amount_and_fee_until_finance_pays_it_out_or_returns_it() {
    let app = demo_app().await;
    let token = ready_user(&app, "payout@example.com", "13800138012").await;
    let info = app
        .get("/wallet/get_info", Some(&token), &[("currency", "3")])
        .await;
    assert_eq!(info["message"]["rate"], "0.10000000");
    assert_eq!(info["message"]["min_number"], "10.00000000");
    assert_eq!(info["message"]["limit_24h"], "200.00000000");
    ok(&app
        .post(
            "/wallet/out",
            Some(&token),
            &withdrawal("3000", ADDRESS, "246810"),
        )
        .await);
    assert_eq!(
        usdt(&app, &token).await,
        ("6997.00000000".into(), "3003.00000000".into())
    );
    assert_ledger_clean(&app).await;
    let info = app
        .get("/wallet/get_info", Some(&token), &[("currency", "3")])
        .await;
    assert_eq!(
        info["message"]["used_24h"], "0.03161052",
        "3003 USDT at 95,000 USDT per BTC"
    );

    let finance = operator(&app, "money@example.com", "finance").await;
    let support = operator(&app, "help@example.com", "support").await;
    let queue = admin_get(&app, "/withdrawals", &finance).await;
    let id = queue["message"][0]["id"].as_i64().unwrap().to_string();
    let user_id = app
        .count("SELECT id FROM users WHERE email = 'payout@example.com'")
        .await;
    assert_eq!(
        (
            queue["message"][0]["user_id"].as_i64(),
            queue["message"][0]["email"].as_str()
        ),
        (Some(user_id), Some("payout@example.com")),
        "finance sees who asked for the money: {queue}"
    );
    error(
        &admin_post(
            &app,
            "/withdrawals/approve",
            &support,
            &[("id", &id), ("tx_hash", "0xabc")],
        )
        .await,
        "forbidden",
    );
    error(
        &admin_post(&app, "/withdrawals/approve", &finance, &[("id", &id)]).await,
        "invalid_params",
    );
    ok(&admin_post(
        &app,
        "/withdrawals/approve",
        &finance,
        &[("id", &id), ("tx_hash", "0xabc")],
    )
    .await);
    error(
        &admin_post(
            &app,
            "/withdrawals/reject",
            &finance,
            &[("id", &id), ("reason", "late")],
        )
        .await,
        "not_found",
    );
    assert_eq!(
        usdt(&app, &token).await,
        ("6997.00000000".into(), "0.00000000".into())
    );
    let list = app
        .get("/user/withdraw/list", Some(&token), &[("lang", "en")])
        .await;
    assert_eq!(list["message"]["total"], 1);
    assert_eq!(list["message"]["data"][0]["status"], 2);
    assert_eq!(list["message"]["data"][0]["status_text"], "Completed");
    assert_eq!(list["message"]["data"][0]["fee"], "3.00000000");

    ok(&app
        .post(
            "/wallet/out",
            Some(&token),
            &withdrawal("1000", ADDRESS, "246810"),
        )
        .await);
    let queue = admin_get(&app, "/withdrawals", &finance).await;
    let id = queue["message"][0]["id"].as_i64().unwrap().to_string();
    ok(&admin_post(
        &app,
        "/withdrawals/reject",
        &finance,
        &[("id", &id), ("reason", "Address on a sanctions list")],
    )
    .await);
    assert_eq!(
        usdt(&app, &token).await,
        ("6997.00000000".into(), "0.00000000".into())
    );
    let list = app.get("/user/withdraw/list", Some(&token), &[]).await;
    assert_eq!(list["message"]["data"][0]["notes"], "Address on a sanctions list");
    // The user is told of each decision in their messages, in their language.
    let mail = app
        .get("/mailMessage/getList", Some(&token), &[("lang", "en")])
        .await;
    let texts: Vec<String> = mail["message"]["list"]
        .as_array()
        .unwrap()
        .iter()
        .map(|m| {
            format!(
                "{} / {}",
                m["title"].as_str().unwrap(),
                m["content"].as_str().unwrap()
            )
        })
        .collect();
    assert!(
        texts
            .iter()
            .any(|t| t.starts_with("Withdrawal completed") && t.contains("0xabc")),
        "{texts:?}"
    );
    assert!(
        texts.iter().any(|t| t.starts_with("Withdrawal returned")
            && t.contains("1000.00000000 USDT")
            && t.contains("sanctions")),
        "{texts:?}"
    );
    let bill = app
        .get(
            "/wallet/legal_log",
            Some(&token),
            &[("currency", "3"), ("lang", "en")],
        )
        .await;
    let kinds: Vec<i64> = bill["message"]["list"]
        .as_array()
        .unwrap()
        .iter()
        .map(|l| l["type"].as_i64().unwrap())
        .collect();
    assert_eq!(
        kinds,
        [4, 2, 3, 2, 6],
        "returned, requested, paid, requested, demo funds"
    );
    assert_eq!(
        app.count("SELECT COUNT(*) FROM audit_log WHERE action LIKE 'withdrawal.%'")
            .await,
        2
    );
    assert_ledger_clean(&app).await;
}

#[tokio::test]
async fn a_hundred_racing_withdrawals_of_the_whole_balance_let_exactly_one_through() {
    let app = demo_app().await;
    let token = ready_user(&app, "race@example.com", "13800138013").await;
    let form = withdrawal("9990", ADDRESS, "246810");
    let calls = (0..100).map(|_| app.post("/wallet/out", Some(&token), &form));
    let answers: Vec<Value> = futures_util::future::join_all(calls).await;
    assert_eq!(accepted_else(&answers, "insufficient_balance"), 1);
    assert_eq!(app.count("SELECT COUNT(*) FROM withdrawals").await, 1);
    assert_eq!(
        usdt(&app, &token).await,
        ("0.01000000".into(), "9999.99000000".into())
    );
    assert_ledger_clean(&app).await;
}

#[tokio::test]
async fn a_repeated_withdrawal_key_files_one_request() {
    let app = demo_app().await;
    let token = ready_user(&app, "once@example.com", "13800138014").await;
    let send = || {
        app.client
            .post(app.url("/api/wallet/out"))
            .header("Authorization", &token)
            .header("Idempotency-Key", "w-1")
            .form(&withdrawal("100", ADDRESS, "246810"))
            .send()
    };
    let first: Value = send().await.unwrap().json().await.unwrap();
    let second: Value = send().await.unwrap().json().await.unwrap();
    ok(&first);
    assert_eq!(first, second);
    assert_eq!(app.count("SELECT COUNT(*) FROM withdrawals").await, 1);
}

#[tokio::test]
async fn outside_demo_mode_deposits_stay_closed_until_an_operator_sets_an_address() {
    let app = TestApp::spawn().await;
    let token = app.signed_up("depositor@example.com").await;
    error(
        &app.get("/wallet/get_in_address", Some(&token), &[("currency", "3")])
            .await,
        "deposit_disabled",
    );
}

#[tokio::test]
async fn deposits_are_credited_only_by_finance_and_a_chain_report_only_once() {
    let app = demo_app().await;
    let token = app.signed_up("depositor@example.com").await;
    let other = app.signed_up("other@example.com").await;
    // Demo mode opens deposits on addresses nobody holds; an operator's address replaces them.
    let demo = app
        .get("/wallet/get_in_address", Some(&token), &[("currency", "3")])
        .await;
    assert_eq!(demo["message"]["trc20"], "T9yD14Nj9j7xAB4dbGeiX9h8unkKHxuWwb");
    assert_eq!(
        demo["message"]["erc20"],
        "0x000000000000000000000000000000000000dEaD"
    );
    let admin = operator(&app, "root@example.com", "admin").await;
    ok(&admin_post(
        &app,
        "/parameters",
        &admin,
        &[
            ("product", "site"),
            ("key", "deposit_address_USDT_TRC20"),
            ("value", "TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t"),
        ],
    )
    .await);
    let address = app
        .get(
            "/wallet/get_in_address",
            Some(&token),
            &[("currency", "3"), ("user_id", "2")],
        )
        .await;
    assert_eq!(address["message"]["trc20"], "TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t");

    ok(&app
        .post(
            "/wallet/charge_req",
            Some(&token),
            &[("currency", "3"), ("amount", "250"), ("account", "0xfeed")],
        )
        .await);
    let log = app.get("/recharge/log", Some(&token), &[("lang", "en")]).await;
    assert_eq!(log["message"]["total"], 1);
    assert_eq!(log["message"]["data"][0]["status_text"], "Pending");
    assert_eq!(
        app.get("/recharge/log", Some(&other), &[]).await["message"]["total"],
        0
    );
    assert_eq!(
        usdt(&app, &token).await.0,
        "10000.00000000",
        "a claim credits nothing"
    );

    let finance = operator(&app, "money@example.com", "finance").await;
    let queue = admin_get(&app, "/deposits", &finance).await;
    let claim = &queue["message"][0];
    assert_eq!(
        (claim["account"].as_str(), claim["email"].as_str()),
        (Some("0xfeed"), Some("depositor@example.com")),
        "finance sees where the money came from and who claims it: {queue}"
    );
    let id = claim["id"].as_i64().unwrap().to_string();
    ok(&admin_post(&app, "/deposits/confirm", &finance, &[("id", &id)]).await);
    error(
        &admin_post(&app, "/deposits/confirm", &finance, &[("id", &id)]).await,
        "not_found",
    );
    assert_eq!(usdt(&app, &token).await.0, "10250.00000000");

    let first_user = app
        .count("SELECT MIN(id) FROM users WHERE demo = 0")
        .await
        .to_string();
    let report = [
        ("user_id", first_user.as_str()),
        ("currency", "3"),
        ("chain", "TRC20"),
        ("tx_hash", "a1b2c3"),
        ("output_index", "0"),
        ("amount", "40"),
    ];
    let first = admin_post(&app, "/deposits/notify", &finance, &report).await;
    let second = admin_post(&app, "/deposits/notify", &finance, &report).await;
    ok(&first);
    assert_eq!(first["message"], second["message"]);
    assert_eq!(usdt(&app, &token).await.0, "10290.00000000", "credited once");
    // Each credit is told in the user's messages, once, in their language.
    let mail = app
        .get("/mailMessage/getList", Some(&token), &[("lang", "en")])
        .await;
    let credited: Vec<&str> = mail["message"]["list"]
        .as_array()
        .unwrap()
        .iter()
        .filter(|m| m["title"] == "Deposit credited")
        .map(|m| m["content"].as_str().unwrap())
        .collect();
    assert_eq!(
        credited.len(),
        2,
        "one note per credit, none for the repeated report: {credited:?}"
    );
    assert!(
        credited.iter().any(|c| c.starts_with("40.00000000 USDT arrived")),
        "{credited:?}"
    );
    assert_ledger_clean(&app).await;
}

#[tokio::test]
async fn an_operator_adjustment_carries_its_reason_into_the_bill_and_cannot_overdraw() {
    let app = demo_app().await;
    let token = app.signed_up("adjusted@example.com").await;
    let finance = operator(&app, "money@example.com", "finance").await;
    let first_user = app
        .count("SELECT MIN(id) FROM users WHERE demo = 0")
        .await
        .to_string();
    let form = |amount: &'static str, reason: &'static str| {
        [
            ("user_id", first_user.as_str()),
            ("currency", "3"),
            ("account", "change"),
            ("amount", amount),
            ("reason", reason),
        ]
    };
    error(
        &admin_post(&app, "/ledger/adjust", &finance, &form("5", "")).await,
        "invalid_params",
    );
    ok(&admin_post(
        &app,
        "/ledger/adjust",
        &finance,
        &form("5", "Refund of a wrong fee"),
    )
    .await);
    error(
        &admin_post(&app, "/ledger/adjust", &finance, &form("-20000", "Too much")).await,
        "insufficient_balance",
    );
    let bill = app
        .get("/wallet/legal_log", Some(&token), &[("lang", "en")])
        .await;
    assert_eq!(
        bill["message"]["list"][0]["info"],
        "Adjustment: Refund of a wrong fee"
    );
    assert_eq!(bill["message"]["list"][0]["value"], "5.00000000");
    let report = admin_get(&app, "/ledger/verify", &finance).await;
    assert_eq!(report["message"]["clean"], true);
    assert_eq!(
        app.count("SELECT COUNT(*) FROM audit_log WHERE action = 'ledger.adjust'")
            .await,
        1
    );
}

#[tokio::test]
async fn nobody_reads_another_users_withdrawals_and_a_repeated_claim_key_files_one_claim() {
    let app = demo_app().await;
    let token = ready_user(&app, "owner@example.com", "13800138015").await;
    let other = app.signed_up("nosy@example.com").await;
    ok(&app
        .post("/wallet/out", Some(&token), &withdrawal("100", ADDRESS, "246810"))
        .await);
    let theirs = app
        .get("/user/withdraw/list", Some(&other), &[("user_id", "1")])
        .await;
    assert_eq!(theirs["message"]["total"], 0);
    assert_eq!(app.get("/user/withdraw/list", None, &[]).await["type"], "999");
    let claim = || {
        app.client
            .post(app.url("/api/wallet/charge_req"))
            .header("Authorization", &other)
            .header("Idempotency-Key", "claim-1")
            .form(&[("currency", "3"), ("amount", "75"), ("account", "0xabc")])
            .send()
    };
    let first: Value = claim().await.unwrap().json().await.unwrap();
    let second: Value = claim().await.unwrap().json().await.unwrap();
    ok(&first);
    assert_eq!(first, second);
    assert_eq!(app.count("SELECT COUNT(*) FROM deposits").await, 1);
}

#[tokio::test]
async fn finance_sets_reference_prices_which_are_audited_and_published() {
    let app = demo_app().await;
    let finance = operator(&app, "money@example.com", "finance").await;
    let content = operator(&app, "writer@example.com", "content").await;
    error(
        &admin_post(
            &app,
            "/assets/price",
            &content,
            &[("currency", "1"), ("usdt_price", "90000")],
        )
        .await,
        "forbidden",
    );
    error(
        &admin_post(
            &app,
            "/assets/price",
            &finance,
            &[("currency", "1"), ("usdt_price", "-1")],
        )
        .await,
        "invalid_params",
    );
    ok(&admin_post(
        &app,
        "/assets/price",
        &finance,
        &[("currency", "1"), ("usdt_price", "90000")],
    )
    .await);
    let rate = app.get("/wallet/getRateCurrency", None, &[("id", "1")]).await;
    assert_eq!(rate["message"]["usdt"], "90000.00000000");
    let log = app
        .get("/rules/changelog", None, &[("product", "reference_price")])
        .await;
    assert_eq!(log["message"]["data"][0]["key"], "BTC_usdt");
    assert_eq!(log["message"]["data"][0]["old_value"], "95000.00000000");
    assert_eq!(
        app.count("SELECT COUNT(*) FROM audit_log WHERE action = 'asset.reference_price'")
            .await,
        1
    );
}

#[tokio::test]
async fn the_24_hour_limit_counts_in_btc_at_the_market_index_once_there_is_one() {
    let app = demo_app().await;
    let token = ready_user(&app, "index@example.com", "13800138077").await;
    let admin = operator(&app, "root@example.com", "admin").await;
    let limit = [
        ("product", "identity"),
        ("key", "lv1_withdraw_btc_per_24h"),
        ("value", "0.05"),
    ];
    ok(&admin_post(&app, "/parameters", &admin, &limit).await);
    // At the index, BTC is 50,000 USDT: 0.05 BTC is 2,500 USDT, so 4,000 USDT is over the limit although the
    // reference price (95,000) would allow 4,750.
    mercato::market::index::record(
        &app.state.market_ctx,
        1_795_400_000_000,
        "test",
        &[(1, 5_000_000_000_000)],
    )
    .await
    .unwrap();
    error(
        &app.post(
            "/wallet/out",
            Some(&token),
            &withdrawal("4000", ADDRESS, "246810"),
        )
        .await,
        "limit_exceeded",
    );
    ok(&app
        .post(
            "/wallet/out",
            Some(&token),
            &withdrawal("2000", ADDRESS, "246810"),
        )
        .await);
    assert_ledger_clean(&app).await;
}

#[tokio::test]
async fn an_existing_client_withdraws_with_its_password_field_and_to_its_bank_card_with_an_empty_address() {
    let app = demo_app().await;
    let token = ready_user(&app, "bank@example.com", "13700001111").await;
    let client_form = |address: &'static str, network: &'static str| {
        vec![
            ("currency", "3"),
            ("number", "100"),
            ("address", address),
            ("type", network),
            ("rate", "0.1"),
            ("password", "246810"),
        ]
    };
    // The pay password sent as `password` is checked like `pay_password`.
    let mut wrong = client_form("0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed", "ERC20");
    wrong[5] = ("password", "135790");
    error(
        &app.post("/wallet/out", Some(&token), &wrong).await,
        "pay_password_wrong",
    );
    ok(&app
        .post(
            "/wallet/out",
            Some(&token),
            &client_form("0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed", "ERC20"),
        )
        .await);
    // An empty address without a saved card has nowhere to go.
    error(
        &app.post("/wallet/out", Some(&token), &client_form("", "")).await,
        "invalid_address",
    );
    ok(&app
        .post(
            "/user/cash_save",
            Some(&token),
            &[
                ("real_name", "Li Lei"),
                ("bank_name", "Bank"),
                ("bank_account", "6222020000000000"),
                ("bank_dizhi", "Main"),
            ],
        )
        .await);
    ok(&app.post("/wallet/out", Some(&token), &client_form("", "")).await);
    let list = app.get("/user/withdraw/list", Some(&token), &[]).await;
    ok(&list);
    let newest = &list["message"]["data"][0];
    assert_eq!(newest["network"], "BANK");
    assert!(
        newest["address"].as_str().unwrap().contains("6222020000000000"),
        "{newest}"
    );
    assert_eq!(app.count("SELECT COUNT(*) FROM withdrawals").await, 2);
    assert_ledger_clean(&app).await;
}

#[tokio::test]
async fn the_payments_list_offers_every_coin_that_moves_on_a_network_with_whether_it_is_open() {
    let closed = TestApp::spawn().await;
    let list = closed.get("/paymentslist", None, &[]).await;
    ok(&list);
    let coins = list["message"]["list"].as_array().unwrap().clone();
    let usdt = coins
        .iter()
        .find(|c| c["currency_id"] == 3)
        .expect("USDT is offered");
    assert_eq!(usdt["currency"], 3);
    assert_eq!(usdt["is_charge"], 0, "no deposit address yet");
    assert!(
        coins
            .iter()
            .all(|c| !c["networks"].as_array().unwrap().is_empty())
    );
    // Demo mode opens deposits, so every coin it seeds an address for is open.
    let demo = demo_app().await;
    let token = demo.signed_up("coins@example.com").await;
    let list = demo.post("/paymentslist", Some(&token), &[]).await;
    let usdt = list["message"]["list"]
        .as_array()
        .unwrap()
        .iter()
        .find(|c| c["currency_id"] == 3)
        .cloned()
        .unwrap();
    assert_eq!(
        (usdt["is_charge"].clone(), usdt["status"].clone()),
        (1.into(), 1.into())
    );
}

#[tokio::test]
async fn the_wallet_offers_usdt_for_deposit_once_its_addresses_are_set_and_never_a_coin_without_any() {
    let closed = TestApp::spawn().await;
    let token = closed.signed_up("closed-rows@example.com").await;
    let list = closed.post("/wallet/list", Some(&token), &[]).await;
    ok(&list);
    let rows = list["message"]["change_wallet"]["balance"]
        .as_array()
        .unwrap()
        .clone();
    assert!(
        rows.iter().all(|r| r["is_charge"] == 0),
        "nothing is open before an address is set: {rows:?}"
    );
    let demo = demo_app().await;
    let token = demo.signed_up("open-rows@example.com").await;
    let list = demo.post("/wallet/list", Some(&token), &[]).await;
    let rows = list["message"]["change_wallet"]["balance"]
        .as_array()
        .unwrap()
        .clone();
    let open: Vec<&str> = rows
        .iter()
        .filter(|r| r["is_charge"] == 1)
        .map(|r| r["currency_name"].as_str().unwrap())
        .collect();
    assert!(open.contains(&"USDT"), "USDT is offered for deposit: {open:?}");
    assert!(open.contains(&"BTC"), "{open:?}");
    assert!(
        !open.iter().any(|s| s.starts_with("DEMO")),
        "demo tokens have no address, so they are not offered: {open:?}"
    );
}
