//! Configuration layers (ARCHITECTURE §12): built-in defaults, an optional `mercato.toml`, environment variables
//! `MERCATO__SECTION__KEY`, then command-line flags.

use std::{net::SocketAddr, path::PathBuf};

use figment::{
    Figment,
    providers::{Env, Format, Serialized, Toml},
};
use serde::{Deserialize, Serialize};

#[derive(Debug, Clone, Default, Serialize, Deserialize)]
#[serde(default)]
pub struct Config {
    pub server: ServerConfig,
    pub database: DatabaseConfig,
    pub auth: AuthConfig,
    pub limits: LimitsConfig,
    pub smtp: Option<SmtpConfig>,
    pub sms: Option<SmsConfig>,
    pub rates: RatesConfig,
    pub market: MarketConfig,
    pub cluster: ClusterConfig,
    pub metrics: MetricsConfig,
    pub quickbuy: QuickBuyConfig,
    pub nft: NftConfig,
    pub chains: ChainsConfig,
}

/// The operator's own chain nodes the deposit watchers read (docs/operations.md, ADR 82). A network without a node
/// configured has no watcher, and its deposits are credited only by finance or `/admin/api/deposits/notify`.
#[derive(Debug, Clone, Default, Serialize, Deserialize)]
#[serde(default)]
pub struct ChainsConfig {
    /// The Ethereum node (network `ERC20`): native ETH and the listed token contracts.
    pub ethereum: Option<EthereumConfig>,
    /// The TRON full node (network `TRC20`): TRX and the listed TRC-20 contracts.
    pub tron: Option<TronConfig>,
    /// Bitcoin Core (network `BTC`), with a watch-only wallet of users' addresses.
    pub bitcoin: Option<BitcoinConfig>,
}

#[derive(Debug, Clone, Serialize, Deserialize)]
#[serde(default)]
pub struct BitcoinConfig {
    /// The node's RPC address (`http://127.0.0.1:8332`).
    pub rpc_url: String,
    pub rpc_user: String,
    pub rpc_password: String,
    /// The watch-only descriptor wallet the watcher creates and reads.
    pub wallet: String,
    /// How often a round runs.
    pub poll_ms: u64,
    /// The watch-only wallet on the node that holds the hot wallet's descriptors, which funds withdrawals as
    /// PSBTs for the offline signer (ADR 85). Unset, BTC withdrawals are paid by hand.
    pub hot_wallet: Option<String>,
}

impl Default for BitcoinConfig {
    fn default() -> Self {
        Self {
            rpc_url: String::new(),
            rpc_user: String::new(),
            rpc_password: String::new(),
            wallet: "mercato-deposits".into(),
            poll_ms: 10_000,
            hot_wallet: None,
        }
    }
}

#[derive(Debug, Clone, Serialize, Deserialize)]
#[serde(default)]
pub struct TronConfig {
    /// The full node's HTTP API (`http://127.0.0.1:8090`).
    pub api_url: String,
    /// TRC-20 contracts by the asset symbol they pay in (`USDT = "TR7NHq…"`); their decimals are read from the
    /// contract.
    pub tokens: std::collections::BTreeMap<String, String>,
    /// The most blocks one round reads.
    pub batch_blocks: u64,
    /// How often a round runs.
    pub poll_ms: u64,
    /// The first block a new watcher reads; unset means the node's head when the watcher first runs.
    pub start_height: Option<u64>,
    /// The hot address withdrawals are paid from (`T…`); its key stays with the offline signer (ADR 84). Unset,
    /// TRON withdrawals are paid by hand.
    pub hot_address: Option<String>,
}

impl Default for TronConfig {
    fn default() -> Self {
        Self {
            api_url: String::new(),
            tokens: Default::default(),
            batch_blocks: 20,
            poll_ms: 3_000,
            start_height: None,
            hot_address: None,
        }
    }
}

#[derive(Debug, Clone, Serialize, Deserialize)]
#[serde(default)]
pub struct EthereumConfig {
    /// The node's JSON-RPC address (`http://127.0.0.1:8545`).
    pub rpc_url: String,
    /// Token contracts by the asset symbol they pay in (`USDT = "0xdAC1…"`); their decimals are read from the
    /// contract.
    pub tokens: std::collections::BTreeMap<String, String>,
    /// The most blocks one round reads.
    pub batch_blocks: u64,
    /// How often a round runs.
    pub poll_ms: u64,
    /// The first block a new watcher reads; unset means the node's head when the watcher first runs.
    pub start_height: Option<u64>,
    /// The operator's hot address, which pays withdrawals: their transactions are exported unsigned for it and
    /// must come back signed by it. Unset: withdrawals are paid by hand, as before.
    pub hot_address: Option<String>,
}

