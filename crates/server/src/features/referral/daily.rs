//! The rebate job (single owner, `docs/architecture.md` "How a new scheduler joins"): after each UTC day ends it
//! pays every inviter the published share of the fees their invitees paid that day, one ledger posting per
//! invitee and asset, each written with its statement in one transaction, so a restart or a takeover neither
//! skips nor repeats one.

use std::time::Duration;

use crate::jobs::Jobs;

use super::{
    repo::{self, NewRebate},
    service::{self, DAY_MS, PAY_AFTER_MS, SAME_PERSON},
};
use crate::{
    clock::Clock,
    db::Db,
    ledger::{self, AccountKind, Leg, Owner, Posting, SystemRole, TxKind},
    market::USDT,
};

/// What the rebate job works with.
#[derive(Clone)]
pub struct Ctx {
    pub db: Db,
    pub clock: Clock,
}

/// Starts the rounds, which run until the node stops.
pub fn start(ctx: Ctx, jobs: &Jobs) {
    jobs.every(
        "referral_rebates",
        Duration::from_secs(60),
        "rebates not paid this round",
        move || {
            let ctx = ctx.clone();
            async move { step(&ctx, ctx.clock.now_ms()).await }
        },
    );
}

/// Pays every day that is due at `now` and not yet finished (at most the last seven); answers how many
/// statements it wrote.
pub async fn step(ctx: &Ctx, now: i64) -> anyhow::Result<usize> {
    let today = now.div_euclid(DAY_MS) * DAY_MS;
    let first = match repo::last_day(&ctx.db).await? {
        Some(last) => (last + DAY_MS).max(today - 7 * DAY_MS),
        None => today - DAY_MS,
    };
    let mut written = 0;
    let mut day = first;
    while day + DAY_MS + PAY_AFTER_MS <= now {
        written += pay_day(ctx, day, now).await?;
        day += DAY_MS;
    }
    Ok(written)
}

async fn pay_day(ctx: &Ctx, day: i64, now: i64) -> anyhow::Result<usize> {
    let share = service::share_ppm(&ctx.db).await?;
    let items = repo::fee_items(&ctx.db, (day, day + DAY_MS), (0, 0), USDT).await?;
    let mut written = 0;
    for total in service::day_totals(&items) {
        let mut tx = ctx.db.begin().await?;
        if repo::exists(&mut tx, total.invitee, day, total.asset).await? {
            continue;
        }
        let withheld = repo::same_person(&mut tx, total.inviter, total.invitee).await?;
        let amount = service::rebate(total.fees, share);
        if !withheld && amount == 0 {
            continue;
        }
        let tx_id = if withheld {
            None
        } else {
            Some(
                ledger::post(
                    &mut tx,
                    &Posting {
                        kind: TxKind::ReferralRebate,
                        reference: &format!("referral:{}:{}", total.invitee, day / DAY_MS),
                        memo: "",
                        idempotency_key: None,
                        legs: vec![
                            Leg::available(Owner::System(SystemRole::Fees), total.asset, -amount),
                            Leg::available(
                                Owner::User(total.inviter, AccountKind::Change),
                                total.asset,
                                amount,
                            ),
                        ],
                        now,
                    },
                )
                .await?,
            )
        };
        repo::insert(
            &mut tx,
            &NewRebate {
                inviter_id: total.inviter,
                invitee_id: total.invitee,
                day_start: day,
                asset_id: total.asset,
                fees: total.fees,
                share_ppm: share,
                amount: if withheld { 0 } else { amount },
                status: if withheld { 2 } else { 1 },
                reason: if withheld { SAME_PERSON } else { "" },
                tx_id,
                now,
            },
        )
        .await?;
        tx.commit().await?;
        written += 1;
    }
    let mut tx = ctx.db.begin().await?;
    repo::finish_day(&mut tx, day, now).await?;
    tx.commit().await?;
    Ok(written)
}
