//! The `mercato` command line: `serve`, `migrate`, `operator create`, `ledger verify`, `openapi`, `--version`.

use std::{io::Write, net::SocketAddr, path::PathBuf, process::ExitCode};

use clap::{Args, Parser, Subcommand};
use tokio::net::TcpListener;

use crate::{
    config::{Config, Overrides},
    startup::{Application, open_database},
};

#[derive(Parser)]
#[command(
    name = "mercato",
    version,
    about = "Mercato: an honest, self-hostable retail trading app"
)]
struct Cli {
    #[command(subcommand)]
    command: Command,
}

#[derive(Subcommand)]
enum Command {
    /// Serve the H5 app at /h5/, the API at /api and socket.io at /socket.io/.
    Serve(ServeArgs),
    /// Apply pending database migrations and exit.
    Migrate(DbArgs),
    /// Manage operator accounts of the back office.
    #[command(subcommand)]
    Operator(OperatorCommand),
    /// Check the ledger.
    #[command(subcommand)]
    Ledger(LedgerCommand),
    /// Read and change site settings (product `site`: deposit addresses, contacts, the display zone) and
    /// published rules (every other product), audited in an operator's name.
    #[command(subcommand)]
    Setting(SettingCommand),
    /// Write a consistent copy of the SQLite database to a new file, safe while the server runs.
    Backup {
        #[command(flatten)]
        db: DbArgs,
        /// The new file to write.
        #[arg(long)]
        to: PathBuf,
    },
    /// Proof of liabilities.
    #[command(subcommand)]
    Liabilities(LiabilitiesCommand),
    /// NFT blind boxes.
    #[command(subcommand)]
    Nft(NftCommand),
    /// Print the API's OpenAPI document (what `/api/openapi.json` serves), as committed in docs/api/openapi.json.
    Openapi,
    /// Sign exported withdrawals with the hot address's key, on a machine that is not the server (ADRs 83 and 84):
    /// reads the console's export (a JSON list, or its envelope) and prints one signed transaction a line: a raw
    /// Ethereum transaction, or a TRON transaction as JSON.
    Sign {
        /// A file holding the hot address's private key as 64 hex digits.
        #[arg(long)]
        key_file: PathBuf,
        /// The exported transactions.
        #[arg(long = "in")]
        input: PathBuf,
    },
}

#[derive(Subcommand)]
enum SettingCommand {
    /// Print every site setting, then every published rule, one `product key value` a line.
    List(DbArgs),
    /// Change one setting or rule as the admin operator `--operator`, recorded in the audit log and changelog.
    Set {
        #[command(flatten)]
        db: DbArgs,
        #[arg(long)]
        operator: String,
        #[arg(long)]
        product: String,
        #[arg(long)]
        key: String,
        #[arg(long)]
        value: String,
    },
}

#[derive(Subcommand)]
enum LiabilitiesCommand {
    /// Check an inclusion proof downloaded from the app against a published root, offline; exits 1 when it fails.
    Verify {
        /// The proof file (JSON, as `/api/liabilities/proof` answers it).
        proof: std::path::PathBuf,
        /// The published root hash (hex).
        #[arg(long)]
        root: String,
        /// The published public key (hex, from `/api/liabilities/key`): the root's signature must verify with it.
        #[arg(long)]
        key: Option<String>,
    },
}

#[derive(Subcommand)]
enum NftCommand {
    /// Recompute every draw of a revealed blind-box series from its published seed, contents and draw inputs;
    /// exits 1 when one differs.
    VerifyDraw {
        #[command(flatten)]
        db: DbArgs,
        #[arg(long)]
        series: i64,
    },
}

#[derive(Subcommand)]
enum LedgerCommand {
    /// Check every ledger invariant in one snapshot (safe beside a running server); exits 1 when one fails. A clean
    /// check records how far it read.
    Verify {
        #[command(flatten)]
        db: DbArgs,
        /// Read only the entries after the last clean check, when nothing before it changed (ADR 86).
        #[arg(long)]
        incremental: bool,
    },
}

