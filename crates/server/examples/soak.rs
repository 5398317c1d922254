//! The race and flood scenarios of the limits (tests/api/limits.rs, ADR 31) at larger scale for minutes, against
//! the release binary as its own process; prints what held as a table and fails if anything did not.
//!
//! An in-process application seeds a fresh database (a temporary folder on SQLite, a new database on the
//! PostgreSQL server named by `MERCATO_SOAK_POSTGRES_URL`) with users and the rule under test, and stops. Then
//! `mercato serve` runs while each class of request races its limit in rounds of its own, one fresh subject per
//! round, beside a user reading `/api/user/info` every 200 ms. At the end the database is counted against the
//! answers and `mercato ledger verify` runs.
//!
//! `make soak`, or `target/release/examples/soak [--seconds 120] [--users 80] [--bin target/release/mercato]`

#[path = "support/fresh_database.rs"]
mod fresh_database;
use std::{
    collections::BTreeMap,
    io::BufRead,
    path::{Path, PathBuf},
    process::{Child, Command, Stdio},
    time::{Duration, Instant},
};

use anyhow::{Context, Result, anyhow, bail};
use futures_util::future::join_all;
use mercato::{
    AppState, Application,
    admin::service::{self as admin, ParameterChange},
    auth::{password, session},
    config::Config,
    db::Db,
    features::wallet,
    on_db, on_tx,
    operators::{Operator, Role},
};
use reqwest::{RequestBuilder, multipart};
use serde_json::Value;
use tokio::{net::TcpListener, sync::oneshot};

const ADDRESS: &str = "0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed";
const PIN: &str = "246810";
const PASSWORD: &str = "password1";
const BOMB: &[u8] = include_bytes!("../tests/fixtures/png-bomb-8000x8000x16bit.png");
/// Failed logins (and pay-password comparisons) per account per window: the server's default.
const FAILURES: usize = 5;
const ORDERS: usize = 5;
/// A class starts a round at most this often, so that no class takes the whole machine.
const ROUND: Duration = Duration::from_secs(2);
/// The per-address limits are lifted, so that the per-account and per-recipient limits are what the races meet.
const UNLIMITED: &str = "1000000000";

struct Options {
    seconds: u64,
    users: usize,
    bin: PathBuf,
}

fn options() -> Result<Options> {
    let (mut seconds, mut users, mut bin) = (120, 80, PathBuf::from("target/release/mercato"));
    let mut args = std::env::args().skip(1);
    while let Some(flag) = args.next() {
        let value = args.next().with_context(|| format!("{flag} needs a value"))?;
        match flag.as_str() {
            "--seconds" => seconds = value.parse()?,
            "--users" => users = value.parse()?,
            "--bin" => bin = PathBuf::from(value),
            _ => bail!("unknown flag {flag} (--seconds, --users, --bin)"),
        }
    }
    Ok(Options { seconds, users, bin })
}

/// A fresh database on the PostgreSQL server named by `MERCATO_SOAK_POSTGRES_URL`, or "" for SQLite.
async fn database_url() -> Result<String> {
    fresh_database::database_url("MERCATO_SOAK_POSTGRES_URL", "mercato_soak").await
}

/// The subjects of the races: tokens of users, e-mails of accounts to lock out.
struct Prepared {
    withdrawers: Vec<String>,
    pin_guessers: Vec<String>,
    traders: Vec<String>,
    locked: Vec<String>,
    uploader: String,
    bystander: String,
}

/// Level-one users with the demo funds, the same password and pay password and a session each: their tokens.
async fn users(app: &AppState, prefix: &str, n: usize, hashes: (&str, &str)) -> Result<Vec<String>> {
    let (now, mut tokens) = (app.clock.now_ms(), Vec::with_capacity(n));
    let mut tx = app.db.begin().await?;
    for i in 0..n {
        let email = format!("{prefix}-{i}@example.com");
        let id = on_tx!(&mut tx, c => sqlx::query_scalar::<_, mercato::ids::UserId>(
            "INSERT INTO users (account, register_type, email, password_hash, pay_password_hash, real_level, \
             invite_code, created_at, updated_at) VALUES ($1, 'email', $1, $2, $3, 1, $4, $5, $5) RETURNING id",
        )
        .bind(&email)
        .bind(hashes.0)
        .bind(hashes.1)
        .bind(format!("{}{i:05}", prefix.to_uppercase()))
        .bind(now)
        .fetch_one(c)
        .await)?;
        let legs = wallet::service::faucet_legs(app, id)
            .await
            .map_err(|e| anyhow!("faucet: {e:?}"))?;
        let paid = wallet::service::pay_faucet(&mut tx, id, legs, now).await;
        paid.map_err(|e| anyhow!("faucet: {e:?}"))?;
        let token = session::create(app, &mut tx, id, "127.0.0.1", "soak").await;
        tokens.push(token.map_err(|e| anyhow!("session: {e:?}"))?);
    }
    tx.commit().await?;
    Ok(tokens)
}

