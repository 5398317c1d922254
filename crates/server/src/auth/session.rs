//! Sessions: opaque 256-bit random tokens, of which only the SHA-256 is stored.

use rand::RngCore;
use sha2::{Digest, Sha256};

use super::repo;
use crate::{clock::now_ms, db::Tx, http::AppError, startup::AppState};

#[derive(Debug, Clone, Copy)]
pub struct SessionUser {
    pub id: i64,
    pub session_id: i64,
}

pub fn token_hash(token: &str) -> String {
    hex::encode(Sha256::digest(token.as_bytes()))
}

pub(crate) fn new_token() -> String {
    let mut bytes = [0u8; 32];
    rand::rngs::OsRng.fill_bytes(&mut bytes);
    hex::encode(bytes)
}

/// Opens a session inside the caller's transaction and returns its token.
pub async fn create(
    app: &AppState,
    tx: &mut Tx,
    user_id: i64,
    ip: &str,
    user_agent: &str,
) -> Result<String, AppError> {
    let token = new_token();
    let now = now_ms();
    let expires_at = now + app.config.auth.session_ttl_hours * 3_600_000;
    repo::insert_session(tx, user_id, &token_hash(&token), now, expires_at, ip, user_agent).await?;
    Ok(token)
}

pub async fn resolve(app: &AppState, token: &str) -> Result<Option<SessionUser>, AppError> {
    if token.len() > 128 {
        return Ok(None);
    }
    let row = repo::find_session(&app.db, &token_hash(token), now_ms()).await?;
    Ok(row.map(|r| SessionUser {
        id: r.user_id,
        session_id: r.id,
    }))
}

pub async fn revoke(app: &AppState, token: &str) -> Result<(), AppError> {
    let mut tx = app.db.begin().await?;
    repo::revoke_session(&mut tx, &token_hash(token), now_ms()).await?;
    tx.commit().await?;
    Ok(())
}

/// Ends every session of a user, inside the caller's transaction (password changes and resets).
pub async fn revoke_all(tx: &mut Tx, user_id: i64) -> Result<(), AppError> {
    repo::revoke_user_sessions(tx, user_id, now_ms()).await?;
    Ok(())
}
