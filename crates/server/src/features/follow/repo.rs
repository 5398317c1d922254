//! Traders, follows and the figures computed from contract positions.

use crate::{
    db::{Db, Tx},
    ids::UserId,
    on_db, on_tx,
};

/// A trader application's states.
pub const APPLIED: i64 = 1;
pub const APPROVED: i64 = 2;
pub const REJECTED: i64 = 3;
pub const STOPPED: i64 = 4;

#[derive(Debug, Clone, sqlx::FromRow)]
pub struct Profile {
    pub id: UserId,
    pub nickname: String,
    pub head_portrait: String,
    pub signature: String,
    pub real_level: i64,
}

pub async fn profile(db: &Db, user_id: UserId) -> Result<Option<Profile>, sqlx::Error> {
    on_db!(db, c => sqlx::query_as::<_, Profile>(
        "SELECT id, nickname, head_portrait, signature, real_level FROM users WHERE id = $1",
    )
    .bind(user_id)
    .fetch_optional(c)
    .await)
}

pub async fn trader_status(db: &Db, user_id: UserId) -> Result<Option<i64>, sqlx::Error> {
    on_db!(db, c => sqlx::query_scalar::<_, i64>("SELECT status FROM traders WHERE user_id = $1")
        .bind(user_id)
        .fetch_optional(c)
        .await)
}

/// Files an application unless one is waiting or approved; answers whether it was filed.
pub async fn apply(tx: &mut Tx, user_id: UserId, now: i64) -> Result<bool, sqlx::Error> {
    let done = on_tx!(tx, c => sqlx::query(
        "INSERT INTO traders (user_id, status, applied_at) VALUES ($1, 1, $2) \
         ON CONFLICT (user_id) DO UPDATE SET status = 1, applied_at = $2, decided_at = NULL, decided_by = NULL, \
         reason = '' WHERE traders.status IN (3, 4)",
    )
    .bind(user_id)
    .bind(now)
    .execute(c)
    .await
    .map(|r| r.rows_affected()))?;
    Ok(done == 1)
}

/// Moves a trader from one state to another; answers whether it was in `from`.
pub async fn decide(
    tx: &mut Tx,
    user_id: UserId,
    from: i64,
    to: i64,
    operator_id: Option<i64>,
    reason: &str,
    now: i64,
) -> Result<bool, sqlx::Error> {
    let done = on_tx!(tx, c => sqlx::query(
        "UPDATE traders SET status = $1, decided_at = $2, decided_by = $3, reason = $4 \
         WHERE user_id = $5 AND status = $6",
    )
    .bind(to)
    .bind(now)
    .bind(operator_id)
    .bind(reason)
    .bind(user_id)
    .bind(from)
    .execute(c)
    .await
    .map(|r| r.rows_affected()))?;
    Ok(done == 1)
}

#[derive(Debug, Clone, sqlx::FromRow)]
pub struct Application {
    pub user_id: UserId,
    pub email: Option<String>,
    pub nickname: String,
    pub status: i64,
    pub applied_at: i64,
}

pub async fn applications(db: &Db, status: i64) -> Result<Vec<Application>, sqlx::Error> {
    on_db!(db, c => sqlx::query_as::<_, Application>(
        "SELECT t.user_id, u.email, u.nickname, t.status, t.applied_at FROM traders t \
         JOIN users u ON u.id = t.user_id WHERE t.status = $1 ORDER BY t.applied_at LIMIT 200",
    )
    .bind(status)
    .fetch_all(c)
    .await)
}

/// The user's closed contract positions of their own.
pub async fn closed_own(db: &Db, user_id: UserId) -> Result<i64, sqlx::Error> {
    on_db!(db, c => sqlx::query_scalar::<_, i64>(
        "SELECT COUNT(*) FROM lever_positions WHERE user_id = $1 AND status = 3 AND copy_of IS NULL",
    )
    .bind(user_id)
    .fetch_one(c)
    .await)
}

/// The traders a user follows now, other than `except`.
pub async fn active_follows(tx: &mut Tx, follower: UserId, except: UserId) -> Result<i64, sqlx::Error> {
    on_tx!(tx, c => sqlx::query_scalar::<_, i64>(
        "SELECT COUNT(*) FROM follows WHERE follower_id = $1 AND trader_id <> $2 AND active = 1",
    )
    .bind(follower)
    .bind(except)
    .fetch_one(c)
    .await)
}