#[derive(Subcommand)]
enum OperatorCommand {
    /// Create an operator (roles: admin, finance, compliance, support, content). Admin and finance operators
    /// set up their second factor at their first sign-in.
    Create {
        #[command(flatten)]
        db: DbArgs,
        #[arg(long)]
        email: String,
        /// At least 12 characters.
        #[arg(long)]
        password: String,
        #[arg(long)]
        role: String,
    },
}

#[derive(Args)]
struct DbArgs {
    /// Configuration file (default: ./mercato.toml when it exists).
    #[arg(long)]
    config: Option<PathBuf>,
    /// Folder for the SQLite database, the outbox and uploads.
    #[arg(long)]
    data_dir: Option<PathBuf>,
    /// `postgres://…` to use PostgreSQL instead of the embedded SQLite.
    #[arg(long)]
    database_url: Option<String>,
}

#[derive(Args)]
struct ServeArgs {
    #[command(flatten)]
    db: DbArgs,
    /// Address to listen on (port 0 picks a free port).
    #[arg(long)]
    listen: Option<SocketAddr>,
    /// Demo mode: simulated markets, demo funds for new accounts, a DEMO badge.
    #[arg(long)]
    demo: bool,
}

impl DbArgs {
    fn overrides(&self) -> Overrides {
        Overrides {
            config_file: self.config.clone(),
            data_dir: self.data_dir.clone(),
            database_url: self.database_url.clone(),
            ..Overrides::default()
        }
    }
}

pub fn main() -> ExitCode {
    let cli = Cli::parse();
    init_tracing();
    let runtime = match tokio::runtime::Builder::new_multi_thread().enable_all().build() {
        Ok(runtime) => runtime,
        Err(err) => {
            eprintln!("mercato: cannot start the runtime: {err}");
            return ExitCode::FAILURE;
        }
    };
    match runtime.block_on(run(cli)) {
        Ok(()) => ExitCode::SUCCESS,
        Err(err) => {
            eprintln!("mercato: {err:#}");
            ExitCode::FAILURE
        }
    }
}

fn init_tracing() {
    let filter = tracing_subscriber::EnvFilter::try_from_default_env()
        .unwrap_or_else(|_| tracing_subscriber::EnvFilter::new("info,sqlx=warn"));
    let builder = tracing_subscriber::fmt()
        .with_env_filter(filter)
        .with_writer(std::io::stderr);
    if std::env::var("MERCATO_LOG_FORMAT").is_ok_and(|v| v == "json") {
        builder.json().init();
    } else {
        builder.init();
    }
}