impl Default for EthereumConfig {
    fn default() -> Self {
        Self {
            rpc_url: String::new(),
            tokens: Default::default(),
            batch_blocks: 100,
            poll_ms: 4_000,
            start_height: None,
            hot_address: None,
        }
    }
}

/// The NFT marketplace's secret (ADR 71): every blind-box series' seed derives from it and the series id.
#[derive(Debug, Clone, Default, Serialize, Deserialize)]
#[serde(default)]
pub struct NftConfig {
    /// The file holding the secret; unset means `<data_dir>/nft-seed.key`, created at first start. Nodes of one
    /// cluster must name the same secret.
    pub seed_key_file: Option<PathBuf>,
}

/// The card and wallet payment provider of quick buy (docs/api/quickbuy.md). Card and wallet are offered only when
/// `provider_url` and `provider_secret` are both set.
#[derive(Debug, Clone, Default, Serialize, Deserialize)]
#[serde(default)]
pub struct QuickBuyConfig {
    /// The provider's base address; its checkout is `<provider_url>/checkout`.
    pub provider_url: Option<String>,
    /// The shared secret of the webhook's HMAC-SHA256 signature.
    pub provider_secret: Option<String>,
    /// The name shown on the pay button.
    pub provider_name: String,
}

/// Prometheus metrics at `http://<listen>/metrics`, on a listener of their own; off unless `listen` is set.
#[derive(Debug, Clone, Default, Serialize, Deserialize)]
#[serde(default)]
pub struct MetricsConfig {
    pub listen: Option<SocketAddr>,
}

/// Several nodes on one PostgreSQL database (docs/deploy.md, ADR 35). A node joins a cluster when `redis_url` is
/// set; without it the node is alone and behaves as a single server always has.
#[derive(Debug, Clone, Serialize, Deserialize)]
#[serde(default)]
pub struct ClusterConfig {
    /// Redis for socket.io fan-out between nodes and the shared rate-limit counters.
    pub redis_url: Option<String>,
    /// This node's name in logs, leases and `/healthz`; two nodes may share it without harm.
    pub node_id: String,
    /// Where the other nodes reach this one (`http://10.0.0.5:8080`), to forward requests for the tasks it owns.
    pub advertise_url: Option<String>,
    /// How long a lease lasts without renewal; its holder renews it every third of that. Another node takes the
    /// tasks over at most this long (plus one renewal attempt) after their owner stopped.
    pub lease_ms: i64,
}

impl Default for ClusterConfig {
    fn default() -> Self {
        Self {
            redis_url: None,
            node_id: "node".into(),
            advertise_url: None,
            lease_ms: 6_000,
        }
    }
}

impl ClusterConfig {
    pub fn enabled(&self) -> bool {
        self.redis_url.as_deref().is_some_and(|u| !u.trim().is_empty())
    }
}

/// The market core: which price feed runs, its seed, and the demo extras.
#[derive(Debug, Clone, Serialize, Deserialize)]
#[serde(default)]
pub struct MarketConfig {
    /// `simulator` (the default), `binance` or `okx` (that exchange's public prices for the crypto pairs it lists,
    /// the simulator for the rest), or `none` (no index prices at all).
    pub feed: String,
    /// The exchange's websocket endpoint instead of its public one: a proxy, or a local server in tests.
    pub feed_url: Option<String>,
    /// Where stock quotes come from: `finnhub` (its trades websocket, with `stock_feed_key`), or empty for none.
    pub stock_feed: String,
    /// The stock feed's websocket endpoint instead of its public one.
    pub stock_feed_url: Option<String>,
    /// The operator's key for the stock feed, sent as the `token` of its URL.
    pub stock_feed_key: String,
    /// Seed of the simulator, for reproducible tests and benchmarks only: the same seed and last prices give the
    /// same path. Unset (the default), every shock is drawn from the operating system's entropy, so nobody, the
    /// operator included, can compute a future price.
    pub seed: Option<u64>,
    /// Outside demo mode the server refuses to start while a market open for contracts, options, quiz, dual or
    /// copy trading would be priced by the simulator. With this set it starts, and closes those markets for
    /// contracts and options instead, recording the closure in the public changelog.
    pub close_unpriced: bool,
    /// Lets a server outside demo mode keep money products open on simulated prices. For the test suites and
    /// benchmarks only; the app still labels every simulated market.
    pub simulated_money_markets: bool,
    /// The demo market maker; unset means on in demo mode only.
    pub maker: Option<bool>,
    /// Simulated candle history for instruments with none; unset means on in demo mode only.
    pub history: Option<bool>,
}

