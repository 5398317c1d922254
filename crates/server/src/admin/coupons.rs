//! The operators' coupon calls: campaigns (content) and the marketing account (finance). Audited.

use axum::extract::State;

use super::{
    handlers::{currency_of, reason, required_id},
    service,
};
use crate::{
    app::AppState,
    features::{
        coupons::back_office::{self as coupons, CampaignInput, RESERVE},
        reserve,
    },
    http::{ApiResult, Envelope, Req, pager::page_and_limit},
    operators::Role,
};

pub async fn campaigns(State(app): State<AppState>, req: Req) -> ApiResult {
    service::authorize(&app, req.token.as_deref(), &[Role::Content, Role::Finance]).await?;
    let paging = page_and_limit(req.params.int("page")?, req.params.int("limit")?);
    Envelope::data(coupons::campaigns(&app, paging, req.url.clone()).await?)
}

pub async fn create(State(app): State<AppState>, req: Req) -> ApiResult {
    let operator = service::authorize(&app, req.token.as_deref(), &[Role::Content]).await?;
    let p = &req.params;
    let text = |name: &'static str| -> Result<String, crate::error::AppError> {
        Ok(p.get(name)?.unwrap_or_default().to_string())
    };
    let input = CampaignInput {
        title: text("title")?,
        kind: p.get("kind")?.unwrap_or(crate::coupons::FEE).to_string(),
        value: text("value")?,
        quantity: p.int("quantity")?.unwrap_or(0),
        valid_days: p.int("valid_days")?.unwrap_or(0),
        code: p.get("code")?.map(str::to_string),
        eligibility: p.get("eligibility")?.unwrap_or("all").to_string(),
        min_level: p.int("min_level")?.unwrap_or(0),
        rate: p.get("rate")?.map(str::to_string),
    };
    let id = coupons::create(&app, &operator, &input, &req.ip).await?;
    Envelope::data(serde_json::json!({ "id": id }))
}

pub async fn end(State(app): State<AppState>, req: Req) -> ApiResult {
    let operator = service::authorize(&app, req.token.as_deref(), &[Role::Content]).await?;
    coupons::end(&app, &operator, required_id(&req)?, &reason(&req)?, &req.ip).await?;
    Ok(Envelope::text(req.lang, "saved"))
}

pub async fn issue(State(app): State<AppState>, req: Req) -> ApiResult {
    let operator = service::authorize(&app, req.token.as_deref(), &[Role::Content]).await?;
    let campaign = req
        .params
        .int("campaign_id")?
        .ok_or(crate::error::AppError::field("campaign_id"))?;
    let account = req.params.required("account")?.to_string();
    let id = coupons::issue(&app, &operator, campaign, &account, &req.ip).await?;
    Envelope::data(serde_json::json!({ "id": id }))
}

pub async fn reserve(State(app): State<AppState>, req: Req) -> ApiResult {
    service::authorize(&app, req.token.as_deref(), &[Role::Finance, Role::Content]).await?;
    Envelope::data(coupons::reserves(&app).await?)
}

pub async fn fund_reserve(State(app): State<AppState>, req: Req) -> ApiResult {
    let operator = service::authorize(&app, req.token.as_deref(), &[Role::Finance]).await?;
    let amount = req.params.required("amount")?;
    let reason = reason(&req)?;
    reserve::fund(
        &app,
        &operator,
        currency_of(&req)?,
        (amount, &reason),
        &RESERVE,
        &req.ip,
    )
    .await?;
    Ok(Envelope::text(req.lang, "saved"))
}

pub async fn withdraw_reserve(State(app): State<AppState>, req: Req) -> ApiResult {
    let operator = service::authorize(&app, req.token.as_deref(), &[Role::Finance]).await?;
    let amount = req.params.required("amount")?;
    let reason = reason(&req)?;
    coupons::withdraw_reserve(&app, &operator, currency_of(&req)?, (amount, &reason), &req.ip).await?;
    Ok(Envelope::text(req.lang, "saved"))
}
