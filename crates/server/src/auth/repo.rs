use crate::{
    db::{Db, Tx},
    ids::UserId,
    on_db, on_tx,
};

#[derive(Debug, sqlx::FromRow)]
pub struct SessionRow {
    pub id: i64,
    pub user_id: UserId,
    pub expires_at: i64,
    pub vip_level: i64,
}

pub async fn insert_session(
    tx: &mut Tx,
    user_id: UserId,
    token_hash: &str,
    now: i64,
    expires_at: i64,
    ip: &str,
    user_agent: &str,
) -> Result<(), sqlx::Error> {
    on_tx!(tx, c => sqlx::query(
        "INSERT INTO sessions (user_id, token_hash, created_at, expires_at, ip, user_agent) \
         VALUES ($1, $2, $3, $4, $5, $6)",
    )
    .bind(user_id)
    .bind(token_hash)
    .bind(now)
    .bind(expires_at)
    .bind(ip)
    .bind(user_agent)
    .execute(c).await.map(|r| r.rows_affected()))?;
    Ok(())
}

/// A live session of an active user.
pub async fn find_session(db: &Db, token_hash: &str, now: i64) -> Result<Option<SessionRow>, sqlx::Error> {
    on_db!(db, c => sqlx::query_as::<_, SessionRow>(
        "SELECT s.id, s.user_id, s.expires_at, u.vip_level FROM sessions s JOIN users u ON u.id = s.user_id \
         WHERE s.token_hash = $1 AND s.revoked_at IS NULL AND s.expires_at > $2 AND u.status = 'active'",
    )
    .bind(token_hash)
    .bind(now)
    .fetch_optional(c)
    .await)
}

/// Revokes a live session; answers its id and its user's, or `None` when it was unknown or ended already.
pub async fn revoke_session(
    tx: &mut Tx,
    token_hash: &str,
    now: i64,
) -> Result<Option<(i64, UserId)>, sqlx::Error> {
    on_tx!(tx, c => sqlx::query_as::<_, (i64, UserId)>(
        "UPDATE sessions SET revoked_at = $1 WHERE token_hash = $2 AND revoked_at IS NULL RETURNING id, user_id",
    )
    .bind(now)
    .bind(token_hash)
    .fetch_optional(c)
    .await)
}

/// Revokes every session of a user that was not revoked yet; answers their ids.
pub async fn revoke_user_sessions(tx: &mut Tx, user_id: UserId, now: i64) -> Result<Vec<i64>, sqlx::Error> {
    on_tx!(tx, c => sqlx::query_scalar::<_, i64>(
        "UPDATE sessions SET revoked_at = $1 WHERE user_id = $2 AND revoked_at IS NULL RETURNING id",
    )
    .bind(now)
    .bind(user_id)
    .fetch_all(c)
    .await)
}

/// Ends every live session of a user but `keep`; answers the ids it ended.
pub async fn revoke_other_sessions(
    tx: &mut Tx,
    user_id: UserId,
    keep: i64,
    now: i64,
) -> Result<Vec<i64>, sqlx::Error> {
    on_tx!(tx, c => sqlx::query_scalar::<_, i64>(
        "UPDATE sessions SET revoked_at = $1 WHERE user_id = $2 AND id <> $3 AND revoked_at IS NULL RETURNING id",
    )
    .bind(now)
    .bind(user_id)
    .bind(keep)
    .fetch_all(c)
    .await)
}

pub async fn latest_code_time(tx: &mut Tx, scene: &str, recipient: &str) -> Result<Option<i64>, sqlx::Error> {
    on_tx!(tx, c => sqlx::query_scalar::<_, i64>(
        "SELECT created_at FROM verification_codes WHERE scene = $1 AND recipient = $2 ORDER BY id DESC LIMIT 1",
    )
    .bind(scene)
    .bind(recipient)
    .fetch_optional(c)
    .await)
}

pub struct NewCode<'a> {
    pub scene: &'a str,
    pub recipient: &'a str,
    pub code_hash: &'a str,
    pub now: i64,
    pub expires_at: i64,
    pub ip: &'a str,
}

/// Stores a new code; earlier unused codes of the same scene and recipient stop working.
pub async fn insert_code(tx: &mut Tx, code: &NewCode<'_>) -> Result<(), sqlx::Error> {
    on_tx!(tx, c => sqlx::query(
        "UPDATE verification_codes SET consumed_at = $1 \
         WHERE scene = $2 AND recipient = $3 AND consumed_at IS NULL",
    )
    .bind(code.now)
    .bind(code.scene)
    .bind(code.recipient)
    .execute(&mut *c).await.map(|r| r.rows_affected()))?;
    on_tx!(tx, c => sqlx::query(
        "INSERT INTO verification_codes (scene, recipient, code_hash, created_at, expires_at, ip) \
         VALUES ($1, $2, $3, $4, $5, $6)",
    )
    .bind(code.scene)
    .bind(code.recipient)
    .bind(code.code_hash)
    .bind(code.now)
    .bind(code.expires_at)
    .bind(code.ip)
    .execute(c).await.map(|r| r.rows_affected()))?;
    Ok(())
}

