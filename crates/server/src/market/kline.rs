//! Candles (ARCHITECTURE §8): nine periods, aligned in UTC (days at 00:00, weeks on Monday, months on the 1st),
//! built from trades on spot books and from index samples on index-only instruments. The folding here is pure;
//! the market host persists the candles each command or sample touches.

use time::{Date, Month, OffsetDateTime};

/// The periods every market keeps, by canonical name.
pub const PERIODS: [Period; 9] = [
    Period::Min1,
    Period::Min5,
    Period::Min15,
    Period::Min30,
    Period::Min60,
    Period::Hour4,
    Period::Day1,
    Period::Week1,
    Period::Mon1,
];

/// A candle period.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Period {
    Min1,
    Min5,
    Min15,
    Min30,
    Min60,
    Hour4,
    Day1,
    Week1,
    Mon1,
}

const MINUTE: i64 = 60_000;
const DAY: i64 = 86_400_000;
/// 1970-01-01 was a Thursday; Monday 1970-01-05 starts the first whole week.
const FIRST_MONDAY: i64 = 4 * DAY;

impl Period {
    /// The canonical name used on the wire and in storage.
    pub fn name(self) -> &'static str {
        match self {
            Period::Min1 => "1min",
            Period::Min5 => "5min",
            Period::Min15 => "15min",
            Period::Min30 => "30min",
            Period::Min60 => "60min",
            Period::Hour4 => "4hour",
            Period::Day1 => "1day",
            Period::Week1 => "1week",
            Period::Mon1 => "1mon",
        }
    }

    /// The stored name of a spot pair's index candles (built from index samples, beside its trade candles), which
    /// contract and option charts plot because the index is what settles them.
    pub fn index_name(self) -> &'static str {
        match self {
            Period::Min1 => "index:1min",
            Period::Min5 => "index:5min",
            Period::Min15 => "index:15min",
            Period::Min30 => "index:30min",
            Period::Min60 => "index:60min",
            Period::Hour4 => "index:4hour",
            Period::Day1 => "index:1day",
            Period::Week1 => "index:1week",
            Period::Mon1 => "index:1mon",
        }
    }

    /// Reads a canonical name or one of the aliases clients send (`1H`, `1D`, `1W`, `1M`, `1m`, `1h`, ...).
    pub fn parse(text: &str) -> Option<Period> {
        Some(match text.trim() {
            "1min" | "1m" => Period::Min1,
            "5min" | "5m" => Period::Min5,
            "15min" | "15m" => Period::Min15,
            "30min" | "30m" => Period::Min30,
            "60min" | "1H" | "1h" | "1hour" | "60m" => Period::Min60,
            "4hour" | "4H" | "4h" => Period::Hour4,
            "1day" | "1D" | "1d" => Period::Day1,
            "1week" | "1W" | "1w" => Period::Week1,
            "1mon" | "1M" | "1month" => Period::Mon1,
            _ => return None,
        })
    }

    /// The open time of the candle holding `ts` (unix ms, UTC).
    pub fn open_time(self, ts: i64) -> i64 {
        let fixed = |len: i64| ts.div_euclid(len) * len;
        match self {
            Period::Min1 => fixed(MINUTE),
            Period::Min5 => fixed(5 * MINUTE),
            Period::Min15 => fixed(15 * MINUTE),
            Period::Min30 => fixed(30 * MINUTE),
            Period::Min60 => fixed(60 * MINUTE),
            Period::Hour4 => fixed(240 * MINUTE),
            Period::Day1 => fixed(DAY),
            Period::Week1 => (ts - FIRST_MONDAY).div_euclid(7 * DAY) * 7 * DAY + FIRST_MONDAY,
            Period::Mon1 => month_start(ts),
        }
    }

    /// The open time of the candle after the one opening at `open`.
    pub fn next_open(self, open: i64) -> i64 {
        match self {
            Period::Mon1 => month_start(open + 32 * DAY),
            Period::Week1 => open + 7 * DAY,
            Period::Day1 => open + DAY,
            other => open + other.minutes() * MINUTE,
        }
    }

    fn minutes(self) -> i64 {
        match self {
            Period::Min1 => 1,
            Period::Min5 => 5,
            Period::Min15 => 15,
            Period::Min30 => 30,
            Period::Min60 => 60,
            Period::Hour4 => 240,
            Period::Day1 => 1440,
            Period::Week1 => 7 * 1440,
            Period::Mon1 => 31 * 1440,
        }
    }
}

/// The first instant of the UTC month holding `ts`.
pub fn month_start(ts: i64) -> i64 {
    let Ok(t) = OffsetDateTime::from_unix_timestamp(ts.div_euclid(1000)) else {
        return 0;
    };
    Date::from_calendar_date(t.year(), t.month(), 1)
        .map(|d| d.midnight().assume_utc().unix_timestamp() * 1000)
        .unwrap_or(0)
}

/// The first instant of the UTC year holding `ts`, for yearly candles built from months at query time.
pub fn year_start(ts: i64) -> i64 {
    let Ok(t) = OffsetDateTime::from_unix_timestamp(ts.div_euclid(1000)) else {
        return 0;
    };
    Date::from_calendar_date(t.year(), Month::January, 1)
        .map(|d| d.midnight().assume_utc().unix_timestamp() * 1000)
        .unwrap_or(0)
}

/// One candle. Prices in quote minor units, volume in base minor units, turnover in quote minor units.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Candle {
    pub open_time: i64,
    pub open: i64,
    pub high: i64,
    pub low: i64,
    pub close: i64,
    pub volume: i64,
    pub turnover: i64,
}

