//! The quick buy timeout job (single owner): orders still to be paid at `pay_by` are cancelled. An order under
//! review (its voucher uploaded) waits for finance instead. The cancellation is a conditional update on the
//! unpaid state, so finance's confirmation or the provider's webhook racing it wins or loses cleanly.

use std::time::Duration;

use crate::jobs::Jobs;

use super::{repo, service::status};
use crate::{clock::Clock, db::Db};

/// What the timeout job works with.
#[derive(Clone)]
pub struct Ctx {
    pub db: Db,
    pub clock: Clock,
}

/// Cancels the orders overdue as of `now`; answers how many.
pub async fn step(ctx: &Ctx, now: i64) -> anyhow::Result<usize> {
    let mut done = 0;
    for id in repo::overdue(&ctx.db, now).await? {
        let mut tx = ctx.db.begin().await?;
        let Some(o) = repo::order_in(&mut tx, id).await? else {
            continue;
        };
        if o.status == status::TO_PAY && o.pay_by <= now {
            done +=
                usize::from(repo::close(&mut tx, id, status::CANCELLED, ("timeout", ""), None, now).await?);
        }
        tx.commit().await?;
    }
    Ok(done)
}

/// Starts the rounds, which run until the node stops.
pub fn start(ctx: Ctx, jobs: &Jobs) {
    jobs.every(
        "quickbuy_timeout",
        Duration::from_secs(5),
        "overdue quick buy orders not cancelled this round",
        move || {
            let ctx = ctx.clone();
            async move { step(&ctx, ctx.clock.now_ms()).await }
        },
    );
}
