use axum::extract::State;

use super::dto::LiabilitiesView;
use crate::{
    app::AppState,
    error::{AppError, ErrorCode},
    http::{ApiResult, Envelope, Req, SignedIn},
    liabilities,
};

pub async fn latest(State(app): State<AppState>, _: Req) -> ApiResult {
    let latest = liabilities::latest(&app.db).await?.ok_or(ErrorCode::NotFound)?;
    Envelope::data(LiabilitiesView::from(latest))
}

pub async fn proof(State(app): State<AppState>, SignedIn(user): SignedIn, _: Req) -> ApiResult {
    let proof = liabilities::proof(&app.db, user.id.0).await?;
    Envelope::data(proof.ok_or(AppError::new(ErrorCode::NotFound))?)
}
