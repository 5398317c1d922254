//! The contracts task: the only writer of positions. It keeps the open positions in memory with one trigger
//! index per instrument; commands from the API and mark ticks from the index feed arrive on one channel, so they
//! never race. Each change commits in one database transaction through the ledger before its event goes out.

mod copies;
mod marks;
mod money;
mod orders;

pub use money::{CloseMoney, close_money, on_grid, stops_valid};

use std::{
    collections::{BTreeSet, HashMap, HashSet},
    time::Duration,
};

use risk::{
    TriggerIndex, TriggerKind,
    formula::{self, Side},
};
use serde_json::Value;
use tokio::sync::{mpsc, oneshot};

use super::Ctx;
use super::{
    LeverParams, UNIT, params, repo,
    repo::{ENTRUST, HOLDING, PositionRow},
    side_of, summarize,
};
use crate::{
    error::{AppError, ErrorCode},
    idempotency::Claim,
    ids::UserId,
    ledger::{AccountKind, Owner},
    market::{Market, Sample, USDT, exchange::STALE_MS},
};

/// A new position or limit entrust.
#[derive(Debug)]
pub struct Submit {
    pub user_id: UserId,
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
    /// Percent off the opening fee (the user's VIP level, ADR 57).
    pub fee_discount: i64,
    /// A fee coupon to pay the opening fee with (market orders only, ADR 58).
    pub coupon_id: Option<i64>,
}

#[derive(Debug)]
pub enum Command {
    Submit(Box<Submit>, oneshot::Sender<Result<Value, AppError>>),
    Close {
        user_id: UserId,
        id: i64,
        reply: oneshot::Sender<Result<(), AppError>>,
    },
    SetStop {
        user_id: UserId,
        id: i64,
        tp: i64,
        sl: i64,
        reply: oneshot::Sender<Result<(), AppError>>,
    },
    BatchClose {
        user_id: UserId,
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
        user_id: UserId,
    },
    /// Reads the published parameters again now, not at the next housekeeping round.
    Reload {
        reply: oneshot::Sender<Result<(), AppError>>,
    },
    Overnight {
        now: i64,
        reply: oneshot::Sender<Result<usize, AppError>>,
    },
    /// A follower keeps a copied position as their own.
    SelfHold {
        user_id: UserId,
        id: i64,
        reply: oneshot::Sender<Result<(), AppError>>,
    },
}

pub(super) fn owner(user_id: UserId) -> Owner {
    Owner::User(user_id, AccountKind::Lever)
}

pub(super) fn trigger(id: i64, kind: TriggerKind) -> Option<u64> {
    u64::try_from(id).ok().and_then(|id| risk::key(id, kind))
}

pub struct RiskTask {
    pub(super) app: Ctx,
    pub(super) params: LeverParams,
    pub(super) open: HashMap<i64, PositionRow>,
    pub(super) indexes: HashMap<i64, TriggerIndex>,
    /// Each user's liquidation trigger per instrument.
    pub(super) liquidation: HashMap<UserId, HashMap<i64, u64>>,
    /// Users holding positions on more than one instrument, by instrument: a tick on one moves their
    /// liquidation points on the others.
    pub(super) multi: HashMap<i64, HashSet<UserId>>,
    /// Positions opened during the command being handled, with their mark: their followers' copies open once
    /// it is answered.
    pub(super) opened: Vec<(PositionRow, Sample)>,
}