/// BTC at 50,000 USDT and a level-one limit of 0.07 BTC: room for three withdrawals of 1,000 USDT and their fees.
async fn seed(app: &AppState, n: usize) -> Result<Prepared> {
    mercato::market::index::record(
        &app.market_ctx,
        app.clock.now_ms(),
        "soak",
        &[(1, 5_000_000_000_000)],
    )
    .await?;
    let email = "soak-admin@example.com";
    let id = admin::create_operator(&app.db, email, "operator-pass-1", "admin").await?;
    let operator = Operator {
        id,
        email: email.into(),
        role: Role::Admin,
    };
    let change = ParameterChange {
        product: "identity".into(),
        key: "lv1_withdraw_btc_per_24h".into(),
        value: "0.07".into(),
    };
    let changed = admin::change_parameter(app, &operator, change, "127.0.0.1").await;
    changed.map_err(|e| anyhow!("rule change: {e:?}"))?;
    let hash = async |secret: &str| password::hash(&app.hashing, secret.into(), false).await;
    let login = hash(PASSWORD).await.map_err(|e| anyhow!("{e:?}"))?;
    let pin = hash(PIN).await.map_err(|e| anyhow!("{e:?}"))?;
    let hashes = (login.as_str(), pin.as_str());
    users(app, "locked", n, hashes).await?;
    let mut others = users(app, "other", 2, hashes).await?.into_iter();
    Ok(Prepared {
        withdrawers: users(app, "quota", n, hashes).await?,
        pin_guessers: users(app, "pin", n, hashes).await?,
        traders: users(app, "trader", n, hashes).await?,
        locked: (0..n).map(|i| format!("locked-{i}@example.com")).collect(),
        uploader: others.next().context("uploader")?,
        bystander: others.next().context("bystander")?,
    })
}

/// Runs the application in-process only as long as seeding its database takes.
async fn prepare(config: Config, n: usize) -> Result<Prepared> {
    let app = Application::build(config, TcpListener::bind("127.0.0.1:0").await?).await?;
    let state = app.state().clone();
    let (stop, stopped) = oneshot::channel::<()>();
    let served = tokio::spawn(app.run(async move {
        let _ = stopped.await;
    }));
    let prepared = seed(&state, n).await;
    let _ = stop.send(());
    served.await??;
    prepared
}

/// `mercato serve` as a child process, its log in a file.
struct Server {
    child: Child,
    base: String,
    log: PathBuf,
}

impl Server {
    fn start(bin: &Path, dir: &Path, url: &str) -> Result<Self> {
        let log = dir.join("server.log");
        let mut command = Command::new(bin);
        command
            .args(["serve", "--listen", "127.0.0.1:0", "--data-dir"])
            .arg(dir);
        if !url.is_empty() {
            command.args(["--database-url", url]);
        }
        let orders = ORDERS.to_string();
        let settings = [
            ("LIMITS__LOGIN_ATTEMPTS_PER_IP", UNLIMITED),
            ("LIMITS__CODES_PER_IP", UNLIMITED),
            ("LIMITS__UPLOADS_PER_USER", UNLIMITED),
            ("LIMITS__ORDERS_PER_WINDOW", &orders),
            ("LIMITS__ORDER_WINDOW_SECONDS", "3600"),
            ("MARKET__FEED", "none"),
            ("MARKET__MAKER", "false"),
            ("MARKET__HISTORY", "false"),
            ("SERVER__DEMO", "true"),
        ];
        command.envs(settings.map(|(key, value)| (format!("MERCATO__{key}"), value)));
        let mut child = command
            .env("NO_COLOR", "1")
            .stdout(Stdio::piped())
            .stderr(std::fs::File::create(&log)?)
            .spawn()
            .with_context(|| format!("start {}", bin.display()))?;
        let mut lines = std::io::BufReader::new(child.stdout.take().context("stdout")?).lines();
        let line = lines
            .by_ref()
            .map_while(Result::ok)
            .find(|l| l.starts_with("mercato listening on "));
        // Whatever else the server prints is read and dropped, so that it never blocks on a full pipe.
        std::thread::spawn(move || lines.for_each(drop));
        let Some(line) = line else {
            let _ = child.kill();
            let _ = child.wait();
            bail!("the server stopped before listening:\n{}", tail(&log));
        };
        let base = line.trim_start_matches("mercato listening on ").to_string();
        Ok(Self { child, base, log })
    }

