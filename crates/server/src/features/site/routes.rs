use axum::{Router, routing::get};

use super::handlers as h;
use crate::startup::AppState;

pub fn routes() -> Router<AppState> {
    Router::new()
        .route("/getSiteConfig", get(h::site_config).post(h::site_config))
        .route("/getSetting", get(h::setting).post(h::setting))
        .route("/rules", get(h::rules).post(h::rules))
}
