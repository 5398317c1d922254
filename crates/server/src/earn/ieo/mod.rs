//! The IEO launchpad's core: the allocation at the end of a sale under the published rule (`allocation`), and
//! the release of allocated tokens at listing, run by a scheduler with its own context. The calls live in
//! `features::ieo`.
//!
//! Each step is one transaction per project that first moves the project's status conditionally, so a project
//! is allocated and released once, and every posting carries a key of its own; a server that was down catches
//! up on its next round.

pub mod allocation;
pub mod repo;

use std::time::Duration;

use crate::jobs::Jobs;

use crate::{
    clock::Clock,
    db::{Db, Tx},
    ledger::{self, AccountKind, Leg, Owner, Posting, SystemRole, TxKind},
    money::Scale,
};

/// What the IEO scheduler works with: the database and the clock.
#[derive(Clone)]
pub struct Ctx {
    pub db: Db,
    pub clock: Clock,
}

/// Project statuses.
pub const PUBLISHED: i64 = 1;
pub const ALLOCATED: i64 = 2;
pub const RELEASED: i64 = 3;

/// The time status existing pages show: 1 warm-up, 2 ongoing, 3 ended.
pub fn time_status(start_at: i64, end_at: i64, now: i64) -> i64 {
    if now < start_at {
        1
    } else if now < end_at {
        2
    } else {
        3
    }
}

/// Every few seconds, and once at start, allocates the sales that ended and releases the tokens that listed.
/// Starts the rounds, which run until the node stops.
pub fn start(ctx: Ctx, jobs: &Jobs) {
    jobs.every(
        "ieo",
        Duration::from_secs(5),
        "IEO projects not settled this round",
        move || {
            let ctx = ctx.clone();
            async move { step(&ctx).await }
        },
    );
}

/// What the scheduler does at the clock's moment: answers how many projects were allocated and released.
pub async fn step(ctx: &Ctx) -> anyhow::Result<(usize, usize)> {
    let now = ctx.clock.now_ms();
    let allocated = allocate_due(ctx, now).await?;
    let released = release_due(ctx, now).await?;
    Ok((allocated, released))
}

/// Allocates every project whose sale ended by `now`; answers how many it allocated.
pub async fn allocate_due(ctx: &Ctx, now: i64) -> anyhow::Result<usize> {
    let mut done = 0;
    for id in repo::ended(&ctx.db, now).await? {
        match allocate_one(&ctx.db, id, now).await {
            Ok(true) => done += 1,
            Ok(false) => {}
            Err(err) => tracing::warn!(%err, project = id, "IEO project not allocated this round"),
        }
    }
    Ok(done)
}

async fn allocate_one(db: &Db, id: i64, now: i64) -> anyhow::Result<bool> {
    // Read before the transaction: a transaction waiting for a second connection could exhaust the pool.
    let assets = ledger::catalogue::assets(db).await?;
    let mut tx = db.begin().await?;
    if !repo::take_ended(&mut tx, id, now).await? {
        return Ok(false);
    }
    let Some(project) = repo::project_in(&mut tx, id).await? else {
        return Ok(false);
    };
    let scale: Scale = assets
        .iter()
        .find(|a| a.id == project.asset_id)
        .map(|a| a.scale)
        .ok_or_else(|| anyhow::anyhow!("asset {} of IEO project {id} is missing", project.asset_id))?;
    let subscriptions = repo::subscriptions_in(&mut tx, id, 1).await?;
    let total: i64 = subscriptions.iter().map(|s| s.amount).sum();
    if total != project.applied {
        anyhow::bail!(
            "IEO project {id}: subscriptions apply for {total}, the project counts {}",
            project.applied
        );
    }
    let mut allocated_total = 0;
    let mut plan = Vec::with_capacity(subscriptions.len());
    for s in &subscriptions {
        let a = allocation::allocate(
            allocation::Applied {
                amount: s.amount,
                price: s.price,
                paid: s.paid,
            },
            project.supply,
            total,
            scale,
        );
        allocated_total += a.allocated;
        plan.push((s, a));
    }
    if !repo::close_sale(&mut tx, id, allocated_total, now).await? {
        return Ok(false);
    }
    for (s, a) in plan {
        if !repo::mark_allocated(&mut tx, s.id, a.allocated, a.charged, a.refunded, now).await? {
            anyhow::bail!("IEO subscription {} changed while it was allocated", s.id);
        }
        post_allocation(&mut tx, &project, s, a, now).await?;
    }
    tx.commit().await?;
    Ok(true)
}

