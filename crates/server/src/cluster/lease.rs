//! Leases on PostgreSQL with fencing tokens (ADR 35): at most one node holds a lease at a time, by the database's
//! clock, and every change of holder raises the lease's token, which the holder's writes check (`db::Fence`).

use std::time::Duration;

use sqlx::AssertSqlSafe;

use crate::db::{Db, PG_NOW_MS};

/// Who asks for a lease: a holder name unique to this process (two nodes given the same `node_id` still differ),
/// the node's name and the address other nodes forward requests to.
#[derive(Debug, Clone)]
pub struct Claimant {
    pub holder: String,
    pub node_id: String,
    pub url: String,
}

/// The node that holds a lease now, as other nodes see it.
#[derive(Debug, Clone, PartialEq, Eq, sqlx::FromRow)]
pub struct Holder {
    pub holder: String,
    pub node_id: String,
    pub url: String,
    pub token: i64,
}

/// Takes the lease if nobody holds it or its holder let it expire; answers the new token. A holder that still holds
/// it gets `None`: it renews instead.
pub async fn acquire(db: &Db, name: &str, me: &Claimant, ttl_ms: i64) -> Result<Option<i64>, sqlx::Error> {
    let Db::Postgres(pool, _) = db else {
        return Ok(None);
    };
    let sql = format!(
        "INSERT INTO leases (name, holder, node_id, url, token, expires_at) VALUES ($1, $2, $3, $4, 1, {PG_NOW_MS} + $5) \
         ON CONFLICT (name) DO UPDATE SET holder = excluded.holder, node_id = excluded.node_id, url = excluded.url, \
         token = leases.token + 1, expires_at = excluded.expires_at WHERE leases.expires_at <= {PG_NOW_MS} \
         RETURNING token"
    );
    sqlx::query_scalar::<_, i64>(AssertSqlSafe(sql))
        .bind(name)
        .bind(&me.holder)
        .bind(&me.node_id)
        .bind(&me.url)
        .bind(ttl_ms)
        .fetch_optional(pool)
        .await
}

/// Extends a lease this holder still holds with `token`; `false` once it has expired or changed hands, after which
/// the holder must stop its task.
pub async fn renew(db: &Db, name: &str, me: &Claimant, token: i64, ttl_ms: i64) -> Result<bool, sqlx::Error> {
    let Db::Postgres(pool, _) = db else {
        return Ok(true);
    };
    let sql = format!(
        "UPDATE leases SET expires_at = {PG_NOW_MS} + $4 WHERE name = $1 AND holder = $2 AND token = $3 \
         AND expires_at > {PG_NOW_MS}"
    );
    let done = sqlx::query(AssertSqlSafe(sql))
        .bind(name)
        .bind(&me.holder)
        .bind(token)
        .bind(ttl_ms)
        .execute(pool)
        .await?;
    Ok(done.rows_affected() == 1)
}

/// Gives a lease up at once (a node stopping cleanly), so the next node need not wait for it to expire.
pub async fn release(db: &Db, name: &str, me: &Claimant, token: i64) -> Result<(), sqlx::Error> {
    let Db::Postgres(pool, _) = db else {
        return Ok(());
    };
    sqlx::query("UPDATE leases SET expires_at = 0 WHERE name = $1 AND holder = $2 AND token = $3")
        .bind(name)
        .bind(&me.holder)
        .bind(token)
        .execute(pool)
        .await?;
    Ok(())
}

/// The live holder of a lease, if any.
pub async fn holder(db: &Db, name: &str) -> Result<Option<Holder>, sqlx::Error> {
    let Db::Postgres(pool, _) = db else {
        return Ok(None);
    };
    let sql = format!(
        "SELECT holder, node_id, url, token FROM leases WHERE name = $1 AND expires_at > {PG_NOW_MS}"
    );
    sqlx::query_as::<_, Holder>(AssertSqlSafe(sql))
        .bind(name)
        .fetch_optional(pool)
        .await
}

/// How often a holder renews: a third of the lease's length, so two renewals can fail before it runs out.
pub fn renew_every(ttl_ms: i64) -> Duration {
    Duration::from_millis(u64::try_from((ttl_ms / 3).max(100)).unwrap_or(100))
}

/// How often a waiting node tries to take the lease: a twelfth of its length, so a takeover after a holder dies
/// comes at most that long after the lease runs out and leaves the rest of the published bound (a third) for
/// starting the tasks.
pub fn try_every(ttl_ms: i64) -> Duration {
    Duration::from_millis(u64::try_from((ttl_ms / 12).max(50)).unwrap_or(50))
}
