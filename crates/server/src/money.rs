//! Amounts are `i64` minor units of their asset (ARCHITECTURE §4): the wire form is a decimal string with the
//! asset's scale, parsed exactly, never through floating point.

use std::fmt;

/// How many decimals an asset's or a market's amounts have: an amount `n` at scale `s` means `n / 10^s`. Scales
/// run from 0 to 18, the most an `i64` can hold one unit of, so every scale has a unit; a stored scale outside
/// that range is refused when it is read, not clamped.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct Scale(u32);

impl Scale {
    /// The largest scale: `10^18` is the largest power of ten an `i64` holds.
    pub const MAX: u32 = 18;

    /// USDT's scale, in which index prices, fees, limits and USDT values are kept; also the scale shown for an
    /// asset that is no longer listed.
    pub const USDT: Scale = Scale::new(8);

    /// A scale written in the code; a number past [`Scale::MAX`] fails to compile where it is a constant.
    pub const fn new(digits: u32) -> Scale {
        assert!(digits <= Scale::MAX, "a scale has at most 18 digits");
        Scale(digits)
    }

    /// A scale read from data, or `None` when it is outside 0–18.
    pub fn of(digits: i64) -> Option<Scale> {
        u32::try_from(digits).ok().filter(|d| *d <= Scale::MAX).map(Scale)
    }

    pub const fn digits(self) -> u32 {
        self.0
    }

    /// `10^digits`: the minor units of one whole unit.
    pub const fn unit(self) -> i64 {
        10_i64.pow(self.0)
    }
}

/// The digits one scale has beyond another: `Scale::new(8) - Scale::new(2)` is 6.
impl std::ops::Sub for Scale {
    type Output = i64;

    fn sub(self, other: Scale) -> i64 {
        i64::from(self.0) - i64::from(other.0)
    }
}

impl std::ops::Sub<Scale> for i64 {
    type Output = i64;

    fn sub(self, other: Scale) -> i64 {
        self - i64::from(other.0)
    }
}

impl fmt::Display for Scale {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        self.0.fmt(f)
    }
}

impl serde::Serialize for Scale {
    fn serialize<S: serde::Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        serializer.serialize_u32(self.0)
    }
}

crate::wire::integer_schema!(Scale);

impl<DB: sqlx::Database> sqlx::Type<DB> for Scale
where
    i64: sqlx::Type<DB>,
{
    fn type_info() -> DB::TypeInfo {
        <i64 as sqlx::Type<DB>>::type_info()
    }

    fn compatible(ty: &DB::TypeInfo) -> bool {
        <i64 as sqlx::Type<DB>>::compatible(ty)
    }
}

impl<'r, DB: sqlx::Database> sqlx::Decode<'r, DB> for Scale
where
    i64: sqlx::Decode<'r, DB>,
{
    fn decode(value: <DB as sqlx::Database>::ValueRef<'r>) -> Result<Self, sqlx::error::BoxDynError> {
        let digits = <i64 as sqlx::Decode<DB>>::decode(value)?;
        Scale::of(digits).ok_or_else(|| format!("scale {digits} is outside 0-18").into())
    }
}

/// `12345678` at scale 8 → `"0.12345678"`; negative amounts keep their sign.
pub fn format(amount: i64, scale: Scale) -> String {
    let negative = amount < 0;
    let digits = amount.unsigned_abs().to_string();
    let scale = scale.digits() as usize;
    let text = if scale == 0 {
        digits
    } else if digits.len() > scale {
        format!(
            "{}.{}",
            &digits[..digits.len() - scale],
            &digits[digits.len() - scale..]
        )
    } else {
        format!("0.{}{digits}", "0".repeat(scale - digits.len()))
    };
    if negative { format!("-{text}") } else { text }
}

/// Like [`format`], without trailing zeros beyond the second decimal: `50010.12345678`, `50010.50`, `10.00`.
pub fn format_short(amount: i64, scale: Scale) -> String {
    let text = format(amount, scale);
    if scale.digits() <= 2 {
        return text;
    }
    let Some((whole, fraction)) = text.split_once('.') else {
        return text;
    };
    let kept = fraction.trim_end_matches('0');
    let kept = if kept.len() < 2 { &fraction[..2] } else { kept };
    format!("{whole}.{kept}")
}

