//! The operators' customer service calls (support): read conversations, reply, close. Audited.

use axum::extract::State;

use super::{handlers::required_id, service};
use crate::{
    app::AppState,
    features::support::service as support,
    http::{ApiResult, Envelope, Req, pager::page_and_limit},
    operators::Role,
};

pub async fn conversations(State(app): State<AppState>, req: Req) -> ApiResult {
    service::authorize(&app, req.token.as_deref(), &[Role::Support]).await?;
    let paging = page_and_limit(req.params.int("page")?, req.params.int("limit")?);
    Envelope::data(support::list(&app, req.params.int("status")?, paging, req.url.clone()).await?)
}

pub async fn conversation(State(app): State<AppState>, req: Req) -> ApiResult {
    service::authorize(&app, req.token.as_deref(), &[Role::Support]).await?;
    Envelope::data(support::case(&app, required_id(&req)?).await?)
}

pub async fn reply(State(app): State<AppState>, req: Req) -> ApiResult {
    let operator = service::authorize(&app, req.token.as_deref(), &[Role::Support]).await?;
    let content = req.params.required("content")?.to_string();
    support::reply(&app, &operator, required_id(&req)?, &content, &req.ip).await?;
    Ok(Envelope::text(req.lang, "saved"))
}

pub async fn close(State(app): State<AppState>, req: Req) -> ApiResult {
    let operator = service::authorize(&app, req.token.as_deref(), &[Role::Support]).await?;
    support::close_by_operator(&app, &operator, required_id(&req)?, &req.ip).await?;
    Ok(Envelope::text(req.lang, "saved"))
}
