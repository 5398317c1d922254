//! The price simulator, the default feed (ARCHITECTURE §8): a geometric Brownian motion per instrument, one step
//! per second. By default every shock is drawn from the operating system's entropy, so no future price can be
//! computed by anyone, the operator included (ADR 66). With an explicit seed (tests and benchmarks only) it is
//! deterministic: the shock of an instrument at a given second depends only on the seed, the instrument and that
//! second, so a test can predict every price.

/// Seconds in a year, the unit of the annual volatilities.
const YEAR_SECONDS: f64 = 365.0 * 86_400.0;

/// One simulated instrument: where it stands and how much it moves.
#[derive(Debug, Clone, PartialEq)]
pub struct SimInstrument {
    pub market_id: i64,
    /// Last price in quote minor units.
    pub price: i64,
    /// Annual volatility in basis points (6000 = 60 %).
    pub vol_bp: i64,
    /// The smallest price step in quote minor units; prices are rounded to it and never fall below it.
    pub tick: i64,
}

/// A simulator over a set of instruments, drawing from entropy or, for reproducible runs, from a seed.
#[derive(Debug, Clone)]
pub struct Simulator {
    seed: Option<u64>,
    instruments: Vec<SimInstrument>,
}

/// SplitMix64: a small, well-mixed hash from one 64-bit value to another, enough to draw reproducible shocks.
fn mix(mut z: u64) -> u64 {
    z = z.wrapping_add(0x9E37_79B9_7F4A_7C15);
    z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
    z ^ (z >> 31)
}

/// A uniform draw in (0, 1) from a hash.
fn unit(h: u64) -> f64 {
    ((h >> 11) as f64 + 0.5) / (1u64 << 53) as f64
}

/// A standard normal draw (Box–Muller) for one instrument at one second.
pub fn shock(seed: u64, market_id: i64, second: i64) -> f64 {
    let base = mix(seed ^ mix(market_id as u64) ^ mix(second as u64).rotate_left(17));
    let u1 = unit(mix(base));
    let u2 = unit(mix(base ^ 0xD1B5_4A32_D192_ED03));
    (-2.0 * u1.ln()).sqrt() * (std::f64::consts::TAU * u2).cos()
}

/// A standard normal draw from the operating system's entropy: what nobody can compute in advance.
pub fn entropy_shock() -> f64 {
    use rand::RngCore;
    let mut rng = rand::rngs::OsRng;
    let u1 = unit(rng.next_u64());
    let u2 = unit(rng.next_u64());
    (-2.0 * u1.ln()).sqrt() * (std::f64::consts::TAU * u2).cos()
}

/// The price one second after `price`, given the shock of that second, rounded to the tick.
pub fn step(price: i64, vol_bp: i64, tick: i64, z: f64) -> i64 {
    let sigma = vol_bp as f64 / 10_000.0;
    let dt = 1.0 / YEAR_SECONDS;
    let next = price as f64 * ((-0.5 * sigma * sigma * dt) + sigma * dt.sqrt() * z).exp();
    let tick = tick.max(1);
    let rounded = ((next / tick as f64).round() as i64).saturating_mul(tick);
    rounded.max(tick)
}

impl Simulator {
    /// A simulator drawing from the seed when one is given, else from the operating system's entropy.
    pub fn new(seed: Option<u64>, instruments: Vec<SimInstrument>) -> Simulator {
        Simulator { seed, instruments }
    }

    /// A reproducible simulator, for tests and benchmarks.
    pub fn seeded(seed: u64, instruments: Vec<SimInstrument>) -> Simulator {
        Simulator::new(Some(seed), instruments)
    }

    /// Whether its path can be computed from its configuration.
    pub fn is_seeded(&self) -> bool {
        self.seed.is_some()
    }

    fn draw(&self, salt: u64, market_id: i64, second: i64) -> f64 {
        match self.seed {
            Some(seed) => shock(seed ^ salt, market_id, second),
            None => entropy_shock(),
        }
    }

    /// Moves every instrument to the given second and answers `(market_id, price)` for each.
    pub fn tick(&mut self, second: i64) -> Vec<(i64, i64)> {
        let seed = self.seed;
        self.instruments
            .iter_mut()
            .map(|i| {
                let z = match seed {
                    Some(seed) => shock(seed, i.market_id, second),
                    None => entropy_shock(),
                };
                i.price = step(i.price, i.vol_bp, i.tick, z);
                (i.market_id, i.price)
            })
            .collect()
    }

    /// A path of `seconds` prices that ends at `end`, walking backwards from it: the labelled simulated history a
    /// demo starts with. Oldest first.
    pub fn history(
        &self,
        market_id: i64,
        end: i64,
        end_second: i64,
        seconds: i64,
        stride: i64,
    ) -> Vec<(i64, i64)> {
        let Some(inst) = self.instruments.iter().find(|i| i.market_id == market_id) else {
            return Vec::new();
        };
        let stride = stride.max(1);
        let mut price = end;
        let mut out = Vec::with_capacity((seconds / stride) as usize + 1);
        let mut second = end_second;
        out.push((second, price));
        while second > end_second - seconds {
            second -= stride;
            // Going back `stride` seconds is one step with the variance of `stride` seconds.
            let z = self.draw(0x5151, market_id, second) * (stride as f64).sqrt();
            price = step(price, inst.vol_bp, inst.tick, -z);
            out.push((second, price));
        }
        out.reverse();
        out
    }

