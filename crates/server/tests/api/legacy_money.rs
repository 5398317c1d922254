//! A compiled existing client's money pages (ADR 75): withdrawal, saved addresses, transfer and deposit, each
//! request as the client sends it (form body, raw token), each assertion what its page reads.

use serde_json::Value;

use crate::common::{TestApp, assert_ledger_clean, error, ok};

const TRON: &str = "TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t";
const ETHEREUM: &str = "0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed";

/// Demo mode (new accounts hold demo funds) without a price feed.
async fn demo_app() -> TestApp {
    TestApp::spawn_with(|config| {
        config.server.demo = true;
        config.market.feed = "none".into();
    })
    .await
}

fn withdrawal<'a>(address: &'a str, kind: &'a str) -> Vec<(&'a str, &'a str)> {
    vec![
        ("currency", "3"),
        ("number", "100"),
        ("address", address),
        ("type", kind),
        ("rate", "0.1"),
        ("password", "246810"),
    ]
}

async fn newest_withdrawal(app: &TestApp, token: &str) -> Value {
    let list = app.get("/user/withdraw/list", Some(token), &[]).await;
    ok(&list);
    list["message"]["data"][0].clone()
}

#[tokio::test]
async fn a_withdrawal_of_type_zero_reads_its_network_from_the_address_and_type_one_goes_to_the_card() {
    let app = demo_app().await;
    let token = app.level_one_user("out@example.com", "13700002222").await;
    app.set_pay_password(&token, "out@example.com", "246810").await;
    ok(&app
        .post("/wallet/out", Some(&token), &withdrawal(TRON, "0"))
        .await);
    assert_eq!(newest_withdrawal(&app, &token).await["network"], "TRC20");
    ok(&app
        .post("/wallet/out", Some(&token), &withdrawal(ETHEREUM, "0"))
        .await);
    assert_eq!(newest_withdrawal(&app, &token).await["network"], "ERC20");
    error(
        &app.post("/wallet/out", Some(&token), &withdrawal("not-an-address", "0"))
            .await,
        "invalid_address",
    );
    // A network name is still read as one.
    ok(&app
        .post("/wallet/out", Some(&token), &withdrawal(TRON, "TRC20"))
        .await);
    // Type 1, the bank card: without a saved card there is nowhere to pay.
    error(
        &app.post("/wallet/out", Some(&token), &withdrawal("", "1")).await,
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
    ok(&app.post("/wallet/out", Some(&token), &withdrawal("", "1")).await);
    assert_eq!(newest_withdrawal(&app, &token).await["network"], "BANK");
    assert_ledger_clean(&app).await;
}

#[tokio::test]
async fn an_address_saved_without_a_network_takes_it_from_its_format_and_delwallet_removes_only_ones_own() {
    let app = TestApp::spawn().await;
    let token = app.signed_up("book@example.com").await;
    let other = app.signed_up("stranger@example.com").await;
    let qr = app.uploaded_image(&token).await;
    let save = |address: &'static str| {
        let (app, token, qr) = (&app, token.clone(), qr.clone());
        async move {
            app.post(
                "/user/wallet/save",
                Some(&token),
                &[
                    ("currency", "3"),
                    ("name", "Mine"),
                    ("address", address),
                    ("qrcode", &qr),
                ],
            )
            .await
        }
    };
    ok(&save(TRON).await);
    ok(&save(ETHEREUM).await);
    error(
        &save("TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6u").await,
        "invalid_address",
    );
    let list = app.get("/user/wallet/list", Some(&token), &[]).await;
    let data = list["message"]["data"].as_array().unwrap().clone();
    let network_of = |address: &str| {
        data.iter()
            .find(|a| a["address"] == address)
            .map(|a| a["type"].clone())
            .unwrap()
    };
    assert_eq!(network_of(TRON), "TRC20");
    assert_eq!(network_of(ETHEREUM), "ERC20");
    let id = data[0]["id"].to_string();
    error(
        &app.post("/user/delwallet", Some(&other), &[("id", &id)]).await,
        "not_found",
    );
    ok(&app.post("/user/delwallet", Some(&token), &[("id", &id)]).await);
    let list = app.get("/user/wallet/list", Some(&token), &[]).await;
    assert_eq!(list["message"]["total"], 1);
}

fn usdt_balance(list: &Value, kind: &str) -> String {
    list["message"][format!("{kind}_wallet")]["balance"]
        .as_array()
        .unwrap()
        .iter()
        .find(|row| row["currency_name"] == "USDT")
        .map(|row| row[format!("{kind}_balance")].as_str().unwrap().to_string())
        .unwrap()
}

#[tokio::test]
async fn the_transfer_pages_default_pair_legal_to_lever_moves_the_funds() {
    let app = demo_app().await;
    let token = app.signed_up("pair@example.com").await;
    let transfer = |from: &'static str, to: &'static str| {
        let (app, token) = (&app, token.clone());
        async move {
            app.post(
                "/wallet/change",
                Some(&token),
                &[
                    ("currency_id", "3"),
                    ("number", "25"),
                    ("from_field", from),
                    ("to_field", to),
                ],
            )
            .await
        }
    };
    error(&transfer("legal", "lever").await, "insufficient_balance");
    ok(&transfer("change", "legal").await);
    ok(&transfer("legal", "lever").await);
    let list = app.get("/wallet/list", Some(&token), &[]).await;
    assert_eq!(usdt_balance(&list, "legal"), "0.00000000");
    assert_eq!(usdt_balance(&list, "lever"), "25.00000000");
    ok(&transfer("lever", "legal").await);
    assert_ledger_clean(&app).await;
}

#[tokio::test]
async fn the_deposit_page_lists_channels_and_sends_their_currency_id_on() {
    let app = demo_app().await;
    let token = app.signed_up("channels@example.com").await;
    let list = app.post("/paymentslist", Some(&token), &[]).await;
    ok(&list);
    let channels = list["message"]["list"].as_array().unwrap().clone();
    let trc20 = channels
        .iter()
        .find(|c| c["name"] == "USDT-TRC20")
        .expect("a USDT channel on TRON")
        .clone();
    assert_eq!(trc20["currency_id"], 3);
    assert_eq!(trc20["type"], 0);
    assert_eq!(trc20["status"], 1);
    assert!(trc20["address"].as_str().unwrap().starts_with('T'), "{trc20}");
    assert!(trc20["id"].is_i64());
    let ids: std::collections::BTreeSet<String> = channels.iter().map(|c| c["id"].to_string()).collect();
    assert_eq!(ids.len(), channels.len(), "channel ids are distinct");
    let currency = trc20["currency_id"].to_string();
    ok(&app
        .post("/wallet/get_info", Some(&token), &[("currency", &currency)])
        .await);
    ok(&app
        .post(
            "/wallet/charge_req",
            Some(&token),
            &[
                ("account", TRON),
                ("amount", "100"),
                ("currency", &currency),
                ("type", "0"),
            ],
        )
        .await);
    let guest = app.post("/paymentslist", None, &[]).await;
    assert_eq!(
        guest["message"]["list"][0]["address"], "",
        "guests see no address"
    );
}
