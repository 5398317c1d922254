//! Operators' calls about people: the operator accounts and their roles (admin only), and a user's sessions
//! (support and compliance may look; compliance may end them all).

use axum::extract::State;
use serde::Serialize;

use super::{handlers::user_of, repo, service};
use crate::{
    app::AppState,
    auth::session,
    features::{account::second_factor_reset, identity::service as identity},
    http::{ApiResult, Envelope, Req},
    operators::{
        Role,
        audit::{self, Entry},
    },
};

#[derive(Debug, Serialize)]
pub struct OperatorLine {
    pub id: i64,
    pub email: String,
    pub role: String,
    pub status: String,
    pub totp: bool,
    pub created_at: i64,
}

#[derive(Debug, Serialize)]
pub struct SessionLine {
    pub id: i64,
    pub created_at: i64,
    pub expires_at: i64,
    pub ip: String,
    pub user_agent: String,
    pub revoked_at: Option<i64>,
}

pub async fn operators(State(app): State<AppState>, req: Req) -> ApiResult {
    service::authorize(&app, req.token.as_deref(), &[]).await?;
    let rows = repo::list_operators(&app.db).await?;
    let lines: Vec<OperatorLine> = rows
        .into_iter()
        .map(|(id, email, role, status, totp, created_at)| OperatorLine {
            id,
            email,
            role,
            status,
            totp: !totp.is_empty(),
            created_at,
        })
        .collect();
    Envelope::data(lines)
}

/// An admin adds an operator with a role, as `mercato operator create` does, recorded in the audit log.
pub async fn create_operator(State(app): State<AppState>, req: Req) -> ApiResult {
    let operator = service::authorize(&app, req.token.as_deref(), &[]).await?;
    let p = &req.params;
    let fields = (p.required("email")?, p.required("password")?, p.required("role")?);
    let by = service::AddedBy::Admin(&operator, &req.ip);
    let id = service::add_operator(&app.db, &app.hashing, fields, by, app.clock.now_ms()).await?;
    Envelope::data(serde_json::json!({ "id": id }))
}

pub async fn user_sessions(State(app): State<AppState>, req: Req) -> ApiResult {
    service::authorize(&app, req.token.as_deref(), &[Role::Support, Role::Compliance]).await?;
    let user_id = user_of(&req)?;
    let rows = repo::user_sessions(&app.db, user_id).await?;
    let lines: Vec<SessionLine> = rows
        .into_iter()
        .map(
            |(id, created_at, expires_at, ip, user_agent, revoked_at)| SessionLine {
                id,
                created_at,
                expires_at,
                ip,
                user_agent,
                revoked_at,
            },
        )
        .collect();
    Envelope::data(lines)
}

/// Compliance signs a user out everywhere (a stolen phone), with a reason; the user may sign in again.
/// Clears the second factor of a user who lost the authenticator and every recovery code (compliance, ADR 79).
pub async fn reset_user_totp(State(app): State<AppState>, req: Req) -> ApiResult {
    let operator = service::authorize(&app, req.token.as_deref(), &[Role::Compliance]).await?;
    let user_id = user_of(&req)?;
    let reason = identity::check_reason(req.params.get("reason")?.unwrap_or_default())?;
    second_factor_reset::reset(&app, &operator, user_id, &reason, &req.ip).await?;
    Ok(Envelope::text(req.lang, "totp_disabled"))
}

pub async fn end_user_sessions(State(app): State<AppState>, req: Req) -> ApiResult {
    let operator = service::authorize(&app, req.token.as_deref(), &[Role::Compliance]).await?;
    let user_id = user_of(&req)?;
    let reason = identity::check_reason(req.params.get("reason")?.unwrap_or_default())?;
    let now = app.clock.now_ms();
    let mut tx = app.db.begin().await?;
    let ended = session::revoke_all(&mut tx, user_id, now).await?;
    let after = format!("{reason} (sessions ended: {})", ended.count());
    let target = format!("user:{user_id}");
    let entry = Entry::by(&operator, "user.sessions_end", &target, &after, &req.ip, now);
    audit::record(&mut tx, &entry).await?;
    tx.commit().await?;
    session::after_commit(&app, ended).await;
    Ok(Envelope::text(req.lang, "saved"))
}
