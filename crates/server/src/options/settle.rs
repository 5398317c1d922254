//! The settlement scheduler. It keeps no timers of its own: every quarter second it settles the open orders
//! whose expiry second has passed, from the samples stored for that second, so orders due while the server was
//! down are settled on restart from what was recorded.

use std::time::Duration;

use crate::jobs::Jobs;

use super::{
    Ctx, decide, order_view,
    repo::{self, OrderRow},
};
use crate::{
    i18n::Lang,
    ledger::{self, AccountKind, Leg, Owner, Posting, SystemRole, TxKind},
    market,
};

/// How long after its expiry second an order waits for that second's sample before the stake is refunded
/// (published rule `micro.missing_sample`).
pub const SAMPLE_GRACE_MS: i64 = 10_000;

/// Starts the rounds, which run until the node stops.
pub fn start(ctx: Ctx, jobs: &Jobs) {
    jobs.every(
        "options_settlement",
        Duration::from_millis(250),
        "options not settled this round",
        move || {
            let ctx = ctx.clone();
            async move { settle_due(&ctx, ctx.clock.now_ms()).await }
        },
    );
}

/// Settles what is due at `now`; answers how many orders it settled.
pub async fn settle_due(app: &Ctx, now: i64) -> anyhow::Result<usize> {
    let mut settled = 0;
    for o in repo::due(&app.db, now, 500).await? {
        let sample = market::repo::sample_at(&app.db, o.market_id, o.due_at).await?;
        if sample.is_none() && now < o.due_at + SAMPLE_GRACE_MS {
            continue;
        }
        if settle_one(app, &o, sample, now).await? {
            settled += 1;
        }
    }
    Ok(settled)
}

async fn settle_one(
    app: &Ctx,
    o: &OrderRow,
    sample: Option<(i64, String)>,
    now: i64,
) -> anyhow::Result<bool> {
    let (paid, result) = decide(o, sample.as_ref().map(|(price, _)| *price));
    let source = sample.as_ref().map_or("none", |(_, s)| s.as_str());
    let mut tx = app.db.begin().await?;
    let done = repo::settle(
        &mut tx,
        &repo::Settlement {
            id: o.id,
            end_price: sample.as_ref().map(|(p, _)| *p),
            end_ts: o.due_at,
            end_source: source,
            result,
            paid,
            now,
        },
    )
    .await?;
    if !done {
        return Ok(false);
    }
    let legs = if o.stake_held == 1 {
        // The held stake leaves `option_stakes`: what is paid to the user, the rest to `house`, which pays any
        // profit beyond the stake.
        let mut legs = vec![Leg::available(
            Owner::System(SystemRole::OptionStakes),
            o.asset_id,
            -o.stake,
        )];
        if o.stake != paid {
            legs.push(Leg::available(
                Owner::System(SystemRole::House),
                o.asset_id,
                o.stake - paid,
            ));
        }
        if paid > 0 {
            legs.push(Leg::available(
                Owner::User(o.user_id, AccountKind::Micro),
                o.asset_id,
                paid,
            ));
        }
        legs
    } else if paid > 0 {
        let mut legs = vec![Leg::available(
            Owner::System(SystemRole::House),
            o.asset_id,
            -paid,
        )];
        // A trial coupon's stake goes back to `marketing`; the user keeps the profit.
        let (to_marketing, to_user) = match o.coupon_id {
            Some(_) => crate::coupons::trial_split(paid, o.stake),
            None => (0, paid),
        };
        if to_marketing > 0 {
            legs.push(Leg::available(
                Owner::System(SystemRole::Marketing),
                o.asset_id,
                to_marketing,
            ));
        }
        if to_user > 0 {
            legs.push(Leg::available(
                Owner::User(o.user_id, AccountKind::Micro),
                o.asset_id,
                to_user,
            ));
        }
        legs
    } else {
        Vec::new()
    };
    if !legs.is_empty() {
        ledger::post(
            &mut tx,
            &Posting {
                kind: TxKind::MicroSettle,
                reference: &format!("micro_order:{}", o.id),
                memo: source,
                idempotency_key: None,
                legs,
                now,
            },
        )
        .await?;
    }
    tx.commit().await?;
    if let Some(row) = repo::order(&app.db, o.id).await? {
        let offset = app
            .settings
            .display_offset(&app.db)
            .await
            .unwrap_or(time::UtcOffset::UTC);
        let lang = Lang::default();
        let data = order_view(app, lang, &row, offset, app.clock.now_ms());
        crate::fanout::notify(&app.fanout, o.user_id, "option_result", "settled", &data, &()).await;
    }
    crate::fanout::balance::publish_balance(&app.db, &app.fanout, o.user_id, o.asset_id, "micro").await;
    Ok(true)
}
