//! The operators' chat room calls (content): messages with reports, delete, mute and unmute. Audited.

use axum::extract::State;

use super::{
    handlers::{reason, required_id},
    service,
};
use crate::{
    app::AppState,
    error::AppError,
    features::chat::moderation,
    http::{ApiResult, Envelope, Req, pager::page_and_limit},
    ids::UserId,
    operators::Role,
};

fn user_of(req: &Req) -> Result<UserId, AppError> {
    req.params
        .int("user_id")?
        .map(UserId)
        .ok_or(AppError::field("user_id"))
}

pub async fn messages(State(app): State<AppState>, req: Req) -> ApiResult {
    service::authorize(&app, req.token.as_deref(), &[Role::Content]).await?;
    let paging = page_and_limit(req.params.int("page")?, req.params.int("limit")?);
    let room = req.params.get("room")?.unwrap_or_default().to_string();
    let reported = req.params.int("reported")?.unwrap_or(0) == 1;
    Envelope::data(moderation::messages(&app, (&room, reported), paging, req.url.clone()).await?)
}

pub async fn delete(State(app): State<AppState>, req: Req) -> ApiResult {
    let operator = service::authorize(&app, req.token.as_deref(), &[Role::Content]).await?;
    moderation::delete(&app, &operator, required_id(&req)?, &reason(&req)?, &req.ip).await?;
    Ok(Envelope::text(req.lang, "saved"))
}

pub async fn mute(State(app): State<AppState>, req: Req) -> ApiResult {
    let operator = service::authorize(&app, req.token.as_deref(), &[Role::Content]).await?;
    let minutes = req.params.int("minutes")?.ok_or(AppError::field("minutes"))?;
    moderation::mute(
        &app,
        &operator,
        user_of(&req)?,
        (minutes, &reason(&req)?),
        &req.ip,
    )
    .await?;
    Ok(Envelope::text(req.lang, "saved"))
}

pub async fn unmute(State(app): State<AppState>, req: Req) -> ApiResult {
    let operator = service::authorize(&app, req.token.as_deref(), &[Role::Content]).await?;
    moderation::unmute(&app, &operator, user_of(&req)?, &reason(&req)?, &req.ip).await?;
    Ok(Envelope::text(req.lang, "saved"))
}

pub async fn mutes(State(app): State<AppState>, req: Req) -> ApiResult {
    service::authorize(&app, req.token.as_deref(), &[Role::Content]).await?;
    Envelope::data(moderation::mutes(&app).await?)
}
