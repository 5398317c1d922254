use axum::extract::State;

use super::{
    dto::{ConvertInput, FeeInput},
    service,
};
use crate::{
    app::AppState,
    http::{ApiResult, Envelope, Req, SignedIn},
};

pub async fn list(State(app): State<AppState>, SignedIn(user): SignedIn, _: Req) -> ApiResult {
    Envelope::data(service::list(&app, user.id).await?)
}

pub async fn fee(State(app): State<AppState>, SignedIn(_): SignedIn, req: Req) -> ApiResult {
    let input: FeeInput = req.form()?;
    Envelope::data(service::fee(&app, input.from_currency_id, input.to_currency_id).await?)
}

pub async fn convert(State(app): State<AppState>, SignedIn(user): SignedIn, req: Req) -> ApiResult {
    let key = req.idempotency_key()?;
    let input: ConvertInput = req.form()?;
    Envelope::data(service::convert(&app, req.lang, user.id, input, key).await?)
}
