//! When snapshots are taken (published rule `liabilities.schedule`): once when a server first starts without any,
//! then every UTC day from 00:00, by the single-owner scheduler, which looks every minute whether the day's
//! snapshot is still missing.

use std::{path::PathBuf, time::Duration};

use crate::jobs::Jobs;

use super::{Published, key::Key, latest, take};
use crate::{clock::Clock, db::Db, earn::DAY_MS};

/// What the daily scheduler works with.
#[derive(Clone)]
pub struct Ctx {
    pub db: Db,
    pub clock: Clock,
    /// Where the liabilities key lives.
    pub data_dir: PathBuf,
}

/// When the next daily snapshot is due after `now`: the next UTC midnight.
pub fn next_at(now: i64) -> i64 {
    now.div_euclid(DAY_MS) * DAY_MS + DAY_MS
}

/// Whether a snapshot is due at `now` when the newest was taken at `newest` (`None`: never).
pub fn due(newest: Option<i64>, now: i64) -> bool {
    let today = now.div_euclid(DAY_MS) * DAY_MS;
    newest.is_none_or(|taken_at| taken_at < today)
}

/// At a server's start: creates the liabilities key when there is none, and takes the first snapshot when none was
/// ever published, so that a fresh server publishes a root from its first answer.
pub async fn at_start(db: &Db, data_dir: &std::path::Path, now: i64) -> anyhow::Result<Option<Published>> {
    let key = Key::load_or_create(data_dir)?;
    if latest(db).await?.is_some() {
        return Ok(None);
    }
    Ok(Some(take(db, &key, now, "start").await?))
}

/// Takes the day's snapshot when it is due; answers it, or `None` when none was due.
pub async fn tick(ctx: &Ctx) -> anyhow::Result<Option<Published>> {
    let now = ctx.clock.now_ms();
    let newest = latest(&ctx.db).await?.map(|s| s.taken_at);
    if !due(newest, now) {
        return Ok(None);
    }
    let key = Key::load(&ctx.data_dir)?;
    Ok(Some(take(&ctx.db, &key, now, "daily").await?))
}

/// Takes the day's snapshot once a UTC day has begun without one; checks every minute.
/// Starts the rounds, which run until the node stops.
pub fn start(ctx: Ctx, jobs: &Jobs) {
    jobs.every(
        "liabilities_snapshot",
        Duration::from_secs(60),
        "liabilities: the daily snapshot was not taken this round",
        move || {
            let ctx = ctx.clone();
            async move { tick(&ctx).await }
        },
    );
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_snapshot_is_due_once_a_utc_day_begins_without_one() {
        let day = 20_000 * DAY_MS;
        assert!(due(None, day + 5));
        assert!(!due(Some(day), day + DAY_MS - 1));
        assert!(due(Some(day + DAY_MS - 1), day + DAY_MS));
        assert_eq!(next_at(day + 1), day + DAY_MS);
        assert_eq!(next_at(day), day + DAY_MS);
    }
}