    /// The most memory the server has held so far (VmHWM), in MiB.
    fn peak_mib(&self) -> Result<u64> {
        let status = std::fs::read_to_string(format!("/proc/{}/status", self.child.id()))?;
        let line = status
            .lines()
            .find(|l| l.starts_with("VmHWM:"))
            .context("no VmHWM")?;
        Ok(line.split_whitespace().nth(1).context("VmHWM")?.parse::<u64>()? / 1024)
    }

    /// SIGTERM, then SIGKILL if it has not stopped within 20 s; answers whether it stopped cleanly by itself.
    fn stop(&mut self) -> Result<bool> {
        Command::new("kill")
            .args(["-TERM", &self.child.id().to_string()])
            .status()?;
        let until = Instant::now() + Duration::from_secs(20);
        while Instant::now() < until {
            if let Some(status) = self.child.try_wait()? {
                return Ok(status.success());
            }
            std::thread::sleep(Duration::from_millis(100));
        }
        self.child.kill()?;
        self.child.wait()?;
        Ok(false)
    }
}

fn tail(log: &Path) -> String {
    let text = std::fs::read_to_string(log).unwrap_or_default();
    let lines: Vec<&str> = text.lines().collect();
    lines[lines.len().saturating_sub(20)..].join("\n")
}

/// One line of the table: a class of request, how it was answered and whether its limit held.
#[derive(Default)]
struct Row {
    class: String,
    rounds: u64,
    answers: BTreeMap<String, u64>,
    allowed: &'static [&'static str],
    limit: String,
    broken: Vec<String>,
}

impl Row {
    fn new(class: &str, limit: &str, allowed: &'static [&'static str]) -> Self {
        Self {
            class: class.into(),
            limit: limit.into(),
            allowed,
            ..Self::default()
        }
    }

    fn add(&mut self, answers: &[String]) {
        for a in answers {
            *self.answers.entry(a.clone()).or_default() += 1;
        }
    }

    fn count(&self, answer: &str) -> u64 {
        self.answers.get(answer).copied().unwrap_or(0)
    }

    /// Broken limits, then answers the class should never get (5xx, `internal_error` and no answer among them);
    /// the right secret after a lockout may be let in (when fewer wrong ones were compared), refused or told busy.
    fn problems(&self) -> Vec<String> {
        let right = |a: &str| {
            a.strip_prefix("right:")
                .is_some_and(|r| ["ok", "too_many_requests", "server_busy"].contains(&r))
        };
        let unexpected = self
            .answers
            .iter()
            .filter(|(a, _)| !self.allowed.contains(&a.as_str()) && !right(a));
        let unexpected = unexpected.map(|(a, n)| format!("{n} answered {a}"));
        self.broken
            .iter()
            .cloned()
            .chain(unexpected)
            .map(|p| format!("{}: {p}", self.class))
            .collect()
    }
}

/// The client side of the run: where to send and until when.
struct Load {
    client: reqwest::Client,
    base: String,
    until: Instant,
}

impl Load {
    fn post(&self, path: &str, token: Option<&str>, form: &[(&str, &str)]) -> RequestBuilder {
        let request = self.client.post(format!("{}/api{path}", self.base)).form(form);
        match token {
            Some(token) => request.header("Authorization", token),
            None => request,
        }
    }
}

/// Makes the `i`-th request of a round about a subject.
type Request<'a> = Box<dyn Fn(&str, usize) -> RequestBuilder + 'a>;

/// A class of request racing its limit: in each round, `n` requests at once about one subject, of which at most
/// `most` may be answered `counted`; then, for the lockouts, the right secret, which must be refused after `most`.
struct Race<'a> {
    row: Row,
    subjects: Box<dyn Iterator<Item = String> + 'a>,
    n: usize,
    counted: &'static str,
    most: usize,
    request: Request<'a>,
    right: Option<Request<'a>>,
}

