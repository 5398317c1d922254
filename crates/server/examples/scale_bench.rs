//! The reads users make most, on a database the size of a large exchange, measured against the same reads on an
//! empty database in the same run (docs/adr/0021-benchmarks.md, docs/adr/0081-reads-at-a-million-users.md).
//!
//! It opens a fresh database the way the server does (every migration applied, so the schema is production's) and
//! fills it by a bulk path, multi-row inserts in large transactions, not through the API: `--users` users with
//! three accounts each, `--orders` spot orders, `--entries` ledger entries in balanced transactions with every
//! account's balance the sum of its entries (open orders' holds included), withdrawals, and `--candle-days` days of
//! candles of every period for every market, folded from 1-minute candles as the market host folds them. One user
//! among them is heavy (`--heavy-orders` orders and about `--heavy-entries` entries). Durable syncing is relaxed on
//! the filling connection only; the server then starts on the database with its own settings.
//!
//! It measures p50 and p99 of `--requests` sequential HTTP requests of each read as the heavy user (profile,
//! balances, open orders, order history pages 1 and 100, bill pages 1 and 100, withdrawals, candles of every
//! period, quotes), then the same on an empty database holding that one user with a handful of rows and up to a week
//! of candles, and prints one table with the goal (p99 ≤ 20 ms and ≤ 2× the empty database's). Last it times
//! `ledger verify` on the full database and fails if the ledger is not clean.
//!
//! With `MERCATO_BENCH_POSTGRES_URL` naming a PostgreSQL server, both databases are fresh databases there.
//!
//! `cargo run --release -p mercato-server --example scale_bench -- [--users 1000000] [--orders 20000000]
//! [--entries 50000000] [--candle-days 365] [--heavy-orders 2000] [--heavy-entries 5000] [--requests 200]
//! [--keep DIR]`; `--keep` leaves the SQLite databases in `DIR/full` and `DIR/empty` (which must not exist yet) to
//! read their query plans.

#[path = "support/fresh_database.rs"]
mod fresh_database;

use std::{
    path::Path,
    time::{Duration, Instant},
};

use anyhow::{Context, Result, bail};
use mercato::{
    Application,
    auth::session,
    clock::Clock,
    config::Config,
    db::{Db, Tx},
    ids::UserId,
    market::kline::{Candle, PERIODS},
    on_db, on_tx,
};
use serde_json::Value;
use tokio::{net::TcpListener, sync::oneshot};

const DAY_MS: i64 = 86_400_000;
const MINUTE_MS: i64 = 60_000;
const USDT: i64 = 3;
const BTC: i64 = 1;
/// One USDT and one BTC in minor units (both scale 8).
const UNIT: i64 = 100_000_000;
/// What every user's first deposit brings, and what the exchange account keeps for open orders' holds.
const FIRST_DEPOSIT: i64 = 10_000 * UNIT;
const RESERVE: i64 = 5_000 * UNIT;
const OPEN_HOLDS_CAP: i64 = 4_000 * UNIT;

#[derive(Clone, Copy)]
struct Sizes {
    users: u64,
    orders: u64,
    entries: u64,
    withdrawals: u64,
    candle_days: i64,
    heavy_orders: u64,
    heavy_entries: u64,
    heavy_withdrawals: u64,
}

struct Options {
    full: Sizes,
    requests: usize,
    /// Keep the SQLite databases in `DIR/full` and `DIR/empty` after the run, to read their query plans.
    keep: Option<std::path::PathBuf>,
}

fn options() -> Result<Options> {
    let mut full = Sizes {
        users: 1_000_000,
        orders: 20_000_000,
        entries: 50_000_000,
        withdrawals: 0,
        candle_days: 365,
        heavy_orders: 2_000,
        heavy_entries: 5_000,
        heavy_withdrawals: 50,
    };
    let mut requests = 200;
    let mut withdrawals = None;
    let mut keep = None;
    let mut args = std::env::args().skip(1);
    while let Some(flag) = args.next() {
        let value = args.next().with_context(|| format!("{flag} needs a value"))?;
        match flag.as_str() {
            "--users" => full.users = value.parse()?,
            "--orders" => full.orders = value.parse()?,
            "--entries" => full.entries = value.parse()?,
            "--withdrawals" => withdrawals = Some(value.parse()?),
            "--candle-days" => full.candle_days = value.parse()?,
            "--heavy-orders" => full.heavy_orders = value.parse()?,
            "--heavy-entries" => full.heavy_entries = value.parse()?,
            "--requests" => requests = value.parse()?,
            "--keep" => keep = Some(value.into()),
            _ => bail!(
                "unknown flag {flag} (--users, --orders, --entries, --withdrawals, --candle-days, --heavy-orders, \
                 --heavy-entries, --requests, --keep)"
            ),
        }
    }
    full.withdrawals = withdrawals.unwrap_or(full.users / 5 + full.heavy_withdrawals);
    if full.users == 0 || full.candle_days <= 0 || requests == 0 {
        bail!("--users, --candle-days and --requests must be positive");
    }
    if full.heavy_orders > full.orders || full.heavy_withdrawals > full.withdrawals {
        bail!("the heavy user cannot have more orders or withdrawals than everyone");
    }
    if full.entries < 2 * full.users + full.heavy_entries {
        bail!("--entries must be at least twice --users plus --heavy-entries");
    }
    Ok(Options { full, requests, keep })
}

