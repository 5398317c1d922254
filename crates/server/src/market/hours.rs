//! When instruments trade. Crypto trades always; stocks trade inside hours published as the contracts rule
//! `stock_hours` (`09:30-16:00`, New York time, Monday to Friday), which contracts and options enforce and quotes
//! and the `daymarket` push announce, all through this one rule. New York time follows US daylight saving (from the
//! second Sunday of March to the first Sunday of November), so the session moves by an hour in UTC with the season;
//! users see it in the site's display zone.

use time::{Date, Month, UtcOffset};

const DAY_MS: i64 = 86_400_000;
const MINUTE_MS: i64 = 60_000;

/// Stock trading hours in minutes after midnight New York time, Monday to Friday; all day when none are published.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct TradingHours {
    open: i64,
    close: i64,
}

impl Default for TradingHours {
    fn default() -> Self {
        TradingHours {
            open: 0,
            close: 24 * 60,
        }
    }
}

/// `HH:MM` as minutes after midnight; anything else is `None`.
pub fn minute_of(text: &str) -> Option<i64> {
    let (h, m) = text.trim().split_once(':')?;
    let (h, m): (i64, i64) = (h.parse().ok()?, m.parse().ok()?);
    ((0..24).contains(&h) && (0..60).contains(&m)).then_some(h * 60 + m)
}

/// The UTC instant (ms) of `hour`:00 UTC on the `nth` Sunday (1-based) of `month` in `year`.
fn nth_sunday(year: i32, month: Month, nth: i64, hour: i64) -> Option<i64> {
    let first = Date::from_calendar_date(year, month, 1).ok()?;
    let to_sunday = (7 - i64::from(first.weekday().number_days_from_sunday())) % 7;
    let day = first.to_julian_day()
        - Date::from_calendar_date(1970, Month::January, 1)
            .ok()?
            .to_julian_day();
    Some((i64::from(day) + to_sunday + 7 * (nth - 1)) * DAY_MS + hour * 3_600_000)
}

/// New York's offset from UTC at `ms`, in minutes: −240 (EDT) from the second Sunday of March at 2:00 local (07:00
/// UTC) to the first Sunday of November at 2:00 local (06:00 UTC), −300 (EST) otherwise.
pub fn new_york_offset(ms: i64) -> i64 {
    let year = time::OffsetDateTime::from_unix_timestamp(ms.div_euclid(1000)).map_or(1970, |t| t.year());
    let summer = match (
        nth_sunday(year, Month::March, 2, 7),
        nth_sunday(year, Month::November, 1, 6),
    ) {
        (Some(start), Some(end)) => (start..end).contains(&ms),
        _ => false,
    };
    if summer { -240 } else { -300 }
}

fn hm(minutes: i64) -> String {
    let m = minutes.rem_euclid(24 * 60);
    format!("{:02}:{:02}", m / 60, m % 60)
}

impl TradingHours {
    /// Reads `HH:MM-HH:MM`; anything else is `None`.
    pub fn parse(text: &str) -> Option<TradingHours> {
        let (open, close) = text.split_once('-')?;
        Some(TradingHours {
            open: minute_of(open)?,
            close: minute_of(close)?,
        })
    }

    /// Whether a stock trades at `ms`: inside the hours on a weekday, both in New York time.
    pub fn stock_open(&self, ms: i64) -> bool {
        let local = ms + new_york_offset(ms) * MINUTE_MS;
        let day = local.div_euclid(DAY_MS);
        // 1970-01-01 was a Thursday: day 0 → weekday 3 counting Monday as 0.
        let weekday = (day + 3).rem_euclid(7);
        let minute = local.rem_euclid(DAY_MS) / MINUTE_MS;
        weekday < 5 && minute >= self.open && minute < self.close
    }

    /// Whether an instrument of `category` trades at `ms`: a stock inside the hours, anything else always.
    pub fn is_open(&self, category: &str, ms: i64) -> bool {
        category != "stock" || self.stock_open(ms)
    }

    /// The hours as published, New York time: `09:30-16:00`.
    pub fn text(&self) -> String {
        format!("{}-{}", hm(self.open), hm(self.close))
    }

    /// The session of the New York day at `now` in the display zone `display`: `22:30-05:00` at UTC+8 in winter,
    /// an hour earlier in summer.
    pub fn text_in(&self, now: i64, display: UtcOffset) -> String {
        let shift = i64::from(display.whole_minutes()) - new_york_offset(now);
        format!("{}-{}", hm(self.open + shift), hm(self.close + shift))
    }

