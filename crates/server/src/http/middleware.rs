use std::sync::{Arc, OnceLock};

use axum::{
    Json,
    extract::{Request, State},
    http::{HeaderMap, HeaderValue, header},
    middleware::Next,
    response::{IntoResponse, Response},
};
use serde_json::{Map, Value};

use super::extract::{RequestCtx, lang_before_body, token_of};
use crate::{
    error::{ErrorCode, PendingError},
    i18n::{Lang, error_text},
};

pub const REQUEST_ID: &str = "x-request-id";

/// A CSP that fits the single-page app: everything from our own origin, inline styles for the component
/// library, images from data/blob URLs (previews), the socket on our own origin, no framing.
pub const CONTENT_SECURITY_POLICY: &str = "default-src 'self'; script-src 'self'; style-src 'self' 'unsafe-inline'; \
img-src 'self' data: blob:; font-src 'self' data:; connect-src 'self' ws: wss:; media-src 'self' blob:; \
object-src 'none'; base-uri 'self'; form-action 'self'; frame-ancestors 'none'";

/// Browsers that reached us over HTTPS keep to it for a year, subdomains included.
pub const STRICT_TRANSPORT_SECURITY: &str = "max-age=31536000; includeSubDomains";

/// Keeps answers to signed-in requests and every API answer out of caches, unless the handler chose its own
/// caching (public uploads, the web app's files), and sends HSTS on requests that came over HTTPS. The server
/// itself only speaks plain HTTP, so HTTPS is known from `X-Forwarded-Proto`, and only behind a trusted proxy.
pub async fn cache_and_transport(State(trust_proxy): State<bool>, req: Request, next: Next) -> Response {
    let private = token_of(req.headers()).is_some() || is_api(req.uri().path());
    let https = trust_proxy && forwarded_https(req.headers());
    let mut response = next.run(req).await;
    let headers = response.headers_mut();
    if private && !headers.contains_key(header::CACHE_CONTROL) {
        headers.insert(header::CACHE_CONTROL, HeaderValue::from_static("no-store"));
    }
    if https {
        headers.insert(
            header::STRICT_TRANSPORT_SECURITY,
            HeaderValue::from_static(STRICT_TRANSPORT_SECURITY),
        );
    }
    response
}

fn is_api(path: &str) -> bool {
    ["/api", "/admin/api"].iter().any(|prefix| {
        path.strip_prefix(prefix)
            .is_some_and(|rest| rest.is_empty() || rest.starts_with('/'))
    })
}

/// Whether the client-facing hop (the first of a proxy chain's list) was HTTPS.
fn forwarded_https(headers: &HeaderMap) -> bool {
    headers
        .get("x-forwarded-proto")
        .and_then(|v| v.to_str().ok())
        .and_then(|v| v.split(',').next())
        .is_some_and(|proto| proto.trim().eq_ignore_ascii_case("https"))
}

/// Gives every API request its context and turns `AppError`s into envelopes in the request's language, so that
/// every outcome, framework rejections included, answers in the same shape.
/// The localized text of an error: a bad field is named, an internal error quotes the request id.
pub fn error_message(lang: Lang, err: &PendingError, request_id: &str) -> String {
    match (err.code, err.field) {
        (ErrorCode::InvalidParams, Some(field)) => {
            error_text(lang, "invalid_params_field", &[("field", field)])
        }
        (code, _) => {
            let mut args: Vec<(&str, &str)> = err.args.iter().map(|(k, v)| (*k, v.as_str())).collect();
            args.push(("request_id", request_id));
            error_text(lang, err.message.unwrap_or(code.as_str()), &args)
        }
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
    let message = error_message(lang, &pending, &ctx.request_id);
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

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn only_the_api_prefixes_count_as_api_paths() {
        assert!(is_api("/api") && is_api("/api/user/info") && is_api("/admin/api/audit"));
        assert!(!is_api("/apix") && !is_api("/h5/api") && !is_api("/upload/a.png") && !is_api("/admin/apis"));
    }

    #[test]
    fn the_first_forwarded_protocol_decides_whether_the_client_used_https() {
        let mut headers = HeaderMap::new();
        assert!(!forwarded_https(&headers));
        headers.insert("x-forwarded-proto", HeaderValue::from_static("HTTPS, http"));
        assert!(forwarded_https(&headers));
        headers.insert("x-forwarded-proto", HeaderValue::from_static("http, https"));
        assert!(!forwarded_https(&headers));
    }
}
