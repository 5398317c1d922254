//! A cluster on one machine for tests: a fresh database on the test PostgreSQL server, a Redis (`redis-server`),
//! nodes of the real `mercato` binary and HAProxy in front, each on a free local port, all stopped on drop.

use std::{
    io::{BufRead, BufReader},
    path::PathBuf,
    process::{Child, Command, Stdio},
    time::{Duration, Instant},
};

use serde_json::Value;

pub const LEASE_MS: i64 = 6_000;

/// The binary under test: the one cargo built for the tests, or `MERCATO_BIN` (the benchmark's release build).
fn binary() -> String {
    option_env!("CARGO_BIN_EXE_mercato")
        .map(str::to_string)
        .or_else(|| std::env::var("MERCATO_BIN").ok())
        .expect("MERCATO_BIN names the mercato binary")
}

pub fn free_port() -> u16 {
    std::net::TcpListener::bind("127.0.0.1:0")
        .unwrap()
        .local_addr()
        .unwrap()
        .port()
}

async fn fresh_database() -> String {
    let admin_url = std::env::var("MERCATO_TEST_POSTGRES_URL")
        .expect("the cluster tests run under scripts/with-postgres.sh (make test-cluster)");
    let name = format!("mercato_cluster_{}", uuid::Uuid::new_v4().simple());
    let admin = sqlx::PgPool::connect(&admin_url).await.unwrap();
    sqlx::query(sqlx::AssertSqlSafe(format!("CREATE DATABASE {name}")))
        .execute(&admin)
        .await
        .unwrap();
    admin.close().await;
    let (base, _) = admin_url.rsplit_once('/').unwrap();
    format!("{base}/{name}")
}

/// Waits for a condition that a starting process brings about (a port that answers); not for proving a negative.
async fn until<F: FnMut() -> bool>(what: &str, limit: Duration, mut ready: F) {
    let start = Instant::now();
    while !ready() {
        assert!(start.elapsed() < limit, "{what} not ready after {limit:?}");
        tokio::time::sleep(Duration::from_millis(50)).await;
    }
}

pub struct Node {
    pub id: String,
    pub port: u16,
    data_dir: PathBuf,
    child: Option<Child>,
}

impl Node {
    pub fn base(&self) -> String {
        format!("http://127.0.0.1:{}", self.port)
    }

    pub fn pid(&self) -> u32 {
        self.child.as_ref().unwrap().id()
    }

    pub fn running(&self) -> bool {
        self.child.is_some()
    }
}

pub struct Cluster {
    pub database_url: String,
    pub redis_url: String,
    pub nodes: Vec<Node>,
    env: Vec<(String, String)>,
    pub lb_port: u16,
    dir: tempfile::TempDir,
    redis: Child,
    haproxy: Option<Child>,
    pub http: reqwest::Client,
}

impl Cluster {
    /// Starts Redis, `ids.len()` nodes (named by `ids`; two may share a name) and HAProxy in front of them.
    pub async fn start(ids: &[&str]) -> Cluster {
        Self::start_with(ids, &[]).await
    }

    /// As [`Cluster::start`], with more environment for every node.
    pub async fn start_with(ids: &[&str], env: &[(&str, &str)]) -> Cluster {
        let dir = tempfile::tempdir().unwrap();
        let database_url = fresh_database().await;
        let redis_port = free_port();
        let redis = Command::new("redis-server")
            .args([
                "--port",
                &redis_port.to_string(),
                "--bind",
                "127.0.0.1",
                "--save",
                "",
                "--appendonly",
                "no",
            ])
            .stdout(Stdio::null())
            .spawn()
            .expect("redis-server (Debian's redis-server package)");
        until("redis", Duration::from_secs(10), || {
            std::net::TcpStream::connect(("127.0.0.1", redis_port)).is_ok()
        })
        .await;
        let mut cluster = Cluster {
            database_url,
            redis_url: format!("redis://127.0.0.1:{redis_port}"),
            nodes: Vec::new(),
            env: env.iter().map(|(k, v)| (k.to_string(), v.to_string())).collect(),
            lb_port: free_port(),
            dir,
            redis,
            haproxy: None,
            http: reqwest::Client::builder()
                .timeout(Duration::from_secs(20))
                .build()
                .unwrap(),
        };
        for (i, id) in ids.iter().enumerate() {
            let data_dir = cluster.dir.path().join(format!("node{i}"));
            std::fs::create_dir_all(&data_dir).unwrap();
            cluster.nodes.push(Node {
                id: (*id).to_string(),
                port: free_port(),
                data_dir,
                child: None,
            });
        }
        for i in 0..cluster.nodes.len() {
            cluster.start_node(i).await;
        }
        cluster.start_haproxy().await;
        cluster
    }

