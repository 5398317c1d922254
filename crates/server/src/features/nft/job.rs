//! The NFT job (single owner, ADR 61): ends listings whose time is over — an auction with bids opens its
//! winner's pay-by order and returns the other margins, one without bids returns them all — forfeits the margin
//! of a winner who did not pay in time to the seller (the listing's margin; the rest of the frozen bid goes back),
//! and reveals the seed of every blind-box series that sold out
//! or ended. Each step changes its rows with conditions in the transaction that moves the money, so a takeover
//! after a crash repeats nothing.

use std::time::Duration;

use crate::jobs::Jobs;

use super::{
    draw,
    repo::{
        self,
        auction::{self, NewOrder, margin, order},
        series,
    },
    seeds::SeedKey,
    service::pay_type,
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
    /// The secret blind-box seeds derive from (ADR 71).
    pub seeds: SeedKey,
}

/// Starts the rounds, which run until the node stops.
pub fn start(ctx: Ctx, jobs: &Jobs) {
    jobs.every(
        "nft",
        Duration::from_secs(2),
        "NFT listings not closed this round",
        move || {
            let ctx = ctx.clone();
            async move { step(&ctx, ctx.clock.now_ms()).await }
        },
    );
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
    for listing in auction::due_listings(&ctx.db, now).await? {
        if end(ctx, listing, now).await? {
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
        if reveal(ctx, id, now).await? {
            done.revealed += 1;
        }
    }
    Ok(done)
}

/// Publishes a series' seed, derived (or unsealed) with the secret and checked against its commitment: with
/// another secret than the series was published with, nothing is revealed and the round says so.
async fn reveal(ctx: &Ctx, id: i64, now: i64) -> anyhow::Result<bool> {
    let Some(s) = series::one(&ctx.db, id).await? else {
        return Ok(false);
    };
    let Some(seed) = ctx.seeds.committed_seed(&s) else {
        tracing::error!(
            series = id,
            "the NFT seed secret does not give this series' committed seed; not revealed"
        );
        return Ok(false);
    };
    debug_assert_eq!(draw::seed_hash(&seed), s.seed_hash);
    let mut tx = ctx.db.begin().await?;
    let revealed = series::reveal(&mut tx, id, &seed, now).await?;
    tx.commit().await?;
    Ok(revealed)
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

/// A forfeit: the listing's margin goes to the seller and the rest of what the winner froze (their bid) back to
/// them. A margin held before bids were backed is all margin.
fn forfeit_legs(m: &auction::MarginRow, seller: i64, listing_margin: i64) -> Vec<Leg> {
    let forfeited = m.amount.min(listing_margin.max(0));
    let mut legs = escrow_to(seller, m.currency_id, forfeited);
    if m.amount > forfeited {
        let back = escrow_to(m.user_id, m.currency_id, m.amount - forfeited);
        legs.extend(back);
    }
    legs.retain(|l| l.available != 0);
    legs
}

async fn end(ctx: &Ctx, (item_id, listing): (i64, i64), now: i64) -> anyhow::Result<bool> {
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
                    deadline: item.end_at + item.pay_ms,
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
    let item = repo::by_id_in(&mut tx, o.item_id)
        .await?
        .ok_or_else(|| anyhow::anyhow!("item {} vanished", o.item_id))?;
    if let Some(m) = auction::margin_in(&mut tx, o.margin_id).await?
        && auction::close_margin(&mut tx, m.id, margin::FORFEITED, now).await?
    {
        let legs = forfeit_legs(&m, o.seller_id, item.margin);
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