/// A small, fast, reproducible stream of numbers (SplitMix64).
struct Rng(u64);

impl Rng {
    fn next(&mut self) -> u64 {
        self.0 = self.0.wrapping_add(0x9E37_79B9_7F4A_7C15);
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
        z ^ (z >> 31)
    }

    fn below(&mut self, n: u64) -> u64 {
        if n == 0 { 0 } else { self.next() % n }
    }

    fn range(&mut self, low: i64, high: i64) -> i64 {
        low + i64::try_from(self.below(u64::try_from(high - low + 1).unwrap_or(1))).unwrap_or(0)
    }
}

/// One value of a bulk row.
enum V {
    I(i64),
    T(String),
    /// A NULL integer and a NULL text (PostgreSQL types a bound NULL).
    NullI,
    NullT,
}

/// Rows for one table, sent as multi-row inserts of as many rows as the bound-value limit allows.
struct Bulk {
    table: &'static str,
    columns: &'static [&'static str],
    per_statement: usize,
    sql: String,
    values: Vec<V>,
    rows: u64,
}

impl Bulk {
    fn new(table: &'static str, columns: &'static [&'static str]) -> Self {
        // About 240 values a statement: binding `$n` placeholders on SQLite looks each name up along the statement's
        // list of them, so the cost of a value grows with the statement, and larger ones were slower.
        let per_statement = (240 / columns.len()).max(1);
        let sql = Self::statement(table, columns, per_statement);
        Bulk {
            table,
            columns,
            per_statement,
            sql,
            values: Vec::with_capacity(per_statement * columns.len()),
            rows: 0,
        }
    }

    fn statement(table: &str, columns: &[&str], rows: usize) -> String {
        format!(
            "INSERT INTO {table} ({}) VALUES {}",
            columns.join(", "),
            mercato::db::value_rows(rows, columns.len(), false)
        )
    }

    fn is_full(&self) -> bool {
        self.values.len() >= self.per_statement * self.columns.len()
    }

    async fn flush(&mut self, tx: &mut Tx) -> Result<()> {
        if self.values.is_empty() {
            return Ok(());
        }
        let rows = self.values.len() / self.columns.len();
        let partial;
        let sql = if rows == self.per_statement {
            self.sql.as_str()
        } else {
            partial = Self::statement(self.table, self.columns, rows);
            partial.as_str()
        };
        let values = std::mem::replace(
            &mut self.values,
            Vec::with_capacity(self.per_statement * self.columns.len()),
        );
        on_tx!(tx, c => {
            let mut q = sqlx::query(sqlx::AssertSqlSafe(sql));
            for v in values {
                q = match v {
                    V::I(i) => q.bind(i),
                    V::T(t) => q.bind(t),
                    V::NullI => q.bind(Option::<i64>::None),
                    V::NullT => q.bind(Option::<String>::None),
                };
            }
            q.execute(c).await.map(|_| ())
        })?;
        self.rows += rows as u64;
        Ok(())
    }
}

/// Commits every this many rows, so no one transaction grows without bound.
const ROWS_PER_COMMIT: u64 = 2_000_000;

/// Write transactions over some tables, parents first: a table's rows are sent only after every table before it
/// has sent what it holds, so a row never names one not yet written. Commits and begins again after
/// `ROWS_PER_COMMIT` rows.
struct Batch<'a> {
    db: &'a Db,
    tx: Option<Tx>,
    bulks: Vec<Bulk>,
    since_commit: u64,
}

/// A write transaction of the fill; on PostgreSQL its commit does not wait for the disk (SQLite's filling
/// connection is set so once, in `fill`).
async fn begin(db: &Db) -> Result<Tx> {
    let mut tx = db.begin().await?;
    if let Tx::Postgres(t, _) = &mut tx {
        sqlx::query("SET LOCAL synchronous_commit = off")
            .execute(&mut **t)
            .await?;
    }
    Ok(tx)
}

impl<'a> Batch<'a> {
    async fn new(db: &'a Db, bulks: Vec<Bulk>) -> Result<Self> {
        Ok(Batch {
            db,
            tx: Some(begin(db).await?),
            bulks,
            since_commit: 0,
        })
    }

    async fn push(&mut self, table: usize, row: impl IntoIterator<Item = V>) -> Result<()> {
        let bulk = self.bulks.get_mut(table).context("no such table in the batch")?;
        bulk.values.extend(row);
        let full = bulk.is_full();
        let tx = self.tx.as_mut().context("the fill's transaction is gone")?;
        if full {
            for bulk in self.bulks.iter_mut().take(table + 1) {
                bulk.flush(tx).await?;
            }
        }
        self.since_commit += 1;
        if self.since_commit >= ROWS_PER_COMMIT {
            for bulk in &mut self.bulks {
                bulk.flush(tx).await?;
            }
            let done = self.tx.take().context("the fill's transaction is gone")?;
            done.commit().await?;
            self.tx = Some(begin(self.db).await?);
            self.since_commit = 0;
        }
        Ok(())
    }

