use std::sync::{Arc, OnceLock};

use axum::{
    Json,
    extract::Request,
    http::{HeaderValue, header},
    middleware::Next,
    response::{IntoResponse, Response},
};
use serde_json::{Map, Value};

use super::{
    error::{ErrorCode, PendingError},
    extract::{RequestCtx, lang_before_body},
};
use crate::i18n::{Lang, error_text};

pub const REQUEST_ID: &str = "x-request-id";

/// A CSP that fits the single-page app: everything from our own origin, inline styles for the component
/// library, images from data/blob URLs (previews), the socket on our own origin, no framing.
pub const CONTENT_SECURITY_POLICY: &str = "default-src 'self'; script-src 'self'; style-src 'self' 'unsafe-inline'; \
img-src 'self' data: blob:; font-src 'self' data:; connect-src 'self' ws: wss:; media-src 'self' blob:; \
object-src 'none'; base-uri 'self'; form-action 'self'; frame-ancestors 'none'";

/// Gives every API request its context and turns `AppError`s into envelopes in the request's language, so that
/// every outcome, framework rejections included, answers in the same shape.
/// The localized text of an error: a bad field is named, an internal error quotes the request id.
pub fn error_message(lang: Lang, code: ErrorCode, field: Option<&str>, request_id: &str) -> String {
    match (code, field) {
        (ErrorCode::InvalidParams, Some(field)) => {
            error_text(lang, "invalid_params_field", &[("field", field)])
        }
        (code, _) => error_text(lang, code.as_str(), &[("request_id", request_id)]),
    }
}

pub async fn render_errors(mut req: Request, next: Next) -> Response {
    let fallback_lang = lang_before_body(req.uri().query(), req.headers());
    let request_id = req
        .headers()
        .get(REQUEST_ID)
        .and_then(|v| v.to_str().ok())
        .unwrap_or_default()
        .to_string();
    let ctx = Arc::new(RequestCtx {
        request_id,
        lang: OnceLock::new(),
    });
    req.extensions_mut().insert(ctx.clone());

    let response = next.run(req).await;
    let Some(pending) = response.extensions().get::<PendingError>().cloned() else {
        return response;
    };
    let lang = ctx.lang.get().copied().unwrap_or(fallback_lang);
    let message = error_message(lang, pending.code, pending.field, &ctx.request_id);
    let mut body = Map::new();
    body.insert("type".into(), pending.code.envelope_type().into());
    body.insert("message".into(), message.into());
    body.insert("error".into(), pending.code.as_str().into());
    if let Some(field) = pending.field {
        body.insert("field".into(), field.into());
    }
    let mut rendered = (response.status(), Json(Value::Object(body))).into_response();
    rendered
        .headers_mut()
        .insert(header::CACHE_CONTROL, HeaderValue::from_static("no-store"));
    rendered
}
