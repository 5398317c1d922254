use axum::{
    Json,
    extract::State,
    response::{IntoResponse, Response},
};

use super::{
    dto::{AddFavouriteInput, DelFavouriteInput, KlineAnswer, KlineQuery},
    service,
};
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
    let result = match req.form::<KlineQuery>() {
        Ok(q) => service::klines(&app, q).await,
        Err(err) => Err(err),
    };
    let answer = match result {
        Ok(data) => KlineAnswer {
            code: 1,
            msg: i18n::text(req.lang, "ok", &[]),
            data,
            error: None,
        },
        Err(err) => {
            let code = err.code;
            if let Some(source) = &err.source {
                tracing::error!(error = ?source, "k-line history failed");
            }
            KlineAnswer {
                code: -1,
                msg: crate::http::middleware::error_message(req.lang, &err.pending(), ""),
                data: Vec::new(),
                error: Some(code.as_str().to_string()),
            }
        }
    };
    // Written through a JSON value, as every other answer is, so its keys keep their order on the wire.
    match serde_json::to_value(&answer) {
        Ok(body) => Json(body).into_response(),
        Err(err) => AppError::internal(err).into_response(),
    }
}

pub async fn add_favourite(State(app): State<AppState>, SignedIn(user): SignedIn, req: Req) -> ApiResult {
    let input: AddFavouriteInput = req.form()?;
    Envelope::data(service::add_favourite(&app, user.id, input.currency_id).await?)
}

pub async fn del_favourite(State(app): State<AppState>, SignedIn(user): SignedIn, req: Req) -> ApiResult {
    let input: DelFavouriteInput = req.form()?;
    let (id, currency) = (input.id.unwrap_or(0), input.currency_id.unwrap_or(0));
    if id == 0 && currency == 0 {
        return Err(AppError::field("currency_id"));
    }
    Envelope::data(service::del_favourite(&app, req.lang, user.id, id, currency).await?)
}

pub async fn favourites(State(app): State<AppState>, SignedIn(user): SignedIn, _: Req) -> ApiResult {
    Envelope::data(service::favourites(&app, user.id).await?)
}
