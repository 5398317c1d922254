//! Order placement over HTTP, measured against a bare axum endpoint of the same shape in the same process and
//! run (docs/adr/0021-benchmarks.md).
//!
//! It starts the real application (temporary data folder, SQLite; PostgreSQL in a fresh database when
//! `MERCATO_BENCH_POSTGRES_URL` names a server) with many funded users, and beside it a bare axum server whose
//! one handler reads the same form, looks the token up in a `HashMap` and answers the same envelope. The same
//! load generator (N keep-alive connections, each sending its next order as soon as the last is answered) sends
//! non-crossing limit orders on BTC/USDT to each for a fixed time; then the real application again at half its
//! maximum rate, paced open-loop over as many connections, for latency measured from each request's scheduled
//! time. Before any number is printed it checks that every acknowledged order is in `spot_orders`, that nothing
//! else is, that nothing traded, and that `ledger verify` is clean.
//!
//! `cargo run --release -p mercato-server --example place_bench -- [--seconds 5] [--connections 32]
//! [--users 500] [--rate R]`; `--rate` paces at R orders/s instead of half the maximum, to compare two builds
//! at the same load (the half rate moves with each build's maximum).
//!
//! With `MERCATO_BENCH_TIMELINE=prefix`, the paced runs also write `prefix.mercato` and `prefix.bare`: one line per
//! order, the seconds from the start of the process at which it was due, its latency in milliseconds, and the
//! milliseconds after it was due at which its task started and at which it had a connection, to see whether slow
//! answers are spread out or come together in stalls, and whether the wait was the server's or the load
//! generator's. `prefix.origin` holds the monotonic clock's reading at the timeline's zero, to lay the timeline
//! over a trace of the same run (`perf record -k CLOCK_MONOTONIC`).

#[path = "support/fresh_database.rs"]
mod fresh_database;
use std::{
    collections::{HashMap, HashSet},
    sync::{
        Arc,
        atomic::{AtomicU64, Ordering},
    },
    time::{Duration, Instant},
};

use anyhow::{Context, Result, anyhow, bail};
use axum::serve::ListenerExt;
use axum::{
    Json, Router,
    body::Bytes,
    extract::State,
    http::{HeaderMap, header},
    routing::post,
};
use mercato::{AppState, Application, auth::session, config::Config, features::wallet, money, on_db, on_tx};
use serde_json::{Value, json};
use tokio::{net::TcpListener, sync::oneshot, task::JoinHandle};

const PATH: &str = "/api/coin/trade";
/// Every order is for 0.0002 BTC (200 lots of BTC/USDT's 6 decimals): 8 USDT at the highest bid.
const AMOUNT: &str = "0.0002";
const LOTS: i64 = 200;
/// Bids start at 40,000.00 and step down a cent per order of a user, asks start at 60,000.00 and step up, so
/// no order ever crosses and each user's orders have distinct prices.
const TOP_BID: i64 = 4_000_000;
const BOTTOM_ASK: i64 = 6_000_000;

struct Options {
    seconds: f64,
    warmup: f64,
    connections: usize,
    users: usize,
    /// Paces at this rate instead of half the measured maximum, to compare builds at the same load.
    rate: Option<f64>,
}

fn options() -> Result<Options> {
    let mut options = Options {
        seconds: 5.0,
        warmup: 1.0,
        connections: 32,
        users: 500,
        rate: None,
    };
    let mut args = std::env::args().skip(1);
    while let Some(flag) = args.next() {
        let value = args.next().with_context(|| format!("{flag} needs a value"))?;
        match flag.as_str() {
            "--seconds" => options.seconds = value.parse()?,
            "--warmup" => options.warmup = value.parse()?,
            "--connections" => options.connections = value.parse()?,
            "--users" => options.users = value.parse()?,
            "--rate" => options.rate = Some(value.parse()?),
            _ => bail!("unknown flag {flag} (--seconds, --warmup, --connections, --users, --rate)"),
        }
    }
    if options.seconds <= 0.0
        || options.connections == 0
        || options.users == 0
        || options.rate.is_some_and(|r| r <= 0.0)
    {
        bail!("--seconds, --connections, --users and --rate must be positive");
    }
    Ok(options)
}

/// One order the load generator sends: whose, which side (1 buy, 2 sell) and its price in ticks.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
struct Order {
    user: usize,
    side: i64,
    ticks: i64,
}

