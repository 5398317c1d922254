//! The published formulas of contracts and seconds options, as pure functions over integers.
//!
//! Units, fixed for the whole module:
//! - a **price** is in quote minor units per ONE whole base unit (50,000.00 USDT per BTC with a quote scale of 2
//!   is `5_000_000`);
//! - a **quantity** `qty` is in base minor units, and `unit` = 10^base_scale is the number of base minor units in
//!   one whole base unit (see [`unit_of_scale`]), so `notional = price × qty / unit` is in quote minor units;
//! - **amounts** (notional, margin, fees, balances, profit and loss) are `i64` quote minor units;
//! - **rates** are integer parts per million (ppm): 0.1 % is `1_000`, a risk rate of 150 % is `1_500_000`;
//! - a **leverage** is an integer multiple.
//!
//! Products are taken in `i128`, so no intermediate overflows for any `i64` inputs, and every division says how
//! it rounds. The rule is the venue's: what a user pays (margin, fees, the spread, a loss) is rounded up, what a
//! user receives (a gain, a payout) is rounded down, so the user never gains from rounding and the residue belongs
//! to the `rounding` system account of the ledger.

/// One million: rates are in parts per million.
pub const PPM: i64 = 1_000_000;

const PPM_WIDE: i128 = PPM as i128;

/// The side of a contract position. A long gains when the mark rises, a short when it falls.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Side {
    /// Bought: gains when the mark rises.
    Long,
    /// Sold: gains when the mark falls.
    Short,
}

impl Side {
    /// `1` for a long and `-1` for a short: a position's profit is `sign × (mark − open) × qty / unit`, so every
    /// formula is written once for both sides.
    pub fn sign(self) -> i64 {
        match self {
            Side::Long => 1,
            Side::Short => -1,
        }
    }

    /// The other side. Closing a position trades on the opposite side, so a close is priced with
    /// `spread_price(side.opposite(), …)`.
    pub fn opposite(self) -> Side {
        match self {
            Side::Long => Side::Short,
            Side::Short => Side::Long,
        }
    }
}

/// Which way the mark must move for a trigger to fire. Triggers are level-triggered, not edge-triggered: a
/// trigger fires on any mark at or beyond its price, so one inserted after the mark already passed it fires on
/// the next tick instead of being missed.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Direction {
    /// Fires when `mark >= price` (a long's take-profit, a short's stop-loss or liquidation).
    Rises,
    /// Fires when `mark <= price` (a long's stop-loss or liquidation, a short's take-profit).
    Falls,
}

impl Direction {
    /// Whether `mark` crosses a trigger at `price` moving this way. Both bounds are inclusive, so a trigger at
    /// exactly the mark fires: a liquidation price is the last mark at which the account is still liquidated.
    pub fn crossed(self, price: i64, mark: i64) -> bool {
        match self {
            Direction::Rises => mark >= price,
            Direction::Falls => mark <= price,
        }
    }
}

/// The user's call on a seconds option.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum OptionSide {
    /// Wins when the settlement price is strictly above the entry price.
    Up,
    /// Wins when the settlement price is strictly below the entry price.
    Down,
}

/// The result of a seconds option, decided only by the recorded entry and settlement prices.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Outcome {
    /// The call was right: the stake comes back with the published payout.
    Win,
    /// The call was wrong: the stake goes to the house.
    Loss,
    /// Entry and settlement are equal: the stake is refunded (a published rule).
    Tie,
}

/// `10^scale` as an `i64`, the `unit` the other functions take for a base asset of that scale; `None` above
/// scale 18, where it no longer fits. Taking the unit from here keeps it positive, which the formulas assume.
pub fn unit_of_scale(scale: u32) -> Option<i64> {
    10_i64.checked_pow(scale)
}

fn floor_div(a: i128, b: i128) -> i128 {
    // Only ever called with b > 0, where Euclidean division is floor division.
    a.div_euclid(b)
}

fn ceil_div(a: i128, b: i128) -> i128 {
    // Only ever called with b > 0.
    a.div_euclid(b) + i128::from(a.rem_euclid(b) != 0)
}

