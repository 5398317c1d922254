use axum::extract::State;

use super::{
    dto::{CancelInput, DepositInput, OrdersInput},
    service,
};
use crate::{
    app::AppState,
    http::{ApiResult, Envelope, Req, SignedIn, pager::PageInput, pager::page_and_limit},
};

pub async fn config(State(app): State<AppState>, req: Req) -> ApiResult {
    let (page, limit) = req.form::<PageInput>()?.page_and_limit();
    Envelope::data(service::config(&app, req.lang, page, limit).await?)
}

pub async fn orders(State(app): State<AppState>, SignedIn(user): SignedIn, req: Req) -> ApiResult {
    let input: OrdersInput = req.form()?;
    let (page, limit) = page_and_limit(input.page, input.limit);
    let status = input.status.unwrap_or(0);
    Envelope::data(service::orders(&app, user.id, status, page, limit).await?)
}

pub async fn deposit(State(app): State<AppState>, SignedIn(user): SignedIn, req: Req) -> ApiResult {
    let key = req.idempotency_key()?;
    let input: DepositInput = req.form()?;
    Envelope::data(service::deposit(&app, req.lang, user.id, input, key).await?)
}

pub async fn cancel(State(app): State<AppState>, SignedIn(user): SignedIn, req: Req) -> ApiResult {
    let input: CancelInput = req.form()?;
    Envelope::data(service::cancel(&app, req.lang, user.id, input.id).await?)
}
