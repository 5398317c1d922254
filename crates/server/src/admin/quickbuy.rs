//! The operators' quick buy calls (finance): confirm or reject bank orders, set up countries, move reserve funds.

use axum::extract::State;

use super::{
    handlers::{currency_of, reason, required_id},
    service,
};
use crate::{
    app::AppState,
    error::AppError,
    features::{
        quickbuy::{back_office as quickbuy, repo::CountryRow, service as quickbuy_service},
        reserve,
    },
    http::{ApiResult, Envelope, Req, pager::page_and_limit},
    operators::Role,
};

pub async fn orders(State(app): State<AppState>, req: Req) -> ApiResult {
    service::authorize(&app, req.token.as_deref(), &[Role::Finance]).await?;
    let paging = page_and_limit(req.params.int("page")?, req.params.int("limit")?);
    let status = req.params.int("status")?;
    Envelope::data(quickbuy_service::list(&app, 0, status, paging, req.url.clone()).await?)
}

pub async fn confirm(State(app): State<AppState>, req: Req) -> ApiResult {
    let operator = service::authorize(&app, req.token.as_deref(), &[Role::Finance]).await?;
    quickbuy::confirm(&app, &operator, required_id(&req)?, &req.ip).await?;
    Ok(Envelope::text(req.lang, "saved"))
}

pub async fn reject(State(app): State<AppState>, req: Req) -> ApiResult {
    let operator = service::authorize(&app, req.token.as_deref(), &[Role::Finance]).await?;
    quickbuy::reject(&app, &operator, required_id(&req)?, &reason(&req)?, &req.ip).await?;
    Ok(Envelope::text(req.lang, "saved"))
}

pub async fn countries(State(app): State<AppState>, req: Req) -> ApiResult {
    service::authorize(&app, req.token.as_deref(), &[Role::Finance]).await?;
    Envelope::data(quickbuy::countries(&app).await?)
}

pub async fn save_country(State(app): State<AppState>, req: Req) -> ApiResult {
    let operator = service::authorize(&app, req.token.as_deref(), &[Role::Finance]).await?;
    let p = &req.params;
    let text = |name: &'static str| -> Result<String, AppError> {
        Ok(p.get(name)?.unwrap_or_default().trim().to_string())
    };
    let country = CountryRow {
        code: text("code")?.to_ascii_uppercase(),
        name: text("name")?,
        fiat: text("fiat")?.to_ascii_uppercase(),
        rate: text("rate")?,
        methods: text("methods")?,
        min_amount: p.int("min_amount")?.ok_or(AppError::field("min_amount"))?,
        max_amount: p.int("max_amount")?.ok_or(AppError::field("max_amount"))?,
        bank_name: text("bank_name")?,
        account_name: text("account_name")?,
        iban: text("iban")?,
        bic: text("bic")?,
        bank_address: text("bank_address")?,
        status: p.int("status")?.unwrap_or(1),
    };
    quickbuy::save_country(&app, &operator, country, &req.ip).await?;
    Ok(Envelope::text(req.lang, "saved"))
}

pub async fn reserve(State(app): State<AppState>, req: Req) -> ApiResult {
    service::authorize(&app, req.token.as_deref(), &[Role::Finance]).await?;
    Envelope::data(quickbuy::reserves(&app).await?)
}

pub async fn fund_reserve(State(app): State<AppState>, req: Req) -> ApiResult {
    let operator = service::authorize(&app, req.token.as_deref(), &[Role::Finance]).await?;
    let amount = req.params.required("amount")?;
    let reason = reason(&req)?;
    let currency = currency_of(&req)?;
    reserve::fund(
        &app,
        &operator,
        currency,
        (amount, &reason),
        &quickbuy_service::RESERVE,
        &req.ip,
    )
    .await?;
    Ok(Envelope::text(req.lang, "saved"))
}

pub async fn withdraw_reserve(State(app): State<AppState>, req: Req) -> ApiResult {
    let operator = service::authorize(&app, req.token.as_deref(), &[Role::Finance]).await?;
    let amount = req.params.required("amount")?;
    let reason = reason(&req)?;
    quickbuy::withdraw_reserve(&app, &operator, currency_of(&req)?, (amount, &reason), &req.ip).await?;
    Ok(Envelope::text(req.lang, "saved"))
}
