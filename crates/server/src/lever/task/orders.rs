//! The risk task's answers to users: opening, closing, stops, and fills of entrusts.

use super::{
    RiskTask, Submit,
    money::{close_money, evidence, on_grid, stops_valid},
    owner,
};
use std::collections::BTreeSet;

use risk::formula::{self, Side};
use serde_json::Value;

use super::{
    UNIT, repo,
    repo::{BATCH, BY_USER, CANCELLED, CLOSED, ENTRUST, HOLDING, LIQUIDATION, OWN, PositionRow},
    side_of,
};
use crate::{
    db::Tx,
    error::{AppError, ErrorCode},
    idempotency::{self},
    ids::UserId,
    ledger::{self, Leg, Owner, Posting, SystemRole, TxKind},
    market::{Sample, USDT},
};

impl RiskTask {
    pub(super) async fn submit(&mut self, s: Submit) -> Result<Value, AppError> {
        if let Some(claim) = &s.claim
            && let Some(answer) = idempotency::earlier_answer(&self.app.db, claim).await?
        {
            return Ok(answer);
        }
        let now = self.app.clock.now_ms();
        let m = self
            .market(s.market_id)
            .filter(|m| m.row.open_lever == 1)
            .ok_or(ErrorCode::TradingDisabled)?
            .clone();
        let lot = self
            .params
            .lot(&m.row.base_name)
            .ok_or(ErrorCode::TradingDisabled)?;
        if !self.params.leverages.contains(&s.leverage) {
            return Err(ErrorCode::InvalidLeverage.into());
        }
        let held: i64 = self
            .open
            .values()
            .filter(|p| p.user_id == s.user_id && p.market_id == m.id())
            .map(|p| p.lots)
            .sum();
        if s.lots < self.params.min_lots
            || s.lots > self.params.max_lots
            || held + s.lots > self.params.max_lots_user
        {
            return Err(ErrorCode::InvalidLots.into());
        }
        self.tradable(&m, now)?;
        let mark = self.fresh_mark(m.id())?;
        // The terms in force now are the position's own for its whole life (ADR 69).
        let terms = self.params.terms();
        let qty = s.lots.checked_mul(lot).ok_or(ErrorCode::InvalidLots)?;
        let price = match s.limit {
            None => on_grid(
                formula::spread_price(s.side, mark.price, terms.spread_ppm),
                m.tick(),
                s.side == Side::Long,
            ),
            Some(target) => {
                // A limit waits for a better price than the mark; one that is not better is a market order.
                let better = match s.side {
                    Side::Long => target < mark.price,
                    Side::Short => target > mark.price,
                };
                if target <= 0 || !better {
                    return Err(ErrorCode::InvalidPrice.into());
                }
                target
            }
        };
        if !stops_valid(s.side, price, s.tp, s.sl) {
            return Err(ErrorCode::InvalidPrice.into());
        }
        let notional = formula::notional(price, qty, UNIT).ok_or(ErrorCode::InvalidLots)?;
        let margin = formula::margin(notional, s.leverage).ok_or(ErrorCode::InvalidLots)?;
        let fee = formula::fee(
            notional,
            crate::vip::discounted_ppm(self.params.fee_ppm, s.fee_discount),
        );
        let entrust = s.limit.is_some();
        if entrust && s.coupon_id.is_some() {
            return Err(ErrorCode::CouponUnusable.into());
        }
        let mut row = PositionRow {
            id: 0,
            user_id: s.user_id,
            market_id: m.id(),
            side: if s.side == Side::Long { 1 } else { 2 },
            status: if entrust { ENTRUST } else { HOLDING },
            lots: s.lots,
            qty,
            leverage: s.leverage,
            target_price: s.limit.unwrap_or(0),
            open_price: if entrust { 0 } else { price },
            open_ts: (!entrust).then_some(mark.ts),
            open_source: (!entrust).then(|| mark.source.clone()),
            margin,
            origin_margin: margin,
            fee,
            frozen: if entrust { margin + fee } else { margin },
            overnight_total: 0,
            overnight_day: (!entrust).then(|| self.params.overnight_day(now)),
            tp_price: s.tp,
            sl_price: s.sl,
            close_price: None,
            close_mark: None,
            close_ts: None,
            close_source: None,
            close_reason: None,
            pnl: 0,
            insurance: 0,
            created_at: now,
            opened_at: (!entrust).then_some(now),
            closed_at: None,
            copy_of: None,
            copy_trader: None,
            order_type: OWN,
            spread_ppm: None,
            overnight_ppm: None,
            liquidation_ppm: None,
        }
        .with_terms(terms);
        let mut tx = self.app.db.begin().await?;
        row.id = repo::insert(&mut tx, &row).await?;
        if let Some(coupon) = s.coupon_id {
            crate::coupons::use_for_fee(
                &mut tx,
                (s.user_id, crate::ledger::AccountKind::Lever),
                (coupon, USDT),
                fee,
                (&format!("lever_position:{}", row.id), now),
            )
            .await?;
        }
        let mut legs = vec![Leg {
            owner: owner(s.user_id),
            asset_id: USDT,
            available: -(margin + fee),
            frozen: row.frozen,
        }];
        if !entrust {
            legs.push(Leg::available(Owner::System(SystemRole::Fees), USDT, fee));
        }
        legs.retain(|l| l.available != 0 || l.frozen != 0);
        ledger::post(
            &mut tx,
            &Posting {
                kind: TxKind::LeverOpen,
                reference: &format!("lever_position:{}", row.id),
                memo: &evidence(&m, &mark, price),
                idempotency_key: None,
                legs,
                now,
            },
        )
        .await?;
        if let Some(earlier) = idempotency::commit(tx, &self.app.db, s.claim.as_ref(), &s.answer).await? {
            return Ok(earlier);
        }
        self.arm(&row);
        self.open.insert(row.id, row.clone());
        self.rearm_liquidation(s.user_id).await;
        if !entrust {
            self.opened.push((row.clone(), mark));
        }
        self.publish(vec![(row, "open")]).await;
        Ok(s.answer)
    }

