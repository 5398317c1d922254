//! The money of a contract without the database: stops that make sense, prices on the grid against the user, what
//! a close returns, and the evidence a posting carries.

use risk::formula::Side;

use crate::market::{Market, Sample};
use crate::money::Scale;

/// Take-profit and stop-loss must sit on the right side of `reference`: above and below it for a long, the
/// reverse for a short; 0 leaves one unset.
pub fn stops_valid(side: Side, reference: i64, tp: i64, sl: i64) -> bool {
    let (tp_ok, sl_ok) = match side {
        Side::Long => (tp == 0 || tp > reference, sl == 0 || sl < reference),
        Side::Short => (tp == 0 || tp < reference, sl == 0 || sl > reference),
    };
    tp >= 0 && sl >= 0 && tp_ok && sl_ok
}

/// A fill price on the instrument's price grid (`tick` minor units), rounded against the user: up for what they
/// buy, down for what they sell.
pub fn on_grid(price: i64, tick: i64, up: bool) -> i64 {
    if tick <= 1 {
        return price;
    }
    let floor = price.div_euclid(tick) * tick;
    if up && floor != price { floor + tick } else { floor }
}

/// How a close moves money, all in USDT minor units.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct CloseMoney {
    /// Change of the user's available lever balance.
    pub available: i64,
    /// What `house` receives (negative: pays).
    pub house: i64,
    /// What `insurance` pays for a loss beyond everything the user has in the lever account.
    pub insurance: i64,
}

/// Settles a close: the margin is released, a profit is paid by `house`, a loss goes to `house` out of the
/// margin and then the rest of the lever account (cross margin), and what even that cannot cover is paid by
/// `insurance`, so the user's balance never goes below zero.
pub fn close_money(margin: i64, pnl: i64, available: i64) -> CloseMoney {
    if pnl >= 0 {
        return CloseMoney {
            available: margin + pnl,
            house: -pnl,
            insurance: 0,
        };
    }
    let loss = -pnl;
    let user_pays = loss.min(margin + available.max(0));
    CloseMoney {
        available: margin - user_pays,
        house: loss,
        insurance: loss - user_pays,
    }
}

/// The evidence written on a posting: the instrument, the mark sample (value, second, source) and the price.
pub(super) fn evidence(m: &Market, mark: &Sample, price: i64) -> String {
    format!(
        "{} mark {} at {} from {}, price {}",
        m.symbol(),
        crate::money::format(mark.price, Scale::USDT),
        mark.ts,
        mark.source,
        crate::money::format(price, Scale::USDT)
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    const USDT_1: i64 = 100_000_000;

    #[test]
    fn a_profit_of_300_on_500_margin_returns_800_and_house_pays_300() {
        assert_eq!(
            close_money(500 * USDT_1, 300 * USDT_1, 0),
            CloseMoney {
                available: 800 * USDT_1,
                house: -300 * USDT_1,
                insurance: 0
            }
        );
    }

    #[test]
    fn a_loss_of_200_on_500_margin_returns_300_and_house_receives_200() {
        assert_eq!(
            close_money(500 * USDT_1, -200 * USDT_1, 1_000 * USDT_1),
            CloseMoney {
                available: 300 * USDT_1,
                house: 200 * USDT_1,
                insurance: 0
            }
        );
    }

    #[test]
    fn a_loss_of_700_on_500_margin_takes_200_more_from_the_account_and_insurance_pays_what_it_lacks() {
        // 100 available: the user pays 500 + 100, insurance the last 100; house receives the whole 700.
        assert_eq!(
            close_money(500 * USDT_1, -700 * USDT_1, 100 * USDT_1),
            CloseMoney {
                available: -100 * USDT_1,
                house: 700 * USDT_1,
                insurance: 100 * USDT_1
            }
        );
        // Enough available: insurance pays nothing.
        assert_eq!(close_money(500, -700, 1_000).insurance, 0);
    }

    #[test]
    fn fill_prices_land_on_the_price_grid_against_the_user() {
        // Tick 0.01 USDT = 1,000,000 minor units; 50,005.004 USDT.
        let price = 5_000_500_400_000;
        assert_eq!(
            on_grid(price, 1_000_000, true),
            5_000_501_000_000,
            "a buy pays 50,005.01"
        );
        assert_eq!(
            on_grid(price, 1_000_000, false),
            5_000_500_000_000,
            "a sell receives 50,005.00"
        );
        assert_eq!(
            on_grid(5_000_500_000_000, 1_000_000, true),
            5_000_500_000_000,
            "on the grid already"
        );
    }

    #[test]
    fn a_long_takes_profit_above_and_stops_loss_below_the_reference_and_a_short_the_reverse() {
        assert!(stops_valid(Side::Long, 100, 110, 90));
        assert!(stops_valid(Side::Long, 100, 0, 0));
        assert!(!stops_valid(Side::Long, 100, 90, 0));
        assert!(!stops_valid(Side::Long, 100, 0, 100));
        assert!(stops_valid(Side::Short, 100, 90, 110));
        assert!(!stops_valid(Side::Short, 100, 110, 0));
        assert!(!stops_valid(Side::Short, 100, 0, -1));
    }
}
