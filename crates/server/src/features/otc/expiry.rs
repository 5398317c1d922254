//! The OTC timeout job (single owner): every few seconds it cancels the unpaid orders whose payment window has
//! ended and returns their escrow. Each cancellation is a conditional update on the unpaid state, so a takeover
//! or a racing buyer's own cancellation never returns an escrow twice. The parties see it when they next read
//! the order (their screens count down to `pay_by`).

use std::time::Duration;

use crate::jobs::Jobs;

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

/// Starts the rounds, which run until the node stops.
pub fn start(ctx: Ctx, jobs: &Jobs) {
    jobs.every(
        "otc_timeout",
        Duration::from_secs(5),
        "overdue P2P orders not cancelled this round",
        move || {
            let ctx = ctx.clone();
            async move { step(&ctx, ctx.clock.now_ms()).await }
        },
    );
}
