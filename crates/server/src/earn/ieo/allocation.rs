//! The published allocation rule of an IEO, fixed before any sale opens and computable by anyone from the
//! published totals:
//!
//! - undersubscribed (total applied ≤ supply): every subscription is allocated what it applied for;
//! - oversubscribed: each is allocated floor(applied × supply ÷ total applied) in the token's minor units;
//! - each pays ceil(allocated × price) in the payment asset's minor units, and the rest of what it paid is
//!   refunded from escrow;
//! - the tokens the rounding leaves over stay with the issuer.

use crate::money::{self, Scale};

/// The rule as the changelog and each subscription's view publish it.
pub const RULE: &str = "If total_applied <= supply: allocated = applied. Otherwise: allocated = \
    floor(applied * supply / total_applied) in token minor units. charged = ceil(allocated * price) in payment \
    minor units; refunded = paid - charged; tokens left over by rounding stay with the issuer.";

/// What `amount` token minor units cost at `price` (payment minor units per whole token), rounded up: the user
/// pays it. `None` when it does not fit in an amount.
pub fn payment(amount: i64, price: i64, token_scale: Scale) -> Option<i64> {
    let unit = i128::from(token_scale.unit());
    let product = i128::from(amount) * i128::from(price);
    i64::try_from((product + unit - 1).div_euclid(unit)).ok()
}

/// A subscription as the rule reads it.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Applied {
    pub amount: i64,
    pub price: i64,
    pub paid: i64,
}

/// What the rule gives one subscription.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Allocation {
    pub allocated: i64,
    pub charged: i64,
    pub refunded: i64,
}

/// The tokens one subscription is allocated out of `supply` when `total_applied` was applied for in all.
pub fn allocated(applied: i64, supply: i64, total_applied: i64) -> i64 {
    if total_applied <= supply || total_applied <= 0 {
        return applied;
    }
    let share = i128::from(applied) * i128::from(supply) / i128::from(total_applied);
    i64::try_from(share).unwrap_or(0)
}

/// The rule applied to one subscription.
pub fn allocate(s: Applied, supply: i64, total_applied: i64, token_scale: Scale) -> Allocation {
    let allocated = allocated(s.amount, supply, total_applied);
    let charged = payment(allocated, s.price, token_scale)
        .unwrap_or(s.paid)
        .min(s.paid);
    Allocation {
        allocated,
        charged,
        refunded: s.paid - charged,
    }
}

/// The rule written out with the totals it used, for the subscription's view.
pub fn formula(applied: i64, supply: i64, total_applied: i64, token_scale: Scale) -> String {
    let f = |v: i64| money::format(v, token_scale);
    if total_applied <= supply {
        format!(
            "total_applied {} <= supply {}: allocated = applied = {}",
            f(total_applied),
            f(supply),
            f(applied)
        )
    } else {
        format!(
            "allocated = floor(applied × supply ÷ total_applied) = floor({} × {} ÷ {}) = {}",
            f(applied),
            f(supply),
            f(total_applied),
            f(allocated(applied, supply, total_applied))
        )
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const UNIT: i64 = 100_000_000;
    const EIGHT: Scale = Scale::new(8);

    fn applied(amount: i64, price: i64) -> Applied {
        Applied {
            amount,
            price,
            paid: payment(amount, price, EIGHT).unwrap(),
        }
    }

    #[test]
    fn oversubscribed_1000_tokens_applied_for_as_100_200_and_700_of_2500_give_40_80_and_280() {
        // 2500 applied for 1000: each gets two fifths.
        let total = 2_500 * UNIT;
        let supply = 1_000 * UNIT;
        let got: Vec<i64> = [100, 200, 700, 1_500]
            .iter()
            .map(|a| allocated(a * UNIT, supply, total))
            .collect();
        assert_eq!(got, vec![40 * UNIT, 80 * UNIT, 280 * UNIT, 600 * UNIT]);
    }

    #[test]
    fn oversubscribed_10_minor_units_shared_by_three_equal_applications_of_10_give_3_each_and_leave_1_with_the_issuer()
     {
        let shares: Vec<i64> = (0..3).map(|_| allocated(10, 10, 30)).collect();
        assert_eq!(shares, vec![3, 3, 3]);
        assert_eq!(
            10 - shares.iter().sum::<i64>(),
            1,
            "the remainder stays with the issuer"
        );
    }

    #[test]
    fn undersubscribed_600_of_1000_gives_everyone_what_they_applied_for_and_charges_it_all() {
        let s = applied(600 * UNIT, 10_000_000);
        assert_eq!(
            allocate(s, 1_000 * UNIT, 600 * UNIT, EIGHT),
            Allocation {
                allocated: 600 * UNIT,
                charged: 60 * UNIT,
                refunded: 0
            }
        );
    }

    #[test]
    fn at_0_1_usdt_an_allocation_of_40_tokens_out_of_100_applied_charges_4_usdt_and_refunds_6() {
        let s = applied(100 * UNIT, 10_000_000);
        assert_eq!(s.paid, 10 * UNIT);
        assert_eq!(
            allocate(s, 1_000 * UNIT, 2_500 * UNIT, EIGHT),
            Allocation {
                allocated: 40 * UNIT,
                charged: 4 * UNIT,
                refunded: 6 * UNIT
            }
        );
    }

    #[test]
    fn payments_are_rounded_up_so_one_minor_unit_at_a_price_of_0_3_costs_1() {
        assert_eq!(payment(1, 30_000_000, EIGHT), Some(1), "0.3 minor units cost 1");
        assert_eq!(payment(3, 30_000_000, EIGHT), Some(1), "0.9 minor units cost 1");
        assert_eq!(payment(4, 30_000_000, EIGHT), Some(2), "1.2 minor units cost 2");
        assert_eq!(payment(UNIT, 30_000_000, EIGHT), Some(30_000_000));
        assert_eq!(payment(i64::MAX, i64::MAX, Scale::new(0)), None);
    }

    #[test]
    fn an_allocation_of_nothing_is_charged_nothing_and_refunds_everything() {
        let s = applied(1, 30_000_000);
        let a = allocate(s, 1, 1_000, EIGHT);
        assert_eq!(
            a,
            Allocation {
                allocated: 0,
                charged: 0,
                refunded: 1
            }
        );
    }

    #[test]
    fn the_formula_shows_the_totals_it_used() {
        assert_eq!(
            formula(100 * UNIT, 1_000 * UNIT, 2_500 * UNIT, EIGHT),
            "allocated = floor(applied × supply ÷ total_applied) = floor(100.00000000 × 1000.00000000 ÷ \
             2500.00000000) = 40.00000000"
        );
        assert!(formula(5, 10, 8, Scale::new(0)).starts_with("total_applied 8 <= supply 10"));
    }
}
