//! The operators' quiz calls (content): list rounds and create one. There is no call that changes or deletes a
//! round, or decides its outcome.

use axum::extract::State;

use super::service;
use crate::{
    app::AppState,
    error::AppError,
    features::quiz::service as quiz,
    http::{ApiResult, Envelope, Req, pager::page_and_limit},
    operators::Role,
};

pub async fn rounds(State(app): State<AppState>, req: Req) -> ApiResult {
    service::authorize(&app, req.token.as_deref(), &[Role::Content]).await?;
    let paging = page_and_limit(req.params.int("page")?, req.params.int("limit")?);
    Envelope::data(quiz::rounds(&app, req.lang, (None, None), paging, req.url.clone()).await?)
}

pub async fn create(State(app): State<AppState>, req: Req) -> ApiResult {
    let operator = service::authorize(&app, req.token.as_deref(), &[Role::Content]).await?;
    let p = &req.params;
    let time = |name: &'static str| -> Result<i64, AppError> { p.int(name)?.ok_or(AppError::field(name)) };
    let times = (time("opens_at")?, time("closes_at")?, time("settles_at")?);
    let market = p.get("market")?.unwrap_or("BTC/USDT").trim().to_string();
    let id = quiz::create_round(&app, &operator, &market, times, &req.ip).await?;
    Envelope::data(serde_json::json!({ "id": id }))
}