impl Default for MarketConfig {
    fn default() -> Self {
        Self {
            feed: "simulator".into(),
            feed_url: None,
            stock_feed: String::new(),
            stock_feed_url: None,
            stock_feed_key: String::new(),
            seed: None,
            close_unpriced: false,
            simulated_money_markets: false,
            maker: None,
            history: None,
        }
    }
}

impl MarketConfig {
    pub fn maker_enabled(&self, demo: bool) -> bool {
        self.maker.unwrap_or(demo)
    }

    pub fn history_enabled(&self, demo: bool) -> bool {
        self.history.unwrap_or(demo)
    }
}

/// Where fiat exchange rates come from. Without a provider the table shipped with the release is used, marked
/// stale with its date.
#[derive(Debug, Clone, Default, Serialize, Deserialize)]
#[serde(default)]
pub struct RatesConfig {
    /// A URL answering `{"rates": {"CNY": 7.1, ...}}` against USD.
    pub provider_url: Option<String>,
}

#[derive(Debug, Clone, Serialize, Deserialize)]
#[serde(default)]
pub struct ServerConfig {
    pub listen: SocketAddr,
    pub data_dir: PathBuf,
    pub demo: bool,
    /// Take the client address from `X-Forwarded-For` (only behind a reverse proxy you run).
    pub trust_proxy: bool,
    /// Serve the web app from this folder instead of the copy built into the binary.
    pub web_dir: Option<PathBuf>,
    /// Serve the operators' console from this folder instead of the copy built into the binary.
    pub console_dir: Option<PathBuf>,
    /// The site's origins (`https://host[:port]`) that browser-wallet challenges may name; a request that reached
    /// another host gets none. Empty: only this machine's loopback names (`localhost`, `127.0.0.1`, `[::1]`).
    pub site_origins: Vec<String>,
}

#[derive(Debug, Clone, Default, Serialize, Deserialize)]
#[serde(default)]
pub struct DatabaseConfig {
    /// `sqlite://…` or `postgres://…`; empty means SQLite at `<data_dir>/mercato.db`.
    pub url: String,
}

#[derive(Debug, Clone, Serialize, Deserialize)]
#[serde(default)]
pub struct AuthConfig {
    pub session_ttl_hours: i64,
    /// Lower argon2 cost for test runs; never set it in production.
    pub weak_password_hashing: bool,
}

#[derive(Debug, Clone, Serialize, Deserialize)]
#[serde(default)]
pub struct LimitsConfig {
    pub window_seconds: i64,
    /// Wrong passwords (and codes) one account may take from one network (an IPv4 /24, an IPv6 /64) per window.
    pub login_failures_per_account: u32,
    /// Wrong passwords one account may take from all networks together per window; past it only the account's
    /// usual networks may still try (ADR 70).
    pub login_failures_per_account_total: u32,
    pub login_attempts_per_ip: u32,
    pub codes_per_recipient: u32,
    pub codes_per_ip: u32,
    pub uploads_per_user: u32,
    /// Orders (spot, contracts and options together) one user may place per `order_window_seconds`.
    pub orders_per_window: u32,
    pub order_window_seconds: i64,
    /// Password hashes computed at once; 0 means one per core.
    pub hash_workers: usize,
    /// Images decoded at once; 0 means one per core.
    pub decode_workers: usize,
    /// How long a request waits for a hashing or decoding slot before it is answered `server_busy`.
    pub busy_wait_ms: u64,
}

#[derive(Debug, Clone, Serialize, Deserialize)]
pub struct SmtpConfig {
    pub host: String,
    #[serde(default = "default_smtp_port")]
    pub port: u16,
    #[serde(default)]
    pub username: String,
    #[serde(default)]
    pub password: String,
    pub from: String,
    /// `starttls` (default), `tls` or `none` (a relay on the same host only).
    #[serde(default = "default_smtp_security")]
    pub security: String,
}

