//! Three nodes behind HAProxy on PostgreSQL and Redis (the cluster tests' harness, with the release binary named by
//! `MERCATO_BIN`), measured against themselves in the same run (docs/adr/0021-benchmarks.md):
//!
//! - placement through the load balancer against placement on the owner directly: the same closed-loop load (one
//!   keep-alive connection per user, non-crossing bids at prices of their own) for the same time; every
//!   acknowledged order is checked to be stored once before anything is printed;
//! - fan-out of `market_trade` to the same socket clients all on one node against spread over the three (the
//!   cost of the Redis adapter): a fixed rate of crossing orders on the owner, trades delivered per second and
//!   delivery latency (receive time minus the trade's `ts`).
//!
//! `MERCATO_BIN=target/release/mercato MERCATO_TEST_POSTGRES_URL=… cargo run --release -p mercato-server
//! --example cluster_bench -- [--seconds 5] [--connections 16] [--clients 1000] [--rate 40]`
#![allow(clippy::unwrap_used, clippy::expect_used)]

#[path = "../tests/cluster/harness.rs"]
#[allow(dead_code)]
mod harness;

use std::{
    collections::HashSet,
    sync::{
        Arc, Mutex,
        atomic::{AtomicBool, AtomicU64, Ordering},
    },
    time::{Duration, Instant, SystemTime, UNIX_EPOCH},
};

use futures_util::{SinkExt, StreamExt};
use harness::Cluster;
use serde_json::Value;
use tokio::task::JoinSet;
use tokio_tungstenite::tungstenite::Message;

fn flag(name: &str, fallback: f64) -> f64 {
    let args: Vec<String> = std::env::args().collect();
    args.iter()
        .position(|a| a == &format!("--{name}"))
        .and_then(|i| args.get(i + 1))
        .and_then(|v| v.parse().ok())
        .unwrap_or(fallback)
}

fn now_ms() -> i64 {
    i64::try_from(SystemTime::now().duration_since(UNIX_EPOCH).unwrap().as_millis()).unwrap()
}

/// Closed-loop placement against `base` for `seconds`: each user's orders on one connection, one at a time.
/// Answers the acknowledged prices (in cents) and the rate.
async fn place(base: &str, users: &[String], start_cents: i64, seconds: f64) -> (Vec<i64>, f64) {
    let stop = Arc::new(AtomicBool::new(false));
    let acked = Arc::new(Mutex::new(Vec::new()));
    let mut lanes = JoinSet::new();
    for (lane, token) in users.iter().enumerate() {
        let (base, token, stop, acked) = (base.to_string(), token.clone(), stop.clone(), acked.clone());
        lanes.spawn(async move {
            let http = reqwest::Client::builder()
                .pool_max_idle_per_host(1)
                .build()
                .unwrap();
            let mut n = 0i64;
            while !stop.load(Ordering::Relaxed) {
                n += 1;
                let cents = start_cents - i64::try_from(lane).unwrap() * 10_000 - n;
                let price = format!("{}.{:02}", cents / 100, cents % 100);
                let form = [
                    ("currency_id", "1"),
                    ("legal_id", "3"),
                    ("type", "1"),
                    ("amount", "0.0002"),
                    ("target_price", price.as_str()),
                ];
                let answer = http
                    .post(format!("{base}/api/coin/trade"))
                    .header("authorization", &token)
                    .form(&form)
                    .send()
                    .await;
                match answer {
                    Ok(answer) => match answer.json::<Value>().await {
                        Ok(body) if body["type"] == "ok" => acked.lock().unwrap().push(cents),
                        Ok(body) => assert!(
                            body["error"] == "market_unavailable",
                            "an order was refused: {body}"
                        ),
                        Err(err) => panic!("unreadable answer: {err}"),
                    },
                    Err(err) => panic!("no answer: {err}"),
                }
            }
        });
    }
    let started = Instant::now();
    tokio::time::sleep(Duration::from_secs_f64(seconds)).await;
    stop.store(true, Ordering::Relaxed);
    while lanes.join_next().await.is_some() {}
    let elapsed = started.elapsed().as_secs_f64();
    let acked = acked.lock().unwrap().clone();
    let rate = acked.len() as f64 / elapsed;
    (acked, rate)
}

/// What the socket clients saw during one run.
#[derive(Default)]
struct Seen {
    trades: AtomicU64,
    latencies: Mutex<Vec<i64>>,
}

