//! Dual investment's own core (ADR 45): the payout and coverage arithmetic, the products' and orders' rows, and
//! the settlement scheduler, which reads the index sample of each product's settlement second and pays from the
//! asset's `dual_pool` and `dual_reserve`. The calls live in `features::dual`.
//!
//! A share is 0.1 coin: a call invests it in the coin, a put invests its value at the reference price in USDT
//! (`exercise_price / 10`). Below the reference price an order is paid in the coin, otherwise in USDT, each with
//! interest for the product's term at its APR, rounded down.

pub mod demo;
pub mod products;
pub mod repo;
pub mod settle;

use crate::{clock::Clock, db::Db};

pub const MINUTE_MS: i64 = 60_000;
pub const DAY_MS: i64 = 86_400_000;
const PPM: i128 = 1_000_000;
/// The minutes of the 365-day year an APR is quoted for.
const YEAR_MINUTES: i128 = 365 * 1_440;
/// 16:00, in ms after the display day's midnight.
pub const SETTLE_TIME_MS: i64 = 16 * 3_600_000;
/// How long after its settlement second a product waits for that second's sample (published `dual.sample_grace`).
pub const SAMPLE_GRACE_MS: i64 = 30_000;
/// How far before the settlement second the nearest earlier sample may lie (published `dual.sample_lookback`).
pub const SAMPLE_WINDOW_MS: i64 = 60_000;
/// The settlement source recorded when no sample could be used; the orders are refunded with interest.
pub const NO_PRICE: &str = "none";

/// What the dual scheduler works with: the database, the clock, and whether demo products are kept on sale.
#[derive(Clone)]
pub struct Ctx {
    pub db: Db,
    pub clock: Clock,
    pub demo: bool,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Kind {
    /// Invests the coin.
    Call,
    /// Invests USDT.
    Put,
}

impl Kind {
    pub fn parse(text: &str) -> Option<Kind> {
        match text {
            "call" => Some(Kind::Call),
            "put" => Some(Kind::Put),
            _ => None,
        }
    }

    pub fn as_str(self) -> &'static str {
        match self {
            Kind::Call => "call",
            Kind::Put => "put",
        }
    }
}

/// What a product promises, as the arithmetic needs it. Amounts are minor units; `exercise_price` is USDT minor
/// units per whole coin (a multiple of 10) and `coin_unit` the coin's minor units per whole coin.
#[derive(Debug, Clone, Copy)]
pub struct Terms {
    pub kind: Kind,
    pub apr_ppm: i64,
    pub exercise_price: i64,
    pub term_minutes: i64,
    pub coin_unit: i64,
}

/// What an order is paid at settlement: `principal` in the payout asset (converted at the reference price when
/// that differs from the invested asset) and the interest on it, rounded down.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Payout {
    pub in_coin: bool,
    pub principal: i64,
    pub interest: i64,
}

impl Payout {
    pub fn total(&self) -> i64 {
        self.principal.saturating_add(self.interest)
    }
}

/// What a number of shares may take from the reserves, in the coin and in USDT, whichever way they settle.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct Need {
    pub coin: i128,
    pub usdt: i128,
}

fn narrow(value: i128) -> i64 {
    i64::try_from(value).unwrap_or(i64::MAX)
}

impl Terms {
    /// The coin in `shares`: 0.1 coin each.
    pub fn coin(&self, shares: i64) -> i64 {
        narrow(i128::from(shares) * i128::from(self.coin_unit) / 10)
    }

    /// The USDT value of `shares` at the reference price: `exercise_price / 10` each.
    pub fn usdt(&self, shares: i64) -> i64 {
        narrow(i128::from(shares) * i128::from(self.exercise_price) / 10)
    }

    /// What `shares` cost, in the invested asset.
    pub fn principal(&self, shares: i64) -> i64 {
        match self.kind {
            Kind::Call => self.coin(shares),
            Kind::Put => self.usdt(shares),
        }
    }