/// Starts following a trader, or changes the setting of an existing follow (active again if cancelled).
pub async fn upsert_follow(
    tx: &mut Tx,
    follower: UserId,
    trader: UserId,
    kind: i64,
    number: i64,
    now: i64,
) -> Result<(), sqlx::Error> {
    on_tx!(tx, c => sqlx::query(
        "INSERT INTO follows (follower_id, trader_id, kind, number, active, created_at, updated_at) \
         VALUES ($1, $2, $3, $4, 1, $5, $5) \
         ON CONFLICT (follower_id, trader_id) DO UPDATE SET kind = $3, number = $4, active = 1, updated_at = $5",
    )
    .bind(follower)
    .bind(trader)
    .bind(kind)
    .bind(number)
    .bind(now)
    .execute(c)
    .await
    .map(|_| ()))
}

pub async fn unfollow(tx: &mut Tx, follower: UserId, trader: UserId, now: i64) -> Result<bool, sqlx::Error> {
    let done = on_tx!(tx, c => sqlx::query(
        "UPDATE follows SET active = 0, updated_at = $1 WHERE follower_id = $2 AND trader_id = $3 AND active = 1",
    )
    .bind(now)
    .bind(follower)
    .bind(trader)
    .execute(c)
    .await
    .map(|r| r.rows_affected()))?;
    Ok(done == 1)
}

/// A trader's active followers, for telling them the trader stopped.
pub async fn follower_ids(tx: &mut Tx, trader: UserId) -> Result<Vec<UserId>, sqlx::Error> {
    on_tx!(tx, c => sqlx::query_scalar::<_, UserId>(
        "SELECT follower_id FROM follows WHERE trader_id = $1 AND active = 1 ORDER BY id",
    )
    .bind(trader)
    .fetch_all(c)
    .await)
}

#[derive(Debug, Clone, Copy, sqlx::FromRow)]
pub struct Setting {
    pub kind: i64,
    pub number: i64,
}

pub async fn setting(db: &Db, follower: UserId, trader: UserId) -> Result<Option<Setting>, sqlx::Error> {
    on_db!(db, c => sqlx::query_as::<_, Setting>(
        "SELECT kind, number FROM follows WHERE follower_id = $1 AND trader_id = $2 AND active = 1",
    )
    .bind(follower)
    .bind(trader)
    .fetch_optional(c)
    .await)
}

/// A trader's figures from their own closed positions (copies excluded); `yesterday` is `[from, to)` in ms.
#[derive(Debug, Clone, Copy, Default, sqlx::FromRow)]
pub struct Stats {
    pub closed: i64,
    pub profit: i64,
    pub wins: i64,
    pub longs: i64,
    pub shorts: i64,
    pub margin: i64,
    pub yesterday: i64,
    pub holding: i64,
    pub followers: i64,
}

const STATS: &str = "SELECT \
     (SELECT COUNT(*) FROM lever_positions WHERE user_id = $1 AND status = 3 AND copy_of IS NULL) AS closed, \
     (SELECT CAST(COALESCE(SUM(pnl), 0) AS BIGINT) FROM lever_positions \
        WHERE user_id = $1 AND status = 3 AND copy_of IS NULL) AS profit, \
     (SELECT COUNT(*) FROM lever_positions WHERE user_id = $1 AND status = 3 AND copy_of IS NULL AND pnl > 0) AS wins, \
     (SELECT COUNT(*) FROM lever_positions WHERE user_id = $1 AND status = 3 AND copy_of IS NULL AND side = 1) AS longs, \
     (SELECT COUNT(*) FROM lever_positions WHERE user_id = $1 AND status = 3 AND copy_of IS NULL AND side = 2) AS shorts, \
     (SELECT CAST(COALESCE(SUM(origin_margin), 0) AS BIGINT) FROM lever_positions \
        WHERE user_id = $1 AND status = 3 AND copy_of IS NULL) AS margin, \
     (SELECT CAST(COALESCE(SUM(pnl), 0) AS BIGINT) FROM lever_positions \
        WHERE user_id = $1 AND status = 3 AND copy_of IS NULL AND closed_at >= $2 AND closed_at < $3) AS yesterday, \
     (SELECT COUNT(*) FROM lever_positions WHERE user_id = $1 AND status = 1 AND copy_of IS NULL) AS holding, \
     (SELECT COUNT(*) FROM follows WHERE trader_id = $1 AND active = 1) AS followers";

