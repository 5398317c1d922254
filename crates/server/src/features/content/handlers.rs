use axum::extract::State;

use super::{
    dto::{NewsInput, NewsListInput},
    help,
    service::{self, Page},
};
use crate::{
    app::AppState,
    http::{ApiResult, Envelope, Req, pager::page_and_limit},
};

pub async fn popup(State(app): State<AppState>, req: Req) -> ApiResult {
    Envelope::data(service::popup(&app, req.lang).await?)
}

pub async fn list(State(app): State<AppState>, req: Req) -> ApiResult {
    let input: NewsListInput = req.form()?;
    let (page, limit) = page_and_limit(input.page, input.limit);
    Envelope::data(service::list(&app, req.lang, input.c_id, page, limit).await?)
}

pub async fn detail(State(app): State<AppState>, req: Req) -> ApiResult {
    let input: NewsInput = req.form()?;
    Envelope::data(service::detail(&app, req.lang, input.id).await?)
}

pub async fn help_categories(State(app): State<AppState>, req: Req) -> ApiResult {
    Envelope::data(help::categories(&app, req.lang).await?)
}

pub async fn help_category(State(app): State<AppState>, req: Req) -> ApiResult {
    let input: NewsInput = req.form()?;
    Envelope::data(help::category(&app, req.lang, input.id).await?)
}

pub async fn help_question(State(app): State<AppState>, req: Req) -> ApiResult {
    let input: NewsInput = req.form()?;
    Envelope::data(help::question(&app, req.lang, input.id).await?)
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
