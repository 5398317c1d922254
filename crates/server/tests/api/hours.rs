//! Stock hours: a stock's contract and its option trade in the same published hours, and a refusal says them.

use mercato::clock::Clock;
use serde_json::Value;

use crate::common::{TestApp, error, ok};

const AAPL: i64 = 101;
/// Friday 2027-01-15, 08:00 UTC (03:00 in New York): before the published 09:30-16:00 New York time.
const FRIDAY_MORNING: i64 = 1_800_000_000_000;

/// Records a second of index prices: AAPL's, and BTC's to compare with a market that always trades.
async fn stock(app: &TestApp) {
    let ts = app.state.clock.now_ms() / 1000 * 1000;
    let btc = app.state.market.by_symbol("BTC/USDT").unwrap().id();
    let prices = [(AAPL, 230 * 100_000_000), (btc, 95_000 * 100_000_000)];
    mercato::market::index::record(&app.state.market_ctx, ts, "test", &prices)
        .await
        .unwrap();
}

async fn moved(app: &TestApp, token: &str, to: &str) {
    ok(&app
        .post(
            "/wallet/change",
            Some(token),
            &[
                ("currency_id", "3"),
                ("number", "1000"),
                ("from_field", "change"),
                ("to_field", to),
            ],
        )
        .await);
}

async fn contract(app: &TestApp, token: &str) -> Value {
    let form = [
        ("currency_id", "1001"),
        ("legal_id", "3"),
        ("type", "1"),
        ("share", "1"),
        ("multiple", "10"),
        ("status", "1"),
        ("target_price", "999"),
        ("lang", "en"),
    ];
    app.post("/lever/submit", Some(token), &form).await
}

async fn option(app: &TestApp, token: &str) -> Value {
    let seconds = app.get("/rules", None, &[("product", "micro")]).await["message"]
        .as_array()
        .unwrap()
        .iter()
        .find(|r| r["key"] == "seconds")
        .unwrap()["value"]
        .as_str()
        .unwrap()
        .split(',')
        .next()
        .unwrap()
        .trim()
        .to_string();
    let form = [
        ("match_id", &*AAPL.to_string()),
        ("currency_id", "3"),
        ("type", "1"),
        ("seconds", &seconds),
        ("number", "100"),
        ("lang", "en"),
    ];
    app.post("/microtrade/submit", Some(token), &form).await
}

fn aapl(quotes: &Value) -> Value {
    quotes["message"]
        .as_array()
        .unwrap()
        .iter()
        .flat_map(|g| g["quotation"].as_array().unwrap().iter())
        .find(|q| q["symbol"] == "AAPL/USDT")
        .cloned()
        .unwrap()
}

#[tokio::test]
async fn a_stock_contract_and_a_stock_option_are_refused_outside_the_published_hours_which_the_refusal_and_the_quote_show()
 {
    let app = TestApp::spawn_with_clock(Clock::manual(FRIDAY_MORNING), |config| {
        config.server.demo = true;
        config.market.feed = "none".into();
    })
    .await;
    let alice = app.signed_up("alice@example.com").await;
    moved(&app, &alice, "lever").await;
    moved(&app, &alice, "micro").await;
    stock(&app).await;

    let quote = aapl(&app.get("/currency/quotation_new", None, &[]).await);
    assert_eq!(
        quote["trading_hours"], "22:30-05:00",
        "January's session (14:30-21:00 UTC) in the display zone, UTC+8"
    );
    assert_eq!(quote["trading_open"], 0);
    assert_eq!(pushed_hours(&app, "AAPL/USDT"), ("14:30-21:00".to_string(), 0));
    assert_eq!(pushed_hours(&app, "BTC/USDT"), (String::new(), 1));
    for refused in [contract(&app, &alice).await, option(&app, &alice).await] {
        error(&refused, "market_closed");
        assert_eq!(
            refused["message"],
            "Stocks trade Monday to Friday, 09:30-16:00 New York time; the market is closed now"
        );
    }
    assert_eq!(app.count("SELECT COUNT(*) FROM lever_positions").await, 0);
    assert_eq!(app.count("SELECT COUNT(*) FROM micro_orders").await, 0);

    // 14:00 UTC the same Friday is 09:00 in New York: still closed. 15:00 UTC is 10:00: both are taken.
    app.state.clock.advance(6 * 3_600_000).unwrap();
    stock(&app).await;
    error(&contract(&app, &alice).await, "market_closed");
    app.state.clock.advance(3_600_000).unwrap();
    stock(&app).await;
    assert_eq!(
        aapl(&app.get("/currency/quotation_new", None, &[]).await)["trading_open"],
        1
    );
    assert_eq!(pushed_hours(&app, "AAPL/USDT"), ("14:30-21:00".to_string(), 1));
    ok(&contract(&app, &alice).await);
    ok(&option(&app, &alice).await);
}