impl<'a> Race<'a> {
    fn new<S, F>(row: Row, subjects: S, n: usize, most: usize, request: F) -> Self
    where
        S: IntoIterator<Item = String, IntoIter: 'a>,
        F: Fn(&str, usize) -> RequestBuilder + 'a,
    {
        let (subjects, request) = (Box::new(subjects.into_iter()), Box::new(request));
        Self {
            row,
            subjects,
            n,
            counted: "ok",
            most,
            request,
            right: None,
        }
    }

    /// A lockout: `counted` is the answer to a wrong secret, and `right` sends the right one after the round.
    fn lockout(self, counted: &'static str, right: impl Fn(&str, usize) -> RequestBuilder + 'a) -> Self {
        Self {
            counted,
            right: Some(Box::new(right)),
            ..self
        }
    }

    /// Rounds, one subject each and at most one per `ROUND`, until the time is up or the subjects run out.
    async fn run(mut self, load: &Load) -> Row {
        for subject in self.subjects {
            let next = Instant::now() + ROUND;
            if Instant::now() >= load.until {
                break;
            }
            let answers = join_all((0..self.n).map(|i| outcome((self.request)(&subject, i)))).await;
            let (counted, row) = (count(&answers, self.counted), &mut self.row);
            if counted > self.most {
                row.broken.push(format!(
                    "{counted} of {} answered {} in one round",
                    self.n, self.counted
                ));
            }
            row.add(&answers);
            if let Some(right) = &self.right {
                let answer = format!("right:{}", outcome(right(&subject, 0)).await);
                if counted == self.most && answer != "right:too_many_requests" {
                    row.broken.push(format!(
                        "after {counted} failures the right one was answered {answer}"
                    ));
                }
                row.add(&[answer]);
            }
            row.rounds += 1;
            tokio::time::sleep_until(next.into()).await;
        }
        self.row
    }
}

/// An answer as one word: `ok`, the error code, `http_5xx`, `unreadable` or `no_answer`.
async fn outcome(request: RequestBuilder) -> String {
    let Ok(response) = request.send().await else {
        return "no_answer".into();
    };
    let status = response.status();
    match response.json::<Value>().await.ok() {
        _ if status.is_server_error() => format!("http_{}", status.as_u16()),
        Some(b) if b["type"] == "ok" => "ok".into(),
        Some(b) => b["error"].as_str().unwrap_or("unreadable").to_string(),
        None => "unreadable".into(),
    }
}

fn count(answers: &[String], answer: &str) -> usize {
    answers.iter().filter(|a| *a == answer).count()
}

fn withdrawal<'a>(number: &'a str, pin: &'a str) -> [(&'a str, &'a str); 6] {
    let (currency, address, network) = (("currency", "3"), ("address", ADDRESS), ("type", "ERC20"));
    [
        currency,
        ("number", number),
        address,
        network,
        ("rate", "0.1"),
        ("pay_password", pin),
    ]
}

/// An unrelated request every 200 ms: the slowest must take less than 5 s.
async fn bystander(load: &Load, token: String) -> Row {
    let (mut row, mut slowest) = (Row::new("bystander GET /user/info", "", &["ok"]), Duration::ZERO);
    while Instant::now() < load.until {
        let started = Instant::now();
        let request = load.client.get(format!("{}/api/user/info", load.base));
        row.add(&[outcome(request.header("Authorization", &token)).await]);
        (row.rounds, slowest) = (row.rounds + 1, slowest.max(started.elapsed()));
        tokio::time::sleep_until((started + Duration::from_millis(200)).into()).await;
    }
    row.limit = format!("slowest {} ms ≤ 5000 ms", slowest.as_millis());
    if slowest > Duration::from_secs(5) {
        row.broken.push(format!("an unrelated request took {slowest:?}"));
    }
    row
}

