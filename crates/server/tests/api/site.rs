use crate::common::{TestApp, error, ok};

#[tokio::test]
async fn site_config_carries_the_site_name_time_zone_and_demo_flag() {
    let app = TestApp::spawn().await;
    let body = app.get("/getSiteConfig", None, &[]).await;
    ok(&body);
    let config = &body["message"];
    assert_eq!(config["site_name"], "Mercato");
    assert_eq!(config["timezone"], "+08:00");
    assert_eq!(config["default_lang"], "zh");
    assert_eq!(config["demo"], 0);
    for key in [
        "site_logo",
        "down_logo",
        "support_url",
        "zxkf_url",
        "telegram_url",
        "whats",
        "jie_url",
        "hk_url",
    ] {
        assert!(config[key].is_string(), "{key} is a string");
    }
    let demo = TestApp::spawn_with(|c| c.server.demo = true).await;
    assert_eq!(demo.post("/getSiteConfig", None, &[]).await["message"]["demo"], 1);
}

#[tokio::test]
async fn get_setting_answers_public_keys_only() {
    let app = TestApp::spawn().await;
    let body = app.get("/getSetting", None, &[("keyword", "version")]).await;
    ok(&body);
    assert_eq!(body["message"]["key"], "version");
    assert_eq!(body["message"]["value"], "h5,1");
    assert!(body["message"]["id"].is_i64());
    error(
        &app.get("/getSetting", None, &[("keyword", "timezone")]).await,
        "not_found",
    );
    let missing = app.get("/getSetting", None, &[]).await;
    error(&missing, "invalid_params");
    assert_eq!(missing["field"], "keyword");
}

#[tokio::test]
async fn published_rules_list_the_account_rules() {
    let app = TestApp::spawn().await;
    let body = app.get("/rules", None, &[("product", "account")]).await;
    ok(&body);
    let rules = body["message"].as_array().unwrap();
    let attempts = rules.iter().find(|r| r["key"] == "code_max_attempts").unwrap();
    assert_eq!(attempts["value"], "5");
    assert!(
        rules
            .iter()
            .all(|r| r["product"] == "account" && r["updated_at"].is_string())
    );
    assert_eq!(
        (
            attempts["updated_at"].as_str(),
            attempts["updated_at_ts"].as_i64()
        ),
        (Some(""), Some(0)),
        "a rule as released has no change date, rather than 1970"
    );
    assert!(
        app.get("/rules", None, &[("product", "nothing")]).await["message"]
            .as_array()
            .unwrap()
            .is_empty()
    );
}