/// Greatest common divisor of two positive numbers.
fn gcd(mut a: i64, mut b: i64) -> i64 {
    while b != 0 {
        (a, b) = (b, a % b);
    }
    a
}

fn saturate(x: i128) -> i64 {
    i64::try_from(x).unwrap_or(if x < 0 { i64::MIN } else { i64::MAX })
}

/// The value of `qty` base minor units at `price`: `price × qty / unit`, rounded down, in quote minor units.
///
/// `None` when an input is out of its domain (a negative price or quantity, a unit that is not positive) or the
/// result does not fit in `i64`, so a caller can refuse the order instead of storing a wrong amount.
pub fn notional(price: i64, qty: i64, unit: i64) -> Option<i64> {
    if price < 0 || qty < 0 || unit <= 0 {
        return None;
    }
    i64::try_from(floor_div(i128::from(price) * i128::from(qty), i128::from(unit))).ok()
}

/// The margin a position needs: `notional / leverage`, rounded UP because the user pays it.
///
/// `None` for a negative notional or a leverage below 1, which have no meaning.
pub fn margin(notional: i64, leverage: i64) -> Option<i64> {
    if notional < 0 || leverage < 1 {
        return None;
    }
    i64::try_from(ceil_div(i128::from(notional), i128::from(leverage))).ok()
}

fn charge(amount: i64, ppm: i64) -> i64 {
    let amount = i128::from(amount.max(0));
    let ppm = i128::from(ppm.max(0));
    saturate(ceil_div(amount * ppm, PPM_WIDE))
}

/// The handling fee on a notional at a rate in ppm, rounded UP because the user pays it.
///
/// A fee is never a credit: a negative notional or rate counts as zero. The result saturates at `i64::MAX`,
/// which only absurd rates (far above 100 %) can reach.
pub fn fee(notional: i64, ppm: i64) -> i64 {
    charge(notional, ppm)
}

/// One day's overnight fee on a position's notional at a daily rate in ppm, rounded UP because the user pays it.
/// Same domain rules as [`fee`]; the caller charges it once per day held, each day rounded on its own, so the
/// charge of a day does not depend on how many days came before.
pub fn overnight_fee(notional: i64, ppm_per_day: i64) -> i64 {
    charge(notional, ppm_per_day)
}

/// The price a position opens at, given the mark and the published spread (the full width, in ppm): a long
/// buys at `mark × (1 + spread/2)` rounded UP, a short sells at `mark × (1 − spread/2)` rounded DOWN, so the user
/// pays the half-spread and its rounding either way. Closing trades the opposite way, so a long closes at
/// `spread_price(Side::Short, mark, spread)` and a short at `spread_price(Side::Long, mark, spread)`.
///
/// Computed as `mark × (2_000_000 ± spread) / 2_000_000`, so an odd spread in ppm loses nothing to halving. A
/// negative spread counts as zero (the user never receives a spread), and the result is clamped to
/// `0..=i64::MAX`, so a spread of 200 % or more prices a short's open at zero.
pub fn spread_price(side: Side, mark: i64, spread_ppm: i64) -> i64 {
    let mark = i128::from(mark);
    let spread = i128::from(spread_ppm.max(0));
    let two = 2 * PPM_WIDE;
    let price = match side {
        Side::Long => ceil_div(mark * (two + spread), two),
        Side::Short => floor_div(mark * (two - spread), two),
    };
    saturate(price.max(0))
}

/// A position's unrealised profit (positive) or loss (negative) at `mark`: `(mark − open) × qty / unit` for a
/// long, `(open − mark) × qty / unit` for a short, in quote minor units.
///
/// Floor division: a gain is rounded down and a loss is rounded away from zero, so the user never gains from
/// rounding. The result saturates at the `i64` bounds (only reachable with absurd quantities). `unit` must be
/// positive (take it from [`unit_of_scale`]); a unit that is not positive has no meaning and gives 0 rather than
/// a panic in the middle of a tick.
pub fn pnl(side: Side, open_price: i64, mark: i64, qty: i64, unit: i64) -> i64 {
    if unit <= 0 {
        return 0;
    }
    let moved = (i128::from(mark) - i128::from(open_price)) * i128::from(side.sign());
    saturate(floor_div(moved * i128::from(qty), i128::from(unit)))
}

