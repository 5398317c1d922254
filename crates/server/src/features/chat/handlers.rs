use axum::extract::State;

use super::{
    dto::{ChatHistoryInput, ChatReportInput, ChatSendInput},
    service,
};
use crate::{
    app::AppState,
    http::{ApiResult, Envelope, Req, SignedIn},
};

pub async fn rooms(State(app): State<AppState>, req: Req) -> ApiResult {
    let reader = req.maybe_user(&app).await?.map(|u| u.id);
    Envelope::data(service::rooms(&app, reader).await?)
}

pub async fn history(State(app): State<AppState>, req: Req) -> ApiResult {
    let input: ChatHistoryInput = req.form()?;
    let reader = req.maybe_user(&app).await?.map(|u| u.id);
    let paging = (input.before_id.unwrap_or(0), input.limit.unwrap_or(30));
    Envelope::data(service::history(&app, reader, &input.room, paging).await?)
}

pub async fn send(State(app): State<AppState>, SignedIn(user): SignedIn, req: Req) -> ApiResult {
    let input: ChatSendInput = req.form()?;
    Envelope::data(service::send(&app, user.id, input).await?)
}

pub async fn report(State(app): State<AppState>, SignedIn(user): SignedIn, req: Req) -> ApiResult {
    let input: ChatReportInput = req.form()?;
    service::report(&app, user.id, input.id, &input.reason).await?;
    Ok(Envelope::text(req.lang, "saved"))
}
