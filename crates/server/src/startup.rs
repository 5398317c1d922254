//! Builds the application from its configuration and serves it on a listener the caller bound, until the
//! caller's shutdown signal: tests run exactly what production runs.

use std::{future::Future, net::SocketAddr, sync::Arc, time::Duration};

use axum::serve::ListenerExt;
use axum::{
    Json, Router,
    extract::Request,
    http::{HeaderName, HeaderValue, StatusCode, header},
    middleware,
    routing::get,
};
use tokio::net::TcpListener;
use tower_http::{
    compression::CompressionLayer,
    request_id::{MakeRequestUuid, PropagateRequestIdLayer, SetRequestIdLayer},
    set_header::SetResponseHeaderLayer,
    trace::TraceLayer,
};

use crate::{
    app::{AppInner, AppState},
    bounded::Gate,
    clock::Clock,
    cluster::Cluster,
    config::Config,
    db::Db,
    error::{AppError, ErrorCode},
    fanout::Fanout,
    features,
    http::{
        middleware::{CONTENT_SECURITY_POLICY, REQUEST_ID, render_errors},
        openapi::{SocketEvent, openapi},
        routes::{ApiRoutes, schema_of},
    },
    market,
    notify::Notifier,
    realtime, web,
};

pub struct Application {
    state: AppState,
    router: Router,
    listener: TcpListener,
    /// The metrics listener, when `[metrics] listen` is set.
    metrics: Option<TcpListener>,
    /// The matching thread, once this node owns the tasks.
    matching: Arc<tokio::sync::Mutex<Option<market::matching::Matching>>>,
}

/// Starts the single-owner tasks: at once on a node alone, or once a cluster node takes the core lease, with the
/// fencing `token` on every write they make.
async fn start_tasks(state: &AppState, token: Option<i64>) -> anyhow::Result<market::matching::Matching> {
    let fenced = |db: &Db| match token {
        Some(token) => db.fenced(crate::cluster::CORE, token),
        None => db.clone(),
    };
    let market_ctx = market::Ctx {
        db: fenced(&state.market_ctx.db),
        ..state.market_ctx.clone()
    };
    let lever_ctx = crate::lever::Ctx {
        db: fenced(&state.lever_ctx.db),
        ..state.lever_ctx.clone()
    };
    let options_ctx = crate::options::Ctx {
        db: fenced(&state.options_ctx.db),
        ..state.options_ctx.clone()
    };
    let jobs = state.jobs.as_ref();
    let matching = market::start(&market_ctx, jobs).await?;
    crate::lever::start(&lever_ctx).await?;
    if state.config.market.maker_enabled(state.config.server.demo) {
        crate::lever::demo::start(lever_ctx.clone(), jobs);
    }
    let (db, clock, demo) = (fenced(&state.db), state.clock.clone(), state.config.server.demo);
    crate::options::settle::start(options_ctx, jobs);
    crate::earn::start(
        crate::earn::Ctx {
            db: db.clone(),
            clock: clock.clone(),
        },
        jobs,
    );
    crate::earn::ieo::start(
        crate::earn::ieo::Ctx {
            db: db.clone(),
            clock: clock.clone(),
        },
        jobs,
    );
    let dual = crate::earn::dual::Ctx {
        db: db.clone(),
        clock: clock.clone(),
        demo,
    };
    crate::earn::dual::settle::start(dual, jobs);
    let loans = crate::loans::Ctx {
        db: db.clone(),
        clock: clock.clone(),
        market: state.market.clone(),
        loans: state.loans.clone(),
    };
    crate::loans::task::start(loans, jobs);
    features::otc::expiry::start(
        features::otc::expiry::Ctx {
            db: db.clone(),
            clock: clock.clone(),
        },
        jobs,
    );
    if demo {
        let merchant = features::otc::demo::Ctx {
            db: db.clone(),
            clock: clock.clone(),
            fanout: state.fanout.clone(),
        };
        features::otc::demo::start(merchant, jobs);
    }
    let quickbuy = features::quickbuy::expiry::Ctx {
        db: db.clone(),
        clock: clock.clone(),
    };
    features::quickbuy::expiry::start(quickbuy, jobs);
    let chains = &state.config.chains;
    let sources = [
        chains
            .ethereum
            .clone()
            .map(features::funds::chain::Source::Ethereum),
        chains.tron.clone().map(features::funds::chain::Source::Tron),
        chains
            .bitcoin
            .clone()
            .map(features::funds::chain::Source::Bitcoin),
    ];
    for source in sources.into_iter().flatten() {
        let watcher = features::funds::chain::Ctx {
            db: db.clone(),
            clock: clock.clone(),
            fanout: state.fanout.clone(),
            source,
        };
        features::funds::chain::start(watcher, jobs);
    }
    let demo_market = demo
        .then(|| state.market.by_symbol("BTC/USDT").map(|m| m.id()))
        .flatten();
    let quiz = features::quiz::settle::Ctx {
        db: db.clone(),
        clock: clock.clone(),
        demo_market,
    };
    features::quiz::settle::start(quiz, jobs);
    let nft = features::nft::job::Ctx {
        db: db.clone(),
        clock: clock.clone(),
        demo,
        seeds: features::nft::seeds::SeedKey::load(&state.config)?,
    };
    features::nft::job::start(nft, jobs);
    let referral = features::referral::daily::Ctx {
        db: db.clone(),
        clock: clock.clone(),
    };
    features::referral::daily::start(referral, jobs);
    let vip = features::vip::daily::Ctx {
        db: db.clone(),
        clock: clock.clone(),
        market: state.market.clone(),
        sessions: state.sessions.clone(),
    };
    features::vip::daily::start(vip, jobs);
    let data_dir = state.config.server.data_dir.clone();
    crate::liabilities::schedule::start(crate::liabilities::Ctx { db, clock, data_dir }, jobs);
    Ok(matching)
}

