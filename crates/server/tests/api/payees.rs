use crate::common::{TestApp, error, ok};

#[tokio::test]
async fn an_address_is_saved_only_when_valid_on_its_network_with_the_users_own_qr_code() {
    let app = TestApp::spawn().await;
    let token = app.signed_up("payee@example.com").await;
    let other = app.signed_up("other@example.com").await;
    let qr = app.uploaded_image(&token).await;
    let foreign = app.uploaded_image(&other).await;
    let save = |address: &'static str, network: &'static str, qrcode: String| {
        let token = token.clone();
        let app = &app;
        async move {
            app.post(
                "/user/wallet/save",
                Some(&token),
                &[
                    ("currency", "3"),
                    ("name", "My wallet"),
                    ("address", address),
                    ("qrcode", &qrcode),
                    ("type", network),
                ],
            )
            .await
        }
    };
    error(
        &save("TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6u", "TRC20", qr.clone()).await,
        "invalid_address",
    );
    error(
        &save("TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t", "TRC20", foreign).await,
        "invalid_params",
    );
    error(
        &save("TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t", "BEP20", qr.clone()).await,
        "invalid_params",
    );
    ok(&save("TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t", "TRC20", qr.clone()).await);
    let list = app.get("/user/wallet/list", Some(&token), &[]).await;
    ok(&list);
    assert_eq!(list["message"]["total"], 1);
    assert_eq!(list["message"]["data"][0]["type"], "TRC20");
    assert_eq!(list["message"]["data"][0]["currency_name"], "USDT");
    assert_eq!(
        app.get("/user/wallet/list", Some(&other), &[]).await["message"]["total"],
        0
    );
}

#[tokio::test]
async fn bank_cards_need_their_required_fields_and_are_each_users_own() {
    let app = TestApp::spawn().await;
    let token = app.signed_up("card@example.com").await;
    let other = app.signed_up("other@example.com").await;
    let empty = app.post("/user/cash_info", Some(&token), &[]).await;
    assert_eq!(empty["message"]["bank_name"], "");
    error(
        &app.post(
            "/user/cash_save",
            Some(&token),
            &[("real_name", "Li Lei"), ("bank_name", "Bank")],
        )
        .await,
        "invalid_params",
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
    assert_eq!(
        app.post("/user/cash_info", Some(&token), &[]).await["message"]["bank_account"],
        "6222020000000000"
    );
    assert_eq!(
        app.post("/user/cash_info", Some(&other), &[]).await["message"]["bank_account"],
        ""
    );

    let form = app
        .post("/user/cash_info_international", Some(&token), &[("lang", "en")])
        .await;
    let labels = form["message"]["forms"].as_array().unwrap();
    assert_eq!(labels.len(), 10);
    assert_eq!(labels[0], "Real name");
    let values: Vec<String> = (0..10).map(|i| format!("value {i}")).collect();
    let mut fields: Vec<(String, String)> = values
        .iter()
        .enumerate()
        .map(|(i, v)| (format!("data[{i}]"), v.clone()))
        .collect();
    let short: Vec<(&str, &str)> = fields[..9]
        .iter()
        .map(|(k, v)| (k.as_str(), v.as_str()))
        .collect();
    error(
        &app.post("/user/cash_save_international", Some(&token), &short)
            .await,
        "invalid_params",
    );
    fields[3].1 = String::new();
    let blank: Vec<(&str, &str)> = fields.iter().map(|(k, v)| (k.as_str(), v.as_str())).collect();
    error(
        &app.post("/user/cash_save_international", Some(&token), &blank)
            .await,
        "invalid_params",
    );
    fields[3].1 = "value 3".into();
    let full: Vec<(&str, &str)> = fields.iter().map(|(k, v)| (k.as_str(), v.as_str())).collect();
    ok(&app
        .post("/user/cash_save_international", Some(&token), &full)
        .await);
    let saved = app.post("/user/cash_info_international", Some(&token), &[]).await;
    assert_eq!(saved["message"]["data"][9], "value 9");
}

#[tokio::test]
async fn the_rate_of_an_asset_is_its_reference_price_in_usdt_and_cny() {
    // With no market feed there is no index price, so the rate is the asset's reference price.
    let app = TestApp::spawn_with(|c| c.market.feed = "none".into()).await;
    let rate = app.get("/wallet/getRateCurrency", None, &[("id", "1")]).await;
    ok(&rate);
    assert_eq!(rate["message"]["usdt"], "95000.00000000");
    assert_eq!(rate["message"]["rmb"], "684000.00000000");
}
