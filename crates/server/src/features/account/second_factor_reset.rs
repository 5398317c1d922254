//! An operator clears a user's second factor when the user lost both the authenticator and every recovery code
//! (ADR 79). Only compliance may, with a reason, after checking the user's identity outside the app; every session
//! of the user ends, the user gets a note, and the audit log keeps who did it and why.

use super::repo;
use crate::{
    app::AppState,
    auth::session,
    error::{AppError, ErrorCode},
    features::messages,
    ids::UserId,
    operators::{
        Operator,
        audit::{self, Entry},
    },
};

pub async fn reset(
    app: &AppState,
    operator: &Operator,
    user_id: UserId,
    reason: &str,
    ip: &str,
) -> Result<(), AppError> {
    let now = app.clock.now_ms();
    let mut tx = app.db.begin().await?;
    if !repo::disable_totp(&mut tx, user_id, now).await? {
        return Err(ErrorCode::TotpNotEnabled.into());
    }
    let ended = session::revoke_all(&mut tx, user_id, now).await?;
    messages::service::note(&mut tx, user_id, "totp_reset", &[], now).await?;
    let after = format!("{reason} (sessions ended: {})", ended.count());
    let target = format!("user:{user_id}");
    let entry = Entry::by(operator, "user.totp_reset", &target, &after, ip, now);
    audit::record(&mut tx, &entry).await?;
    tx.commit().await?;
    session::after_commit(app, ended).await;
    messages::service::publish(app, user_id).await;
    Ok(())
}
