use std::path::PathBuf;

use mercato::{AppState, Application, clock::Clock, config::Config, on_db, on_tx};
use serde_json::Value;
use tempfile::TempDir;
use tokio::{net::TcpListener, sync::oneshot};

pub struct TestApp {
    pub base: String,
    pub client: reqwest::Client,
    pub state: AppState,
    pub dir: TempDir,
    /// Where `/metrics` is served, when the test configured it.
    pub metrics_addr: Option<std::net::SocketAddr>,
    shutdown: Option<oneshot::Sender<()>>,
    served: Option<tokio::task::JoinHandle<anyhow::Result<()>>>,
}

async fn fresh_database_url() -> String {
    let Ok(admin_url) = std::env::var("MERCATO_TEST_POSTGRES_URL") else {
        return String::new();
    };
    let name = format!("mercato_test_{}", uuid::Uuid::new_v4().simple());
    let admin = sqlx::PgPool::connect(&admin_url)
        .await
        .expect("connect to the test PostgreSQL server");
    sqlx::query(sqlx::AssertSqlSafe(format!("CREATE DATABASE {name}")))
        .execute(&admin)
        .await
        .unwrap();
    admin.close().await;
    let (base, _) = admin_url
        .rsplit_once('/')
        .expect("a database URL with a database name");
    format!("{base}/{name}")
}

/// On its first round of a day the VIP job recomputes every user's level, and a level lowers fees. Left to run, it
/// races a new server's first sign-ups and can change a test's fees under it. Every test server therefore starts
/// with the clock's day and the next marked as run; the VIP tests run the job themselves.
async fn vip_days_already_run(config: &Config, clock: &Clock) {
    const DAY_MS: i64 = 86_400_000;
    let db = mercato::startup::open_database(config)
        .await
        .expect("the test database opens");
    let today = clock.now_ms().div_euclid(DAY_MS) * DAY_MS;
    let mut tx = db.begin().await.unwrap();
    for day in [today, today + DAY_MS] {
        mercato::features::vip::repo::finish(&mut tx, day, day)
            .await
            .unwrap();
    }
    tx.commit().await.unwrap();
    db.close().await;
}

impl TestApp {
    pub async fn spawn() -> Self {
        Self::spawn_with(|_| {}).await
    }

    pub async fn spawn_with(adjust: impl FnOnce(&mut Config)) -> Self {
        Self::spawn_with_clock(Clock::system(), adjust).await
    }

    /// A server that reads `clock`: a manual clock lets a test move time instead of waiting for it.
    pub async fn spawn_with_clock(clock: Clock, adjust: impl FnOnce(&mut Config)) -> Self {
        Self::try_spawn_with_clock(clock, adjust)
            .await
            .expect("the application builds")
    }

    /// The same, answering the error when the application refuses to build.
    pub async fn try_spawn_with_clock(
        clock: Clock,
        adjust: impl FnOnce(&mut Config),
    ) -> anyhow::Result<Self> {
        let dir = tempfile::tempdir().unwrap();
        let mut config = Config::default();
        config.server.data_dir = dir.path().to_path_buf();
        config.database.url = fresh_database_url().await;
        config.auth.weak_password_hashing = true;
        // Tests that want the demo market maker or the simulated history turn them on themselves.
        config.market.maker = Some(false);
        config.market.history = Some(false);
        // The suites trade and settle on the simulator outside demo mode, which production refuses (ADR 66).
        config.market.simulated_money_markets = true;
        adjust(&mut config);
        vip_days_already_run(&config, &clock).await;
        let listener = TcpListener::bind("127.0.0.1:0").await.unwrap();
        let app = Application::build_with_clock(config, listener, clock).await?;
        let base = format!("http://{}", app.local_addr().unwrap());
        let state = app.state().clone();
        let metrics_addr = app.metrics_addr();
        let (tx, rx) = oneshot::channel::<()>();
        let served = tokio::spawn(app.run(async move {
            let _ = rx.await;
        }));
        let client = reqwest::Client::builder()
            .redirect(reqwest::redirect::Policy::none())
            .build()
            .unwrap();
        let app = Self {
            base,
            client,
            state,
            dir,
            metrics_addr,
            shutdown: Some(tx),
            served: Some(served),
        };
        // Tests fund their accounts with adjustments of any size; the second operator's approval is tested in
        // `accountability`, which publishes its own amounts.
        app.exec(
            "UPDATE rules SET value = '*:1000000000' WHERE product = 'funds' AND key = 'adjust_review_above'",
        )
        .await;
        Ok(app)
    }