/// The `k`-th order overall: users take turns, and each user alternates bids and asks.
fn order(k: u64, users: usize) -> Order {
    let users = users as u64;
    let user = usize::try_from(k % users).unwrap_or(0);
    let step = i64::try_from(k / users).unwrap_or(i64::MAX);
    if step % 2 == 0 {
        Order {
            user,
            side: 1,
            ticks: TOP_BID - step / 2,
        }
    } else {
        Order {
            user,
            side: 2,
            ticks: BOTTOM_ASK + step / 2,
        }
    }
}

/// Where the load goes and with which tokens (the same users on both servers).
#[derive(Clone)]
struct Target {
    url: String,
    tokens: Arc<Vec<String>>,
}

/// Sends one order; answers whether it was acknowledged (HTTP 200 and an `ok` envelope).
async fn send(client: &reqwest::Client, target: &Target, o: Order) -> bool {
    let token = target.tokens.get(o.user).map_or("", String::as_str);
    let side = o.side.to_string();
    let price = money::format(o.ticks, money::Scale::new(2));
    let form = [
        ("currency_id", "1"),
        ("legal_id", "3"),
        ("type", side.as_str()),
        ("amount", AMOUNT),
        ("target_price", price.as_str()),
    ];
    let Ok(response) = client
        .post(&target.url)
        .header(header::AUTHORIZATION, token)
        .form(&form)
        .send()
        .await
    else {
        return false;
    };
    if response.status() != reqwest::StatusCode::OK {
        return false;
    }
    match response.json::<Value>().await {
        Ok(body) => body["type"] == "ok",
        Err(_) => false,
    }
}

/// What a run sent: the orders acknowledged, how many were not, and how many completed in the measured window.
#[derive(Default)]
struct Run {
    acked: Vec<Order>,
    failed: u64,
    measured: u64,
}

/// N connections, each sending its next order as soon as the last one is answered, for `warmup` seconds
/// (not counted) and then `seconds` seconds.
async fn closed_loop(
    client: &reqwest::Client,
    target: &Target,
    next: &Arc<AtomicU64>,
    o: &Options,
) -> Result<Run> {
    let start = Instant::now();
    let window = start + Duration::from_secs_f64(o.warmup);
    let end = window + Duration::from_secs_f64(o.seconds);
    let mut workers: Vec<JoinHandle<Run>> = Vec::new();
    for _ in 0..o.connections {
        let (client, target, next, users) = (client.clone(), target.clone(), next.clone(), o.users);
        workers.push(tokio::spawn(async move {
            let mut run = Run::default();
            while Instant::now() < end {
                let k = next.fetch_add(1, Ordering::Relaxed);
                let o = order(k, users);
                if send(&client, &target, o).await {
                    run.acked.push(o);
                    let done = Instant::now();
                    if done >= window && done < end {
                        run.measured += 1;
                    }
                } else {
                    run.failed += 1;
                }
            }
            run
        }));
    }
    let mut total = Run::default();
    for worker in workers {
        let run = worker.await?;
        total.acked.extend(run.acked);
        total.failed += run.failed;
        total.measured += run.measured;
    }
    Ok(total)
}

/// One paced order: whether it was acknowledged, and how long after it was due its task started, it had a
/// connection and its answer arrived.
struct Paced {
    order: Order,
    ok: bool,
    latency: Duration,
    started: Duration,
    connected: Duration,
    due: Duration,
}

