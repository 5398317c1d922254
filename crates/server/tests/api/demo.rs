//! Demo trading: two accounts marked demo keep each spot market's last price with the index, and the maker quotes
//! again only when the index leaves its published band.

use std::time::Duration;

use mercato::clock::Clock;

use crate::common::{TestApp, assert_ledger_clean, ok};

const BTC: i64 = 1;
const START_MS: i64 = 1_800_000_000_000;

async fn demo_app() -> TestApp {
    TestApp::spawn_with_clock(Clock::manual(START_MS), |config| {
        config.server.demo = true;
        config.market.feed = "none".into();
        config.market.maker = Some(true);
    })
    .await
}

/// Records the BTC/USDT index for the clock's second.
async fn index(app: &TestApp, usdt: i64) {
    let ts = app.state.clock.now_ms() / 1000 * 1000;
    mercato::market::index::record(&app.state.market_ctx, ts, "test", &[(BTC, usdt * 100_000_000)])
        .await
        .unwrap();
}

async fn trades(app: &TestApp) -> i64 {
    app.count("SELECT COUNT(*) FROM spot_trades WHERE market_id = 1")
        .await
}

async fn maker_orders(app: &TestApp) -> i64 {
    app.count(
        "SELECT COUNT(*) FROM spot_orders o JOIN users u ON u.id = o.user_id \
         WHERE o.market_id = 1 AND u.account = 'market-maker@mercato.demo'",
    )
    .await
}

/// Waits (the demo loop runs once a second) until BTC/USDT has more than `after` trades and a last price within
/// 0.5 % of `usdt`; answers the trade count.
async fn until_traded_near(app: &TestApp, after: i64, usdt: i64) -> i64 {
    let index = usdt * 100_000_000;
    for _ in 0..200 {
        let n = trades(app).await;
        let last = app.state.market.ticker(BTC).map(|t| t.last).unwrap_or(0);
        if n > after && (last - index).abs() * 200 <= index {
            return n;
        }
        tokio::time::sleep(Duration::from_millis(50)).await;
    }
    panic!("no demo trade near {usdt}");
}

#[tokio::test]
async fn demo_trades_between_demo_accounts_carry_the_last_price_along_with_the_index() {
    let app = demo_app().await;
    index(&app, 50_000).await;
    let first = until_traded_near(&app, 0, 50_000).await;
    app.state.clock.advance(70_000);
    index(&app, 51_000).await;
    until_traded_near(&app, first, 51_000).await;
    let outsiders = app
        .count(
            "SELECT COUNT(*) FROM spot_trades t \
             JOIN spot_orders taker ON taker.id = t.taker_order_id JOIN users a ON a.id = taker.user_id \
             JOIN spot_orders maker ON maker.id = t.maker_order_id JOIN users b ON b.id = maker.user_id \
             WHERE a.demo <> 1 OR b.demo <> 1",
        )
        .await;
    assert_eq!(outsiders, 0, "every demo trade is between accounts marked demo");
    assert_eq!(
        app.count(
            "SELECT COUNT(*) FROM users WHERE demo = 1 AND account NOT LIKE 'copy-trader-%' AND account NOT LIKE 'nft-%' \
             AND account NOT IN ('p2p-merchant@mercato.demo', 'quiz-player@mercato.demo')"
        )
        .await,
        2
    );
    assert_ledger_clean(&app).await;
}

#[tokio::test]
async fn the_maker_quotes_again_only_when_the_index_leaves_the_published_band() {
    let app = demo_app().await;
    index(&app, 50_000).await;
    let first = until_traded_near(&app, 0, 50_000).await;
    let quoted = maker_orders(&app).await;
    assert!(quoted >= 16, "a ladder of {quoted} orders");
    // 0.2 % is inside the 0.4 % band. The trader's trade shows the loop has run its round.
    app.state.clock.advance(200_000);
    index(&app, 50_100).await;
    let second = until_traded_near(&app, first, 50_100).await;
    assert_eq!(maker_orders(&app).await, quoted, "no new ladder inside the band");
    // 1.2 % is outside it.
    app.state.clock.advance(200_000);
    index(&app, 50_600).await;
    until_traded_near(&app, second, 50_600).await;
    assert!(
        maker_orders(&app).await >= quoted + 16,
        "a new ladder around the moved index"
    );
    assert_ledger_clean(&app).await;
}

#[tokio::test]
async fn a_demo_server_offers_labelled_loans_from_reserves_it_funded_and_sample_products_in_the_readers_language()
 {
    let app = demo_app().await;
    index(&app, 60_000).await;
    let body = app.get("/loan/config", None, &[]).await;
    ok(&body);
    let offers = body["message"]["offers"].as_array().unwrap();
    let names: Vec<&str> = offers
        .iter()
        .filter_map(|o| o["currency_name"].as_str())
        .collect();
    assert_eq!(names, ["USDT", "BTC"]);
    assert!(
        offers
            .iter()
            .all(|o| o["demo"] == 1 && o["liquidation_rate"] == "110.00")
    );
    assert_eq!(offers[0]["lendable"], "1000000.00000000");
    samples_read_in_the_readers_language(&app).await;
    assert_ledger_clean(&app).await;
}

