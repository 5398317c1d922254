//! Micro-benchmarks of the book's three everyday operations, each measured for this engine and for the `lobster`
//! crate in the same run with the same book and the same orders:
//!
//! - `place`: a limit order that rests (no match) in a book of 4,000 resting orders;
//! - `cancel`: cancelling one of those orders, in an order unrelated to arrival;
//! - `match`: a limit order that crosses and fills exactly one resting order at the best price.
//!
//! Each timed batch is undone (or refilled) outside the timing, so the book stays between 3,500 and 5,000 orders
//! for the whole run. After criterion's report, one line per operation gives both times and their ratio
//! (lobster's time over ours: above 1 means this engine is faster).
//!
//! `cargo bench -p mercato-engine --bench book` (criterion's own flags, e.g. `--measurement-time 2`, pass after
//! `--`).

use std::{
    error::Error,
    hint::black_box,
    path::PathBuf,
    time::{Duration, Instant, SystemTime},
};

use criterion::Criterion;
use mercato_engine::{Book, Command, Event, Side, TimeInForce};

/// Levels per side in the starting book, orders per level and each order's quantity.
const LEVELS: i64 = 200;
const PER_LEVEL: i64 = 10;
const QTY: i64 = 10;
/// The book straddles this price: bids below it, asks above.
const MID: i64 = 100_000;
/// More levels than a side ever holds here, for depth snapshots of the whole book.
const ALL_LEVELS: usize = 4 * LEVELS as usize;
/// Orders per timed batch; the batch is undone or refilled untimed before the next one.
const BATCH: u64 = 500;

/// What the benchmarks ask of an engine.
trait Engine {
    fn name(&self) -> &'static str;
    fn limit(&mut self, id: u64, side: Side, price: i64, qty: i64);
    fn cancel(&mut self, id: u64);
    /// Every level as `(side, price, total quantity)`, sorted.
    fn levels(&self) -> Vec<(u8, i64, i64)>;
}

struct Ours {
    book: Book,
    events: Vec<Event>,
}

impl Engine for Ours {
    fn name(&self) -> &'static str {
        "mercato"
    }

    fn limit(&mut self, id: u64, side: Side, price: i64, qty: i64) {
        self.events.clear();
        self.book.apply_into(
            Command::Limit {
                id,
                user: id,
                side,
                price,
                qty,
                tif: TimeInForce::Gtc,
            },
            &mut self.events,
        );
        black_box(&self.events);
    }

    fn cancel(&mut self, id: u64) {
        self.events.clear();
        self.book.apply_into(Command::Cancel { id }, &mut self.events);
        black_box(&self.events);
    }

    fn levels(&self) -> Vec<(u8, i64, i64)> {
        let depth = self.book.depth(ALL_LEVELS);
        let mut levels: Vec<(u8, i64, i64)> = depth.bids.iter().map(|&(p, q)| (0, p, q)).collect();
        levels.extend(depth.asks.iter().map(|&(p, q)| (1, p, q)));
        levels.sort_unstable();
        levels
    }
}

struct Lobster(lobster::OrderBook);

fn lobster_side(side: Side) -> lobster::Side {
    match side {
        Side::Buy => lobster::Side::Bid,
        Side::Sell => lobster::Side::Ask,
    }
}

impl Engine for Lobster {
    fn name(&self) -> &'static str {
        "lobster"
    }

    fn limit(&mut self, id: u64, side: Side, price: i64, qty: i64) {
        let event = self.0.execute(lobster::OrderType::Limit {
            id: u128::from(id),
            side: lobster_side(side),
            qty: qty.unsigned_abs(),
            price: price.unsigned_abs(),
        });
        black_box(event);
    }

    fn cancel(&mut self, id: u64) {
        let event = self.0.execute(lobster::OrderType::Cancel { id: u128::from(id) });
        black_box(event);
    }

    fn levels(&self) -> Vec<(u8, i64, i64)> {
        let depth = self.0.depth(ALL_LEVELS);
        let level = |side: u8, l: &lobster::BookLevel| {
            let as_i64 = |v: u64| i64::try_from(v).unwrap_or(i64::MAX);
            (side, as_i64(l.price), as_i64(l.qty))
        };
        let mut levels: Vec<(u8, i64, i64)> = depth.bids.iter().map(|l| level(0, l)).collect();
        levels.extend(depth.asks.iter().map(|l| level(1, l)));
        levels.sort_unstable();
        levels
    }
}

/// An engine with the starting book, and the next free order id.
struct Bench<E> {
    engine: E,
    next_id: u64,
}

impl<E: Engine> Bench<E> {
    fn new(engine: E) -> Self {
        let mut bench = Bench { engine, next_id: 1 };
        for level in 1..=LEVELS {
            for _ in 0..PER_LEVEL {
                let id = bench.id();
                bench.engine.limit(id, Side::Buy, MID - level, QTY);
                let id = bench.id();
                bench.engine.limit(id, Side::Sell, MID + level, QTY);
            }
        }
        bench
    }

