//! One worked example per rule. Amounts are written as `n * USDT` (USDT with 8 decimals) and quantities as
//! `n * BTC` (BTC with 8 decimals), so `50_000 * USDT` is a price of 50,000.00000000 USDT per BTC.

use super::*;

const USDT: i64 = 100_000_000;
const BTC: i64 = 100_000_000;

#[test]
fn the_unit_of_a_scale_8_asset_is_10_to_the_8_and_scale_19_does_not_fit() {
    assert_eq!(unit_of_scale(8), Some(BTC));
    assert_eq!(unit_of_scale(0), Some(1));
    assert_eq!(unit_of_scale(18), Some(1_000_000_000_000_000_000));
    assert_eq!(unit_of_scale(19), None);
}

#[test]
fn a_long_signs_plus_one_a_short_minus_one_and_each_closes_on_the_other_side() {
    assert_eq!(Side::Long.sign(), 1);
    assert_eq!(Side::Short.sign(), -1);
    assert_eq!(Side::Long.opposite(), Side::Short);
    assert_eq!(Side::Short.opposite(), Side::Long);
}

#[test]
fn two_btc_at_50000_are_worth_100000_usdt() {
    assert_eq!(notional(50_000 * USDT, 2 * BTC, BTC), Some(100_000 * USDT));
}

#[test]
fn a_notional_of_3_minor_units_per_2_rounds_down_to_1() {
    // 3 × 1 / 2 = 1.5 → 1.
    assert_eq!(notional(3, 1, 2), Some(1));
}

#[test]
fn a_notional_refuses_negative_inputs_a_zero_unit_and_overflow() {
    assert_eq!(notional(-1, 1, 1), None);
    assert_eq!(notional(1, -1, 1), None);
    assert_eq!(notional(1, 1, 0), None);
    assert_eq!(notional(i64::MAX, 2, 1), None);
    // The product may exceed i64 as long as the quotient fits: i64::MAX × 2 / 2.
    assert_eq!(notional(i64::MAX, 2, 2), Some(i64::MAX));
}

#[test]
fn a_10x_long_of_2_btc_at_50000_needs_10000_usdt_margin() {
    let value = notional(50_000 * USDT, 2 * BTC, BTC);
    assert_eq!(value.and_then(|n| margin(n, 10)), Some(10_000 * USDT));
}

#[test]
fn a_margin_of_1001_minor_units_at_10x_rounds_up_to_101() {
    // 100.1 → 101: the user pays.
    assert_eq!(margin(1_001, 10), Some(101));
    assert_eq!(margin(1_000, 10), Some(100));
}

#[test]
fn a_margin_needs_a_leverage_of_at_least_1_and_a_notional_of_at_least_0() {
    assert_eq!(margin(1_000, 0), None);
    assert_eq!(margin(1_000, -5), None);
    assert_eq!(margin(-1, 10), None);
    assert_eq!(margin(0, 10), Some(0));
}

#[test]
fn a_fee_of_0_1_percent_on_100000_usdt_is_100_usdt() {
    assert_eq!(fee(100_000 * USDT, 1_000), 100 * USDT);
}

#[test]
fn a_fee_of_0_1_percent_on_999_minor_units_rounds_0_999_up_to_1() {
    assert_eq!(fee(999, 1_000), 1);
    assert_eq!(fee(1_000, 1_000), 1);
    assert_eq!(fee(1_001, 1_000), 2);
}

#[test]
fn a_fee_is_never_a_credit_and_saturates_instead_of_overflowing() {
    assert_eq!(fee(-1_000, 1_000), 0);
    assert_eq!(fee(1_000, -1_000), 0);
    assert_eq!(fee(i64::MAX, 2 * PPM), i64::MAX);
}

#[test]
fn an_overnight_fee_of_0_05_percent_a_day_on_100000_usdt_is_50_usdt_and_rounds_up() {
    assert_eq!(overnight_fee(100_000 * USDT, 500), 50 * USDT);
    // 1 × 500 / 10^6 = 0.0005 → 1.
    assert_eq!(overnight_fee(1, 500), 1);
    assert_eq!(overnight_fee(0, 500), 0);
}