/// What the database holds must be what was answered, and no user may hold more than the limit allows.
async fn check_database(url: &str, rows: &mut [Row]) -> Result<()> {
    const COUNTS: &str = "SELECT (SELECT COUNT(*) FROM withdrawals), \
        (SELECT COUNT(*) FROM verification_codes WHERE scene = 'register'), (SELECT COUNT(*) FROM spot_orders), \
        (SELECT COUNT(*) FROM (SELECT user_id FROM withdrawals GROUP BY user_id HAVING COUNT(*) > 3) w), \
        (SELECT COUNT(*) FROM (SELECT user_id FROM spot_orders GROUP BY user_id HAVING COUNT(*) > 5) s)";
    let db = Db::connect(url).await?;
    let counts: (i64, i64, i64, i64, i64) = on_db!(&db, c => sqlx::query_as(COUNTS).fetch_one(c).await)?;
    db.close().await;
    // Rows: withdrawals, wrong passwords, wrong pay passwords, codes, unknown logins, orders, ...
    let accepted = [
        rows[0].count("ok") + rows[2].count("right:ok"),
        rows[3].count("ok"),
        rows[5].count("ok"),
    ];
    for ((i, stored), accepted) in [(0, counts.0), (3, counts.1), (5, counts.2)]
        .into_iter()
        .zip(accepted)
    {
        if u64::try_from(stored).ok() != Some(accepted) {
            rows[i]
                .broken
                .push(format!("{stored} in the database for {accepted} accepted"));
        }
    }
    for (i, over) in [(0, counts.3), (5, counts.4)].into_iter().filter(|(_, n)| *n > 0) {
        rows[i]
            .broken
            .push(format!("{over} users over the limit in the database"));
    }
    Ok(())
}

fn print_table(title: &str, rows: &[Row]) {
    println!("\n{title}");
    let line = |cells: [&str; 6]| {
        let [class, rounds, sent, limit, result, answers] = cells;
        let text = format!("  {class:<34} {rounds:>6} {sent:>6}  {limit:<54} {result:<7} {answers}");
        println!("{}", text.trim_end());
    };
    line(["class", "rounds", "sent", "limit", "result", "answers"]);
    for r in rows {
        let held = if r.problems().is_empty() { "held" } else { "BROKEN" };
        let answers: Vec<String> = r.answers.iter().map(|(a, n)| format!("{a} {n}")).collect();
        let (rounds, sent) = (r.rounds.to_string(), r.answers.values().sum::<u64>().to_string());
        line([&r.class, &rounds, &sent, &r.limit, held, &answers.join(", ")]);
    }
}

/// A line of the table for one check of the end of the run.
fn verdict(class: &str, limit: String, problem: Option<String>) -> Row {
    Row {
        class: class.into(),
        limit,
        broken: problem.into_iter().collect(),
        ..Row::default()
    }
}

const LOCKOUT: &str = "≤ 5 compared per account, then the right one refused";

/// Every class at once until the time is up; the rows in the order `check_database` expects.
async fn run(l: &Load, p: Prepared) -> Vec<Row> {
    let login =
        |who: &str, secret: &str| l.post("/user/login", None, &[("user_string", who), ("password", secret)]);
    let withdraw =
        |token: &str, number, pin: &str| l.post("/wallet/out", Some(token), &withdrawal(number, pin));
    let guess = |i: usize| format!("{:06}", 100_000 + i);
    let order = [
        ("currency_id", "1"),
        ("legal_id", "3"),
        ("type", "1"),
        ("amount", "0.001"),
        ("target_price", "50000"),
    ];
    let bomb = || multipart::Form::new().part("file", multipart::Part::bytes(BOMB).file_name("bomb.png"));

    let row = Row::new(
        "withdrawal race (50 per user)",
        "≤ 3 accepted per user per day-limit",
        &["ok", "limit_exceeded", "server_busy"],
    );
    let withdrawals = Race::new(row, p.withdrawers, 50, 3, |t, _| withdraw(t, "1000", PIN));
    let row = Row::new(
        "wrong password (60 per account)",
        LOCKOUT,
        &["login_failed", "too_many_requests", "server_busy"],
    );
    let passwords = Race::new(row, p.locked, 60, FAILURES, |a, i| login(a, &guess(i)));
    let passwords = passwords.lockout("login_failed", |a, _| login(a, PASSWORD));
    let row = Row::new(
        "wrong pay password (60 per user)",
        LOCKOUT,
        &["pay_password_wrong", "too_many_requests", "server_busy"],
    );
    let pins = Race::new(row, p.pin_guessers, 60, FAILURES, |t, i| {
        withdraw(t, "100", &guess(i))
    });
    let pins = pins.lockout("pay_password_wrong", |t, _| withdraw(t, "100", PIN));
    let row = Row::new(
        "code sends (50 per recipient)",
        "≤ 1 code sent per recipient",
        &["ok", "too_many_requests"],
    );
    let recipients = (0..).map(|i| format!("racer-{i}@example.com"));
    let codes = Race::new(row, recipients, 50, 1, |to, _| {
        l.post("/sms_mail", None, &[("user_string", to), ("scene", "register")])
    });
    let row = Row::new(
        "unknown-account logins (300)",
        "none let in",
        &["login_failed", "server_busy"],
    );
    let rounds = (0..).map(|round| format!("nobody-{round}"));
    let unknown = Race::new(row, rounds, 300, 0, |r, i| {
        login(&format!("{r}-{i}@example.com"), "wrong")
    });
    let limit = format!("≤ {ORDERS} accepted per user per window");
    let row = Row::new("spot orders (50 per user)", &limit, &["ok", "too_many_requests"]);
    let orders = Race::new(row, p.traders, 50, ORDERS, |t, _| {
        l.post("/coin/trade", Some(t), &order)
    });
    let row = Row::new(
        "PNG bombs (20 at once)",
        "none accepted",
        &["image_too_large", "server_busy", "too_many_requests"],
    );
    let uploader = std::iter::repeat(p.uploader);
    let upload = |t: &str, _| {
        l.client
            .post(format!("{}/api/upload", l.base))
            .header("Authorization", t)
            .multipart(bomb())
    };
    let bombs = Race::new(row, uploader, 20, 0, upload);
    let rows = tokio::join!(
        withdrawals.run(l),
        passwords.run(l),
        pins.run(l),
        codes.run(l),
        unknown.run(l),
        orders.run(l),
        bombs.run(l),
        bystander(l, p.bystander),
    );
    vec![rows.0, rows.1, rows.2, rows.3, rows.4, rows.5, rows.6, rows.7]
}

