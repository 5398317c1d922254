use axum::extract::State;

use super::{
    dto::{AddCollateralInput, ApplyInput, IdInput, ListInput},
    service,
};
use crate::{
    app::AppState,
    http::{ApiResult, Envelope, Req, SignedIn, pager::page_and_limit},
};

pub async fn config(State(app): State<AppState>) -> ApiResult {
    Envelope::data(service::config(&app).await?)
}

pub async fn eligibility(State(app): State<AppState>, SignedIn(user): SignedIn) -> ApiResult {
    Envelope::data(service::eligibility(&app, user.id).await?)
}

pub async fn apply(State(app): State<AppState>, SignedIn(user): SignedIn, req: Req) -> ApiResult {
    let key = req.idempotency_key()?;
    let input: ApplyInput = req.form()?;
    Envelope::data(service::apply(&app, user.id, input, key).await?)
}

pub async fn cancel(State(app): State<AppState>, SignedIn(user): SignedIn, req: Req) -> ApiResult {
    let input: IdInput = req.form()?;
    Envelope::data(service::cancel(&app, req.lang, user.id, input.id).await?)
}

pub async fn list(State(app): State<AppState>, SignedIn(user): SignedIn, req: Req) -> ApiResult {
    let input: ListInput = req.form()?;
    let paging = page_and_limit(input.page, input.limit);
    Envelope::data(service::list(&app, user.id.0, input.status, paging, req.url.clone()).await?)
}

pub async fn repay(State(app): State<AppState>, SignedIn(user): SignedIn, req: Req) -> ApiResult {
    let input: IdInput = req.form()?;
    Envelope::data(service::repay(&app, req.lang, user.id, input.id).await?)
}

pub async fn add_collateral(State(app): State<AppState>, SignedIn(user): SignedIn, req: Req) -> ApiResult {
    let input: AddCollateralInput = req.form()?;
    Envelope::data(service::add_collateral(&app, req.lang, user.id, input).await?)
}
