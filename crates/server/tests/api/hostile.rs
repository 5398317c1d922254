//! Requests no honest client sends: absurd pages, lists where one value belongs, forged proxy headers.

use serde_json::{Value, json};

use crate::common::{SendJson, TestApp, admin_get, error, ok, operator};

const HUGE_PAGE: &str = "9223372036854775807";

/// The list inside a paged answer, wherever that call keeps it.
fn rows(body: &Value) -> Option<&Vec<Value>> {
    let m = &body["message"];
    [
        &m["data"],
        &m["list"],
        &m["message"]["data"],
        &m["order"]["data"],
        &m["order_list"],
        m,
    ]
    .into_iter()
    .find_map(Value::as_array)
}

#[tokio::test]
async fn a_huge_page_on_any_paged_list_answers_an_empty_page_instead_of_an_internal_error() {
    let app = TestApp::spawn().await;
    let token = app.signed_up("pager@example.com").await;
    let user_lists: &[(&str, &[(&str, &str)])] = &[
        ("/user/withdraw/list", &[]),
        ("/recharge/log", &[]),
        ("/lever/my_trade", &[("status", "-1")]),
        ("/lever/dealall", &[("currency_id", "1"), ("legal_id", "3")]),
        ("/coin/list", &[]),
        ("/microtrade/lists", &[]),
        ("/news/list", &[("c_id", "4")]),
        ("/mailMessage/getList", &[]),
        ("/wallet/legal_log", &[]),
        ("/user/wallet/list", &[]),
        ("/rules/changelog", &[]),
    ];
    for (path, fields) in user_lists {
        let mut form = fields.to_vec();
        form.push(("page", HUGE_PAGE));
        let body = app.post(path, Some(&token), &form).await;
        ok(&body);
        let list = rows(&body).unwrap_or_else(|| panic!("{path} answers a list: {body}"));
        assert!(list.is_empty(), "{path} has nothing that far: {body}");
    }

    let admin = operator(&app, "root@example.com", "admin").await;
    for path in [
        "/audit",
        "/identity/reviews",
        "/content/list",
        "/deposits",
        "/withdrawals",
    ] {
        let body = admin_get(&app, &format!("{path}?page={HUGE_PAGE}"), &admin).await;
        ok(&body);
        let list = rows(&body).unwrap_or_else(|| panic!("{path} answers a list: {body}"));
        assert!(list.is_empty(), "{path} has nothing that far: {body}");
    }
}

/// A user holding one long BTC/USDT contract with a take-profit at 50,500 and a stop-loss at 49,000.
async fn holding_with_take_profit(app: &TestApp) -> (String, String) {
    let token = app.signed_up("stops@example.com").await;
    ok(&app
        .post(
            "/wallet/change",
            Some(&token),
            &[
                ("currency_id", "3"),
                ("number", "10000"),
                ("from_field", "change"),
                ("to_field", "lever"),
            ],
        )
        .await);
    let second = app.state.clock.now_ms() / 1000 * 1000;
    mercato::market::index::record(
        &app.state.market_ctx,
        second,
        "test",
        &[(1, 50_000 * 100_000_000)],
    )
    .await
    .unwrap();
    let opened = app
        .post(
            "/lever/submit",
            Some(&token),
            &[
                ("currency_id", "1"),
                ("legal_id", "3"),
                ("type", "1"),
                ("share", "10"),
                ("multiple", "10"),
                ("status", "1"),
                ("target_price", "999"),
                ("target_profit_price", "50500"),
                ("stop_loss_price", "49000"),
            ],
        )
        .await;
    ok(&opened);
    let id = holding(app, &token).await["id"].as_i64().unwrap().to_string();
    (token, id)
}

async fn holding(app: &TestApp, token: &str) -> Value {
    let body = app.post("/lever/my_trade", Some(token), &[("status", "1")]).await;
    ok(&body);
    let data = body["message"]["message"]["data"].as_array().unwrap();
    assert_eq!(data.len(), 1, "{body}");
    data[0].clone()
}