/// What a committed change leaves to publish: the position, the event name.
pub(super) type Published = Vec<(PositionRow, &'static str)>;

impl RiskTask {
    pub async fn load(app: Ctx) -> anyhow::Result<Self> {
        let params = load_params(&app).await?;
        app.set_params(params.clone());
        let rows = repo::open_positions(&app.db).await?;
        let mut task = RiskTask {
            app,
            params,
            open: HashMap::new(),
            indexes: HashMap::new(),
            liquidation: HashMap::new(),
            multi: HashMap::new(),
            opened: Vec::new(),
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
                        self.app.set_params(params.clone());
                        self.params = params;
                    }
                    if let Err(err) = self.overnight(self.app.clock.now_ms()).await {
                        tracing::warn!(?err, "overnight fees not charged this round");
                    }
                }
            }
        }
    }

    pub(super) async fn handle(&mut self, command: Command) {
        self.answer(command).await;
        self.open_pending_copies().await;
    }

    async fn answer(&mut self, command: Command) {
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
            Command::Reload { reply } => {
                let loaded = load_params(&self.app)
                    .await
                    .map_err(AppError::from)
                    .map(|params| {
                        self.app.set_params(params.clone());
                        self.params = params;
                    });
                let _ = reply.send(loaded);
            }
            Command::Overnight { now, reply } => {
                let result = self.overnight(now).await;
                let _ = reply.send(result);
            }
            Command::SelfHold { user_id, id, reply } => {
                let result = self.self_hold(user_id, id).await;
                let _ = reply.send(result);
            }
        }
    }

    pub(super) fn market(&self, id: i64) -> Option<std::sync::Arc<Market>> {
        self.app.market.market(id)
    }

    /// The latest mark of an instrument if it is fresh enough to trade at.
    pub(super) fn fresh_mark(&self, market_id: i64) -> Result<Sample, AppError> {
        let now = self.app.clock.now_ms();
        self.app
            .market
            .index(market_id)
            .filter(|s| now - s.ts <= STALE_MS && s.price > 0)
            .ok_or(ErrorCode::MarketClosed.into())
    }

    pub(super) fn mark_price(&self, market_id: i64) -> Option<i64> {
        self.app.market.index(market_id).map(|s| s.price)
    }

    pub(super) fn tradable(&self, m: &Market, now: i64) -> Result<(), AppError> {
        self.params.check_tradable(&m.row.category, now)
    }

    pub(super) fn arm(&mut self, p: &PositionRow) {
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

    pub(super) fn disarm(&mut self, p: &PositionRow) {
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

    pub(super) fn holding_of(&self, user_id: UserId) -> Vec<PositionRow> {
        let mut rows: Vec<PositionRow> = self
            .open
            .values()
            .filter(|p| p.user_id == user_id && p.status == HOLDING)
            .cloned()
            .collect();
        rows.sort_by_key(|p| p.id);
        rows
    }

    pub(super) async fn balance(&self, user_id: UserId) -> i64 {
        repo::lever_balance_now(&self.app.db, user_id, USDT)
            .await
            .map(|(a, f)| a + f)
            .unwrap_or(0)
    }

    /// Puts a user's liquidation triggers where the account would reach its positions' own risk rates, one per
    /// instrument held, with the other instruments' pnl at their last marks.
    pub(super) async fn rearm_liquidation(&mut self, user_id: UserId) {
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
        let maintenance = maintenance(&holding);
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
            let point = formula::liquidation_price_many_at(&here, UNIT, balance + others, used, maintenance);
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

    pub(super) async fn publish(&self, events: Published) {
        let offset = self
            .app
            .settings
            .display_offset(&self.app.db)
            .await
            .unwrap_or(time::UtcOffset::UTC);
        let mut by_user: HashMap<UserId, super::view::RiskSummary> = HashMap::new();
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
                    let v = super::view::risk_summary(&s);
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
                &data,
                &PositionBeside { summary },
            )
            .await;
            crate::fanout::balance::publish_balance(&self.app.db, &self.app.fanout, p.user_id, USDT, "lever")
                .await;
        }
    }
}

/// What a `position` event carries beside the position: the account's risk at the current marks.
#[derive(serde::Serialize)]
struct PositionBeside {
    summary: super::view::RiskSummary,
}

/// What the account's equity must stay above: each holding position's margin times its own liquidation risk
/// rate (ADR 69).
pub(super) fn maintenance(holding: &[PositionRow]) -> i128 {
    let pairs: Vec<(i64, i64)> = holding
        .iter()
        .map(|p| (p.margin, p.terms().liquidation_ppm))
        .collect();
    formula::maintenance(&pairs)
}

pub(super) async fn load_params(app: &Ctx) -> Result<LeverParams, sqlx::Error> {
    let rows = crate::rules::list(&app.db, Some("lever")).await?;
    Ok(params::LeverParams::from_pairs(
        rows.iter().map(|r| (r.key.as_str(), r.value.as_str())),
    ))
}
