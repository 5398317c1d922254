//! When instruments trade. Crypto trades always; stocks trade inside hours published as the contracts rule
//! `stock_hours` (`13:30-20:00`, UTC, Monday to Friday), which contracts and options enforce and quotes and the
//! `daymarket` push announce, all through this one rule.

/// Stock trading hours in minutes after midnight UTC, Monday to Friday; all day when none are published.
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

impl TradingHours {
    /// Reads `HH:MM-HH:MM`; anything else is `None`.
    pub fn parse(text: &str) -> Option<TradingHours> {
        let (open, close) = text.split_once('-')?;
        Some(TradingHours {
            open: minute_of(open)?,
            close: minute_of(close)?,
        })
    }

    /// Whether a stock trades at `ms`: inside the hours on a weekday (UTC).
    pub fn stock_open(&self, ms: i64) -> bool {
        let day = ms.div_euclid(86_400_000);
        // 1970-01-01 was a Thursday: day 0 → weekday 3 counting Monday as 0.
        let weekday = (day + 3).rem_euclid(7);
        let minute = ms.rem_euclid(86_400_000) / 60_000;
        weekday < 5 && minute >= self.open && minute < self.close
    }

    /// Whether an instrument of `category` trades at `ms`: a stock inside the hours, anything else always.
    pub fn is_open(&self, category: &str, ms: i64) -> bool {
        category != "stock" || self.stock_open(ms)
    }

    /// The hours as shown to users, `13:30-20:00` (UTC).
    pub fn text(&self) -> String {
        let hm = |m: i64| format!("{:02}:{:02}", m / 60, m % 60);
        format!("{}-{}", hm(self.open), hm(self.close))
    }

    /// What an instrument of `category` announces: its hours when it is a stock, nothing when it always trades.
    pub fn shown_for(&self, category: &str) -> String {
        if category == "stock" {
            self.text()
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
    use super::TradingHours;

    /// Monday 2026-11-23 00:00 UTC.
    const MONDAY: i64 = 1_795_392_000_000;
    const HOUR: i64 = 3_600_000;

    #[test]
    fn stocks_trade_inside_the_published_hours_on_weekdays_and_crypto_always() {
        let hours = TradingHours::parse("13:30-20:00").unwrap();
        assert_eq!(hours.text(), "13:30-20:00");
        assert!(!hours.is_open("stock", MONDAY + 13 * HOUR));
        assert!(hours.is_open("stock", MONDAY + 14 * HOUR));
        assert!(!hours.is_open("stock", MONDAY + 20 * HOUR));
        assert!(
            !hours.is_open("stock", MONDAY + 5 * 24 * HOUR + 14 * HOUR),
            "Saturday"
        );
        assert!(hours.is_open("crypto", MONDAY + 5 * 24 * HOUR));
        assert_eq!(hours.shown_for("crypto"), "");
        assert_eq!(hours.shown_for("stock"), "13:30-20:00");
    }

    #[test]
    fn unreadable_hours_are_refused() {
        for bad in ["", "13:30", "25:00-26:00", "9-17", "13:30-20:60"] {
            assert_eq!(TradingHours::parse(bad), None, "{bad}");
        }
    }
}
