use axum::extract::State;

use super::{dto::ChangeInput, service};
use crate::{
    app::AppState,
    error::AppError,
    http::{ApiResult, Envelope, Req, SignedIn, pager::page_and_limit},
};

pub async fn currency_list(State(app): State<AppState>, _req: Req) -> ApiResult {
    Envelope::data(service::currency_list(&app).await?)
}

pub async fn user_currency_list(State(app): State<AppState>, SignedIn(user): SignedIn, _: Req) -> ApiResult {
    Envelope::data(service::user_currency_list(&app, user.id).await?)
}

pub async fn list(State(app): State<AppState>, SignedIn(user): SignedIn, req: Req) -> ApiResult {
    Envelope::data(service::wallet_list(&app, user.id, req.params.get("currency_name")?).await?)
}

pub async fn detail(State(app): State<AppState>, SignedIn(user): SignedIn, req: Req) -> ApiResult {
    let currency = req.params.int("currency")?.ok_or(AppError::field("currency"))?;
    let kind = req.params.required("type")?;
    Envelope::data(service::detail(&app, user.id, currency, kind).await?)
}

pub async fn change(State(app): State<AppState>, SignedIn(user): SignedIn, req: Req) -> ApiResult {
    let key = req.idempotency_key()?;
    let input = ChangeInput {
        currency_id: req
            .params
            .int("currency_id")?
            .ok_or(AppError::field("currency_id"))?,
        number: req.params.required("number")?.to_string(),
        from: req.params.required("from_field")?.to_string(),
        to: req.params.required("to_field")?.to_string(),
    };
    Envelope::data(service::change(&app, req.lang, user.id, input, key).await?)
}

pub async fn moves(State(app): State<AppState>, SignedIn(user): SignedIn, req: Req) -> ApiResult {
    let (page, limit) = page_and_limit(req.params.int("page")?, req.params.int("limit")?);
    Envelope::data(service::moves(&app, req.lang, user.id, page, limit, req.url.clone()).await?)
}

pub async fn bill(State(app): State<AppState>, SignedIn(user): SignedIn, req: Req) -> ApiResult {
    let currency = req.params.int("currency")?.unwrap_or(0);
    let kind = req.params.get("type")?.unwrap_or("0");
    let (page, limit) = page_and_limit(req.params.int("page")?, req.params.int("limit")?);
    Envelope::data(service::bill(&app, req.lang, user.id, currency, kind, page, limit).await?)
}

pub async fn rate(State(app): State<AppState>, req: Req) -> ApiResult {
    let id = req.params.int("id")?.ok_or(AppError::field("id"))?;
    Envelope::data(service::rate(&app, id).await?)
}