    /// Sends and commits what is left; answers the rows written per table.
    async fn finish(mut self) -> Result<Vec<u64>> {
        let mut tx = self.tx.take().context("the fill's transaction is gone")?;
        for bulk in &mut self.bulks {
            bulk.flush(&mut tx).await?;
        }
        tx.commit().await?;
        Ok(self.bulks.iter().map(|b| b.rows).collect())
    }
}

async fn scalar(db: &Db, sql: &'static str) -> Result<i64> {
    Ok(on_db!(db, c => sqlx::query_scalar::<_, i64>(sql).fetch_one(c).await)?)
}

/// A market as the fill needs it: id, whether a book trades it, reference price and scales, simulated.
struct MarketRow {
    id: i64,
    book: bool,
    price: i64,
    price_scale: u32,
    qty_scale: u32,
    simulated: i64,
}

/// Quote minor units (scale 8) of `qty` lots at `price` ticks.
fn notional(m: &MarketRow, price: i64, qty: i64) -> i64 {
    let shift = 8u32.saturating_sub(m.price_scale + m.qty_scale);
    price.saturating_mul(qty).saturating_mul(10i64.pow(shift))
}

/// Which user the `k`-th of `n` rows belongs to: every `n / heavy`-th row is the heavy user's (until it has
/// `heavy`), the others a random other user's.
fn owner(k: u64, n: u64, heavy: u64, heavy_index: u64, users: u64, rng: &mut Rng) -> u64 {
    let stride = n.checked_div(heavy).map_or(u64::MAX, |s| s.max(1));
    if users <= 1 || (k % stride == stride - 1 && k / stride < heavy) {
        return heavy_index;
    }
    let other = rng.below(users - 1);
    if other >= heavy_index { other + 1 } else { other }
}

/// What the fill made: the heavy user's id and how many rows of each kind.
struct Filled {
    heavy: UserId,
    heavy_orders: u64,
    heavy_entries: u64,
    orders: u64,
    entries: u64,
    transactions: u64,
    candles: u64,
    took: Duration,
}

