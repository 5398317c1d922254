//! Copy trading at scale (docs/adr/0046-copy-trading.md), measured against plain position opens in the same
//! process and run (docs/adr/0021-benchmarks.md).
//!
//! It starts the real application (temporary data folder, SQLite; PostgreSQL in a fresh database when
//! `MERCATO_BENCH_POSTGRES_URL` names a server), records a BTC/USDT mark, and first has `--plain` users open one
//! contract position each through the contracts' calls, 32 at a time: the reference rate. Then one approved trader
//! with `--followers` followers (fixed multiple 1) opens a position, and the step that opens every copy is timed
//! until the risk task has handled it; the trader then closes and the copies close with it. Before any number is
//! printed it checks that every follower holds exactly one copy at the trader's price and mark second, that every
//! copy closed at the trader's close mark, and that `ledger verify` is clean.
//!
//! `cargo run --release -p mercato-server --example copy_bench -- [--followers 10000] [--plain 2000]`

#[path = "support/fresh_database.rs"]
mod fresh_database;
use std::time::Instant;

use anyhow::{Context, Result, anyhow, bail};
use futures_util::StreamExt;
use mercato::{
    AppState, Application,
    config::Config,
    features::lever::{dto::SubmitInput, service as lever},
    i18n::Lang,
    ids::{AssetId, UserId},
    ledger::{self, AccountKind, Leg, Owner, Posting, SystemRole, TxKind},
    on_db, on_tx,
};
use tokio::{net::TcpListener, sync::oneshot};

const BTC_MARKET: i64 = 1;
const USDT: AssetId = AssetId(3);

fn options() -> Result<(usize, usize)> {
    let (mut followers, mut plain) = (10_000, 2_000);
    let mut args = std::env::args().skip(1);
    while let Some(flag) = args.next() {
        let value: usize = args
            .next()
            .with_context(|| format!("{flag} needs a value"))?
            .parse()?;
        match flag.as_str() {
            "--followers" => followers = value,
            "--plain" => plain = value,
            _ => bail!("unknown flag {flag} (--followers, --plain)"),
        }
    }
    if followers == 0 || plain == 0 {
        bail!("--followers and --plain must be positive");
    }
    Ok((followers, plain))
}

/// `n` users whose contract accounts hold 1 000 USDT from the demo faucet.
async fn users(app: &AppState, prefix: &str, n: usize) -> Result<Vec<UserId>> {
    let now = app.clock.now_ms();
    let mut ids = Vec::with_capacity(n);
    for chunk in (0..n).collect::<Vec<_>>().chunks(500) {
        let mut tx = app.db.begin().await?;
        for i in chunk {
            let email = format!("{prefix}{i}@example.com");
            let id = on_tx!(&mut tx, c => sqlx::query_scalar::<_, UserId>(
                "INSERT INTO users (account, register_type, email, password_hash, invite_code, created_at, \
                 updated_at) VALUES ($1, 'email', $1, '!', $2, $3, $3) RETURNING id",
            )
            .bind(&email)
            .bind(format!("{}{i:06}", prefix.to_uppercase()))
            .bind(now)
            .fetch_one(c)
            .await)?;
            let amount = 1_000 * 100_000_000;
            ledger::post(
                &mut tx,
                &Posting {
                    kind: TxKind::Faucet,
                    reference: "copy_bench",
                    memo: "bench funds",
                    idempotency_key: None,
                    legs: vec![
                        Leg::available(Owner::System(SystemRole::Faucet), USDT, -amount),
                        Leg::available(Owner::User(id, AccountKind::Lever), USDT, amount),
                    ],
                    now,
                },
            )
            .await
            .map_err(|e| anyhow!("funds: {e:?}"))?;
            ids.push(id);
        }
        tx.commit().await?;
    }
    Ok(ids)
}

async fn mark(app: &AppState, usdt: i64) -> Result<()> {
    let ts = app.clock.now_ms() / 1000 * 1000;
    mercato::market::index::record(&app.market_ctx, ts, "bench", &[(BTC_MARKET, usdt * 100_000_000)]).await?;
    Ok(())
}

async fn open(app: &AppState, user: UserId, lots: i64) -> Result<()> {
    let input = SubmitInput {
        currency_id: BTC_MARKET,
        legal_id: USDT,
        side: 1,
        share: lots,
        multiple: 10,
        status: Some(1),
        target_price: String::new(),
        target_profit_price: String::new(),
        stop_loss_price: String::new(),
        coupon_id: None,
    };
    lever::submit(app, Lang::En, (user, 0), input, None)
        .await
        .map(|_| ())
        .map_err(|e| anyhow!("open refused: {}", e.code.as_str()))
}

async fn count(app: &AppState, sql: &str) -> Result<i64> {
    Ok(
        on_db!(&app.db, c => sqlx::query_scalar::<_, i64>(sqlx::AssertSqlSafe(sql.to_string())).fetch_one(c).await)?,
    )
}