#[test]
fn with_a_0_1_percent_spread_at_50000_a_long_opens_at_50025_and_a_short_at_49975() {
    assert_eq!(spread_price(Side::Long, 50_000 * USDT, 1_000), 50_025 * USDT);
    assert_eq!(spread_price(Side::Short, 50_000 * USDT, 1_000), 49_975 * USDT);
}

#[test]
fn a_spread_on_a_mark_of_3_rounds_a_long_up_to_4_and_a_short_down_to_2() {
    // 3 × 1.0005 = 3.0015 → 4 for a long, 3 × 0.9995 = 2.9985 → 2 for a short: the user pays both ways.
    assert_eq!(spread_price(Side::Long, 3, 1_000), 4);
    assert_eq!(spread_price(Side::Short, 3, 1_000), 2);
}

#[test]
fn an_odd_spread_of_1_ppm_is_halved_without_loss() {
    // 10^6 × (1 + 0.0000005) = 1_000_000.5 → 1_000_001; × (1 − 0.0000005) = 999_999.5 → 999_999.
    assert_eq!(spread_price(Side::Long, 1_000_000, 1), 1_000_001);
    assert_eq!(spread_price(Side::Short, 1_000_000, 1), 999_999);
}

#[test]
fn a_negative_spread_counts_as_zero_and_a_200_percent_spread_prices_a_short_at_zero() {
    assert_eq!(spread_price(Side::Long, 1_000, -50_000), 1_000);
    assert_eq!(spread_price(Side::Short, 1_000, -50_000), 1_000);
    assert_eq!(spread_price(Side::Short, 1_000, 3 * PPM), 0);
}

#[test]
fn a_long_of_1_btc_from_50000_to_51000_gains_1000_usdt_and_a_short_loses_it() {
    assert_eq!(
        pnl(Side::Long, 50_000 * USDT, 51_000 * USDT, BTC, BTC),
        1_000 * USDT
    );
    assert_eq!(
        pnl(Side::Short, 50_000 * USDT, 51_000 * USDT, BTC, BTC),
        -1_000 * USDT
    );
    assert_eq!(
        pnl(Side::Short, 50_000 * USDT, 49_000 * USDT, BTC, BTC),
        1_000 * USDT
    );
}

#[test]
fn a_gain_of_half_a_minor_unit_rounds_to_0_and_a_loss_of_half_to_minus_1() {
    // 1 minor unit of base (qty 1, unit 2) moving 1 price unit: ±0.5.
    assert_eq!(pnl(Side::Long, 10, 11, 1, 2), 0);
    assert_eq!(pnl(Side::Long, 10, 9, 1, 2), -1);
    assert_eq!(pnl(Side::Short, 10, 9, 1, 2), 0);
    assert_eq!(pnl(Side::Short, 10, 11, 1, 2), -1);
}

#[test]
fn pnl_saturates_at_the_ends_of_i64_and_is_0_for_a_unit_that_is_not_positive() {
    assert_eq!(pnl(Side::Long, 0, i64::MAX, i64::MAX, 1), i64::MAX);
    assert_eq!(pnl(Side::Short, 0, i64::MAX, i64::MAX, 1), i64::MIN);
    assert_eq!(pnl(Side::Long, 10, 20, 1, 0), 0);
}

#[test]
fn an_equity_of_1500_on_1000_margin_is_a_risk_rate_of_150_percent() {
    assert_eq!(risk_rate_ppm(1_500 * USDT, 1_000 * USDT), Some(1_500_000));
}

#[test]
fn a_risk_rate_of_1_third_rounds_up_to_333334_ppm_and_a_negative_one_towards_zero() {
    assert_eq!(risk_rate_ppm(1, 3), Some(333_334));
    // −1/3 = −333_333.3 → −333_333.
    assert_eq!(risk_rate_ppm(-1, 3), Some(-333_333));
}