    pub fn instruments(&self) -> &[SimInstrument] {
        &self.instruments
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn btc() -> SimInstrument {
        SimInstrument {
            market_id: 1,
            price: 9_500_000_000_000,
            vol_bp: 6000,
            tick: 1_000_000,
        }
    }

    #[test]
    fn the_same_seed_gives_the_same_path_and_another_seed_another() {
        let mut a = Simulator::seeded(7, vec![btc()]);
        let mut b = Simulator::seeded(7, vec![btc()]);
        let mut c = Simulator::seeded(8, vec![btc()]);
        let pa: Vec<_> = (0..100).map(|s| a.tick(s)).collect();
        let pb: Vec<_> = (0..100).map(|s| b.tick(s)).collect();
        let pc: Vec<_> = (0..100).map(|s| c.tick(s)).collect();
        assert_eq!(pa, pb);
        assert_ne!(pa, pc);
    }

    #[test]
    fn without_a_seed_two_simulators_from_the_same_start_part_ways() {
        let mut a = Simulator::new(None, vec![btc()]);
        let mut b = Simulator::new(None, vec![btc()]);
        assert!(!a.is_seeded());
        let pa: Vec<_> = (0..30).map(|s| a.tick(s)).collect();
        let pb: Vec<_> = (0..30).map(|s| b.tick(s)).collect();
        assert_ne!(
            pa, pb,
            "the same second and start gave the same path: the draws are computable"
        );
    }

    #[test]
    fn entropy_shocks_are_standard_normal() {
        let n = 100_000;
        let draws: Vec<f64> = (0..n).map(|_| entropy_shock()).collect();
        let mean = draws.iter().sum::<f64>() / n as f64;
        let var = draws.iter().map(|d| (d - mean).powi(2)).sum::<f64>() / n as f64;
        assert!(mean.abs() < 0.02, "mean {mean}");
        assert!((var - 1.0).abs() < 0.03, "variance {var}");
    }

    #[test]
    fn prices_land_on_the_tick_and_stay_positive() {
        let mut sim = Simulator::seeded(
            1,
            vec![SimInstrument {
                price: 3,
                vol_bp: 500_000,
                tick: 2,
                ..btc()
            }],
        );
        for s in 0..10_000 {
            let (_, p) = sim.tick(s)[0];
            assert!(p >= 2 && p % 2 == 0, "{p}");
        }
    }

    #[test]
    fn shocks_are_standard_normal_over_many_seconds() {
        let n = 200_000;
        let draws: Vec<f64> = (0..n).map(|s| shock(42, 3, s)).collect();
        let mean = draws.iter().sum::<f64>() / n as f64;
        let var = draws.iter().map(|d| (d - mean).powi(2)).sum::<f64>() / n as f64;
        assert!(mean.abs() < 0.01, "mean {mean}");
        assert!((var - 1.0).abs() < 0.02, "variance {var}");
    }

    #[test]
    fn a_month_of_one_second_steps_has_the_configured_annual_volatility() {
        // Hourly log returns over 30 days: their spread times sqrt(hours in a year) is the annual volatility.
        let mut sim = Simulator::seeded(
            3,
            vec![SimInstrument {
                price: 1_000_000_000_000,
                tick: 1,
                ..btc()
            }],
        );
        let mut last = 1_000_000_000_000_f64;
        let mut returns = Vec::new();
        for hour in 0..720 {
            let mut p = 0;
            for s in 0..3600 {
                p = sim.tick(hour * 3600 + s)[0].1;
            }
            returns.push((p as f64 / last).ln());
            last = p as f64;
        }
        let mean = returns.iter().sum::<f64>() / returns.len() as f64;
        let sd = (returns.iter().map(|r| (r - mean).powi(2)).sum::<f64>() / returns.len() as f64).sqrt();
        let annual = sd * (365.0_f64 * 24.0).sqrt();
        assert!((annual - 0.60).abs() < 0.08, "annual volatility {annual}");
    }

    #[test]
    fn history_ends_at_the_given_price_and_is_oldest_first() {
        let sim = Simulator::seeded(9, vec![btc()]);
        let path = sim.history(1, 9_500_000_000_000, 1_000_000, 3600, 60);
        assert_eq!(path.len(), 61);
        assert_eq!(path.last(), Some(&(1_000_000, 9_500_000_000_000)));
        assert_eq!(path[0].0, 1_000_000 - 3600);
        assert!(path.windows(2).all(|w| w[0].0 < w[1].0));
    }
}
