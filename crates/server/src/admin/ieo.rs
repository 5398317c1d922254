//! Operators' IEO calls. A project is published with its terms and never edited; nothing here, or anywhere in
//! the back office, can change an allocation, which only the scheduler computes from the published rule.

use axum::extract::State;

use super::service;
use crate::{
    app::AppState,
    error::AppError,
    features::ieo::issue::{self, ProjectTerms},
    http::{ApiResult, Envelope, Req},
    operators::Role,
};

pub async fn create_project(State(app): State<AppState>, req: Req) -> ApiResult {
    let operator = service::authorize(&app, req.token.as_deref(), &[Role::Finance]).await?;
    let p = &req.params;
    let text =
        |name: &'static str| -> Result<String, AppError> { Ok(p.get(name)?.unwrap_or_default().to_string()) };
    let time = |name: &'static str| -> Result<i64, AppError> { p.int(name)?.ok_or(AppError::field(name)) };
    let terms = ProjectTerms {
        symbol: p.required("symbol")?.to_string(),
        asset_name: text("asset_name")?,
        scale: p.int("scale")?.unwrap_or(8),
        title: p.required("title")?.to_string(),
        summary: text("summary")?,
        logo: text("logo")?,
        white_paper: text("white_paper")?,
        website: text("website")?,
        supply: p.required("supply")?.to_string(),
        apply_cap: p.get("apply_cap")?.map(str::to_string),
        min_amount: p.required("min_amount")?.to_string(),
        max_amount: p.required("max_amount")?.to_string(),
        prices: p.required("prices")?.to_string(),
        start_at: time("start_at")?,
        end_at: time("end_at")?,
        listing_at: time("listing_at")?,
    };
    let id = issue::create_project(&app, &operator, terms, &req.ip).await?;
    Envelope::data(serde_json::json!({ "id": id }))
}