/// The account's risk rate in ppm: `equity / used_margin` (1.5 is `1_500_000`); `None` when no margin is used,
/// where the rate is undefined and nothing can be liquidated.
///
/// Equity is the caller's sum, cross-margin over the user's whole lever account:
/// `equity = lever available + lever frozen (the margins) + Σ unrealised pnl of every open position`, each
/// position's pnl at the last mark of its own instrument. `used_margin` is the sum of the open positions' margins.
///
/// Rounded UP (in the user's favour, a displayed health figure), which makes it agree exactly with
/// [`liquidates`]: for any threshold below `i64::MAX`, `risk_rate_ppm(e, m) <= Some(t)` exactly when
/// `liquidates(e, m, t)`. Saturates at the `i64` bounds.
pub fn risk_rate_ppm(equity: i64, used_margin: i64) -> Option<i64> {
    if used_margin <= 0 {
        return None;
    }
    Some(saturate(ceil_div(
        i128::from(equity) * PPM_WIDE,
        i128::from(used_margin),
    )))
}

/// The liquidation rule itself: the account is liquidated when its risk rate is at or below the threshold,
/// i.e. `equity × 1_000_000 <= threshold_ppm × used_margin`, compared exactly in `i128` with no rounding. Never
/// true without used margin. This is what a liquidation re-checks before it settles; the trigger prices below
/// only decide when to look.
pub fn liquidates(equity: i64, used_margin: i64, threshold_ppm: i64) -> bool {
    liquidates_at(equity, used_margin, maintenance(&[(used_margin, threshold_ppm)]))
}

/// What an account's equity (× 10^6) must stay above when each position carries its own threshold: the sum of
/// each position's margin times its threshold in ppm, `positions` being `(margin, threshold_ppm)`. With one
/// threshold for all it is `threshold × used_margin`, the rule of [`liquidates`].
pub fn maintenance(positions: &[(i64, i64)]) -> i128 {
    positions
        .iter()
        .map(|&(margin, threshold)| i128::from(margin) * i128::from(threshold))
        .sum()
}

/// The liquidation rule with positions of different thresholds: liquidated when `equity × 10^6 <= maintenance`
/// (see [`maintenance`]), exactly in `i128`; never true without used margin.
pub fn liquidates_at(equity: i64, used_margin: i64, maintenance: i128) -> bool {
    used_margin > 0 && i128::from(equity) * PPM_WIDE <= maintenance
}

/// The largest total pnl `K` of the positions being solved at which the account is liquidated:
/// `equity_without + pnl <= threshold × used_margin / 10^6` ⇔ `pnl <= floor(threshold × used_margin / 10^6) −
/// equity_without` (pnl and equity are integers).
fn pnl_limit(equity_without: i64, used_margin: i64, threshold_ppm: i64) -> i128 {
    pnl_limit_at(
        equity_without,
        i128::from(threshold_ppm) * i128::from(used_margin),
    )
}

/// The same against a [`maintenance`] sum.
fn pnl_limit_at(equity_without: i64, maintenance: i128) -> i128 {
    floor_div(maintenance, PPM_WIDE) - i128::from(equity_without)
}

/// Far enough beyond any `i64` price that a value clamped to it still lands on the right side of every price.
const BEYOND: i128 = 1 << 66;

