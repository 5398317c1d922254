use axum::extract::State;

use super::{
    dto::LoginInput,
    service::{self, ParameterChange, Role},
};
use crate::{
    http::{ApiResult, Envelope, Req, pager::page_and_limit},
    startup::AppState,
};

pub async fn login(State(app): State<AppState>, req: Req) -> ApiResult {
    let input = LoginInput::from_params(&req.params)?;
    Envelope::data(service::login(&app, input, &req.ip).await?)
}

pub async fn logout(State(app): State<AppState>, req: Req) -> ApiResult {
    service::logout(&app, req.token.as_deref()).await?;
    Ok(Envelope::text(req.lang, "logged_out"))
}

pub async fn me(State(app): State<AppState>, req: Req) -> ApiResult {
    let operator = service::authorize(
        &app,
        req.token.as_deref(),
        &[Role::Finance, Role::Compliance, Role::Support, Role::Content],
    )
    .await?;
    Envelope::data(service::info(&operator))
}

pub async fn audit(State(app): State<AppState>, req: Req) -> ApiResult {
    service::authorize(&app, req.token.as_deref(), &[Role::Admin]).await?;
    let (page, limit) = page_and_limit(req.params.int("page")?, req.params.int("limit")?);
    Envelope::data(service::audit_log(&app, page, limit).await?)
}

pub async fn change_parameter(State(app): State<AppState>, req: Req) -> ApiResult {
    let operator = service::authorize(&app, req.token.as_deref(), &[Role::Admin]).await?;
    let change = ParameterChange {
        product: req.params.required("product")?.to_string(),
        key: req.params.required("key")?.to_string(),
        value: req.params.get("value").unwrap_or_default().to_string(),
    };
    service::change_parameter(&app, &operator, change, &req.ip).await?;
    Ok(Envelope::text(req.lang, "saved"))
}