/// The hashing and decoding gates, one slot per core unless configured otherwise.
fn gates(config: &Config) -> std::io::Result<(Gate, Gate)> {
    let cores = std::thread::available_parallelism().map_or(2, usize::from);
    let limits = &config.limits;
    let size = |configured: usize| if configured == 0 { cores } else { configured };
    let wait = Duration::from_millis(limits.busy_wait_ms);
    Ok((
        Gate::new("hashing", size(limits.hash_workers), wait)?,
        Gate::new("decoding", size(limits.decode_workers), wait)?,
    ))
}

/// Opens the configured database (creating the data folder for SQLite) and applies pending migrations.
pub async fn open_database(config: &Config) -> anyhow::Result<Db> {
    tokio::fs::create_dir_all(&config.server.data_dir).await?;
    let db = Db::connect(&config.database_url()).await?;
    db.migrate().await?;
    Ok(db)
}

impl Application {
    pub async fn build(config: Config, listener: TcpListener) -> anyhow::Result<Self> {
        Self::build_with_clock(config, listener, Clock::system()).await
    }

    /// Builds the server on `clock`: the system's in production, a manual one in tests that move time.
    pub async fn build_with_clock(
        config: Config,
        listener: TcpListener,
        clock: Clock,
    ) -> anyhow::Result<Self> {
        let db = open_database(&config).await?;
        let nft_seeds = features::nft::seeds::SeedKey::open_or_create(&config)?;
        features::nft::seeds::seal_legacy(&db, &nft_seeds).await?;
        let notifier = Notifier::from_config(&config, clock.clone())?;
        if config.server.demo {
            features::site::service::seed_demo_addresses(&db, clock.now_ms())
                .await
                .map_err(|e| anyhow::anyhow!("demo deposit addresses not set: {}", e.code.as_str()))?;
            features::lockming::demo::seed_demo(&db, clock.now_ms())
                .await
                .map_err(|e| anyhow::anyhow!("demo lock-mining products not set: {}", e.code.as_str()))?;
            features::loans::demo::seed_demo(&db, clock.now_ms())
                .await
                .map_err(|e| anyhow::anyhow!("demo loan offers not set: {}", e.code.as_str()))?;
            features::ieo::issue::seed_demo(&db, clock.now_ms())
                .await
                .map_err(|e| anyhow::anyhow!("demo IEO projects not set: {}", e.code.as_str()))?;
            crate::earn::dual::demo::keep(&db, clock.now_ms()).await?;
            features::quickbuy::demo::seed_demo(&db, clock.now_ms())
                .await
                .map_err(|e| anyhow::anyhow!("demo quick-buy reserve not set: {}", e.code.as_str()))?;
            features::nft::demo::seed(&db, &config.server.data_dir, &nft_seeds, clock.now_ms()).await?;
            features::otc::demo::seed(&db, clock.now_ms()).await?;
            features::coupons::back_office::seed_demo(&db, clock.now_ms())
                .await
                .map_err(|e| anyhow::anyhow!("demo coupon campaign not set: {}", e.code.as_str()))?;
        }
        crate::liabilities::schedule::at_start(&db, &config.server.data_dir, clock.now_ms()).await?;
        let market = Arc::new(market::Hub::load(&db, clock.clone()).await?);
        market::pricing::guard(&config, &db, &market).await?;
        let (cluster, driver) = Cluster::connect(
            &config.cluster,
            db.clone(),
            format!("http://{}", listener.local_addr()?),
        )
        .await?;
        let cluster = Arc::new(cluster);
        let (hashing, decoding) = gates(&config)?;
        let config = Arc::new(config);
        let fanout = Arc::new(Fanout::new(clock.clone()));
        let settings: Arc<crate::settings::Cache> = Arc::default();
        let lever = Arc::new(crate::lever::Lever::default());
        let heard_by = lever.clone();
        let loans = Arc::new(crate::loans::Loans::default());
        let watched_by = loans.clone();
        let market_ctx = market::Ctx {
            config: config.clone(),
            db: db.clone(),
            market: market.clone(),
            fanout: fanout.clone(),
            on_sample: Arc::new(move |market_id, sample| {
                watched_by.tick(market_id, sample.clone());
                heard_by.tick(market_id, sample);
            }),
            settings: settings.clone(),
            clock: clock.clone(),
        };
        let lever_ctx = crate::lever::Ctx {
            db: db.clone(),
            market: market.clone(),
            lever: lever.clone(),
            fanout: fanout.clone(),
            settings: settings.clone(),
            clock: clock.clone(),
        };
        let options_ctx = crate::options::Ctx {
            db: db.clone(),
            market: market.clone(),
            fanout: fanout.clone(),
            settings: settings.clone(),
            clock: clock.clone(),
        };
        let state = AppState::new(AppInner {
            loans,
            clock,
            config,
            db,
            notifier,
            limiter: crate::memory::ratelimit::RateLimiter::default(),
            hashing,
            decoding,
            fanout,
            market,
            market_ctx,
            lever,
            lever_ctx,
            options_ctx,
            sessions: Arc::default(),
            settings,
            cluster: cluster.clone(),
            jobs: Arc::default(),
        });
        let (socket_layer, io) = realtime::layer(state.clone(), driver).await?;
        state.fanout.set(io, cluster.enabled());
        let matching = Arc::new(tokio::sync::Mutex::new(None));
        if cluster.enabled() {
            // A market an operator opens on the owner reaches the other nodes' lists within seconds.
            let (hub, db) = (state.market.clone(), state.db.clone());
            state.jobs.every(
                "markets_sync",
                Duration::from_secs(5),
                "markets not synced this round",
                move || {
                    let (hub, db) = (hub.clone(), db.clone());
                    async move { hub.sync_markets(&db).await }
                },
            );
            let (state, held) = (state.clone(), matching.clone());
            tokio::spawn(async move {
                let cluster = state.cluster.clone();
                cluster
                    .hold(|token| async move {
                        state.market.refresh(&state.db).await?;
                        let started = start_tasks(&state, Some(token)).await?;
                        *held.lock().await = Some(started);
                        Ok(())
                    })
                    .await;
            });
        } else {
            *matching.lock().await = Some(start_tasks(&state, None).await?);
        }
        let router = router(state.clone()).layer(socket_layer);
        let router = with_common_layers(router).layer(middleware::from_fn_with_state(
            state.config.server.trust_proxy,
            crate::http::middleware::cache_and_transport,
        ));
        let metrics = match state.config.metrics.listen {
            Some(addr) => {
                crate::telemetry::handle();
                Some(TcpListener::bind(addr).await?)
            }
            None => None,
        };
        Ok(Self {
            state,
            router,
            listener,
            metrics,
            matching,
        })
    }

