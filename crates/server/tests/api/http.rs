use serde_json::{Value, json};

use crate::common::{SendJson, TestApp, error, ok};

#[tokio::test]
async fn every_response_has_a_request_id_and_the_security_headers() {
    let app = TestApp::spawn().await;
    let response = app
        .client
        .get(app.url("/api/getSiteConfig"))
        .send()
        .await
        .unwrap();
    let headers = response.headers();
    assert!(headers.get("x-request-id").is_some_and(|v| v.len() >= 32));
    assert_eq!(headers["x-content-type-options"], "nosniff");
    assert!(
        headers["content-security-policy"]
            .to_str()
            .unwrap()
            .contains("frame-ancestors 'none'")
    );
    assert!(headers.get("referrer-policy").is_some());
    let response = app
        .client
        .get(app.url("/api/getSiteConfig"))
        .header("x-request-id", "given-id-1")
        .send()
        .await
        .unwrap();
    assert_eq!(response.headers()["x-request-id"], "given-id-1");
}

#[tokio::test]
async fn json_multipart_and_query_requests_are_read_like_forms() {
    let app = TestApp::spawn().await;
    app.register("json@example.com", "password1").await;
    let body: Value = app
        .client
        .post(app.url("/api/user/login"))
        .json(&json!({"user_string": "json@example.com", "password": "password1", "type": 1}))
        .send_json()
        .await;
    ok(&body);
    let form = reqwest::multipart::Form::new()
        .text("user_string", "json@example.com")
        .text("password", "password1");
    let body: Value = app
        .client
        .post(app.url("/api/user/login"))
        .multipart(form)
        .send_json()
        .await;
    ok(&body);
    let body: Value = app
        .client
        .post(app.url("/api/user/login?user_string=json@example.com&password=password1"))
        .send_json()
        .await;
    ok(&body);
}

#[tokio::test]
async fn a_body_field_wins_over_the_same_query_field() {
    let app = TestApp::spawn().await;
    let body: Value = app
        .client
        .post(app.url("/api/getSetting?keyword=timezone&lang=en"))
        .form(&[("keyword", "version")])
        .send_json()
        .await;
    assert_eq!(body["message"]["key"], "version");
}

#[tokio::test]
async fn language_aliases_unknown_values_and_accept_language_choose_the_message_language_unknown_ones_english()
 {
    let app = TestApp::spawn().await;
    let message = |body: Value| body["message"].as_str().unwrap().to_string();
    let en = message(app.get("/user/info", None, &[("lang", "en")]).await);
    assert_eq!(en, "Please log in first");
    let zh = message(app.get("/user/info", None, &[]).await);
    let hk = message(app.get("/user/info", None, &[("lang", "zh-tw")]).await);
    let ja = message(app.get("/user/info", None, &[("lang", "jp")]).await);
    assert_ne!(zh, en);
    assert_ne!(hk, zh);
    assert_ne!(ja, en);
    assert_eq!(
        message(app.get("/user/info", None, &[("lang", "klingon")]).await),
        en,
        "unknown falls back to en"
    );
    assert_eq!(
        message(app.get("/user/info", None, &[("lang", "pt")]).await),
        en,
        "Portuguese reads English"
    );
    let body: Value = app
        .client
        .get(app.url("/api/user/info?lang=klingon"))
        .header("accept-language", "en-GB,en;q=0.9")
        .send_json()
        .await;
    assert_eq!(message(body), en, "then Accept-Language");
    let body: Value = app
        .client
        .post(app.url("/api/user/info"))
        .form(&[("lang", "en")])
        .send_json()
        .await;
    assert_eq!(message(body), en, "lang in a form body counts too");
}

#[tokio::test]
async fn malformed_bodies_are_enveloped_errors_with_http_200() {
    let app = TestApp::spawn().await;
    let response = app
        .client
        .post(app.url("/api/user/login"))
        .header("content-type", "application/json")
        .body("{not json")
        .send()
        .await
        .unwrap();
    assert_eq!(response.status(), 200);
    error(&response.json().await.unwrap(), "invalid_params");
}