async fn run(cli: Cli) -> anyhow::Result<()> {
    match cli.command {
        Command::Openapi => {
            let document = serde_json::to_string_pretty(&crate::startup::openapi_document())?;
            println!("{document}");
            Ok(())
        }
        Command::Migrate(args) => {
            let config = Config::load(&args.overrides())?;
            let db = open_database(&config).await?;
            db.close().await;
            println!("migrations applied");
            Ok(())
        }
        Command::Operator(OperatorCommand::Create {
            db,
            email,
            password,
            role,
        }) => {
            let config = Config::load(&db.overrides())?;
            let database = open_database(&config).await?;
            let created = crate::admin::service::create_operator(&database, &email, &password, &role).await;
            database.close().await;
            println!("operator {} created", created?);
            let enrols =
                crate::operators::Role::parse(&role).is_some_and(crate::admin::sign_in::needs_second_factor);
            if enrols {
                println!(
                    "its first sign-in answers a second-factor secret to add to an authenticator app; signing in \
                     again with a code from it turns the second factor on and opens the session"
                );
            }
            Ok(())
        }
        Command::Setting(SettingCommand::List(args)) => {
            let config = Config::load(&args.overrides())?;
            let database = open_database(&config).await?;
            let lines = setting_lines(&database).await;
            database.close().await;
            for (product, key, value) in lines? {
                println!("{product} {key} {value}");
            }
            Ok(())
        }
        Command::Setting(SettingCommand::Set {
            db,
            operator,
            product,
            key,
            value,
        }) => {
            let config = Config::load(&db.overrides())?;
            let database = open_database(&config).await?;
            let change = crate::admin::service::ParameterChange {
                product: product.clone(),
                key: key.clone(),
                value,
            };
            let changed =
                crate::admin::service::change_parameter_by_command(&database, &operator, change).await;
            database.close().await;
            changed?;
            println!("{product} {key} saved");
            Ok(())
        }
        Command::Ledger(LedgerCommand::Verify { db, incremental }) => {
            let config = Config::load(&db.overrides())?;
            let database = open_database(&config).await?;
            let now = crate::clock::Clock::system().now_ms();
            let report = crate::ledger::verify::verify_recorded(&database, incremental, now).await;
            database.close().await;
            let (report, scope) = report?;
            match scope {
                crate::ledger::verify::Scope::Full(why) if incremental => {
                    println!("read every entry: {why}");
                }
                crate::ledger::verify::Scope::Since { last_entry_id } => {
                    println!("read the entries after {last_entry_id}, the last clean check's newest");
                }
                crate::ledger::verify::Scope::Full(_) => {}
            }
            println!(
                "checked {} accounts, {} ledger transactions, {} entries",
                report.accounts, report.transactions, report.entries
            );
            if report.is_clean() {
                println!("ledger verified: every invariant holds");
                Ok(())
            } else {
                for problem in &report.problems {
                    println!("FAIL {problem}");
                }
                anyhow::bail!("{} ledger problem(s) found", report.problems.len())
            }
        }
        Command::Nft(NftCommand::VerifyDraw { db, series }) => {
            let config = Config::load(&db.overrides())?;
            let database = open_database(&config).await?;
            let report = crate::features::nft::verify::verify_series(&database, series).await;
            database.close().await;
            let report = report?;
            if report.problems.is_empty() {
                println!(
                    "series {series}: seed, contents and {} draws verified",
                    report.draws
                );
                Ok(())
            } else {
                for problem in &report.problems {
                    println!("FAIL {problem}");
                }
                anyhow::bail!("{} draw problem(s) found", report.problems.len())
            }
        }
        Command::Sign { key_file, input } => {
            let key = std::fs::read_to_string(&key_file)?;
            let key = hex::decode(key.trim().trim_start_matches("0x"))?;
            let key = k256::ecdsa::SigningKey::from_slice(&key)?;
            let value: serde_json::Value = serde_json::from_str(&std::fs::read_to_string(&input)?)?;
            let list = value.get("message").cloned().unwrap_or(value);
            let exported: Vec<crate::features::funds::chain::payout::ExportedTx> =
                serde_json::from_value(list)?;
            let mut count = 0;
            for e in &exported {
                if matches!(
                    e.tx,
                    crate::features::funds::chain::payout::UnsignedTx::Bitcoin(_)
                ) {
                    eprintln!(
                        "withdrawal {} is a PSBT: sign it with the wallet that holds the hot wallet's keys",
                        e.withdrawal_id
                    );
                    continue;
                }
                let signed =
                    e.tx.sign(&key)
                        .ok_or_else(|| anyhow::anyhow!("withdrawal {} cannot be signed", e.withdrawal_id))?;
                println!("{signed}");
                count += 1;
            }
            eprintln!(
                "{count} transaction(s) signed by {} (Ethereum) and {} (TRON)",
                crate::features::funds::chain::eip1559::address_of(key.verifying_key()),
                crate::features::funds::chain::tron_tx::address_of(key.verifying_key())
            );
            Ok(())
        }
        Command::Backup { db, to } => {
            let config = Config::load(&db.overrides())?;
            let file = config.server.data_dir.join("mercato.db");
            if config.database.url.is_empty() && !file.exists() {
                anyhow::bail!("there is no database at {}", file.display());
            }
            let database = crate::db::Db::connect(&config.database_url()).await?;
            let done = database.backup_to(&to).await;
            database.close().await;
            done?;
            println!("backup written to {}", to.display());
            Ok(())
        }
        Command::Liabilities(LiabilitiesCommand::Verify { proof, root, key }) => {
            let text = std::fs::read_to_string(&proof)?;
            let value: serde_json::Value = serde_json::from_str(&text)?;
            // The file may be the proof itself or the API's envelope around it.
            let proof: crate::liabilities::tree::Proof = match value.get("message") {
                Some(inner) if value.get("type").is_some() => serde_json::from_value(inner.clone())?,
                _ => serde_json::from_value(value)?,
            };
            crate::liabilities::tree::verify(&proof, root.trim(), &proof.totals)
                .map_err(|err| anyhow::anyhow!("the proof does not hold: {err}"))?;
            let signer = key.as_deref().map_or(proof.public_key.as_str(), str::trim);
            let signed =
                crate::liabilities::key::verify(signer, &proof.root, proof.taken_at, &proof.signature);
            if (key.is_some() || !proof.signature.is_empty()) && !signed {
                anyhow::bail!("the root's signature does not verify with key {signer}");
            }
            let line = |values: &[String]| {
                proof
                    .assets
                    .iter()
                    .zip(values)
                    .map(|(a, v)| {
                        let scale =
                            crate::money::Scale::of(i64::from(a.scale)).unwrap_or(crate::money::Scale::USDT);
                        format!(
                            "{} {}",
                            crate::money::format(v.parse().unwrap_or(0), scale),
                            a.symbol
                        )
                    })
                    .collect::<Vec<_>>()
                    .join(", ")
            };
            println!(
                "proof verified: user {} is counted in snapshot {} with {}",
                proof.user_id,
                proof.snapshot_id,
                line(&proof.balances)
            );
            println!("the root commits to these totals: {}", line(&proof.totals));
            if signed {
                println!("the root is signed by key {signer}");
            }
            Ok(())
        }
        Command::Serve(args) => {
            let overrides = Overrides {
                listen: args.listen,
                demo: args.demo,
                ..args.db.overrides()
            };
            let config = Config::load(&overrides)?;
            let listener = TcpListener::bind(config.server.listen).await?;
            let app = Application::build(config, listener).await?;
            let shutdown = shutdown_signal();
            // Scripts read this line to learn the port when listening on port 0.
            println!("mercato listening on http://{}", app.local_addr()?);
            std::io::stdout().flush()?;
            app.run(shutdown).await
        }
    }
}

