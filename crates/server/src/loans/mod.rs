//! Collateralised loans' own core: the rules every call and the scheduler share (interest by the day, the risk
//! rate at the index, how a liquidation splits the collateral), and the single-owner task that accrues and
//! collects interest and liquidates at the index sample that crosses a loan's liquidation rate. The calls live in
//! `features::loans`.
//!
//! Values are in USDT minor units (8 decimals) at the recorded index; USDT and USDC count 1 USDT each (the
//! published rule `loans.risk_rate`), since a stablecoin has no index of its own here.

pub mod repo;
pub mod task;
pub mod watch;

use std::sync::OnceLock;

use tokio::sync::{mpsc, oneshot};

use crate::{
    clock::Clock,
    db::Db,
    ids::AssetId,
    market::{self, Sample},
    money::Scale,
};

pub const DAY_MS: i64 = 86_400_000;
pub const PPM: i128 = 1_000_000;
/// Days between interest collections (published rule `loans.settle_days`).
pub const SETTLE_DAYS: i64 = 30;
/// USDC, valued as one USDT.
pub const USDC: AssetId = AssetId(4);
/// One USDT in minor units.
pub const ONE_USDT: i64 = 100_000_000;

/// Statuses of a loan.
pub mod status {
    pub const PENDING: i64 = 0;
    pub const ACTIVE: i64 = 1;
    pub const REPAID: i64 = 2;
    pub const LIQUIDATED: i64 = 3;
    pub const REJECTED: i64 = 4;
    pub const CANCELLED: i64 = 5;
}

/// What the loan task works with.
#[derive(Clone)]
pub struct Ctx {
    pub db: Db,
    pub clock: Clock,
    pub market: std::sync::Arc<market::Hub>,
    pub loans: std::sync::Arc<Loans>,
}

/// The way into the loan task, shared by the calls: index ticks, and "look again" after a loan changed.
#[derive(Default)]
pub struct Loans {
    commands: OnceLock<mpsc::Sender<task::Command>>,
}

impl Loans {
    /// Hands an index tick to the liquidation watch; a full queue drops it, as the next second brings a newer one.
    pub fn tick(&self, market_id: i64, sample: Sample) {
        if let Some(tx) = self.commands.get() {
            let _ = tx.try_send(task::Command::Tick { market_id, sample });
        }
    }

    /// Asks the task to read the open loans again (a loan was disbursed, topped up, repaid). On a node that does
    /// not own the task this does nothing; the owner reads them again every round anyway.
    pub fn changed(&self) {
        if let Some(tx) = self.commands.get() {
            let _ = tx.try_send(task::Command::Reload { reply: None });
        }
    }

    /// Answers once the task has read the open loans again and handled every tick handed to it before.
    pub async fn settled(&self) {
        let Some(tx) = self.commands.get() else {
            return;
        };
        let (reply, rx) = oneshot::channel();
        if tx
            .send(task::Command::Reload { reply: Some(reply) })
            .await
            .is_ok()
        {
            let _ = rx.await;
        }
    }

    pub(crate) fn connect(&self, tx: mpsc::Sender<task::Command>) {
        let _ = self.commands.set(tx);
    }
}

/// Whether an asset counts as one USDT.
pub fn is_stable(asset: AssetId) -> bool {
    asset == market::USDT || asset == USDC
}

/// The price of one whole unit of an asset in USDT minor units: 1 USDT for stablecoins, else its fresh index
/// (ADR 67): from an external feed and no older than the published age, or none.
pub fn price_of(hub: &market::Hub, asset: AssetId) -> Option<i64> {
    if is_stable(asset) {
        Some(ONE_USDT)
    } else {
        hub.fresh_usdt_price(asset)
    }
}

/// The value of `amount` (minor units of an asset of `scale`) at `price`, in USDT minor units, rounded down.
pub fn value(amount: i64, scale: Scale, price: i64) -> i128 {
    i128::from(amount) * i128::from(price) / i128::from(scale.unit())
}

/// The same value rounded up (what a debt is worth when the borrower owes it).
pub fn value_up(amount: i64, scale: Scale, price: i64) -> i128 {
    let unit = i128::from(scale.unit());
    (i128::from(amount) * i128::from(price) + unit - 1) / unit
}

/// The risk rate in ppm (1 000 000 = 100 %): collateral value over debt value; `None` without a debt.
pub fn risk_ppm(collateral_value: i128, debt_value: i128) -> Option<i64> {
    if debt_value <= 0 {
        return None;
    }
    i64::try_from(collateral_value * PPM / debt_value).ok()
}

/// A day's interest on `amount` at `rate_ppm`, rounded up (the borrower pays it).
pub fn day_interest(amount: i64, rate_ppm: i64) -> i64 {
    let product = i128::from(amount) * i128::from(rate_ppm);
    i64::try_from((product + PPM - 1) / PPM).unwrap_or(i64::MAX)
}

/// The interest of the loan's days `from + 1 ..= to` (counted from disbursement): the daily rate within the
/// term, the overdue rate after it.
pub fn interest_of_days(amount: i64, days: i64, rates: (i64, i64), from: i64, to: i64) -> i64 {
    let (day_rate, overdue_rate) = rates;
    let within = (to.min(days) - from).max(0);
    let after = (to - from.max(days)).max(0);
    day_interest(amount, day_rate).saturating_mul(within)
        + day_interest(amount, overdue_rate).saturating_mul(after)
}

/// When a loan of `days` disbursed at `disbursed_at` falls due.
pub fn due_at(disbursed_at: i64, days: i64) -> i64 {
    disbursed_at.saturating_add(days.saturating_mul(DAY_MS))
}

