//! socket.io at the protocol level, with many clients at once.

use std::time::Duration;

use futures_util::{SinkExt, StreamExt};
use mercato::clock::Clock;
use serde_json::{Value, json};
use tokio::task::JoinSet;
use tokio_tungstenite::tungstenite::Message;

use crate::common::TestApp;

/// Connects one client the way a busy one does: it asks for its topic the moment the server confirms the
/// connection, and reports whether the answer came.
async fn connect_and_subscribe(url: String) -> Result<(), String> {
    let (mut ws, _) = tokio_tungstenite::connect_async(url.as_str())
        .await
        .map_err(|e| e.to_string())?;
    let deadline = tokio::time::Instant::now() + Duration::from_secs(10);
    loop {
        let message = tokio::time::timeout_at(deadline, ws.next())
            .await
            .map_err(|_| "no answer to the subscription".to_string())?
            .ok_or("closed")?
            .map_err(|e| e.to_string())?;
        let Message::Text(text) = message else { continue };
        let text = text.as_str();
        if text.starts_with('0') {
            ws.send(Message::text("40")).await.map_err(|e| e.to_string())?;
        } else if text.starts_with("40") {
            ws.send(Message::text(r#"421["subscribe",["daymarket"]]"#))
                .await
                .map_err(|e| e.to_string())?;
        } else if let Some(answer) = text.strip_prefix("431") {
            return if answer.contains(r#""ok":true"#) {
                Ok(())
            } else {
                Err(answer.to_string())
            };
        }
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn every_client_that_subscribes_as_soon_as_it_is_connected_gets_its_answer() {
    let app = TestApp::spawn().await;
    let url = format!(
        "{}/socket.io/?EIO=4&transport=websocket",
        app.base.replacen("http://", "ws://", 1)
    );
    let mut clients = JoinSet::new();
    for _ in 0..600 {
        clients.spawn(connect_and_subscribe(url.clone()));
    }
    let mut failed = Vec::new();
    while let Some(done) = clients.join_next().await {
        if let Err(err) = done.unwrap() {
            failed.push(err);
        }
    }
    assert!(
        failed.is_empty(),
        "{} of 600 clients: {:?}",
        failed.len(),
        &failed[..failed.len().min(3)]
    );
}

/// The next `index_kline` push a subscribed socket receives, answering pings on the way.
async fn next_index_candle(ws: &mut Socket) -> Value {
    let deadline = tokio::time::Instant::now() + Duration::from_secs(10);
    loop {
        let message = tokio::time::timeout_at(deadline, ws.next())
            .await
            .expect("an index candle in time")
            .expect("the connection stays open")
            .unwrap();
        let Message::Text(text) = message else { continue };
        let text = text.as_str();
        if text == "2" {
            ws.send(Message::text("3")).await.unwrap();
        } else if let Some(event) = text.strip_prefix("42") {
            let event: Vec<Value> = serde_json::from_str(event).unwrap();
            if event[0] == "index_kline" {
                return event[1].clone();
            }
        }
    }
}

type Socket = tokio_tungstenite::WebSocketStream<tokio_tungstenite::MaybeTlsStream<tokio::net::TcpStream>>;

/// A socket holding `topic`, whose answer names it as `canonical`; every step has a deadline, so a server that
/// never answers or closes the connection fails the test instead of stalling it.
async fn subscribed(url: &str, topic: &str, canonical: &str) -> Socket {
    let deadline = tokio::time::Instant::now() + Duration::from_secs(10);
    let (mut ws, _) = tokio::time::timeout_at(deadline, tokio_tungstenite::connect_async(url))
        .await
        .expect("the socket connects in time")
        .unwrap();
    loop {
        let message = tokio::time::timeout_at(deadline, ws.next())
            .await
            .expect("the subscription is answered in time")
            .expect("the connection stays open")
            .unwrap();
        let Message::Text(text) = message else { continue };
        let text = text.as_str();
        if text.starts_with('0') {
            ws.send(Message::text("40")).await.unwrap();
        } else if text.starts_with("40") {
            let request = json!(["subscribe", [topic]]);
            ws.send(Message::text(format!("421{request}"))).await.unwrap();
        } else if text == "2" {
            ws.send(Message::text("3")).await.unwrap();
        } else if let Some(answer) = text.strip_prefix("431") {
            assert!(
                answer.contains(&format!(r#""topics":["{canonical}"]"#)),
                "{answer}"
            );
            return ws;
        }
    }
}

#[tokio::test]
async fn an_index_candle_is_pushed_as_stored_with_the_periods_open_high_and_low() {
    // Monday 2026-11-23 10:00:00 UTC, on a manual clock: the samples below fall in one minute.
    let start = 1_795_428_000_000;
    let app =
        TestApp::spawn_with_clock(Clock::manual(start), |config| config.market.feed = "none".into()).await;
    let url = format!(
        "{}/socket.io/?EIO=4&transport=websocket",
        app.base.replacen("http://", "ws://", 1)
    );
    let mut ws = subscribed(&url, "index_kline:btcusdt:1m", "index_kline:BTC/USDT:1min").await;

    let btc = app.state.market.by_symbol("BTC/USDT").unwrap().id();
    let ctx = &app.state.market_ctx;
    for (second, price) in [(0, 95_000), (1, 96_000), (2, 94_000), (3, 95_500)] {
        let prices = [(btc, price * 100_000_000)];
        mercato::market::index::record(ctx, start + second * 1000, "test", &prices)
            .await
            .unwrap();
    }
    let mut candle = next_index_candle(&mut ws).await;
    while candle["close"] != "95500.00" {
        candle = next_index_candle(&mut ws).await;
    }
    assert_eq!(candle["type"], "index_kline");
    assert_eq!(candle["symbol"], "BTC/USDT");
    assert_eq!(candle["period"], "1min");
    assert_eq!(candle["time"], start);
    assert_eq!(
        (&candle["open"], &candle["high"], &candle["low"]),
        (&json!("95000.00"), &json!("96000.00"), &json!("94000.00"))
    );
}