/// Fills `db`, whose migrations have run, with `s`'s rows; the heavy user is the middle one.
async fn fill(db: &Db, s: Sizes, now: i64) -> Result<Filled> {
    let started = Instant::now();
    if let Db::Sqlite { writer, .. } = db {
        // The filling connection alone: nothing here needs to survive a power cut.
        let mut conn = writer.lock().await?;
        for pragma in ["PRAGMA synchronous = OFF", "PRAGMA cache_size = -2000000"] {
            sqlx::query(pragma).execute(&mut *conn).await?;
        }
    }
    let first_user = scalar(db, "SELECT COALESCE(MAX(id), 0) + 1 FROM users").await?;
    let first_account = scalar(db, "SELECT COALESCE(MAX(id), 0) + 1 FROM accounts").await?;
    let first_tx = scalar(db, "SELECT COALESCE(MAX(id), 0) + 1 FROM ledger_transactions").await?;
    let markets: Vec<MarketRow> = on_db!(db, c => sqlx::query_as::<_, (i64, i64, i64, i64, i64, i64)>(
        "SELECT id, market_from, sim_price, price_scale, qty_scale, simulated FROM markets ORDER BY id",
    )
    .fetch_all(c)
    .await)?
    .into_iter()
    .map(|(id, from, price, price_scale, qty_scale, simulated)| MarketRow {
        id,
        book: from == 1,
        price,
        price_scale: u32::try_from(price_scale).unwrap_or(0),
        qty_scale: u32::try_from(qty_scale).unwrap_or(0),
        simulated,
    })
    .collect();
    let books: Vec<&MarketRow> = markets.iter().filter(|m| m.book).collect();
    if books.is_empty() {
        bail!("no market has a book");
    }
    let users = s.users;
    let heavy_index = users / 2;
    let user_id = |i: u64| first_user + i64::try_from(i).unwrap_or(0);
    let start = now - s.candle_days.max(1) * DAY_MS;

    // Users.
    let mut batch = Batch::new(
        db,
        vec![Bulk::new(
            "users",
            &[
                "id",
                "account",
                "register_type",
                "email",
                "password_hash",
                "invite_code",
                "created_at",
                "updated_at",
            ],
        )],
    )
    .await?;
    let span = (now - start).max(1);
    for i in 0..users {
        let email = format!("scale{i}@example.com");
        let at = start + i64::try_from(i)? % span;
        batch
            .push(
                0,
                [
                    V::I(user_id(i)),
                    V::T(email.clone()),
                    V::T("email".into()),
                    V::T(email),
                    V::T("!".into()),
                    V::T(format!("S{i:09}")),
                    V::I(at),
                    V::I(at),
                ],
            )
            .await?;
    }
    batch.finish().await?;

    // Orders, and what the open ones hold per user.
    let mut rng = Rng(0x5CA1_E000_0000_0001);
    let mut open_held = vec![0i64; usize::try_from(users)?];
    let mut opens: Vec<(u64, i64)> = Vec::new();
    let mut heavy_orders = 0;
    let mut batch = Batch::new(
        db,
        vec![Bulk::new(
            "spot_orders",
            &[
                "market_id",
                "user_id",
                "side",
                "order_type",
                "price",
                "qty",
                "filled_qty",
                "filled_quote",
                "fee",
                "frozen",
                "status",
                "created_at",
                "updated_at",
            ],
        )],
    )
    .await?;
    for k in 0..s.orders {
        let u = owner(k, s.orders, s.heavy_orders, heavy_index, users, &mut rng);
        heavy_orders += u64::from(u == heavy_index);
        let m = books[usize::try_from(rng.below(books.len() as u64))?];
        let side = 1 + i64::try_from(rng.below(2))?;
        // A price within 20% of the reference, and about 5 to 50 USDT of it.
        let price = (m.price * rng.range(80, 120) / 100).max(1);
        let qty = (rng.range(5, 50) * UNIT / notional(m, price, 1).max(1)).max(1);
        let at = start + i64::try_from(k)? * span / i64::try_from(s.orders.max(1))?;
        let held = &mut open_held[usize::try_from(u)?];
        // One order in 50 is still open: a bid well below the reference, holding its quote.
        let bid = (m.price * 7 / 10).max(1);
        let open = rng.below(50) == 0 && *held + notional(m, bid, qty) <= OPEN_HOLDS_CAP;
        let (side, price, status, filled_qty, filled_quote, fee, frozen) = if open {
            let value = notional(m, bid, qty);
            *held += value;
            opens.push((u, value));
            (1, bid, 1, 0, 0, 0, value)
        } else if rng.below(3) == 0 {
            (side, price, 3, 0, 0, 0, 0)
        } else {
            let value = notional(m, price, qty);
            (side, price, 2, qty, value, value / 1000, 0)
        };
        batch
            .push(
                0,
                [
                    V::I(m.id),
                    V::I(user_id(u)),
                    V::I(side),
                    V::I(1),
                    V::I(price),
                    V::I(qty),
                    V::I(filled_qty),
                    V::I(filled_quote),
                    V::I(fee),
                    V::I(frozen),
                    V::I(status),
                    V::I(at),
                    V::I(at),
                ],
            )
            .await?;
    }
    let orders = batch.finish().await?.first().copied().unwrap_or(0);

    // The ledger, planned twice with the same numbers: first for every account's final balances (accounts are
    // written before the entries that name them), then for the entries themselves.
    let heavy_opens = opens.iter().filter(|(u, _)| *u == heavy_index).count() as u64;
    let plan = LedgerPlan {
        users,
        heavy_index,
        first_account,
        first_tx,
        moves: s.entries.saturating_sub(2 * users + opens.len() as u64) / 2,
        heavy_moves: s.heavy_entries.saturating_sub(1 + heavy_opens),
        start,
        now,
        opens: std::sync::Arc::new(opens),
    };
    let (available, frozen) = plan.run(&mut |_| {});

    // Accounts with the balances their entries will sum to.
    let mut batch = Batch::new(
        db,
        vec![Bulk::new(
            "accounts",
            &[
                "id",
                "user_id",
                "system_role",
                "asset_id",
                "kind",
                "available",
                "frozen",
                "updated_at",
            ],
        )],
    )
    .await?;
    for i in 0..=users {
        for (slot, &(asset, kind)) in SLOTS.iter().enumerate() {
            let id = plan.account(i, slot);
            let at = usize::try_from(id - first_account)?;
            let (user, role, kind) = if i == users {
                // Custody of USDT and of BTC, after the users' accounts.
                if slot == 2 {
                    continue;
                }
                (V::NullI, V::T("custody".into()), 0)
            } else {
                (V::I(user_id(i)), V::NullT, kind)
            };
            let asset = if i == users {
                plan.custody_asset(slot)
            } else {
                asset
            };
            batch
                .push(
                    0,
                    [
                        V::I(id),
                        user,
                        role,
                        V::I(asset),
                        V::I(kind),
                        V::I(available[at]),
                        V::I(frozen[at]),
                        V::I(now),
                    ],
                )
                .await?;
        }
    }
    batch.finish().await?;
    drop((available, frozen));

    // The ledger itself: transactions and their entries, planned on a thread of their own a slice at a time.
    let heavy_accounts = [
        plan.account(heavy_index, 0),
        plan.account(heavy_index, 1),
        plan.account(heavy_index, 2),
    ];
    let (sender, mut receiver) = tokio::sync::mpsc::channel::<Vec<Posting>>(4);
    let planner = std::thread::spawn(move || {
        let mut slice = Vec::with_capacity(50_000);
        plan.run(&mut |p| {
            slice.push(p);
            if slice.len() == 50_000 {
                let _ = sender.blocking_send(std::mem::replace(&mut slice, Vec::with_capacity(50_000)));
            }
        });
        let _ = sender.blocking_send(slice);
    });
    let mut batch = Batch::new(
        db,
        vec![
            Bulk::new("ledger_transactions", &["id", "kind", "created_at"]),
            Bulk::new(
                "ledger_entries",
                &[
                    "transaction_id",
                    "account_id",
                    "available_delta",
                    "frozen_delta",
                    "available_after",
                    "frozen_after",
                ],
            ),
        ],
    )
    .await?;
    let mut heavy_entries = 0u64;
    while let Some(slice) = receiver.recv().await {
        for p in slice {
            batch.push(0, [V::I(p.id), V::I(p.kind), V::I(p.at)]).await?;
            for (acct, da, df, a, f) in p.entries {
                heavy_entries += u64::from(heavy_accounts.contains(&acct));
                batch
                    .push(1, [V::I(p.id), V::I(acct), V::I(da), V::I(df), V::I(a), V::I(f)])
                    .await?;
            }
        }
    }
    let written = batch.finish().await?;
    if planner.join().is_err() {
        bail!("the ledger's planner failed");
    }

    // Withdrawals, all paid out (the ledger above stands for their money).
    let mut batch = Batch::new(
        db,
        vec![Bulk::new(
            "withdrawals",
            &[
                "user_id",
                "asset_id",
                "chain",
                "address",
                "amount",
                "fee",
                "status",
                "created_at",
            ],
        )],
    )
    .await?;
    for k in 0..s.withdrawals {
        let u = owner(
            k,
            s.withdrawals,
            s.heavy_withdrawals,
            heavy_index,
            users,
            &mut rng,
        );
        let at = start + i64::try_from(k)? * span / i64::try_from(s.withdrawals.max(1))?;
        batch
            .push(
                0,
                [
                    V::I(user_id(u)),
                    V::I(USDT),
                    V::T("TRC20".into()),
                    V::T(format!("TScale{u:028}")),
                    V::I(rng.range(10, 1_000) * UNIT),
                    V::I(UNIT),
                    V::I(2),
                    V::I(at),
                ],
            )
            .await?;
    }
    batch.finish().await?;

    // Candles: a random walk of 1-minute candles per market, folded into every longer period, written minute by
    // minute across the markets as the market host writes them.
    let mut batch = Batch::new(
        db,
        vec![Bulk::new(
            "klines",
            &[
                "market_id",
                "period",
                "open_time",
                "open",
                "high",
                "low",
                "close",
                "volume",
                "turnover",
                "simulated",
            ],
        )],
    )
    .await?;
    let first_minute = (now - s.candle_days * DAY_MS).div_euclid(MINUTE_MS) * MINUTE_MS;
    let minutes = s.candle_days * DAY_MS / MINUTE_MS;
    let mut open: Vec<Vec<Option<Candle>>> = vec![vec![None; PERIODS.len()]; markets.len()];
    let mut prices: Vec<i64> = markets.iter().map(|m| m.price.max(100)).collect();
    for n in 0..=minutes {
        let open_time = first_minute + n * MINUTE_MS;
        for (i, m) in markets.iter().enumerate() {
            let price = prices[i];
            let close = (price + price * rng.range(-20, 20) / 10_000).max(1);
            let volume = rng.range(1, 1_000);
            let minute = Candle {
                open_time,
                open: price,
                high: price.max(close) + price / 2_000,
                low: (price.min(close) - price / 2_000).max(1),
                close,
                volume,
                turnover: volume.saturating_mul(close),
            };
            prices[i] = close;
            for (p, period) in PERIODS.iter().enumerate() {
                let at = period.open_time(open_time);
                let current = open[i][p].take();
                let merged = match current {
                    Some(c) if c.open_time == at => Candle {
                        high: c.high.max(minute.high),
                        low: c.low.min(minute.low),
                        close: minute.close,
                        volume: c.volume + minute.volume,
                        turnover: c.turnover.saturating_add(minute.turnover),
                        ..c
                    },
                    other => {
                        // A period's candle is written when it opens (and completed in place as minutes pass);
                        // here it is written once, when the next one opens, or at the end.
                        if let Some(done) = other {
                            batch.push(0, candle_row(m, period.name(), &done)).await?;
                        }
                        Candle {
                            open_time: at,
                            ..minute
                        }
                    }
                };
                open[i][p] = Some(merged);
            }
        }
    }
    for (i, m) in markets.iter().enumerate() {
        for (p, period) in PERIODS.iter().enumerate() {
            if let Some(done) = open[i][p].take() {
                batch.push(0, candle_row(m, period.name(), &done)).await?;
            }
        }
    }
    let candles = batch.finish().await?.first().copied().unwrap_or(0);

    match db {
        Db::Sqlite { writer, .. } => {
            let mut conn = writer.lock().await?;
            sqlx::query("PRAGMA synchronous = FULL")
                .execute(&mut *conn)
                .await?;
            // The planner's statistics, as a long-running database has them.
            sqlx::query("PRAGMA optimize").execute(&mut *conn).await?;
        }
        Db::Postgres(pool, _) => {
            // The rows above named their ids; the sequences continue after them.
            for table in ["users", "accounts", "ledger_transactions"] {
                sqlx::query(sqlx::AssertSqlSafe(format!(
                    "SELECT setval(pg_get_serial_sequence('{table}', 'id'), (SELECT MAX(id) FROM {table}))"
                )))
                .execute(pool)
                .await?;
            }
            sqlx::query("ANALYZE").execute(pool).await?;
        }
    }
    Ok(Filled {
        heavy: UserId(user_id(heavy_index)),
        heavy_orders,
        heavy_entries,
        orders,
        transactions: written.first().copied().unwrap_or(0),
        entries: written.get(1).copied().unwrap_or(0),
        candles,
        took: started.elapsed(),
    })
}

