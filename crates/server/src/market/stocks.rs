//! The stock quote source (ADR 66): Finnhub's trades websocket, `wss://ws.finnhub.io/?token=<key>`, with the
//! operator's own key. One `{"type":"subscribe","symbol":"AAPL"}` per stock; every trade arrives as
//! `{"type":"trade","data":[{"s":"AAPL","p":227.15,"t":…,"v":…}]}`, and the connector keeps the last price of each.
//! Prices are US dollars, stored as USDT. A stock without a trade in the last ten seconds has no fresh price, so
//! its contracts and options are closed, as they are outside the published hours.

use serde_json::{Value, json};

use super::exchange::{Frame, Tick};

/// One subscription message per symbol, as the venue asks.
pub fn subscribe(symbols: &[String]) -> Vec<String> {
    symbols
        .iter()
        .map(|s| json!({"type": "subscribe", "symbol": s}).to_string())
        .collect()
}

/// Reads one frame: trades give their prices; `ping` and anything else carry none; `error` is a refusal.
pub fn parse(frame: &Value) -> Frame {
    match frame.get("type").and_then(Value::as_str) {
        Some("error") => Frame::Refused(
            frame
                .get("msg")
                .and_then(Value::as_str)
                .unwrap_or_default()
                .to_string(),
        ),
        Some("trade") => {
            let ticks: Vec<Tick> = frame
                .get("data")
                .and_then(Value::as_array)
                .into_iter()
                .flatten()
                .filter_map(|t| {
                    Some(Tick {
                        instrument: t.get("s")?.as_str()?.to_string(),
                        price: decimal(t.get("p")?)?,
                    })
                })
                .collect();
            if ticks.is_empty() {
                Frame::Other
            } else {
                Frame::Prices(ticks)
            }
        }
        _ => Frame::Other,
    }
}

/// A price as the frame wrote it: a JSON number (its shortest decimal form) or a decimal string.
fn decimal(v: &Value) -> Option<String> {
    match v {
        Value::Number(n) => Some(n.to_string()),
        Value::String(s) => Some(s.clone()),
        _ => None,
    }
}

/// Where to connect: the configured URL (or the public one) with the operator's key as `token`.
pub fn url(base: &str, key: &str) -> String {
    if key.is_empty() {
        return base.to_string();
    }
    // A request needs a path before its query: `wss://ws.finnhub.io?token=` is sent as `/?token=`.
    let bare = base
        .split_once("://")
        .is_some_and(|(_, rest)| !rest.contains(['/', '?']));
    let base = if bare {
        format!("{base}/")
    } else {
        base.to_string()
    };
    let joiner = if base.contains('?') { '&' } else { '?' };
    format!("{base}{joiner}token={key}")
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::market::exchange::Exchange;

    #[test]
    fn stocks_subscribe_one_symbol_a_message() {
        let sent = Exchange::Finnhub.subscribe(&["AAPL".to_string(), "TSLA".to_string()]);
        assert_eq!(
            sent,
            vec![
                r#"{"symbol":"AAPL","type":"subscribe"}"#.to_string(),
                r#"{"symbol":"TSLA","type":"subscribe"}"#.to_string()
            ]
        );
        assert_eq!(Exchange::Finnhub.instrument("AAPL/USDT").as_deref(), Some("AAPL"));
    }

    #[test]
    fn trades_give_each_price_as_written_and_pings_and_errors_none() {
        let frame = r#"{"data":[{"c":null,"p":227.15,"s":"AAPL","t":1767225600000,"v":100},
            {"p":"251.5","s":"TSLA","t":1767225600001,"v":5}],"type":"trade"}"#;
        assert_eq!(
            Exchange::Finnhub.parse(frame),
            Frame::Prices(vec![
                Tick {
                    instrument: "AAPL".into(),
                    price: "227.15".into()
                },
                Tick {
                    instrument: "TSLA".into(),
                    price: "251.5".into()
                },
            ])
        );
        assert_eq!(Exchange::Finnhub.parse(r#"{"type":"ping"}"#), Frame::Other);
        assert!(matches!(
            Exchange::Finnhub.parse(r#"{"type":"error","msg":"Invalid API key"}"#),
            Frame::Refused(reason) if reason == "Invalid API key"
        ));
    }

    #[test]
    fn the_key_goes_into_the_url_as_its_token() {
        assert_eq!(url("wss://ws.finnhub.io", "k1"), "wss://ws.finnhub.io/?token=k1");
        assert_eq!(
            url("ws://127.0.0.1:9/x?a=1", "k1"),
            "ws://127.0.0.1:9/x?a=1&token=k1"
        );
        assert_eq!(url("ws://127.0.0.1:9", ""), "ws://127.0.0.1:9");
    }
}
