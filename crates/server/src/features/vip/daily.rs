//! The VIP job (single owner): once a UTC day, after 00:05, it recomputes every user's level from the 30 days of
//! fills and contract openings before the run and from what they hold at the index, and keeps what it computed
//! for the progress screen. A day's run is recorded with its last write, so a takeover runs it again at most
//! once more, to the same result.

use std::{collections::HashMap, sync::Arc, time::Duration};

use super::{repo, service};
use crate::{clock::Clock, db::Db, ids::UserId, ledger::catalogue, market::Hub, vip};

const DAY_MS: i64 = 86_400_000;
const RUN_AFTER_MS: i64 = 5 * 60_000;
const WINDOW_MS: i64 = 30 * DAY_MS;

/// What the VIP job works with: the database, the clock, and the index prices that value holdings.
#[derive(Clone)]
pub struct Ctx {
    pub db: Db,
    pub clock: Clock,
    pub market: Arc<Hub>,
    /// The sessions this node remembers, which carry each user's level to the order paths: forgotten once new
    /// levels commit, so the next order reads its owner's new level.
    pub sessions: Arc<crate::memory::recent::Recent>,
}

pub async fn run(ctx: Ctx) {
    let mut every = tokio::time::interval(Duration::from_secs(60));
    loop {
        every.tick().await;
        let now = ctx.clock.now_ms();
        let day = now.div_euclid(DAY_MS) * DAY_MS;
        if now < day + RUN_AFTER_MS {
            continue;
        }
        let due = repo::ran(&ctx.db, day).await.map(|ran| !ran);
        let stepped = match due {
            Ok(true) => recompute(&ctx, now).await.map(|n| n as u64),
            Ok(false) => Ok(0),
            Err(err) => Err(err.into()),
        };
        crate::telemetry::job_ran("vip_levels", &stepped);
        if let Err(err) = stepped {
            tracing::warn!(%err, "VIP levels not recomputed this round");
        }
    }
}

/// Recomputes every level at `now`; answers how many users it wrote.
pub async fn recompute(ctx: &Ctx, now: i64) -> anyhow::Result<usize> {
    let table = vip::table(&ctx.db).await?;
    let assets = catalogue::assets(&ctx.db).await?;
    let price = |asset| {
        let a = assets.iter().find(|a| a.id == asset)?;
        Some((ctx.market.usdt_price(asset)?, a.scale))
    };
    let window = (now - WINDOW_MS, now);
    let mut volume: HashMap<UserId, i64> = HashMap::new();
    service::add_valued(&mut volume, &repo::spot_volume(&ctx.db, window).await?, price);
    for (user, notional) in repo::contract_volume(&ctx.db, window).await? {
        let v = volume.entry(user).or_default();
        *v = v.saturating_add(notional);
    }
    let mut held: HashMap<UserId, i64> = HashMap::new();
    service::add_valued(&mut held, &repo::holdings(&ctx.db).await?, price);
    let mut users: Vec<UserId> = volume.keys().chain(held.keys()).copied().collect();
    users.extend(repo::leveled_users(&ctx.db).await?);
    users.sort();
    users.dedup();
    let mut tx = ctx.db.begin().await?;
    for user in &users {
        let v = volume.get(user).copied().unwrap_or(0);
        let h = held.get(user).copied().unwrap_or(0);
        repo::save(&mut tx, *user, (table.level_for(v, h), v, h), now).await?;
    }
    repo::finish(&mut tx, now.div_euclid(DAY_MS) * DAY_MS, now).await?;
    tx.commit().await?;
    ctx.sessions.forget_all();
    Ok(users.len())
}
