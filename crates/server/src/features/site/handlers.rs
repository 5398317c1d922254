use axum::extract::State;

use super::service;
use crate::{
    app::AppState,
    http::{ApiResult, Envelope, Req, pager::page_and_limit},
};

pub async fn site_config(State(app): State<AppState>, _req: Req) -> ApiResult {
    Envelope::data(service::site_config(&app).await?)
}

pub async fn setting(State(app): State<AppState>, req: Req) -> ApiResult {
    let key = req.params.required("keyword")?;
    Envelope::data(service::public_setting(&app, key).await?)
}

pub async fn rules(State(app): State<AppState>, req: Req) -> ApiResult {
    Envelope::data(service::published_rules(&app, req.params.get("product")?).await?)
}

pub async fn changelog(State(app): State<AppState>, req: Req) -> ApiResult {
    let (page, limit) = page_and_limit(req.params.int("page")?, req.params.int("limit")?);
    Envelope::data(service::changelog(&app, req.params.get("product")?, page, limit, req.url.clone()).await?)
}
