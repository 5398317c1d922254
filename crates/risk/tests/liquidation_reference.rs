//! Liquidation prices against brute force: for random small positions, every mark in a range is checked with
//! the rule itself (`liquidates` on the equity with the floored pnl), so the solved prices are compared with the
//! exact set of liquidating marks, including every rounding edge a small unit produces.

use rand::{Rng, SeedableRng, rngs::StdRng};
use risk::formula::{liquidates, liquidation_price, liquidation_price_many, pnl};
use risk::{Direction, Side, TriggerKind};

const MARKS: i64 = 1_500;

fn side(rng: &mut StdRng) -> Side {
    if rng.gen_bool(0.5) {
        Side::Long
    } else {
        Side::Short
    }
}

fn unit(rng: &mut StdRng) -> i64 {
    [1, 2, 3, 4, 7, 10, 100][rng.gen_range(0..7)]
}

#[test]
fn a_single_positions_liquidation_price_splits_the_marks_exactly_into_liquidated_and_not() {
    let mut rng = StdRng::seed_from_u64(20_261_202);
    let mut with_price = 0;
    for case in 0..4_000 {
        let side = side(&mut rng);
        let open = rng.gen_range(0..500);
        let qty = rng.gen_range(1..30);
        let unit = unit(&mut rng);
        let equity = rng.gen_range(-300..600);
        let used = rng.gen_range(1..300);
        let threshold = rng.gen_range(0..2_000_000);
        let price = liquidation_price(side, open, qty, unit, equity, used, threshold);
        let direction = TriggerKind::Liquidation.direction(side);
        with_price += usize::from(price.is_some());
        for mark in 0..=MARKS {
            let rule = liquidates(equity + pnl(side, open, mark, qty, unit), used, threshold);
            let trigger = price.is_some_and(|p| direction.crossed(p, mark));
            assert_eq!(
                rule, trigger,
                "case {case}: {side:?} {qty}/{unit} at {open}, equity {equity}, margin {used}, \
                 threshold {threshold}: price {price:?}, mark {mark}"
            );
        }
        let many = liquidation_price_many(&[(side, open, qty)], unit, equity, used, threshold);
        assert_eq!(many, price.map(|p| (direction, p)), "case {case}");
    }
    assert!(with_price > 1_000, "only {with_price} cases had a price");
}

#[test]
fn several_positions_fire_at_every_liquidating_mark_and_never_n_minor_units_early() {
    let mut rng = StdRng::seed_from_u64(20_261_203);
    for case in 0..3_000 {
        let count = rng.gen_range(1..=4);
        let unit = unit(&mut rng);
        let positions: Vec<(Side, i64, i64)> = (0..count)
            .map(|_| (side(&mut rng), rng.gen_range(100..400), rng.gen_range(1..20)))
            .collect();
        let equity = rng.gen_range(-300..600);
        let used = rng.gen_range(1..300);
        let threshold = rng.gen_range(0..2_000_000);
        let net: i64 = positions.iter().map(|&(s, _, q)| s.sign() * q).sum();
        let trigger = liquidation_price_many(&positions, unit, equity, used, threshold);
        let total = |mark: i64| -> i64 { positions.iter().map(|&(s, o, q)| pnl(s, o, mark, q, unit)).sum() };
        // The largest total pnl that still liquidates.
        let limit = (i128::from(threshold) * i128::from(used)).div_euclid(1_000_000) as i64 - equity;
        match trigger {
            None if net == 0 => continue,
            None => {
                for mark in 0..=MARKS {
                    assert!(
                        !liquidates(equity + total(mark), used, threshold),
                        "case {case}: {positions:?} has no trigger but liquidates at {mark}"
                    );
                }
            }
            Some((direction, price)) => {
                let expected = if net > 0 {
                    Direction::Falls
                } else {
                    Direction::Rises
                };
                assert_eq!(direction, expected, "case {case}: {positions:?}");
                let fractional = positions.iter().filter(|p| p.2 % unit != 0).count() as i64;
                for mark in 0..=MARKS {
                    let liquidated = liquidates(equity + total(mark), used, threshold);
                    let crossed = direction.crossed(price, mark);
                    if liquidated {
                        assert!(
                            crossed,
                            "case {case}: {positions:?} liquidates at {mark}, trigger {price}"
                        );
                    } else if crossed {
                        // Early only through the floors of positions that are not whole base units, and by
                        // less than one minor unit of pnl per such position.
                        assert!(
                            total(mark) - limit < fractional,
                            "case {case}: {positions:?} fires at {mark} with pnl {} against {limit}",
                            total(mark)
                        );
                    }
                }
            }
        }
    }
}

#[test]
fn random_positions_at_realistic_scales_are_liquidated_at_their_price_and_not_one_minor_unit_past_it() {
    // USDT and BTC with 8 decimals: prices near 50,000 × 10^8, quantities up to 2 × 10^8.
    let mut rng = StdRng::seed_from_u64(20_261_204);
    let unit = 100_000_000;
    for case in 0..20_000 {
        let side = side(&mut rng);
        let open = rng.gen_range(4_500_000_000_000..5_500_000_000_000);
        let qty = rng.gen_range(1..200_000_000);
        let leverage = rng.gen_range(1..=100);
        let used = risk::formula::notional(open, qty, unit)
            .and_then(|n| risk::formula::margin(n, leverage))
            .unwrap_or(1)
            .max(1);
        let equity = used + rng.gen_range(0..=used);
        let threshold = rng.gen_range(0..1_500_000);
        let Some(price) = liquidation_price(side, open, qty, unit, equity, used, threshold) else {
            continue;
        };
        let at = |mark: i64| liquidates(equity + pnl(side, open, mark, qty, unit), used, threshold);
        let (inside, outside) = match side {
            Side::Long => (price, price + 1),
            Side::Short => (price, price - 1),
        };
        if price > 0 && price < i64::MAX {
            assert!(at(inside), "case {case}: not liquidated at {price}");
            assert!(!at(outside), "case {case}: liquidated at {outside}, past {price}");
        }
    }
}
