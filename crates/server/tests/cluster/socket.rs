//! A socket.io client at the protocol level (Engine.IO 4 over a websocket), as the API tests use.

use std::time::Duration;

use futures_util::{SinkExt, StreamExt};
use serde_json::Value;
use tokio_tungstenite::{MaybeTlsStream, WebSocketStream, tungstenite::Message};

pub struct Client {
    ws: WebSocketStream<MaybeTlsStream<tokio::net::TcpStream>>,
}

impl Client {
    pub async fn connect(base: &str) -> Client {
        let url = format!(
            "{}/socket.io/?EIO=4&transport=websocket",
            base.replacen("http://", "ws://", 1)
        );
        let (ws, _) = tokio_tungstenite::connect_async(url.as_str()).await.unwrap();
        let mut client = Client { ws };
        loop {
            let text = client.next_text(Duration::from_secs(10)).await;
            if text.starts_with("40") {
                return client;
            }
            if text.starts_with('0') {
                client.ws.send(Message::text("40")).await.unwrap();
            }
        }
    }

    async fn next_text(&mut self, limit: Duration) -> String {
        loop {
            let message = tokio::time::timeout(limit, self.ws.next())
                .await
                .expect("a frame in time")
                .expect("socket open")
                .unwrap();
            let Message::Text(text) = message else { continue };
            if text.as_str() == "2" {
                self.ws.send(Message::text("3")).await.unwrap();
                continue;
            }
            return text.as_str().to_string();
        }
    }

    async fn emit(&mut self, event: &str, data: Value) {
        let frame = format!("42{}", serde_json::json!([event, data]));
        self.ws.send(Message::text(frame)).await.unwrap();
    }

    pub async fn login(&mut self, token: &str) {
        self.emit("login", Value::String(token.to_string())).await;
        let answer = self.until_event("login_result", Duration::from_secs(10)).await;
        assert_eq!(answer["ok"], true, "{answer}");
    }

    pub async fn subscribe(&mut self, topic: &str) {
        self.emit("subscribe", serde_json::json!([topic])).await;
        let answer = self
            .until_event("subscribe_result", Duration::from_secs(10))
            .await;
        assert_eq!(answer["ok"], true, "{answer}");
    }

    /// The payload of the next `event`, skipping others.
    pub async fn until_event(&mut self, event: &str, limit: Duration) -> Value {
        let deadline = tokio::time::Instant::now() + limit;
        loop {
            let left = deadline.saturating_duration_since(tokio::time::Instant::now());
            assert!(!left.is_zero(), "no {event} within {limit:?}");
            let text = self.next_text(left).await;
            let Some(body) = text.strip_prefix("42") else {
                continue;
            };
            let Ok(Value::Array(items)) = serde_json::from_str::<Value>(body) else {
                continue;
            };
            if items.first().and_then(Value::as_str) == Some(event) {
                return items.get(1).cloned().unwrap_or(Value::Null);
            }
        }
    }
}
