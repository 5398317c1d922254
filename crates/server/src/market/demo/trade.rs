//! The demo trader's rule: it trades a market when the last price has drifted from the index, in the direction
//! that brings it back, and otherwise now and then, so that last prices, tickers and candles follow the index.

use engine::Side;

/// What the demo trader does on a market at one moment.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Trade {
    /// Buys from the maker's asks: the last price is below the index.
    Buy,
    /// Sells to the maker's bids: the last price is above the index.
    Sell,
}

impl Trade {
    pub fn side(self) -> Side {
        match self {
            Trade::Buy => Side::Buy,
            Trade::Sell => Side::Sell,
        }
    }
}

/// The published rule, read from `demo.track_band_bp`, `demo.trade_min_seconds` and `demo.trade_every_seconds`
/// (`demo.busy_trade_every_seconds` for the markets in `demo.busy_markets`).
#[derive(Debug, Clone, Copy)]
pub struct TradeRule {
    /// A last price this far from the index is traded back towards it...
    pub band_bp: i64,
    /// ...but a market is not traded more often than this...
    pub min_ms: i64,
    /// ...and is traded at least this often.
    pub every_ms: i64,
}

/// Whether `symbol` is one of the busy markets listed in `busy` (comma-separated symbols such as `BTC/USDT`).
pub fn is_busy(busy: &str, symbol: &str) -> bool {
    busy.split(',').any(|s| s.trim().eq_ignore_ascii_case(symbol))
}

/// The trade due on a market whose index is `index`, last trade price `last` (none yet: `None`) and last demo
/// trade at `last_at`, at `now`. `coin` picks the side of a trade made only because time passed.
pub fn trade_due(
    rule: TradeRule,
    index: i64,
    last: Option<i64>,
    last_at: Option<i64>,
    now: i64,
    coin: bool,
) -> Option<Trade> {
    let towards_index = |last: i64| if last < index { Trade::Buy } else { Trade::Sell };
    if last_at.is_some_and(|at| now - at < rule.min_ms) {
        return None;
    }
    match last {
        Some(last)
            if i128::from((index - last).abs()) * 10_000
                > i128::from(rule.band_bp) * i128::from(index.max(1)) =>
        {
            Some(towards_index(last))
        }
        _ if last_at.is_none_or(|at| now - at >= rule.every_ms) => Some(match last {
            Some(last) if last != index => towards_index(last),
            _ if coin => Trade::Buy,
            _ => Trade::Sell,
        }),
        _ => None,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const RULE: TradeRule = TradeRule {
        band_bp: 10,
        min_ms: 60_000,
        every_ms: 180_000,
    };

    fn due(last: Option<i64>, now: i64, coin: bool) -> Option<Trade> {
        trade_due(RULE, 10_000, last, Some(0), now, coin)
    }

    #[test]
    fn a_last_price_below_the_band_is_bought_up_and_one_above_is_sold_down() {
        assert_eq!(due(Some(9_989), 60_000, true), Some(Trade::Buy));
        assert_eq!(due(Some(10_011), 60_000, true), Some(Trade::Sell));
    }

    #[test]
    fn a_market_is_not_traded_again_within_the_published_minimum_however_far_it_drifts() {
        assert_eq!(due(Some(5_000), 59_999, true), None);
    }

    #[test]
    fn inside_the_band_nothing_trades_until_the_published_interval_has_passed() {
        assert_eq!(due(Some(10_010), 179_999, true), None);
        assert_eq!(
            due(Some(10_010), 180_000, true),
            Some(Trade::Sell),
            "a timed trade still leans towards the index"
        );
        assert_eq!(due(Some(10_000), 180_000, false), Some(Trade::Sell));
        assert_eq!(due(Some(10_000), 180_000, true), Some(Trade::Buy));
    }

    /// Runs the rule once a second for `seconds` against a ladder at `index` ± 5 bp (the maker's best levels):
    /// a buy prints at the ask, a sell at the bid. Answers how often the last price changed and how far from the
    /// index it ever was, in basis points.
    fn replay(rule: TradeRule, seconds: i64) -> (usize, i64) {
        let index = 9_500_000;
        let (bid, ask) = (index - index * 5 / 10_000, index + index * 5 / 10_000);
        let (mut last, mut last_at, mut changes, mut widest) = (None::<i64>, None::<i64>, 0, 0);
        for second in 0..seconds {
            let now = second * 1000;
            if let Some(trade) = trade_due(rule, index, last, last_at, now, second % 2 == 0) {
                let price = if trade == Trade::Buy { ask } else { bid };
                changes += usize::from(last != Some(price));
                widest = widest.max((price - index).abs() * 10_000 / index);
                (last, last_at) = (Some(price), Some(now));
            }
        }
        (changes, widest)
    }

    /// The demo's defaults (migration 0049).
    const BUSY: TradeRule = TradeRule {
        band_bp: 10,
        min_ms: 5_000,
        every_ms: 8_000,
    };
    const OTHER: TradeRule = TradeRule {
        every_ms: 25_000,
        ..BUSY
    };

    #[test]
    fn with_the_demo_defaults_a_busy_market_prints_a_new_last_price_at_least_every_ten_seconds_near_the_index()
     {
        let (changes, widest) = replay(BUSY, 3_600);
        assert!(changes >= 360, "{changes} changes in an hour");
        assert!(widest <= 50, "at most 0.5 % from the index, was {widest} bp");
    }

    #[test]
    fn with_the_demo_defaults_every_other_market_prints_a_new_last_price_at_least_every_thirty_seconds() {
        let (changes, widest) = replay(OTHER, 3_600);
        assert!(changes >= 120, "{changes} changes in an hour");
        assert!(widest <= 50, "{widest} bp");
    }

    #[test]
    fn the_busy_markets_are_named_by_symbol_in_any_case_and_spacing() {
        assert!(is_busy("BTC/USDT, eth/usdt", "ETH/USDT"));
        assert!(is_busy("BTC/USDT, eth/usdt", "BTC/USDT"));
        assert!(!is_busy("BTC/USDT", "SOL/USDT"));
        assert!(!is_busy("", "BTC/USDT"));
    }

    #[test]
    fn a_market_that_never_traded_trades_at_once() {
        assert_eq!(trade_due(RULE, 10_000, None, None, 0, true), Some(Trade::Buy));
    }
}