/// Orders sent at a fixed `rate` for `warmup` seconds (sent and checked, not measured) and then `seconds`
/// seconds, each when it is due whatever the others are doing; each latency runs from when the order was due to
/// when its answer arrived. The warm-up is the closed loop's: the first paced orders also paid for every
/// session read again after the previous run's pause, a cold start rather than the rate being measured. They go
/// over at most `connections` connections, as the closed loop's: an order that finds them all busy waits for
/// one, and the wait counts in its latency. Opening a connection for every order that would otherwise wait made
/// a short stall grow into a collapse, hundreds of new connections in a second, which measured the load
/// generator more than the server.
async fn open_loop(
    client: &reqwest::Client,
    target: &Target,
    next: &Arc<AtomicU64>,
    o: &Options,
    rate: f64,
    label: &str,
) -> Result<(Run, Vec<Duration>, Vec<Duration>)> {
    let users = o.users;
    let connections = Arc::new(tokio::sync::Semaphore::new(o.connections));
    let start = tokio::time::Instant::now();
    let unmeasured = (rate * o.warmup) as u64;
    let count = unmeasured + (rate * o.seconds) as u64;
    let mut sent: Vec<JoinHandle<Paced>> = Vec::new();
    for i in 0..count {
        let due = start + Duration::from_secs_f64(i as f64 / rate);
        tokio::time::sleep_until(due).await;
        let (client, target, connections) = (client.clone(), target.clone(), connections.clone());
        let o = order(next.fetch_add(1, Ordering::Relaxed), users);
        sent.push(tokio::spawn(async move {
            let started = due.elapsed();
            let permit = connections.acquire().await;
            let connected = due.elapsed();
            let ok = match permit {
                Ok(_connection) => send(&client, &target, o).await,
                Err(_) => false,
            };
            Paced {
                order: o,
                ok,
                latency: due.elapsed(),
                started,
                connected,
                due: due.into_std() - *BEGIN.get_or_init(std::time::Instant::now),
            }
        }));
    }
    let mut run = Run::default();
    let mut latencies = Vec::with_capacity(sent.len());
    let mut served = Vec::with_capacity(sent.len());
    let mut timeline = String::new();
    for (i, request) in sent.into_iter().enumerate() {
        let Paced {
            order: o,
            ok,
            latency,
            started,
            connected,
            due,
        } = request.await?;
        let measured = i as u64 >= unmeasured;
        if measured {
            let ms = |d: Duration| d.as_secs_f64() * 1e3;
            timeline.push_str(&format!(
                "{:.4} {:.3} {:.3} {:.3}\n",
                due.as_secs_f64(),
                ms(latency),
                ms(started),
                ms(connected)
            ));
        }
        if !ok {
            run.failed += 1;
            continue;
        }
        run.acked.push(o);
        if measured {
            run.measured += 1;
            latencies.push(latency);
            served.push(latency.saturating_sub(connected));
        }
    }
    latencies.sort_unstable();
    served.sort_unstable();
    if let Ok(path) = std::env::var("MERCATO_BENCH_TIMELINE") {
        std::fs::write(format!("{path}.{label}"), timeline)?;
        std::fs::write(
            format!("{path}.origin"),
            format!("{:?}\n", BEGIN.get_or_init(std::time::Instant::now)),
        )?;
    }
    Ok((run, latencies, served))
}

/// The reference: the same form read, a token looked up in memory, the same envelope answered.
async fn bare_trade(
    State(tokens): State<Arc<HashMap<String, i64>>>,
    headers: HeaderMap,
    body: Bytes,
) -> Json<Value> {
    let refuse = |code: &str| Json(json!({ "type": "error", "error": code, "message": code }));
    let token = headers
        .get(header::AUTHORIZATION)
        .and_then(|v| v.to_str().ok())
        .map(str::trim)
        .unwrap_or_default();
    if !tokens.contains_key(token) {
        return refuse("999");
    }
    let Ok(pairs) = serde_urlencoded::from_bytes::<Vec<(String, String)>>(&body) else {
        return refuse("invalid_params");
    };
    let field = |name: &str| pairs.iter().find(|(k, _)| k == name).map(|(_, v)| v.as_str());
    let int = |name: &str| field(name).and_then(|v| v.trim().parse::<i64>().ok());
    let decimal = |name: &str| {
        field(name)
            .and_then(|v| money::parse(v, money::Scale::USDT))
            .filter(|v| *v > 0)
    };
    let valid = int("currency_id").is_some()
        && int("legal_id").is_some()
        && matches!(int("type"), Some(1 | 2))
        && decimal("amount").is_some()
        && decimal("target_price").is_some();
    if !valid {
        return refuse("invalid_params");
    }
    Json(json!({ "type": "ok", "message": "Order placed" }))
}

/// A fresh database on the PostgreSQL server named by `MERCATO_BENCH_POSTGRES_URL`, or "" for SQLite.
async fn database_url() -> Result<String> {
    fresh_database::database_url("MERCATO_BENCH_POSTGRES_URL", "mercato_bench").await
}

