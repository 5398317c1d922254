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

    /// Counts one `42["market_trade",{…}]` packet; answers the payload when it is the first one seen. Only the
    /// first packet is parsed; the others are counted by their `"tradeId":` fields and timed by the first `"ts":`,
    /// so that a client costs as little as possible.
    fn event(&self, packet: &str) -> Option<Value> {
        let now = now_ms();
        if !packet.starts_with("[\"market_trade\",") {
            return None;
        }
        let count = packet.matches("\"tradeId\":").count() as u64;
        self.trades.fetch_add(count, Ordering::Relaxed);
        let in_window = now >= self.start.load(Ordering::Relaxed) && now < self.end.load(Ordering::Relaxed);
        if in_window && count > 0 {
            self.deliveries.fetch_add(1, Ordering::Relaxed);
            self.window_trades.fetch_add(count, Ordering::Relaxed);
            let latency = first_ts(packet)
                .map_or(MAX_MS as i64, |ts| now - ts)
                .clamp(0, MAX_MS as i64) as usize;
            self.hist[latency].fetch_add(1, Ordering::Relaxed);
        }
        if self.sampled.swap(true, Ordering::Relaxed) {
            return None;
        }
        match serde_json::from_str::<Value>(packet) {
            Ok(Value::Array(mut parts)) if parts.len() >= 2 => Some(parts.swap_remove(1)),
            _ => None,
        }
    }
}

