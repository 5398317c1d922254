//! Operators' calls for the earn products: lock-mining products, their daily rates and the earn reserves.

use axum::extract::State;

use super::{
    handlers::{currency_of, reason, required_id},
    service,
};
use crate::{
    app::AppState,
    error::AppError,
    features::{lockming::admin as lockming, reserve},
    http::{ApiResult, Envelope, Req},
    ids::AssetId,
    operators::Role,
};

/// A UTC calendar date (`2026-01-31`) as the day number lock-mining rates are published for.
pub(super) fn day_number(text: &str) -> Result<i64, AppError> {
    /// The Julian day number of 1970-01-01.
    const EPOCH_JULIAN_DAY: i64 = 2_440_588;
    let bad = || AppError::field("date");
    let mut parts = text
        .trim()
        .splitn(3, '-')
        .map(|p| p.parse::<i64>().map_err(|_| bad()));
    let (year, month, day) = (
        parts.next().ok_or_else(bad)??,
        parts.next().ok_or_else(bad)??,
        parts.next().ok_or_else(bad)??,
    );
    let month = u8::try_from(month)
        .ok()
        .and_then(|m| time::Month::try_from(m).ok())
        .ok_or_else(bad)?;
    let date = time::Date::from_calendar_date(
        i32::try_from(year).map_err(|_| bad())?,
        month,
        u8::try_from(day).map_err(|_| bad())?,
    )
    .map_err(|_| bad())?;
    Ok(i64::from(date.to_julian_day()) - EPOCH_JULIAN_DAY)
}

pub async fn lockming_products(State(app): State<AppState>, req: Req) -> ApiResult {
    service::authorize(&app, req.token.as_deref(), &[Role::Finance]).await?;
    Envelope::data(lockming::products(&app).await?)
}

pub async fn lockming_fund_reserve(State(app): State<AppState>, req: Req) -> ApiResult {
    let operator = service::authorize(&app, req.token.as_deref(), &[Role::Finance]).await?;
    let currency = currency_of(&req)?;
    let amount = req.params.required("amount")?;
    let reason = reason(&req)?;
    reserve::fund(
        &app,
        &operator,
        currency,
        (amount, &reason),
        &crate::features::lockming::service::RESERVE,
        &req.ip,
    )
    .await?;
    Ok(Envelope::text(req.lang, "saved"))
}

pub async fn lockming_create_product(State(app): State<AppState>, req: Req) -> ApiResult {
    let operator = service::authorize(&app, req.token.as_deref(), &[Role::Finance]).await?;
    let p = &req.params;
    let terms = lockming::ProductTerms {
        currency: p
            .int("currency")?
            .map(AssetId)
            .ok_or(AppError::field("currency"))?,
        name: p.required("name")?.to_string(),
        days: p.int("days")?.ok_or(AppError::field("days"))?,
        min_amount: p.required("min_amount")?.to_string(),
        rate_min: p.required("rate_min")?.to_string(),
        rate_max: p.required("rate_max")?.to_string(),
        penalty: p.required("penalty")?.to_string(),
        quota: p.required("quota")?.to_string(),
    };
    let id = lockming::create_product(&app, &operator, terms, &req.ip).await?;
    Envelope::data(serde_json::json!({ "id": id }))
}

pub async fn lockming_open_product(State(app): State<AppState>, req: Req) -> ApiResult {
    let operator = service::authorize(&app, req.token.as_deref(), &[Role::Finance]).await?;
    lockming::open_product(&app, &operator, required_id(&req)?, &req.ip).await?;
    Ok(Envelope::text(req.lang, "saved"))
}

pub async fn lockming_publish_rate(State(app): State<AppState>, req: Req) -> ApiResult {
    let operator = service::authorize(&app, req.token.as_deref(), &[Role::Finance]).await?;
    let day = day_number(req.params.required("date")?)?;
    let rate = req.params.required("rate")?;
    lockming::publish_rate(&app, &operator, required_id(&req)?, day, rate, &req.ip).await?;
    Ok(Envelope::text(req.lang, "saved"))
}

pub async fn lockming_close_product(State(app): State<AppState>, req: Req) -> ApiResult {
    let operator = service::authorize(&app, req.token.as_deref(), &[Role::Finance]).await?;
    lockming::close_product(&app, &operator, required_id(&req)?, &req.ip).await?;
    Ok(Envelope::text(req.lang, "saved"))
}

pub async fn lockming_withdraw_surplus(State(app): State<AppState>, req: Req) -> ApiResult {
    let operator = service::authorize(&app, req.token.as_deref(), &[Role::Finance]).await?;
    let amount = req.params.required("amount")?;
    lockming::withdraw_surplus(
        &app,
        &operator,
        currency_of(&req)?,
        amount,
        &reason(&req)?,
        &req.ip,
    )
    .await?;
    Ok(Envelope::text(req.lang, "saved"))
}
