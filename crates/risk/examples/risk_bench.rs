//! One mark tick over 10^6 open positions of which 0.1 % fire: the trigger index's time against a full scan of
//! every position in the same run.
//!
//! The positions are BTC/USDT contracts (both with 8 decimals) drawn from a seeded generator: open prices within
//! 1 % of 50,000, 0.001 to 2 BTC, leverage 1 to 100, long or short, margin from the formulas, a lever balance of
//! one to two margins, a liquidation trigger each (threshold 50 %) and a take-profit and a stop-loss for about
//! 30 % each. Positions that would already have fired at the current mark of 50,000 are drawn again.
//!
//! The reference is the risk check without an index: for every position, its pnl and risk rate at the new mark
//! by the formulas, and its take-profit and stop-loss, collecting those that must be acted on. The index side is
//! `TriggerIndex::fire` plus turning the fired keys into the sorted list of positions. Both must find the same
//! positions on a falling and on a rising tick before any time is printed. Each side is timed over several
//! repetitions, interleaved (so each index tick starts with caches the scan has just flushed, as a tick after
//! other work would), and the fired triggers are put back outside the timed region after each one. `fire`
//! leaves clearing the fired keys from the index's key map to later inserts and removes; re-arming the fired
//! triggers does that, and its time is printed on its own line so the deferred work stays visible.
//!
//! `cargo run --release -p mercato-risk --example risk_bench`

use std::{hint::black_box, time::Instant};

use rand::{Rng, SeedableRng, rngs::StdRng};
use risk::formula::{liquidation_price, margin, notional, pnl, risk_rate_ppm};
use risk::{Direction, Side, TriggerIndex, TriggerKind, key, split};

const POSITIONS: usize = 1_000_000;
const FIRE: usize = 1_000;
const REPETITIONS: usize = 11;
/// One USDT in minor units (scale 8); prices are USDT minor units per whole BTC.
const USDT: i64 = 100_000_000;
/// BTC minor units in one BTC (scale 8).
const UNIT: i64 = 100_000_000;
/// The mark before the tick.
const MARK: i64 = 50_000 * USDT;
/// Liquidation when the risk rate is at or below 50 %.
const THRESHOLD: i64 = 500_000;

struct Position {
    side: Side,
    open: i64,
    qty: i64,
    margin: i64,
    /// The lever account's available plus frozen balance: equity without this position's pnl.
    balance: i64,
    liquidation: Option<i64>,
    take_profit: Option<i64>,
    stop_loss: Option<i64>,
}

impl Position {
    fn triggers(&self) -> impl Iterator<Item = (TriggerKind, i64)> {
        [
            (TriggerKind::Liquidation, self.liquidation),
            (TriggerKind::TakeProfit, self.take_profit),
            (TriggerKind::StopLoss, self.stop_loss),
        ]
        .into_iter()
        .filter_map(|(kind, price)| price.map(|p| (kind, p)))
    }

    /// The reference: what a risk check without an index computes for this position at `mark`.
    fn must_act(&self, mark: i64) -> bool {
        let equity = self.balance + pnl(self.side, self.open, mark, self.qty, UNIT);
        let liquidated = risk_rate_ppm(equity, self.margin).is_some_and(|rate| rate <= THRESHOLD);
        let crossed = |kind: TriggerKind, price: Option<i64>| {
            price.is_some_and(|p| kind.direction(self.side).crossed(p, mark))
        };
        liquidated
            || crossed(TriggerKind::TakeProfit, self.take_profit)
            || crossed(TriggerKind::StopLoss, self.stop_loss)
    }

    /// The trigger price closest to the mark on the `direction` side, if any.
    fn nearest(&self, direction: Direction) -> Option<i64> {
        let prices = self
            .triggers()
            .filter(|&(kind, _)| kind.direction(self.side) == direction)
            .map(|(_, price)| price);
        match direction {
            Direction::Falls => prices.max(),
            Direction::Rises => prices.min(),
        }
    }
}

fn draw(rng: &mut StdRng) -> Result<Position, String> {
    loop {
        let side = if rng.gen_bool(0.5) {
            Side::Long
        } else {
            Side::Short
        };
        let open = MARK + rng.gen_range(-500 * USDT..=500 * USDT);
        let qty = rng.gen_range(100_000..=200_000_000);
        let leverage = rng.gen_range(1..=100);
        let margin = notional(open, qty, UNIT)
            .and_then(|n| margin(n, leverage))
            .ok_or("a position's margin does not fit")?;
        let balance = margin + rng.gen_range(0..=margin);
        let away = |rng: &mut StdRng, low: i64, high: i64| open / 1_000 * rng.gen_range(low..=high);
        let position = Position {
            side,
            open,
            qty,
            margin,
            balance,
            liquidation: liquidation_price(side, open, qty, UNIT, balance, margin, THRESHOLD),
            take_profit: rng.gen_bool(0.3).then(|| open + side.sign() * away(rng, 5, 50)),
            stop_loss: rng.gen_bool(0.3).then(|| open - side.sign() * away(rng, 2, 30)),
        };
        if !position.must_act(MARK) {
            return Ok(position);
        }
    }
}

