use std::sync::{
    Arc,
    atomic::{AtomicI64, Ordering},
};

use time::{OffsetDateTime, UtcOffset, format_description::BorrowedFormatItem, macros::format_description};

/// The time every rule, task and record reads, in milliseconds since the unix epoch, UTC: the one time unit used
/// in code and SQL. The server runs on the system's clock; a test holds a manual one and moves it, so a rule that
/// depends on time (an expiry, a window, a day's fee) is proven by moving time, not by waiting for it.
#[derive(Debug, Clone, Default)]
pub struct Clock(Option<Arc<AtomicI64>>);

impl Clock {
    /// The system's clock.
    pub fn system() -> Self {
        Self(None)
    }

    /// A clock that stands still at `ms` until it is moved.
    pub fn manual(ms: i64) -> Self {
        Self(Some(Arc::new(AtomicI64::new(ms))))
    }

    pub fn now_ms(&self) -> i64 {
        match &self.0 {
            None => system_ms(),
            Some(manual) => manual.load(Ordering::SeqCst),
        }
    }

    /// Moves a manual clock on by `ms` and answers the new time; the system clock cannot be moved.
    pub fn advance(&self, ms: i64) -> Option<i64> {
        let manual = self.0.as_ref()?;
        Some(manual.fetch_add(ms, Ordering::SeqCst) + ms)
    }

    /// Whether this clock only moves when told to.
    pub fn is_manual(&self) -> bool {
        self.0.is_some()
    }
}

fn system_ms() -> i64 {
    let nanos = OffsetDateTime::now_utc().unix_timestamp_nanos();
    i64::try_from(nanos / 1_000_000).unwrap_or(i64::MAX)
}

const DISPLAY: &[BorrowedFormatItem<'static>] =
    format_description!("[year]-[month]-[day] [hour]:[minute]:[second]");

/// Renders a time as the API shows it: `YYYY-MM-DD HH:MM:SS` in the platform's display zone.
/// Reads a time a form sends: milliseconds since the epoch, or "YYYY-MM-DD HH:MM:SS" in the display zone.
pub fn parse_display(text: &str, offset: UtcOffset) -> Option<i64> {
    let text = text.trim();
    if let Ok(ms) = text.parse::<i64>() {
        return Some(ms);
    }
    let t = time::PrimitiveDateTime::parse(text, DISPLAY).ok()?;
    let ns = t.assume_offset(offset).unix_timestamp_nanos();
    i64::try_from(ns / 1_000_000).ok()
}

pub fn display(ms: i64, offset: UtcOffset) -> String {
    OffsetDateTime::from_unix_timestamp_nanos(i128::from(ms) * 1_000_000)
        .map(|t| t.to_offset(offset))
        .ok()
        .and_then(|t| t.format(DISPLAY).ok())
        .unwrap_or_default()
}

/// Parses a display zone written like `+08:00` or `-05:30`.
pub fn parse_offset(text: &str) -> Option<UtcOffset> {
    let (sign, rest) = match text.as_bytes().first()? {
        b'+' => (1, &text[1..]),
        b'-' => (-1, &text[1..]),
        _ => return None,
    };
    let (h, m) = rest.split_once(':')?;
    let h: i8 = h.parse().ok()?;
    let m: i8 = m.parse().ok()?;
    if !(0..=14).contains(&h) || !(0..60).contains(&m) {
        return None;
    }
    UtcOffset::from_hms(sign * h, sign * m, 0).ok()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_display_time_reads_back_to_its_milliseconds() {
        let offset = parse_offset("+08:00").unwrap();
        assert_eq!(parse_display("1970-01-01 08:00:01", offset), Some(1_000));
        assert_eq!(parse_display("1500", offset), Some(1_500));
        assert_eq!(parse_display("tomorrow", offset), None);
    }

    #[test]
    fn display_renders_the_epoch_in_utc_plus_eight_as_eight_in_the_morning() {
        let offset = parse_offset("+08:00").unwrap();
        assert_eq!(display(0, offset), "1970-01-01 08:00:00");
    }

    #[test]
    fn a_manual_clock_stands_still_until_advanced_and_the_system_clock_cannot_be_moved() {
        let clock = Clock::manual(1_000);
        assert_eq!(clock.now_ms(), 1_000);
        assert_eq!(clock.clone().advance(500), Some(1_500), "clones share one time");
        assert_eq!(clock.now_ms(), 1_500);
        assert_eq!(Clock::system().advance(1), None);
        assert!(Clock::system().now_ms() > 1_700_000_000_000);
    }

    #[test]
    fn parse_offset_reads_negative_half_hours_and_rejects_garbage() {
        assert_eq!(parse_offset("-03:30"), UtcOffset::from_hms(-3, -30, 0).ok());
        assert_eq!(parse_offset("8"), None);
        assert_eq!(parse_offset("+25:00"), None);
    }
}
