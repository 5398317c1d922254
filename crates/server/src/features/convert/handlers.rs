use axum::extract::State;

use super::service;
use crate::{
    app::AppState,
    error::AppError,
    http::{ApiResult, Envelope, Req, SignedIn},
};

pub async fn list(State(app): State<AppState>, SignedIn(user): SignedIn, _: Req) -> ApiResult {
    Envelope::data(service::list(&app, user.id).await?)
}

pub async fn fee(State(app): State<AppState>, SignedIn(_): SignedIn, req: Req) -> ApiResult {
    let from = req
        .params
        .int("from_currency_id")?
        .ok_or(AppError::field("from_currency_id"))?;
    let to = req
        .params
        .int("to_currency_id")?
        .ok_or(AppError::field("to_currency_id"))?;
    Envelope::data(service::fee(&app, from, to).await?)
}

pub async fn convert(State(app): State<AppState>, SignedIn(user): SignedIn, req: Req) -> ApiResult {
    let key = req.idempotency_key()?;
    let input = service::ConvertInput {
        number: req.params.required("number")?.to_string(),
        from: req
            .params
            .int("from_currency_id")?
            .ok_or(AppError::field("from_currency_id"))?,
        to: req
            .params
            .int("to_currency_id")?
            .ok_or(AppError::field("to_currency_id"))?,
    };
    Envelope::data(service::convert(&app, req.lang, user.id, input, key).await?)
}