#[test]
fn without_used_margin_there_is_no_risk_rate_and_no_liquidation() {
    assert_eq!(risk_rate_ppm(1_000, 0), None);
    assert_eq!(risk_rate_ppm(1_000, -1), None);
    assert!(!liquidates(-1_000, 0, 1_100_000));
}

#[test]
fn at_a_110_percent_threshold_1100_equity_on_1000_margin_liquidates_and_1100_00000001_does_not() {
    assert!(liquidates(1_100 * USDT, 1_000 * USDT, 1_100_000));
    assert!(!liquidates(1_100 * USDT + 1, 1_000 * USDT, 1_100_000));
}

#[test]
fn the_rounded_risk_rate_compared_with_the_threshold_decides_exactly_like_liquidates() {
    // Equity 1, margin 3 is 333_333.33 ppm: liquidated at 333_334 ppm, not at 333_333.
    for (equity, used, threshold) in [
        (1, 3, 333_333),
        (1, 3, 333_334),
        (-1, 3, -333_333),
        (-1, 3, -333_334),
        (1_100, 1_000, 1_100_000),
        (1_101, 1_000, 1_100_000),
        (0, 7, 0),
    ] {
        let by_rate = risk_rate_ppm(equity, used).is_some_and(|r| r <= threshold);
        assert_eq!(
            by_rate,
            liquidates(equity, used, threshold),
            "{equity} / {used} against {threshold}"
        );
    }
    assert!(!liquidates(1, 3, 333_333));
    assert!(liquidates(1, 3, 333_334));
}

#[test]
fn a_10x_long_of_1_btc_at_50000_with_5000_usdt_equity_is_liquidated_at_50_percent_below_47500() {
    // Margin 5,000, equity without this pnl 5,000 (the margin is the account's whole balance). At a 50 %
    // threshold the account is liquidated when 5,000 + pnl <= 2,500, i.e. pnl <= −2,500: at 47,500.
    let price = liquidation_price(
        Side::Long,
        50_000 * USDT,
        BTC,
        BTC,
        5_000 * USDT,
        5_000 * USDT,
        500_000,
    );
    assert_eq!(price, Some(47_500 * USDT));
}

#[test]
fn a_10x_short_of_1_btc_at_50000_with_5000_usdt_equity_is_liquidated_at_50_percent_above_52500() {
    let price = liquidation_price(
        Side::Short,
        50_000 * USDT,
        BTC,
        BTC,
        5_000 * USDT,
        5_000 * USDT,
        500_000,
    );
    assert_eq!(price, Some(52_500 * USDT));
}

#[test]
fn a_liquidation_price_is_the_last_mark_that_liquidates_even_with_rounding() {
    // 3 minor units of base with a unit of 10 at 1,000: pnl per price step is 0.3, floored. Equity without
    // pnl 100, margin 100, threshold 50 %: liquidated when pnl <= −50, i.e. floor(0.3 (M − 1000)) <= −50,
    // 0.3 (M − 1000) < −49, M − 1000 <= −163.67 → M <= 836. At 836 pnl is floor(−49.2) = −50; at 837 it is −49.
    let price = liquidation_price(Side::Long, 1_000, 3, 10, 100, 100, 500_000);
    assert_eq!(price, Some(836));
    assert_eq!(pnl(Side::Long, 1_000, 836, 3, 10), -50);
    assert_eq!(pnl(Side::Long, 1_000, 837, 3, 10), -49);
    // The short mirror: (1000 − M) 0.3 < −49 → M >= 1164.
    assert_eq!(
        liquidation_price(Side::Short, 1_000, 3, 10, 100, 100, 500_000),
        Some(1_164)
    );
    assert_eq!(pnl(Side::Short, 1_000, 1_164, 3, 10), -50);
    assert_eq!(pnl(Side::Short, 1_000, 1_163, 3, 10), -49);
}

