use axum::extract::State;

use super::service;
use crate::{
    app::AppState,
    http::{ApiResult, Envelope, Req, pager::page_and_limit},
};

pub async fn list(State(app): State<AppState>, req: Req) -> ApiResult {
    let user = req.user(&app).await?;
    let (page, limit) = page_and_limit(req.params.int("page")?, req.params.int("limit")?);
    Envelope::data(service::list(&app, req.lang, user.id, page, limit).await?)
}

pub async fn mark_read(State(app): State<AppState>, req: Req) -> ApiResult {
    let user = req.user(&app).await?;
    service::mark_read(&app, user.id, req.params.int("id")?).await?;
    Ok(Envelope::text(req.lang, "marked_read"))
}