    /// Starts (or starts again) node `i` on its port and data folder, and waits until it listens.
    pub async fn start_node(&mut self, i: usize) {
        let node = &self.nodes[i];
        let mut child = Command::new(binary())
            .args(["serve", "--demo", "--listen", &format!("127.0.0.1:{}", node.port)])
            .arg("--data-dir")
            .arg(&node.data_dir)
            .args(["--database-url", &self.database_url])
            .env("RUST_LOG", "warn")
            .env("MERCATO__CLUSTER__REDIS_URL", &self.redis_url)
            .env("MERCATO__CLUSTER__NODE_ID", &node.id)
            .env("MERCATO__CLUSTER__LEASE_MS", LEASE_MS.to_string())
            .env("MERCATO__MARKET__MAKER", "false")
            .envs(self.env.iter().map(|(k, v)| (k.as_str(), v.as_str())))
            .stdout(Stdio::piped())
            .spawn()
            .unwrap();
        let stdout = child.stdout.take().unwrap();
        let (tx, rx) = std::sync::mpsc::channel();
        std::thread::spawn(move || {
            let mut sent = false;
            for line in BufReader::new(stdout).lines().map_while(Result::ok) {
                if !sent && line.contains("listening on") {
                    let _ = tx.send(());
                    sent = true;
                }
            }
        });
        tokio::task::spawn_blocking(move || rx.recv_timeout(Duration::from_secs(60)))
            .await
            .unwrap()
            .expect("node listening");
        self.nodes[i].child = Some(child);
    }

    async fn start_haproxy(&mut self) {
        let servers: String = self
            .nodes
            .iter()
            .enumerate()
            .map(|(i, n)| format!("  server n{i} 127.0.0.1:{} check\n", n.port))
            .collect();
        let config = include_str!("../../../../scripts/cluster/haproxy.cfg.in")
            .replace("{bind}", &format!("127.0.0.1:{}", self.lb_port))
            .replace("{servers}", &servers);
        let path = self.dir.path().join("haproxy.cfg");
        std::fs::write(&path, config).unwrap();
        let child = Command::new("haproxy")
            .arg("-db")
            .arg("-f")
            .arg(&path)
            .stdout(Stdio::null())
            .spawn()
            .expect("haproxy (Debian's haproxy package)");
        self.haproxy = Some(child);
        let port = self.lb_port;
        until("haproxy", Duration::from_secs(10), || {
            std::net::TcpStream::connect(("127.0.0.1", port)).is_ok()
        })
        .await;
    }

    pub fn lb(&self) -> String {
        format!("http://127.0.0.1:{}", self.lb_port)
    }

    /// Kills node `i` at once (SIGKILL), as a crash would.
    pub fn kill(&mut self, i: usize) {
        if let Some(mut child) = self.nodes[i].child.take() {
            let _ = child.kill();
            let _ = child.wait();
        }
    }

    /// Sends a signal to node `i` (`STOP`, `CONT`).
    pub fn signal(&self, i: usize, signal: &str) {
        let done = Command::new("kill")
            .arg(format!("-{signal}"))
            .arg(self.nodes[i].pid().to_string())
            .status()
            .unwrap();
        assert!(done.success());
    }

    /// Waits up to `limit` for node `i` to exit on its own; answers its exit code.
    pub async fn exited(&mut self, i: usize, limit: Duration) -> Option<i32> {
        let start = Instant::now();
        loop {
            if let Some(child) = self.nodes[i].child.as_mut()
                && let Ok(Some(status)) = child.try_wait()
            {
                self.nodes[i].child = None;
                return status.code();
            }
            if start.elapsed() > limit {
                return None;
            }
            tokio::time::sleep(Duration::from_millis(50)).await;
        }
    }

    /// Each running node's `/healthz` role.
    pub async fn roles(&self) -> Vec<Option<String>> {
        let mut roles = Vec::new();
        for node in &self.nodes {
            let role = if node.running() {
                match self
                    .http
                    .get(format!("{}/healthz", node.base()))
                    .timeout(Duration::from_millis(500))
                    .send()
                    .await
                {
                    Ok(answer) => answer
                        .json::<Value>()
                        .await
                        .ok()
                        .and_then(|v| v["role"].as_str().map(str::to_string)),
                    Err(_) => None,
                }
            } else {
                None
            };
            roles.push(role);
        }
        roles
    }

    /// The node that owns the tasks, once one does (waiting up to `limit`), and how long that took.
    pub async fn owner(&self, limit: Duration) -> (usize, Duration) {
        let start = Instant::now();
        loop {
            let roles = self.roles().await;
            let owners: Vec<usize> = (0..roles.len())
                .filter(|i| roles[*i].as_deref() == Some("owner"))
                .collect();
            assert!(owners.len() <= 1, "two nodes own the tasks at once: {roles:?}");
            if let Some(&i) = owners.first() {
                return (i, start.elapsed());
            }
            assert!(
                start.elapsed() < limit,
                "no node took the tasks over within {limit:?}"
            );
            tokio::time::sleep(Duration::from_millis(100)).await;
        }
    }