#[derive(Debug, Clone, Serialize, Deserialize)]
pub struct SmsConfig {
    /// An HTTPS gateway that accepts `POST {"to": "+8613800000000", "text": "..."}`.
    pub webhook_url: String,
    #[serde(default)]
    pub bearer_token: String,
}

fn default_smtp_port() -> u16 {
    587
}

fn default_smtp_security() -> String {
    "starttls".into()
}

impl Default for ServerConfig {
    fn default() -> Self {
        Self {
            listen: SocketAddr::from(([127, 0, 0, 1], 8080)),
            data_dir: PathBuf::from("data"),
            demo: false,
            trust_proxy: false,
            web_dir: None,
            console_dir: None,
            site_origins: Vec::new(),
        }
    }
}

impl Default for AuthConfig {
    fn default() -> Self {
        Self {
            session_ttl_hours: 24 * 30,
            weak_password_hashing: false,
        }
    }
}

impl Default for LimitsConfig {
    fn default() -> Self {
        Self {
            window_seconds: 15 * 60,
            login_failures_per_account: 5,
            login_failures_per_account_total: 20,
            login_attempts_per_ip: 60,
            codes_per_recipient: 5,
            codes_per_ip: 20,
            uploads_per_user: 30,
            orders_per_window: 100,
            order_window_seconds: 10,
            hash_workers: 0,
            decode_workers: 0,
            busy_wait_ms: 2000,
        }
    }
}

/// Flags given on the command line; each one that is set wins over every other layer.
#[derive(Debug, Default, Clone)]
pub struct Overrides {
    pub config_file: Option<PathBuf>,
    pub listen: Option<SocketAddr>,
    pub data_dir: Option<PathBuf>,
    pub database_url: Option<String>,
    pub demo: bool,
}

impl Config {
    pub fn load(overrides: &Overrides) -> anyhow::Result<Self> {
        let file = overrides
            .config_file
            .clone()
            .unwrap_or_else(|| PathBuf::from("mercato.toml"));
        if overrides.config_file.is_some() && !file.exists() {
            anyhow::bail!("configuration file {} does not exist", file.display());
        }
        let mut config: Config = Figment::from(Serialized::defaults(Config::default()))
            .merge(Toml::file(&file))
            .merge(Env::prefixed("MERCATO__").split("__"))
            .extract()?;
        if let Some(listen) = overrides.listen {
            config.server.listen = listen;
        }
        if let Some(dir) = &overrides.data_dir {
            config.server.data_dir = dir.clone();
        }
        if let Some(url) = &overrides.database_url {
            config.database.url = url.clone();
        }
        if overrides.demo {
            config.server.demo = true;
        }
        Ok(config)
    }

    /// The database URL in force: the configured one, else SQLite inside the data folder.
    pub fn database_url(&self) -> String {
        if self.database.url.is_empty() {
            format!("sqlite://{}", self.server.data_dir.join("mercato.db").display())
        } else {
            self.database.url.clone()
        }
    }

    pub fn outbox_dir(&self) -> PathBuf {
        self.server.data_dir.join("outbox")
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn defaults_listen_on_loopback_8080_with_sqlite_in_the_data_folder() {
        let config = Config::default();
        assert_eq!(config.server.listen.to_string(), "127.0.0.1:8080");
        assert_eq!(config.database_url(), "sqlite://data/mercato.db");
    }

    #[test]
    #[allow(clippy::result_large_err)]
    fn flags_win_over_the_file_and_the_environment() {
        figment::Jail::expect_with(|jail| {
            jail.create_file(
                "mercato.toml",
                "[server]\nlisten = \"127.0.0.1:9000\"\ndemo = false\n",
            )?;
            jail.set_env("MERCATO__SERVER__DATA_DIR", "from-env");
            jail.set_env("MERCATO__LIMITS__CODES_PER_IP", "3");
            let config = Config::load(&Overrides {
                demo: true,
                ..Overrides::default()
            })
            .map_err(|e| e.to_string())?;
            assert_eq!(config.server.listen.to_string(), "127.0.0.1:9000");
            assert_eq!(config.server.data_dir, PathBuf::from("from-env"));
            assert_eq!(config.limits.codes_per_ip, 3);
            assert!(config.server.demo);
            let config = Config::load(&Overrides {
                listen: Some(SocketAddr::from(([0, 0, 0, 0], 1))),
                ..Overrides::default()
            })
            .map_err(|e| e.to_string())?;
            assert_eq!(config.server.listen.to_string(), "0.0.0.0:1");
            Ok(())
        });
    }
}
