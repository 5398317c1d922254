//! The demo's P2P merchant (demo mode only): a labelled demo account with ads on both sides for USDT in USD and
//! CNY at ±1 % around the index, so a new user can walk a P2P trade at once. Its job plays the merchant's part:
//! it releases what a user has marked paid, and marks paid what it bought after half a minute. No real money
//! moves; its coins come from the demo faucet through the ledger and its orders follow the same rules as anyone's.

use std::{sync::Arc, time::Duration};

use super::{
    orders,
    repo::{self, AdTerms},
    service::status,
};
use crate::{
    clock::Clock,
    db::{Db, Tx},
    fanout::{Fanout, balance::publish_balance},
    features::payees,
    ids::UserId,
    jobs::Jobs,
    ledger::{AccountKind, Owner, TxKind, faucet},
    market::{self, USDT},
};

/// The demo merchant's account, shown wherever its ads and orders appear.
pub const MERCHANT: &str = "p2p-merchant@mercato.demo";
const NAME: &str = "Demo merchant (demo only)";
/// What its legal account is brought back to when it runs low, and what each ad offers, in USDT.
const FLOAT: i64 = 200_000 * 100_000_000;
const AD_TOTAL: i64 = 100_000 * 100_000_000;
/// How long the merchant takes to mark paid an order it bought.
const PAYS_AFTER_MS: i64 = 30_000;
/// Each ad's fiat bounds (two decimals): from 10 to 50,000 USD, from 70 to 350,000 CNY.
const ADS: [(&str, i64, i64); 2] = [("USD", 1_000, 5_000_000), ("CNY", 7_000, 35_000_000)];
const REMARK: &str = "Demo merchant: no real money moves; it completes its side of each order by itself.";

async fn merchant(db: &Db, now: i64) -> anyhow::Result<UserId> {
    market::demo::ensure_user(db, now, MERCHANT, "Demo merchant", "DEMOP2P").await
}

/// Sets the demo merchant up once (approved, a demo bank account, an ad on each side per fiat) and tops its
/// USDT up at each start.
pub async fn seed(db: &Db, now: i64) -> anyhow::Result<()> {
    let user = merchant(db, now).await?;
    let mut tx = db.begin().await?;
    top_up(&mut tx, db, user, now).await?;
    if repo::listed_count(db, user).await? == 0 {
        repo::insert_demo_merchant(&mut tx, user, NAME, USDT, now).await?;
        let card = payees::dto::DomesticCard {
            real_name: "Mercato Demo".into(),
            bank_name: "Demo Bank (demo only)".into(),
            bank_account: "0000 0000 0000 0000".into(),
            ..payees::dto::DomesticCard::default()
        };
        payees::repo::save_card(&mut tx, user, "domestic", &serde_json::to_string(&card)?, now).await?;
        for (fiat, min_fiat, max_fiat) in ADS {
            for (side, margin_ppm) in [(1, 10_000), (2, -10_000)] {
                let terms = AdTerms {
                    side,
                    asset_id: USDT,
                    fiat,
                    price_type: 1,
                    price: 0,
                    margin_ppm,
                    total: AD_TOTAL,
                    min_fiat,
                    max_fiat,
                    methods: "bank",
                    window_minutes: 15,
                    remark: REMARK,
                };
                repo::insert_ad(&mut tx, user, &terms, now).await?;
            }
        }
    }
    tx.commit().await?;
    Ok(())
}

async fn top_up(tx: &mut Tx, db: &Db, user: UserId, now: i64) -> anyhow::Result<()> {
    let held = crate::ledger::catalogue::balances(db, user)
        .await?
        .iter()
        .find(|b| b.asset_id == USDT && b.kind == AccountKind::Legal.code())
        .map_or(0, |b| b.available);
    let entry = faucet::Entry {
        kind: TxKind::Faucet,
        reference: "demo_p2p",
        memo: "demo merchant float",
    };
    let owner = Owner::User(user, AccountKind::Legal);
    faucet::top_up(tx, owner, USDT, (held, FLOAT), &entry, now).await?;
    Ok(())
}

/// What the merchant's job works with.
#[derive(Clone)]
pub struct Ctx {
    pub db: Db,
    pub clock: Clock,
    pub fanout: Arc<Fanout>,
}

/// The merchant's part at `now`: releases what was marked paid, marks paid what it bought once its time has come;
/// answers how many orders it moved.
pub async fn step(ctx: &Ctx, now: i64) -> anyhow::Result<usize> {
    let user = merchant(&ctx.db, now).await?;
    let mut moved = 0;
    for o in repo::open_orders_of(&ctx.db, user).await? {
        let mut tx = ctx.db.begin().await?;
        let done = if o.seller_id == user && o.status == status::PAID {
            orders::release_in(&mut tx, &o, now)
                .await
                .map_err(|e| anyhow::anyhow!("order {}: {}", o.id, e.code.as_str()))?
                .is_some()
        } else if o.buyer_id == user && o.status == status::UNPAID && now - o.created_at >= PAYS_AFTER_MS {
            let paid = repo::mark_paid(&mut tx, o.id, "", now).await?;
            if paid {
                repo::insert_message(&mut tx, o.id, 0, ("system", "paid"), now).await?;
            }
            paid
        } else {
            false
        };
        tx.commit().await?;
        if done {
            moved += 1;
            orders::notify_changed(&ctx.db, &ctx.fanout, &o).await;
            publish_balance(&ctx.db, &ctx.fanout, o.buyer_id, o.asset_id, "legal").await;
        }
    }
    Ok(moved)
}

/// Starts the merchant's rounds (demo mode only), which run until the node stops.
pub fn start(ctx: Ctx, jobs: &Jobs) {
    jobs.every(
        "otc_demo_merchant",
        Duration::from_secs(5),
        "the demo merchant did not act this round",
        move || {
            let ctx = ctx.clone();
            async move { step(&ctx, ctx.clock.now_ms()).await }
        },
    );
}
