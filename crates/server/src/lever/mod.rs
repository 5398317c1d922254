//! Contracts ("lever", API-CONTRACT §5.8): positions against the `house` account at the index (mark) price.
//! One task owns every open position and the risk engine's trigger indexes (one per instrument), so a mark tick
//! touches only the positions whose take-profit, stop-loss, liquidation or limit price it crosses; every change
//! commits through the ledger before its event goes out, and every close keeps the mark sample that caused it.

pub mod copy;
pub mod demo;
pub mod params;
pub mod repo;
pub mod task;
pub mod view;

use std::sync::{OnceLock, RwLock};

use risk::formula::{self, Side};
use tokio::sync::{mpsc, oneshot};

pub use params::{LeverParams, UNIT};
use repo::PositionRow;

use crate::{
    error::{AppError, ErrorCode},
    ids::UserId,
    market::Sample,
};

/// The contracts' shared state: the published parameters as last read, and the way into the task.
#[derive(Default)]
pub struct Lever {
    params: RwLock<LeverParams>,
    commands: OnceLock<mpsc::Sender<task::Command>>,
}

impl Lever {
    /// The published parameters, as the task last read them.
    pub fn params(&self) -> LeverParams {
        self.params.read().map(|p| p.clone()).unwrap_or_default()
    }

    /// Hands a mark tick to the risk engine; a full queue drops it, as the next second brings a newer one.
    pub fn tick(&self, market_id: i64, sample: Sample) {
        if let Some(tx) = self.commands.get() {
            let _ = tx.try_send(task::Command::Tick { market_id, sample });
        }
    }

    /// Asks the risk engine to look at a user's account again after money moved in or out of it.
    pub fn refresh(&self, user_id: UserId) {
        if let Some(tx) = self.commands.get() {
            let _ = tx.try_send(task::Command::Refresh { user_id });
        }
    }

    /// Answers once the risk task has handled everything handed to it before, ticks included: what a caller
    /// reads next reflects every mark it recorded.
    pub async fn settled(&self) -> Result<(), AppError> {
        let (reply, rx) = oneshot::channel();
        self.ask(task::Command::Settled { reply }, rx).await
    }

    /// Makes a copied position the follower's own: it stays open when its trader closes.
    pub async fn self_hold(&self, user_id: UserId, id: i64) -> Result<(), AppError> {
        let (reply, rx) = oneshot::channel();
        self.ask(task::Command::SelfHold { user_id, id, reply }, rx).await
    }

    /// Has the risk task read the published parameters again, so a rule change applies to the next command.
    pub async fn reload(&self) -> Result<(), AppError> {
        let (reply, rx) = oneshot::channel();
        self.ask(task::Command::Reload { reply }, rx).await
    }

    pub(crate) async fn ask<T>(
        &self,
        command: task::Command,
        rx: oneshot::Receiver<Result<T, AppError>>,
    ) -> Result<T, AppError> {
        let tx = self.commands.get().ok_or(ErrorCode::TradingDisabled)?;
        tx.send(command)
            .await
            .map_err(|_| AppError::from(ErrorCode::TradingDisabled))?;
        rx.await
            .map_err(|_| AppError::internal(anyhow::anyhow!("contracts task stopped")))?
    }
}

/// What the contracts' risk task and calls work with, and nothing more: the database, the market hub, the
/// contracts' own state and where sockets are sent to.
#[derive(Clone)]
pub struct Ctx {
    pub db: crate::db::Db,
    pub market: std::sync::Arc<crate::market::Hub>,
    pub lever: std::sync::Arc<Lever>,
    pub fanout: std::sync::Arc<crate::fanout::Fanout>,
    pub settings: std::sync::Arc<crate::settings::Cache>,
    pub clock: crate::clock::Clock,
}

impl Ctx {
    /// Makes freshly read parameters the ones every reader sees, the market's stock hours included.
    pub(crate) fn set_params(&self, params: LeverParams) {
        self.market.set_hours(params.stock_hours);
        if let Ok(mut p) = self.lever.params.write() {
            *p = params;
        }
    }
}

/// Starts the contracts task.
pub async fn start(app: &Ctx) -> anyhow::Result<()> {
    let (tx, rx) = mpsc::channel(4096);
    let _ = app.lever.commands.set(tx);
    let risk = task::RiskTask::load(app.clone()).await?;
    tokio::spawn(risk.run(rx));
    Ok(())
}