    pub(super) async fn close_by_user(&mut self, user_id: UserId, id: i64) -> Result<(), AppError> {
        let p = self
            .open
            .get(&id)
            .filter(|p| p.user_id == user_id)
            .cloned()
            .ok_or(ErrorCode::PositionNotFound)?;
        let mark = if p.status == ENTRUST {
            None
        } else {
            if let Some(m) = self.market(p.market_id) {
                self.tradable(&m, self.app.clock.now_ms())?;
            }
            Some(self.fresh_mark(p.market_id)?)
        };
        self.close(vec![(p, mark)], BY_USER).await.map(|_| ())
    }

    pub(super) async fn batch_close(
        &mut self,
        user_id: UserId,
        side: Option<Side>,
        market_id: Option<i64>,
    ) -> Result<usize, AppError> {
        let mut chosen = Vec::new();
        for p in self.holding_of(user_id) {
            if side.is_some_and(|s| side_of(p.side) != s) || market_id.is_some_and(|m| p.market_id != m) {
                continue;
            }
            let mark = self.fresh_mark(p.market_id)?;
            chosen.push((p, Some(mark)));
        }
        self.close(chosen, BATCH).await
    }

    pub(super) async fn set_stop(
        &mut self,
        user_id: UserId,
        id: i64,
        tp: i64,
        sl: i64,
    ) -> Result<(), AppError> {
        let mut p = self
            .open
            .get(&id)
            .filter(|p| p.user_id == user_id)
            .cloned()
            .ok_or(ErrorCode::PositionNotFound)?;
        let reference = if p.status == ENTRUST {
            p.target_price
        } else {
            self.fresh_mark(p.market_id)?.price
        };
        if !stops_valid(side_of(p.side), reference, tp, sl) {
            return Err(ErrorCode::InvalidPrice.into());
        }
        p.tp_price = tp;
        p.sl_price = sl;
        let mut tx = self.app.db.begin().await?;
        if !repo::update(&mut tx, &p).await? {
            return Err(ErrorCode::PositionNotFound.into());
        }
        tx.commit().await?;
        self.arm(&p);
        self.open.insert(p.id, p.clone());
        self.publish(vec![(p, "update")]).await;
        Ok(())
    }

    /// Closes positions (each at its own mark sample) or cancels entrusts, in one transaction; then the copies
    /// still following the closed positions, at their traders' marks, in another.
    pub(super) async fn close(
        &mut self,
        positions: Vec<(PositionRow, Option<Sample>)>,
        reason: i64,
    ) -> Result<usize, AppError> {
        let (count, closed) = self.close_rows(positions, reason).await?;
        let copies = self.copies_to_close(&closed);
        if !copies.is_empty()
            && let Err(err) = self.close_rows(copies, reason).await
        {
            tracing::warn!(?err, "copies not closed with their trader");
        }
        Ok(count)
    }

    async fn close_rows(
        &mut self,
        positions: Vec<(PositionRow, Option<Sample>)>,
        reason: i64,
    ) -> Result<(usize, Vec<PositionRow>), AppError> {
        if positions.is_empty() {
            return Ok((0, Vec::new()));
        }
        let now = self.app.clock.now_ms();
        let mut tx = self.app.db.begin().await?;
        let mut done = Vec::with_capacity(positions.len());
        for (p, mark) in positions {
            let closed = self.close_in(&mut tx, p, mark.as_ref(), reason, now).await?;
            done.push(closed);
        }
        tx.commit().await?;
        let mut users = BTreeSet::new();
        let mut events = Vec::with_capacity(done.len());
        let closed = done.clone();
        for p in done {
            self.disarm(&p);
            self.open.remove(&p.id);
            users.insert(p.user_id);
            let event = if p.close_reason == Some(LIQUIDATION) {
                "liquidate"
            } else {
                "close"
            };
            events.push((p, event));
        }
        for user in users {
            self.rearm_liquidation(user).await;
        }
        let count = events.len();
        self.publish(events).await;
        Ok((count, closed))
    }