#[test]
fn a_fully_funded_1x_long_with_a_threshold_of_0_can_never_be_liquidated() {
    // 1 BTC at 50,000 with 60,000 USDT: equity stays above 0 even at a price of 0.
    let price = liquidation_price(
        Side::Long,
        50_000 * USDT,
        BTC,
        BTC,
        60_000 * USDT,
        50_000 * USDT,
        0,
    );
    assert_eq!(price, None);
}

#[test]
fn a_1x_long_of_1_btc_at_50000_with_50000_usdt_is_liquidated_at_0_with_a_threshold_of_0() {
    // Equity 50,000 + (M − 50,000) <= 0 only at M = 0: the trigger sits at 0 and fires only there.
    let price = liquidation_price(
        Side::Long,
        50_000 * USDT,
        BTC,
        BTC,
        50_000 * USDT,
        50_000 * USDT,
        0,
    );
    assert_eq!(price, Some(0));
}

#[test]
fn a_short_of_1_btc_at_50000_with_100_usdt_equity_on_5000_margin_is_liquidated_at_47600() {
    // At a 50 % threshold the account needs equity above 2,500, so the short must gain more than 2,400 to
    // survive: 50,000 − M > 2,400, i.e. it is liquidated at any mark at or above 47,600.
    let short = liquidation_price(
        Side::Short,
        50_000 * USDT,
        BTC,
        BTC,
        100 * USDT,
        5_000 * USDT,
        500_000,
    );
    assert_eq!(short, Some(47_600 * USDT));
}

#[test]
fn an_account_of_minus_100000_usdt_equity_gets_a_short_trigger_at_0_that_fires_at_any_price() {
    // A short of 1 BTC at 50,000 gains at most 50,000 (at a price of 0), never the 102,500 it would need.
    let short = liquidation_price(
        Side::Short,
        50_000 * USDT,
        BTC,
        BTC,
        -100_000 * USDT,
        5_000 * USDT,
        500_000,
    );
    assert_eq!(short, Some(0));
    // A long would need a gain above 102,500: it is liquidated at and below 152,500, so also at once.
    let long = liquidation_price(
        Side::Long,
        50_000 * USDT,
        BTC,
        BTC,
        -100_000 * USDT,
        5_000 * USDT,
        500_000,
    );
    assert_eq!(long, Some(152_500 * USDT));
}

#[test]
fn a_liquidation_price_beyond_i64_is_clamped_or_absent_by_side() {
    // A huge threshold: the long is liquidated at every price, the short too.
    assert_eq!(
        liquidation_price(Side::Long, 100, 1, 1, 0, i64::MAX, i64::MAX),
        Some(i64::MAX)
    );
    assert_eq!(
        liquidation_price(Side::Short, 100, 1, 1, 0, i64::MAX, i64::MAX),
        Some(0)
    );
    // Enormous equity: neither side is ever liquidated.
    assert_eq!(
        liquidation_price(Side::Long, 100, 1, 1, i64::MAX, 1, 500_000),
        None
    );
    assert_eq!(
        liquidation_price(Side::Short, 100, 1, 1, i64::MAX, 1, 500_000),
        None
    );
}

#[test]
fn a_liquidation_price_needs_a_position_a_unit_and_used_margin() {
    assert_eq!(liquidation_price(Side::Long, 100, 0, 1, 10, 10, 0), None);
    assert_eq!(liquidation_price(Side::Long, 100, 1, 0, 10, 10, 0), None);
    assert_eq!(liquidation_price(Side::Long, 100, 1, 1, 10, 0, 0), None);
    assert_eq!(liquidation_price(Side::Long, -1, 1, 1, 10, 10, 0), None);
}