/// Users with the demo faucet's funds and a session each: (user id, token).
async fn funded_users(app: &AppState, n: usize) -> Result<Vec<(i64, String)>> {
    let now = mercato::clock::Clock::system().now_ms();
    let mut users = Vec::with_capacity(n);
    for chunk in (0..n).collect::<Vec<_>>().chunks(100) {
        let mut tx = app.db.begin().await?;
        for i in chunk {
            let email = format!("bench{i}@example.com");
            let id = on_tx!(&mut tx, c => sqlx::query_scalar::<_, mercato::ids::UserId>(
                "INSERT INTO users (account, register_type, email, password_hash, invite_code, created_at, \
                 updated_at) VALUES ($1, 'email', $1, '!', $2, $3, $3) RETURNING id",
            )
            .bind(&email)
            .bind(format!("BENCH{i:05}"))
            .bind(now)
            .fetch_one(c)
            .await)?;
            let legs = wallet::service::faucet_legs(app, id)
                .await
                .map_err(|e| anyhow!("faucet: {e:?}"))?;
            wallet::service::pay_faucet(&mut tx, id, legs, now)
                .await
                .map_err(|e| anyhow!("faucet: {e:?}"))?;
            let token = session::create(app, &mut tx, id, "127.0.0.1", "place-bench")
                .await
                .map_err(|e| anyhow!("session: {e:?}"))?;
            users.push((id.get(), token));
        }
        tx.commit().await?;
    }
    Ok(users)
}

/// What is wrong with the database after the runs, if anything.
async fn problems(
    app: &AppState,
    users: &[(i64, String)],
    acked: &[Order],
    failed: u64,
) -> Result<Vec<String>> {
    let mut found = Vec::new();
    if failed > 0 {
        found.push(format!("{failed} orders were not acknowledged"));
    }
    let rows: Vec<(i64, i64, i64, i64, i64, i64)> = on_db!(&app.db, c => sqlx::query_as(
        "SELECT user_id, side, order_type, price, qty, status FROM spot_orders",
    )
    .fetch_all(c)
    .await)?;
    let ids: HashMap<i64, usize> = users.iter().enumerate().map(|(i, (id, _))| (*id, i)).collect();
    let mut stored: HashSet<Order> = HashSet::with_capacity(rows.len());
    for (user_id, side, order_type, price, qty, status) in rows {
        let Some(&user) = ids.get(&user_id) else {
            found.push(format!("an order of unknown user {user_id}"));
            continue;
        };
        if order_type != 1 || qty != LOTS || status != 1 {
            found.push(format!(
                "order of user {user_id} at {price}: type {order_type}, {qty} lots, status {status}"
            ));
        }
        if !stored.insert(Order {
            user,
            side,
            ticks: price,
        }) {
            found.push(format!("user {user_id} has two orders at {price}"));
        }
    }
    let missing = acked.iter().filter(|o| !stored.contains(o)).count();
    if missing > 0 {
        found.push(format!("{missing} acknowledged orders are not in spot_orders"));
    }
    if stored.len() != acked.len() {
        found.push(format!(
            "{} orders stored for {} acknowledged",
            stored.len(),
            acked.len()
        ));
    }
    let trades: i64 = on_db!(&app.db, c => sqlx::query_scalar("SELECT COUNT(*) FROM spot_trades")
        .fetch_one(c)
        .await)?;
    if trades != 0 {
        found.push(format!("{trades} trades, but no order crosses"));
    }
    let report = mercato::ledger::verify::verify(&app.db).await?;
    found.extend(report.problems.into_iter().map(|p| format!("ledger: {p}")));
    Ok(found)
}

fn percentile(sorted: &[Duration], q: f64) -> Duration {
    let at = ((sorted.len().saturating_sub(1)) as f64 * q).round() as usize;
    sorted.get(at).copied().unwrap_or_default()
}

fn ms(d: Duration) -> f64 {
    d.as_secs_f64() * 1000.0
}

static BEGIN: std::sync::OnceLock<std::time::Instant> = std::sync::OnceLock::new();

