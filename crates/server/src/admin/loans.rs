//! The operators' loan calls: review applications (finance), grant eligibility (finance, compliance), publish
//! offers and move lending reserve funds (finance). There is deliberately no call that changes a loan's debt,
//! collateral or liquidation.

use axum::extract::State;

use super::{
    handlers::{reason, required_id, user_of},
    service,
};
use crate::{
    app::AppState,
    error::AppError,
    features::{
        loans::{
            back_office::{self as loans, OfferInput},
            repo, service as loan_service,
        },
        reserve,
    },
    http::{ApiResult, Envelope, Req, pager::page_and_limit},
    ids::AssetId,
    ledger,
    operators::Role,
};

fn currency(req: &Req) -> Result<AssetId, AppError> {
    req.params
        .int("currency")?
        .map(AssetId)
        .ok_or(AppError::field("currency"))
}

pub async fn list(State(app): State<AppState>, req: Req) -> ApiResult {
    service::authorize(&app, req.token.as_deref(), &[Role::Finance]).await?;
    let status = req.params.int("status")?;
    let paging = page_and_limit(req.params.int("page")?, req.params.int("limit")?);
    Envelope::data(loan_service::list(&app, 0, status, paging, req.url.clone()).await?)
}

pub async fn approve(State(app): State<AppState>, req: Req) -> ApiResult {
    let operator = service::authorize(&app, req.token.as_deref(), &[Role::Finance]).await?;
    loans::approve(&app, &operator, required_id(&req)?, &req.ip).await?;
    Ok(Envelope::text(req.lang, "saved"))
}

pub async fn reject(State(app): State<AppState>, req: Req) -> ApiResult {
    let operator = service::authorize(&app, req.token.as_deref(), &[Role::Finance]).await?;
    loans::reject(&app, &operator, required_id(&req)?, &reason(&req)?, &req.ip).await?;
    Ok(Envelope::text(req.lang, "saved"))
}

pub async fn eligibility(State(app): State<AppState>, req: Req) -> ApiResult {
    let operator = service::authorize(&app, req.token.as_deref(), &[Role::Finance, Role::Compliance]).await?;
    let eligible = match req.params.int("eligible")? {
        Some(1) => true,
        Some(0) => false,
        _ => return Err(AppError::field("eligible")),
    };
    loans::set_eligibility(&app, &operator, user_of(&req)?, eligible, &reason(&req)?, &req.ip).await?;
    Ok(Envelope::text(req.lang, "saved"))
}

pub async fn offers(State(app): State<AppState>, req: Req) -> ApiResult {
    service::authorize(&app, req.token.as_deref(), &[Role::Finance]).await?;
    let assets = ledger::catalogue::assets(&app.db).await?;
    let mut out = Vec::new();
    for o in repo::offers(&app.db, false).await? {
        out.push(loan_service::offer_view(&app, &assets, &o).await?);
    }
    Envelope::data(out)
}

pub async fn save_offer(State(app): State<AppState>, req: Req) -> ApiResult {
    let operator = service::authorize(&app, req.token.as_deref(), &[Role::Finance]).await?;
    let p = &req.params;
    let text = |name| p.required(name).map(str::to_string);
    let input = OfferInput {
        id: p.int("id")?.unwrap_or(0),
        currency: currency(&req)?,
        day_rate: text("day_rate")?,
        overdue_rate: p.get("overdue_rate")?.unwrap_or("0.5").to_string(),
        min_amount: text("min_amount")?,
        max_amount: text("max_amount")?,
        min_days: p.int("min_days")?.ok_or(AppError::field("min_days"))?,
        max_days: p.int("max_days")?.ok_or(AppError::field("max_days"))?,
        initial_rate: text("initial_rate")?,
        liquidation_rate: p.get("liquidation_rate")?.unwrap_or("110").to_string(),
        status: p.int("status")?.unwrap_or(1),
    };
    let id = loans::save_offer(&app, &operator, input, &req.ip).await?;
    Envelope::data(serde_json::json!({ "id": id }))
}

pub async fn fund_reserve(State(app): State<AppState>, req: Req) -> ApiResult {
    let operator = service::authorize(&app, req.token.as_deref(), &[Role::Finance]).await?;
    let amount = req.params.required("amount")?;
    let reason = reason(&req)?;
    reserve::fund(
        &app,
        &operator,
        currency(&req)?,
        (amount, &reason),
        &loan_service::RESERVE,
        &req.ip,
    )
    .await?;
    Ok(Envelope::text(req.lang, "saved"))
}

pub async fn withdraw_reserve(State(app): State<AppState>, req: Req) -> ApiResult {
    let operator = service::authorize(&app, req.token.as_deref(), &[Role::Finance]).await?;
    let amount = req.params.required("amount")?;
    loans::withdraw_reserve(&app, &operator, currency(&req)?, amount, &reason(&req)?, &req.ip).await?;
    Ok(Envelope::text(req.lang, "saved"))
}