    /// Shuts the server down gracefully, waits until it has closed its database, and hands back its data
    /// folder so another server can start on it.
    pub async fn stop(mut self) -> TempDir {
        if let Some(tx) = self.shutdown.take() {
            let _ = tx.send(());
        }
        if let Some(served) = self.served.take() {
            let _ = served.await;
        }
        std::mem::replace(&mut self.dir, tempfile::tempdir().unwrap())
    }

    pub fn url(&self, path: &str) -> String {
        format!("{}{path}", self.base)
    }

    /// POSTs a form as existing clients do, optionally with a raw token.
    pub async fn post(&self, path: &str, token: Option<&str>, form: &[(&str, &str)]) -> Value {
        let mut request = self.client.post(self.url(&format!("/api{path}"))).form(form);
        if let Some(token) = token {
            request = request.header("Authorization", token);
        }
        let response = request.send().await.unwrap();
        assert_eq!(response.status(), 200, "{path} answers HTTP 200");
        response.json().await.unwrap()
    }

    pub async fn get(&self, path: &str, token: Option<&str>, query: &[(&str, &str)]) -> Value {
        let mut request = self.client.get(self.url(&format!("/api{path}"))).query(query);
        if let Some(token) = token {
            request = request.header("Authorization", token);
        }
        let response = request.send().await.unwrap();
        assert_eq!(response.status(), 200, "{path} answers HTTP 200");
        response.json().await.unwrap()
    }

    pub fn outbox(&self) -> Vec<String> {
        let dir: PathBuf = self.dir.path().join("outbox");
        let mut names: Vec<_> = std::fs::read_dir(&dir)
            .map(|entries| entries.filter_map(|e| e.ok()).map(|e| e.path()).collect())
            .unwrap_or_default();
        names.retain(|p: &PathBuf| p.extension().is_some_and(|e| e == "txt"));
        names.sort();
        names
            .iter()
            .map(|p| std::fs::read_to_string(p).unwrap())
            .collect()
    }

    /// The code in the newest message to `to`.
    pub fn code_for(&self, to: &str) -> String {
        let message = self
            .outbox()
            .into_iter()
            .rev()
            .find(|m| m.starts_with(&format!("To: {to}\n")))
            .unwrap_or_else(|| panic!("no message to {to}"));
        let body = message.split("\n\n").nth(1).unwrap();
        body.split(|c: char| !c.is_ascii_digit())
            .find(|w| w.len() == 6)
            .unwrap()
            .to_string()
    }

    pub async fn exec(&self, sql: &str) {
        let mut tx = self.state.db.begin().await.unwrap();
        on_tx!(&mut tx, c => sqlx::query(sqlx::AssertSqlSafe(sql.to_string())).execute(c).await.map(|_| ()))
            .unwrap();
        tx.commit().await.unwrap();
    }

    /// Runs a statement in its own transaction and answers whether the database accepted it.
    pub async fn try_exec(&self, sql: &str) -> Result<(), sqlx::Error> {
        let mut tx = self.state.db.begin().await?;
        on_tx!(&mut tx, c => sqlx::query(sqlx::AssertSqlSafe(sql.to_string())).execute(c).await.map(|_| ()))?;
        tx.commit().await
    }

