use axum::extract::State;

use super::{
    dto::{MoneyMovesInput, RulesInput, SettingInput},
    service,
};
use crate::{
    app::AppState,
    http::{ApiResult, Envelope, Req, pager::page_and_limit},
};

pub async fn site_config(State(app): State<AppState>, _req: Req) -> ApiResult {
    Envelope::data(service::site_config(&app).await?)
}

pub async fn setting(State(app): State<AppState>, req: Req) -> ApiResult {
    let input: SettingInput = req.form()?;
    Envelope::data(service::public_setting(&app, &input.keyword).await?)
}

pub async fn rules(State(app): State<AppState>, req: Req) -> ApiResult {
    let input: RulesInput = req.form()?;
    Envelope::data(service::published_rules(&app, input.product.as_deref()).await?)
}

pub async fn changelog(State(app): State<AppState>, req: Req) -> ApiResult {
    let input: RulesInput = req.form()?;
    let (page, limit) = page_and_limit(input.page, input.limit);
    let product = input.product.as_deref();
    Envelope::data(service::changelog(&app, product, page, limit, req.url.clone()).await?)
}

pub async fn money_moves(State(app): State<AppState>, req: Req) -> ApiResult {
    let input: MoneyMovesInput = req.form()?;
    let (page, limit) = page_and_limit(input.page, input.limit);
    Envelope::data(service::money_moves(&app, page, limit, req.url.clone()).await?)
}