/// Whole days since disbursement at `now`, and whether a further day is under way.
pub fn days_since(disbursed_at: i64, now: i64) -> (i64, bool) {
    let elapsed = (now - disbursed_at).max(0);
    (elapsed / DAY_MS, elapsed % DAY_MS != 0)
}

/// One side of a loan as the risk rate sees it: an amount of an asset with its scale.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Holding {
    pub asset: AssetId,
    pub scale: Scale,
    pub amount: i64,
}

/// How a liquidation splits the collateral: what the lending reserve takes, what returns to the borrower, and
/// the shortfall (in the loan's asset) the insurance account pays when the collateral is worth less than the
/// debt.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Split {
    pub collateral_value: i128,
    pub debt_value: i128,
    pub taken: i64,
    pub returned: i64,
    pub shortfall: i64,
}

/// The split of `collateral` against `debt` at the prices `(collateral, loan)` (USDT minor units per whole unit):
/// the reserve takes collateral worth the debt, rounded up, at most all of it; when all of it is worth less than
/// the debt, the shortfall is the rest of the debt in the loan's asset, rounded up.
pub fn split(collateral: Holding, debt: Holding, prices: (i64, i64)) -> Option<Split> {
    let (collateral_price, loan_price) = prices;
    if collateral_price <= 0 || loan_price <= 0 {
        return None;
    }
    let collateral_value = value(collateral.amount, collateral.scale, collateral_price);
    let debt_value = value_up(debt.amount, debt.scale, loan_price);
    let unit = i128::from(collateral.scale.unit());
    let price = i128::from(collateral_price);
    let needed = (debt_value * unit + price - 1) / price;
    let taken = i64::try_from(needed.min(i128::from(collateral.amount))).ok()?;
    let shortfall = if needed > i128::from(collateral.amount) {
        let missing = debt_value - collateral_value;
        let loan_unit = i128::from(debt.scale.unit());
        let lp = i128::from(loan_price);
        i64::try_from((missing * loan_unit + lp - 1) / lp).ok()?
    } else {
        0
    };
    Some(Split {
        collateral_value,
        debt_value,
        taken,
        returned: collateral.amount - taken,
        shortfall,
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    const BTC: Holding = Holding {
        asset: AssetId(1),
        scale: Scale::new(8),
        amount: 100_000_000,
    };

    fn usdt(amount: i64) -> Holding {
        Holding {
            asset: market::USDT,
            scale: Scale::new(8),
            amount,
        }
    }

    #[test]
    fn a_days_interest_is_rounded_up_against_the_borrower() {
        assert_eq!(day_interest(1_000, 500), 1);
        assert_eq!(day_interest(10_000_000, 500), 5_000);
        assert_eq!(day_interest(0, 500), 0);
    }

    #[test]
    fn days_past_the_term_accrue_at_the_overdue_rate() {
        // 10 days at 0.05 %, then 2 days at 0.5 %.
        let amount = 1_000_000_000;
        assert_eq!(interest_of_days(amount, 10, (500, 5_000), 0, 10), 5_000_000);
        assert_eq!(interest_of_days(amount, 10, (500, 5_000), 10, 12), 10_000_000);
        assert_eq!(
            interest_of_days(amount, 10, (500, 5_000), 9, 11),
            500_000 + 5_000_000
        );
        assert_eq!(interest_of_days(amount, 10, (500, 5_000), 5, 5), 0);
    }

    #[test]
    fn the_risk_rate_is_collateral_value_over_debt_value() {
        // 1 BTC at 60 000 against 40 000 USDT: 150 %.
        let collateral = value(BTC.amount, BTC.scale, 60_000 * ONE_USDT);
        let debt = value_up(40_000 * ONE_USDT, Scale::new(8), ONE_USDT);
        assert_eq!(risk_ppm(collateral, debt), Some(1_500_000));
        assert_eq!(risk_ppm(collateral, 0), None);
    }

    #[test]
    fn a_liquidation_above_the_debt_takes_what_the_debt_is_worth_and_returns_the_rest() {
        // 1 BTC at 43 000 against 40 000 USDT: the reserve takes 40000/43000 BTC rounded up.
        let s = split(BTC, usdt(40_000 * ONE_USDT), (43_000 * ONE_USDT, ONE_USDT)).unwrap();
        assert_eq!(s.taken, 93_023_256);
        assert_eq!(s.returned, 100_000_000 - 93_023_256);
        assert_eq!(s.shortfall, 0);
        assert!(value(s.taken, BTC.scale, 43_000 * ONE_USDT) >= s.debt_value);
    }

    #[test]
    fn a_liquidation_below_the_debt_takes_everything_and_names_the_shortfall() {
        // 1 BTC gapped to 35 000 against 40 000 USDT: 5 000 USDT short.
        let s = split(BTC, usdt(40_000 * ONE_USDT), (35_000 * ONE_USDT, ONE_USDT)).unwrap();
        assert_eq!((s.taken, s.returned), (100_000_000, 0));
        assert_eq!(s.shortfall, 5_000 * ONE_USDT);
    }

    #[test]
    fn a_split_without_a_price_is_refused() {
        assert_eq!(split(BTC, usdt(1), (0, ONE_USDT)), None);
    }

    #[test]
    fn days_since_disbursement_count_whole_days_and_a_day_under_way() {
        assert_eq!(days_since(0, 0), (0, false));
        assert_eq!(days_since(0, DAY_MS - 1), (0, true));
        assert_eq!(days_since(0, 2 * DAY_MS), (2, false));
    }
}
