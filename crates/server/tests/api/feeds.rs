//! Exchange connectors against a local websocket server that replays recorded frames: nothing here reaches the
//! internet.

use std::time::Duration;

use futures_util::{SinkExt, StreamExt};
use mercato::{
    clock::Clock,
    config::Config,
    market::{
        exchange::{Connector, Exchange, Pair, STALE_MS},
        index::PriceFeed,
    },
    money::Scale,
};
use serde_json::{Value, json};
use tokio::{net::TcpListener, sync::mpsc};
use tokio_tungstenite::{accept_async, tungstenite::Message};

use crate::common::TestApp;

const BINANCE: &str = include_str!("../fixtures/binance.txt");
const OKX: &str = include_str!("../fixtures/okx.txt");

fn frames(fixture: &str) -> Vec<String> {
    fixture
        .lines()
        .filter(|line| !line.trim().is_empty())
        .map(String::from)
        .collect()
}

/// A local exchange. Connection `n` reports the first message it receives (the subscription), then sends
/// `script[n]`; every connection but the last is then dropped without a closing handshake, the last stays open
/// and answers OKX's `ping`.
struct Replay {
    url: String,
    subscriptions: mpsc::UnboundedReceiver<Value>,
}

async fn replay(script: Vec<Vec<String>>) -> Replay {
    let listener = TcpListener::bind("127.0.0.1:0").await.unwrap();
    let url = format!("ws://{}", listener.local_addr().unwrap());
    let (tx, subscriptions) = mpsc::unbounded_channel();
    tokio::spawn(async move {
        let connections = script.len();
        for (n, frames) in script.into_iter().enumerate() {
            let (stream, _) = listener.accept().await.unwrap();
            let mut ws = accept_async(stream).await.unwrap();
            let Some(Ok(Message::Text(first))) = ws.next().await else {
                panic!("connection {n} sent no subscription");
            };
            let _ = tx.send(serde_json::from_str(first.as_str()).unwrap());
            for frame in frames {
                ws.send(Message::text(frame)).await.unwrap();
            }
            if n + 1 < connections {
                continue;
            }
            while let Some(Ok(message)) = ws.next().await {
                if message == Message::text("ping") {
                    let _ = ws.send(Message::text("pong")).await;
                }
            }
        }
    });
    Replay { url, subscriptions }
}

/// BTC and ETH (ticks of 0.01 USDT) and XRP (0.00001), which the recorded frames never mention.
fn pairs(exchange: Exchange) -> Vec<Pair> {
    [(1, "BTC/USDT", 2), (2, "ETH/USDT", 2), (5, "XRP/USDT", 5)]
        .into_iter()
        .map(|(market_id, symbol, price_scale)| Pair {
            market_id,
            instrument: exchange.instrument(symbol).unwrap(),
            quote_scale: Scale::USDT,
            price_scale: Scale::new(price_scale),
        })
        .collect()
}

/// Asks the feed every 20 ms, for up to 10 s, until it answers `expected` for the current second.
async fn until_prices(feed: &mut Connector, expected: &[(i64, i64)]) {
    for _ in 0..500 {
        if feed.prices(Clock::system().now_ms()) == expected {
            return;
        }
        tokio::time::sleep(Duration::from_millis(20)).await;
    }
    panic!(
        "the feed answers {:?}, not {expected:?}",
        feed.prices(Clock::system().now_ms())
    );
}

async fn subscription(server: &mut Replay) -> Value {
    tokio::time::timeout(Duration::from_secs(10), server.subscriptions.recv())
        .await
        .expect("a subscription within 10 s")
        .unwrap()
}

#[tokio::test]
async fn binance_mini_tickers_become_exact_prices_rounded_to_each_pairs_tick() {
    let mut server = replay(vec![frames(BINANCE)]).await;
    let mut feed = Connector::spawn(
        Exchange::Binance,
        server.url.clone(),
        pairs(Exchange::Binance),
        Clock::system(),
    );
    assert_eq!(
        subscription(&mut server).await,
        json!({
            "method": "SUBSCRIBE",
            "params": ["btcusdt@miniTicker", "ethusdt@miniTicker", "xrpusdt@miniTicker"],
            "id": 1,
        })
    );
    // 97123.456 and 3456.785 round half up to 97123.46 and 3456.79; the later BTC frame wins; no XRP.
    until_prices(&mut feed, &[(1, 9_712_346_000_000), (2, 345_679_000_000)]).await;
    assert_eq!(feed.source(), "binance");
    assert_eq!(feed.claims(), vec![1, 2]);
}

#[tokio::test]
async fn okx_tickers_become_exact_prices_and_a_refused_instrument_stays_unpriced() {
    let mut server = replay(vec![frames(OKX)]).await;
    let mut feed = Connector::spawn(
        Exchange::Okx,
        server.url.clone(),
        pairs(Exchange::Okx),
        Clock::system(),
    );
    assert_eq!(
        subscription(&mut server).await,
        json!({"op": "subscribe", "args": [
            {"channel": "tickers", "instId": "BTC-USDT"},
            {"channel": "tickers", "instId": "ETH-USDT"},
            {"channel": "tickers", "instId": "XRP-USDT"},
        ]})
    );
    until_prices(&mut feed, &[(1, 9_712_010_000_000), (2, 345_678_000_000)]).await;
    assert_eq!(feed.source(), "okx");
    assert_eq!(feed.claims(), vec![1, 2]);
}

