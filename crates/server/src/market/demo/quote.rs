//! The demo market maker's ladder, and when it is quoted again.

use engine::Side;

use super::super::Market;

/// Levels per side and the gap between them, in basis points of the index.
const LEVELS: i64 = 8;
const STEP_BP: i64 = 5;
/// Value of each level in USDT minor units (2,000 USDT).
const LEVEL_VALUE: i64 = 2_000 * 100_000_000;

/// The ladder around `index` (quote minor units): `(side, price ticks, lots)` per level.
pub fn ladder(m: &Market, index: i64) -> Vec<(Side, i64, i64)> {
    let tick = m.tick().max(1);
    let mut out = Vec::new();
    for k in 1..=LEVELS {
        let offset = i128::from(index) * i128::from(STEP_BP * k) / 10_000;
        let offset = i64::try_from(offset).unwrap_or(0).max(tick * k);
        let bid = (index - offset) / tick;
        let ask = (index + offset + tick - 1) / tick;
        for (side, price) in [(Side::Buy, bid), (Side::Sell, ask)] {
            if price <= 0 {
                continue;
            }
            let lots = m
                .cost(price, 1)
                .filter(|c| *c > 0)
                .map_or(0, |one| LEVEL_VALUE / one);
            if lots >= m.row.min_qty {
                out.push((side, price, lots));
            }
        }
    }
    out
}

/// Where a market's ladder stands: the index it was built around and when.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Quoted {
    pub centre: i64,
    pub at: i64,
}

/// Whether a market is quoted again at `now`: when it has no ladder yet, or when the index has left the band
/// around the ladder's centre and the last quote is at least `min_ms` old. Re-quoting cancels and places every
/// level (one ledger transaction each), so it happens on the index's moves, not on a timer.
pub fn requote_due(quoted: Option<Quoted>, index: i64, now: i64, band_bp: i64, min_ms: i64) -> bool {
    let Some(q) = quoted else {
        return true;
    };
    if now - q.at < min_ms {
        return false;
    }
    let moved = i128::from((index - q.centre).abs()) * 10_000;
    moved > i128::from(band_bp) * i128::from(q.centre.max(1))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_market_without_a_ladder_is_quoted_at_once() {
        assert!(requote_due(None, 100, 0, 25, 15_000));
    }

    #[test]
    fn the_ladder_stays_while_the_index_is_inside_the_band() {
        let q = Some(Quoted {
            centre: 10_000,
            at: 0,
        });
        assert!(!requote_due(q, 10_025, 60_000, 25, 15_000), "exactly 25 bp away");
        assert!(!requote_due(q, 9_975, 60_000, 25, 15_000));
        assert!(requote_due(q, 10_026, 60_000, 25, 15_000), "past the band");
        assert!(requote_due(q, 9_974, 60_000, 25, 15_000));
    }

    #[test]
    fn a_market_is_not_quoted_again_before_the_ceiling_allows_even_when_the_index_jumps() {
        let q = Some(Quoted {
            centre: 10_000,
            at: 100_000,
        });
        assert!(!requote_due(q, 20_000, 114_999, 25, 15_000));
        assert!(requote_due(q, 20_000, 115_000, 25, 15_000));
    }
}
