//! The operators' dual-investment calls (finance role): create a product, put it on sale, close its sale, fund a
//! reserve. There is deliberately no call that sets or changes a settlement price.

use axum::extract::State;

use super::{
    earn::day_number,
    handlers::{reason, required_id},
    service,
};
use crate::{
    app::AppState,
    error::AppError,
    features::{
        dual::back_office::{self as dual, ProductTerms},
        reserve,
    },
    http::{ApiResult, Envelope, Req},
    ids::AssetId,
    operators::Role,
};

fn currency(req: &Req) -> Result<AssetId, AppError> {
    req.params
        .int("currency")?
        .map(AssetId)
        .ok_or(AppError::field("currency"))
}

pub async fn products(State(app): State<AppState>, req: Req) -> ApiResult {
    service::authorize(&app, req.token.as_deref(), &[Role::Finance]).await?;
    Envelope::data(dual::products(&app).await?)
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
        &crate::features::dual::service::RESERVE,
        &req.ip,
    )
    .await?;
    Ok(Envelope::text(req.lang, "saved"))
}

pub async fn withdraw_surplus(State(app): State<AppState>, req: Req) -> ApiResult {
    let operator = service::authorize(&app, req.token.as_deref(), &[Role::Finance]).await?;
    let amount = req.params.required("amount")?;
    dual::withdraw_surplus(&app, &operator, currency(&req)?, amount, &reason(&req)?, &req.ip).await?;
    Ok(Envelope::text(req.lang, "saved"))
}

pub async fn create_product(State(app): State<AppState>, req: Req) -> ApiResult {
    let operator = service::authorize(&app, req.token.as_deref(), &[Role::Finance]).await?;
    let p = &req.params;
    let start_day = match p.get("start_date")? {
        Some(date) => Some(day_number(date)?),
        None => None,
    };
    let terms = ProductTerms {
        currency: currency(&req)?,
        kind: p.required("type")?.to_string(),
        name: p.required("name")?.to_string(),
        rate: p.required("rate")?.to_string(),
        exercise_price: p.required("exercise_price")?.to_string(),
        days: p.int("days")?,
        start_day,
        minutes: p.int("minutes")?,
        total_number: p.int("total_number")?.ok_or(AppError::field("total_number"))?,
        user_limit: p.int("user_limit")?.ok_or(AppError::field("user_limit"))?,
    };
    let id = dual::create_product(&app, &operator, terms, &req.ip).await?;
    Envelope::data(serde_json::json!({ "id": id }))
}

pub async fn open_product(State(app): State<AppState>, req: Req) -> ApiResult {
    let operator = service::authorize(&app, req.token.as_deref(), &[Role::Finance]).await?;
    dual::open_product(&app, &operator, required_id(&req)?, &req.ip).await?;
    Ok(Envelope::text(req.lang, "saved"))
}

pub async fn close_product(State(app): State<AppState>, req: Req) -> ApiResult {
    let operator = service::authorize(&app, req.token.as_deref(), &[Role::Finance]).await?;
    dual::close_product(&app, &operator, required_id(&req)?, &req.ip).await?;
    Ok(Envelope::text(req.lang, "saved"))
}