    pub fn local_addr(&self) -> std::io::Result<SocketAddr> {
        self.listener.local_addr()
    }

    /// Where `/metrics` is served, when it is.
    pub fn metrics_addr(&self) -> Option<SocketAddr> {
        self.metrics.as_ref().and_then(|l| l.local_addr().ok())
    }

    pub fn state(&self) -> &AppState {
        &self.state
    }

    /// Serves until `shutdown` completes, then lets requests in flight finish (10 s at most), stops the
    /// background jobs and joins them (10 s at most: a round in flight finishes), stops the matching thread and
    /// closes the database.
    pub async fn run(self, shutdown: impl Future<Output = ()> + Send + 'static) -> anyhow::Result<()> {
        let Application {
            state,
            router,
            listener,
            metrics,
            matching,
        } = self;
        let (stopped_tx, stopped_rx) = tokio::sync::watch::channel(false);
        if let Some(metrics) = metrics {
            let mut stopped = stopped_rx.clone();
            let metrics_router = crate::telemetry::router(state.db.clone());
            tokio::spawn(async move {
                let stop = async move {
                    let _ = stopped.wait_for(|s| *s).await;
                };
                if let Err(err) = axum::serve(metrics, metrics_router)
                    .with_graceful_shutdown(stop)
                    .await
                {
                    tracing::warn!(%err, "the metrics listener stopped");
                }
            });
        }
        let io = state.fanout.io().cloned();
        let signal = async move {
            shutdown.await;
            let _ = stopped_tx.send(true);
            if let Some(io) = io {
                io.close().await;
            }
        };
        let service = router.into_make_service_with_connect_info::<SocketAddr>();
        // Small writes (socket events, short answers) go out at once instead of waiting for the last one's ACK.
        let listener = listener.tap_io(|tcp| {
            if let Err(err) = tcp.set_nodelay(true) {
                tracing::debug!(%err, "TCP_NODELAY not set");
            }
        });
        let server = axum::serve(listener, service).with_graceful_shutdown(signal);
        let mut stopped = stopped_rx;
        let deadline = async move {
            let _ = stopped.wait_for(|s| *s).await;
            tokio::time::sleep(Duration::from_secs(10)).await;
        };
        tokio::select! {
            served = server => served?,
            () = deadline => tracing::warn!("requests still running after 10 s; stopping anyway"),
        }
        let stopped = state.jobs.stop(Duration::from_secs(10)).await;
        tracing::info!(
            joined = stopped.joined,
            abandoned = stopped.abandoned,
            "background jobs stopped"
        );
        if let Some(matching) = matching.lock().await.take() {
            matching.stop().await;
        }
        state.cluster.release().await;
        state.db.close().await;
        Ok(())
    }
}

