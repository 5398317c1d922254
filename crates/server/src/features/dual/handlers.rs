use axum::extract::State;

use super::{
    dto::{BuyInput, DetailInput, IndexInput, ListInput},
    repo::OrderFilter,
    service,
};
use crate::{
    app::AppState,
    http::{ApiResult, Envelope, Req, SignedIn, pager::page_and_limit},
};

pub async fn index(State(app): State<AppState>, req: Req) -> ApiResult {
    let input: IndexInput = req.form()?;
    Envelope::data(service::index(&app, req.lang, input.currency_id, input.kind.as_deref()).await?)
}

pub async fn detail(State(app): State<AppState>, req: Req) -> ApiResult {
    let input: DetailInput = req.form()?;
    Envelope::data(service::detail(&app, req.lang, input.id).await?)
}

pub async fn buy(State(app): State<AppState>, SignedIn(user): SignedIn, req: Req) -> ApiResult {
    let key = req.idempotency_key()?;
    let input: BuyInput = req.form()?;
    Envelope::data(service::buy(&app, req.lang, user.id, input, key).await?)
}

pub async fn orders(State(app): State<AppState>, SignedIn(user): SignedIn, req: Req) -> ApiResult {
    let input: ListInput = req.form()?;
    let (page, limit) = page_and_limit(input.page, input.limit);
    let filter = OrderFilter {
        user_id: user.id,
        asset_id: input.currency.unwrap_or(0),
        kind: input.kind.as_deref().unwrap_or(""),
        status: input.status.unwrap_or(0),
    };
    Envelope::data(service::orders(&app, req.lang, filter, page, limit).await?)
}
