//! Copy trading's rules inside the contracts core: how large a follower's copy of a trader's position is. The
//! follower's setting is a number with two decimals (hundredths), at most the published maximum (5).

/// How a follower sizes copies (API-CONTRACT §5.11 `type`).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum CopyKind {
    /// Copy lots = the trader's lots × the number, rounded down to whole lots.
    Multiple = 1,
    /// Copy lots = the number, rounded down to whole lots, whatever the trader opened.
    Lots = 2,
}

impl CopyKind {
    pub fn from_code(code: i64) -> Option<Self> {
        match code {
            1 => Some(CopyKind::Multiple),
            2 => Some(CopyKind::Lots),
            _ => None,
        }
    }
}

/// Why a follower got no copy of a trader's position; each has a message to the follower.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Skip {
    /// The setting gives less than the instrument's minimum lots.
    BelowMinimum,
    /// The copy would pass the published largest order or the follower's largest holding.
    OverCap,
    /// The follower's contract account cannot pay the copy's margin and fee.
    Unaffordable,
}

impl Skip {
    /// The key of the note that tells the follower.
    pub fn note_key(self) -> &'static str {
        match self {
            Skip::BelowMinimum => "copy_skipped_minimum",
            Skip::OverCap => "copy_skipped_cap",
            Skip::Unaffordable => "copy_skipped_margin",
        }
    }
}

/// The lots of a copy: `number` is in hundredths; a multiple rounds the product down to whole lots, fixed lots
/// round the number down.
pub fn copy_lots(kind: CopyKind, number: i64, trader_lots: i64) -> i64 {
    match kind {
        CopyKind::Multiple => i64::try_from(i128::from(trader_lots) * i128::from(number) / 100).unwrap_or(0),
        CopyKind::Lots => number / 100,
    }
}

/// The copy's lots if the published lot limits allow it: at least `min`, at most `max` per order, and the
/// follower's holding on the instrument (`held`) plus the copy at most `max_user`.
pub fn sized(lots: i64, held: i64, min: i64, max: i64, max_user: i64) -> Result<i64, Skip> {
    if lots < min.max(1) {
        return Err(Skip::BelowMinimum);
    }
    if lots > max || held + lots > max_user {
        return Err(Skip::OverCap);
    }
    Ok(lots)
}

/// A follower's setting from the wire in hundredths: rounded down to two decimals (SPEC §5), above zero and at
/// most `max` whole units.
pub fn parse_number(text: &str, max: i64) -> Option<i64> {
    let eighths = crate::money::parse(text.trim(), crate::money::Scale::new(8))?;
    let hundredths = eighths / 1_000_000;
    (hundredths > 0 && hundredths <= max * 100).then_some(hundredths)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_1_5_multiple_of_a_3_lot_position_copies_4_lots_rounded_down_from_4_5() {
        assert_eq!(copy_lots(CopyKind::Multiple, 150, 3), 4);
        assert_eq!(copy_lots(CopyKind::Multiple, 200, 3), 6);
        assert_eq!(copy_lots(CopyKind::Multiple, 50, 1), 0, "half a lot is no lot");
    }

    #[test]
    fn fixed_lots_of_2_5_copy_2_lots_whatever_the_trader_opened() {
        assert_eq!(copy_lots(CopyKind::Lots, 250, 1), 2);
        assert_eq!(copy_lots(CopyKind::Lots, 250, 40), 2);
    }

    #[test]
    fn a_copy_below_the_minimum_or_over_a_cap_is_not_opened() {
        assert_eq!(sized(0, 0, 1, 100, 500), Err(Skip::BelowMinimum));
        assert_eq!(sized(101, 0, 1, 100, 500), Err(Skip::OverCap));
        assert_eq!(sized(10, 495, 1, 100, 500), Err(Skip::OverCap));
        assert_eq!(sized(10, 490, 1, 100, 500), Ok(10));
    }

    #[test]
    fn a_setting_keeps_two_decimals_and_stays_within_zero_and_five() {
        assert_eq!(parse_number("1.5", 5), Some(150));
        assert_eq!(parse_number("2.25", 5), Some(225));
        assert_eq!(parse_number("5", 5), Some(500));
        assert_eq!(parse_number("5.01", 5), None);
        assert_eq!(parse_number("0", 5), None);
        assert_eq!(
            parse_number("1.239", 5),
            Some(123),
            "rounded down to two decimals"
        );
        assert_eq!(parse_number("0.001", 5), None, "nothing left after rounding");
        assert_eq!(parse_number("abc", 5), None);
    }
}
