//! A compiled existing client's product pages (ADR 75): lock-mining orders, the trade page's day candles, mail,
//! help and languages, each request as the client sends it.

use mercato::clock::Clock;
use serde_json::Value;

use crate::{
    common::{TestApp, error, ok},
    lockming::Lock,
};

const DAY_MS: i64 = 86_400_000;

#[tokio::test]
async fn lock_mining_orders_send_the_day_rate_as_a_fraction_the_client_multiplies_by_one_hundred() {
    let lock = Lock::new().await;
    let product = lock.on_sale("3").await;
    let alice = lock.user("frac@example.com", "1500").await;
    ok(&lock.deposit(&alice, product, "1000").await);
    let order = &lock.orders(&alice).await[0];
    assert_eq!(
        order["day_rate"], "0.003500",
        "0.35 % a day, shown as 0.0035 × 100"
    );
    assert_eq!(order["day_rate_percent"], "0.3500");
}

#[tokio::test]
async fn a_five_hundred_day_window_answers_five_hundred_day_candles_with_today_last() {
    let now = 20_000 * DAY_MS + 13 * 3_600_000;
    let app = TestApp::spawn_with_clock(Clock::manual(now), |config| {
        config.market.feed = "none".into();
    })
    .await;
    let market = app
        .count("SELECT id FROM markets WHERE symbol = 'BTC/USDT'")
        .await;
    let today = now - now.rem_euclid(DAY_MS);
    let rows: Vec<String> = (0..600)
        .map(|back| {
            // Prices in minor units (10^-8 USDT); today's high is 50600.
            let high = 5_000_000_000_000 + (600 - back) * 100_000_000;
            format!(
                "({market}, '1day', {}, 5000000000000, {high}, 4900000000000, 5000000000000, 0, 0, 0)",
                today - back * DAY_MS
            )
        })
        .collect();
    app.exec(&format!(
        "INSERT INTO klines (market_id, period, open_time, open, high, low, close, volume, turnover, simulated) \
         VALUES {}",
        rows.join(", ")
    ))
    .await;
    let to = now / 1000;
    let from = to - 500 * 86_400;
    let body: Value = app
        .get(
            "/currency/new_timeshar",
            None,
            &[
                ("symbol", "BTC/USDT"),
                ("period", "1day"),
                ("from", &from.to_string()),
                ("to", &to.to_string()),
            ],
        )
        .await;
    assert_eq!(body["code"], 1);
    let data = body["data"].as_array().unwrap();
    assert_eq!(data.len(), 500);
    assert_eq!(data[499]["time"], today, "today's candle is data[499]");
    assert_eq!(data[499]["high"], "50600.00");
}

#[tokio::test]
async fn the_faqs_calls_are_the_users_mail_and_the_pop_up_answers_guests_with_nothing() {
    let app = TestApp::spawn().await;
    // Every home load, guests included, with no id.
    let guest = app.post("/faqsqa", None, &[("lang", "en")]).await;
    ok(&guest);
    assert!(guest["message"].is_null());
    let token = app.signed_up("mail@example.com").await;
    ok(&app
        .post("/sms_mail", Some(&token), &[("type", "pay_password")])
        .await);
    let code = app.code_for("mail@example.com");
    ok(&app
        .post(
            "/safe/update_password",
            Some(&token),
            &[("password", "135790"), ("re_password", "135790"), ("code", &code)],
        )
        .await);
    let popup = app.post("/faqsqa", Some(&token), &[("id", "")]).await;
    ok(&popup);
    let id = popup["message"]["id"].as_i64().expect("an unread message");
    let list = app
        .post("/faqs", Some(&token), &[("page", "1"), ("limit", "10")])
        .await;
    ok(&list);
    assert_eq!(list["message"]["list"][0]["id"], id);
    let one = app.post("/faqs", Some(&token), &[("id", &id.to_string())]).await;
    assert_eq!(one["message"]["id"], id);
    ok(&app.post("/faqsq", Some(&token), &[("id", &id.to_string())]).await);
    let after = app.post("/faqsqa", Some(&token), &[]).await;
    ok(&after);
    assert_ne!(after["message"]["id"], id, "read mail does not pop up again");
    let other = app.signed_up("nosy@example.com").await;
    error(
        &app.post("/faqs", Some(&other), &[("id", &id.to_string())]).await,
        "not_found",
    );
    let help = app.get("/news/help", None, &[("lang", "en")]).await;
    ok(&help);
    assert!(help["message"]["list"][0]["id"].is_i64(), "{help}");
}

#[tokio::test]
async fn an_unknown_language_and_portuguese_answer_in_english() {
    let app = TestApp::spawn().await;
    for lang in ["pt", "de", "pt-BR"] {
        let body = app.post("/user/info", None, &[("lang", lang)]).await;
        assert_eq!(body["message"], "Please log in first", "{lang}");
    }
}