    pub async fn count(&self, sql: &str) -> i64 {
        on_db!(&self.state.db, c => sqlx::query_scalar::<_, i64>(sqlx::AssertSqlSafe(sql.to_string()))
            .fetch_one(c)
            .await)
        .unwrap()
    }

    /// Registers an e-mail account through the API, with the code from the outbox.
    pub async fn register(&self, email: &str, password: &str) {
        ok(&self
            .post(
                "/sms_mail",
                None,
                &[("user_string", email), ("scene", "register")],
            )
            .await);
        let code = self.code_for(email);
        let body = self
            .post(
                "/user/register",
                None,
                &[
                    ("user_string", email),
                    ("code", &code),
                    ("password", password),
                    ("re_password", password),
                ],
            )
            .await;
        ok(&body);
    }

    pub async fn login(&self, user: &str, password: &str) -> String {
        let body = self
            .post(
                "/user/login",
                None,
                &[("user_string", user), ("password", password)],
            )
            .await;
        ok(&body);
        body["message"].as_str().unwrap().to_string()
    }

    pub async fn signed_up(&self, email: &str) -> String {
        self.register(email, "password1").await;
        self.login(email, "password1").await
    }
}

impl Drop for TestApp {
    fn drop(&mut self) {
        if let Some(tx) = self.shutdown.take() {
            let _ = tx.send(());
        }
    }
}

/// Every ledger invariant holds (`mercato ledger verify`), as every money test checks at its end.
pub async fn assert_ledger_clean(app: &TestApp) {
    let report = mercato::ledger::verify::verify(&app.state.db).await.unwrap();
    assert!(report.is_clean(), "{:?}", report.problems);
}

#[track_caller]
pub fn ok(body: &Value) {
    assert_eq!(body["type"], "ok", "expected ok, got {body}");
}

#[track_caller]
pub fn error(body: &Value, code: &str) {
    assert_eq!(body["type"], "error", "expected an error, got {body}");
    assert_eq!(body["error"], code, "{body}");
    assert!(body["message"].as_str().is_some_and(|m| !m.is_empty()), "{body}");
}

/// How many answers to racing calls were accepted, after checking that every other one was refused with `code`
/// and its message.
#[track_caller]
pub fn accepted_else(answers: &[Value], code: &str) -> usize {
    for refused in answers.iter().filter(|a| a["type"] != "ok") {
        error(refused, code);
    }
    answers.iter().filter(|a| a["type"] == "ok").count()
}

/// Sends a request and reads its JSON body, whatever the status.
pub trait SendJson {
    async fn send_json(self) -> Value;
}

impl SendJson for reqwest::RequestBuilder {
    async fn send_json(self) -> Value {
        self.send().await.unwrap().json().await.unwrap()
    }
}

/// Changes a published rule or a site setting through the operators' API.
pub async fn change_parameter(app: &TestApp, token: &str, fields: &[(&str, &str)]) -> Value {
    let response = app
        .client
        .post(app.url("/admin/api/parameters"))
        .header("Authorization", token)
        .form(fields)
        .send()
        .await
        .unwrap();
    response.json().await.unwrap()
}

/// Creates an operator with `role` and signs it in (enrolling a second factor where the role needs one); answers
/// its token.
pub async fn operator(app: &TestApp, email: &str, role: &str) -> String {
    mercato::admin::service::create_operator(&app.state.db, email, crate::operator_sign_in::PASSWORD, role)
        .await
        .unwrap();
    crate::operator_sign_in::sign_in(app, email).await
}

pub async fn admin_get(app: &TestApp, path: &str, token: &str) -> Value {
    let response = app
        .client
        .get(app.url(&format!("/admin/api{path}")))
        .header("Authorization", token)
        .send()
        .await
        .unwrap();
    assert_eq!(response.status(), 200);
    response.json().await.unwrap()
}

pub async fn admin_post(app: &TestApp, path: &str, token: &str, form: &[(&str, &str)]) -> Value {
    let response = app
        .client
        .post(app.url(&format!("/admin/api{path}")))
        .header("Authorization", token)
        .form(form)
        .send()
        .await
        .unwrap();
    assert_eq!(response.status(), 200);
    response.json().await.unwrap()
}

