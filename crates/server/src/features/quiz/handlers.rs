use axum::extract::State;

use super::{
    dto::{BetInput, IdInput, PageInput, RoundsInput},
    service,
};
use crate::{
    app::AppState,
    http::{ApiResult, Envelope, Req, SignedIn, pager::page_and_limit},
};

pub async fn config(State(app): State<AppState>) -> ApiResult {
    Envelope::data(service::config(&app).await?)
}

pub async fn rounds(State(app): State<AppState>, req: Req) -> ApiResult {
    let input: RoundsInput = req.form()?;
    let reader = req.maybe_user(&app).await?.map(|u| u.id);
    let paging = page_and_limit(input.page, input.limit);
    Envelope::data(service::rounds(&app, req.lang, (input.state, reader), paging, req.url.clone()).await?)
}

pub async fn round(State(app): State<AppState>, req: Req) -> ApiResult {
    let input: IdInput = req.form()?;
    let reader = req.maybe_user(&app).await?.map(|u| u.id);
    Envelope::data(service::one(&app, req.lang, input.id, reader).await?)
}

pub async fn bet(State(app): State<AppState>, SignedIn(user): SignedIn, req: Req) -> ApiResult {
    let key = req.idempotency_key()?;
    let input: BetInput = req.form()?;
    Envelope::data(service::place(&app, user.id, input, key).await?)
}

pub async fn my_bets(State(app): State<AppState>, SignedIn(user): SignedIn, req: Req) -> ApiResult {
    let input: PageInput = req.form()?;
    let paging = page_and_limit(input.page, input.limit);
    Envelope::data(service::my_bets(&app, req.lang, user.id, paging, req.url.clone()).await?)
}