#[test]
fn a_long_of_2_btc_and_a_short_of_1_btc_at_50000_are_net_long_and_liquidated_at_47500() {
    // Net 1 BTC long. Equity without their pnl 5,000, margin 5,000, threshold 50 %: liquidated when the total
    // pnl <= −2,500, i.e. 2 (M − 50,000) − (M − 50,000) <= −2,500 → M <= 47,500.
    let positions = [
        (Side::Long, 50_000 * USDT, 2 * BTC),
        (Side::Short, 50_000 * USDT, BTC),
    ];
    assert_eq!(
        liquidation_price_many(&positions, BTC, 5_000 * USDT, 5_000 * USDT, 500_000),
        Some((Direction::Falls, 47_500 * USDT))
    );
}

#[test]
fn a_short_of_2_btc_at_50000_and_a_long_of_1_btc_at_49000_are_net_short_and_liquidated_at_53500() {
    // Total pnl = −2 (M − 50,000) + (M − 49,000) = 51,000 − M; liquidated when 5,000 + 51,000 − M <= 2,500.
    let positions = [
        (Side::Short, 50_000 * USDT, 2 * BTC),
        (Side::Long, 49_000 * USDT, BTC),
    ];
    assert_eq!(
        liquidation_price_many(&positions, BTC, 5_000 * USDT, 5_000 * USDT, 500_000),
        Some((Direction::Rises, 53_500 * USDT))
    );
}

#[test]
fn a_long_and_a_short_of_the_same_size_have_no_liquidation_price() {
    let positions = [
        (Side::Long, 50_000 * USDT, BTC),
        (Side::Short, 49_000 * USDT, BTC),
    ];
    assert_eq!(
        liquidation_price_many(&positions, BTC, 0, 5_000 * USDT, 500_000),
        None
    );
    assert_eq!(liquidation_price_many(&[], BTC, 0, 5_000 * USDT, 500_000), None);
}

#[test]
fn one_position_given_to_liquidation_price_many_gets_the_same_price() {
    for side in [Side::Long, Side::Short] {
        let single = liquidation_price(side, 1_000, 3, 10, 100, 100, 500_000);
        let many = liquidation_price_many(&[(side, 1_000, 3)], 10, 100, 100, 500_000);
        let direction = crate::TriggerKind::Liquidation.direction(side);
        assert_eq!(many, single.map(|p| (direction, p)));
    }
}

#[test]
fn many_positions_are_liquidated_no_later_than_the_rule_and_at_most_n_minor_units_early() {
    // Two longs of 1 minor unit with a unit of 2 (pnl 0.5 per price step each, floored separately).
    let positions = [(Side::Long, 101, 1), (Side::Long, 100, 1)];
    let Some((Direction::Falls, trigger)) = liquidation_price_many(&positions, 2, 100, 100, 500_000) else {
        panic!("two longs are liquidated on a fall");
    };
    let total = |mark: i64| -> i64 { positions.iter().map(|&(s, o, q)| pnl(s, o, mark, q, 2)).sum() };
    for mark in 0..300 {
        if liquidates(100 + total(mark), 100, 500_000) {
            assert!(
                mark <= trigger,
                "mark {mark} liquidates above the trigger {trigger}"
            );
        }
    }
    // At the trigger the total pnl is less than n = 2 minor units above the largest one that liquidates (−50).
    assert!(total(trigger) <= -50 + 1, "{}", total(trigger));
}

#[test]
fn an_overflowing_sum_of_positions_gives_a_trigger_that_fires_at_once() {
    // Three positions of i64::MAX at i64::MAX: Σ qty × open is about 3 × 2^126, beyond i128.
    let huge = [(Side::Long, i64::MAX, i64::MAX); 3];
    assert_eq!(
        liquidation_price_many(&huge, 1, 0, 1, 0),
        Some((Direction::Falls, i64::MAX))
    );
    let huge = [(Side::Short, i64::MAX, i64::MAX); 3];
    assert_eq!(
        liquidation_price_many(&huge, 1, 0, 1, 0),
        Some((Direction::Rises, 0))
    );
    // Two such shorts still fit, and are liquidated (pnl <= 0 at threshold 0) only at i64::MAX.
    let two = [(Side::Short, i64::MAX, i64::MAX); 2];
    assert_eq!(
        liquidation_price_many(&two, 1, 0, 1, 0),
        Some((Direction::Rises, i64::MAX))
    );
}

