//! The dual scheduler. Every second it closes the sales of products whose term has started, keeps the demo
//! products on sale, and settles the products whose settlement second has passed: first their price, recorded
//! once on the product, then each order in a transaction of its own, marked paid by a conditional update and
//! posted under the key `dual_settle:<order>`, so a restart or a second runner pays nothing twice.

use std::time::Duration;

use crate::jobs::Jobs;

use super::{
    Ctx, NO_PRICE, SAMPLE_GRACE_MS, SAMPLE_WINDOW_MS, demo,
    repo::{self, ProductRow, Settlement},
};
use crate::{
    ledger::{self, AccountKind, Leg, Owner, Posting, SystemRole, TxKind},
    market::{self, USDT},
};

/// Starts the rounds, which run until the node stops.
pub fn start(ctx: Ctx, jobs: &Jobs) {
    jobs.every(
        "dual_settlement",
        Duration::from_secs(1),
        "dual investment not settled this round",
        move || {
            let ctx = ctx.clone();
            async move { step(&ctx, ctx.clock.now_ms()).await }
        },
    );
}

/// One round at `now`; answers how many orders it settled.
pub async fn step(ctx: &Ctx, now: i64) -> anyhow::Result<usize> {
    repo::close_sales(&ctx.db, now).await?;
    if ctx.demo {
        demo::keep(&ctx.db, now).await?;
    }
    settle_due(ctx, now).await
}

/// Settles the products due at `now`; answers how many orders it settled.
pub async fn settle_due(ctx: &Ctx, now: i64) -> anyhow::Result<usize> {
    let mut settled = 0;
    for p in repo::due_products(&ctx.db, now).await? {
        repo::mark_settling(&ctx.db, p.id).await?;
        let p = if p.settle_source.is_some() {
            p
        } else {
            let Some((price, source)) = decide_price(ctx, &p, now).await? else {
                continue;
            };
            repo::record_price(&ctx.db, p.id, price, &source).await?;
            let mut tx = ctx.db.begin().await?;
            let read = repo::product(&mut tx, p.id).await?;
            drop(tx);
            match read {
                Some(p) => p,
                None => continue,
            }
        };
        for id in repo::settling_orders(&ctx.db, p.id).await? {
            match settle_order(ctx, &p, id, now).await {
                Ok(true) => settled += 1,
                Ok(false) => {}
                Err(err) => tracing::warn!(%err, order = id, "dual order not settled this round"),
            }
        }
        repo::finish_product(&ctx.db, p.id, now).await?;
    }
    Ok(settled)
}

/// The settlement price of a product (published rule `dual.missing_sample`): the index sample of its settlement
/// second; once the grace has passed without it, the nearest earlier sample within the window; else no price.
/// `None` while the grace runs.
async fn decide_price(
    ctx: &Ctx,
    p: &ProductRow,
    now: i64,
) -> anyhow::Result<Option<(Option<(i64, i64)>, String)>> {
    if let Some((price, source)) = market::repo::sample_at(&ctx.db, p.market_id, p.settle_at).await? {
        return Ok(Some((Some((price, p.settle_at)), source)));
    }
    if now < p.settle_at + SAMPLE_GRACE_MS {
        return Ok(None);
    }
    let earlier = repo::sample_before(&ctx.db, p.market_id, p.settle_at, SAMPLE_WINDOW_MS).await?;
    Ok(Some(match earlier {
        Some((price, ts, source)) => (Some((price, ts)), source),
        None => (None, NO_PRICE.to_string()),
    }))
}

async fn settle_order(ctx: &Ctx, p: &ProductRow, id: i64, now: i64) -> anyhow::Result<bool> {
    let mut tx = ctx.db.begin().await?;
    let Some(o) = repo::order_in(&mut tx, id).await? else {
        return Ok(false);
    };
    let source = p.settle_source.as_deref().unwrap_or(NO_PRICE);
    let payout = p.terms().payout(o.number, p.settle_price);
    let payout_asset = if payout.in_coin { p.asset_id } else { USDT };
    let refund = p.settle_price.is_none();
    let done = repo::settle_order(
        &mut tx,
        &Settlement {
            id: o.id,
            status: if refund { 4 } else { 3 },
            price: p.settle_price,
            price_ts: p.settle_price_ts,
            source,
            payout_asset,
            payout: payout.total(),
            now,
        },
    )
    .await?;
    if !done {
        return Ok(false);
    }
    let pool = Owner::System(SystemRole::DualPool);
    let reserve = Owner::System(SystemRole::DualReserve);
    let mut legs = vec![
        Leg::available(pool, o.pay_asset_id, -o.principal),
        Leg::available(
            Owner::User(o.user_id, AccountKind::Change),
            payout_asset,
            payout.total(),
        ),
    ];
    if payout_asset == o.pay_asset_id {
        if payout.interest > 0 {
            legs.push(Leg::available(reserve, payout_asset, -payout.interest));
        }
    } else {
        // The principal is converted at the reference price: the reserve takes what was invested and pays the
        // other asset.
        legs.push(Leg::available(reserve, o.pay_asset_id, o.principal));
        legs.push(Leg::available(reserve, payout_asset, -payout.total()));
    }
    let key = format!("dual_settle:{}", o.id);
    ledger::post(
        &mut tx,
        &Posting {
            kind: if refund {
                TxKind::DualRefund
            } else {
                TxKind::DualSettle
            },
            reference: &format!("dual_order:{}", o.id),
            memo: source,
            idempotency_key: Some(&key),
            legs,
            now,
        },
    )
    .await?;
    tx.commit().await?;
    Ok(true)
}
