//! Sessions: opaque 256-bit random tokens, of which only the SHA-256 is stored.

use rand::RngCore;
use sha2::{Digest, Sha256};

use super::repo;
use crate::ids::UserId;
use crate::{app::AppState, db::Tx, error::AppError};

pub use crate::memory::recent::{Recent, SessionUser};

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
    user_id: UserId,
    ip: &str,
    user_agent: &str,
) -> Result<String, AppError> {
    let token = new_token();
    let now = app.clock.now_ms();
    let expires_at = now + app.config.auth.session_ttl_hours * 3_600_000;
    repo::insert_session(tx, user_id, &token_hash(&token), now, expires_at, ip, user_agent).await?;
    Ok(token)
}

pub async fn resolve(app: &AppState, token: &str) -> Result<Option<SessionUser>, AppError> {
    if token.len() > 128 {
        return Ok(None);
    }
    let hash = token_hash(token);
    let now = app.clock.now_ms();
    // In a cluster a session may be revoked on another node, which this node's memory would not hear of: each
    // call reads the session from the database (ADR 35).
    let remembered = !app.cluster.enabled();
    if remembered && let Some(user) = app.sessions.get(&hash, now) {
        return Ok(Some(user));
    }
    let epoch = app.sessions.epoch().filter(|_| remembered);
    let Some(row) = repo::find_session(&app.db, &hash, now).await? else {
        return Ok(None);
    };
    let user = SessionUser {
        id: row.user_id,
        session_id: row.id,
        vip_level: row.vip_level,
    };
    if let Some(epoch) = epoch {
        app.sessions.remember(epoch, hash, user, row.expires_at);
    }
    Ok(Some(user))
}

/// Whether a revocation may have committed in this process since `before` was read: a caller that acted on a
/// session it read before then looks again.
pub fn changed_since(app: &AppState, before: Option<u64>) -> bool {
    before.is_none() || app.sessions.epoch() != before
}

/// The current epoch of revocations in this process, for [`changed_since`].
pub fn epoch(app: &AppState) -> Option<u64> {
    app.sessions.epoch()
}

/// Ends one session (logout), and with it the private events of the sockets signed in with it; the user's
/// other sessions and their sockets are untouched.
pub async fn revoke(app: &AppState, token: &str) -> Result<(), AppError> {
    let mut tx = app.db.begin().await?;
    let ended = repo::revoke_session(&mut tx, &token_hash(token), app.clock.now_ms()).await?;
    tx.commit().await?;
    forget_all(app);
    if let Some((session_id, user_id)) = ended {
        crate::fanout::end_session(&app.fanout, user_id, session_id).await;
    }
    Ok(())
}

/// Sessions ended inside a transaction that has not committed yet.
#[must_use = "hand it to `session::after_commit` once the transaction commits"]
pub struct Ended {
    user_id: UserId,
    sessions: Vec<i64>,
    /// Whether the user keeps no session at all, so every socket of theirs leaves the private rooms.
    whole_user: bool,
}

impl Ended {
    pub fn count(&self) -> usize {
        self.sessions.len()
    }
}

/// Ends every session of a user inside the caller's transaction (password changes and resets, freezes); the
/// caller hands the answer to [`after_commit`] once it has committed.
pub async fn revoke_all(tx: &mut Tx, user_id: UserId, now: i64) -> Result<Ended, AppError> {
    let sessions = repo::revoke_user_sessions(tx, user_id, now).await?;
    Ok(Ended {
        user_id,
        sessions,
        whole_user: true,
    })
}

/// Ends every session of a user but `keep` inside the caller's transaction (a pay-password change ends the other
/// devices' sessions); hand the answer to [`after_commit`] once committed.
pub async fn revoke_others(tx: &mut Tx, user_id: UserId, keep: i64, now: i64) -> Result<Ended, AppError> {
    let sessions = repo::revoke_other_sessions(tx, user_id, keep, now).await?;
    Ok(Ended {
        user_id,
        sessions,
        whole_user: false,
    })
}

/// Makes the ended sessions refused at once and takes every socket of their user out of its private rooms.
pub async fn after_commit(app: &AppState, ended: Ended) {
    forget_all(app);
    if ended.whole_user {
        crate::fanout::end_user(&app.fanout, ended.user_id, &ended.sessions).await;
    } else {
        for session_id in ended.sessions {
            crate::fanout::end_session(&app.fanout, ended.user_id, session_id).await;
        }
    }
}

/// Makes every session be read again from the database: called after any commit that ends sessions or
/// deactivates a user.
pub fn forget_all(app: &AppState) {
    app.sessions.forget_all();
}
