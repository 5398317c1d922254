use axum::extract::State;

use super::{dto::TradeInput, service};
use crate::{
    app::AppState,
    auth::limits,
    error::AppError,
    http::{ApiResult, Envelope, Req, pager::page_and_limit},
};

pub async fn trade(State(app): State<AppState>, req: Req) -> ApiResult {
    let user = req.user(&app).await?;
    limits::order_placement(&app, user.id)?;
    let key = req.idempotency_key()?;
    let input = TradeInput {
        currency_id: req
            .params
            .int("currency_id")?
            .ok_or(AppError::field("currency_id"))?,
        legal_id: req.params.int("legal_id")?.ok_or(AppError::field("legal_id"))?,
        side: req.params.int("type")?.ok_or(AppError::field("type"))?,
        amount: req.params.required("amount")?.to_string(),
        target_price: req.params.get("target_price")?.unwrap_or("").to_string(),
    };
    Envelope::data(service::trade(&app, req.lang, user.id, input, key).await?)
}

pub async fn cancel(State(app): State<AppState>, req: Req) -> ApiResult {
    let user = req.user(&app).await?;
    let id = req.params.int("id")?.ok_or(AppError::field("id"))?;
    Envelope::data(service::cancel(&app, req.lang, user.id, id).await?)
}

pub async fn list(State(app): State<AppState>, req: Req) -> ApiResult {
    let user = req.user(&app).await?;
    let (page, limit) = page_and_limit(req.params.int("page")?, req.params.int("limit")?);
    let filter = service::ListFilter {
        currency_id: req.params.int("currency_id")?,
        legal_id: req.params.int("legal_id")?,
        status: req.params.int("status")?.unwrap_or(0),
        history: req.params.flag("history")?.unwrap_or(false),
    };
    Envelope::data(service::list(&app, user.id, filter, page, limit).await?)
}