/// The mark at which one position's account reaches the liquidation threshold; fires as
/// [`Direction::Falls`] for a long and [`Direction::Rises`] for a short.
///
/// `equity_without_this_pnl` is the account's equity (see [`risk_rate_ppm`]) minus this position's own unrealised
/// pnl: the balances plus the other positions' pnl held at their last marks. When one of those marks moves, the
/// caller recomputes this price (see the ADR on the risk engine).
///
/// The answer is exact on the integer price grid, with the same rounding as [`pnl`]: for a long it is the
/// highest mark `M` with `liquidates(equity_without_this_pnl + pnl(Long, open, M, …), …)`, and every mark at or
/// below it liquidates; for a short it is the lowest such mark, and every mark at or above it liquidates. So a
/// trigger at this price fires neither earlier nor later than the rule. Derivation, with `s` the side's sign and
/// `K` the largest pnl that still liquidates: `floor(s (M − open) qty / unit) <= K` ⇔
/// `s (M − open) <= floor(((K + 1) unit − 1) / qty)`.
///
/// Results:
/// - `None` when no mark `>= 0` liquidates (a long that would need a negative price, e.g. a fully funded 1×
///   long with threshold 0; a short that would need a price above `i64::MAX`), and for inputs out of domain
///   (`qty <= 0`, `unit <= 0`, `used_margin <= 0`, a negative open price): there is then no trigger to keep.
/// - `Some(0)` for a short already liquidated at every price; `Some(i64::MAX)` for a long liquidated at every
///   representable price: the trigger fires on the next tick, where the caller's check settles it.
pub fn liquidation_price(
    side: Side,
    open_price: i64,
    qty: i64,
    unit: i64,
    equity_without_this_pnl: i64,
    used_margin: i64,
    threshold_ppm: i64,
) -> Option<i64> {
    if qty <= 0 || unit <= 0 || used_margin <= 0 || open_price < 0 {
        return None;
    }
    let limit = pnl_limit(equity_without_this_pnl, used_margin, threshold_ppm) + 1;
    // How far the mark may move against (d < 0) or with (d >= 0) the position while still liquidated:
    // floor(((K + 1) unit − 1) / qty), clamped far beyond any price when the product leaves i128.
    let reach = limit
        .checked_mul(i128::from(unit))
        .and_then(|x| x.checked_sub(1))
        .map_or(if limit > 0 { BEYOND } else { -BEYOND }, |x| {
            floor_div(x, i128::from(qty)).clamp(-BEYOND, BEYOND)
        });
    let open = i128::from(open_price);
    match side {
        Side::Long => {
            let price = open + reach;
            (price >= 0).then(|| saturate(price))
        }
        Side::Short => {
            let price = open - reach;
            (price <= i128::from(i64::MAX)).then(|| saturate(price.max(0)))
        }
    }
}

/// The liquidation trigger of several positions of one user on the SAME instrument, which move together: the
/// net exposure `Σ sign × qty` decides whether the account is liquidated on a fall (net long, [`Direction::Falls`])
/// or a rise (net short, [`Direction::Rises`]). `positions` are `(side, open_price, qty)`; the other arguments
/// are as in [`liquidation_price`], with `equity_without_these_pnls` leaving out all of these positions' pnl.
///
/// The positions' total pnl is a sum of separately floored terms, which is not a straight line in the mark, so
/// the trigger is solved against a lower bound of it. Position i's pnl is `floor(x_i / unit)` with
/// `x_i = s q_i (M − open_i)` a multiple of `g_i = gcd(q_i, unit)`, so it is at least `(x_i − (unit − g_i)) /
/// unit`. That makes the trigger safe in one direction: it never fires later than the rule (every liquidating mark
/// crosses it), and it may fire early by less than `n` quote minor units of pnl (n = number of positions whose
/// quantity is not a whole number of base units). The caller confirms with [`liquidates`] and keeps the trigger
/// while the account is not yet liquidated. With one position, or with whole-unit quantities, the bound is exact
/// and so is the answer; for one position it equals [`liquidation_price`].
///
/// Results: `None` when the net exposure is zero (the total pnl barely moves with the mark, so price cannot
/// decide; the caller re-checks on balance changes), when no mark in `0..=i64::MAX` liquidates, and for inputs out
/// of domain (no positions, a `qty <= 0`, `unit <= 0`, `used_margin <= 0`, a negative open price). If the
/// intermediate sums leave `i128` (far beyond any real account), the answer is the trigger that fires at once,
/// `(Falls, i64::MAX)` or `(Rises, 0)`, so an overflow can never hide a liquidation.
pub fn liquidation_price_many(
    positions: &[(Side, i64, i64)],
    unit: i64,
    equity_without_these_pnls: i64,
    used_margin: i64,
    threshold_ppm: i64,
) -> Option<(Direction, i64)> {
    let maintenance = maintenance(&[(used_margin, threshold_ppm)]);
    liquidation_price_many_at(
        positions,
        unit,
        equity_without_these_pnls,
        used_margin,
        maintenance,
    )
}

