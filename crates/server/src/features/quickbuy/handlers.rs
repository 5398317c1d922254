use axum::extract::State;

use super::{
    dto::{IdInput, ListInput, OrderInput, QuoteInput, VoucherInput},
    service,
};
use crate::{
    app::AppState,
    http::{ApiResult, Envelope, Req, SignedIn, pager::page_and_limit},
    i18n,
};

pub async fn config(State(app): State<AppState>) -> ApiResult {
    Envelope::data(service::config(&app).await?)
}

pub async fn quote(State(app): State<AppState>, SignedIn(user): SignedIn, req: Req) -> ApiResult {
    let input: QuoteInput = req.form()?;
    Envelope::data(service::quote(&app, user.id, input).await?)
}

pub async fn order(State(app): State<AppState>, SignedIn(user): SignedIn, req: Req) -> ApiResult {
    let key = req.idempotency_key()?;
    let input: OrderInput = req.form()?;
    Envelope::data(service::order(&app, user.id, input, key).await?)
}

pub async fn orders(State(app): State<AppState>, SignedIn(user): SignedIn, req: Req) -> ApiResult {
    let input: ListInput = req.form()?;
    let paging = page_and_limit(input.page, input.limit);
    Envelope::data(service::list(&app, user.id.0, input.status, paging, req.url.clone()).await?)
}

pub async fn one(State(app): State<AppState>, SignedIn(user): SignedIn, req: Req) -> ApiResult {
    let input: IdInput = req.form()?;
    Envelope::data(service::one(&app, user.id, input.id).await?)
}

pub async fn voucher(State(app): State<AppState>, SignedIn(user): SignedIn, req: Req) -> ApiResult {
    let input: VoucherInput = req.form()?;
    service::voucher(&app, user.id, input.id, &input.voucher).await?;
    Envelope::data(i18n::text(req.lang, "saved", &[]))
}

pub async fn cancel(State(app): State<AppState>, SignedIn(user): SignedIn, req: Req) -> ApiResult {
    let input: IdInput = req.form()?;
    service::cancel(&app, user.id, input.id).await?;
    Envelope::data(i18n::text(req.lang, "saved", &[]))
}
