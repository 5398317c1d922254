use axum::{
    Router,
    routing::{get, post},
};

use super::handlers as h;
use crate::startup::AppState;

pub fn routes() -> Router<AppState> {
    Router::new()
        .route("/sms_mail", post(h::send_code))
        .route("/user/check_email", post(h::check_code))
        .route("/user/register", post(h::register))
        .route("/user/registerV1", post(h::register_without_code))
        .route("/user/login", post(h::login))
        .route("/user/logout", get(h::logout))
        .route("/user/forget", post(h::forget))
        .route("/user/info", get(h::info).post(h::info))
        .route("/sms_send", post(h::send_mobile_code))
        .route("/safe/mobile", post(h::bind_mobile))
        .route("/safe/email", post(h::bind_email))
        .route("/safe/update_password", post(h::update_password))
        .route("/safe/pay_password", post(h::set_pay_password))
}