/// Each user's accounts, in this order: exchange USDT, exchange BTC, legal USDT (asset, kind).
const SLOTS: [(i64, i64); 3] = [(USDT, 2), (BTC, 2), (USDT, 1)];

/// The ledger the fill writes, as a pure function of its sizes: every user's first deposit, then `moves`
/// transactions between a user's account and custody of its asset (about `heavy_moves` of them the heavy user's),
/// then the hold of every open order.
#[derive(Clone)]
struct LedgerPlan {
    users: u64,
    heavy_index: u64,
    first_account: i64,
    first_tx: i64,
    moves: u64,
    heavy_moves: u64,
    start: i64,
    now: i64,
    opens: std::sync::Arc<Vec<(u64, i64)>>,
}

impl LedgerPlan {
    /// The id of user `i`'s account in `slot`; user `users` stands for custody (slot 0 USDT, slot 1 BTC).
    fn account(&self, i: u64, slot: usize) -> i64 {
        self.first_account + i64::try_from(i * 3).unwrap_or(0) + slot as i64
    }

    fn custody_asset(&self, slot: usize) -> i64 {
        if slot == 1 { BTC } else { USDT }
    }

    fn custody(&self, asset: i64) -> i64 {
        self.account(self.users, usize::from(asset == BTC))
    }