#[tokio::main]
async fn main() -> Result<()> {
    let (followers, plain) = options()?;
    let dir = tempfile::tempdir()?;
    let mut config = Config::default();
    config.server.data_dir = dir.path().to_path_buf();
    config.server.demo = true;
    config.database.url = fresh_database::database_url("MERCATO_BENCH_POSTGRES_URL", "mercato_bench").await?;
    config.market.feed = "none".into();
    config.market.maker = Some(false);
    config.market.history = Some(false);
    config.limits.orders_per_window = u32::MAX;
    let database = if config.database.url.is_empty() {
        "SQLite"
    } else {
        "PostgreSQL"
    };
    let listener = TcpListener::bind("127.0.0.1:0").await?;
    let app = Application::build(config, listener).await?;
    let state = app.state().clone();
    let (stop, stopped) = oneshot::channel::<()>();
    let served = tokio::spawn(app.run(async move {
        let _ = stopped.await;
    }));

    eprintln!("copy bench: {plain} plain users, {followers} followers");
    let plain_users = users(&state, "plain", plain).await?;
    let trader = users(&state, "trader", 1).await?[0];
    let follower_ids = users(&state, "follower", followers).await?;
    let mut tx = state.db.begin().await?;
    on_tx!(&mut tx, c => sqlx::query("INSERT INTO traders (user_id, status, applied_at) VALUES ($1, 2, 0)")
        .bind(trader)
        .execute(c)
        .await
        .map(|_| ()))?;
    for f in &follower_ids {
        on_tx!(&mut tx, c => sqlx::query(
            "INSERT INTO follows (follower_id, trader_id, kind, number, active, created_at, updated_at) \
             VALUES ($1, $2, 1, 100, 1, 0, 0)",
        )
        .bind(f)
        .bind(trader)
        .execute(c)
        .await
        .map(|_| ()))?;
    }
    tx.commit().await?;

    mark(&state, 50_000).await?;
    let started = Instant::now();
    let results: Vec<Result<()>> =
        futures_util::stream::iter(plain_users.iter().map(|u| open(&state, *u, 1)))
            .buffer_unordered(32)
            .collect()
            .await;
    let plain_secs = started.elapsed().as_secs_f64();
    if let Some(err) = results.into_iter().find_map(Result::err) {
        bail!("a plain open failed: {err}");
    }

    mark(&state, 50_000).await?;
    let started = Instant::now();
    open(&state, trader, 1).await?;
    let answered = started.elapsed();
    state.lever.settled().await.map_err(|e| anyhow!("{e:?}"))?;
    let copy_secs = started.elapsed().as_secs_f64();

    mark(&state, 50_500).await?;
    let trader_position = count(
        &state,
        &format!(
            "SELECT id FROM lever_positions WHERE user_id = {} AND status = 1",
            trader.get()
        ),
    )
    .await?;
    let started = Instant::now();
    lever::close(&state, Lang::En, trader, trader_position)
        .await
        .map_err(|e| anyhow!("close refused: {}", e.code.as_str()))?;
    state.lever.settled().await.map_err(|e| anyhow!("{e:?}"))?;
    let close_secs = started.elapsed().as_secs_f64();

    let t = format!("(SELECT {{}} FROM lever_positions WHERE id = {trader_position})");
    let same = |col: &str| t.replace("{}", col);
    let opened_same = count(
        &state,
        &format!(
            "SELECT COUNT(*) FROM lever_positions WHERE copy_of = {trader_position} \
             AND open_price = {} AND open_ts = {}",
            same("open_price"),
            same("open_ts")
        ),
    )
    .await?;
    let closed_same = count(
        &state,
        &format!(
            "SELECT COUNT(*) FROM lever_positions WHERE copy_of = {trader_position} AND status = 3 \
             AND close_mark = {} AND close_ts = {}",
            same("close_mark"),
            same("close_ts")
        ),
    )
    .await?;
    let report = mercato::ledger::verify::verify(&state.db).await?;
    let _ = stop.send(());
    served.await??;
    let mut problems = Vec::new();
    if opened_same != followers as i64 {
        problems.push(format!(
            "{opened_same} of {followers} copies opened at the trader's price and mark"
        ));
    }
    if closed_same != followers as i64 {
        problems.push(format!(
            "{closed_same} of {followers} copies closed at the trader's mark"
        ));
    }
    problems.extend(report.problems.into_iter().map(|p| format!("ledger: {p}")));
    if !problems.is_empty() {
        bail!("copy bench found problems:\n{}", problems.join("\n"));
    }
    let plain_rate = plain as f64 / plain_secs;
    let copy_rate = followers as f64 / copy_secs;
    println!("copy trading on {database}: {followers} followers");
    println!("  plain opens (32 at a time)   {plain_rate:>9.0}/s");
    println!(
        "  copies opened in one step    {copy_rate:>9.0}/s  ratio {:.2} (goal >= 0.5)",
        copy_rate / plain_rate
    );
    println!(
        "  the trader's open answered in {:.1} ms; every copy open after {copy_secs:.2} s",
        answered.as_secs_f64() * 1000.0
    );
    println!("  the trader's close and every copy's close: {close_secs:.2} s");
    println!(
        "  checked: every copy at the trader's price and mark second, closed at its close mark; ledger clean"
    );
    Ok(())
}
