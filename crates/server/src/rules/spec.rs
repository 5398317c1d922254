//! What each published rule may hold (ADR 69): a declarative table of every rule key (`table.rs`), its type and
//! range, and when a change reaches users. A value is checked against it before it is stored and logged; a key
//! the table does not know cannot be set at all.

use crate::money::{self, Scale};

/// The type and range of a rule's value.
#[derive(Debug, Clone, Copy)]
pub enum Kind {
    /// `0` or `1`.
    Flag,
    /// A whole number in `min..=max`.
    Int(i64, i64),
    /// A decimal with at most `places` decimals in `min..=max` (bounds written as decimals).
    Dec(Dec),
    /// A comma-separated list of at least one whole number, each in `min..=max`.
    Ints(i64, i64),
    /// A comma-separated list of at least one decimal, each in the range.
    Decs(Dec),
    /// A time of day, `HH:MM`.
    TimeOfDay,
    /// A daily window, `HH:MM-HH:MM`, opening before it closes.
    Window,
    /// A comma-separated list, possibly empty, of telephone area codes (digits, an optional `+`).
    AreaCodes,
    /// A comma-separated list, possibly empty, of these words.
    Words(&'static [&'static str]),
    /// Free text a user reads, not empty, at most this many characters.
    Text(usize),
    /// Checked by a function of its own; the text says what it accepts.
    Check(fn(&str) -> bool),
    /// Says what the code does (a formula, a policy, a constant the code holds): it changes with the code, never
    /// through an operator.
    Fixed,
}

/// A decimal's places and bounds; `below_max` makes the upper bound exclusive.
#[derive(Debug, Clone, Copy)]
pub struct Dec {
    pub places: u32,
    pub min: &'static str,
    pub max: &'static str,
    pub below_max: bool,
}

/// A decimal with `places` decimals in `min..=max`.
pub const fn dec(places: u32, min: &'static str, max: &'static str) -> Kind {
    Kind::Dec(Dec {
        places,
        min,
        max,
        below_max: false,
    })
}

/// A percent with up to four decimals in `min..=max`.
pub const fn percent(min: &'static str, max: &'static str) -> Kind {
    dec(4, min, max)
}

/// A percent with up to four decimals, at least `min` and below `max`.
pub const fn percent_below(min: &'static str, max: &'static str) -> Kind {
    Kind::Dec(Dec {
        places: 4,
        min,
        max,
        below_max: true,
    })
}

/// An amount with up to eight decimals in `min..=max`.
pub const fn amount(min: &'static str, max: &'static str) -> Kind {
    dec(8, min, max)
}

/// When a change reaches users.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Scope {
    /// From the moment it is saved, for everything read afterwards.
    Now,
    /// Only to what opens after it (`positions`, `rounds`, `listings`): what is open keeps the value it opened with.
    Opened(&'static str),
}

/// One rule key: `key` is the exact key, or a pattern with one `*` standing for a non-empty part
/// (`lot_*`, `*_fee_rate`).
#[derive(Debug, Clone, Copy)]
pub struct Spec {
    pub product: &'static str,
    pub key: &'static str,
    pub kind: Kind,
    pub scope: Scope,
}

/// Two rules of one product where `low`'s value may not exceed `high`'s.
#[derive(Debug, Clone, Copy)]
pub struct Order {
    pub product: &'static str,
    pub low: &'static str,
    pub high: &'static str,
}

fn matches(pattern: &str, key: &str) -> bool {
    match pattern.split_once('*') {
        None => pattern == key,
        Some((prefix, suffix)) => {
            key.len() > prefix.len() + suffix.len() && key.starts_with(prefix) && key.ends_with(suffix)
        }
    }
}

/// The entry of a rule key, if the table knows it.
pub fn find(product: &str, key: &str) -> Option<&'static Spec> {
    super::table::SPECS
        .iter()
        .find(|s| s.product == product && matches(s.key, key))
}

/// When a change of this rule (or site setting, product `site`) reaches users; `None` for a changelog key that is
/// not a rule (an announcement: a market opened, a round created, a day's rate).
pub fn scope(product: &str, key: &str) -> Option<Scope> {
    if product == "site" {
        return Some(Scope::Now);
    }
    find(product, key).map(|s| s.scope)
}

/// The ordered pairs `key` takes part in, with the other key and whether `key` is the low one.
pub fn orders(product: &str, key: &str) -> impl Iterator<Item = (&'static str, bool)> {
    let (product, key) = (product.to_string(), key.to_string());
    super::table::ORDERS.iter().filter_map(move |o| {
        if o.product != product {
            None
        } else if o.low == key {
            Some((o.high, true))
        } else if o.high == key {
            Some((o.low, false))
        } else {
            None
        }
    })
}

/// Compares two values of rules in one ordered pair (both decimals or whole numbers).
pub fn in_order(low: &str, high: &str) -> bool {
    match (money::parse(low, Scale::USDT), money::parse(high, Scale::USDT)) {
        (Some(l), Some(h)) => l <= h,
        _ => true,
    }
}