    fn id(&mut self) -> u64 {
        self.next_id += 1;
        self.next_id
    }

    /// A bid inside the book's range that does not cross, spread over the levels.
    fn resting_price(i: u64) -> i64 {
        MID - 1 - (i.wrapping_mul(7) % LEVELS.unsigned_abs()) as i64
    }

    /// Times `n` resting limit orders, then cancels them untimed.
    fn place(&mut self, n: u64) -> Duration {
        let first = self.next_id + 1;
        let start = Instant::now();
        for i in 0..n {
            let id = self.id();
            self.engine.limit(id, Side::Buy, Self::resting_price(i), QTY);
        }
        let took = start.elapsed();
        for id in first..first + n {
            self.engine.cancel(id);
        }
        took
    }

    /// Places `n` resting orders untimed, then times cancelling them in a stride order unrelated to arrival.
    fn cancel(&mut self, n: u64) -> Duration {
        let first = self.next_id + 1;
        for i in 0..n {
            let id = self.id();
            self.engine.limit(id, Side::Buy, Self::resting_price(i), QTY);
        }
        // 503 is a prime above BATCH, so stepping by it modulo n visits every order once.
        let start = Instant::now();
        for i in 0..n {
            self.engine.cancel(first + (i * 503) % n);
        }
        start.elapsed()
    }

    /// Times `n` buy orders that each fill exactly the oldest order at the best ask, then puts the asks they
    /// took back (same prices, new ids) untimed.
    fn cross(&mut self, n: u64) -> Duration {
        let start = Instant::now();
        for _ in 0..n {
            let id = self.id();
            self.engine.limit(id, Side::Buy, MID + LEVELS, QTY);
        }
        let took = start.elapsed();
        let n = i64::try_from(n).unwrap_or(i64::MAX);
        let (full_levels, partial) = (n / PER_LEVEL, n % PER_LEVEL);
        // The taken level that was only partly emptied gets its orders back behind the ones still there, which
        // keeps every level at PER_LEVEL orders.
        if partial > 0 {
            for _ in 0..partial {
                let id = self.id();
                self.engine.limit(id, Side::Sell, MID + 1 + full_levels, QTY);
            }
        }
        for level in (1..=full_levels).rev() {
            for _ in 0..PER_LEVEL {
                let id = self.id();
                self.engine.limit(id, Side::Sell, MID + level, QTY);
            }
        }
        took
    }
}

/// Checks, before anything is timed, that each operation does what its benchmark says on this engine: placed
/// orders rest, cancels remove them, each crossing order fills exactly one resting order, and every batch
/// leaves the book as it found it.
fn verify<E: Engine>(engine: E) -> Result<(), Box<dyn Error>> {
    let mut bench = Bench::new(engine);
    let name = bench.engine.name();
    let start = bench.engine.levels();
    let total = |levels: &[(u8, i64, i64)], side: u8| -> i64 {
        levels.iter().filter(|l| l.0 == side).map(|l| l.2).sum()
    };
    let first = bench.next_id + 1;
    for i in 0..BATCH {
        let id = bench.id();
        bench
            .engine
            .limit(id, Side::Buy, Bench::<E>::resting_price(i), QTY);
    }
    let placed = bench.engine.levels();
    let added = i64::try_from(BATCH).unwrap_or(0) * QTY;
    if total(&placed, 0) != total(&start, 0) + added || total(&placed, 1) != total(&start, 1) {
        return Err(format!("{name}: placed orders did not all rest").into());
    }
    for id in first..first + BATCH {
        bench.engine.cancel(id);
    }
    if bench.engine.levels() != start {
        return Err(format!("{name}: cancels did not restore the book").into());
    }
    for _ in 0..PER_LEVEL {
        let id = bench.id();
        bench.engine.limit(id, Side::Buy, MID + LEVELS, QTY);
    }
    let crossed = bench.engine.levels();
    if total(&crossed, 1) != total(&start, 1) - PER_LEVEL * QTY
        || total(&crossed, 0) != total(&start, 0)
        || crossed.iter().any(|l| l.0 == 1 && l.1 == MID + 1)
    {
        return Err(format!("{name}: crossing orders did not each fill one order at the best ask").into());
    }
    for _ in 0..PER_LEVEL {
        let id = bench.id();
        bench.engine.limit(id, Side::Sell, MID + 1, QTY);
    }
    for n in [BATCH, 7] {
        bench.place(n);
        bench.cancel(n);
        bench.cross(n);
        if bench.engine.levels() != start {
            return Err(format!("{name}: a batch of {n} did not leave the book as it found it").into());
        }
    }
    Ok(())
}