    /// Calls `emit` with every transaction in order; answers every account's final available and frozen.
    fn run(&self, emit: &mut dyn FnMut(Posting)) -> (Vec<i64>, Vec<i64>) {
        let n = usize::try_from(self.users * 3 + 2).unwrap_or(0);
        let mut available = vec![0i64; n];
        let mut frozen = vec![0i64; n];
        let mut rng = Rng(0x1ED6_E400_0000_0002);
        let first_account = self.first_account;
        let index = |id: i64| usize::try_from(id - first_account).unwrap_or(0);
        let mut id = self.first_tx;
        let mut post = |kind: i64, at: i64, legs: &[(i64, i64, i64)], available: &mut Vec<i64>| {
            let mut entries = Vec::with_capacity(legs.len());
            for &(acct, da, df) in legs {
                let i = index(acct);
                available[i] += da;
                frozen[i] += df;
                entries.push((acct, da, df, available[i], frozen[i]));
            }
            emit(Posting {
                id,
                kind,
                at,
                entries,
            });
            id += 1;
        };
        let custody_usdt = self.custody(USDT);
        for i in 0..self.users {
            let at = self.start + i64::try_from(i).unwrap_or(0) % DAY_MS;
            post(
                1,
                at,
                &[
                    (self.account(i, 0), FIRST_DEPOSIT, 0),
                    (custody_usdt, -FIRST_DEPOSIT, 0),
                ],
                &mut available,
            );
        }
        let span = (self.now - self.start - 2 * DAY_MS).max(1);
        let moves = i64::try_from(self.moves.max(1)).unwrap_or(1);
        for k in 0..self.moves {
            let u = owner(
                k,
                self.moves,
                self.heavy_moves,
                self.heavy_index,
                self.users,
                &mut rng,
            );
            let slot = usize::try_from(rng.below(3)).unwrap_or(0);
            let (asset, _) = SLOTS[slot];
            let acct = self.account(u, slot);
            let amount = if asset == BTC {
                rng.range(10_000, 1_000_000)
            } else {
                rng.range(1, 500) * UNIT
            };
            let floor = if slot == 0 { RESERVE } else { 0 };
            let debit = rng.below(3) == 0 && available[index(acct)] - amount >= floor;
            let kinds: [i64; 3] = if debit { [3, 9, 11] } else { [1, 9, 11] };
            let kind = kinds[usize::try_from(rng.below(3)).unwrap_or(0)];
            let delta = if debit { -amount } else { amount };
            let at = self.start + DAY_MS + i64::try_from(k).unwrap_or(0) * span / moves;
            post(
                kind,
                at,
                &[(acct, delta, 0), (self.custody(asset), -delta, 0)],
                &mut available,
            );
        }
        for (k, &(u, value)) in self.opens.iter().enumerate() {
            let at = self.now - DAY_MS + i64::try_from(k).unwrap_or(0) % DAY_MS;
            post(8, at, &[(self.account(u, 0), -value, value)], &mut available);
        }
        (available, frozen)
    }
}