/// The hours and the open flag the `daymarket` push of an instrument carries now.
fn pushed_hours(app: &TestApp, symbol: &str) -> (String, i64) {
    let ctx = &app.state.market_ctx;
    let m = ctx.market.by_symbol(symbol).unwrap();
    let pushed = mercato::market::publish::daymarket_payload(ctx, &m, time::UtcOffset::UTC).unwrap();
    (pushed.trading_hours, pushed.trading_open)
}

/// Saturday 2027-01-16, 12:00 UTC: stocks are closed all day.
const SATURDAY_NOON: i64 = FRIDAY_MORNING + 28 * 3_600_000;

async fn samples(app: &TestApp, market_id: i64) -> i64 {
    app.count(&format!(
        "SELECT COUNT(*) FROM index_samples WHERE market_id = {market_id}"
    ))
    .await
}

/// Waits (10 s at most) until the index loop has recorded BTC at least `n` times.
async fn until_btc_sampled(app: &TestApp, n: i64) {
    let btc = app.state.market.by_symbol("BTC/USDT").unwrap().id();
    for _ in 0..200 {
        if samples(app, btc).await >= n {
            return;
        }
        tokio::time::sleep(std::time::Duration::from_millis(50)).await;
    }
    panic!("the simulator never priced BTC");
}

#[tokio::test]
async fn a_closed_stock_takes_no_price_and_draws_no_candle_until_it_opens() {
    let app = TestApp::spawn_with_clock(Clock::manual(SATURDAY_NOON), |_| {}).await;
    until_btc_sampled(&app, 1).await;
    assert_eq!(samples(&app, AAPL).await, 0, "no price on a Saturday");
    let candles = format!("SELECT COUNT(*) FROM klines WHERE market_id = {AAPL}");
    assert_eq!(app.count(&candles).await, 0, "no candle on a Saturday");
    // Monday 2027-01-18, 15:00 UTC: 10:00 in New York, inside 09:30-16:00.
    app.state
        .clock
        .advance(2 * 86_400_000 - 12 * 3_600_000 + 15 * 3_600_000);
    for _ in 0..200 {
        if samples(&app, AAPL).await > 0 {
            assert!(app.count(&candles).await > 0, "the open stock draws its candles");
            return;
        }
        tokio::time::sleep(std::time::Duration::from_millis(50)).await;
    }
    panic!("the stock took no price once open");
}

#[tokio::test]
async fn the_simulated_history_of_a_stock_has_candles_only_inside_its_hours() {
    let app = TestApp::spawn_with_clock(Clock::manual(SATURDAY_NOON), |config| {
        config.market.history = Some(true);
    })
    .await;
    let minutes: Vec<i64> = mercato::on_db!(&app.state.db, c => sqlx::query_scalar::<_, i64>(
        "SELECT open_time FROM klines WHERE market_id = $1 AND period = '1min'",
    )
    .bind(AAPL)
    .fetch_all(c)
    .await)
    .unwrap();
    assert!(!minutes.is_empty(), "the week's open hours have candles");
    let hours = mercato::market::hours::TradingHours::parse("09:30-16:00").unwrap();
    let closed: Vec<_> = minutes.iter().filter(|&&t| !hours.stock_open(t)).collect();
    assert!(closed.is_empty(), "candles while closed: {closed:?}");
    let btc = app.state.market.by_symbol("BTC/USDT").unwrap().id();
    let btc_candles = format!("SELECT COUNT(*) FROM klines WHERE market_id = {btc} AND period = '1min'");
    assert!(
        app.count(&btc_candles).await > minutes.len() as i64,
        "crypto keeps its night and weekend"
    );
}
