//! The operators' P2P calls: compliance decides merchant applications; support and compliance read orders with
//! their chat and decide disputes only as release or return.

use axum::extract::State;

use super::{
    handlers::{reason, required_id, user_of},
    service,
};
use crate::{
    app::AppState,
    error::AppError,
    features::otc::back_office as otc,
    http::{ApiResult, Envelope, Req, pager::page_and_limit},
    operators::Role,
};

const CASEWORKERS: [Role; 2] = [Role::Support, Role::Compliance];

pub async fn merchants(State(app): State<AppState>, req: Req) -> ApiResult {
    service::authorize(&app, req.token.as_deref(), &[Role::Compliance]).await?;
    let paging = page_and_limit(req.params.int("page")?, req.params.int("limit")?);
    Envelope::data(otc::merchants(&app, req.params.int("status")?, paging, req.url.clone()).await?)
}

pub async fn decide_merchant(State(app): State<AppState>, req: Req) -> ApiResult {
    let operator = service::authorize(&app, req.token.as_deref(), &[Role::Compliance]).await?;
    let approve = match req.params.int("approve")? {
        Some(1) => true,
        Some(0) => false,
        _ => return Err(AppError::field("approve")),
    };
    otc::decide_merchant(&app, &operator, user_of(&req)?, approve, &reason(&req)?, &req.ip).await?;
    Ok(Envelope::text(req.lang, "saved"))
}

pub async fn orders(State(app): State<AppState>, req: Req) -> ApiResult {
    service::authorize(&app, req.token.as_deref(), &CASEWORKERS).await?;
    let paging = page_and_limit(req.params.int("page")?, req.params.int("limit")?);
    Envelope::data(otc::orders(&app, req.params.int("status")?, paging, req.url.clone()).await?)
}

pub async fn order(State(app): State<AppState>, req: Req) -> ApiResult {
    service::authorize(&app, req.token.as_deref(), &CASEWORKERS).await?;
    Envelope::data(otc::case(&app, required_id(&req)?).await?)
}

pub async fn decide_dispute(State(app): State<AppState>, req: Req) -> ApiResult {
    let operator = service::authorize(&app, req.token.as_deref(), &CASEWORKERS).await?;
    let outcome = req.params.required("outcome")?.to_string();
    otc::decide_dispute(
        &app,
        &operator,
        required_id(&req)?,
        &outcome,
        &reason(&req)?,
        &req.ip,
    )
    .await?;
    Ok(Envelope::text(req.lang, "saved"))
}
