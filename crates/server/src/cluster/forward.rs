//! Forwarding to the owner of the tasks (ADR 35): a follower passes the calls that the single-owner tasks answer
//! or that read the live index (orders, contracts, options, conversions, quotes, withdrawals, the operators' API)
//! to the node holding the core lease,
//! as they came, and hands back its answer. With no owner (a takeover under way) or an owner that cannot be
//! reached, the answer is `market_unavailable`, which clients may retry with the same idempotency key.

use std::sync::Arc;

use axum::{
    body::{Body, to_bytes},
    extract::{OriginalUri, Request, State},
    http::{HeaderMap, HeaderName, HeaderValue, header},
    middleware::Next,
    response::{IntoResponse, Response},
};

use super::{Cluster, FORWARDED};
use crate::error::{AppError, ErrorCode};

/// The calls that need the tasks, by path under `/api` (or `/admin/api`, all of which is forwarded).
const OWNED: &[&str] = &[
    "/coin/",
    "/lever/",
    "/microtrade/",
    "/currency/",
    "/user/Transfer",
    "/user/getTransferFee",
    "/wallet/change",
    // Withdrawal limits are valued at the live index, which only the owner's memory holds.
    "/wallet/out",
    "/wallet/get_info",
];

/// The largest body forwarded; uploads are not among the forwarded calls.
const MAX_BODY: usize = 1 << 20;

/// Whether a call under `/api` needs the node that owns the tasks.
pub fn owned_path(path: &str) -> bool {
    OWNED.iter().any(|p| path.starts_with(p))
}

/// Middleware for `/api`: forwards the owned calls.
pub async fn api(State(cluster): State<Arc<Cluster>>, req: Request, next: Next) -> Response {
    if cluster.owns_tasks() || !owned_path(req.uri().path()) {
        return next.run(req).await;
    }
    to_owner(&cluster, req).await
}

/// Middleware for `/admin/api`: every operator call is forwarded, so rule changes reach the tasks that read them.
pub async fn admin(State(cluster): State<Arc<Cluster>>, req: Request, next: Next) -> Response {
    if cluster.owns_tasks() {
        return next.run(req).await;
    }
    to_owner(&cluster, req).await
}

fn unavailable() -> Response {
    AppError::new(ErrorCode::MarketUnavailable).into_response()
}

async fn to_owner(cluster: &Cluster, req: Request) -> Response {
    // A call another node forwarded here because it thought this node the owner: never forward it again.
    if req.headers().contains_key(FORWARDED) {
        return unavailable();
    }
    let Some(owner) = cluster.owner().await else {
        return unavailable();
    };
    if owner.holder == cluster.me.holder {
        return unavailable();
    }
    let uri = req
        .extensions()
        .get::<OriginalUri>()
        .map_or_else(|| req.uri().clone(), |o| o.0.clone());
    let target = format!(
        "{}{}",
        owner.url.trim_end_matches('/'),
        uri.path_and_query().map_or("/", |p| p.as_str())
    );
    let (parts, body) = req.into_parts();
    let Ok(bytes) = to_bytes(body, MAX_BODY).await else {
        return AppError::new(ErrorCode::BodyTooLarge).into_response();
    };
    let mut headers = passed_headers(&parts.headers);
    headers.insert(
        HeaderName::from_static(FORWARDED),
        HeaderValue::from_str(&cluster.me.node_id).unwrap_or(HeaderValue::from_static("node")),
    );
    let sent = cluster
        .http
        .request(parts.method, &target)
        .headers(headers)
        .body(bytes)
        .send()
        .await;
    let answer = match sent {
        Ok(answer) => answer,
        Err(err) => {
            tracing::warn!(%err, owner = %owner.node_id, "forwarded call not answered");
            cluster.forget_owner();
            return unavailable();
        }
    };
    let status = answer.status();
    let headers = passed_headers(answer.headers());
    match answer.bytes().await {
        Ok(body) => {
            let mut response = Response::new(Body::from(body));
            *response.status_mut() = status;
            *response.headers_mut() = headers;
            response
        }
        Err(err) => {
            tracing::warn!(%err, owner = %owner.node_id, "forwarded answer not read");
            unavailable()
        }
    }
}

/// The headers that travel with a forwarded call or its answer: all but those of the connection itself.
fn passed_headers(from: &HeaderMap) -> HeaderMap {
    let mut headers = from.clone();
    for name in [
        header::HOST,
        header::CONNECTION,
        header::CONTENT_LENGTH,
        header::TRANSFER_ENCODING,
        header::UPGRADE,
        HeaderName::from_static("keep-alive"),
    ] {
        headers.remove(name);
    }
    headers
}

#[cfg(test)]
mod tests {
    use super::owned_path;

    #[test]
    fn calls_that_need_the_tasks_or_the_live_index_are_forwarded_and_the_rest_are_not() {
        for path in [
            "/coin/trade",
            "/lever/submit",
            "/microtrade/submit",
            "/currency/quotation_new",
            "/user/Transfer",
            "/wallet/change",
            "/wallet/out",
        ] {
            assert!(owned_path(path), "{path}");
        }
        for path in [
            "/user/login",
            "/user/info",
            "/wallet/list",
            "/upload",
            "/news/list",
            "/wallet/legal_log",
        ] {
            assert!(!owned_path(path), "{path}");
        }
    }
}