/// The first trade's `ts` in a `market_trade` packet (a number, or a string of digits).
fn first_ts(packet: &str) -> Option<i64> {
    let at = packet.find("\"ts\":")? + 5;
    let digits: String = packet[at..]
        .chars()
        .skip_while(|c| *c == '"')
        .take_while(char::is_ascii_digit)
        .collect();
    digits.parse().ok()
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
    // One deadline for the whole exchange: events of the legacy feed keep arriving while an answer is awaited.
    let deadline = tokio::time::Instant::now() + Duration::from_secs(20);
    while !subscribed {
        let message = tokio::time::timeout_at(deadline, ws.next())
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

/// The order driver (`fanout_clients orders`): a maker quoting 10,000.00 / 10,000.01 on BTC/USDT and a taker
/// whose every order is 0.0005 BTC (5 USDT, the minimum), so that each one fills exactly one resting order and
/// makes one trade. The maker adds to a side before what rests there runs low, paying with what the fills gave
/// it. It is here rather than in Node because an HTTP client in Node took a large share of a core at these rates.
///
/// Commands: `{"cmd":"start","base":"http://…","maker":token,"taker":token}` (rests the first quotes),
/// `{"cmd":"saturate","concurrency":N,"seconds":S}` (closed loop; answers orders per second),
/// `{"cmd":"pace","rate":R,"seconds":S}` (open loop), `{"cmd":"tally"}`.
struct Trader {
    client: reqwest::Client,
    base: String,
    maker: String,
    taker: String,
    book: Mutex<Sides>,
    acked: AtomicU64,
    failed: Mutex<Vec<String>>,
}

/// Fills the maker has offered on each side (buy, sell) and fills taken.
#[derive(Default)]
struct Sides {
    capacity: [u64; 2],
    used: [u64; 2],
    next: u64,
}

const BID: &str = "10000.00";
const ASK: &str = "10000.01";
const LOT: &str = "0.0005";
const FIRST_FILLS: u64 = 600;
const TOP_UP_FILLS: u64 = 250;

impl Trader {
    async fn order(&self, token: &str, side: u8, amount: &str, price: &str) -> Result<()> {
        let fields = [
            ("currency_id", "1"),
            ("legal_id", "3"),
            ("type", if side == 1 { "1" } else { "2" }),
            ("amount", amount),
            ("target_price", price),
        ];
        let answer: Value = self
            .client
            .post(format!("{}/api/coin/trade", self.base))
            .header("authorization", token)
            .form(&fields)
            .send()
            .await?
            .json()
            .await?;
        if answer["type"] != "ok" {
            bail!("order refused: {answer}");
        }
        Ok(())
    }

    /// The maker offers `fills` more lots on `side` (1 bids, 2 asks).
    async fn rest(&self, side: u8, fills: u64) -> Result<()> {
        if let Ok(mut book) = self.book.lock() {
            book.capacity[usize::from(side - 1)] += fills;
        }
        let amount = format!("{:.4}", 0.0005 * fills as f64);
        self.order(&self.maker, side, &amount, if side == 1 { BID } else { ASK })
            .await
    }

    /// One taker order: buys take the maker's ask, sells hit the maker's bid, in turn.
    async fn cross(self: &Arc<Self>) {
        let (buy, top_up) = {
            let Ok(mut book) = self.book.lock() else { return };
            let buy = book.next.is_multiple_of(2);
            book.next += 1;
            let resting = if buy { 1 } else { 0 };
            book.used[resting] += 1;
            let low = book.capacity[resting].saturating_sub(book.used[resting]) < FIRST_FILLS - TOP_UP_FILLS;
            if low {
                book.capacity[resting] += TOP_UP_FILLS;
            }
            (buy, low.then_some(resting as u8 + 1))
        };
        if let Some(side) = top_up {
            let me = self.clone();
            tokio::spawn(async move {
                let amount = format!("{:.4}", 0.0005 * TOP_UP_FILLS as f64);
                let price = if side == 1 { BID } else { ASK };
                if let Err(err) = me.order(&me.maker, side, &amount, price).await {
                    me.fail(format!("top-up: {err:#}"));
                }
            });
        }
        let (side, price) = if buy { (1, ASK) } else { (2, BID) };
        match self.order(&self.taker, side, LOT, price).await {
            Ok(()) => {
                self.acked.fetch_add(1, Ordering::Relaxed);
            }
            Err(err) => self.fail(format!("{err:#}")),
        }
    }

    fn fail(&self, message: String) {
        if let Ok(mut failed) = self.failed.lock() {
            failed.push(message);
        }
    }

    async fn saturate(self: &Arc<Self>, concurrency: usize, seconds: f64) -> f64 {
        let start = tokio::time::Instant::now();
        let end = start + Duration::from_secs_f64(seconds);
        let before = self.acked.load(Ordering::Relaxed);
        let mut loops = JoinSet::new();
        for _ in 0..concurrency {
            let me = self.clone();
            loops.spawn(async move {
                while tokio::time::Instant::now() < end {
                    me.cross().await;
                }
            });
        }
        while loops.join_next().await.is_some() {}
        (self.acked.load(Ordering::Relaxed) - before) as f64 / start.elapsed().as_secs_f64()
    }

    async fn pace(self: &Arc<Self>, rate: f64, seconds: f64) -> (u64, f64) {
        let total = (rate * seconds) as u64;
        let start = tokio::time::Instant::now();
        let mut orders = JoinSet::new();
        for n in 0..total {
            tokio::time::sleep_until(start + Duration::from_secs_f64(n as f64 / rate)).await;
            let me = self.clone();
            orders.spawn(async move { me.cross().await });
        }
        while orders.join_next().await.is_some() {}
        (total, start.elapsed().as_secs_f64())
    }
}

/// Reads one JSON command per line from stdin and writes each answer, or the error it met, as a JSON line.
async fn answer_commands(mut handle: impl AsyncFnMut(Value) -> Result<Value>) -> Result<()> {
    let mut lines = BufReader::new(tokio::io::stdin()).lines();
    while let Some(line) = lines.next_line().await? {
        let msg: Value = serde_json::from_str(&line).with_context(|| format!("command {line}"))?;
        match handle(msg).await {
            Ok(answer) => say(answer),
            Err(err) => say(json!({ "type": "error", "message": format!("{err:#}") })),
        }
    }
    Ok(())
}

async fn drive_orders() -> Result<()> {
    let mut trader: Option<Arc<Trader>> = None;
    answer_commands(async |msg| {
        let number = |name: &str| msg[name].as_f64().with_context(|| name.to_string());
        match msg["cmd"].as_str().unwrap_or_default() {
            "start" => {
                let text = |name: &str| msg[name].as_str().map(str::to_string).context(name.to_string());
                let t = Arc::new(Trader {
                    client: reqwest::Client::builder().pool_max_idle_per_host(256).build()?,
                    base: text("base")?,
                    maker: text("maker")?,
                    taker: text("taker")?,
                    book: Mutex::default(),
                    acked: AtomicU64::new(0),
                    failed: Mutex::default(),
                });
                t.rest(1, FIRST_FILLS).await?;
                t.rest(2, FIRST_FILLS).await?;
                trader = Some(t);
                Ok(json!({ "type": "started" }))
            }
            cmd => {
                let t = trader.as_ref().context("no start yet")?;
                match cmd {
                    "saturate" => {
                        let rate = t.saturate(number("concurrency")? as usize, number("seconds")?).await;
                        Ok(json!({ "type": "saturated", "rate": rate }))
                    }
                    "pace" => {
                        let (sent, seconds) = t.pace(number("rate")?, number("seconds")?).await;
                        Ok(json!({ "type": "paced", "sent": sent, "seconds": seconds }))
                    }
                    "tally" => {
                        let failed = t.failed.lock().map_err(|_| anyhow!("lock"))?.clone();
                        Ok(json!({ "type": "tally", "acked": t.acked.load(Ordering::Relaxed), "failed": failed }))
                    }
                    other => bail!("unknown command {other}"),
                }
            }
        }
    })
    .await
}

#[tokio::main]
async fn main() -> Result<()> {
    if std::env::args().nth(1).as_deref() == Some("orders") {
        return drive_orders().await;
    }
    let tally = Arc::new(Tally::new());
    let readers: Arc<Mutex<Vec<tokio::task::JoinHandle<()>>>> = Arc::default();
    answer_commands(async |msg| match msg["cmd"].as_str().unwrap_or_default() {
        "connect" => {
            tally.reset();
            let url = msg["url"].as_str().context("url")?;
            let count = msg["count"].as_u64().context("count")? as usize;
            let topic = msg["topic"].as_str().context("topic")?;
            let mut connected = connect(url, count, topic, &tally).await?;
            let mut held = readers.lock().map_err(|_| anyhow!("lock"))?;
            held.append(&mut connected);
            Ok(json!({ "type": "ready", "connected": held.len() }))
        }
        "window" => {
            tally
                .start
                .store(msg["start"].as_i64().context("start")?, Ordering::Relaxed);
            tally
                .end
                .store(msg["end"].as_i64().context("end")?, Ordering::Relaxed);
            Ok(json!({ "type": "window" }))
        }
        "report" => {
            let hist: Vec<u64> = tally.hist.iter().map(|h| h.load(Ordering::Relaxed)).collect();
            Ok(json!({
                "type": "report",
                "deliveries": tally.deliveries.load(Ordering::Relaxed),
                "trades": tally.trades.load(Ordering::Relaxed),
                "windowTrades": tally.window_trades.load(Ordering::Relaxed),
                "hist": hist,
            }))
        }
        "disconnect" => {
            let held = std::mem::take(&mut *readers.lock().map_err(|_| anyhow!("lock"))?);
            for reader in held {
                reader.abort();
            }
            Ok(json!({ "type": "closed" }))
        }
        other => bail!("unknown command {other}"),
    })
    .await
}