#[test]
fn a_winning_option_of_100_usdt_at_85_percent_returns_185_usdt() {
    assert_eq!(option_payout(100 * USDT, 850_000, Outcome::Win), 185 * USDT);
}

#[test]
fn a_tied_option_refunds_the_stake_and_a_lost_one_returns_nothing() {
    assert_eq!(option_payout(100 * USDT, 850_000, Outcome::Tie), 100 * USDT);
    assert_eq!(option_payout(100 * USDT, 850_000, Outcome::Loss), 0);
}

#[test]
fn a_winning_stake_of_3_minor_units_at_50_percent_returns_4_not_4_5() {
    // 3 + 1.5 → 4: the user receives, so the profit rounds down.
    assert_eq!(option_payout(3, 500_000, Outcome::Win), 4);
}

#[test]
fn a_negative_stake_or_ratio_never_makes_a_payout_negative() {
    assert_eq!(option_payout(-100, 850_000, Outcome::Win), 0);
    assert_eq!(option_payout(-100, 850_000, Outcome::Tie), 0);
    assert_eq!(option_payout(100, -850_000, Outcome::Win), 100);
}

#[test]
fn up_wins_above_the_entry_down_wins_below_and_an_equal_price_ties() {
    assert_eq!(option_outcome(OptionSide::Up, 100, 101), Outcome::Win);
    assert_eq!(option_outcome(OptionSide::Up, 100, 99), Outcome::Loss);
    assert_eq!(option_outcome(OptionSide::Down, 100, 99), Outcome::Win);
    assert_eq!(option_outcome(OptionSide::Down, 100, 101), Outcome::Loss);
    assert_eq!(option_outcome(OptionSide::Up, 100, 100), Outcome::Tie);
    assert_eq!(option_outcome(OptionSide::Down, 100, 100), Outcome::Tie);
}

#[test]
fn a_trigger_fires_on_the_mark_at_its_price_and_beyond() {
    assert!(Direction::Falls.crossed(100, 100));
    assert!(Direction::Falls.crossed(100, 99));
    assert!(!Direction::Falls.crossed(100, 101));
    assert!(Direction::Rises.crossed(100, 100));
    assert!(Direction::Rises.crossed(100, 101));
    assert!(!Direction::Rises.crossed(100, 99));
}

#[test]
fn positions_with_their_own_thresholds_liquidate_when_equity_reaches_the_sum_of_margin_times_threshold() {
    // 500 margin at 50 % and 100 margin at 100 %: equity must stay above 250 + 100 = 350.
    let maintenance = maintenance(&[(500 * USDT, 500_000), (100 * USDT, 1_000_000)]);
    assert!(liquidates_at(350 * USDT, 600 * USDT, maintenance));
    assert!(!liquidates_at(350 * USDT + 1, 600 * USDT, maintenance));
    // One threshold for all is the rule of `liquidates`, and the trigger price is the same.
    for (equity, used, threshold) in [(300, 600, 500_000), (301, 600, 500_000), (1, 3, 333_334)] {
        assert_eq!(
            liquidates_at(equity, used, maintenance_of(used, threshold)),
            liquidates(equity, used, threshold)
        );
    }
    let positions = [(Side::Long, 50_000 * USDT, BTC / 10)];
    assert_eq!(
        liquidation_price_many_at(
            &positions,
            BTC,
            545 * USDT,
            50 * USDT,
            maintenance_of(50 * USDT, 500_000)
        ),
        liquidation_price_many(&positions, BTC, 545 * USDT, 50 * USDT, 500_000)
    );
}

fn maintenance_of(used: i64, threshold: i64) -> i128 {
    maintenance(&[(used, threshold)])
}
