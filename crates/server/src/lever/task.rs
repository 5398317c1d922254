//! The contracts task: the only writer of positions. It keeps the open positions in memory with one trigger
//! index per instrument; commands from the API and mark ticks from the index feed arrive on one channel, so they
//! never race. Each change commits in one database transaction through the ledger before its event goes out.

use std::{
    collections::{BTreeSet, HashMap, HashSet},
    time::Duration,
};

use risk::{
    TriggerIndex, TriggerKind,
    formula::{self, Side},
};
use serde_json::{Value, json};
use tokio::sync::{mpsc, oneshot};

use super::Ctx;
use super::{
    LeverParams, UNIT, params, repo,
    repo::{
        BATCH, BY_USER, CANCELLED, CLOSED, ENTRUST, HOLDING, LIQUIDATION, PositionRow, STOP_LOSS, TAKE_PROFIT,
    },
    side_of, summarize,
};
use crate::{
    clock::now_ms,
    db::Tx,
    error::{AppError, ErrorCode},
    idempotency::{self, Claim},
    ledger::{self, AccountKind, Leg, Owner, Posting, SystemRole, TxKind},
    market::{Market, Sample, USDT, exchange::STALE_MS},
};

/// A new position or limit entrust.
#[derive(Debug)]
pub struct Submit {
    pub user_id: i64,
    pub market_id: i64,
    pub side: Side,
    pub lots: i64,
    pub leverage: i64,
    /// The limit price of an entrust; `None` opens at the mark.
    pub limit: Option<i64>,
    pub tp: i64,
    pub sl: i64,
    pub claim: Option<Claim>,
    pub answer: Value,
}

#[derive(Debug)]
pub enum Command {
    Submit(Box<Submit>, oneshot::Sender<Result<Value, AppError>>),
    Close {
        user_id: i64,
        id: i64,
        reply: oneshot::Sender<Result<(), AppError>>,
    },
    SetStop {
        user_id: i64,
        id: i64,
        tp: i64,
        sl: i64,
        reply: oneshot::Sender<Result<(), AppError>>,
    },
    BatchClose {
        user_id: i64,
        side: Option<Side>,
        market_id: Option<i64>,
        reply: oneshot::Sender<Result<usize, AppError>>,
    },
    Tick {
        market_id: i64,
        sample: Sample,
    },
    /// Answered once every command before it is handled.
    Settled {
        reply: oneshot::Sender<Result<(), AppError>>,
    },
    Refresh {
        user_id: i64,
    },
    Overnight {
        now: i64,
        reply: oneshot::Sender<Result<usize, AppError>>,
    },
}

fn owner(user_id: i64) -> Owner {
    Owner::User(user_id, AccountKind::Lever)
}

fn trigger(id: i64, kind: TriggerKind) -> Option<u64> {
    u64::try_from(id).ok().and_then(|id| risk::key(id, kind))
}

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

pub struct RiskTask {
    app: Ctx,
    params: LeverParams,
    open: HashMap<i64, PositionRow>,
    indexes: HashMap<i64, TriggerIndex>,
    /// Each user's liquidation trigger per instrument.
    liquidation: HashMap<i64, HashMap<i64, u64>>,
    /// Users holding positions on more than one instrument, by instrument: a tick on one moves their
    /// liquidation points on the others.
    multi: HashMap<i64, HashSet<i64>>,
}