fn candle_row(m: &MarketRow, period: &'static str, c: &Candle) -> [V; 10] {
    [
        V::I(m.id),
        V::T(period.into()),
        V::I(c.open_time),
        V::I(c.open),
        V::I(c.high),
        V::I(c.low),
        V::I(c.close),
        V::I(c.volume),
        V::I(c.turnover),
        V::I(m.simulated),
    ]
}

/// One ledger transaction: id, kind, time, and each entry's account, deltas and balances after.
struct Posting {
    id: i64,
    kind: i64,
    at: i64,
    entries: Vec<(i64, i64, i64, i64, i64)>,
}

/// The reads measured, by label and path (query included).
fn reads() -> Vec<(String, String)> {
    let mut reads: Vec<(String, String)> = [
        ("profile", "/api/user/info"),
        ("balances", "/api/wallet/list"),
        ("open orders", "/api/coin/list?status=1"),
        ("order history p1", "/api/coin/list?history=true&page=1"),
        ("order history p100", "/api/coin/list?history=true&page=100"),
        ("bills p1", "/api/wallet/legal_log?page=1"),
        ("bills p100", "/api/wallet/legal_log?page=100"),
        ("withdrawals", "/api/user/withdraw/list"),
    ]
    .into_iter()
    .map(|(l, p)| (l.to_string(), p.to_string()))
    .collect();
    for period in PERIODS {
        reads.push((
            format!("candles {}", period.name()),
            format!(
                "/api/currency/new_timeshar?symbol=BTC/USDT&period={}",
                period.name()
            ),
        ));
    }
    reads.push((
        "candles 1Y".into(),
        "/api/currency/new_timeshar?symbol=BTC/USDT&period=1Y".into(),
    ));
    reads.push(("quotes".into(), "/api/currency/quotation_new".into()));
    reads
}

/// p50 and p99 of each read, in the order of `reads()`.
type Timings = Vec<(Duration, Duration)>;

fn percentile(sorted: &[Duration], q: f64) -> Duration {
    let at = ((sorted.len().saturating_sub(1)) as f64 * q).round() as usize;
    sorted.get(at).copied().unwrap_or_default()
}

fn ms(d: Duration) -> f64 {
    d.as_secs_f64() * 1000.0
}

fn config(dir: &Path, url: String) -> Config {
    let mut config = Config::default();
    config.server.data_dir = dir.to_path_buf();
    config.database.url = url;
    config.market.feed = "none".into();
    config.market.maker = Some(false);
    config.market.history = Some(false);
    // The markets are simulated, as on a machine without feeds; production refuses that (ADR 66).
    config.market.simulated_money_markets = true;
    config.limits.orders_per_window = u32::MAX;
    config
}

/// A fresh database (migrated as the server migrates it) filled with `sizes`; the daily jobs' first rounds, which
/// read every user, are marked as run for today and tomorrow, as the API tests do, and the liabilities snapshot of
/// the start is taken before the fill.
async fn prepared(config: &Config, sizes: Sizes, label: &str) -> Result<Filled> {
    let now = Clock::system().now_ms();
    let db = mercato::startup::open_database(config).await?;
    mercato::liabilities::schedule::at_start(&db, &config.server.data_dir, now).await?;
    let today = now.div_euclid(DAY_MS) * DAY_MS;
    let mut tx = db.begin().await?;
    for day in [today, today + DAY_MS] {
        mercato::features::vip::repo::finish(&mut tx, day, day).await?;
    }
    tx.commit().await?;
    eprintln!("scale: filling the {label} database");
    let filled = fill(&db, sizes, now).await?;
    db.close().await;
    eprintln!(
        "scale: {label} database filled in {:.1} s: {} users, {} orders, {} ledger transactions with {} entries, \
         {} withdrawals, {} candles; the heavy user has {} orders and {} entries",
        filled.took.as_secs_f64(),
        sizes.users,
        filled.orders,
        filled.transactions,
        filled.entries,
        sizes.withdrawals,
        filled.candles,
        filled.heavy_orders,
        filled.heavy_entries
    );
    Ok(filled)
}