/// An unknown call. Its fields are read first so that the answer speaks the `lang` sent in the body, as it does
/// on every known call.
async fn api_not_found(req: Result<crate::http::Req, AppError>) -> AppError {
    match req {
        Err(unreadable) => unreadable,
        Ok(_) => AppError::new(ErrorCode::NotFound).with_status(StatusCode::NOT_FOUND),
    }
}

async fn method_not_allowed() -> AppError {
    AppError::new(ErrorCode::MethodNotAllowed).with_status(StatusCode::METHOD_NOT_ALLOWED)
}

/// The one place that knows every feature.
pub fn api_routes() -> ApiRoutes {
    features::account::routes::routes()
        .merge(features::site::routes::routes())
        .merge(features::identity::routes::routes())
        .merge(features::upload::routes::routes())
        .merge(features::content::routes::routes())
        .merge(features::messages::routes::routes())
        .merge(features::wallet::routes::routes())
        .merge(features::funds::routes::routes())
        .merge(features::payees::routes::routes())
        .merge(features::fiat::routes::routes())
        .merge(features::quotes::routes::routes())
        .merge(features::spot::routes::routes())
        .merge(features::convert::routes::routes())
        .merge(features::micro::routes::routes())
        .merge(features::lockming::routes::routes())
        .merge(features::loans::routes::routes())
        .merge(features::follow::routes::routes())
        .merge(features::ieo::routes::routes())
        .merge(features::dual::routes::routes())
        .merge(features::lever::routes::routes())
        .merge(features::liabilities::routes::routes())
        .merge(features::otc::routes::routes())
        .merge(features::quickbuy::routes::routes())
        .merge(features::support::routes::routes())
        .merge(features::quiz::routes::routes())
        .merge(features::nft::routes::routes())
        .merge(features::referral::routes::routes())
        .merge(features::vip::routes::routes())
        .merge(features::coupons::routes::routes())
        .merge(features::chat::routes::routes())
}