#[tokio::test]
async fn a_new_user_of_the_demo_can_quick_buy_ten_dollars_of_usdt_paid_from_the_funded_reserve() {
    let app = demo_app().await;
    let token = app.signed_up("first-buy@example.com").await;
    let form = [
        ("country", "US"),
        ("currency", "3"),
        ("method", "bank"),
        ("amount", "10"),
    ];
    let quote = app.post("/quickbuy/quote", Some(&token), &form).await;
    ok(&quote);
    let id = quote["message"]["id"].as_i64().unwrap().to_string();
    let order = [
        ("quote_id", id.as_str()),
        ("first_name", "Ada"),
        ("last_name", "Lovelace"),
        ("email", "first-buy@example.com"),
        ("phone", "+1 555 0100"),
        ("bank", "Ada's Bank"),
        ("account_name", "Ada Lovelace"),
        ("iban", "US99 8888"),
        ("bic", "ADABUS33"),
    ];
    let body = app.post("/quickbuy/order_create", Some(&token), &order).await;
    ok(&body);
    assert_eq!(
        app.count("SELECT COUNT(*) FROM accounts WHERE system_role = 'quickbuy' AND available > 0")
            .await,
        3,
        "USDT, BTC and ETH are funded"
    );
    assert_ledger_clean(&app).await;
}

#[tokio::test]
async fn a_demo_server_offers_nft_artworks_of_each_media_type_each_file_served_as_its_type() {
    let app = demo_app().await;
    for (kind, mime) in [
        ("image", "image/svg+xml"),
        ("gif", "image/gif"),
        ("audio", "audio/ogg"),
        ("video", "video/webm"),
    ] {
        let body = app.get("/bind_box/getBoxList", None, &[("type", kind)]).await;
        ok(&body);
        let work = &body["message"][0];
        assert_eq!(work["type"], kind, "a demo {kind} work");
        let file = work["image"].as_str().unwrap();
        if let Some(svg) = file.strip_prefix("data:") {
            assert!(svg.starts_with(mime), "{kind}: {svg:.40}");
        } else {
            let res = app.client.get(app.url(file)).send().await.unwrap();
            assert_eq!(res.headers()["content-type"], mime, "{kind}: {file}");
            let bytes = res.bytes().await.unwrap();
            let checked = mercato::features::upload::media::check(&bytes).unwrap();
            assert_eq!(
                checked.len,
                bytes.len(),
                "{kind}: the whole file is its container"
            );
        }
        if kind == "audio" || kind == "video" {
            assert!(
                work["cover"].as_str().unwrap().starts_with("data:image/svg+xml"),
                "{kind} has a poster of its own"
            );
        }
    }
}

/// The demo's sample products, sales and P2P merchant read in the reader's language (ADR 80). Checked on the server of
/// another demo test: each test server keeps its connections, and the PostgreSQL run has a ceiling on them.
async fn samples_read_in_the_readers_language(app: &TestApp) {
    let lock = app.get("/lh/deposit/config", None, &[("lang", "zh")]).await;
    ok(&lock);
    let names: Vec<&str> = lock["message"]
        .as_array()
        .unwrap()
        .iter()
        .filter_map(|p| p["name"].as_str())
        .collect();
    assert!(names.contains(&"演示 USDT 7 天锁仓"), "{names:?}");

    let dual = app
        .get("/dual/index", None, &[("currency_id", "1"), ("lang", "ja")])
        .await;
    ok(&dual);
    assert!(
        dual["message"]["dual_currencys"]
            .as_array()
            .unwrap()
            .iter()
            .any(|p| p["name"] == "デモ BTC コール 3日"),
        "{dual}"
    );

    let ieo = app.get("/project", None, &[("lang", "zh")]).await;
    ok(&ieo);
    let first = &ieo["message"]["list"][0];
    assert!(first["title"].as_str().unwrap().starts_with("演示"), "{first}");
    assert!(
        first["summary"].as_str().unwrap().contains("演示服务器"),
        "{first}"
    );

    let ads = app
        .get(
            "/otc/ads",
            None,
            &[("side", "1"), ("fiat", "USD"), ("lang", "zh")],
        )
        .await;
    ok(&ads);
    let ad = &ads["message"]["data"][0];
    assert_eq!(ad["merchant"]["name"], "演示商家（仅演示）", "{ad}");
    assert!(ad["remark"].as_str().unwrap().starts_with("演示商家"), "{ad}");

    let en = app.get("/lh/deposit/config", None, &[("lang", "en")]).await;
    assert!(
        en["message"]
            .as_array()
            .unwrap()
            .iter()
            .any(|p| p["name"] == "Demo USDT 7-day lock")
    );
}