/// What a committed change leaves to publish: the position, the event name.
type Published = Vec<(PositionRow, &'static str)>;

impl RiskTask {
    pub async fn load(app: Ctx) -> anyhow::Result<Self> {
        let params = load_params(&app).await?;
        app.lever.set_params(params.clone());
        let rows = repo::open_positions(&app.db).await?;
        let mut task = RiskTask {
            app,
            params,
            open: HashMap::new(),
            indexes: HashMap::new(),
            liquidation: HashMap::new(),
            multi: HashMap::new(),
        };
        let mut users = BTreeSet::new();
        for p in rows {
            users.insert(p.user_id);
            task.arm(&p);
            task.open.insert(p.id, p);
        }
        for user in users {
            task.rearm_liquidation(user).await;
        }
        Ok(task)
    }

    pub async fn run(mut self, mut rx: mpsc::Receiver<Command>) {
        let mut housekeeping = tokio::time::interval(Duration::from_secs(5));
        loop {
            tokio::select! {
                command = rx.recv() => match command {
                    Some(command) => self.handle(command).await,
                    None => break,
                },
                _ = housekeeping.tick() => {
                    if let Ok(params) = load_params(&self.app).await {
                        self.app.lever.set_params(params.clone());
                        self.params = params;
                    }
                    if let Err(err) = self.overnight(now_ms()).await {
                        tracing::warn!(?err, "overnight fees not charged this round");
                    }
                }
            }
        }
    }

    async fn handle(&mut self, command: Command) {
        match command {
            Command::Submit(submit, reply) => {
                let result = self.submit(*submit).await;
                let _ = reply.send(result);
            }
            Command::Close { user_id, id, reply } => {
                let result = self.close_by_user(user_id, id).await;
                let _ = reply.send(result);
            }
            Command::SetStop {
                user_id,
                id,
                tp,
                sl,
                reply,
            } => {
                let result = self.set_stop(user_id, id, tp, sl).await;
                let _ = reply.send(result);
            }
            Command::BatchClose {
                user_id,
                side,
                market_id,
                reply,
            } => {
                let result = self.batch_close(user_id, side, market_id).await;
                let _ = reply.send(result);
            }
            Command::Tick { market_id, sample } => {
                if let Err(err) = self.tick(market_id, &sample).await {
                    tracing::warn!(?err, market_id, "mark tick not fully processed");
                }
            }
            Command::Refresh { user_id } => self.rearm_liquidation(user_id).await,
            Command::Settled { reply } => {
                let _ = reply.send(Ok(()));
            }
            Command::Overnight { now, reply } => {
                let result = self.overnight(now).await;
                let _ = reply.send(result);
            }
        }
    }

    fn market(&self, id: i64) -> Option<&Market> {
        self.app.market.market(id)
    }

    /// The latest mark of an instrument if it is fresh enough to trade at.
    fn fresh_mark(&self, market_id: i64) -> Result<Sample, AppError> {
        let now = now_ms();
        self.app
            .market
            .index(market_id)
            .filter(|s| now - s.ts <= STALE_MS && s.price > 0)
            .ok_or(ErrorCode::MarketClosed.into())
    }

    fn mark_price(&self, market_id: i64) -> Option<i64> {
        self.app.market.index(market_id).map(|s| s.price)
    }

    fn tradable(&self, m: &Market, now: i64) -> Result<(), AppError> {
        if m.row.category == "stock" && !self.params.stock_open(now) {
            return Err(ErrorCode::MarketClosed.into());
        }
        Ok(())
    }

    fn arm(&mut self, p: &PositionRow) {
        let side = side_of(p.side);
        let index = self.indexes.entry(p.market_id).or_default();
        let mut put = |kind: TriggerKind, price: i64| {
            if let Some(key) = trigger(p.id, kind) {
                if price > 0 {
                    index.insert(key, kind.direction(side), price);
                } else {
                    index.remove(key);
                }
            }
        };
        if p.status == ENTRUST {
            put(TriggerKind::LimitEntrust, p.target_price);
        } else {
            put(TriggerKind::LimitEntrust, 0);
            put(TriggerKind::TakeProfit, p.tp_price);
            put(TriggerKind::StopLoss, p.sl_price);
        }
    }

    fn disarm(&mut self, p: &PositionRow) {
        if let Some(index) = self.indexes.get_mut(&p.market_id) {
            for kind in [
                TriggerKind::TakeProfit,
                TriggerKind::StopLoss,
                TriggerKind::LimitEntrust,
            ] {
                if let Some(key) = trigger(p.id, kind) {
                    index.remove(key);
                }
            }
        }
    }

    fn holding_of(&self, user_id: i64) -> Vec<PositionRow> {
        let mut rows: Vec<PositionRow> = self
            .open
            .values()
            .filter(|p| p.user_id == user_id && p.status == HOLDING)
            .cloned()
            .collect();
        rows.sort_by_key(|p| p.id);
        rows
    }

    async fn balance(&self, user_id: i64) -> i64 {
        repo::lever_balance_now(&self.app.db, user_id, USDT)
            .await
            .map(|(a, f)| a + f)
            .unwrap_or(0)
    }

    /// Puts a user's liquidation triggers where the account would reach the published risk rate, one per
    /// instrument held, with the other instruments' pnl at their last marks.
    async fn rearm_liquidation(&mut self, user_id: i64) {
        if let Some(old) = self.liquidation.remove(&user_id) {
            for (market_id, key) in old {
                if let Some(index) = self.indexes.get_mut(&market_id) {
                    index.remove(key);
                }
                if let Some(users) = self.multi.get_mut(&market_id) {
                    users.remove(&user_id);
                }
            }
        }
        let holding = self.holding_of(user_id);
        if holding.is_empty() {
            return;
        }
        let balance = self.balance(user_id).await;
        let used: i64 = holding.iter().map(|p| p.margin).sum();
        let markets: BTreeSet<i64> = holding.iter().map(|p| p.market_id).collect();
        let mut keys = HashMap::new();
        for &market_id in &markets {
            let others: i64 = holding
                .iter()
                .filter(|p| p.market_id != market_id)
                .map(|p| {
                    self.mark_price(p.market_id)
                        .map_or(0, |m| super::unrealised(p, m))
                })
                .sum();
            let here: Vec<(Side, i64, i64)> = holding
                .iter()
                .filter(|p| p.market_id == market_id)
                .map(|p| (side_of(p.side), p.open_price, p.qty))
                .collect();
            let first = holding.iter().find(|p| p.market_id == market_id).map(|p| p.id);
            let point = formula::liquidation_price_many(
                &here,
                UNIT,
                balance + others,
                used,
                self.params.liquidation_ppm,
            );
            if let (Some((direction, price)), Some(key)) =
                (point, first.and_then(|id| trigger(id, TriggerKind::Liquidation)))
            {
                self.indexes
                    .entry(market_id)
                    .or_default()
                    .insert(key, direction, price);
                keys.insert(market_id, key);
            }
            if markets.len() > 1 {
                self.multi.entry(market_id).or_default().insert(user_id);
            }
        }
        self.liquidation.insert(user_id, keys);
    }

    async fn submit(&mut self, s: Submit) -> Result<Value, AppError> {
        if let Some(claim) = &s.claim
            && let Some(answer) = idempotency::earlier_answer(&self.app.db, claim).await?
        {
            return Ok(answer);
        }
        let now = now_ms();
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
        let qty = s.lots.checked_mul(lot).ok_or(ErrorCode::InvalidLots)?;
        let price = match s.limit {
            None => on_grid(
                formula::spread_price(s.side, mark.price, self.params.spread_ppm),
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
        let fee = formula::fee(notional, self.params.fee_ppm);
        let entrust = s.limit.is_some();
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
        };
        let mut tx = self.app.db.begin().await?;
        row.id = repo::insert(&mut tx, &row).await?;
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
        self.publish(vec![(row, "open")]).await;
        Ok(s.answer)
    }

    async fn close_by_user(&mut self, user_id: i64, id: i64) -> Result<(), AppError> {
        let p = self
            .open
            .get(&id)
            .filter(|p| p.user_id == user_id)
            .cloned()
            .ok_or(ErrorCode::PositionNotFound)?;
        let mark = if p.status == ENTRUST {
            None
        } else {
            if let Some(m) = self.market(p.market_id).cloned() {
                self.tradable(&m, now_ms())?;
            }
            Some(self.fresh_mark(p.market_id)?)
        };
        self.close(vec![(p, mark)], BY_USER).await.map(|_| ())
    }

    async fn batch_close(
        &mut self,
        user_id: i64,
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

    async fn set_stop(&mut self, user_id: i64, id: i64, tp: i64, sl: i64) -> Result<(), AppError> {
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

    /// Closes positions (each at its own mark sample) or cancels entrusts, in one transaction.
    async fn close(
        &mut self,
        positions: Vec<(PositionRow, Option<Sample>)>,
        reason: i64,
    ) -> Result<usize, AppError> {
        if positions.is_empty() {
            return Ok(0);
        }
        let now = now_ms();
        let mut tx = self.app.db.begin().await?;
        let mut done = Vec::with_capacity(positions.len());
        for (p, mark) in positions {
            let closed = self.close_in(&mut tx, p, mark.as_ref(), reason, now).await?;
            done.push(closed);
        }
        tx.commit().await?;
        let mut users = BTreeSet::new();
        let mut events = Vec::with_capacity(done.len());
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
        Ok(count)
    }

    async fn close_in(
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
                let tick = self.market(p.market_id).map_or(1, Market::tick);
                let price = on_grid(
                    formula::spread_price(side.opposite(), mark.price, self.params.spread_ppm),
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
                    Some(m) => evidence(m, mark, price),
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
    async fn fill(&mut self, mut p: PositionRow, mark: &Sample) -> Result<(), AppError> {
        let now = now_ms();
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
                Some(m) => evidence(m, mark, p.target_price),
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
        self.publish(vec![(p, "update")]).await;
        self.rearm_liquidation(user).await;
        Ok(())
    }

    async fn tick(&mut self, market_id: i64, sample: &Sample) -> Result<(), AppError> {
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
        let multi: Vec<i64> = self
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
    async fn liquidate_if_due(
        &mut self,
        user_id: i64,
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
        if !formula::liquidates(summary.equity, summary.used_margin, self.params.liquidation_ppm) {
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

    /// Charges each holding position's overnight fee once per published cut passed since it was last charged:
    /// out of the available balance first, then out of the position's margin.
    async fn overnight(&mut self, now: i64) -> Result<usize, AppError> {
        let day = self.params.overnight_day(now);
        let due: Vec<PositionRow> = self
            .open
            .values()
            .filter(|p| p.status == HOLDING && p.overnight_day.is_some_and(|d| d < day))
            .cloned()
            .collect();
        let mut users = BTreeSet::new();
        let mut charged = 0;
        for mut p in due {
            let days = day - p.overnight_day.unwrap_or(day);
            let notional = formula::notional(p.open_price, p.qty, UNIT).unwrap_or(0);
            let fee = formula::overnight_fee(notional, self.params.overnight_ppm).saturating_mul(days);
            let mut tx = self.app.db.begin().await?;
            let (available, _) = repo::lever_balance(&mut tx, p.user_id, USDT).await?;
            let from_available = fee.min(available.max(0));
            let from_margin = (fee - from_available).min(p.margin);
            let total = from_available + from_margin;
            if total > 0 {
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
                                available: -from_available,
                                frozen: -from_margin,
                            },
                            Leg::available(Owner::System(SystemRole::Fees), USDT, total),
                        ],
                        now,
                    },
                )
                .await?;
            }
            p.overnight_total += total;
            p.overnight_day = Some(day);
            p.margin -= from_margin;
            p.frozen -= from_margin;
            if !repo::update(&mut tx, &p).await? {
                continue;
            }
            tx.commit().await?;
            users.insert(p.user_id);
            self.open.insert(p.id, p);
            charged += 1;
        }
        for user in users {
            self.rearm_liquidation(user).await;
        }
        Ok(charged)
    }

    async fn publish(&self, events: Published) {
        let offset = crate::settings::display_offset(&self.app.db)
            .await
            .unwrap_or(time::UtcOffset::UTC);
        let mut by_user: HashMap<i64, Value> = HashMap::new();
        for (p, event) in events {
            if !crate::fanout::is_connected(&self.app.fanout, p.user_id) {
                continue;
            }
            let summary = match by_user.get(&p.user_id) {
                Some(s) => s.clone(),
                None => {
                    let holding = self.holding_of(p.user_id);
                    let balance = self.balance(p.user_id).await;
                    let s = summarize(balance, &holding, |m| self.mark_price(m));
                    let v = super::view::summary_json(&s);
                    by_user.insert(p.user_id, v.clone());
                    v
                }
            };
            let data = super::view::position_view(&self.app, crate::i18n::Lang::default(), &p, offset);
            crate::fanout::notify(
                &self.app.fanout,
                p.user_id,
                "position",
                event,
                data,
                json!({ "summary": summary }),
            )
            .await;
            crate::fanout::balance::publish_balance(&self.app.db, &self.app.fanout, p.user_id, USDT, "lever")
                .await;
        }
    }
}

/// The evidence written on a posting: the instrument, the mark sample (value, second, source) and the price.
fn evidence(m: &Market, mark: &Sample, price: i64) -> String {
    format!(
        "{} mark {} at {} from {}, price {}",
        m.symbol(),
        crate::money::format(mark.price, 8),
        mark.ts,
        mark.source,
        crate::money::format(price, 8)
    )
}

async fn load_params(app: &Ctx) -> Result<LeverParams, sqlx::Error> {
    let rows = crate::rules::list(&app.db, Some("lever")).await?;
    Ok(params::LeverParams::from_pairs(
        rows.iter().map(|r| (r.key.as_str(), r.value.as_str())),
    ))
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