    pub(super) async fn close_in(
        &self,
        tx: &mut Tx,
        mut p: PositionRow,
        mark: Option<&Sample>,
        reason: i64,
        now: i64,
    ) -> Result<PositionRow, AppError> {
        let reference = format!("lever_position:{}", p.id);
        let symbol = self
            .market(p.market_id)
            .map(|m| m.symbol().to_string())
            .unwrap_or_default();
        let (legs, memo) = match (p.status, mark) {
            (ENTRUST, _) => {
                let legs = vec![Leg {
                    owner: owner(p.user_id),
                    asset_id: USDT,
                    available: p.frozen,
                    frozen: -p.frozen,
                }];
                p.status = CANCELLED;
                (legs, symbol)
            }
            (_, Some(mark)) => {
                let side = side_of(p.side);
                let tick = self.market(p.market_id).map_or(1, |m| m.tick());
                let price = on_grid(
                    formula::spread_price(side.opposite(), mark.price, p.terms().spread_ppm),
                    tick,
                    side == Side::Short,
                );
                let pnl = formula::pnl(side, p.open_price, price, p.qty, UNIT);
                let (available, _) = repo::lever_balance(tx, p.user_id, USDT).await?;
                let money = close_money(p.margin, pnl, available);
                let legs = vec![
                    Leg {
                        owner: owner(p.user_id),
                        asset_id: USDT,
                        available: money.available,
                        frozen: -p.margin,
                    },
                    Leg::available(Owner::System(SystemRole::House), USDT, money.house),
                    Leg::available(Owner::System(SystemRole::Insurance), USDT, -money.insurance),
                ];
                p.status = CLOSED;
                p.close_price = Some(price);
                p.close_mark = Some(mark.price);
                p.close_ts = Some(mark.ts);
                p.close_source = Some(mark.source.clone());
                p.close_reason = Some(reason);
                p.pnl = pnl;
                p.insurance = money.insurance;
                let memo = match self.market(p.market_id) {
                    Some(m) => evidence(&m, mark, price),
                    None => symbol,
                };
                (legs, memo)
            }
            // A holding position closes only at a recorded mark.
            (_, None) => return Err(ErrorCode::MarketClosed.into()),
        };
        p.frozen = 0;
        p.closed_at = Some(now);
        let legs: Vec<Leg> = legs
            .into_iter()
            .filter(|l| l.available != 0 || l.frozen != 0)
            .collect();
        if !legs.is_empty() {
            ledger::post(
                tx,
                &Posting {
                    kind: TxKind::LeverClose,
                    reference: &reference,
                    memo: &memo,
                    idempotency_key: None,
                    legs,
                    now,
                },
            )
            .await?;
        }
        if !repo::update(tx, &p).await? {
            return Err(ErrorCode::PositionNotFound.into());
        }
        Ok(p)
    }

    /// Opens a limit entrust whose price the mark has reached, at its own price.
    pub(super) async fn fill(&mut self, mut p: PositionRow, mark: &Sample) -> Result<(), AppError> {
        let now = self.app.clock.now_ms();
        let mut tx = self.app.db.begin().await?;
        let legs = vec![
            Leg {
                owner: owner(p.user_id),
                asset_id: USDT,
                available: 0,
                frozen: -p.fee,
            },
            Leg::available(Owner::System(SystemRole::Fees), USDT, p.fee),
        ];
        if p.fee > 0 {
            let memo = match self.market(p.market_id) {
                Some(m) => evidence(&m, mark, p.target_price),
                None => String::new(),
            };
            ledger::post(
                &mut tx,
                &Posting {
                    kind: TxKind::LeverOpen,
                    reference: &format!("lever_position:{}", p.id),
                    memo: &memo,
                    idempotency_key: None,
                    legs,
                    now,
                },
            )
            .await?;
        }
        p.status = HOLDING;
        p.open_price = p.target_price;
        p.open_ts = Some(mark.ts);
        p.open_source = Some(mark.source.clone());
        p.frozen = p.margin;
        p.opened_at = Some(now);
        p.overnight_day = Some(self.params.overnight_day(now));
        if !repo::update(&mut tx, &p).await? {
            return Ok(());
        }
        tx.commit().await?;
        self.arm(&p);
        self.open.insert(p.id, p.clone());
        let user = p.user_id;
        if p.copy_of.is_none() {
            self.opened.push((p.clone(), mark.clone()));
        }
        self.publish(vec![(p, "update")]).await;
        self.rearm_liquidation(user).await;
        Ok(())
    }
}
