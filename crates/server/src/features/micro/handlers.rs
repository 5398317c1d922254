use axum::extract::State;

use super::{
    dto::{ListsInput, ResultInput, SubmitInput},
    service,
};
use crate::{
    app::AppState,
    auth::limits,
    http::{ApiResult, Envelope, Req, SignedIn, pager::page_and_limit},
};

pub async fn seconds(State(app): State<AppState>, req: Req) -> ApiResult {
    let user = req.maybe_user(&app).await?;
    Envelope::data(service::seconds(&app, user.map(|u| u.id)).await?)
}

pub async fn payable_currencies(State(app): State<AppState>, req: Req) -> ApiResult {
    let user = req.maybe_user(&app).await?;
    Envelope::data(service::payable_currencies(&app, user.map(|u| u.id)).await?)
}

pub async fn submit(State(app): State<AppState>, SignedIn(user): SignedIn, req: Req) -> ApiResult {
    limits::order_placement(&app, user.id).await?;
    let key = req.idempotency_key()?;
    let input: SubmitInput = req.form()?;
    let placed = service::submit(&app, req.lang, user.id, input, key).await?;
    metrics::counter!("orders_placed_total", "product" => "option").increment(1);
    Envelope::data(placed)
}

pub async fn get_result(State(app): State<AppState>, SignedIn(user): SignedIn, req: Req) -> ApiResult {
    let input: ResultInput = req.form()?;
    Envelope::data(service::get_result(&app, req.lang, user.id, input.id).await?)
}

pub async fn lists(State(app): State<AppState>, SignedIn(user): SignedIn, req: Req) -> ApiResult {
    let input: ListsInput = req.form()?;
    let (page, limit) = page_and_limit(input.page, Some(input.limit.unwrap_or(5)));
    let filter = service::ListFilter {
        match_id: input.match_id.unwrap_or(0),
        status: input.status.unwrap_or(0),
    };
    Envelope::data(service::lists(&app, req.lang, user.id, filter, page, limit, req.url.clone()).await?)
}