/// The socket events with a fixed shape, for the OpenAPI document.
fn socket_events() -> Vec<SocketEvent> {
    let public = |name, schema| SocketEvent {
        name,
        private: false,
        schema,
    };
    let private = |name, schema| SocketEvent {
        name,
        private: true,
        schema,
    };
    vec![
        public("market_depth", schema_of::<market::events::DepthEvent>),
        public("daymarket", schema_of::<market::events::DaymarketEvent>),
        public("kline", schema_of::<market::events::KlineEvent>),
        public("index_kline", schema_of::<market::events::KlineEvent>),
        public("market_trade", schema_of::<market::events::TradeEvent>),
        private("order", schema_of::<market::view::SpotOrderEvent>),
        private("position", schema_of::<crate::lever::view::LeverTx>),
        private("balance", schema_of::<crate::fanout::balance::BalanceEvent>),
        private("option_result", schema_of::<crate::options::MicroOrder>),
        private("message", schema_of::<features::messages::dto::MailNotice>),
        public("login_result", schema_of::<crate::fanout::LoginResult>),
        public("subscribe_result", schema_of::<realtime::TopicsResult>),
        public("unsubscribe_result", schema_of::<realtime::TopicsResult>),
    ]
}

/// The OpenAPI document of the API, as `/api/openapi.json` serves it.
pub fn openapi_document() -> serde_json::Value {
    openapi(&api_routes().endpoints(), &socket_events())
}

fn router(state: AppState) -> Router {
    let (api, endpoints) = api_routes().into_parts(&state);
    let document = Arc::new(openapi(&endpoints, &socket_events()));
    let api = api
        .route(
            "/openapi.json",
            get(move || async move { Json(document.as_ref().clone()) }),
        )
        .route(
            "/quickbuy/webhook",
            axum::routing::post(features::quickbuy::webhook::receive),
        )
        .route_layer(middleware::from_fn(crate::telemetry::track))
        .fallback(api_not_found)
        .method_not_allowed_fallback(method_not_allowed)
        .layer(middleware::from_fn_with_state(
            state.cluster.clone(),
            crate::cluster::forward::api,
        ))
        .layer(middleware::from_fn(render_errors));
    let admin = crate::admin::routes::routes()
        .route_layer(middleware::from_fn(crate::telemetry::track))
        .fallback(api_not_found)
        .method_not_allowed_fallback(method_not_allowed)
        .layer(middleware::from_fn_with_state(
            state.cluster.clone(),
            crate::cluster::forward::admin,
        ))
        .layer(middleware::from_fn(render_errors));
    Router::new()
        .route("/healthz", get(healthz))
        .route("/readyz", get(readyz))
        .nest("/api", api)
        .nest("/admin/api", admin)
        .merge(web::routes())
        .merge(features::upload::routes::file_routes())
        .layer(CompressionLayer::new())
        .with_state(state)
}

