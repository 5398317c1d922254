use time::{OffsetDateTime, UtcOffset, format_description::BorrowedFormatItem, macros::format_description};

/// Milliseconds since the unix epoch, UTC: the one time unit used in code and SQL.
pub fn now_ms() -> i64 {
    let nanos = OffsetDateTime::now_utc().unix_timestamp_nanos();
    i64::try_from(nanos / 1_000_000).unwrap_or(i64::MAX)
}

const DISPLAY: &[BorrowedFormatItem<'static>] =
    format_description!("[year]-[month]-[day] [hour]:[minute]:[second]");

/// Renders a time as the API shows it: `YYYY-MM-DD HH:MM:SS` in the platform's display zone.
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
    fn display_renders_the_epoch_in_utc_plus_eight_as_eight_in_the_morning() {
        let offset = parse_offset("+08:00").unwrap();
        assert_eq!(display(0, offset), "1970-01-01 08:00:00");
    }

    #[test]
    fn parse_offset_reads_negative_half_hours_and_rejects_garbage() {
        assert_eq!(parse_offset("-03:30"), UtcOffset::from_hms(-3, -30, 0).ok());
        assert_eq!(parse_offset("8"), None);
        assert_eq!(parse_offset("+25:00"), None);
    }
}
