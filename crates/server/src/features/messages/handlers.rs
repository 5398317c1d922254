use axum::extract::State;

use super::service;
use crate::{
    app::AppState,
    http::{ApiResult, Envelope, Req, SignedIn, pager::page_and_limit},
};

pub async fn list(State(app): State<AppState>, SignedIn(user): SignedIn, req: Req) -> ApiResult {
    let (page, limit) = page_and_limit(req.params.int("page")?, req.params.int("limit")?);
    Envelope::data(service::list(&app, req.lang, user.id, page, limit).await?)
}

pub async fn mark_read(State(app): State<AppState>, SignedIn(user): SignedIn, req: Req) -> ApiResult {
    service::mark_read(&app, user.id, req.params.int("id")?).await?;
    Ok(Envelope::text(req.lang, "marked_read"))
}