    /// What an instrument of `category` announces at `now`: a stock's session in the display zone, nothing for an
    /// instrument that always trades.
    pub fn shown_for(&self, category: &str, now: i64, display: UtcOffset) -> String {
        if category == "stock" {
            self.text_in(now, display)
        } else {
            String::new()
        }
    }
}

/// The published `lever.stock_hours`, read before the market starts so that its first seconds and the simulated
/// history already keep stocks closed outside them; `None` when unpublished or unreadable.
pub async fn published(db: &crate::db::Db) -> Result<Option<TradingHours>, sqlx::Error> {
    let rules = crate::rules::list(db, Some("lever")).await?;
    Ok(rules
        .iter()
        .find(|r| r.key == "stock_hours")
        .and_then(|r| TradingHours::parse(&r.value)))
}

#[cfg(test)]
mod tests {
    use time::UtcOffset;

    use super::{TradingHours, new_york_offset};

    /// Monday 2026-11-23 00:00 UTC (winter: New York is UTC−5).
    const MONDAY: i64 = 1_795_392_000_000;
    /// Monday 2026-07-13 00:00 UTC (summer: UTC−4).
    const SUMMER_MONDAY: i64 = 1_783_900_800_000;
    const HOUR: i64 = 3_600_000;

    #[test]
    fn in_winter_stocks_trade_from_14_30_to_21_00_utc_on_weekdays_and_crypto_always() {
        let hours = TradingHours::parse("09:30-16:00").unwrap();
        assert_eq!(hours.text(), "09:30-16:00");
        assert!(!hours.is_open("stock", MONDAY + 14 * HOUR));
        assert!(hours.is_open("stock", MONDAY + 14 * HOUR + 30 * 60_000));
        assert!(hours.is_open("stock", MONDAY + 20 * HOUR + 59 * 60_000));
        assert!(!hours.is_open("stock", MONDAY + 21 * HOUR));
        assert!(
            !hours.is_open("stock", MONDAY + 5 * 24 * HOUR + 15 * HOUR),
            "Saturday"
        );
        assert!(hours.is_open("crypto", MONDAY + 5 * 24 * HOUR));
    }

    #[test]
    fn in_summer_the_same_new_york_hours_are_an_hour_earlier_in_utc() {
        let hours = TradingHours::parse("09:30-16:00").unwrap();
        assert!(!hours.is_open("stock", SUMMER_MONDAY + 13 * HOUR));
        assert!(hours.is_open("stock", SUMMER_MONDAY + 13 * HOUR + 30 * 60_000));
        assert!(!hours.is_open("stock", SUMMER_MONDAY + 20 * HOUR));
    }

    #[test]
    fn daylight_saving_starts_and_ends_on_the_us_sundays_at_two_in_the_morning_local() {
        // 2026: Sunday 8 March 07:00 UTC and Sunday 1 November 06:00 UTC.
        let march_8 = 1_772_928_000_000 + 7 * HOUR;
        assert_eq!(new_york_offset(march_8 - 1), -300);
        assert_eq!(new_york_offset(march_8), -240);
        let november_1 = 1_793_491_200_000 + 6 * HOUR;
        assert_eq!(new_york_offset(november_1 - 1), -240);
        assert_eq!(new_york_offset(november_1), -300);
    }

    #[test]
    fn the_session_is_shown_in_the_display_zone_for_the_season() {
        let hours = TradingHours::parse("09:30-16:00").unwrap();
        let beijing = UtcOffset::from_hms(8, 0, 0).unwrap();
        assert_eq!(hours.text_in(MONDAY, beijing), "22:30-05:00");
        assert_eq!(hours.text_in(SUMMER_MONDAY, beijing), "21:30-04:00");
        assert_eq!(hours.text_in(MONDAY, UtcOffset::UTC), "14:30-21:00");
        assert_eq!(hours.shown_for("crypto", MONDAY, beijing), "");
        assert_eq!(hours.shown_for("stock", MONDAY, UtcOffset::UTC), "14:30-21:00");
    }

    #[test]
    fn unreadable_hours_are_refused() {
        for bad in ["", "13:30", "25:00-26:00", "9-17", "13:30-20:60"] {
            assert_eq!(TradingHours::parse(bad), None, "{bad}");
        }
    }
}
