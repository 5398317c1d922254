//! The VIP job (single owner): once a UTC day, after 00:05, it recomputes every user's level from the 30 days of
//! fills and contract openings before the run and from what they hold at the index, and keeps what it computed
//! for the progress screen. A day's run is recorded with its last write, so a takeover runs it again at most
//! once more, to the same result.

use std::{collections::HashMap, sync::Arc, time::Duration};

use super::{repo, service};
use crate::{clock::Clock, db::Db, ids::UserId, jobs::Jobs, ledger::catalogue, market::Hub, vip};

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

/// Starts the rounds, which run until the node stops: once a minute, the day's recomputation when it is due.
pub fn start(ctx: Ctx, jobs: &Jobs) {
    jobs.every(
        "vip_levels",
        Duration::from_secs(60),
        "VIP levels not recomputed this round",
        move || {
            let ctx = ctx.clone();
            async move {
                let now = ctx.clock.now_ms();
                let day = now.div_euclid(DAY_MS) * DAY_MS;
                if now < day + RUN_AFTER_MS || repo::ran(&ctx.db, day).await? {
                    return Ok(0);
                }
                Ok(recompute(&ctx, now).await? as u64)
            }
        },
    );
}

/// Recomputes every level at `now`; answers how many users it wrote.
pub async fn recompute(ctx: &Ctx, now: i64) -> anyhow::Result<usize> {
    let table = vip::table(&ctx.db).await?;
    let assets = catalogue::assets(&ctx.db).await?;
    let price = |asset| {
        let a = assets.iter().find(|a| a.id == asset)?;
        Some((ctx.market.fresh_usdt_price(asset)?, a.scale))
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
