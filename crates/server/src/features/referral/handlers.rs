use axum::extract::State;

use super::{
    dto::{IdInput, PageInput},
    service,
};
use crate::{
    app::AppState,
    http::{ApiResult, Envelope, Req, SignedIn, pager::page_and_limit},
};

pub async fn invite(State(app): State<AppState>, SignedIn(user): SignedIn, req: Req) -> ApiResult {
    Envelope::data(service::invite(&app, user.id, &req.url).await?)
}

pub async fn invitees(State(app): State<AppState>, SignedIn(user): SignedIn, req: Req) -> ApiResult {
    let input: PageInput = req.form()?;
    let paging = page_and_limit(input.page, input.limit);
    Envelope::data(service::invitees(&app, user.id, paging, req.url.clone()).await?)
}

pub async fn rebates(State(app): State<AppState>, SignedIn(user): SignedIn, req: Req) -> ApiResult {
    let input: PageInput = req.form()?;
    let paging = page_and_limit(input.page, input.limit);
    Envelope::data(service::rebates(&app, user.id, paging, req.url.clone()).await?)
}

pub async fn rebate_detail(State(app): State<AppState>, SignedIn(user): SignedIn, req: Req) -> ApiResult {
    let input: IdInput = req.form()?;
    Envelope::data(service::detail(&app, user.id, input.id).await?)
}
