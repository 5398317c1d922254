use axum::{
    Router,
    routing::{get, post},
};

use super::handlers as h;
use crate::startup::AppState;

/// Routes under `/admin/api`.
pub fn routes() -> Router<AppState> {
    Router::new()
        .route("/login", post(h::login))
        .route("/logout", post(h::logout))
        .route("/me", get(h::me).post(h::me))
        .route("/audit", get(h::audit).post(h::audit))
        .route("/parameters", post(h::change_parameter))
}
