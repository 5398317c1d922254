use axum::extract::State;

use super::service;
use crate::{
    app::AppState,
    http::{ApiResult, Envelope, SignedIn},
};

pub async fn mine(State(app): State<AppState>, SignedIn(user): SignedIn) -> ApiResult {
    Envelope::data(service::mine(&app, user.id).await?)
}

pub async fn levels(State(app): State<AppState>) -> ApiResult {
    Envelope::data(service::levels(&app).await?)
}
