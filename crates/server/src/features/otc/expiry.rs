//! The OTC timeout job (single owner): every few seconds it cancels the unpaid orders whose payment window has
//! ended and returns their escrow. Each cancellation is a conditional update on the unpaid state, so a takeover
//! or a racing buyer's own cancellation never returns an escrow twice. The parties see it when they next read
//! the order (their screens count down to `pay_by`).

use std::time::Duration;

use super::{orders, repo};
use crate::{clock::Clock, db::Db};

/// What the timeout job works with.
#[derive(Clone)]
pub struct Ctx {
    pub db: Db,
    pub clock: Clock,
}

/// Cancels the overdue orders as of `now`; answers how many.
pub async fn step(ctx: &Ctx, now: i64) -> anyhow::Result<usize> {
    let mut done = 0;
    for id in repo::overdue(&ctx.db, now).await? {
        let Some(o) = repo::order(&ctx.db, id).await? else {
            continue;
        };
        let cancelled = orders::cancel_in(&ctx.db, &o, "timeout", now)
            .await
            .map_err(|e| anyhow::anyhow!("order {id}: {}", e.code.as_str()))?;
        done += usize::from(cancelled.is_some());
    }
    Ok(done)
}

pub async fn run(ctx: Ctx) {
    let mut round = tokio::time::interval(Duration::from_secs(5));
    loop {
        round.tick().await;
        let stepped = step(&ctx, ctx.clock.now_ms()).await;
        crate::telemetry::job_ran("otc_timeout", &stepped);
        if let Err(err) = stepped {
            tracing::warn!(%err, "overdue P2P orders not cancelled this round");
        }
    }
}
