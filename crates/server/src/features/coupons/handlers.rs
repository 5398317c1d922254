use axum::extract::State;

use super::{
    dto::{ClaimInput, ListInput, UsableInput},
    service,
};
use crate::{
    app::AppState,
    http::{ApiResult, Envelope, Req, SignedIn},
};

pub async fn list(State(app): State<AppState>, SignedIn(user): SignedIn, req: Req) -> ApiResult {
    let input: ListInput = req.form()?;
    Envelope::data(service::list(&app, user.id, &input, req.url.clone()).await?)
}

pub async fn claim(State(app): State<AppState>, SignedIn(user): SignedIn, req: Req) -> ApiResult {
    let input: ClaimInput = req.form()?;
    Envelope::data(service::claim(&app, user.id, &input.code).await?)
}

pub async fn usable(State(app): State<AppState>, SignedIn(user): SignedIn, req: Req) -> ApiResult {
    let input: UsableInput = req.form()?;
    let kind = input.kind.unwrap_or_else(|| crate::coupons::FEE.to_string());
    Envelope::data(service::usable(&app, user.id, &kind).await?)
}