impl TestApp {
    /// Binds a +86 mobile to a signed-in user with the code from the outbox.
    pub async fn bind_mobile(&self, token: &str, mobile: &str) {
        ok(&self
            .post(
                "/sms_send",
                Some(token),
                &[("area_code", "86"), ("mobile", mobile)],
            )
            .await);
        let code = self.code_for(&format!("+86{mobile}"));
        ok(&self
            .post(
                "/safe/mobile",
                Some(token),
                &[("mobile", mobile), ("code", &code)],
            )
            .await);
    }

    /// A user with both e-mail and mobile bound, as identity verification needs.
    pub async fn verified_contacts(&self, email: &str, mobile: &str) -> String {
        let token = self.signed_up(email).await;
        self.bind_mobile(&token, mobile).await;
        token
    }

    /// A user with both contacts bound and identity level 1 approved by a compliance operator.
    pub async fn level_one_user(&self, email: &str, mobile: &str) -> String {
        let token = self.verified_contacts(email, mobile).await;
        let form = [
            ("real_type", "1"),
            ("id_type", "2"),
            ("name", "Test User"),
            ("card_id", "E1234567"),
        ];
        ok(&self.post("/user/real", Some(&token), &form).await);
        let reviewer = operator(self, &format!("kyc-{mobile}@example.com"), "compliance").await;
        let queue = admin_get(self, "/identity/reviews", &reviewer).await;
        let id = queue["message"]["list"][0]["id"].as_i64().unwrap().to_string();
        ok(&admin_post(self, "/identity/approve", &reviewer, &[("id", &id)]).await);
        token
    }

    /// Sets a 6-digit pay password with a code sent to the user's e-mail.
    pub async fn set_pay_password(&self, token: &str, email: &str, pin: &str) {
        ok(&self
            .post("/sms_mail", Some(token), &[("scene", "pay_password")])
            .await);
        let code = self.code_for(email);
        let form = [
            ("pay_password", pin),
            ("re_pay_password", pin),
            ("code", code.as_str()),
        ];
        ok(&self.post("/safe/pay_password", Some(token), &form).await);
    }

    /// Uploads bytes as the multipart part `file`; answers the envelope.
    pub async fn upload(&self, token: &str, bytes: Vec<u8>, name: &str) -> Value {
        let part = reqwest::multipart::Part::bytes(bytes).file_name(name.to_string());
        let form = reqwest::multipart::Form::new().part("file", part);
        self.client
            .post(self.url("/api/upload"))
            .header("Authorization", token)
            .multipart(form)
            .send_json()
            .await
    }

    /// Uploads a small valid image and answers its path.
    pub async fn uploaded_image(&self, token: &str) -> String {
        let body = self.upload(token, png(16, 12), "id.png").await;
        ok(&body);
        body["message"].as_str().unwrap().to_string()
    }
}

fn encode(image: image::DynamicImage, format: image::ImageFormat) -> Vec<u8> {
    let mut out = std::io::Cursor::new(Vec::new());
    image.write_to(&mut out, format).unwrap();
    out.into_inner()
}

fn picture(width: u32, height: u32) -> image::DynamicImage {
    image::DynamicImage::ImageRgb8(image::RgbImage::from_fn(width, height, |x, y| {
        image::Rgb([(x * 7 % 256) as u8, (y * 5 % 256) as u8, 120])
    }))
}

pub fn png(width: u32, height: u32) -> Vec<u8> {
    encode(picture(width, height), image::ImageFormat::Png)
}

pub fn jpeg(width: u32, height: u32) -> Vec<u8> {
    encode(picture(width, height), image::ImageFormat::Jpeg)
}

pub fn webp(width: u32, height: u32) -> Vec<u8> {
    encode(picture(width, height), image::ImageFormat::WebP)
}