#[tokio::test]
async fn a_price_older_than_ten_seconds_is_not_reported_but_its_market_stays_claimed() {
    let server = replay(vec![frames(BINANCE)]).await;
    let mut feed = Connector::spawn(
        Exchange::Binance,
        server.url,
        pairs(Exchange::Binance),
        Clock::system(),
    );
    until_prices(&mut feed, &[(1, 9_712_346_000_000), (2, 345_679_000_000)]).await;
    let now = Clock::system().now_ms();
    assert_eq!(feed.prices(now + STALE_MS - 1_000).len(), 2);
    assert!(feed.prices(now + STALE_MS + 1).is_empty());
    assert_eq!(
        feed.claims(),
        vec![1, 2],
        "a stale market is a gap, not the simulator's"
    );
}

#[tokio::test]
async fn the_connector_reconnects_and_resubscribes_after_the_server_drops_it() {
    let ticker = |last: &str| {
        json!({"arg": {"channel": "tickers", "instId": "BTC-USDT"},
               "data": [{"instType": "SPOT", "instId": "BTC-USDT", "last": last, "ts": "1767225600000"}]})
        .to_string()
    };
    let mut server = replay(vec![vec![ticker("97000")], vec![ticker("98000.5")]]).await;
    let mut feed = Connector::spawn(
        Exchange::Okx,
        server.url.clone(),
        pairs(Exchange::Okx),
        Clock::system(),
    );
    let first = subscription(&mut server).await;
    let second = subscription(&mut server).await;
    assert_eq!(first, second, "the same subscription on the new connection");
    until_prices(&mut feed, &[(1, 9_800_050_000_000)]).await;
}

#[tokio::test]
async fn the_connector_keeps_retrying_a_server_that_is_not_there_yet() {
    let listener = TcpListener::bind("127.0.0.1:0").await.unwrap();
    let address = listener.local_addr().unwrap();
    drop(listener);
    let mut feed = Connector::spawn(
        Exchange::Binance,
        format!("ws://{address}"),
        pairs(Exchange::Binance),
        Clock::system(),
    );
    assert!(feed.prices(Clock::system().now_ms()).is_empty());
    let listener = TcpListener::bind(address).await.unwrap();
    let (stream, _) = tokio::time::timeout(Duration::from_secs(10), listener.accept())
        .await
        .expect("a new attempt within the back-off")
        .unwrap();
    let mut ws = accept_async(stream).await.unwrap();
    tokio::time::timeout(Duration::from_secs(10), ws.next())
        .await
        .expect("the feed subscribes in time")
        .unwrap()
        .unwrap();
    for frame in frames(BINANCE) {
        ws.send(Message::text(frame)).await.unwrap();
    }
    until_prices(&mut feed, &[(1, 9_712_346_000_000), (2, 345_679_000_000)]).await;
}

#[tokio::test]
async fn an_app_fed_by_binance_stores_binance_samples_for_its_pairs_and_simulated_ones_for_the_rest() {
    let mut server = replay(vec![frames(BINANCE)]).await;
    let url = server.url.clone();
    let app = TestApp::spawn_with(|c| {
        c.market.feed = "binance".into();
        c.market.feed_url = Some(url);
    })
    .await;
    let params = subscription(&mut server).await["params"].clone();
    assert_eq!(
        params,
        json!([
            "btcusdt@miniTicker",
            "ethusdt@miniTicker",
            "solusdt@miniTicker",
            "bnbusdt@miniTicker",
            "xrpusdt@miniTicker",
            "dogeusdt@miniTicker",
            "adausdt@miniTicker",
            "ltcusdt@miniTicker",
        ]),
        "every crypto pair and no stock"
    );

    let binance_btc = "SELECT COUNT(*) FROM index_samples_named WHERE market_id = 1 AND source = 'binance'";
    for _ in 0..100 {
        if app.count(binance_btc).await >= 2 {
            break;
        }
        tokio::time::sleep(Duration::from_millis(100)).await;
    }
    assert!(app.count(binance_btc).await >= 2, "BTC/USDT samples from binance");
    assert_eq!(
        app.count(
            "SELECT price FROM index_samples_named WHERE market_id = 1 AND source = 'binance' ORDER BY ts DESC LIMIT 1"
        )
        .await,
        9_712_346_000_000
    );
    let index = app.state.market.index(1).unwrap();
    assert_eq!(
        (index.price, index.source.as_str()),
        (9_712_346_000_000, "binance")
    );
    assert!(
        app.count("SELECT COUNT(*) FROM index_samples_named WHERE market_id = 2 AND source = 'binance'")
            .await
            >= 1
    );
    // A stock takes samples only inside its published hours, which this test's real clock may be outside of.
    let stock_open = app
        .state
        .market
        .hours()
        .is_open("stock", Clock::system().now_ms());
    for market_id in [5, 101] {
        let sources = format!(
            "SELECT COUNT(*) FROM index_samples_named WHERE market_id = {market_id} AND source = 'simulator'"
        );
        if market_id == 5 || stock_open {
            assert!(app.count(&sources).await >= 1, "market {market_id} is simulated");
        }
        let others = format!(
            "SELECT COUNT(*) FROM index_samples_named WHERE market_id = {market_id} AND source <> 'simulator'"
        );
        assert_eq!(app.count(&others).await, 0);
    }
    // Once binance has priced BTC/USDT, no later second of it is simulated.
    assert_eq!(
        app.count(
            "SELECT COUNT(*) FROM index_samples_named WHERE market_id = 1 AND source = 'simulator' AND ts > \
             (SELECT MIN(ts) FROM index_samples_named WHERE market_id = 1 AND source = 'binance')"
        )
        .await,
        0
    );
}

