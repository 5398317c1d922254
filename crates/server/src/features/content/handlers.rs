use axum::extract::State;

use super::service::{self, Page};
use crate::{
    app::AppState,
    error::AppError,
    http::{ApiResult, Envelope, Req, pager::page_and_limit},
};

pub async fn popup(State(app): State<AppState>, req: Req) -> ApiResult {
    Envelope::data(service::popup(&app, req.lang).await?)
}

pub async fn list(State(app): State<AppState>, req: Req) -> ApiResult {
    let c_id = req.params.int("c_id")?.ok_or(AppError::field("c_id"))?;
    let (page, limit) = page_and_limit(req.params.int("page")?, req.params.int("limit")?);
    Envelope::data(service::list(&app, req.lang, c_id, page, limit).await?)
}

pub async fn detail(State(app): State<AppState>, req: Req) -> ApiResult {
    let id = req.params.int("id")?.ok_or(AppError::field("id"))?;
    Envelope::data(service::detail(&app, req.lang, id).await?)
}

pub async fn faq(State(app): State<AppState>, req: Req) -> ApiResult {
    Envelope::data(service::page(&app, req.lang, Page::Faq).await?)
}

pub async fn contact(State(app): State<AppState>, req: Req) -> ApiResult {
    Envelope::data(service::page(&app, req.lang, Page::Contact).await?)
}

pub async fn about(State(app): State<AppState>, req: Req) -> ApiResult {
    Envelope::data(service::page(&app, req.lang, Page::About).await?)
}

pub async fn compliance(State(app): State<AppState>, req: Req) -> ApiResult {
    Envelope::data(service::page(&app, req.lang, Page::Compliance).await?)
}

pub async fn menu(State(app): State<AppState>, _req: Req) -> ApiResult {
    Envelope::data(service::menu(&app).await?)
}