    pub async fn post(&self, base: &str, path: &str, token: Option<&str>, form: &[(&str, &str)]) -> Value {
        let mut request = self.http.post(format!("{base}/api{path}")).form(form);
        if let Some(token) = token {
            request = request.header("authorization", token);
        }
        match request.send().await {
            Ok(answer) => answer.json::<Value>().await.unwrap_or(Value::Null),
            Err(_) => Value::Null,
        }
    }

    pub async fn get(&self, base: &str, path: &str, token: Option<&str>) -> Value {
        let mut request = self.http.get(format!("{base}/api{path}"));
        if let Some(token) = token {
            request = request.header("authorization", token);
        }
        match request.send().await {
            Ok(answer) => answer.json::<Value>().await.unwrap_or(Value::Null),
            Err(_) => Value::Null,
        }
    }

    /// The newest 6-digit code mailed to `to` by node `i`.
    pub fn code_for(&self, i: usize, to: &str) -> String {
        let dir = self.nodes[i].data_dir.join("outbox");
        let mut names: Vec<_> = std::fs::read_dir(&dir)
            .unwrap()
            .map(|e| e.unwrap().path())
            .collect();
        names.sort();
        for name in names.iter().rev() {
            let text = std::fs::read_to_string(name).unwrap();
            if text.starts_with(&format!("To: {to}\n"))
                && let Some(body) = text.split("\n\n").nth(1)
                && let Some(code) = body.split(|c: char| !c.is_ascii_digit()).find(|w| w.len() == 6)
            {
                return code.to_string();
            }
        }
        panic!("no code sent to {to}");
    }

    /// Registers an account through node 0 and signs it in through node `i`; answers the token.
    pub async fn signed_up(&self, email: &str, i: usize) -> String {
        let first = self.nodes[0].base();
        let sent = self
            .post(
                &first,
                "/sms_mail",
                None,
                &[("user_string", email), ("scene", "register")],
            )
            .await;
        assert_eq!(sent["type"], "ok", "{sent}");
        let code = self.code_for(0, email);
        let form = [
            ("user_string", email),
            ("code", code.as_str()),
            ("password", "password1"),
            ("re_password", "password1"),
        ];
        let registered = self.post(&first, "/user/register", None, &form).await;
        assert_eq!(registered["type"], "ok", "{registered}");
        let login = self
            .post(
                &self.nodes[i].base(),
                "/user/login",
                None,
                &[("user_string", email), ("password", "password1")],
            )
            .await;
        assert_eq!(login["type"], "ok", "{login}");
        login["message"].as_str().unwrap().to_string()
    }

    /// `mercato ledger verify` on the cluster's database; answers whether it passed, and its output.
    pub fn verify_ledger(&self) -> (bool, String) {
        let out = Command::new(binary())
            .args(["ledger", "verify", "--database-url", &self.database_url])
            .output()
            .unwrap();
        (
            out.status.success(),
            String::from_utf8_lossy(&out.stdout).to_string() + &String::from_utf8_lossy(&out.stderr),
        )
    }

    pub async fn exec(&self, sql: &str) {
        let pool = sqlx::PgPool::connect(&self.database_url).await.unwrap();
        sqlx::query(sqlx::AssertSqlSafe(sql.to_string()))
            .execute(&pool)
            .await
            .unwrap();
        pool.close().await;
    }

    pub async fn query_i64(&self, sql: &str) -> i64 {
        let pool = sqlx::PgPool::connect(&self.database_url).await.unwrap();
        let value = sqlx::query_scalar::<_, i64>(sqlx::AssertSqlSafe(sql.to_string()))
            .fetch_one(&pool)
            .await
            .unwrap();
        pool.close().await;
        value
    }
}

impl Drop for Cluster {
    fn drop(&mut self) {
        for i in 0..self.nodes.len() {
            if self.nodes[i].running() {
                let _ = self.signal_quiet(i, "CONT");
                self.kill(i);
            }
        }
        if let Some(mut child) = self.haproxy.take() {
            let _ = child.kill();
            let _ = child.wait();
        }
        let _ = self.redis.kill();
        let _ = self.redis.wait();
    }
}

impl Cluster {
    fn signal_quiet(&self, i: usize, signal: &str) -> std::io::Result<std::process::ExitStatus> {
        Command::new("kill")
            .arg(format!("-{signal}"))
            .arg(self.nodes[i].pid().to_string())
            .status()
    }
}