#[tokio::test]
async fn unknown_paths_wrong_methods_and_oversized_bodies_keep_their_status_and_an_envelope() {
    let app = TestApp::spawn().await;
    let response = app.client.get(app.url("/api/no/such/path")).send().await.unwrap();
    assert_eq!(response.status(), 404);
    error(&response.json().await.unwrap(), "not_found");
    let response = app.client.post(app.url("/api/user/logout")).send().await.unwrap();
    assert_eq!(response.status(), 405);
    error(&response.json().await.unwrap(), "method_not_allowed");
    let big = "x".repeat(2 * 1024 * 1024);
    let response = app
        .client
        .post(app.url("/api/user/login"))
        .form(&[("user_string", big.as_str())])
        .send()
        .await
        .unwrap();
    assert_eq!(response.status(), 413);
    error(&response.json().await.unwrap(), "body_too_large");
    assert_eq!(app.count("SELECT COUNT(*) FROM sessions").await, 0);
}

#[tokio::test]
async fn the_web_app_is_served_under_h5_with_the_right_caching() {
    let web = tempfile::tempdir().unwrap();
    std::fs::create_dir_all(web.path().join("assets")).unwrap();
    std::fs::write(
        web.path().join("index.html"),
        "<!doctype html><title>Mercato</title>",
    )
    .unwrap();
    std::fs::write(web.path().join("assets/app-1a2b3c.js"), "console.log(1)").unwrap();
    let dir = web.path().to_path_buf();
    let app = TestApp::spawn_with(move |c| c.server.web_dir = Some(dir)).await;
    for (path, target) in [("/", "/h5/"), ("/h5", "/h5/")] {
        let response = app.client.get(app.url(path)).send().await.unwrap();
        assert!(response.status().is_redirection(), "{path}");
        assert_eq!(response.headers()["location"], target);
    }
    let index = app.client.get(app.url("/h5/")).send().await.unwrap();
    assert_eq!(index.status(), 200);
    assert_eq!(index.headers()["cache-control"], "no-cache");
    assert!(
        index.headers()["content-type"]
            .to_str()
            .unwrap()
            .starts_with("text/html")
    );
    assert!(index.text().await.unwrap().contains("Mercato"));
    let asset = app
        .client
        .get(app.url("/h5/assets/app-1a2b3c.js"))
        .send()
        .await
        .unwrap();
    assert_eq!(asset.status(), 200);
    assert!(
        asset.headers()["cache-control"]
            .to_str()
            .unwrap()
            .contains("immutable")
    );
    let response = app
        .client
        .get(app.url("/h5/assets/missing.js"))
        .send()
        .await
        .unwrap();
    assert_eq!(response.status(), 404);
    let response = app.client.get(app.url("/h5/../Cargo.toml")).send().await.unwrap();
    assert_eq!(response.status(), 404);
}

#[tokio::test]
async fn responses_are_compressed_when_the_client_accepts_it() {
    let web = tempfile::tempdir().unwrap();
    std::fs::write(web.path().join("index.html"), "<p>mercato</p>".repeat(200)).unwrap();
    let dir = web.path().to_path_buf();
    let app = TestApp::spawn_with(move |c| c.server.web_dir = Some(dir)).await;
    let response = app
        .client
        .get(app.url("/h5/"))
        .header("accept-encoding", "gzip")
        .send()
        .await
        .unwrap();
    assert_eq!(response.headers()["content-encoding"], "gzip");
}

#[tokio::test]
async fn an_unknown_call_answers_in_the_language_its_form_body_asks_for() {
    let app = TestApp::spawn().await;
    let response = app
        .client
        .post(app.url("/api/faqsx"))
        .form(&[("lang", "en")])
        .send()
        .await
        .unwrap();
    assert_eq!(response.status(), 404);
    let english: serde_json::Value = response.json().await.unwrap();
    error(&english, "not_found");
    let response = app
        .client
        .post(app.url("/api/faqsx"))
        .form(&[("lang", "zh")])
        .send()
        .await
        .unwrap();
    let chinese: serde_json::Value = response.json().await.unwrap();
    assert_ne!(english["message"], chinese["message"], "{english} / {chinese}");
    assert!(english["message"].as_str().unwrap().is_ascii());
}