async fn post_allocation(
    tx: &mut Tx,
    project: &repo::ProjectRow,
    s: &repo::SubscriptionRow,
    a: allocation::Allocation,
    now: i64,
) -> Result<i64, ledger::LedgerError> {
    let user = Owner::User(s.user_id, AccountKind::Change);
    let mut legs = vec![Leg::available(
        Owner::System(SystemRole::IeoEscrow),
        s.pay_asset_id,
        -s.paid,
    )];
    if a.refunded > 0 {
        legs.push(Leg::available(user, s.pay_asset_id, a.refunded));
    }
    if a.charged > 0 {
        legs.push(Leg::available(
            Owner::System(SystemRole::IeoProceeds),
            s.pay_asset_id,
            a.charged,
        ));
    }
    if a.allocated > 0 {
        legs.push(Leg::available(
            Owner::System(SystemRole::IeoIssuer),
            project.asset_id,
            -a.allocated,
        ));
        legs.push(Leg::available(
            Owner::System(SystemRole::IeoLocked),
            project.asset_id,
            a.allocated,
        ));
    }
    let key = format!("ieo_allocate:{}", s.id);
    ledger::post(
        tx,
        &Posting {
            kind: TxKind::IeoAllocate,
            reference: &format!("ieo_subscription:{}", s.id),
            memo: &project.title,
            idempotency_key: Some(&key),
            legs,
            now,
        },
    )
    .await
}

/// Releases the allocated tokens of every project listed by `now` to their holders; answers how many projects.
pub async fn release_due(ctx: &Ctx, now: i64) -> anyhow::Result<usize> {
    let mut done = 0;
    for id in repo::listed(&ctx.db, now).await? {
        match release_one(&ctx.db, id, now).await {
            Ok(true) => done += 1,
            Ok(false) => {}
            Err(err) => tracing::warn!(%err, project = id, "IEO project not released this round"),
        }
    }
    Ok(done)
}

async fn release_one(db: &Db, id: i64, now: i64) -> anyhow::Result<bool> {
    let mut tx = db.begin().await?;
    let Some(project) = repo::project_in(&mut tx, id).await? else {
        return Ok(false);
    };
    if !repo::mark_listed(&mut tx, id, now).await? {
        return Ok(false);
    }
    for s in repo::subscriptions_in(&mut tx, id, 2).await? {
        if s.released_at.is_some() {
            continue;
        }
        if !repo::mark_released(&mut tx, s.id, now).await? {
            anyhow::bail!("IEO subscription {} changed while it was released", s.id);
        }
        let key = format!("ieo_release:{}", s.id);
        ledger::post(
            &mut tx,
            &Posting {
                kind: TxKind::IeoRelease,
                reference: &format!("ieo_subscription:{}", s.id),
                memo: &project.title,
                idempotency_key: Some(&key),
                legs: vec![
                    Leg::available(
                        Owner::System(SystemRole::IeoLocked),
                        project.asset_id,
                        -s.allocated,
                    ),
                    Leg::available(
                        Owner::User(s.user_id, AccountKind::Change),
                        project.asset_id,
                        s.allocated,
                    ),
                ],
                now,
            },
        )
        .await?;
    }
    tx.commit().await?;
    Ok(true)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_sale_is_in_warm_up_before_its_start_ongoing_until_its_end_and_ended_from_its_end() {
        assert_eq!(time_status(10, 20, 9), 1);
        assert_eq!(time_status(10, 20, 10), 2);
        assert_eq!(time_status(10, 20, 19), 2);
        assert_eq!(time_status(10, 20, 20), 3);
    }
}