/// Whether `value` is a value `kind` accepts.
pub fn accepts(kind: &Kind, value: &str) -> bool {
    if value != value.trim() || value.contains('\0') {
        return false;
    }
    match *kind {
        Kind::Flag => value == "0" || value == "1",
        Kind::Int(min, max) => int(value).is_some_and(|v| (min..=max).contains(&v)),
        Kind::Dec(d) => in_range(&d, value),
        Kind::Ints(min, max) => list(value).all(|v| int(v).is_some_and(|v| (min..=max).contains(&v))),
        Kind::Decs(d) => list(value).all(|v| in_range(&d, v)),
        Kind::TimeOfDay => minute_of(value).is_some(),
        Kind::Window => value
            .split_once('-')
            .and_then(|(open, close)| Some(minute_of(open)? < minute_of(close)?))
            .unwrap_or(false),
        Kind::AreaCodes => {
            value.is_empty()
                || list(value).all(|c| {
                    let digits = c.strip_prefix('+').unwrap_or(c);
                    (1..=4).contains(&digits.len()) && digits.bytes().all(|b| b.is_ascii_digit())
                })
        }
        Kind::Words(words) => value.is_empty() || list(value).all(|w| words.contains(&w)),
        Kind::Text(max) => {
            let count = value.chars().count();
            count > 0 && count <= max && !value.chars().any(char::is_control)
        }
        Kind::Check(check) => check(value),
        Kind::Fixed => false,
    }
}

/// The items of a comma-separated list, trimmed; an empty item (`1,,2`) is kept so it fails the item's check.
fn list(value: &str) -> impl Iterator<Item = &str> {
    value.split(',').map(str::trim)
}

/// A whole number as the readers parse it: digits only, an optional leading minus.
fn int(text: &str) -> Option<i64> {
    let digits = text.strip_prefix('-').unwrap_or(text);
    if digits.is_empty() || !digits.bytes().all(|b| b.is_ascii_digit()) {
        return None;
    }
    text.parse().ok()
}

fn in_range(d: &Dec, value: &str) -> bool {
    let scale = Scale::new(d.places);
    let (Some(v), Some(min), Some(max)) = (
        money::parse(value, scale),
        money::parse(d.min, scale),
        money::parse(d.max, scale),
    ) else {
        return false;
    };
    v >= min && if d.below_max { v < max } else { v <= max }
}

/// Minutes after midnight of `HH:MM`.
pub fn minute_of(text: &str) -> Option<i64> {
    let (h, m) = text.split_once(':')?;
    if h.len() != 2 || m.len() != 2 {
        return None;
    }
    let (h, m) = (int(h)?, int(m)?);
    ((0..24).contains(&h) && (0..60).contains(&m)).then_some(h * 60 + m)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_pattern_stands_for_a_non_empty_part_of_the_key() {
        assert!(matches("lot_*", "lot_BTC"));
        assert!(!matches("lot_*", "lot_"));
        assert!(matches("*_fee_rate", "BTC_fee_rate"));
        assert!(!matches("*_fee_rate", "BTC_fee_min"));
        assert!(matches("l*_discount", "l3_discount"));
        assert!(matches("spread", "spread"));
        assert!(!matches("spread", "spreads"));
    }

    #[test]
    fn each_kind_takes_its_own_shape_and_range_only() {
        assert!(accepts(&Kind::Flag, "1") && !accepts(&Kind::Flag, "2") && !accepts(&Kind::Flag, "true"));
        assert!(accepts(&Kind::Int(1, 10), "10") && !accepts(&Kind::Int(1, 10), "0"));
        assert!(!accepts(&Kind::Int(1, 10), "1.5") && !accepts(&Kind::Int(1, 10), " 5"));
        assert!(accepts(&percent("0", "1"), "0.05") && accepts(&percent("0", "1"), "1"));
        assert!(!accepts(&percent("0", "1"), "100") && !accepts(&percent("0", "1"), "-1"));
        assert!(
            !accepts(&percent("0", "1"), "0.00001"),
            "more places than the rule keeps"
        );
        assert!(!accepts(&percent("0", "1"), "abc") && !accepts(&percent("0", "1"), ""));
        assert!(accepts(&percent_below("0", "100"), "99.9999"));
        assert!(!accepts(&percent_below("0", "100"), "100"));
        assert!(accepts(&Kind::Ints(1, 100), "1,2, 5") && !accepts(&Kind::Ints(1, 100), "1,,2"));
        assert!(!accepts(&Kind::Ints(1, 100), "") && !accepts(&Kind::Ints(1, 100), "0,5"));
        assert!(accepts(&Kind::TimeOfDay, "23:59") && !accepts(&Kind::TimeOfDay, "24:00"));
        assert!(accepts(&Kind::Window, "13:30-20:00") && !accepts(&Kind::Window, "20:00-13:30"));
        assert!(accepts(&Kind::AreaCodes, "") && accepts(&Kind::AreaCodes, "+86, 1"));
        assert!(!accepts(&Kind::AreaCodes, "86a"));
        assert!(accepts(&Kind::Words(&["withdraw"]), "withdraw") && accepts(&Kind::Words(&["withdraw"]), ""));
        assert!(!accepts(&Kind::Words(&["withdraw"]), "fly"));
        assert!(accepts(&Kind::Text(10), "2-5 days") && !accepts(&Kind::Text(3), "2-5 days"));
        assert!(!accepts(&Kind::Fixed, "anything"));
        assert!(!accepts(&Kind::Text(10), "a\0b"), "no NUL byte");
    }

    #[test]
    fn ordered_pairs_compare_as_numbers() {
        assert!(in_order("7", "64") && !in_order("65", "64") && in_order("10", "10.5"));
    }
}