#[tokio::test]
async fn an_unknown_feed_stops_the_application_from_starting() {
    let dir = tempfile::tempdir().unwrap();
    let mut config = Config::default();
    config.server.data_dir = dir.path().to_path_buf();
    config.auth.weak_password_hashing = true;
    config.market.feed = "bitstamp".into();
    let listener = TcpListener::bind("127.0.0.1:0").await.unwrap();
    let Err(err) = mercato::Application::build(config, listener).await else {
        panic!("an unknown feed was accepted");
    };
    assert!(err.to_string().contains("bitstamp"), "{err}");
}

const FINNHUB: &str = include_str!("../fixtures/finnhub.txt");

/// AAPL, TSLA and NVDA (ticks of 0.01 USDT); the recorded trades never mention NVDA.
fn stocks() -> Vec<Pair> {
    [(101, "AAPL/USDT"), (102, "TSLA/USDT"), (103, "NVDA/USDT")]
        .into_iter()
        .map(|(market_id, symbol)| Pair {
            market_id,
            instrument: Exchange::Finnhub.instrument(symbol).unwrap(),
            quote_scale: Scale::USDT,
            price_scale: Scale::new(2),
        })
        .collect()
}

#[tokio::test]
async fn finnhub_stock_trades_become_exact_prices_rounded_to_each_stocks_tick() {
    let mut server = replay(vec![frames(FINNHUB)]).await;
    let mut feed = Connector::spawn(Exchange::Finnhub, server.url.clone(), stocks(), Clock::system());
    assert_eq!(
        subscription(&mut server).await,
        json!({"type": "subscribe", "symbol": "AAPL"})
    );
    // The later AAPL trade wins; 251.505 rounds half up to 251.51; NVDA never traded.
    until_prices(&mut feed, &[(101, 22_720_000_000), (102, 25_151_000_000)]).await;
    assert_eq!(feed.source(), "finnhub");
}

#[tokio::test]
async fn a_production_server_priced_by_an_exchange_and_a_stock_feed_starts_and_simulates_nothing() {
    let crypto = replay(vec![frames(BINANCE)]).await;
    let stocks = replay(vec![frames(FINNHUB)]).await;
    let (crypto_url, stock_url) = (crypto.url.clone(), stocks.url.clone());
    let app = TestApp::spawn_with(|c| {
        c.market.simulated_money_markets = false;
        c.market.feed = "binance".into();
        c.market.feed_url = Some(crypto_url);
        c.market.stock_feed = "finnhub".into();
        c.market.stock_feed_url = Some(stock_url);
        c.market.stock_feed_key = "operator-key".into();
    })
    .await;
    let aapl = "SELECT COUNT(*) FROM index_samples_named WHERE market_id = 101 AND source = 'finnhub'";
    let btc = "SELECT COUNT(*) FROM index_samples_named WHERE market_id = 1 AND source = 'binance'";
    // Outside the published stock hours (nights and weekends, by the system clock) a stock takes no sample.
    let stocks_open = app.state.market.hours().stock_open(app.state.clock.now_ms());
    let sampled = if stocks_open { aapl } else { btc };
    for _ in 0..100 {
        if app.count(sampled).await >= 2 {
            break;
        }
        tokio::time::sleep(Duration::from_millis(100)).await;
    }
    assert!(
        app.count(sampled).await >= 2,
        "samples from the exchanges: {sampled}"
    );
    if stocks_open {
        assert_eq!(
            app.state.market.index(101).map(|s| (s.price, s.source)),
            Some((22_720_000_000, "finnhub".to_string()))
        );
    } else {
        assert_eq!(app.count(aapl).await, 0, "a closed stock takes no price");
    }
    assert_eq!(
        app.count("SELECT COUNT(*) FROM index_samples_named WHERE source = 'simulator'")
            .await,
        0,
        "a pair a venue lists but never priced (XRP, NVDA) is a gap, not the simulator's"
    );
}
