use axum::extract::State;

use super::service;
use crate::{
    app::AppState,
    auth::limits,
    error::AppError,
    http::{ApiResult, Envelope, Req, pager::page_and_limit},
};

pub async fn seconds(State(app): State<AppState>, req: Req) -> ApiResult {
    let user = req.maybe_user(&app).await?;
    Envelope::data(service::seconds(&app, user.map(|u| u.id)).await?)
}

pub async fn payable_currencies(State(app): State<AppState>, req: Req) -> ApiResult {
    let user = req.maybe_user(&app).await?;
    Envelope::data(service::payable_currencies(&app, user.map(|u| u.id)).await?)
}

pub async fn submit(State(app): State<AppState>, req: Req) -> ApiResult {
    let user = req.user(&app).await?;
    limits::order_placement(&app, user.id)?;
    let key = req.idempotency_key()?;
    let input = service::SubmitInput {
        match_id: req.params.int("match_id")?.ok_or(AppError::field("match_id"))?,
        currency_id: req
            .params
            .int("currency_id")?
            .ok_or(AppError::field("currency_id"))?,
        direction: req.params.int("type")?.ok_or(AppError::field("type"))?,
        seconds: req.params.int("seconds")?.ok_or(AppError::field("seconds"))?,
        number: req.params.required("number")?.to_string(),
    };
    Envelope::data(service::submit(&app, req.lang, user.id, input, key).await?)
}

pub async fn get_result(State(app): State<AppState>, req: Req) -> ApiResult {
    let user = req.user(&app).await?;
    let id = req.params.int("id")?.ok_or(AppError::field("id"))?;
    Envelope::data(service::get_result(&app, req.lang, user.id, id).await?)
}

pub async fn lists(State(app): State<AppState>, req: Req) -> ApiResult {
    let user = req.user(&app).await?;
    let (page, limit) = page_and_limit(
        req.params.int("page")?,
        Some(req.params.int("limit")?.unwrap_or(5)),
    );
    let filter = service::ListFilter {
        match_id: req.params.int("match_id")?.unwrap_or(0),
        status: req.params.int("status")?.unwrap_or(0),
    };
    Envelope::data(service::lists(&app, req.lang, user.id, filter, page, limit, req.url.clone()).await?)
}
