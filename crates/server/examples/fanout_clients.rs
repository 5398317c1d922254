//! socket.io clients for the fan-out benchmark (bench/fanout, docs/adr/0021-benchmarks.md), driven by JSON
//! lines on stdin and answering JSON lines on stdout.
//!
//! Each client is one websocket speaking the socket.io v5 protocol over engine.io v4 (what socket.io 4 servers
//! and clients speak): it joins the default namespace, subscribes to one topic with an acknowledgement, answers
//! pings, and counts `market_trade` events and their latency (receive time minus the first trade's `ts`). They
//! do as little as a client can, so that the machine's cores go to the servers being compared rather than to
//! the clients; the test suite's socket tests use the real socket.io client.
//!
//! Commands: `{"cmd":"connect","url":"http://…","count":N,"topic":"…"}`, `{"cmd":"window","start":ms,"end":ms}`,
//! `{"cmd":"report"}`, `{"cmd":"disconnect"}`; answers `ready`, `window`, `report`, `closed`, the first event
//! as `sample`, and `error`.

use std::{
    sync::{
        Arc, Mutex,
        atomic::{AtomicBool, AtomicI64, AtomicU64, Ordering},
    },
    time::{Duration, SystemTime, UNIX_EPOCH},
};

use anyhow::{Context, Result, anyhow, bail};
use futures_util::{SinkExt, StreamExt};
use serde_json::{Value, json};
use tokio::{
    io::{AsyncBufReadExt, BufReader},
    task::JoinSet,
};
use tokio_tungstenite::tungstenite::Message;

const MAX_MS: usize = 60_000;

/// What every client adds to: the measured window, the counts and the latency histogram.
struct Tally {
    start: AtomicI64,
    end: AtomicI64,
    deliveries: AtomicU64,
    trades: AtomicU64,
    window_trades: AtomicU64,
    hist: Vec<AtomicU64>,
    sampled: AtomicBool,
}

impl Tally {
    fn new() -> Self {
        Tally {
            start: AtomicI64::new(i64::MAX),
            end: AtomicI64::new(i64::MIN),
            deliveries: AtomicU64::new(0),
            trades: AtomicU64::new(0),
            window_trades: AtomicU64::new(0),
            hist: (0..=MAX_MS).map(|_| AtomicU64::new(0)).collect(),
            sampled: AtomicBool::new(false),
        }
    }

    fn reset(&self) {
        self.start.store(i64::MAX, Ordering::Relaxed);
        self.end.store(i64::MIN, Ordering::Relaxed);
        self.deliveries.store(0, Ordering::Relaxed);
        self.trades.store(0, Ordering::Relaxed);
        self.window_trades.store(0, Ordering::Relaxed);
        for h in &self.hist {
            h.store(0, Ordering::Relaxed);
        }
        self.sampled.store(false, Ordering::Relaxed);
    }

    /// Counts one `42["market_trade",{…}]` packet; answers the payload when it is the first one seen.
    fn event(&self, packet: &str) -> Option<Value> {
        let now = now_ms();
        let Ok(Value::Array(mut parts)) = serde_json::from_str::<Value>(packet) else {
            return None;
        };
        if parts.first().and_then(Value::as_str) != Some("market_trade") || parts.len() < 2 {
            return None;
        }
        let payload = parts.swap_remove(1);
        let items = payload.get("data").and_then(Value::as_array);
        let count = items.map_or(0, Vec::len) as u64;
        self.trades.fetch_add(count, Ordering::Relaxed);
        let ts = items
            .and_then(|i| i.first())
            .and_then(|t| t.get("ts"))
            .and_then(|t| t.as_i64().or_else(|| t.as_str().and_then(|s| s.parse().ok())));
        let in_window = now >= self.start.load(Ordering::Relaxed) && now < self.end.load(Ordering::Relaxed);
        if in_window && count > 0 {
            self.deliveries.fetch_add(1, Ordering::Relaxed);
            self.window_trades.fetch_add(count, Ordering::Relaxed);
            let latency = ts.map_or(MAX_MS as i64, |ts| now - ts).clamp(0, MAX_MS as i64) as usize;
            self.hist[latency].fetch_add(1, Ordering::Relaxed);
        }
        (!self.sampled.swap(true, Ordering::Relaxed)).then_some(payload)
    }
}

fn now_ms() -> i64 {
    SystemTime::now()
        .duration_since(UNIX_EPOCH)
        .map_or(0, |d| d.as_millis() as i64)
}

fn say(line: Value) {
    println!("{line}");
}