fn index_of(positions: &[Position]) -> Result<TriggerIndex, String> {
    let mut index = TriggerIndex::new();
    for (id, position) in positions.iter().enumerate() {
        for (kind, price) in position.triggers() {
            let key = key(id as u64, kind).ok_or("a position id too large for a key")?;
            index.insert(key, kind.direction(position.side), price);
        }
    }
    Ok(index)
}

/// The mark at which `FIRE` positions have crossed their nearest trigger on the `direction` side.
fn tick_for(positions: &[Position], direction: Direction) -> Result<i64, String> {
    let mut nearest: Vec<i64> = positions.iter().filter_map(|p| p.nearest(direction)).collect();
    match direction {
        Direction::Falls => nearest.sort_unstable_by(|a, b| b.cmp(a)),
        Direction::Rises => nearest.sort_unstable(),
    }
    nearest
        .get(FIRE - 1)
        .copied()
        .ok_or_else(|| "too few triggers".to_string())
}

fn by_index(index: &mut TriggerIndex, mark: i64) -> (f64, Vec<u64>, Vec<risk::Fired>) {
    let start = Instant::now();
    let fired = index.fire(black_box(mark));
    let mut ids: Vec<u64> = fired.iter().map(|&(key, _, _)| split(key).0).collect();
    ids.sort_unstable();
    ids.dedup();
    let seconds = start.elapsed().as_secs_f64();
    (seconds, black_box(ids), fired)
}

/// Re-arms the fired triggers. These inserts also clear the fired keys' old entries from the index's key map,
/// the bookkeeping `fire` leaves for later, so their time is that deferred cost plus the re-arming.
fn restore(index: &mut TriggerIndex, fired: Vec<risk::Fired>) -> f64 {
    let start = Instant::now();
    for (key, direction, price) in fired {
        index.insert(key, direction, price);
    }
    start.elapsed().as_secs_f64()
}

fn by_scan(positions: &[Position], mark: i64) -> (f64, Vec<u64>) {
    let start = Instant::now();
    let mark = black_box(mark);
    let ids: Vec<u64> = positions
        .iter()
        .enumerate()
        .filter(|(_, position)| position.must_act(mark))
        .map(|(id, _)| id as u64)
        .collect();
    let seconds = start.elapsed().as_secs_f64();
    (seconds, black_box(ids))
}

fn median(mut times: Vec<f64>) -> f64 {
    times.sort_by(f64::total_cmp);
    times[times.len() / 2]
}

fn usdt(price: i64) -> String {
    format!("{}.{:08}", price / USDT, price % USDT)
}

fn main() -> Result<(), String> {
    let mut rng = StdRng::seed_from_u64(20_261_205);
    let positions = (0..POSITIONS)
        .map(|_| draw(&mut rng))
        .collect::<Result<Vec<_>, _>>()?;
    let mut index = index_of(&positions)?;
    let triggers = index.len();

    let fall = tick_for(&positions, Direction::Falls)?;
    let rise = tick_for(&positions, Direction::Rises)?;
    let mut fired_at_fall = 0;
    for mark in [fall, rise] {
        let (_, ours, fired) = by_index(&mut index, mark);
        let (_, reference) = by_scan(&positions, mark);
        if ours != reference {
            return Err(format!(
                "at {}: the index fires {} positions, the full scan {}; no timing printed",
                usdt(mark),
                ours.len(),
                reference.len()
            ));
        }
        if mark == fall {
            fired_at_fall = ours.len();
        }
        restore(&mut index, fired);
        if index.len() != triggers {
            return Err("restoring the fired triggers changed the index".into());
        }
    }
    println!(
        "risk tick verified: {fired_at_fall} of {POSITIONS} positions fire (index and full scan agree on a fall \
         to {} and a rise to {}; {triggers} triggers)",
        usdt(fall),
        usdt(rise)
    );

    let mut index_times = Vec::with_capacity(REPETITIONS);
    let mut restore_times = Vec::with_capacity(REPETITIONS);
    let mut scan_times = Vec::with_capacity(REPETITIONS);
    for _ in 0..REPETITIONS {
        let (seconds, ids, fired) = by_index(&mut index, fall);
        index_times.push(seconds);
        if ids.len() != fired_at_fall {
            return Err("a repetition of the index fired differently".into());
        }
        restore_times.push(restore(&mut index, fired));
        let (seconds, ids) = by_scan(&positions, fall);
        scan_times.push(seconds);
        if ids.len() != fired_at_fall {
            return Err("a repetition of the full scan fired differently".into());
        }
    }
    let (ours, reference) = (median(index_times), median(scan_times));
    println!(
        "risk tick (10^6 positions, 0.1% fire): index {:.3} ms, full scan {:.1} ms, ratio {:.0}x (goal >= 100x)",
        ours * 1e3,
        reference * 1e3,
        reference / ours
    );
    println!(
        "risk tick, outside the tick: re-arming the fired triggers, which also clears their key entries, {:.3} ms",
        median(restore_times) * 1e3
    );
    Ok(())
}
