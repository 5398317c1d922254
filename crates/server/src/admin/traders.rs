//! Operators' calls for copy trading: the trader applications waiting, and compliance's decisions on them.

use axum::extract::State;

use super::{
    handlers::{reason, user_of},
    service,
};
use crate::{
    app::AppState,
    features::follow::admin as follow,
    http::{ApiResult, Envelope, Req},
    operators::Role,
};

pub async fn applications(State(app): State<AppState>, req: Req) -> ApiResult {
    service::authorize(&app, req.token.as_deref(), &[Role::Compliance]).await?;
    let rows: Vec<serde_json::Value> = follow::applications(&app)
        .await?
        .into_iter()
        .map(|a| {
            serde_json::json!({
                "user_id": a.user_id,
                "email": a.email,
                "nickname": a.nickname,
                "status": a.status,
                "applied_at": a.applied_at,
            })
        })
        .collect();
    Envelope::data(rows)
}

pub async fn approve(State(app): State<AppState>, req: Req) -> ApiResult {
    let operator = service::authorize(&app, req.token.as_deref(), &[Role::Compliance]).await?;
    follow::decide(&app, &operator, user_of(&req)?, true, "", &req.ip).await?;
    Ok(Envelope::text(req.lang, "saved"))
}

pub async fn reject(State(app): State<AppState>, req: Req) -> ApiResult {
    let operator = service::authorize(&app, req.token.as_deref(), &[Role::Compliance]).await?;
    follow::decide(&app, &operator, user_of(&req)?, false, &reason(&req)?, &req.ip).await?;
    Ok(Envelope::text(req.lang, "saved"))
}