/// Runs `op` for `iters` iterations in batches, summing only the timed parts.
fn batched(iters: u64, mut op: impl FnMut(u64) -> Duration) -> Duration {
    let mut left = iters;
    let mut total = Duration::ZERO;
    while left > 0 {
        let n = left.min(BATCH);
        total += op(n);
        left -= n;
    }
    total
}

type Op<E> = fn(&mut Bench<E>, u64) -> Duration;

fn bench_both(c: &mut Criterion, group: &str, ours: Op<Ours>, theirs: Op<Lobster>) {
    let mut g = c.benchmark_group(group);
    let mut mine = Bench::new(Ours {
        book: Book::new(),
        events: Vec::with_capacity(16),
    });
    g.bench_function(mine.engine.name(), |b| {
        b.iter_custom(|iters| batched(iters, |n| ours(&mut mine, n)))
    });
    let mut other = Bench::new(Lobster(lobster::OrderBook::default()));
    g.bench_function(other.engine.name(), |b| {
        b.iter_custom(|iters| batched(iters, |n| theirs(&mut other, n)))
    });
    g.finish();
}

/// The operations: criterion group name and what the summary line calls it.
const GROUPS: [(&str, &str); 3] = [
    ("engine_place", "place a resting limit order"),
    ("engine_cancel", "cancel a resting order"),
    ("engine_match", "match a crossing order (one fill)"),
];

/// Where criterion keeps its results: as criterion decides it, with the target folder taken from this
/// executable's location (`<target>/<profile>/deps/<bench>`) when the environment does not say.
fn criterion_home() -> Option<PathBuf> {
    if let Some(home) = std::env::var_os("CRITERION_HOME") {
        return Some(PathBuf::from(home));
    }
    if let Some(target) = std::env::var_os("CARGO_TARGET_DIR") {
        return Some(PathBuf::from(target).join("criterion"));
    }
    let exe = std::env::current_exe().ok()?;
    Some(exe.parent()?.parent()?.parent()?.join("criterion"))
}

/// Criterion's estimate of one benchmark's time per iteration in ns (the slope when it has one, as it reports),
/// or `None` when this run did not measure it (a filter on the command line).
fn estimate(
    home: &std::path::Path,
    group: &str,
    function: &str,
    since: SystemTime,
) -> Result<Option<f64>, Box<dyn Error>> {
    let path = home.join(group).join(function).join("new").join("estimates.json");
    let fresh = std::fs::metadata(&path)
        .and_then(|m| m.modified())
        .is_ok_and(|modified| modified >= since);
    if !fresh {
        return Ok(None);
    }
    let text = std::fs::read_to_string(&path).map_err(|e| format!("{}: {e}", path.display()))?;
    let value: serde_json::Value = serde_json::from_str(&text)?;
    let typical = if value["slope"].is_object() {
        &value["slope"]
    } else {
        &value["mean"]
    };
    match typical["point_estimate"].as_f64() {
        Some(ns) => Ok(Some(ns)),
        None => Err(format!("{}: no point estimate", path.display()).into()),
    }
}

fn main() -> Result<(), Box<dyn Error>> {
    // Older results are left in place by criterion; only files written from now on count.
    let since = SystemTime::now()
        .checked_sub(Duration::from_secs(1))
        .unwrap_or(SystemTime::UNIX_EPOCH);
    verify(Ours {
        book: Book::new(),
        events: Vec::new(),
    })?;
    verify(Lobster(lobster::OrderBook::default()))?;
    let mut c = Criterion::default()
        .warm_up_time(Duration::from_secs(1))
        .measurement_time(Duration::from_secs(3))
        .sample_size(50)
        .without_plots()
        .configure_from_args();
    bench_both(&mut c, GROUPS[0].0, Bench::place, Bench::place);
    bench_both(&mut c, GROUPS[1].0, Bench::cancel, Bench::cancel);
    bench_both(&mut c, GROUPS[2].0, Bench::cross, Bench::cross);
    c.final_summary();

    // `cargo test --benches` runs each benchmark once without measuring: nothing to compare then.
    if std::env::args().any(|a| a == "--test" || a == "--list") {
        return Ok(());
    }
    let home = criterion_home().ok_or("cannot tell where criterion keeps its results")?;
    for (group, what) in GROUPS {
        let (Some(ours), Some(theirs)) = (
            estimate(&home, group, "mercato", since)?,
            estimate(&home, group, "lobster", since)?,
        ) else {
            println!("engine {what}: not measured in this run");
            continue;
        };
        println!(
            "engine {what}: mercato {ours:.1} ns, lobster {theirs:.1} ns, ratio {:.2}x (lobster time / mercato time)",
            theirs / ours
        );
    }
    Ok(())
}
