//! Rolling 24-hour tickers (ARCHITECTURE §8), kept in memory as one bucket per minute, so a ticker is exact to
//! the minute and costs nothing per trade beyond updating the current bucket.

use std::collections::VecDeque;

use super::kline::{Candle, Period};

const WINDOW_MS: i64 = 86_400_000;

/// The last 24 hours of one market.
#[derive(Debug, Clone, Default)]
pub struct Rolling {
    minutes: VecDeque<Candle>,
    /// The last price ever seen, kept when the window empties.
    last: Option<i64>,
}

/// What a ticker shows: prices in quote minor units, volume in base minor units.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub struct Summary {
    pub open: i64,
    pub high: i64,
    pub low: i64,
    pub last: i64,
    pub volume: i64,
    pub turnover: i64,
}

impl Summary {
    /// The 24-hour change in percent with two decimals, signed as the wire shows it: `"+1.23"`, `"-0.52"`,
    /// `"0.00"`. Rounded half away from zero.
    pub fn change_text(&self) -> String {
        if self.open <= 0 {
            return "0.00".to_string();
        }
        let diff = i128::from(self.last) - i128::from(self.open);
        let scaled = diff * 10_000;
        let open = i128::from(self.open);
        let hundredths = (scaled.abs() + open / 2) / open * scaled.signum();
        let sign = if hundredths > 0 {
            "+"
        } else if hundredths < 0 {
            "-"
        } else {
            ""
        };
        let abs = hundredths.abs();
        format!("{sign}{}.{:02}", abs / 100, abs % 100)
    }
}

impl Rolling {
    /// Starts from stored minute candles, oldest first.
    pub fn from_minutes(minutes: impl IntoIterator<Item = Candle>) -> Rolling {
        let minutes: VecDeque<Candle> = minutes.into_iter().collect();
        let last = minutes.back().map(|c| c.close);
        Rolling { minutes, last }
    }

    /// Adds a trade or sample at `ts`.
    pub fn add(&mut self, ts: i64, price: i64, volume: i64, turnover: i64) {
        let open = Period::Min1.open_time(ts);
        match self.minutes.back_mut() {
            Some(c) if c.open_time == open => c.add(price, volume, turnover),
            Some(c) if c.open_time > open => {}
            _ => self
                .minutes
                .push_back(Candle::first(open, price, volume, turnover)),
        }
        self.last = Some(price);
    }

    /// The last price ever seen.
    pub fn last(&self) -> Option<i64> {
        self.last
    }

    /// The ticker at `now`: the window is the 24 hours before it; with no activity in it, every price is the
    /// last one ever seen and the volume is zero.
    pub fn summary(&mut self, now: i64) -> Option<Summary> {
        let start = Period::Min1.open_time(now - WINDOW_MS) + 60_000;
        while self.minutes.front().is_some_and(|c| c.open_time < start) {
            self.minutes.pop_front();
        }
        let last = self.last?;
        let Some(first) = self.minutes.front() else {
            return Some(Summary {
                open: last,
                high: last,
                low: last,
                last,
                volume: 0,
                turnover: 0,
            });
        };
        let mut s = Summary {
            open: first.open,
            high: first.high,
            low: first.low,
            last,
            volume: 0,
            turnover: 0,
        };
        for c in &self.minutes {
            s.high = s.high.max(c.high);
            s.low = s.low.min(c.low);
            s.volume = s.volume.saturating_add(c.volume);
            s.turnover = s.turnover.saturating_add(c.turnover);
        }
        Some(s)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const H: i64 = 3_600_000;

    #[test]
    fn the_ticker_covers_exactly_the_last_24_hours() {
        let mut r = Rolling::default();
        r.add(0, 100, 1, 100);
        r.add(10 * H, 150, 2, 300);
        r.add(20 * H, 120, 3, 360);
        let s = r.summary(20 * H).unwrap_or_default();
        assert_eq!((s.open, s.high, s.low, s.last, s.volume), (100, 150, 100, 120, 6));
        // Twenty-five hours after the first trade it has left the window.
        let s = r.summary(25 * H).unwrap_or_default();
        assert_eq!((s.open, s.high, s.low, s.last, s.volume), (150, 150, 120, 120, 5));
    }

    #[test]
    fn a_quiet_day_shows_the_last_price_with_no_volume() {
        let mut r = Rolling::default();
        r.add(0, 100, 1, 100);
        let s = r.summary(48 * H).unwrap_or_default();
        assert_eq!(
            s,
            Summary {
                open: 100,
                high: 100,
                low: 100,
                last: 100,
                volume: 0,
                turnover: 0
            }
        );
        assert_eq!(s.change_text(), "0.00");
        assert_eq!(Rolling::default().summary(0), None);
    }

    #[test]
    fn the_change_is_signed_with_two_decimals() {
        let s = |open, last| {
            Summary {
                open,
                last,
                ..Summary::default()
            }
            .change_text()
        };
        assert_eq!(s(10_000, 10_123), "+1.23");
        assert_eq!(s(10_000, 9_948), "-0.52");
        assert_eq!(s(10_000, 10_000), "0.00");
        assert_eq!(s(3, 4), "+33.33");
        assert_eq!(s(3, 2), "-33.33");
        assert_eq!(s(0, 5), "0.00");
    }
}
