use axum::extract::State;

use super::{
    dto::{DetailInput, OrderInput},
    service,
};
use crate::{
    app::AppState,
    http::{ApiResult, Envelope, Req, SignedIn, pager::PageInput},
};

pub async fn projects(State(app): State<AppState>, req: Req) -> ApiResult {
    let (page, limit) = req.form::<PageInput>()?.page_and_limit();
    Envelope::data(service::list(&app, req.lang, page, limit).await?)
}

pub async fn detail(State(app): State<AppState>, req: Req) -> ApiResult {
    let input: DetailInput = req.form()?;
    let user = req.maybe_user(&app).await?.map(|u| u.id);
    Envelope::data(service::detail(&app, req.lang, user, input.project_id).await?)
}

pub async fn order(State(app): State<AppState>, SignedIn(user): SignedIn, req: Req) -> ApiResult {
    let key = req.idempotency_key()?;
    let input: OrderInput = req.form()?;
    Envelope::data(service::order(&app, req.lang, user.id, input, key).await?)
}

pub async fn orders(State(app): State<AppState>, SignedIn(user): SignedIn, req: Req) -> ApiResult {
    let (page, limit) = req.form::<PageInput>()?.page_and_limit();
    Envelope::data(service::orders(&app, req.lang, user.id, page, limit).await?)
}
