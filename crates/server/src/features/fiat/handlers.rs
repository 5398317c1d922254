use axum::extract::State;

use super::service;
use crate::{
    app::AppState,
    http::{ApiResult, Envelope, Req},
};

pub async fn rates(State(app): State<AppState>, _req: Req) -> ApiResult {
    Envelope::data(service::rates(&app).await?)
}