#[derive(Debug, sqlx::FromRow)]
pub struct ReservedAttempt {
    pub id: i64,
    pub code_hash: String,
}

/// Spends one attempt on the newest live code, atomically, before the code is compared: however many guesses
/// race, no more than the allowed number are ever compared.
pub async fn reserve_attempt(
    tx: &mut Tx,
    scene: &str,
    recipient: &str,
    max_attempts: i64,
    now: i64,
) -> Result<Option<ReservedAttempt>, sqlx::Error> {
    on_tx!(tx, c => sqlx::query_as::<_, ReservedAttempt>(
        "UPDATE verification_codes SET attempts = attempts + 1 \
         WHERE id = (SELECT MAX(id) FROM verification_codes WHERE scene = $1 AND recipient = $2) \
           AND consumed_at IS NULL AND expires_at > $3 AND attempts < $4 \
         RETURNING id, code_hash",
    )
    .bind(scene)
    .bind(recipient)
    .bind(now)
    .bind(max_attempts)
    .fetch_optional(c)
    .await)
}

pub async fn has_code(tx: &mut Tx, scene: &str, recipient: &str) -> Result<bool, sqlx::Error> {
    let n = on_tx!(tx, c => sqlx::query_scalar::<_, i64>(
        "SELECT COUNT(*) FROM verification_codes WHERE scene = $1 AND recipient = $2",
    )
    .bind(scene)
    .bind(recipient)
    .fetch_one(c)
    .await)?;
    Ok(n > 0)
}

/// Marks a code that was found right as verified, for a registration that follows without the code.
pub async fn mark_verified(tx: &mut Tx, id: i64, now: i64) -> Result<(), sqlx::Error> {
    on_tx!(tx, c => sqlx::query("UPDATE verification_codes SET verified_at = $1 WHERE id = $2 AND consumed_at IS NULL")
        .bind(now)
        .bind(id)
        .execute(c)
        .await
        .map(|_| ()))
}

/// The newest live code of the recipient verified at or after `since`, not yet used.
pub async fn verified_code(
    tx: &mut Tx,
    scene: &str,
    recipient: &str,
    since: i64,
) -> Result<Option<i64>, sqlx::Error> {
    on_tx!(tx, c => sqlx::query_scalar::<_, i64>(
        "SELECT id FROM verification_codes WHERE id = (SELECT MAX(id) FROM verification_codes \
         WHERE scene = $1 AND recipient = $2) AND consumed_at IS NULL AND verified_at >= $3",
    )
    .bind(scene)
    .bind(recipient)
    .bind(since)
    .fetch_optional(c)
    .await)
}

/// Uses a code up; answers false when another request used it first.
pub async fn consume_code(tx: &mut Tx, id: i64, now: i64) -> Result<bool, sqlx::Error> {
    let done = on_tx!(tx, c => sqlx::query(
        "UPDATE verification_codes SET consumed_at = $1 WHERE id = $2 AND consumed_at IS NULL",
    )
    .bind(now)
    .bind(id)
    .execute(c).await.map(|r| r.rows_affected()))?;
    Ok(done == 1)
}

/// The scenes with a live code for the recipient (unused, unexpired), newest first.
pub async fn live_scenes(tx: &mut Tx, recipient: &str, now: i64) -> Result<Vec<String>, sqlx::Error> {
    on_tx!(tx, c => sqlx::query_scalar::<_, String>(
        "SELECT scene FROM verification_codes WHERE recipient = $1 AND consumed_at IS NULL AND expires_at > $2 \
         ORDER BY id DESC",
    )
    .bind(recipient)
    .bind(now)
    .fetch_all(c)
    .await)
}

/// The recipient of the newest live code of `scene` sent to a mobile number ending in `number` (`number` is
/// digits only), whatever its area code.
pub async fn live_mobile_recipient(
    tx: &mut Tx,
    scene: &str,
    number: &str,
    now: i64,
) -> Result<Option<String>, sqlx::Error> {
    on_tx!(tx, c => sqlx::query_scalar::<_, String>(
        "SELECT recipient FROM verification_codes WHERE scene = $1 AND recipient LIKE $2 \
         AND consumed_at IS NULL AND expires_at > $3 ORDER BY id DESC LIMIT 1",
    )
    .bind(scene)
    .bind(format!("mobile:+%{number}"))
    .bind(now)
    .fetch_optional(c)
    .await)
}