/// Charges the overnight fee of every holding position for each cut passed by `now`; answers how many were
/// charged. The task does this on its own every few seconds; this lets a caller run it for a given time.
pub async fn charge_overnight(app: &Ctx, now: i64) -> Result<usize, AppError> {
    let (reply, rx) = oneshot::channel();
    app.lever.ask(task::Command::Overnight { now, reply }, rx).await
}

pub fn side_of(code: i64) -> Side {
    if code == repo::PositionSide::Long.wire() {
        Side::Long
    } else {
        Side::Short
    }
}

/// A position's unrealised pnl at a mark (risk is measured at the mark; a close fills at the mark less half the
/// spread).
pub fn unrealised(p: &PositionRow, mark: i64) -> i64 {
    if p.status != repo::HOLDING {
        return 0;
    }
    formula::pnl(side_of(p.side), p.open_price, mark, p.qty, UNIT)
}

/// A user's contract account at the current marks.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub struct Summary {
    /// Lever account balance (available and held) plus unrealised pnl.
    pub equity: i64,
    /// Margin of the holding positions.
    pub used_margin: i64,
    pub origin_margin: i64,
    pub unrealised: i64,
    /// Equity over used margin in parts per million; `None` without holding positions.
    pub risk_ppm: Option<i64>,
}

/// The account summary from the lever balance `(available + frozen)` and the positions, each at its mark.
pub fn summarize(balance: i64, positions: &[PositionRow], mark: impl Fn(i64) -> Option<i64>) -> Summary {
    let holding = positions.iter().filter(|p| p.status == repo::HOLDING);
    let mut s = Summary::default();
    for p in holding {
        s.used_margin += p.margin;
        s.origin_margin += p.origin_margin;
        s.unrealised += mark(p.market_id).map_or(0, |m| unrealised(p, m));
    }
    s.equity = balance + s.unrealised;
    s.risk_ppm = formula::risk_rate_ppm(s.equity, s.used_margin);
    s
}

#[cfg(test)]
mod tests {
    use super::*;

    fn long(margin: i64, open: i64, qty: i64) -> PositionRow {
        PositionRow {
            id: 1,
            user_id: UserId(1),
            market_id: 1,
            side: 1,
            status: repo::HOLDING,
            lots: 1,
            qty,
            leverage: 10,
            target_price: 0,
            open_price: open,
            open_ts: Some(0),
            open_source: Some("test".into()),
            margin,
            origin_margin: margin,
            fee: 0,
            frozen: margin,
            overnight_total: 0,
            overnight_day: None,
            tp_price: 0,
            sl_price: 0,
            close_price: None,
            close_mark: None,
            close_ts: None,
            close_source: None,
            close_reason: None,
            pnl: 0,
            insurance: 0,
            created_at: 0,
            opened_at: Some(0),
            closed_at: None,
            copy_of: None,
            copy_trader: None,
            order_type: repo::OWN,
            spread_ppm: Some(0),
            overnight_ppm: Some(0),
            liquidation_ppm: Some(500_000),
        }
    }

    #[test]
    fn a_10x_long_of_1_btc_at_50000_with_1000_usdt_spare_is_at_120_percent_and_at_100_percent_after_a_fall_to_49000()
     {
        let usdt = 100_000_000;
        // Margin 5,000 USDT held, 1,000 USDT available: balance 6,000. Mark 49,000: pnl -1,000, equity 5,000.
        let p = long(5_000 * usdt, 50_000 * usdt, UNIT);
        let s = summarize(6_000 * usdt, &[p], |_| Some(49_000 * usdt));
        assert_eq!(s.unrealised, -1_000 * usdt);
        assert_eq!(s.equity, 5_000 * usdt);
        assert_eq!(s.used_margin, 5_000 * usdt);
        assert_eq!(s.risk_ppm, Some(1_000_000), "5,000 / 5,000 = 100 %");
        let s = summarize(6_000 * usdt, &[long(5_000 * usdt, 50_000 * usdt, UNIT)], |_| {
            Some(50_000 * usdt)
        });
        assert_eq!(s.risk_ppm, Some(1_200_000), "6,000 / 5,000 = 120 %");
    }

    #[test]
    fn without_holding_positions_there_is_no_risk_rate() {
        let s = summarize(100, &[], |_| None);
        assert_eq!(s.risk_ppm, None);
        assert_eq!(s.equity, 100);
    }
}