    fn interest_parts(&self, amount: i64) -> (i128, i128) {
        let numerator = i128::from(amount) * i128::from(self.apr_ppm) * i128::from(self.term_minutes);
        (numerator, PPM * YEAR_MINUTES)
    }

    /// `amount × term_minutes / (365 × 1440) × apr`, rounded down (the user receives it).
    pub fn interest(&self, amount: i64) -> i64 {
        let (n, d) = self.interest_parts(amount);
        narrow(n / d)
    }

    /// The same interest rounded up (what a reserve must hold for it).
    pub fn interest_up(&self, amount: i64) -> i64 {
        let (n, d) = self.interest_parts(amount);
        narrow((n + d - 1) / d)
    }

    /// The payout of `shares` settled at `price`; without a price, principal and interest in the invested asset.
    pub fn payout(&self, shares: i64, price: Option<i64>) -> Payout {
        let in_coin = match price {
            Some(price) => price < self.exercise_price,
            None => self.kind == Kind::Call,
        };
        let principal = if in_coin {
            self.coin(shares)
        } else {
            self.usdt(shares)
        };
        Payout {
            in_coin,
            principal,
            interest: self.interest(principal),
        }
    }

    /// The most `shares` may take from the reserves: the interest in the invested asset, or the whole payout in
    /// the other asset (the converted principal and its interest), each rounded up.
    pub fn need(&self, shares: i64) -> Need {
        let coin = self.coin(shares);
        let usdt = self.usdt(shares);
        match self.kind {
            Kind::Call => Need {
                coin: i128::from(self.interest_up(coin)),
                usdt: i128::from(usdt) + i128::from(self.interest_up(usdt)),
            },
            Kind::Put => Need {
                coin: i128::from(coin) + i128::from(self.interest_up(coin)),
                usdt: i128::from(self.interest_up(usdt)),
            },
        }
    }
}

/// How much of `need` a reserve holds, in whole percent rounded down; 100 when nothing is needed.
pub fn cover_percent(reserve: i64, need: i128) -> i64 {
    if need <= 0 {
        return 100;
    }
    narrow(i128::from(reserve.max(0)) * 100 / need)
}

/// 16:00 display time on the display date `day` (days since 1970-01-01), in UTC ms.
pub fn settle_moment(day: i64, offset: time::UtcOffset) -> i64 {
    day * DAY_MS + SETTLE_TIME_MS - i64::from(offset.whole_seconds()) * 1000
}

/// The first 16:00 display time after `after`.
pub fn next_settle_moment(after: i64, offset: time::UtcOffset) -> i64 {
    let local = after + i64::from(offset.whole_seconds()) * 1000;
    let day = local.div_euclid(DAY_MS);
    let today = settle_moment(day, offset);
    if today > after { today } else { today + DAY_MS }
}

#[cfg(test)]
mod tests {
    use super::*;

    const COIN: i64 = 100_000_000;
    const USDT: i64 = 100_000_000;

    fn terms(kind: Kind) -> Terms {
        // 36.5 % APR for 10 days: 1 % interest.
        Terms {
            kind,
            apr_ppm: 365_000,
            exercise_price: 50_000 * USDT,
            term_minutes: 10 * 1_440,
            coin_unit: COIN,
        }
    }

    #[test]
    fn a_call_of_2_shares_settled_below_50000_pays_0_2_btc_plus_1_percent_in_btc() {
        let p = terms(Kind::Call).payout(2, Some(49_999 * USDT));
        assert_eq!(
            p,
            Payout {
                in_coin: true,
                principal: 20_000_000,
                interest: 200_000
            }
        );
        assert_eq!(p.total(), 20_200_000, "0.202 BTC");
    }