/// Connects one thin socket.io client to `base`, subscribed to BTC/USDT trades; counts the trades it receives.
async fn client(base: String, seen: Arc<Seen>, ready: Arc<AtomicU64>, stop: Arc<AtomicBool>) {
    let url = format!(
        "{}/socket.io/?EIO=4&transport=websocket",
        base.replacen("http://", "ws://", 1)
    );
    let Ok((mut ws, _)) = tokio_tungstenite::connect_async(url.as_str()).await else {
        return;
    };
    while !stop.load(Ordering::Relaxed) {
        let Ok(Some(Ok(message))) = tokio::time::timeout(Duration::from_millis(500), ws.next()).await else {
            continue;
        };
        let Message::Text(text) = message else { continue };
        let text = text.as_str();
        if text == "2" {
            let _ = ws.send(Message::text("3")).await;
        } else if text.starts_with("40") {
            let _ = ws
                .send(Message::text(r#"42["subscribe",["market_trade:BTC/USDT"]]"#))
                .await;
        } else if text.starts_with('0') {
            let _ = ws.send(Message::text("40")).await;
        } else if text.starts_with(r#"42["subscribe_result""#) {
            ready.fetch_add(1, Ordering::Relaxed);
        } else if let Some(body) = text.strip_prefix(r#"42["market_trade","#) {
            let received = now_ms();
            if let Ok(payload) = serde_json::from_str::<Value>(body.trim_end_matches(']')) {
                let items = payload["data"].as_array().cloned().unwrap_or_default();
                seen.trades.fetch_add(items.len() as u64, Ordering::Relaxed);
                let mut latencies = seen.latencies.lock().unwrap();
                latencies.extend(
                    items
                        .iter()
                        .filter_map(|t| t["ts"].as_i64())
                        .map(|ts| received - ts),
                );
            }
        }
    }
}

fn percentile(sorted: &[i64], p: f64) -> i64 {
    if sorted.is_empty() {
        return 0;
    }
    let at = ((sorted.len() - 1) as f64 * p).round() as usize;
    sorted[at]
}

/// One fan-out run: `clients` sockets on `bases` (round robin), trades at `rate` a second for `seconds`.
async fn fanout(
    cluster: &Cluster,
    bases: &[String],
    owner: &str,
    tokens: (&str, &str),
    clients: usize,
    rate: f64,
    seconds: f64,
) -> (f64, i64, i64, u64) {
    let seen = Arc::new(Seen::default());
    let ready = Arc::new(AtomicU64::new(0));
    let stop = Arc::new(AtomicBool::new(false));
    let mut sockets = JoinSet::new();
    for i in 0..clients {
        sockets.spawn(client(
            bases[i % bases.len()].clone(),
            seen.clone(),
            ready.clone(),
            stop.clone(),
        ));
    }
    let waited = Instant::now();
    while ready.load(Ordering::Relaxed) < clients as u64 && waited.elapsed() < Duration::from_secs(60) {
        tokio::time::sleep(Duration::from_millis(100)).await;
    }
    let (seller, buyer) = tokens;
    let orders = (rate * seconds) as usize;
    // Resting asks, one per trade to come, then buys that each take one.
    for _ in 0..orders {
        let form = [
            ("currency_id", "1"),
            ("legal_id", "3"),
            ("type", "2"),
            ("amount", "0.0002"),
            ("target_price", "70000"),
        ];
        cluster.post(owner, "/coin/trade", Some(seller), &form).await;
    }
    let before = seen.trades.load(Ordering::Relaxed);
    let started = Instant::now();
    let mut sent = 0u64;
    for k in 0..orders {
        let due = Duration::from_secs_f64(k as f64 / rate);
        if let Some(wait) = due.checked_sub(started.elapsed()) {
            tokio::time::sleep(wait).await;
        }
        let form = [
            ("currency_id", "1"),
            ("legal_id", "3"),
            ("type", "1"),
            ("amount", "0.0002"),
            ("target_price", "70000"),
        ];
        if cluster.post(owner, "/coin/trade", Some(buyer), &form).await["type"] == "ok" {
            sent += 1;
        }
    }
    // Let the last trades arrive, then stop the clients.
    let expected = before + sent * clients as u64;
    let settle = Instant::now();
    while seen.trades.load(Ordering::Relaxed) < expected && settle.elapsed() < Duration::from_secs(10) {
        tokio::time::sleep(Duration::from_millis(50)).await;
    }
    let elapsed = started.elapsed().as_secs_f64();
    stop.store(true, Ordering::Relaxed);
    while sockets.join_next().await.is_some() {}
    let delivered = seen.trades.load(Ordering::Relaxed) - before;
    let mut lat = seen.latencies.lock().unwrap().clone();
    lat.sort_unstable();
    (
        delivered as f64 / elapsed,
        percentile(&lat, 0.5),
        percentile(&lat, 0.99),
        expected - before,
    )
}

#[tokio::main]
async fn main() {
    let seconds = flag("seconds", 5.0);
    let connections = flag("connections", 16.0) as usize;
    let clients = flag("clients", 1000.0) as usize;
    let skip_fanout = flag("clients", 1000.0) == 0.0;
    let rate = flag("rate", 40.0);
    let cluster = Cluster::start_with(
        &["a", "b", "c"],
        &[("MERCATO__LIMITS__ORDERS_PER_WINDOW", "100000000")],
    )
    .await;
    let (owner, _) = cluster.owner(Duration::from_secs(20)).await;
    // Enough demo funds that no run is cut short by a balance.
    cluster
        .exec("UPDATE rules SET value = 'USDT:10000000,BTC:100' WHERE product = 'wallet' AND key = 'demo_faucet'")
        .await;
    let owner_base = cluster.nodes[owner].base();
    let mut users = Vec::new();
    for i in 0..connections {
        users.push(cluster.signed_up(&format!("bench{i}@example.com"), owner).await);
    }

    let (direct, direct_rate) = place(&owner_base, &users, 4_000_000, seconds).await;
    let follower = cluster.nodes[(owner + 1) % cluster.nodes.len()].base();
    let (forwarded, follower_rate) = place(&follower, &users, 3_500_000, seconds).await;
    let (through, lb_rate) = place(&cluster.lb(), &users, 3_000_000, seconds).await;
    let acked: Vec<i64> = direct
        .iter()
        .chain(forwarded.iter())
        .chain(through.iter())
        .copied()
        .collect();
    let unique: HashSet<i64> = acked.iter().copied().collect();
    assert_eq!(unique.len(), acked.len(), "no price acknowledged twice");
    let stored = cluster
        .query_i64(
            "SELECT COUNT(*) FROM spot_orders o JOIN users u ON u.id = o.user_id WHERE u.email LIKE 'bench%'",
        )
        .await;
    assert_eq!(
        stored,
        acked.len() as i64,
        "every acknowledged order is stored, and nothing else"
    );
    println!(
        "placement: owner directly {direct_rate:.0} orders/s, through a follower {follower_rate:.0} orders/s ({:.3}x), through HAProxy {lb_rate:.0} orders/s: {:.3}x (goal >= 0.7x)",
        follower_rate / direct_rate,
        lb_rate / direct_rate
    );

    if skip_fanout {
        return;
    }
    let seller = cluster.signed_up("seller@example.com", owner).await;
    let buyer = cluster.signed_up("buyer@example.com", owner).await;
    let all: Vec<String> = cluster.nodes.iter().map(harness::Node::base).collect();
    let one = vec![owner_base.clone()];
    // A first, unmeasured run lets the owner settle after the placement runs (their resting orders, its caches).
    fanout(&cluster, &one, &owner_base, (&seller, &buyer), clients, rate, 2.0).await;
    let mut runs = Vec::new();
    for bases in [&one, &all] {
        let run = fanout(
            &cluster,
            bases,
            &owner_base,
            (&seller, &buyer),
            clients,
            rate,
            seconds,
        )
        .await;
        runs.push(run);
    }
    let [
        (one_rate, one_p50, one_p99, one_expected),
        (all_rate, all_p50, all_p99, all_expected),
    ] = runs[..]
    else {
        unreachable!("two runs")
    };
    println!(
        "fan-out to {clients} clients at {rate} trades/s: one node {one_rate:.0} trades delivered/s (p50 {one_p50} ms, p99 {one_p99} ms, {one_expected} expected), three nodes {all_rate:.0}/s (p50 {all_p50} ms, p99 {all_p99} ms, {all_expected} expected): {:.3}x (goal >= 0.5x)",
        all_rate / one_rate
    );
    let (clean, report) = cluster.verify_ledger();
    assert!(clean, "{report}");
}
