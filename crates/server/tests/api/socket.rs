//! A socket.io v4 client at the protocol level, for the tests that follow a signed-in user's private events.

use std::time::Duration;

use futures_util::{SinkExt, StreamExt};
use serde_json::{Value, json};
use tokio::net::TcpStream;
use tokio_tungstenite::{MaybeTlsStream, WebSocketStream, tungstenite::Message};

use crate::common::TestApp;

const WAIT: Duration = Duration::from_secs(10);
const PUBLIC_EVENTS: &[&str] = &["daymarket", "market_depth", "market_trade", "kline"];

/// A socket.io v4 client at the protocol level.
pub struct Client {
    ws: WebSocketStream<MaybeTlsStream<TcpStream>>,
    next_ack: u64,
}

pub enum Packet {
    Event(String, Value),
    Ack(u64, Value),
}

impl Client {
    /// Connects and signs in with `token` in the handshake, as current clients do.
    pub async fn signed_in(app: &TestApp, token: &str) -> Client {
        let url = format!(
            "{}/socket.io/?EIO=4&transport=websocket",
            app.base.replacen("http://", "ws://", 1)
        );
        let (ws, _) = tokio_tungstenite::connect_async(url.as_str()).await.unwrap();
        let mut client = Client { ws, next_ack: 1 };
        client.frame(|text| text.starts_with('0')).await;
        client.send(format!("40{}", json!({ "token": token }))).await;
        client.frame(|text| text.starts_with("40")).await;
        client
    }

    pub async fn send(&mut self, text: String) {
        self.ws.send(Message::text(text)).await.unwrap();
    }

    /// The next Engine.IO frame that `wanted` accepts; pings are answered, everything else is skipped.
    pub async fn frame(&mut self, wanted: impl Fn(&str) -> bool) -> String {
        let deadline = tokio::time::Instant::now() + WAIT;
        loop {
            let message = tokio::time::timeout_at(deadline, self.ws.next())
                .await
                .expect("a frame in time")
                .expect("the connection stays open")
                .unwrap();
            let Message::Text(text) = message else { continue };
            let text = text.as_str();
            if text == "2" {
                self.send("3".into()).await;
            } else if wanted(text) {
                return text.to_string();
            }
        }
    }

    /// The next event or acknowledgement that is not a public market event.
    pub async fn packet(&mut self) -> Packet {
        loop {
            let text = self
                .frame(|text| text.starts_with("42") || text.starts_with("43"))
                .await;
            if let Some(event) = text.strip_prefix("42") {
                let event: Vec<Value> = serde_json::from_str(event).unwrap();
                let name = event[0].as_str().unwrap().to_string();
                if !PUBLIC_EVENTS.contains(&name.as_str()) {
                    return Packet::Event(name, event.get(1).cloned().unwrap_or(Value::Null));
                }
            } else if let Some(ack) = text.strip_prefix("43") {
                let split = ack.find('[').unwrap();
                let answer: Vec<Value> = serde_json::from_str(&ack[split..]).unwrap();
                return Packet::Ack(ack[..split].parse().unwrap(), answer[0].clone());
            }
        }
    }

    /// The next non-public event, which must be `name`: any other private event first fails the test.
    pub async fn event(&mut self, name: &str) -> Value {
        match self.packet().await {
            Packet::Event(event, payload) if event == name => payload,
            Packet::Event(event, payload) => panic!("expected {name}, got {event} {payload}"),
            Packet::Ack(id, answer) => panic!("expected {name}, got the answer {id} {answer}"),
        }
    }

    /// Sends `event` with an acknowledgement and answers the acknowledgement together with the non-public events
    /// that arrived before it.
    pub async fn ask(&mut self, event: &str, argument: Value) -> (Value, Vec<(String, Value)>) {
        let id = self.next_ack;
        self.next_ack += 1;
        self.send(format!("42{id}{}", json!([event, argument]))).await;
        let mut before = Vec::new();
        loop {
            match self.packet().await {
                Packet::Event(name, payload) => before.push((name, payload)),
                Packet::Ack(answered, answer) if answered == id => return (answer, before),
                Packet::Ack(..) => {}
            }
        }
    }

    /// The private events that reached this socket before an answer to a public request, which must still be
    /// served.
    pub async fn private_events_so_far(&mut self) -> Vec<(String, Value)> {
        let (answer, before) = self.ask("subscribe", json!(["daymarket"])).await;
        assert_eq!(answer["ok"], true, "public topics are still served: {answer}");
        before
    }
}
