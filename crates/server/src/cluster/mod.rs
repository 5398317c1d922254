//! Several nodes on one PostgreSQL database (ADR 35, docs/deploy.md). The single-owner tasks (spot books, the
//! index, the contracts' risk task, the options settler, the demo maker) run on the node holding the `core` lease;
//! the others serve everything else and forward the calls those tasks answer to it. A node alone (no
//! `cluster.redis_url`) holds everything, as a single server always has.

pub mod driver;
pub mod forward;
pub mod lease;
pub mod limits;

use std::{
    future::Future,
    sync::Mutex,
    time::{Duration, Instant},
};

use tokio::sync::watch;

use crate::{config::ClusterConfig, db::Db};

use driver::NodeDriver;

use lease::{Claimant, Holder};

/// The lease every single-owner task of the server runs under.
pub const CORE: &str = "core";

/// The header a node puts on a request it forwards (its node id): a node never forwards such a request again.
/// The load balancer removes it from clients' requests.
pub const FORWARDED: &str = "x-mercato-forwarded";

/// Exit code of a node that lost its lease while owning tasks: it stops at once and is started again as a follower.
pub const LOST_LEASE_EXIT: i32 = 75;

/// What this node does for the single-owner tasks.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Role {
    /// No cluster: this node owns every task.
    Alone,
    /// Holds the core lease with this fencing token.
    Owner(i64),
    /// Another node owns the tasks (or nobody does, during a takeover).
    Follower,
}

impl Role {
    /// The role as `/healthz` names it.
    pub fn name(self) -> &'static str {
        match self {
            Role::Alone => "alone",
            Role::Owner(_) => "owner",
            Role::Follower => "follower",
        }
    }
}

pub struct Cluster {
    pub config: ClusterConfig,
    pub me: Claimant,
    /// The rate-limit counters all nodes share; `None` on a node alone, which counts in its own memory.
    pub limits: Option<limits::SharedLimits>,
    db: Db,
    role: watch::Sender<Role>,
    owner: Mutex<Option<(Instant, Holder)>>,
    pub(crate) http: reqwest::Client,
}

/// How long a node trusts what it read about the owner before reading it again.
const OWNER_FRESH: Duration = Duration::from_millis(300);

impl Cluster {
    fn new(config: &ClusterConfig, db: Db, listen_url: String, limits: Option<limits::SharedLimits>) -> Self {
        let enabled = config.enabled();
        let me = Claimant {
            holder: format!("{}/{}", config.node_id, uuid::Uuid::new_v4()),
            node_id: config.node_id.clone(),
            url: config.advertise_url.clone().unwrap_or(listen_url),
        };
        let (role, _) = watch::channel(if enabled { Role::Follower } else { Role::Alone });
        Self {
            config: config.clone(),
            me,
            limits,
            db,
            role,
            owner: Mutex::new(None),
            http: reqwest::Client::builder()
                .timeout(Duration::from_secs(30))
                .build()
                .unwrap_or_default(),
        }
    }

    /// This node's cluster from its configuration, and the socket adapter's driver: with `cluster.redis_url`, the
    /// shared rate limits and the Redis driver (PostgreSQL required); without it, a node alone.
    pub async fn connect(
        config: &ClusterConfig,
        db: Db,
        listen_url: String,
    ) -> anyhow::Result<(Self, NodeDriver)> {
        let (limits, driver) = match config.redis_url.as_deref() {
            Some(url) if config.enabled() => {
                if !db.is_postgres() {
                    anyhow::bail!("a cluster (cluster.redis_url) runs on PostgreSQL only");
                }
                (
                    Some(limits::SharedLimits::connect(url).await?),
                    NodeDriver::connect(url).await?,
                )
            }
            _ => (None, NodeDriver::Alone),
        };
        Ok((Self::new(config, db, listen_url, limits), driver))
    }

    pub fn enabled(&self) -> bool {
        self.config.enabled()
    }

