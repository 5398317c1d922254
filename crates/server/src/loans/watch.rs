//! The liquidation watch: each active loan's liquidation price on its collateral's market (the collateral falls)
//! and on its loan asset's market (the borrowed coin rises), in the risk engine's trigger index, so an index
//! tick touches only the loans whose line it crosses. A fired loan is checked exactly at the tick's sample and
//! the other asset's recorded index, and armed again when it is not below its liquidation rate.
//!
//! A loan between two coins has a line on each market that depends on the other market's price, so a tick on one
//! re-arms its line on the other; a stablecoin side has no market and no line.

use std::collections::HashMap;

use risk::{Direction, TriggerIndex};

use super::{Holding, PPM, is_stable, price_of, repo::LoanRow, risk_ppm, value, value_up};
use crate::{ids::AssetId, market, money::Scale};

/// A loan that crossed its line, with the sample that crossed it and both prices it was checked at.
#[derive(Debug, Clone)]
pub struct Crossed {
    pub loan: LoanRow,
    pub sample: market::Sample,
    pub collateral_price: i64,
    pub loan_price: i64,
}

struct Watched {
    loan: LoanRow,
    collateral: Holding,
    debt: Holding,
    collateral_market: Option<i64>,
    loan_market: Option<i64>,
}

#[derive(Default)]
pub struct Watch {
    loans: HashMap<i64, Watched>,
    triggers: HashMap<i64, TriggerIndex>,
}

fn key(id: i64) -> u64 {
    u64::try_from(id).unwrap_or(0)
}

fn id_of(key: u64) -> i64 {
    i64::try_from(key).unwrap_or(0)
}

impl Watch {
    /// Watches exactly `loans` (the active ones) from now on, at the hub's recorded index.
    pub fn rebuild(&mut self, loans: Vec<LoanRow>, scales: &HashMap<AssetId, Scale>, hub: &market::Hub) {
        self.loans.clear();
        self.triggers.clear();
        for loan in loans {
            let (Some(&cs), Some(&ls)) = (scales.get(&loan.collateral_asset_id), scales.get(&loan.asset_id))
            else {
                continue;
            };
            let market_of = |asset| {
                (!super::is_stable(asset))
                    .then(|| hub.usdt_market(asset).map(|m| m.id()))
                    .flatten()
            };
            let w = Watched {
                collateral: Holding {
                    asset: loan.collateral_asset_id,
                    scale: cs,
                    amount: loan.collateral,
                },
                debt: Holding {
                    asset: loan.asset_id,
                    scale: ls,
                    amount: loan.debt(),
                },
                collateral_market: market_of(loan.collateral_asset_id),
                loan_market: market_of(loan.asset_id),
                loan,
            };
            let id = w.loan.id;
            self.loans.insert(id, w);
            self.arm(id, hub, None);
        }
    }

    pub fn len(&self) -> usize {
        self.loans.len()
    }

    pub fn is_empty(&self) -> bool {
        self.loans.is_empty()
    }

    /// Sets a loan's lines at the prices recorded now (or `tick`'s price on its market).
    fn arm(&mut self, id: i64, hub: &market::Hub, tick: Option<(i64, i64)>) {
        let Some(w) = self.loans.get(&id) else {
            return;
        };
        let price = |market: Option<i64>, asset| match (market, tick) {
            (Some(m), Some((tm, p))) if m == tm => Some(p),
            // A line only says where to look again; the decision at a tick reads fresh prices.
            _ if is_stable(asset) => Some(super::ONE_USDT),
            _ => hub.external_usdt_price(asset),
        };
        let (Some(cp), Some(lp)) = (
            price(w.collateral_market, w.collateral.asset),
            price(w.loan_market, w.debt.asset),
        ) else {
            return;
        };
        let line = i128::from(w.loan.liquidation_ppm);
        let mut lines = Vec::new();
        if let Some(market) = w.collateral_market
            && w.collateral.amount > 0
        {
            // The collateral price at which collateral value = line × debt value.
            let debt_value = value_up(w.debt.amount, w.debt.scale, lp);
            let at = line * debt_value * i128::from(w.collateral.scale.unit())
                / (PPM * i128::from(w.collateral.amount));
            lines.push((market, Direction::Falls, at));
        }
        if let Some(market) = w.loan_market
            && w.debt.amount > 0
        {
            // The loan-asset price at which debt value × line = collateral value.
            let collateral_value = value(w.collateral.amount, w.collateral.scale, cp);
            let at =
                collateral_value * PPM * i128::from(w.debt.scale.unit()) / (line * i128::from(w.debt.amount));
            lines.push((market, Direction::Rises, at));
        }
        for (market, direction, at) in lines {
            let at = i64::try_from(at).unwrap_or(i64::MAX);
            self.triggers
                .entry(market)
                .or_default()
                .insert(key(id), direction, at);
        }
    }

    /// The loans a tick on `market_id` takes below their liquidation rate, each out of the watch; the others it
    /// fired are armed again, and two-coin loans touching the market get new lines on their other market.
    pub fn tick(&mut self, market_id: i64, sample: &market::Sample, hub: &market::Hub) -> Vec<Crossed> {
        let fired = self
            .triggers
            .get_mut(&market_id)
            .map(|t| t.fire(sample.price))
            .unwrap_or_default();
        let mut crossed = Vec::new();
        let mut rearm = Vec::new();
        for (k, _, _) in fired {
            let id = id_of(k);
            let Some(w) = self.loans.get(&id) else {
                continue;
            };
            let price = |market: Option<i64>, asset| {
                if market == Some(market_id) {
                    Some(sample.price)
                } else {
                    price_of(hub, asset)
                }
            };
            let (Some(cp), Some(lp)) = (
                price(w.collateral_market, w.collateral.asset),
                price(w.loan_market, w.debt.asset),
            ) else {
                continue;
            };
            let rate = risk_ppm(
                value(w.collateral.amount, w.collateral.scale, cp),
                value_up(w.debt.amount, w.debt.scale, lp),
            );
            if rate.is_some_and(|r| r < w.loan.liquidation_ppm) {
                crossed.push(Crossed {
                    loan: w.loan.clone(),
                    sample: sample.clone(),
                    collateral_price: cp,
                    loan_price: lp,
                });
            } else {
                rearm.push(id);
            }
        }
        for c in &crossed {
            self.forget(c.loan.id);
        }
        let both: Vec<i64> = self
            .loans
            .values()
            .filter(|w| w.collateral_market.is_some() && w.loan_market.is_some())
            .filter(|w| w.collateral_market == Some(market_id) || w.loan_market == Some(market_id))
            .map(|w| w.loan.id)
            .collect();
        rearm.extend(both);
        for id in rearm {
            self.arm(id, hub, Some((market_id, sample.price)));
        }
        crossed
    }

    /// Stops watching a loan.
    pub fn forget(&mut self, id: i64) {
        if let Some(w) = self.loans.remove(&id) {
            for market in [w.collateral_market, w.loan_market].into_iter().flatten() {
                if let Some(t) = self.triggers.get_mut(&market) {
                    t.remove(key(id));
                }
            }
        }
    }
}