/// Installs the handlers for SIGINT and SIGTERM at once, so a signal that arrives right after
/// the listening line is printed stops the node gracefully instead of killing it.
fn shutdown_signal() -> impl std::future::Future<Output = ()> {
    #[cfg(unix)]
    let handlers = {
        use tokio::signal::unix::{SignalKind, signal};
        (
            signal(SignalKind::interrupt()).ok(),
            signal(SignalKind::terminate()).ok(),
        )
    };
    async move {
        #[cfg(unix)]
        {
            let (mut interrupt, mut terminate) = handlers;
            let interrupt = async {
                match interrupt.as_mut() {
                    Some(s) => {
                        s.recv().await;
                    }
                    None => std::future::pending::<()>().await,
                }
            };
            let terminate = async {
                match terminate.as_mut() {
                    Some(s) => {
                        s.recv().await;
                    }
                    None => std::future::pending::<()>().await,
                }
            };
            tokio::select! {
                () = interrupt => {},
                () = terminate => {},
            }
        }
        #[cfg(not(unix))]
        {
            let _ = tokio::signal::ctrl_c().await;
        }
        tracing::info!("shutting down");
    }
}

async fn setting_lines(db: &crate::db::Db) -> anyhow::Result<Vec<(String, String, String)>> {
    let mut lines: Vec<(String, String, String)> = crate::features::site::repo::all_settings(db)
        .await?
        .into_iter()
        .map(|r| ("site".to_string(), r.key, r.value))
        .collect();
    for r in crate::rules::list(db, None).await? {
        lines.push((r.product, r.key, r.value));
    }
    Ok(lines)
}