#[tokio::main]
async fn main() -> Result<()> {
    BEGIN.get_or_init(std::time::Instant::now);
    let o = options()?;
    let dir = tempfile::tempdir()?;
    let mut config = Config::default();
    config.server.data_dir = dir.path().to_path_buf();
    config.server.demo = true;
    config.database.url = database_url().await?;
    config.market.feed = "none".into();
    config.market.maker = Some(false);
    config.market.history = Some(false);
    // The benchmark measures placement itself, so each user's order budget is out of its way.
    config.limits.orders_per_window = u32::MAX;
    let database = if config.database.url.is_empty() {
        "SQLite"
    } else {
        "PostgreSQL"
    };

    let listener = TcpListener::bind("127.0.0.1:0").await?;
    let app = Application::build(config, listener).await?;
    let ours_url = format!("http://{}{PATH}", app.local_addr()?);
    let state = app.state().clone();
    let (stop, stopped) = oneshot::channel::<()>();
    let served = tokio::spawn(app.run(async move {
        let _ = stopped.await;
    }));

    let users = funded_users(&state, o.users).await?;
    let tokens: Arc<Vec<String>> = Arc::new(users.iter().map(|(_, t)| t.clone()).collect());
    let by_token: HashMap<String, i64> = users.iter().map(|(id, t)| (t.clone(), *id)).collect();
    let bare = Router::new()
        .route(PATH, post(bare_trade))
        .with_state(Arc::new(by_token));
    let bare_listener = TcpListener::bind("127.0.0.1:0").await?;
    let bare_url = format!("http://{}{PATH}", bare_listener.local_addr()?);
    // As the application's listener does.
    let bare_listener = bare_listener.tap_io(|tcp| {
        let _ = tcp.set_nodelay(true);
    });
    let bare_served = tokio::spawn(async move { axum::serve(bare_listener, bare).await });

    let client = reqwest::Client::builder()
        .pool_max_idle_per_host(o.connections * 4)
        .build()?;
    let ours = Target {
        url: ours_url,
        tokens: tokens.clone(),
    };
    let reference = Target {
        url: bare_url,
        tokens,
    };
    let ours_next = Arc::new(AtomicU64::new(0));
    eprintln!("place over HTTP: measuring mercato at its maximum");
    let max = closed_loop(&client, &ours, &ours_next, &o).await?;
    eprintln!("place over HTTP: measuring the bare endpoint");
    let bare_run = closed_loop(&client, &reference, &Arc::new(AtomicU64::new(0)), &o).await?;
    let ours_rate = max.measured as f64 / o.seconds;
    let bare_rate = bare_run.measured as f64 / o.seconds;
    let (pace, paced_at) = match o.rate {
        Some(rate) => (rate, "the given rate"),
        None => (ours_rate / 2.0, "half rate"),
    };
    if pace < 1.0 {
        bail!("too few orders a second to pace at ({pace:.1}/s; the maximum was {ours_rate:.1}/s)");
    }
    eprintln!("place over HTTP: measuring mercato at {paced_at}");
    let (paced, latencies, answered) = open_loop(&client, &ours, &ours_next, &o, pace, "mercato").await?;
    // The same paced load on the bare endpoint: the latency the load generator and this machine add by themselves.
    eprintln!("place over HTTP: measuring the bare endpoint at the same rate");
    let (bare_paced, bare_latencies, _) = open_loop(
        &client,
        &reference,
        &Arc::new(AtomicU64::new(0)),
        &o,
        pace,
        "bare",
    )
    .await?;

    let mut acked = max.acked;
    acked.extend(paced.acked);
    let found = problems(&state, &users, &acked, max.failed + paced.failed).await?;
    let _ = stop.send(());
    served.await??;
    bare_served.abort();
    if bare_run.failed + bare_paced.failed > 0 {
        bail!(
            "the bare endpoint refused {} requests; no numbers are reported",
            bare_run.failed + bare_paced.failed
        );
    }
    if !found.is_empty() {
        bail!(
            "place over HTTP: the run is not correct; no numbers are reported:\n  {}",
            found.join("\n  ")
        );
    }
    println!(
        "place over HTTP verified ({database}): {} acknowledged orders all in spot_orders, none else, ledger clean",
        acked.len()
    );
    println!(
        "place over HTTP max ({} connections, {} s each): mercato {ours_rate:.0} orders/s, bare axum {bare_rate:.0} \
         requests/s, ratio {:.3}x (goal >= 0.25x)",
        o.connections,
        o.seconds,
        ours_rate / bare_rate
    );
    println!(
        "place over HTTP at {} ({pace:.0} orders/s open loop, {} s, {} orders): p50 {:.2} ms, p99 {:.2} ms \
         (goal <= 10 ms), of which from a connection to the answer p99 {:.2} ms; bare axum at the same rate: p50 \
         {:.2} ms, p99 {:.2} ms",
        paced_at,
        o.seconds,
        latencies.len(),
        ms(percentile(&latencies, 0.50)),
        ms(percentile(&latencies, 0.99)),
        ms(percentile(&answered, 0.99)),
        ms(percentile(&bare_latencies, 0.50)),
        ms(percentile(&bare_latencies, 0.99))
    );
    Ok(())
}
