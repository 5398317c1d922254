//! The NFT job (single owner, ADR 61): ends listings whose time is over — an auction with bids opens its
//! winner's pay-by order and returns the other margins, one without bids returns them all — forfeits the margin
//! of a winner who did not pay in time to the seller, and reveals the seed of every blind-box series that sold out
//! or ended. Each step changes its rows with conditions in the transaction that moves the money, so a takeover
//! after a crash repeats nothing.

use std::time::Duration;

use super::{
    repo::{
        self,
        auction::{self, NewOrder, margin, order},
        series,
    },
    service::{self, pay_type},
};
use crate::{
    clock::Clock,
    db::{Db, Tx},
    ids::{AssetId, UserId},
    ledger::{self, AccountKind, Leg, Owner, Posting, SystemRole, TxKind},
};

#[derive(Clone)]
pub struct Ctx {
    pub db: Db,
    pub clock: Clock,
    pub demo: bool,
}

pub async fn run(ctx: Ctx) {
    let mut round = tokio::time::interval(Duration::from_secs(2));
    loop {
        round.tick().await;
        let stepped = step(&ctx, ctx.clock.now_ms()).await;
        crate::telemetry::job_ran("nft", &stepped);
        if let Err(err) = stepped {
            tracing::warn!(%err, "NFT listings not closed this round");
        }
    }
}

/// What one round did: listings ended, orders expired, series revealed.
#[derive(Debug, Default, PartialEq, Eq)]
pub struct Stepped {
    pub ended: usize,
    pub expired: usize,
    pub revealed: usize,
}

pub async fn step(ctx: &Ctx, now: i64) -> anyhow::Result<Stepped> {
    let mut done = Stepped::default();
    let pay_ms = service::published(&ctx.db)
        .await
        .map_err(|e| anyhow::anyhow!("{}", e.code.as_str()))?
        .pay_ms;
    for listing in auction::due_listings(&ctx.db, now).await? {
        if end(ctx, listing, pay_ms, now).await? {
            done.ended += 1;
        }
    }
    for id in auction::due_orders(&ctx.db, now).await? {
        if expire(ctx, id, now).await? {
            done.expired += 1;
        }
    }
    if ctx.demo {
        super::demo::keep(&ctx.db, now).await?;
    }
    for id in series::due_reveals(&ctx.db, now).await? {
        let mut tx = ctx.db.begin().await?;
        if series::reveal(&mut tx, id, now).await? {
            done.revealed += 1;
        }
        tx.commit().await?;
    }
    Ok(done)
}

async fn post(tx: &mut Tx, kind: TxKind, reference: &str, legs: Vec<Leg>, now: i64) -> anyhow::Result<()> {
    let posting = Posting {
        kind,
        reference,
        memo: "",
        idempotency_key: None,
        legs,
        now,
    };
    ledger::post(tx, &posting).await?;
    Ok(())
}

fn escrow_to(user: i64, asset: i64, amount: i64) -> Vec<Leg> {
    vec![
        Leg::available(Owner::System(SystemRole::NftEscrow), AssetId(asset), -amount),
        Leg::available(
            Owner::User(UserId(user), AccountKind::Change),
            AssetId(asset),
            amount,
        ),
    ]
}

async fn end(ctx: &Ctx, (item_id, listing): (i64, i64), pay_ms: i64, now: i64) -> anyhow::Result<bool> {
    let mut tx = ctx.db.begin().await?;
    if !auction::end_listing(&mut tx, (item_id, listing), now).await? {
        return Ok(false);
    }
    let item = repo::by_id_in(&mut tx, item_id)
        .await?
        .ok_or_else(|| anyhow::anyhow!("item {item_id} vanished"))?;
    if item.pay_type == pay_type::AUCTION {
        let winner = item.current_bidder;
        for m in auction::held_margins(&mut tx, (item_id, listing)).await? {
            if Some(m.user_id) == winner {
                let o = NewOrder {
                    item_id,
                    listing,
                    buyer: m.user_id,
                    seller: item.owner_id,
                    currency_id: item.currency_id,
                    price: item.current_bid.unwrap_or(item.price),
                    margin_id: m.id,
                    deadline: item.end_at + pay_ms,
                    now,
                };
                auction::insert_order(&mut tx, &o).await?;
            } else if auction::close_margin(&mut tx, m.id, margin::RELEASED, now).await? {
                let legs = escrow_to(m.user_id, m.currency_id, m.amount);
                post(
                    &mut tx,
                    TxKind::NftMarginRelease,
                    &format!("nft_margin:{}", m.id),
                    legs,
                    now,
                )
                .await?;
            }
        }
    }
    tx.commit().await?;
    Ok(true)
}

async fn expire(ctx: &Ctx, id: i64, now: i64) -> anyhow::Result<bool> {
    let mut tx = ctx.db.begin().await?;
    let Some(o) = auction::order_in(&mut tx, id).await? else {
        return Ok(false);
    };
    if o.status != order::OPEN || !auction::close_order(&mut tx, id, order::EXPIRED, now).await? {
        return Ok(false);
    }
    if let Some(m) = auction::margin_in(&mut tx, o.margin_id).await?
        && auction::close_margin(&mut tx, m.id, margin::FORFEITED, now).await?
    {
        let legs = escrow_to(o.seller_id, m.currency_id, m.amount);
        post(
            &mut tx,
            TxKind::NftMarginForfeit,
            &format!("nft_margin:{}", m.id),
            legs,
            now,
        )
        .await?;
    }
    auction::back_to_owner(&mut tx, (o.item_id, o.listing)).await?;
    tx.commit().await?;
    Ok(true)
}