#[tokio::test]
async fn a_take_profit_sent_as_a_list_is_refused_and_leaves_the_stored_stops_alone() {
    let app = TestApp::spawn_with(|c| {
        c.server.demo = true;
        c.market.feed = "none".into();
    })
    .await;
    let (token, id) = holding_with_take_profit(&app).await;
    let before = holding(&app, &token).await;
    assert_eq!(
        (&before["target_profit_price"], &before["stop_loss_price"]),
        (&json!("50500.00"), &json!("49000.00"))
    );

    let body = app
        .post(
            "/lever/setstop",
            Some(&token),
            &[
                ("id", id.as_str()),
                ("target_profit_price[]", "1"),
                ("stop_loss_price", "49000"),
            ],
        )
        .await;
    error(&body, "invalid_params");
    assert_eq!(body["field"], "target_profit_price");

    let body: Value = app
        .client
        .post(app.url("/api/lever/setstop"))
        .header("Authorization", &token)
        .json(&json!({"id": id, "target_profit_price": "50600", "stop_loss_price": [0]}))
        .send_json()
        .await;
    error(&body, "invalid_params");
    assert_eq!(body["field"], "stop_loss_price");

    let after = holding(&app, &token).await;
    assert_eq!(
        (&after["target_profit_price"], &after["stop_loss_price"]),
        (&json!("50500.00"), &json!("49000.00"))
    );
}

#[tokio::test]
async fn api_answers_and_signed_in_answers_are_not_stored_while_public_files_keep_their_caching() {
    let web = tempfile::tempdir().unwrap();
    std::fs::create_dir_all(web.path().join("assets")).unwrap();
    std::fs::write(web.path().join("index.html"), "<title>Mercato</title>").unwrap();
    std::fs::write(web.path().join("assets/app-1a2b3c.js"), "console.log(1)").unwrap();
    let dir = web.path().to_path_buf();
    let app = TestApp::spawn_with(move |c| c.server.web_dir = Some(dir)).await;
    let token = app.signed_up("cache@example.com").await;

    for (path, token) in [
        ("/api/user/info", Some(token.as_str())),
        ("/api/getSiteConfig", None),
        ("/admin/api/me", None),
    ] {
        let mut request = app.client.get(app.url(path));
        if let Some(token) = token {
            request = request.header("Authorization", token);
        }
        let response = request.send().await.unwrap();
        assert_eq!(response.headers()["cache-control"], "no-store", "{path}");
    }

    let asset = app
        .client
        .get(app.url("/h5/assets/app-1a2b3c.js"))
        .header("Authorization", &token)
        .send()
        .await
        .unwrap();
    assert_eq!(
        asset.headers()["cache-control"],
        "public, max-age=31536000, immutable"
    );
    let index = app
        .client
        .get(app.url("/h5/"))
        .header("Authorization", format!("Bearer {token}"))
        .send()
        .await
        .unwrap();
    assert_eq!(index.headers()["cache-control"], "no-cache");
}

async fn hsts(app: &TestApp, proto: Option<&str>) -> Option<String> {
    let mut request = app.client.get(app.url("/api/getSiteConfig"));
    if let Some(proto) = proto {
        request = request.header("X-Forwarded-Proto", proto);
    }
    let response = request.send().await.unwrap();
    response
        .headers()
        .get("strict-transport-security")
        .map(|v| v.to_str().unwrap().to_string())
}

#[tokio::test]
async fn hsts_is_sent_only_when_a_trusted_proxy_says_the_client_came_over_https() {
    let direct = TestApp::spawn().await;
    assert_eq!(
        hsts(&direct, Some("https")).await,
        None,
        "the header is not trusted"
    );
    assert_eq!(hsts(&direct, None).await, None);

    let proxied = TestApp::spawn_with(|c| c.server.trust_proxy = true).await;
    assert_eq!(
        hsts(&proxied, Some("https")).await.as_deref(),
        Some("max-age=31536000; includeSubDomains")
    );
    assert_eq!(hsts(&proxied, Some("http")).await, None);
    assert_eq!(hsts(&proxied, None).await, None);
}