/// For load balancers: 200 while the node reaches its database, 503 otherwise; says which node it is and whether
/// it owns the single-owner tasks. With `?role=owner`, 200 only on the node that runs them, so a load balancer
/// can send the calls they answer straight there. The node listens only once it is built, so a starting node is
/// not reached.
async fn healthz(
    axum::extract::State(state): axum::extract::State<AppState>,
    axum::extract::RawQuery(query): axum::extract::RawQuery,
) -> (StatusCode, Json<serde_json::Value>) {
    let db_ok =
        crate::on_db!(&state.db, c => sqlx::query_scalar::<_, i64>("SELECT CAST(1 AS BIGINT)").fetch_one(c).await).is_ok();
    let role = state.cluster.role().name();
    let owner_wanted = query.as_deref() == Some("role=owner");
    let status = if db_ok && (!owner_wanted || state.cluster.owns_tasks()) {
        StatusCode::OK
    } else {
        StatusCode::SERVICE_UNAVAILABLE
    };
    let body = serde_json::json!({ "ok": db_ok, "node": state.cluster.me.node_id, "role": role });
    (status, Json(body))
}

/// For orchestrators: 200 once this node can serve every call — its database answers, the ledger's tables are
/// readable, and the single-owner tasks run here or on an owner this node can reach; 503 otherwise.
async fn readyz(
    axum::extract::State(state): axum::extract::State<AppState>,
) -> (StatusCode, Json<serde_json::Value>) {
    let ledger = crate::on_db!(&state.db, c => sqlx::query_scalar::<_, i64>("SELECT CAST(COUNT(*) AS BIGINT) FROM assets")
        .fetch_one(c)
        .await)
    .is_ok();
    let tasks = state.cluster.owns_tasks() || state.cluster.owner().await.is_some();
    let ready = ledger && tasks;
    let status = if ready {
        StatusCode::OK
    } else {
        StatusCode::SERVICE_UNAVAILABLE
    };
    (
        status,
        Json(serde_json::json!({ "ready": ready, "database": ledger, "tasks": tasks })),
    )
}

fn with_common_layers(router: Router) -> Router {
    let request_id = HeaderName::from_static(REQUEST_ID);
    let header = |name: HeaderName, value: &'static str| {
        SetResponseHeaderLayer::if_not_present(name, HeaderValue::from_static(value))
    };
    router
        .layer(header(header::CONTENT_SECURITY_POLICY, CONTENT_SECURITY_POLICY))
        .layer(header(header::X_CONTENT_TYPE_OPTIONS, "nosniff"))
        .layer(header(header::REFERRER_POLICY, "strict-origin-when-cross-origin"))
        .layer(header(header::X_FRAME_OPTIONS, "DENY"))
        .layer(PropagateRequestIdLayer::new(request_id.clone()))
        .layer(TraceLayer::new_for_http().make_span_with(|req: &Request| {
            let id = req
                .headers()
                .get(REQUEST_ID)
                .and_then(|v| v.to_str().ok())
                .unwrap_or_default();
            tracing::info_span!("request", method = %req.method(), path = %req.uri().path(), request_id = %id)
        }))
        .layer(SetRequestIdLayer::new(request_id, MakeRequestUuid))
}
