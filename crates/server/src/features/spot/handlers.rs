use axum::extract::State;

use super::{
    dto::{CancelInput, ListInput, TradeInput},
    service,
};
use crate::{
    app::AppState,
    auth::limits,
    http::{ApiResult, Envelope, Req, SignedIn, pager::page_and_limit},
};

pub async fn trade(State(app): State<AppState>, SignedIn(user): SignedIn, req: Req) -> ApiResult {
    limits::order_placement(&app, user.id).await?;
    let key = req.idempotency_key()?;
    let input: TradeInput = req.form()?;
    let placed = service::trade(&app, req.lang, (user.id, user.vip_level), input, key).await?;
    metrics::counter!("orders_placed_total", "product" => "spot").increment(1);
    Envelope::data(placed)
}

pub async fn cancel(State(app): State<AppState>, SignedIn(user): SignedIn, req: Req) -> ApiResult {
    let input: CancelInput = req.form()?;
    Envelope::data(service::cancel(&app, req.lang, user.id, input.id).await?)
}

pub async fn list(State(app): State<AppState>, SignedIn(user): SignedIn, req: Req) -> ApiResult {
    let input: ListInput = req.form()?;
    let (page, limit) = page_and_limit(input.page, input.limit);
    let filter = service::ListFilter {
        currency_id: input.currency_id,
        legal_id: input.legal_id,
        status: input.status.unwrap_or(0),
        history: input.history.unwrap_or(false),
    };
    Envelope::data(service::list(&app, user.id, filter, page, limit).await?)
}
