//! The published parameters of contracts (`/rules?product=lever`), read into integers once per change.

use std::collections::HashMap;

use crate::{
    error::{AppError, ErrorCode},
    market::hours::{TradingHours, minute_of},
    money::{self, Scale},
};

/// Position sizes are kept in base units with 8 decimals, whatever the instrument (a stock has no asset scale).
pub const QTY_SCALE: Scale = Scale::USDT;
/// `10^QTY_SCALE`: the `unit` of the risk formulas.
pub const UNIT: i64 = 100_000_000;

/// Every published contract parameter, rates in parts per million and sizes in [`UNIT`]s.
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub struct LeverParams {
    pub leverages: Vec<i64>,
    pub lot_presets: Vec<i64>,
    pub min_lots: i64,
    pub max_lots: i64,
    pub max_lots_user: i64,
    pub fee_ppm: i64,
    pub spread_ppm: i64,
    pub overnight_ppm: i64,
    /// Minutes after midnight UTC at which the overnight fee is charged.
    pub overnight_minute: i64,
    pub liquidation_ppm: i64,
    /// When stocks trade.
    pub stock_hours: TradingHours,
    /// Units per lot by base name (`BTC`, `AAPL`), in [`UNIT`]s.
    pub lots: HashMap<String, i64>,
}

impl LeverParams {
    pub fn from_pairs<'a>(pairs: impl Iterator<Item = (&'a str, &'a str)>) -> Self {
        let map: HashMap<&str, &str> = pairs.collect();
        let ints = |key: &str| -> Vec<i64> {
            map.get(key)
                .copied()
                .unwrap_or("")
                .split(',')
                .filter_map(|v| v.trim().parse::<i64>().ok())
                .filter(|v| *v > 0)
                .collect()
        };
        let int = |key: &str| {
            map.get(key)
                .and_then(|v| v.trim().parse::<i64>().ok())
                .unwrap_or(0)
        };
        let ppm = |key: &str| {
            map.get(key)
                .and_then(|v| money::parse(v, Scale::new(4)))
                .unwrap_or(0)
        };
        let hours = map
            .get("stock_hours")
            .and_then(|v| TradingHours::parse(v))
            .unwrap_or_default();
        LeverParams {
            leverages: ints("leverages"),
            lot_presets: ints("lot_presets"),
            min_lots: int("min_lots").max(1),
            max_lots: int("max_lots"),
            max_lots_user: int("max_lots_user"),
            fee_ppm: ppm("fee"),
            spread_ppm: ppm("spread"),
            overnight_ppm: ppm("overnight"),
            overnight_minute: map.get("overnight_time").and_then(|v| minute_of(v)).unwrap_or(0),
            liquidation_ppm: ppm("liquidation_risk_rate"),
            stock_hours: hours,
            lots: map
                .iter()
                .filter_map(|(k, v)| {
                    let base = k.strip_prefix("lot_")?;
                    Some((base.to_string(), money::parse(v, QTY_SCALE).filter(|u| *u > 0)?))
                })
                .collect(),
        }
    }

    /// The terms a position opening now takes and keeps (ADR 69).
    pub fn terms(&self) -> super::repo::Terms {
        super::repo::Terms {
            spread_ppm: self.spread_ppm,
            overnight_ppm: self.overnight_ppm,
            liquidation_ppm: self.liquidation_ppm,
        }
    }

    /// Units per lot of an instrument, in [`UNIT`]s; `None` when none is published (not tradable as a contract).
    pub fn lot(&self, base: &str) -> Option<i64> {
        self.lots.get(base).copied()
    }

    /// The day number (since the epoch) whose overnight cut is the last one at or before `ms`.
    pub fn overnight_day(&self, ms: i64) -> i64 {
        (ms - self.overnight_minute * 60_000).div_euclid(86_400_000)
    }

    /// Whether an instrument of `category` trades at `ms`: a stock inside its published hours, anything else always.
    pub fn is_open(&self, category: &str, ms: i64) -> bool {
        self.stock_hours.is_open(category, ms)
    }

    /// Refuses a stock outside its published hours with `market_closed`, whose message then names them; contracts
    /// and options share the rule.
    pub fn check_tradable(&self, category: &str, ms: i64) -> Result<(), AppError> {
        if !self.is_open(category, ms) {
            let hours = vec![("hours", self.stock_hours.text())];
            return Err(AppError::new(ErrorCode::MarketClosed).with_message("market_closed_hours", hours));
        }
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn published() -> LeverParams {
        LeverParams::from_pairs(
            [
                ("leverages", "1,5,10,100"),
                ("lot_presets", "1, 5"),
                ("min_lots", "1"),
                ("max_lots", "100"),
                ("max_lots_user", "500"),
                ("fee", "0.10"),
                ("spread", "0.02"),
                ("overnight", "0.05"),
                ("overnight_time", "00:30"),
                ("liquidation_risk_rate", "50"),
                ("stock_hours", "09:30-16:00"),
                ("lot_BTC", "0.01"),
                ("lot_AAPL", "1"),
            ]
            .into_iter(),
        )
    }

    #[test]
    fn percent_rules_become_parts_per_million_and_lots_become_units_of_eight_decimals() {
        let p = published();
        assert_eq!(p.fee_ppm, 1_000, "0.10 %");
        assert_eq!(p.spread_ppm, 200, "0.02 %");
        assert_eq!(p.overnight_ppm, 500, "0.05 % a day");
        assert_eq!(p.liquidation_ppm, 500_000, "a risk rate of 50 %");
        assert_eq!(p.lot("BTC"), Some(1_000_000), "0.01 BTC");
        assert_eq!(p.lot("AAPL"), Some(UNIT), "one share");
        assert_eq!(p.lot("ETH"), None, "no published lot, no contract");
        assert_eq!(p.leverages, vec![1, 5, 10, 100]);
        assert_eq!(p.lot_presets, vec![1, 5]);
    }

    #[test]
    fn the_overnight_day_turns_at_the_published_minute() {
        let p = published();
        let day = 20_000 * 86_400_000;
        assert_eq!(
            p.overnight_day(day + 29 * 60_000),
            19_999,
            "00:29 is before the 00:30 cut"
        );
        assert_eq!(p.overnight_day(day + 30 * 60_000), 20_000);
    }

    #[test]
    fn stocks_trade_on_weekdays_inside_the_published_hours() {
        let p = published();
        // 2026-11-23 is a Monday; in November New York is at UTC−5.
        let monday = 1_795_392_000_000;
        assert_eq!(p.stock_hours.text(), "09:30-16:00");
        assert!(p.check_tradable("crypto", monday).is_ok());
        let closed = p.check_tradable("stock", monday).unwrap_err();
        assert_eq!(closed.code, ErrorCode::MarketClosed);
        assert_eq!(closed.message, Some("market_closed_hours"));
        assert_eq!(closed.args, vec![("hours", "09:30-16:00".to_string())]);
        assert!(
            p.check_tradable("stock", monday + 14 * 3_600_000).is_err(),
            "09:00 in New York"
        );
        assert!(p.check_tradable("stock", monday + 15 * 3_600_000).is_ok());
    }
}
