//! The trigger index against a naive reference: one vector of triggers, scanned from scratch on every tick, over
//! a random stream of inserts (many under keys already used), removes, lookups and ticks of a mark that walks
//! like a price. `MERCATO_RISK_OPS` sets the stream's length (10^5 by default).

use rand::{Rng, SeedableRng, rngs::StdRng};
use risk::{Direction, TriggerIndex};

#[derive(Default)]
struct Naive {
    triggers: Vec<(u64, Direction, i64)>,
}

impl Naive {
    fn insert(&mut self, key: u64, direction: Direction, price: i64) -> Option<(Direction, i64)> {
        let old = self.get(key);
        self.triggers.retain(|t| t.0 != key);
        self.triggers.push((key, direction, price));
        old
    }

    fn remove(&mut self, key: u64) -> bool {
        let before = self.triggers.len();
        self.triggers.retain(|t| t.0 != key);
        self.triggers.len() != before
    }

    fn get(&self, key: u64) -> Option<(Direction, i64)> {
        self.triggers.iter().find(|t| t.0 == key).map(|&(_, d, p)| (d, p))
    }

    fn fire(&mut self, mark: i64) -> Vec<(u64, Direction, i64)> {
        let (mut fired, kept): (Vec<_>, Vec<_>) = self
            .triggers
            .iter()
            .partition(|&&(_, direction, price)| direction.crossed(price, mark));
        self.triggers = kept;
        fired.sort_by_key(|&(key, _, price)| (price, key));
        fired
    }
}

fn operations() -> usize {
    std::env::var("MERCATO_RISK_OPS")
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(100_000)
}

const KEYS: u64 = 4_000;

#[test]
fn the_trigger_index_agrees_with_a_naive_scan_on_random_streams() {
    let mut rng = StdRng::seed_from_u64(20_261_201);
    let mut index = TriggerIndex::new();
    let mut naive = Naive::default();
    // Prices on a coarse grid, so that many triggers share a price and ties are ordered by key.
    let mut mark: i64 = 10_000;
    let mut fired_total = 0;
    for step in 0..operations() {
        match rng.gen_range(0..100) {
            0..=59 => {
                let key = rng.gen_range(0..KEYS);
                let direction = if rng.gen_bool(0.5) {
                    Direction::Rises
                } else {
                    Direction::Falls
                };
                // Mostly on the side of the mark where the trigger waits; sometimes already crossed.
                let distance = rng.gen_range(-20..400);
                let price = match direction {
                    Direction::Rises => mark + distance,
                    Direction::Falls => mark - distance,
                };
                assert_eq!(
                    index.insert(key, direction, price),
                    naive.insert(key, direction, price),
                    "step {step}: insert {key} {direction:?} {price}"
                );
            }
            60..=79 => {
                let key = rng.gen_range(0..KEYS);
                assert_eq!(index.remove(key), naive.remove(key), "step {step}: remove {key}");
            }
            80..=84 => {
                let key = rng.gen_range(0..KEYS);
                assert_eq!(index.get(key), naive.get(key), "step {step}: get {key}");
            }
            85..=98 => {
                mark += rng.gen_range(-60..=60);
                let fired = index.fire(mark);
                fired_total += fired.len();
                assert_eq!(fired, naive.fire(mark), "step {step}: fire at {mark}");
            }
            _ => {
                // A tick at either end of i64 fires everything on that side.
                let extreme = if rng.gen_bool(0.5) { i64::MAX } else { i64::MIN };
                if rng.gen_bool(0.05) {
                    let fired = index.fire(extreme);
                    fired_total += fired.len();
                    assert_eq!(fired, naive.fire(extreme), "step {step}: fire at {extreme}");
                }
            }
        }
        assert_eq!(index.len(), naive.triggers.len(), "step {step}: len");
        assert_eq!(index.is_empty(), naive.triggers.is_empty(), "step {step}");
        if step % 1_009 == 0 {
            for key in 0..KEYS {
                assert_eq!(index.get(key), naive.get(key), "step {step}: key {key}");
            }
        }
    }
    // The stream must exercise firing, or the comparison above proves little.
    assert!(
        fired_total > operations() / 10,
        "only {fired_total} triggers fired"
    );
}
