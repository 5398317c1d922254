//! Amounts are `i64` minor units of their asset (ARCHITECTURE §4): the wire form is a decimal string with the
//! asset's scale, parsed exactly, never through floating point.

/// `12345678` at scale 8 → `"0.12345678"`; negative amounts keep their sign.
pub fn format(amount: i64, scale: u32) -> String {
    let negative = amount < 0;
    let digits = amount.unsigned_abs().to_string();
    let scale = scale as usize;
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
pub fn format_short(amount: i64, scale: u32) -> String {
    let text = format(amount, scale);
    if scale <= 2 {
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
pub fn parse(text: &str, scale: u32) -> Option<i64> {
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
        assert_eq!(super::format_short(5_001_012_345_678, 8), "50010.12345678");
        assert_eq!(super::format_short(5_001_000_000_000, 8), "50010.00");
        assert_eq!(super::format_short(5_001_050_000_000, 8), "50010.50");
        assert_eq!(super::format_short(-150_000_000, 8), "-1.50");
        assert_eq!(super::format_short(0, 8), "0.00");
        assert_eq!(super::format_short(123, 2), "1.23");
    }

    use super::*;

    #[test]
    fn amounts_are_written_with_every_decimal_of_their_scale() {
        assert_eq!(format(10_000_000, 8), "0.10000000");
        assert_eq!(format(1_000_000_000_000, 8), "10000.00000000");
        assert_eq!(format(-5, 2), "-0.05");
        assert_eq!(format(7, 0), "7");
    }

    #[test]
    fn decimals_parse_exactly_and_bad_text_is_refused() {
        assert_eq!(parse("0.1", 8), Some(10_000_000));
        assert_eq!(parse("5", 8), Some(500_000_000));
        assert_eq!(parse(".5", 2), Some(50));
        assert_eq!(
            parse("1.50000000000", 8),
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
            assert_eq!(parse(bad, 8), None, "{bad}");
        }
    }

    #[test]
    fn products_go_through_i128_and_round_down() {
        assert_eq!(mul_div_floor(i64::MAX, 2, 4), Some(i64::MAX / 2));
        assert_eq!(mul_div_floor(10, 1, 3), Some(3));
        assert_eq!(mul_div_floor(1, 1, 0), None);
    }
}