/// Starts the server on a prepared database, measures every read as the heavy user, and (when asked) times
/// `ledger verify` before stopping it.
async fn measure(
    config: Config,
    heavy: UserId,
    requests: usize,
    verify: bool,
) -> Result<(Timings, Option<Duration>)> {
    let listener = TcpListener::bind("127.0.0.1:0").await?;
    let app = Application::build(config, listener).await?;
    let base = format!("http://{}", app.local_addr()?);
    let state = app.state().clone();
    let (stop, stopped) = oneshot::channel::<()>();
    let served = tokio::spawn(app.run(async move {
        let _ = stopped.await;
    }));
    let mut tx = state.db.begin().await?;
    let token = session::create(&state, &mut tx, heavy, "127.0.0.1", "scale-bench")
        .await
        .map_err(|e| anyhow::anyhow!("session: {e:?}"))?;
    tx.commit().await?;
    let client = reqwest::Client::new();
    let mut timings = Vec::new();
    for (label, path) in reads() {
        let url = format!("{base}{path}");
        let mut took = Vec::with_capacity(requests);
        for n in 0..requests + requests / 10 {
            let sent = Instant::now();
            let response = client
                .get(&url)
                .header(reqwest::header::AUTHORIZATION, &token)
                .send()
                .await?;
            let status = response.status();
            let body: Value = response.json().await?;
            let elapsed = sent.elapsed();
            let ok = status == reqwest::StatusCode::OK
                && (body["type"] == "ok"
                    || body["code"] == 1
                    || body["code"] == 200
                    || body["data"].is_array());
            if !ok {
                bail!("{label}: {status} {body}");
            }
            // The first tenth warms the caches and is not counted.
            if n >= requests / 10 {
                took.push(elapsed);
            }
        }
        took.sort_unstable();
        timings.push((percentile(&took, 0.50), percentile(&took, 0.99)));
    }
    let verified = if verify {
        let started = Instant::now();
        let now = state.clock.now_ms();
        let (report, _) = mercato::ledger::verify::verify_recorded(&state.db, false, now).await?;
        let took = started.elapsed();
        if !report.is_clean() {
            bail!(
                "ledger verify found {} problems, the first: {}",
                report.problems.len(),
                report.problems.first().map_or("", String::as_str)
            );
        }
        println!(
            "scale: ledger verify on the full database: {} accounts, {} transactions, {} entries, clean, in {:.1} s",
            report.accounts,
            report.transactions,
            report.entries,
            took.as_secs_f64()
        );
        let started = Instant::now();
        let (again, scope) = mercato::ledger::verify::verify_recorded(&state.db, true, now).await?;
        if !again.is_clean() || !matches!(scope, mercato::ledger::verify::Scope::Since { .. }) {
            bail!("the incremental ledger verify did not start from the full one's checkpoint: {scope:?}");
        }
        println!(
            "scale: ledger verify --incremental right after it (every account, no new entry): clean, in {:.1} s",
            started.elapsed().as_secs_f64()
        );
        Some(took)
    } else {
        None
    };
    let _ = stop.send(());
    served.await??;
    Ok((timings, verified))
}

#[tokio::main]
async fn main() -> Result<()> {
    let o = options()?;
    let empty_sizes = Sizes {
        users: 1,
        orders: 30,
        entries: 40,
        withdrawals: 3,
        // As many days as the full database, up to a week: a candle read then answers as many candles on both.
        candle_days: o.full.candle_days.min(7),
        heavy_orders: 30,
        heavy_entries: 40,
        heavy_withdrawals: 3,
    };
    let database = if std::env::var("MERCATO_BENCH_POSTGRES_URL").is_ok() {
        "PostgreSQL"
    } else {
        "SQLite"
    };

    let temporary = tempfile::tempdir()?;
    let root = o.keep.clone().unwrap_or_else(|| temporary.path().to_path_buf());
    let full_config = config(
        &root.join("full"),
        fresh_database::database_url("MERCATO_BENCH_POSTGRES_URL", "mercato_scale").await?,
    );
    let full = prepared(&full_config, o.full, "full").await?;
    let (full_timings, _) = measure(full_config, full.heavy, o.requests, true).await?;

    let empty_config = config(
        &root.join("empty"),
        fresh_database::database_url("MERCATO_BENCH_POSTGRES_URL", "mercato_scale").await?,
    );
    let empty = prepared(&empty_config, empty_sizes, "empty").await?;
    let (empty_timings, _) = measure(empty_config, empty.heavy, o.requests, false).await?;

    println!(
        "scale ({database}): {} users, {} orders, {} ledger entries, {} days of candles, filled in {:.1} s; the \
         heavy user: {} orders, {} entries; {} requests per read",
        o.full.users,
        full.orders,
        full.entries,
        o.full.candle_days,
        full.took.as_secs_f64(),
        full.heavy_orders,
        full.heavy_entries,
        o.requests
    );
    println!(
        "{:<20} {:>9} {:>9} {:>9} {:>9} {:>7}  goal                         ",
        "read", "p50 full", "p99 full", "p50 empty", "p99 empty", "ratio"
    );
    let mut missed = 0;
    for ((label, _), ((f50, f99), (e50, e99))) in reads().iter().zip(full_timings.iter().zip(&empty_timings))
    {
        let ratio = ms(*f99) / ms(*e99).max(1e-6);
        let pass = ms(*f99) <= 20.0 && ratio <= 2.0;
        missed += usize::from(!pass);
        println!(
            "{label:<20} {:>9.2} {:>9.2} {:>9.2} {:>9.2} {:>6.2}x  p99 <= 20 ms and <= 2x empty: {}",
            ms(*f50),
            ms(*f99),
            ms(*e50),
            ms(*e99),
            ratio,
            if pass { "PASS" } else { "MISS" }
        );
    }
    println!(
        "scale ({database}): {missed} of {} reads miss their goal",
        reads().len()
    );
    Ok(())
}
