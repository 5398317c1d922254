use axum::extract::State;

use super::service;
use crate::{
    app::AppState,
    auth::limits,
    error::AppError,
    http::{ApiResult, Envelope, Req, pager::page_and_limit},
};

pub async fn deal(State(app): State<AppState>, req: Req) -> ApiResult {
    let user = req.user(&app).await?;
    let pair = service::Pair {
        currency_id: req
            .params
            .int("currency_id")?
            .ok_or(AppError::field("currency_id"))?,
        legal_id: req.params.int("legal_id")?.ok_or(AppError::field("legal_id"))?,
    };
    Envelope::data(service::deal(&app, req.lang, user.id, pair).await?)
}

pub async fn submit(State(app): State<AppState>, req: Req) -> ApiResult {
    let user = req.user(&app).await?;
    limits::order_placement(&app, user.id)?;
    let key = req.idempotency_key()?;
    let input = service::SubmitInput {
        pair: service::Pair {
            currency_id: req
                .params
                .int("currency_id")?
                .ok_or(AppError::field("currency_id"))?,
            legal_id: req.params.int("legal_id")?.ok_or(AppError::field("legal_id"))?,
        },
        side: req.params.int("type")?.ok_or(AppError::field("type"))?,
        lots: req.params.int("share")?.ok_or(AppError::field("share"))?,
        leverage: req.params.int("multiple")?.ok_or(AppError::field("multiple"))?,
        market: req.params.int("status")?.unwrap_or(1),
        target_price: req.params.get("target_price")?.unwrap_or("").to_string(),
        tp: req.params.get("target_profit_price")?.unwrap_or("").to_string(),
        sl: req.params.get("stop_loss_price")?.unwrap_or("").to_string(),
    };
    Envelope::data(service::submit(&app, req.lang, user.id, input, key).await?)
}

/// The instrument a call names, if any (`currency_id` and `legal_id`; 0 when absent).
fn pair_of(req: &Req) -> Result<service::Pair, AppError> {
    Ok(service::Pair {
        currency_id: req.params.int("currency_id")?.unwrap_or(0),
        legal_id: req.params.int("legal_id")?.unwrap_or(0),
    })
}

fn listing(req: &Req, default_status: i64) -> Result<service::Listing, AppError> {
    let (page, limit) = page_and_limit(req.params.int("page")?, req.params.int("limit")?);
    Ok(service::Listing {
        pair: pair_of(req)?,
        status: req.params.int("status")?.unwrap_or(default_status),
        page,
        limit,
        url: req.url.clone(),
    })
}

pub async fn dealall(State(app): State<AppState>, req: Req) -> ApiResult {
    let user = req.user(&app).await?;
    Envelope::data(service::dealall(&app, req.lang, user.id, listing(&req, 1)?).await?)
}

pub async fn my_trade(State(app): State<AppState>, req: Req) -> ApiResult {
    let user = req.user(&app).await?;
    Envelope::data(service::my_trade(&app, req.lang, user.id, listing(&req, -1)?).await?)
}

pub async fn close(State(app): State<AppState>, req: Req) -> ApiResult {
    let user = req.user(&app).await?;
    let id = req.params.int("id")?.ok_or(AppError::field("id"))?;
    Envelope::data(service::close(&app, req.lang, user.id, id).await?)
}

pub async fn setstop(State(app): State<AppState>, req: Req) -> ApiResult {
    let user = req.user(&app).await?;
    let id = req.params.int("id")?.ok_or(AppError::field("id"))?;
    let tp = req.params.get("target_profit_price")?.unwrap_or("").to_string();
    let sl = req.params.get("stop_loss_price")?.unwrap_or("").to_string();
    Envelope::data(service::setstop(&app, req.lang, user.id, id, &tp, &sl).await?)
}

pub async fn batch_close(State(app): State<AppState>, req: Req) -> ApiResult {
    let user = req.user(&app).await?;
    let which = req.params.int("type")?.unwrap_or(0);
    Envelope::data(service::batch_close(&app, req.lang, user.id, which, pair_of(&req)?).await?)
}
