use crate::{
    db::{Db, Tx},
    ids::{AssetId, UserId},
    on_db, on_tx,
};

/// Each user's spot volume in `[from, to)` per quote asset (both sides of every fill count).
pub async fn spot_volume(
    db: &Db,
    (from, to): (i64, i64),
) -> Result<Vec<(UserId, AssetId, i64)>, sqlx::Error> {
    on_db!(db, c => sqlx::query_as::<_, (UserId, AssetId, i64)>(
        "SELECT user_id, asset_id, CAST(SUM(amount) AS BIGINT) FROM ( \
           SELECT o.user_id AS user_id, m.quote_asset_id AS asset_id, t.quote_amount AS amount \
           FROM spot_trades t JOIN spot_orders o ON o.id = t.taker_order_id JOIN markets m ON m.id = t.market_id \
           WHERE t.created_at >= $1 AND t.created_at < $2 \
           UNION ALL \
           SELECT o.user_id, m.quote_asset_id, t.quote_amount \
           FROM spot_trades t JOIN spot_orders o ON o.id = t.maker_order_id JOIN markets m ON m.id = t.market_id \
           WHERE t.created_at >= $1 AND t.created_at < $2 \
         ) v GROUP BY user_id, asset_id",
    )
    .bind(from)
    .bind(to)
    .fetch_all(c)
    .await)
}

/// Each user's contract opening notional (margin × leverage, USDT) in `[from, to)`.
pub async fn contract_volume(db: &Db, (from, to): (i64, i64)) -> Result<Vec<(UserId, i64)>, sqlx::Error> {
    on_db!(db, c => sqlx::query_as::<_, (UserId, i64)>(
        "SELECT user_id, CAST(SUM(origin_margin * leverage) AS BIGINT) FROM lever_positions \
         WHERE opened_at >= $1 AND opened_at < $2 GROUP BY user_id",
    )
    .bind(from)
    .bind(to)
    .fetch_all(c)
    .await)
}

/// Every user's balance per asset, available and frozen, in every account.
pub async fn holdings(db: &Db) -> Result<Vec<(UserId, AssetId, i64)>, sqlx::Error> {
    on_db!(db, c => sqlx::query_as::<_, (UserId, AssetId, i64)>(
        "SELECT user_id, asset_id, CAST(SUM(available + frozen) AS BIGINT) FROM accounts \
         WHERE user_id IS NOT NULL GROUP BY user_id, asset_id HAVING SUM(available + frozen) > 0",
    )
    .fetch_all(c)
    .await)
}

/// What one user holds of each asset, across all their accounts.
pub async fn holdings_of(db: &Db, user: UserId) -> Result<Vec<(UserId, AssetId, i64)>, sqlx::Error> {
    on_db!(db, c => sqlx::query_as::<_, (UserId, AssetId, i64)>(
        "SELECT user_id, asset_id, CAST(SUM(available + frozen) AS BIGINT) FROM accounts \
         WHERE user_id = $1 GROUP BY user_id, asset_id HAVING SUM(available + frozen) > 0",
    )
    .bind(user)
    .fetch_all(c)
    .await)
}

pub async fn leveled_users(db: &Db) -> Result<Vec<UserId>, sqlx::Error> {
    on_db!(db, c => sqlx::query_scalar::<_, UserId>("SELECT id FROM users WHERE vip_level > 0")
        .fetch_all(c)
        .await)
}

pub async fn save(
    tx: &mut Tx,
    user: UserId,
    (level, volume, holdings): (i64, i64, i64),
    now: i64,
) -> Result<(), sqlx::Error> {
    on_tx!(tx, c => sqlx::query(
        "INSERT INTO vip_snapshots (user_id, level, volume, holdings, computed_at) VALUES ($1, $2, $3, $4, $5) \
         ON CONFLICT (user_id) DO UPDATE SET level = $2, volume = $3, holdings = $4, computed_at = $5",
    )
    .bind(user)
    .bind(level)
    .bind(volume)
    .bind(holdings)
    .bind(now)
    .execute(&mut *c)
    .await
    .map(|r| r.rows_affected()))?;
    on_tx!(tx, c => sqlx::query("UPDATE users SET vip_level = $1 WHERE id = $2 AND vip_level <> $1")
        .bind(level)
        .bind(user)
        .execute(c)
        .await
        .map(|r| r.rows_affected()))?;
    Ok(())
}

#[derive(Debug, Clone, sqlx::FromRow)]
pub struct Snapshot {
    pub level: i64,
    pub volume: i64,
    pub holdings: i64,
    pub computed_at: i64,
}

pub async fn snapshot(db: &Db, user: UserId) -> Result<Option<Snapshot>, sqlx::Error> {
    on_db!(db, c => sqlx::query_as::<_, Snapshot>(
        "SELECT level, volume, holdings, computed_at FROM vip_snapshots WHERE user_id = $1",
    )
    .bind(user)
    .fetch_optional(c)
    .await)
}

pub async fn ran(db: &Db, day_start: i64) -> Result<bool, sqlx::Error> {
    let n = on_db!(db, c => sqlx::query_scalar::<_, i64>("SELECT COUNT(*) FROM vip_runs WHERE day_start = $1")
        .bind(day_start)
        .fetch_one(c)
        .await)?;
    Ok(n > 0)
}

pub async fn finish(tx: &mut Tx, day_start: i64, now: i64) -> Result<(), sqlx::Error> {
    on_tx!(tx, c => sqlx::query(
        "INSERT INTO vip_runs (day_start, finished_at) VALUES ($1, $2) ON CONFLICT (day_start) DO NOTHING",
    )
    .bind(day_start)
    .bind(now)
    .execute(c)
    .await
    .map(|r| r.rows_affected()))?;
    Ok(())
}