/// [`liquidation_price_many`] for an account whose positions carry their own thresholds, against their
/// [`maintenance`] sum; with one threshold for all it gives the same price.
pub fn liquidation_price_many_at(
    positions: &[(Side, i64, i64)],
    unit: i64,
    equity_without_these_pnls: i64,
    used_margin: i64,
    maintenance: i128,
) -> Option<(Direction, i64)> {
    if positions.is_empty()
        || unit <= 0
        || used_margin <= 0
        || positions.iter().any(|&(_, open, qty)| qty <= 0 || open < 0)
    {
        return None;
    }
    // Net exposure N = Σ s q and the cost C = Σ s q open; a position's pnl is floor((s q M − s q open) / unit).
    // The slack S = Σ (unit − gcd(q, unit)) is how far the separately floored terms can fall below the exact sum.
    let mut net: i128 = 0;
    let mut cost: Option<i128> = Some(0);
    let mut slack: i128 = 0;
    for &(side, open, qty) in positions {
        let signed = i128::from(side.sign()) * i128::from(qty);
        net += signed;
        cost = cost.and_then(|c| c.checked_add(signed * i128::from(open)));
        slack += i128::from(unit - gcd(qty, unit));
    }
    let direction = match net.signum() {
        1 => Direction::Falls,
        -1 => Direction::Rises,
        _ => return None,
    };
    let at_once = match direction {
        Direction::Falls => (Direction::Falls, i64::MAX),
        Direction::Rises => (Direction::Rises, 0),
    };
    // Liquidated ⇒ (N M − C − S) / unit <= K ⇒ N M <= A with A = K unit + C + S.
    let bound = pnl_limit_at(equity_without_these_pnls, maintenance)
        .checked_mul(i128::from(unit))
        .zip(cost)
        .and_then(|(ku, c)| ku.checked_add(c))
        .and_then(|x| x.checked_add(slack));
    let Some(bound) = bound else {
        return Some(at_once);
    };
    match direction {
        Direction::Falls => {
            let price = floor_div(bound, net);
            (price >= 0).then(|| (direction, saturate(price)))
        }
        Direction::Rises => {
            // N < 0: M >= A / N = −A / |N|, so M >= −floor(A / |N|).
            let price = -floor_div(bound, -net);
            (price <= i128::from(i64::MAX)).then(|| (direction, saturate(price.max(0))))
        }
    }
}

/// What a seconds option returns to the user, in the stake's minor units: on a win the stake plus
/// `stake × payout_ppm / 10^6` rounded DOWN (the user receives it), on a tie the stake (refund), on a loss 0.
///
/// Stake and payout ratio are validated where the order is accepted; here a negative one counts as zero, so a
/// payout is never negative. Saturates at `i64::MAX`.
pub fn option_payout(stake: i64, payout_ppm: i64, outcome: Outcome) -> i64 {
    let stake = stake.max(0);
    match outcome {
        Outcome::Loss => 0,
        Outcome::Tie => stake,
        Outcome::Win => {
            let wide = i128::from(stake);
            saturate(wide + floor_div(wide * i128::from(payout_ppm.max(0)), PPM_WIDE))
        }
    }
}

/// The outcome of a seconds option from its recorded entry and settlement prices alone: `Up` wins when the
/// settlement is strictly above the entry, `Down` when strictly below, and an equal price is a [`Outcome::Tie`]
/// for both.
pub fn option_outcome(side: OptionSide, entry: i64, settlement: i64) -> Outcome {
    match (settlement.cmp(&entry), side) {
        (std::cmp::Ordering::Equal, _) => Outcome::Tie,
        (std::cmp::Ordering::Greater, OptionSide::Up) | (std::cmp::Ordering::Less, OptionSide::Down) => {
            Outcome::Win
        }
        _ => Outcome::Loss,
    }
}

#[cfg(test)]
mod tests;
