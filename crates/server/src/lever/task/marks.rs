//! What each mark tick does: entrusts that fill, stops and liquidations that trigger, and the overnight fee.

use super::{RiskTask, owner};
use std::collections::BTreeSet;

use risk::{
    TriggerKind,
    formula::{self},
};

use super::{
    UNIT, repo,
    repo::{ENTRUST, HOLDING, LIQUIDATION, PositionRow, STOP_LOSS, TAKE_PROFIT},
    summarize,
};
use crate::{
    error::AppError,
    ids::UserId,
    ledger::{self, Leg, Owner, Posting, SystemRole, TxKind},
    market::{Sample, USDT},
};

impl RiskTask {
    pub(super) async fn tick(&mut self, market_id: i64, sample: &Sample) -> Result<(), AppError> {
        let fired = match self.indexes.get_mut(&market_id) {
            Some(index) => index.fire(sample.price),
            None => Vec::new(),
        };
        let mut liquidate = BTreeSet::new();
        for (key, _, _) in fired {
            let (id, kind) = risk::split(key);
            let Some(p) = i64::try_from(id).ok().and_then(|id| self.open.get(&id)).cloned() else {
                continue;
            };
            match kind {
                TriggerKind::LimitEntrust if p.status == ENTRUST => self.fill(p, sample).await?,
                TriggerKind::TakeProfit | TriggerKind::StopLoss if p.status == HOLDING => {
                    let reason = if kind == TriggerKind::TakeProfit {
                        TAKE_PROFIT
                    } else {
                        STOP_LOSS
                    };
                    self.disarm(&p);
                    self.close(vec![(p, Some(sample.clone()))], reason).await?;
                }
                TriggerKind::Liquidation => {
                    liquidate.insert(p.user_id);
                }
                _ => {}
            }
        }
        for user in liquidate {
            self.liquidate_if_due(user, market_id, sample).await?;
        }
        let multi: Vec<UserId> = self
            .multi
            .get(&market_id)
            .map(|u| u.iter().copied().collect())
            .unwrap_or_default();
        for user in multi {
            self.rearm_liquidation(user).await;
        }
        Ok(())
    }

    /// Liquidates every position of a user whose account has reached the published risk rate; otherwise
    /// puts the trigger back where it now belongs.
    pub(super) async fn liquidate_if_due(
        &mut self,
        user_id: UserId,
        market_id: i64,
        sample: &Sample,
    ) -> Result<(), AppError> {
        let holding = self.holding_of(user_id);
        let balance = self.balance(user_id).await;
        let summary = summarize(balance, &holding, |m| {
            if m == market_id {
                Some(sample.price)
            } else {
                self.mark_price(m)
            }
        });
        if !formula::liquidates_at(summary.equity, summary.used_margin, super::maintenance(&holding)) {
            self.rearm_liquidation(user_id).await;
            return Ok(());
        }
        let positions = holding
            .into_iter()
            .map(|p| {
                let mark = if p.market_id == market_id {
                    Some(sample.clone())
                } else {
                    self.app.market.index(p.market_id)
                };
                (p, mark)
            })
            .filter(|(_, mark)| mark.is_some())
            .collect();
        self.close(positions, LIQUIDATION).await?;
        Ok(())
    }

    /// Charges each holding position's overnight fee, at its own rate, once per published cut passed since it was
    /// last charged: out of the position's own margin and nothing else (ADR 69). A fee larger than the margin left
    /// takes the margin, and the position, with nothing left to hold it, closes at its instrument's last mark.
    pub(super) async fn overnight(&mut self, now: i64) -> Result<usize, AppError> {
        let day = self.params.overnight_day(now);
        let due: Vec<PositionRow> = self
            .open
            .values()
            .filter(|p| p.status == HOLDING && p.overnight_day.is_some_and(|d| d < day))
            .cloned()
            .collect();
        let mut users = BTreeSet::new();
        let mut spent = Vec::new();
        let mut charged = 0;
        for mut p in due {
            let days = day - p.overnight_day.unwrap_or(day);
            let notional = formula::notional(p.open_price, p.qty, UNIT).unwrap_or(0);
            let fee = formula::overnight_fee(notional, p.terms().overnight_ppm).saturating_mul(days);
            let from_margin = fee.min(p.margin).max(0);
            let mut tx = self.app.db.begin().await?;
            if from_margin > 0 {
                ledger::post(
                    &mut tx,
                    &Posting {
                        kind: TxKind::LeverOvernight,
                        reference: &format!("lever_position:{}", p.id),
                        memo: &format!("{days} day(s)"),
                        idempotency_key: None,
                        legs: vec![
                            Leg {
                                owner: owner(p.user_id),
                                asset_id: USDT,
                                available: 0,
                                frozen: -from_margin,
                            },
                            Leg::available(Owner::System(SystemRole::Fees), USDT, from_margin),
                        ],
                        now,
                    },
                )
                .await?;
            }
            p.overnight_total += from_margin;
            p.overnight_day = Some(day);
            p.margin -= from_margin;
            p.frozen -= from_margin;
            if !repo::update(&mut tx, &p).await? {
                continue;
            }
            tx.commit().await?;
            users.insert(p.user_id);
            if p.margin == 0 {
                spent.push(p.clone());
            }
            self.open.insert(p.id, p);
            charged += 1;
        }
        for user in users {
            self.rearm_liquidation(user).await;
        }
        let spent: Vec<(PositionRow, Option<Sample>)> = spent
            .into_iter()
            .filter_map(|p| {
                let mark = self.app.market.index(p.market_id)?;
                Some((p, Some(mark)))
            })
            .collect();
        for (p, _) in &spent {
            self.disarm(p);
        }
        self.close(spent, LIQUIDATION).await?;
        Ok(charged)
    }
}