    pub fn role(&self) -> Role {
        *self.role.borrow()
    }

    /// Whether this node runs the single-owner tasks now.
    pub fn owns_tasks(&self) -> bool {
        matches!(self.role(), Role::Alone | Role::Owner(_))
    }

    /// The node that owns the tasks now, read at most every 300 ms while there is one; during a takeover (no
    /// owner) it is read on every call, so calls reach the new owner as soon as it holds the lease.
    pub async fn owner(&self) -> Option<Holder> {
        if let Ok(cached) = self.owner.lock()
            && let Some((at, holder)) = cached.as_ref()
            && at.elapsed() < OWNER_FRESH
        {
            return Some(holder.clone());
        }
        let holder = match lease::holder(&self.db, CORE).await {
            Ok(holder) => holder,
            Err(err) => {
                tracing::warn!(%err, "owner of the tasks not read");
                None
            }
        };
        if let Ok(mut cached) = self.owner.lock() {
            *cached = holder.clone().map(|holder| (Instant::now(), holder));
        }
        holder
    }

    /// Forgets the owner read last, after it could not be reached: the next call reads it again.
    pub(crate) fn forget_owner(&self) {
        if let Ok(mut cached) = self.owner.lock() {
            *cached = None;
        }
    }

    /// Holds the core lease for as long as this node runs: waits for it, starts the tasks with `start` (given the
    /// fencing token) once it is taken, then renews it. A node that finds it lost stops the process: its tasks
    /// cannot commit any more (the fence), and it comes back as a follower.
    pub async fn hold<F, Fut>(&self, start: F)
    where
        F: FnOnce(i64) -> Fut,
        Fut: Future<Output = anyhow::Result<()>>,
    {
        let ttl = self.config.lease_ms;
        let mut tick = tokio::time::interval(lease::try_every(ttl));
        tick.set_missed_tick_behavior(tokio::time::MissedTickBehavior::Delay);
        let mut start = Some(start);
        let mut renewed = Instant::now();
        loop {
            tick.tick().await;
            match self.role() {
                Role::Alone => return,
                Role::Follower => match lease::acquire(&self.db, CORE, &self.me, ttl).await {
                    Ok(Some(token)) => {
                        renewed = Instant::now();
                        if let Some(start) = start.take()
                            && let Err(err) = start(token).await
                        {
                            tracing::error!(%err, "tasks did not start; stopping so another node takes them");
                            std::process::exit(LOST_LEASE_EXIT);
                        }
                        // Calls are answered here only once the tasks run; until then they are refused as
                        // unavailable, which clients retry.
                        self.role.send_replace(Role::Owner(token));
                        tracing::info!(token, node = %self.me.node_id, "this node owns the tasks");
                    }
                    Ok(None) => {}
                    Err(err) => tracing::warn!(%err, "lease not taken"),
                },
                Role::Owner(_) if renewed.elapsed() < lease::renew_every(ttl) => {}
                Role::Owner(token) => match lease::renew(&self.db, CORE, &self.me, token, ttl).await {
                    Ok(true) => renewed = Instant::now(),
                    Ok(false) => self.lost(token),
                    Err(err) => {
                        tracing::warn!(%err, "lease not renewed");
                        if renewed.elapsed() >= Duration::from_millis(u64::try_from(ttl).unwrap_or(0)) {
                            self.lost(token);
                        }
                    }
                },
            }
        }
    }

    fn lost(&self, token: i64) -> ! {
        tracing::error!(token, node = %self.me.node_id, "the core lease was lost; stopping");
        std::process::exit(LOST_LEASE_EXIT)
    }

    /// Gives the lease up on a clean stop, so another node takes over without waiting for it to expire.
    pub async fn release(&self) {
        if let Role::Owner(token) = self.role()
            && let Err(err) = lease::release(&self.db, CORE, &self.me, token).await
        {
            tracing::warn!(%err, "lease not released");
        }
    }
}
