//! Demo copy traders (demo mode only): three labelled accounts marked demo, approved as traders, that trade
//! contracts by the published rule `follow.demo_strategy` on the simulated marks, through the same risk task as
//! anyone. Their figures on the leaderboard come from these real positions; nothing about them is invented.

use std::{collections::HashMap, time::Duration};

use risk::formula::Side;
use serde_json::json;
use tokio::sync::oneshot;

use super::{
    Ctx,
    repo::{self, HOLDING},
    task::{Command, Submit},
};
use crate::{
    ids::UserId,
    ledger::{self, AccountKind, Owner, TxKind},
    market::{self, USDT},
    on_tx,
};

/// Account, name, instrument, lots.
const TRADERS: [(&str, &str, &str, i64); 3] = [
    ("copy-trader-1@mercato.demo", "Demo trader Ada", "BTC/USDT", 4),
    ("copy-trader-2@mercato.demo", "Demo trader Bo", "ETH/USDT", 6),
    ("copy-trader-3@mercato.demo", "Demo trader Cy", "BTC/USDT", 2),
];
const LEVERAGE: i64 = 10;
/// A position held this long is closed.
const HOLD_MS: i64 = 3 * 60_000;
/// The lever account is topped up to 10 000 USDT when it falls under 2 000.
const FLOAT: i64 = 10_000 * 100_000_000;

/// Take-profit 1.5 % and stop-loss 1 % from `price`, on the instrument's grid.
pub fn stops(side: Side, price: i64, tick: i64) -> (i64, i64) {
    let at = |bp: i64| {
        let p = i128::from(price) * i128::from(10_000 + bp) / 10_000;
        let p = i64::try_from(p).unwrap_or(price);
        p.div_euclid(tick.max(1)) * tick.max(1)
    };
    match side {
        Side::Long => (at(150), at(-100)),
        Side::Short => (at(-150), at(100)),
    }
}

/// The direction the mark moved since the last look: up or flat is long.
pub fn direction(before: i64, now: i64) -> Side {
    if now >= before { Side::Long } else { Side::Short }
}

/// Starts the demo traders, who act once a minute until the node stops.
pub fn start(app: Ctx, jobs: &crate::jobs::Jobs) {
    jobs.spawn("lever_demo", |mut stop| async move {
        let mut seen = HashMap::new();
        let mut tick = tokio::time::interval(Duration::from_secs(60));
        tick.set_missed_tick_behavior(tokio::time::MissedTickBehavior::Delay);
        loop {
            tokio::select! {
                biased;
                () = stop.requested() => return,
                _ = tick.tick() => {}
            }
            round(&app, &mut seen).await;
        }
    });
}

/// One round of the published strategy for every demo trader; `seen` keeps each instrument's mark of the last.
pub async fn round(app: &Ctx, seen: &mut HashMap<i64, i64>) {
    for (i, (account, name, symbol, lots)) in TRADERS.iter().enumerate() {
        if let Err(err) = step(app, seen, account, name, symbol, *lots, i).await {
            tracing::warn!(?err, account, "demo copy trader skipped a round");
        }
    }
}

async fn step(
    app: &Ctx,
    seen: &mut HashMap<i64, i64>,
    account: &str,
    name: &str,
    symbol: &str,
    lots: i64,
    i: usize,
) -> anyhow::Result<()> {
    let now = app.clock.now_ms();
    let user = market::demo::ensure_user(&app.db, now, account, name, &format!("DEMOCOPY{i}")).await?;
    approve_and_fund(app, user, now).await?;
    let Some(m) = app
        .market
        .markets()
        .into_iter()
        .find(|m| m.symbol() == symbol && m.row.open_lever == 1)
    else {
        return Ok(());
    };
    let Some(mark) = app.market.index(m.id()) else {
        return Ok(());
    };
    let before = seen.insert(m.id(), mark.price).unwrap_or(mark.price);
    let (open, _) = repo::user_positions(&app.db, user, m.id(), &[HOLDING], 10, 0).await?;
    if let Some(p) = open.first() {
        if now - p.opened_at.unwrap_or(now) >= HOLD_MS {
            let (reply, rx) = oneshot::channel();
            let closed = app
                .lever
                .ask(
                    Command::Close {
                        user_id: user,
                        id: p.id,
                        reply,
                    },
                    rx,
                )
                .await;
            closed.map_err(|e| anyhow::anyhow!("close refused: {}", e.code.as_str()))?;
        }
        return Ok(());
    }
    let side = direction(before, mark.price);
    let (tp, sl) = stops(side, mark.price, m.tick());
    let (reply, rx) = oneshot::channel();
    let submit = Submit {
        user_id: user,
        market_id: m.id(),
        side,
        lots,
        leverage: LEVERAGE,
        limit: None,
        tp,
        sl,
        claim: None,
        answer: json!("demo"),
        fee_discount: 0,
        coupon_id: None,
    };
    let opened = app.lever.ask(Command::Submit(Box::new(submit), reply), rx).await;
    opened.map_err(|e| anyhow::anyhow!("open refused: {}", e.code.as_str()))?;
    Ok(())
}

async fn approve_and_fund(app: &Ctx, user: UserId, now: i64) -> anyhow::Result<()> {
    let mut tx = app.db.begin().await?;
    on_tx!(&mut tx, c => sqlx::query(
        "INSERT INTO traders (user_id, status, applied_at, decided_at) VALUES ($1, 2, $2, $2) \
         ON CONFLICT (user_id) DO NOTHING",
    )
    .bind(user)
    .bind(now)
    .execute(c)
    .await
    .map(|_| ()))?;
    let (available, _) = repo::lever_balance(&mut tx, user, USDT).await?;
    let entry = ledger::faucet::Entry {
        kind: TxKind::Faucet,
        reference: "demo_float",
        memo: "demo copy trader float",
    };
    let owner = Owner::User(user, AccountKind::Lever);
    ledger::faucet::top_up(&mut tx, owner, USDT, (available, FLOAT), &entry, now).await?;
    tx.commit().await?;
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_long_at_50000_takes_profit_at_50750_and_stops_at_49500() {
        assert_eq!(stops(Side::Long, 50_000, 1), (50_750, 49_500));
        assert_eq!(stops(Side::Short, 50_000, 1), (49_250, 50_500));
        assert_eq!(
            stops(Side::Long, 50_001, 10),
            (50_750, 49_500),
            "down to the grid"
        );
    }

    #[test]
    fn a_mark_that_rose_or_stayed_opens_a_long_and_one_that_fell_a_short() {
        assert_eq!(direction(100, 101), Side::Long);
        assert_eq!(direction(100, 100), Side::Long);
        assert_eq!(direction(100, 99), Side::Short);
    }
}
