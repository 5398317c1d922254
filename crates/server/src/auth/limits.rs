//! The rate limits as the handlers use them: each attempt is recorded in the step that decides it, so concurrent
//! requests cannot all pass a check that none of them has recorded yet (ADR 31). A node alone counts in its own
//! memory; the nodes of a cluster count together in Redis (ADR 35).

use std::future::Future;

use crate::{
    app::AppState,
    error::{AppError, ErrorCode},
    ids::UserId,
};

/// Records one event against `key` within `window_ms` when fewer than `limit` are recorded, in one step; answers
/// whether it was recorded.
pub async fn hit(app: &AppState, key: &str, limit: u32, window_ms: i64) -> Result<bool, AppError> {
    match &app.cluster.limits {
        Some(shared) => shared.hit(key, limit, window_ms).await,
        None => Ok(app.limiter.hit(key, limit, window_ms, app.clock.now_ms())),
    }
}

/// Records one event against `key` within `window_ms`; `too_many_requests` once `limit` are recorded.
pub async fn record(app: &AppState, key: &str, limit: u32, window_ms: i64) -> Result<(), AppError> {
    if hit(app, key, limit, window_ms).await? {
        Ok(())
    } else {
        Err(ErrorCode::TooManyRequests.into())
    }
}

/// Records one attempt against `key` within the common window; `too_many_requests` once `limit` are recorded.
pub async fn attempt(app: &AppState, key: &str, limit: u32) -> Result<(), AppError> {
    record(app, key, limit, app.config.limits.window_seconds * 1000).await
}

/// Forgets the attempts recorded against `key` (a right operator login ends its run of failures).
pub async fn clear(app: &AppState, key: &str) -> Result<(), AppError> {
    match &app.cluster.limits {
        Some(shared) => shared.clear(key).await,
        None => {
            app.limiter.clear(key);
            Ok(())
        }
    }
}

/// A key's turn, on this node or across the cluster; given back when dropped.
pub enum Turn {
    Shared { _held: crate::cluster::limits::Turn },
    Local { _held: tokio::sync::OwnedMutexGuard<()> },
}

/// Waits until nobody else, on any node that shares the limits, holds `key`'s turn, and holds it until dropped.
pub async fn turn(app: &AppState, key: &str) -> Result<Turn, AppError> {
    Ok(match &app.cluster.limits {
        Some(shared) => Turn::Shared {
            _held: shared.turn(key).await?,
        },
        None => Turn::Local {
            _held: app.limiter.turn(key).await,
        },
    })
}

/// The events recorded against `key` within the window. Only meaningful while holding the key's turn.
pub async fn count(app: &AppState, key: &str, window_ms: i64) -> Result<usize, AppError> {
    match &app.cluster.limits {
        Some(shared) => shared.count(key, window_ms).await,
        None => Ok(app.limiter.count(key, window_ms, app.clock.now_ms())),
    }
}

/// Compares a secret (a password, a pay password, a one-time code) with its failures counted exactly: one
/// comparison per key at a time, refused with `too_many_requests` once `limit` failures are recorded in the
/// window; a failure is recorded before the next comparison starts and a success clears the count. However many
/// guesses race, at most `limit` are compared; right answers that race are only queued, never refused.
pub async fn guarded_secret<F>(app: &AppState, key: &str, limit: u32, compare: F) -> Result<bool, AppError>
where
    F: Future<Output = Result<bool, AppError>>,
{
    let window = app.config.limits.window_seconds * 1000;
    let _turn = turn(app, key).await?;
    if count(app, key, window).await? >= limit as usize {
        return Err(ErrorCode::TooManyRequests.into());
    }
    let right = compare.await?;
    if right {
        clear(app, key).await?;
    } else {
        hit(app, key, limit, window).await?;
    }
    Ok(right)
}

/// Records one order placement of a user (spot, contracts and options share the budget).
pub async fn order_placement(app: &AppState, user_id: UserId) -> Result<(), AppError> {
    let limits = &app.config.limits;
    record(
        app,
        &format!("orders:user:{user_id}"),
        limits.orders_per_window,
        limits.order_window_seconds * 1000,
    )
    .await
}