pub async fn stats(db: &Db, trader: UserId, from: i64, to: i64) -> Result<Stats, sqlx::Error> {
    on_db!(db, c => sqlx::query_as::<_, Stats>(STATS)
        .bind(trader)
        .bind(from)
        .bind(to)
        .fetch_one(c)
        .await)
}

/// An approved trader on the leaderboard with the figures it sorts by.
#[derive(Debug, Clone, sqlx::FromRow)]
pub struct Leader {
    pub id: UserId,
    pub nickname: String,
    pub head_portrait: String,
    pub closed: i64,
    pub profit: i64,
    pub wins: i64,
    pub followers: i64,
}

/// Approved traders, best first by `order` (`profit`, `rate` or `followers`), and how many there are.
pub async fn leaders(
    db: &Db,
    order: &str,
    limit: i64,
    offset: i64,
) -> Result<(Vec<Leader>, i64), sqlx::Error> {
    let by = match order {
        "rate" => "CASE WHEN closed = 0 THEN 0 ELSE wins * 1000000 / closed END DESC, closed DESC",
        "followers" => "followers DESC, profit DESC",
        _ => "profit DESC, closed DESC",
    };
    let sql = format!(
        "SELECT * FROM (SELECT u.id, u.nickname, u.head_portrait, \
           (SELECT COUNT(*) FROM lever_positions p WHERE p.user_id = u.id AND p.status = 3 AND p.copy_of IS NULL) AS closed, \
           (SELECT CAST(COALESCE(SUM(p.pnl), 0) AS BIGINT) FROM lever_positions p \
              WHERE p.user_id = u.id AND p.status = 3 AND p.copy_of IS NULL) AS profit, \
           (SELECT COUNT(*) FROM lever_positions p \
              WHERE p.user_id = u.id AND p.status = 3 AND p.copy_of IS NULL AND p.pnl > 0) AS wins, \
           (SELECT COUNT(*) FROM follows f WHERE f.trader_id = u.id AND f.active = 1) AS followers \
         FROM traders t JOIN users u ON u.id = t.user_id WHERE t.status = 2) board \
         ORDER BY {by}, id LIMIT $1 OFFSET $2"
    );
    let rows = on_db!(db, c => sqlx::query_as::<_, Leader>(sqlx::AssertSqlSafe(sql.clone()))
        .bind(limit)
        .bind(offset)
        .fetch_all(c)
        .await)?;
    let total = on_db!(db, c => sqlx::query_scalar::<_, i64>("SELECT COUNT(*) FROM traders WHERE status = 2")
        .fetch_one(c)
        .await)?;
    Ok((rows, total))
}

/// The traders a user follows, with their copies so far.
#[derive(Debug, Clone, sqlx::FromRow)]
pub struct FollowedRow {
    pub trader_id: UserId,
    pub nickname: String,
    pub kind: i64,
    pub number: i64,
    pub open_copies: i64,
    pub closed_copies: i64,
    pub copy_profit: i64,
}

pub async fn following(db: &Db, follower: UserId) -> Result<Vec<FollowedRow>, sqlx::Error> {
    on_db!(db, c => sqlx::query_as::<_, FollowedRow>(
        "SELECT f.trader_id, u.nickname, f.kind, f.number, \
           (SELECT COUNT(*) FROM lever_positions p JOIN lever_positions o ON o.id = p.copy_of \
              WHERE p.user_id = f.follower_id AND o.user_id = f.trader_id AND p.status = 1 \
              AND p.order_type = 2) AS open_copies, \
           (SELECT COUNT(*) FROM lever_positions p JOIN lever_positions o ON o.id = p.copy_of \
              WHERE p.user_id = f.follower_id AND o.user_id = f.trader_id AND p.status = 3) AS closed_copies, \
           (SELECT CAST(COALESCE(SUM(p.pnl), 0) AS BIGINT) FROM lever_positions p JOIN lever_positions o \
              ON o.id = p.copy_of WHERE p.user_id = f.follower_id AND o.user_id = f.trader_id AND p.status = 3) \
              AS copy_profit \
         FROM follows f JOIN users u ON u.id = f.trader_id WHERE f.follower_id = $1 AND f.active = 1 ORDER BY f.id",
    )
    .bind(follower)
    .fetch_all(c)
    .await)
}
