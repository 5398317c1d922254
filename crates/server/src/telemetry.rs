//! Prometheus metrics (docs/operations.md): recorded anywhere with the `metrics` macros and served as text at
//! `/metrics` on their own listener (`[metrics] listen`), never on the public one. Names and labels:
//!
//! - `http_request_duration_seconds{method, route, status}`: a histogram per route template.
//! - `socket_connections` (gauge), `socket_events_total{event}`.
//! - `orders_placed_total{product, market}`, `trades_total{market}`.
//! - `ledger_postings_total{kind}`.
//! - `job_runs_total{job}`, `job_failures_total{job}`.
//! - `db_pool_connections{pool, state}` (gauge, sampled at each scrape).

use std::{sync::OnceLock, time::Instant};

use axum::{
    Router,
    extract::{MatchedPath, Request, State},
    middleware::Next,
    response::{IntoResponse, Response},
    routing::get,
};
use metrics_exporter_prometheus::{Matcher, PrometheusBuilder, PrometheusHandle};

use crate::db::Db;

/// Latency buckets (seconds) from 1 ms to 10 s.
const BUCKETS: &[f64] = &[
    0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1.0, 2.5, 5.0, 10.0,
];

static HANDLE: OnceLock<Option<PrometheusHandle>> = OnceLock::new();

/// The process's recorder, installed on first use; `None` when another recorder was installed first.
pub fn handle() -> Option<&'static PrometheusHandle> {
    HANDLE
        .get_or_init(|| {
            let builder = PrometheusBuilder::new()
                .set_buckets_for_metric(Matcher::Suffix("_seconds".into()), BUCKETS)
                .ok()?;
            builder.install_recorder().ok()
        })
        .as_ref()
}

/// Records each request's latency under its route template (`/api/coin/trade`), never its raw path.
pub async fn track(req: Request, next: Next) -> Response {
    let route = req
        .extensions()
        .get::<MatchedPath>()
        .map_or_else(|| "unmatched".to_string(), |p| p.as_str().to_string());
    let method = req.method().to_string();
    let start = Instant::now();
    let response = next.run(req).await;
    let status = response.status().as_u16().to_string();
    metrics::histogram!("http_request_duration_seconds", "method" => method, "route" => route, "status" => status)
        .record(start.elapsed().as_secs_f64());
    response
}

/// The metrics listener's routes.
pub fn router(db: Db) -> Router {
    Router::new().route("/metrics", get(render)).with_state(db)
}

async fn render(State(db): State<Db>) -> Response {
    for (pool, size, idle) in db.pool_usage() {
        metrics::gauge!("db_pool_connections", "pool" => pool, "state" => "open").set(f64::from(size));
        metrics::gauge!("db_pool_connections", "pool" => pool, "state" => "idle").set(idle as f64);
    }
    match handle() {
        Some(handle) => (
            [(axum::http::header::CONTENT_TYPE, "text/plain; version=0.0.4")],
            handle.render(),
        )
            .into_response(),
        None => (axum::http::StatusCode::SERVICE_UNAVAILABLE, "no metrics recorder").into_response(),
    }
}

/// Counts a scheduler's round, and its failure when it failed.
pub fn job_ran<T, E>(job: &'static str, outcome: &Result<T, E>) {
    metrics::counter!("job_runs_total", "job" => job).increment(1);
    if outcome.is_err() {
        metrics::counter!("job_failures_total", "job" => job).increment(1);
    }
}
