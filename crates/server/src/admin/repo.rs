use crate::{
    db::{Db, Tx},
    ids::UserId,
    on_db, on_tx,
};

#[derive(Debug, Clone, sqlx::FromRow)]
pub struct OperatorRow {
    pub id: i64,
    pub email: String,
    pub password_hash: String,
    pub role: String,
    pub status: String,
    pub totp_pending: String,
    pub totp_secret: String,
    pub totp_last_step: i64,
}

pub async fn insert_operator(
    tx: &mut Tx,
    email: &str,
    password_hash: &str,
    role: &str,
    now: i64,
) -> Result<i64, sqlx::Error> {
    on_tx!(tx, c => sqlx::query_scalar::<_, i64>(
        "INSERT INTO operators (email, password_hash, role, created_at) VALUES ($1, $2, $3, $4) RETURNING id",
    )
    .bind(email)
    .bind(password_hash)
    .bind(role)
    .bind(now)
    .fetch_one(c)
    .await)
}

pub async fn find_by_email(db: &Db, email: &str) -> Result<Option<OperatorRow>, sqlx::Error> {
    on_db!(db, c => sqlx::query_as::<_, OperatorRow>(
        "SELECT id, email, password_hash, role, status, totp_pending, totp_secret, totp_last_step FROM operators \
         WHERE email = $1",
    )
    .bind(email)
    .fetch_optional(c)
    .await)
}

pub async fn insert_session(
    tx: &mut Tx,
    operator_id: i64,
    token_hash: &str,
    now: i64,
    expires_at: i64,
    ip: &str,
) -> Result<(), sqlx::Error> {
    on_tx!(tx, c => sqlx::query(
        "INSERT INTO operator_sessions (operator_id, token_hash, created_at, expires_at, ip) VALUES ($1, $2, $3, $4, $5)",
    )
    .bind(operator_id)
    .bind(token_hash)
    .bind(now)
    .bind(expires_at)
    .bind(ip)
    .execute(c)
    .await
    .map(|_| ()))
}

/// The active operator a live session belongs to.
pub async fn find_by_session(
    db: &Db,
    token_hash: &str,
    now: i64,
) -> Result<Option<OperatorRow>, sqlx::Error> {
    on_db!(db, c => sqlx::query_as::<_, OperatorRow>(
        "SELECT o.id, o.email, o.password_hash, o.role, o.status, o.totp_pending, o.totp_secret, o.totp_last_step \
         FROM operator_sessions s \
         JOIN operators o ON o.id = s.operator_id \
         WHERE s.token_hash = $1 AND s.revoked_at IS NULL AND s.expires_at > $2 AND o.status = 'active'",
    )
    .bind(token_hash)
    .bind(now)
    .fetch_optional(c)
    .await)
}

pub async fn revoke_session(tx: &mut Tx, token_hash: &str, now: i64) -> Result<(), sqlx::Error> {
    on_tx!(tx, c => sqlx::query(
        "UPDATE operator_sessions SET revoked_at = $1 WHERE token_hash = $2 AND revoked_at IS NULL",
    )
    .bind(now)
    .bind(token_hash)
    .execute(c)
    .await
    .map(|_| ()))
}

#[derive(Debug, Clone, sqlx::FromRow)]
pub struct AuditRow {
    pub id: i64,
    pub actor: String,
    pub action: String,
    pub target: String,
    pub before_value: String,
    pub after_value: String,
    pub ip: String,
    pub created_at: i64,
}

pub async fn audit_page(db: &Db, limit: i64, offset: i64) -> Result<Vec<AuditRow>, sqlx::Error> {
    on_db!(db, c => sqlx::query_as::<_, AuditRow>(
        "SELECT id, actor, action, target, before_value, after_value, ip, created_at FROM audit_log \
         ORDER BY id DESC LIMIT $1 OFFSET $2",
    )
    .bind(limit)
    .bind(offset)
    .fetch_all(c)
    .await)
}

pub async fn audit_count(db: &Db) -> Result<i64, sqlx::Error> {
    on_db!(db, c => sqlx::query_scalar::<_, i64>("SELECT COUNT(*) FROM audit_log").fetch_one(c).await)
}

pub async fn find_by_id(db: &Db, id: i64) -> Result<Option<OperatorRow>, sqlx::Error> {
    on_db!(db, c => sqlx::query_as::<_, OperatorRow>(
        "SELECT id, email, password_hash, role, status, totp_pending, totp_secret, totp_last_step FROM operators \
         WHERE id = $1",
    )
    .bind(id)
    .fetch_optional(c)
    .await)
}

/// Records the time step of an accepted code; answers 0 when a racing login used that step or a later one.
pub async fn use_totp_step(tx: &mut Tx, id: i64, step: i64) -> Result<u64, sqlx::Error> {
    on_tx!(tx, c => sqlx::query("UPDATE operators SET totp_last_step = $1 WHERE id = $2 AND totp_last_step < $1")
        .bind(step)
        .bind(id)
        .execute(c)
        .await
        .map(|r| r.rows_affected()))
}

/// Stores a waiting secret unless one waits already (two racing first sign-ins then answer the same one).
pub async fn set_pending_if_none(tx: &mut Tx, id: i64, pending: &str) -> Result<(), sqlx::Error> {
    on_tx!(tx, c => sqlx::query("UPDATE operators SET totp_pending = $1 WHERE id = $2 AND totp_pending = ''")
        .bind(pending)
        .bind(id)
        .execute(c)
        .await
        .map(|_| ()))
}

pub async fn set_totp(tx: &mut Tx, id: i64, pending: &str, secret: &str) -> Result<(), sqlx::Error> {
    on_tx!(tx, c => sqlx::query("UPDATE operators SET totp_pending = $1, totp_secret = $2 WHERE id = $3")
        .bind(pending)
        .bind(secret)
        .bind(id)
        .execute(c)
        .await
        .map(|_| ()))
}

/// Sets a user's status; answers 0 when the user has it already (or does not exist).
pub async fn set_user_status(
    tx: &mut Tx,
    user_id: UserId,
    status: &str,
    now: i64,
) -> Result<u64, sqlx::Error> {
    on_tx!(tx, c => sqlx::query("UPDATE users SET status = $1, updated_at = $2 WHERE id = $3 AND status <> $1")
        .bind(status)
        .bind(now)
        .bind(user_id)
        .execute(c)
        .await
        .map(|r| r.rows_affected()))
}

/// Every operator account: id, e-mail, role, status, TOTP secret (empty when off) and creation time.
pub async fn list_operators(db: &Db) -> Result<Vec<(i64, String, String, String, String, i64)>, sqlx::Error> {
    on_db!(db, c => sqlx::query_as(
        "SELECT id, email, role, status, totp_secret, created_at FROM operators ORDER BY id",
    )
    .fetch_all(c)
    .await)
}

/// A user's latest sessions, newest first: id, created, expires, ip, user agent, revoked.
pub async fn user_sessions(
    db: &Db,
    user_id: UserId,
) -> Result<Vec<(i64, i64, i64, String, String, Option<i64>)>, sqlx::Error> {
    on_db!(db, c => sqlx::query_as(
        "SELECT id, created_at, expires_at, ip, user_agent, revoked_at FROM sessions WHERE user_id = $1 \
         ORDER BY id DESC LIMIT 50",
    )
    .bind(user_id)
    .fetch_all(c)
    .await)
}
