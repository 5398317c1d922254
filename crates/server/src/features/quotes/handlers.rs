use axum::{
    Json,
    extract::State,
    response::{IntoResponse, Response},
};
use serde_json::json;

use super::service;
use crate::{
    app::AppState,
    error::AppError,
    http::{ApiResult, Envelope, Req, SignedIn},
    i18n,
};

pub async fn quotations(State(app): State<AppState>, _req: Req) -> ApiResult {
    Envelope::data(service::quotations(&app).await?)
}

/// The one call with its own envelope (API-CONTRACT §2): `{code:1,msg,data}`, or `{code:-1,msg,data:[],error}`.
pub async fn timeshar(State(app): State<AppState>, req: Req) -> Response {
    let query = || -> Result<service::KlineQuery, AppError> {
        Ok(service::KlineQuery {
            symbol: req.params.required("symbol")?.to_string(),
            period: req.params.required("period")?.to_string(),
            from: req.params.int("from")?,
            to: req.params.int("to")?,
        })
    };
    let result = match query() {
        Ok(q) => service::klines(&app, q).await,
        Err(err) => Err(err),
    };
    match result {
        Ok(data) => {
            Json(json!({ "code": 1, "msg": i18n::text(req.lang, "ok", &[]), "data": data })).into_response()
        }
        Err(err) => {
            let code = err.code;
            if let Some(source) = &err.source {
                tracing::error!(error = ?source, "k-line history failed");
            }
            let msg = crate::http::middleware::error_message(req.lang, code, err.field, "");
            Json(json!({ "code": -1, "msg": msg, "data": [], "error": code.as_str() })).into_response()
        }
    }
}

pub async fn add_favourite(State(app): State<AppState>, SignedIn(user): SignedIn, req: Req) -> ApiResult {
    let currency = req
        .params
        .int("currency_id")?
        .ok_or(AppError::field("currency_id"))?;
    Envelope::data(service::add_favourite(&app, user.id, currency).await?)
}

pub async fn del_favourite(State(app): State<AppState>, SignedIn(user): SignedIn, req: Req) -> ApiResult {
    let id = req.params.int("id")?.unwrap_or(0);
    let currency = req.params.int("currency_id")?.unwrap_or(0);
    if id == 0 && currency == 0 {
        return Err(AppError::field("currency_id"));
    }
    Envelope::data(service::del_favourite(&app, req.lang, user.id, id, currency).await?)
}

pub async fn favourites(State(app): State<AppState>, SignedIn(user): SignedIn, _: Req) -> ApiResult {
    Envelope::data(service::favourites(&app, user.id).await?)
}