    #[test]
    fn a_call_of_2_shares_settled_at_50000_pays_10000_usdt_plus_1_percent_in_usdt() {
        let p = terms(Kind::Call).payout(2, Some(50_000 * USDT));
        assert_eq!(
            p,
            Payout {
                in_coin: false,
                principal: 10_000 * USDT,
                interest: 100 * USDT
            }
        );
    }

    #[test]
    fn a_call_of_2_shares_settled_above_50000_pays_10100_usdt() {
        assert_eq!(
            terms(Kind::Call).payout(2, Some(60_000 * USDT)).total(),
            10_100 * USDT
        );
    }

    #[test]
    fn a_put_of_10000_usdt_settled_below_50000_buys_0_2_btc_at_the_reference_plus_1_percent() {
        let t = terms(Kind::Put);
        assert_eq!(t.principal(2), 10_000 * USDT);
        let p = t.payout(2, Some(40_000 * USDT));
        assert_eq!(
            p,
            Payout {
                in_coin: true,
                principal: 20_000_000,
                interest: 200_000
            }
        );
    }

    #[test]
    fn a_put_of_10000_usdt_settled_at_50000_pays_10100_usdt() {
        let p = terms(Kind::Put).payout(2, Some(50_000 * USDT));
        assert_eq!(
            p,
            Payout {
                in_coin: false,
                principal: 10_000 * USDT,
                interest: 100 * USDT
            }
        );
    }

    #[test]
    fn a_put_of_10000_usdt_settled_above_50000_pays_10100_usdt() {
        assert_eq!(
            terms(Kind::Put).payout(2, Some(70_000 * USDT)).total(),
            10_100 * USDT
        );
    }

    #[test]
    fn without_a_price_each_order_gets_its_principal_and_interest_in_what_it_invested() {
        assert_eq!(
            terms(Kind::Call).payout(1, None),
            Payout {
                in_coin: true,
                principal: 10_000_000,
                interest: 100_000
            }
        );
        assert_eq!(
            terms(Kind::Put).payout(1, None),
            Payout {
                in_coin: false,
                principal: 5_000 * USDT,
                interest: 50 * USDT
            }
        );
    }

    #[test]
    fn interest_of_12_5_percent_for_5_minutes_on_0_1_btc_is_rounded_down_for_the_user_and_up_for_the_reserve()
    {
        let t = Terms {
            kind: Kind::Call,
            apr_ppm: 125_000,
            exercise_price: 50_000 * USDT,
            term_minutes: 5,
            coin_unit: COIN,
        };
        // 10 000 000 × 0.125 × 5 / 525 600 = 11.89…
        assert_eq!(t.interest(10_000_000), 11);
        assert_eq!(t.interest_up(10_000_000), 12);
    }

    #[test]
    fn a_call_needs_its_coin_interest_and_its_whole_usdt_payout_and_a_put_the_reverse() {
        assert_eq!(
            terms(Kind::Call).need(2),
            Need {
                coin: 200_000,
                usdt: i128::from(10_100 * USDT)
            }
        );
        assert_eq!(
            terms(Kind::Put).need(2),
            Need {
                coin: 20_200_000,
                usdt: i128::from(100 * USDT)
            }
        );
    }

    #[test]
    fn settlement_is_at_16_00_display_time() {
        let plus8 = time::UtcOffset::from_hms(8, 0, 0).unwrap();
        assert_eq!(settle_moment(20_000, plus8), 20_000 * DAY_MS + 8 * 3_600_000);
        let morning = 20_000 * DAY_MS + 3_600_000;
        assert_eq!(
            next_settle_moment(morning, plus8),
            20_000 * DAY_MS + 8 * 3_600_000
        );
        let evening = 20_000 * DAY_MS + 9 * 3_600_000;
        assert_eq!(
            next_settle_moment(evening, plus8),
            20_001 * DAY_MS + 8 * 3_600_000
        );
        assert_eq!(cover_percent(50, 100), 50);
        assert_eq!(cover_percent(0, 0), 100);
    }
}