#[tokio::main]
async fn main() -> Result<()> {
    let o = options()?;
    let dir = tempfile::tempdir()?;
    let mut config = Config::default();
    config.server.data_dir = dir.path().to_path_buf();
    config.server.demo = true;
    config.database.url = database_url().await?;
    config.market.feed = "none".into();
    (config.market.maker, config.market.history) = (Some(false), Some(false));
    let database = if config.database.url.is_empty() {
        "SQLite"
    } else {
        "PostgreSQL"
    };
    eprintln!("soak ({database}): preparing {} users per class", o.users);
    let prepared = prepare(config.clone(), o.users).await?;
    let mut server = Server::start(&o.bin, dir.path(), &config.database.url)?;
    let start_mib = server.peak_mib()?;
    eprintln!(
        "soak ({database}): {} s against {} at {}",
        o.seconds,
        o.bin.display(),
        server.base
    );
    let client = reqwest::Client::builder()
        .timeout(Duration::from_secs(60))
        .build()?;
    let (base, until) = (
        server.base.clone(),
        Instant::now() + Duration::from_secs(o.seconds),
    );
    let mut rows = run(&Load { client, base, until }, prepared).await;
    let peak_mib = server.peak_mib()?;
    let graceful = server.stop()?;
    check_database(&config.database_url(), &mut rows).await?;

    let limit = format!("peak {peak_mib} MiB ≤ {start_mib} MiB at start + 256 MiB");
    let grew = (peak_mib > start_mib + 256).then(|| format!("peak {peak_mib} MiB"));
    rows.push(verdict("server memory (VmHWM)", limit, grew));
    let stop = (!graceful).then(|| "the server did not stop cleanly on SIGTERM".to_string());
    rows.push(verdict(
        "server stop (SIGTERM)",
        "exits 0 within 20 s".into(),
        stop,
    ));
    let mut verify = Command::new(&o.bin);
    match config.database.url.as_str() {
        "" => verify.args(["ledger", "verify", "--data-dir"]).arg(dir.path()),
        url => verify.args(["ledger", "verify", "--database-url", url]),
    };
    let verified = verify.output()?;
    let said =
        [&verified.stdout, &verified.stderr].map(|b| String::from_utf8_lossy(b).trim().replace('\n', "; "));
    let failed = (!verified.status.success()).then(|| said.join(" "));
    let limit = format!("exit status {}", verified.status.code().unwrap_or(-1));
    rows.push(verdict("mercato ledger verify", limit, failed));

    print_table(&format!("Soak on {database}, {} s:", o.seconds), &rows);
    let problems: Vec<String> = rows.iter().flat_map(Row::problems).collect();
    if problems.is_empty() {
        println!("soak on {database}: every limit held, no 5xx or internal_error, ledger clean");
        return Ok(());
    }
    eprintln!("server log (last lines):\n{}", tail(&server.log));
    eprintln!(
        "soak on {database}: {} problems:\n  {}",
        problems.len(),
        problems.join("\n  ")
    );
    drop(dir);
    std::process::exit(1);
}