/// Reads a non-negative decimal with at most `scale` decimals (`"5"`, `"0.1"`, `"1.50000000"`); anything else,
/// including exponents, signs, extra decimals and amounts past `i64`, is `None`.
pub fn parse(text: &str, scale: Scale) -> Option<i64> {
    let scale = scale.digits();
    let text = text.trim();
    let (whole, fraction) = text.split_once('.').unwrap_or((text, ""));
    let digits = |s: &str| s.bytes().all(|b| b.is_ascii_digit());
    if whole.is_empty() && fraction.is_empty() || !digits(whole) || !digits(fraction) {
        return None;
    }
    let fraction = fraction.trim_end_matches('0');
    if fraction.len() > scale as usize || whole.len() > 19 {
        return None;
    }
    let unit = 10_i128.checked_pow(scale)?;
    let whole: i128 = if whole.is_empty() { 0 } else { whole.parse().ok()? };
    let padded = format!("{fraction:0<width$}", width = scale as usize);
    let fraction: i128 = if padded.is_empty() {
        0
    } else {
        padded.parse().ok()?
    };
    i64::try_from(whole.checked_mul(unit)?.checked_add(fraction)?).ok()
}

/// `amount × numerator ÷ denominator`, rounded down (what users receive).
pub fn mul_div_floor(amount: i64, numerator: i64, denominator: i64) -> Option<i64> {
    if denominator <= 0 {
        return None;
    }
    let product = i128::from(amount).checked_mul(i128::from(numerator))?;
    i64::try_from(product.div_euclid(i128::from(denominator))).ok()
}

#[cfg(test)]
mod tests {
    #[test]
    fn short_amounts_keep_two_decimals_and_every_significant_one() {
        assert_eq!(
            super::format_short(5_001_012_345_678, Scale::new(8)),
            "50010.12345678"
        );
        assert_eq!(super::format_short(5_001_000_000_000, Scale::new(8)), "50010.00");
        assert_eq!(super::format_short(5_001_050_000_000, Scale::new(8)), "50010.50");
        assert_eq!(super::format_short(-150_000_000, Scale::new(8)), "-1.50");
        assert_eq!(super::format_short(0, Scale::new(8)), "0.00");
        assert_eq!(super::format_short(123, Scale::new(2)), "1.23");
    }

    use super::*;

    #[test]
    fn amounts_are_written_with_every_decimal_of_their_scale() {
        assert_eq!(format(10_000_000, Scale::new(8)), "0.10000000");
        assert_eq!(format(1_000_000_000_000, Scale::new(8)), "10000.00000000");
        assert_eq!(format(-5, Scale::new(2)), "-0.05");
        assert_eq!(format(7, Scale::new(0)), "7");
    }

    #[test]
    fn decimals_parse_exactly_and_bad_text_is_refused() {
        assert_eq!(parse("0.1", Scale::new(8)), Some(10_000_000));
        assert_eq!(parse("5", Scale::new(8)), Some(500_000_000));
        assert_eq!(parse(".5", Scale::new(2)), Some(50));
        assert_eq!(
            parse("1.50000000000", Scale::new(8)),
            Some(150_000_000),
            "trailing zeros past the scale are fine"
        );
        for bad in [
            "",
            ".",
            "-1",
            "+1",
            "1e3",
            "0.000000001",
            "1,5",
            "NaN",
            "99999999999999999999",
        ] {
            assert_eq!(parse(bad, Scale::new(8)), None, "{bad}");
        }
    }

    #[test]
    fn a_scale_read_from_data_is_refused_outside_0_to_18() {
        assert_eq!(Scale::of(8).map(Scale::unit), Some(100_000_000));
        assert_eq!(Scale::of(18).map(Scale::unit), Some(1_000_000_000_000_000_000));
        assert_eq!(Scale::of(19), None);
        assert_eq!(Scale::of(-1), None);
    }

    #[test]
    fn products_go_through_i128_and_round_down() {
        assert_eq!(mul_div_floor(i64::MAX, 2, 4), Some(i64::MAX / 2));
        assert_eq!(mul_div_floor(10, 1, 3), Some(3));
        assert_eq!(mul_div_floor(1, 1, 0), None);
    }
}