/// Connects one client and subscribes it; the returned task then reads until the socket closes.
async fn client(url: String, topic: String, tally: Arc<Tally>) -> Result<tokio::task::JoinHandle<()>> {
    let (mut ws, _) = tokio_tungstenite::connect_async(url.as_str())
        .await
        .with_context(|| format!("connect {url}"))?;
    let mut subscribed = false;
    let mut joined = false;
    while !subscribed {
        let message = tokio::time::timeout(Duration::from_secs(20), ws.next())
            .await
            .context("no answer while subscribing")?
            .ok_or_else(|| anyhow!("closed while subscribing"))??;
        let Message::Text(text) = message else {
            continue;
        };
        let text = text.as_str();
        if text.starts_with('0') && !joined {
            ws.send(Message::text("40")).await?;
            joined = true;
        } else if text.starts_with("40") {
            let ask = json!(["subscribe", { "topics": [topic] }]);
            ws.send(Message::text(format!("420{ask}"))).await?;
        } else if let Some(answer) = text.strip_prefix("430") {
            if !answer.contains("\"ok\":true") {
                bail!("subscribe refused: {answer}");
            }
            subscribed = true;
        } else if text == "2" {
            ws.send(Message::text("3")).await?;
        } else if text.starts_with("44") {
            bail!("namespace refused: {text}");
        }
    }
    Ok(tokio::spawn(async move {
        while let Some(Ok(message)) = ws.next().await {
            let Message::Text(text) = message else {
                continue;
            };
            let text = text.as_str();
            if let Some(packet) = text.strip_prefix("42") {
                if let Some(payload) = tally.event(packet) {
                    say(json!({ "type": "sample", "payload": payload }));
                }
            } else if text == "2" && ws.send(Message::text("3")).await.is_err() {
                break;
            }
        }
    }))
}

fn socket_url(base: &str) -> String {
    let base = base.trim_end_matches('/');
    let ws = base
        .strip_prefix("http://")
        .map(|rest| format!("ws://{rest}"))
        .unwrap_or_else(|| base.to_string());
    format!("{ws}/socket.io/?EIO=4&transport=websocket")
}

async fn connect(
    url: &str,
    count: usize,
    topic: &str,
    tally: &Arc<Tally>,
) -> Result<Vec<tokio::task::JoinHandle<()>>> {
    let mut readers = Vec::with_capacity(count);
    let mut left = count;
    while left > 0 {
        let mut batch = JoinSet::new();
        for _ in 0..left.min(50) {
            batch.spawn(client(socket_url(url), topic.to_string(), tally.clone()));
        }
        while let Some(joined) = batch.join_next().await {
            readers.push(joined??);
        }
        left -= left.min(50);
    }
    Ok(readers)
}

#[tokio::main]
async fn main() -> Result<()> {
    let tally = Arc::new(Tally::new());
    let readers: Arc<Mutex<Vec<tokio::task::JoinHandle<()>>>> = Arc::default();
    let mut lines = BufReader::new(tokio::io::stdin()).lines();
    while let Some(line) = lines.next_line().await? {
        let msg: Value = serde_json::from_str(&line).with_context(|| format!("command {line}"))?;
        let result: Result<()> = async {
            match msg["cmd"].as_str().unwrap_or_default() {
                "connect" => {
                    tally.reset();
                    let url = msg["url"].as_str().context("url")?;
                    let count = msg["count"].as_u64().context("count")? as usize;
                    let topic = msg["topic"].as_str().context("topic")?;
                    let mut connected = connect(url, count, topic, &tally).await?;
                    let mut held = readers.lock().map_err(|_| anyhow!("lock"))?;
                    held.append(&mut connected);
                    say(json!({ "type": "ready", "connected": held.len() }));
                }
                "window" => {
                    tally
                        .start
                        .store(msg["start"].as_i64().context("start")?, Ordering::Relaxed);
                    tally
                        .end
                        .store(msg["end"].as_i64().context("end")?, Ordering::Relaxed);
                    say(json!({ "type": "window" }));
                }
                "report" => {
                    let hist: Vec<u64> = tally.hist.iter().map(|h| h.load(Ordering::Relaxed)).collect();
                    say(json!({
                        "type": "report",
                        "deliveries": tally.deliveries.load(Ordering::Relaxed),
                        "trades": tally.trades.load(Ordering::Relaxed),
                        "windowTrades": tally.window_trades.load(Ordering::Relaxed),
                        "hist": hist,
                    }));
                }
                "disconnect" => {
                    let held = std::mem::take(&mut *readers.lock().map_err(|_| anyhow!("lock"))?);
                    for reader in held {
                        reader.abort();
                    }
                    say(json!({ "type": "closed" }));
                }
                other => bail!("unknown command {other}"),
            }
            Ok(())
        }
        .await;
        if let Err(err) = result {
            say(json!({ "type": "error", "message": format!("{err:#}") }));
        }
    }
    Ok(())
}
