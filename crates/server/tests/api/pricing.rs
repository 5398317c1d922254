//! Prices nobody can foresee (ADR 66): a server outside demo mode keeps money products off the simulator, and the
//! app labels every market the simulator prices.

use mercato::clock::Clock;
use serde_json::Value;

use crate::common::{TestApp, error, ok};

const START_MS: i64 = 1_800_000_000_000;

fn quote<'a>(quotes: &'a Value, symbol: &str) -> &'a Value {
    quotes["message"]
        .as_array()
        .unwrap()
        .iter()
        .flat_map(|group| group["quotation"].as_array().unwrap())
        .find(|q| q["symbol"] == symbol)
        .unwrap_or_else(|| panic!("no {symbol} in {quotes}"))
}

#[tokio::test]
async fn a_server_outside_demo_mode_refuses_to_start_while_contracts_would_settle_on_simulated_prices() {
    let refused = TestApp::try_spawn_with_clock(Clock::manual(START_MS), |config| {
        config.market.simulated_money_markets = false;
    })
    .await;
    let Err(err) = refused else {
        panic!("a production server started with contracts on simulated prices");
    };
    let message = err.to_string();
    assert!(message.contains("refusing to start"), "{message}");
    assert!(message.contains("BTC/USDT"), "{message}");
    assert!(message.contains("market.close_unpriced"), "{message}");
}

#[tokio::test]
async fn closing_unpriced_markets_starts_the_server_with_their_contracts_and_options_closed() {
    let app = TestApp::spawn_with_clock(Clock::manual(START_MS), |config| {
        config.market.simulated_money_markets = false;
        config.market.close_unpriced = true;
    })
    .await;
    let quotes = app.get("/currency/quotation_new", None, &[]).await;
    ok(&quotes);
    for symbol in ["BTC/USDT", "AAPL/USDT"] {
        assert_eq!(quote(&quotes, symbol)["open_lever"], 0, "{symbol}");
        assert_eq!(quote(&quotes, symbol)["open_microtrade"], 0, "{symbol}");
    }
    let token = app.signed_up("alice@example.com").await;
    let option = [
        ("match_id", "1"),
        ("currency_id", "3"),
        ("type", "1"),
        ("seconds", "30"),
        ("number", "10"),
    ];
    let placed = app.post("/microtrade/submit", Some(&token), &option).await;
    error(&placed, "product_unavailable");
}

#[tokio::test]
async fn a_server_without_simulated_prices_starts_outside_demo_mode() {
    let app = TestApp::spawn_with_clock(Clock::manual(START_MS), |config| {
        config.market.simulated_money_markets = false;
        config.market.feed = "none".into();
    })
    .await;
    let quotes = app.get("/currency/quotation_new", None, &[]).await;
    assert_eq!(quote(&quotes, "BTC/USDT")["open_lever"], 1);
}

#[tokio::test]
async fn a_market_the_simulator_prices_is_labelled_simulated_and_one_an_exchange_prices_is_not() {
    let app = TestApp::spawn_with_clock(Clock::manual(START_MS), |config| {
        config.market.feed = "none".into();
    })
    .await;
    let ctx = &app.state.market_ctx;
    mercato::market::index::record(ctx, START_MS, "binance", &[(1, 9_500_000_000_000)])
        .await
        .unwrap();
    mercato::market::index::record(
        ctx,
        START_MS,
        mercato::market::index::SIMULATOR,
        &[(2, 350_000_000_000)],
    )
    .await
    .unwrap();
    let quotes = app.get("/currency/quotation_new", None, &[]).await;
    assert_eq!(quote(&quotes, "BTC/USDT")["simulated"], 0);
    assert_eq!(quote(&quotes, "ETH/USDT")["simulated"], 1);
}