impl Candle {
    /// A candle opened by one trade or sample.
    pub fn first(open_time: i64, price: i64, volume: i64, turnover: i64) -> Candle {
        Candle {
            open_time,
            open: price,
            high: price,
            low: price,
            close: price,
            volume,
            turnover,
        }
    }

    /// Adds a later trade or sample to the candle.
    pub fn add(&mut self, price: i64, volume: i64, turnover: i64) {
        self.high = self.high.max(price);
        self.low = self.low.min(price);
        self.close = price;
        self.volume = self.volume.saturating_add(volume);
        self.turnover = self.turnover.saturating_add(turnover);
    }

    /// Adds a later candle (of a shorter period, inside this one).
    pub fn merge(&mut self, later: &Candle) {
        self.high = self.high.max(later.high);
        self.low = self.low.min(later.low);
        self.close = later.close;
        self.volume = self.volume.saturating_add(later.volume);
        self.turnover = self.turnover.saturating_add(later.turnover);
    }
}

/// Folds points `(ts, price, volume, turnover)`, in time order, into the candles of one period.
pub fn fold(period: Period, points: &[(i64, i64, i64, i64)]) -> Vec<Candle> {
    let mut out: Vec<Candle> = Vec::new();
    for &(ts, price, volume, turnover) in points {
        let open = period.open_time(ts);
        match out.last_mut() {
            Some(c) if c.open_time == open => c.add(price, volume, turnover),
            _ => out.push(Candle::first(open, price, volume, turnover)),
        }
    }
    out
}

/// Yearly candles from monthly ones (oldest first).
pub fn yearly(months: &[Candle]) -> Vec<Candle> {
    let mut out: Vec<Candle> = Vec::new();
    for m in months {
        let open = year_start(m.open_time);
        match out.last_mut() {
            Some(y) if y.open_time == open => y.merge(m),
            _ => out.push(Candle {
                open_time: open,
                ..*m
            }),
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    // 2026-11-23 10:17:42.500 UTC, a Monday.
    const T: i64 = 1_795_429_062_500;

    #[test]
    fn canonical_names_and_client_aliases_read_to_the_same_period() {
        for p in PERIODS {
            assert_eq!(Period::parse(p.name()), Some(p));
        }
        assert_eq!(Period::parse("1H"), Some(Period::Min60));
        assert_eq!(Period::parse("1D"), Some(Period::Day1));
        assert_eq!(Period::parse("1W"), Some(Period::Week1));
        assert_eq!(Period::parse("1M"), Some(Period::Mon1));
        assert_eq!(Period::parse("1m"), Some(Period::Min1));
        assert_eq!(Period::parse("2min"), None);
    }

    #[test]
    fn candles_open_on_utc_minutes_days_mondays_and_first_days_of_months() {
        let minute = Period::Min1.open_time(T);
        assert_eq!(minute % 60_000, 0);
        assert!(minute <= T && T - minute < 60_000);
        assert_eq!(Period::Min15.open_time(T) % (15 * 60_000), 0);
        let day = Period::Day1.open_time(T);
        assert_eq!(day % DAY, 0);
        let week = Period::Week1.open_time(T);
        let weekday = OffsetDateTime::from_unix_timestamp(week / 1000).map(|t| t.weekday());
        assert_eq!(weekday, Ok(time::Weekday::Monday));
        assert!(week <= T && T - week < 7 * DAY);
        let month = OffsetDateTime::from_unix_timestamp(Period::Mon1.open_time(T) / 1000)
            .map(|t| (t.day(), t.month()));
        assert_eq!(month, Ok((1, Month::November)));
        let next =
            OffsetDateTime::from_unix_timestamp(Period::Mon1.next_open(Period::Mon1.open_time(T)) / 1000)
                .map(|t| (t.day(), t.month()));
        assert_eq!(next, Ok((1, Month::December)));
    }

    #[test]
    fn folding_trades_gives_open_high_low_close_and_summed_volume_per_candle() {
        let m = Period::Min1.open_time(T);
        let points = [
            (m, 100, 1, 100),
            (m + 10, 120, 2, 240),
            (m + 20, 90, 1, 90),
            (m + 60_000, 95, 5, 475),
        ];
        let candles = fold(Period::Min1, &points);
        assert_eq!(
            candles,
            vec![
                Candle {
                    open_time: m,
                    open: 100,
                    high: 120,
                    low: 90,
                    close: 90,
                    volume: 4,
                    turnover: 430
                },
                Candle {
                    open_time: m + 60_000,
                    open: 95,
                    high: 95,
                    low: 95,
                    close: 95,
                    volume: 5,
                    turnover: 475
                },
            ]
        );
    }

    #[test]
    fn yearly_candles_merge_the_months_of_each_year() {
        let jan = month_start(T - 300 * DAY);
        let months = [
            Candle {
                open_time: jan,
                open: 10,
                high: 20,
                low: 5,
                close: 15,
                volume: 1,
                turnover: 1,
            },
            Candle {
                open_time: month_start(T),
                open: 15,
                high: 30,
                low: 12,
                close: 25,
                volume: 2,
                turnover: 2,
            },
        ];
        let years = yearly(&months);
        assert_eq!(years.len(), 1);
        assert_eq!(
            (
                years[0].open,
                years[0].high,
                years[0].low,
                years[0].close,
                years[0].volume
            ),
            (10, 30, 5, 25, 3)
        );
    }
}
