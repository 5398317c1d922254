use axum::extract::State;

use super::service;
use crate::{
    http::{ApiResult, Envelope, Req},
    startup::AppState,
};

pub async fn rates(State(app): State<AppState>, _req: Req) -> ApiResult {
    Envelope::data(service::rates(&app).await?)
}
