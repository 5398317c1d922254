//! What every handler and task of the server shares (configuration, database, limits, the market hub and the
//! socket server), in a module of its own so that the modules it holds do not import the wiring in `startup`.

use std::{ops::Deref, sync::Arc};

use crate::{
    bounded::Gate,
    clock::Clock,
    cluster::Cluster,
    config::Config,
    db::Db,
    fanout::Fanout,
    market,
    memory::{ratelimit::RateLimiter, recent::Recent},
    notify::Notifier,
};

pub struct AppInner {
    /// The time every call and task reads.
    pub clock: Clock,
    pub config: Arc<Config>,
    pub db: Db,
    pub notifier: Notifier,
    pub limiter: RateLimiter,
    /// Ceilings on password hashing and image decoding (ADR 31).
    pub hashing: Gate,
    pub decoding: Gate,
    pub fanout: Arc<Fanout>,
    pub market: Arc<market::Hub>,
    /// The market's narrow view of this state, for the market tasks and calls.
    pub market_ctx: market::Ctx,
    pub lever: Arc<crate::lever::Lever>,
    /// The contracts' narrow view of this state.
    pub lever_ctx: crate::lever::Ctx,
    /// The way into the loan task.
    pub loans: Arc<crate::loans::Loans>,
    /// The options scheduler's narrow view of this state.
    pub options_ctx: crate::options::Ctx,
    pub sessions: Arc<Recent>,
    /// This node's place in a cluster: whether it owns the single-owner tasks, and who does.
    pub cluster: Arc<Cluster>,
    /// The display zone as last read.
    pub settings: Arc<crate::settings::Cache>,
    /// The background jobs this node runs, stopped and joined on shutdown.
    pub jobs: Arc<crate::jobs::Jobs>,
}

/// Shared by every handler: configuration, database, outgoing messages, rate limits and the socket server.
#[derive(Clone)]
pub struct AppState(Arc<AppInner>);

impl Deref for AppState {
    type Target = AppInner;
    fn deref(&self) -> &AppInner {
        &self.0
    }
}

impl AppState {
    pub fn new(inner: AppInner) -> Self {
        Self(Arc::new(inner))
    }
}
