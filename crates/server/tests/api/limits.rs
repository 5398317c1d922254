//! Every limit holds when 50 or more requests race for it, and expensive work has a ceiling (ADR 31).

use std::time::{Duration, Instant};

use futures_util::future::join_all;
use serde_json::Value;

use crate::common::{TestApp, admin_post, assert_ledger_clean, error, ok, operator};

const ADDRESS: &str = "0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed";

fn withdrawal<'a>(number: &'a str, pin: &'a str) -> Vec<(&'a str, &'a str)> {
    vec![
        ("currency", "3"),
        ("number", number),
        ("address", ADDRESS),
        ("type", "ERC20"),
        ("rate", "0.1"),
        ("pay_password", pin),
    ]
}

/// Demo mode (funded accounts) without a feed, with the per-address login limit out of the way so that the
/// per-account limits are what the tests meet.
async fn demo_app() -> TestApp {
    TestApp::spawn_with(|config| {
        config.server.demo = true;
        config.market.feed = "none".into();
        config.limits.login_attempts_per_ip = 10_000;
    })
    .await
}

fn count(answers: &[Value], code: &str) -> usize {
    answers
        .iter()
        .filter(|a| {
            if code == "ok" {
                a["type"] == "ok"
            } else {
                a["error"] == code
            }
        })
        .count()
}

#[tokio::test]
async fn fifty_racing_withdrawals_against_a_24_hour_limit_that_allows_three_accept_exactly_three() {
    let app = demo_app().await;
    let token = app.level_one_user("quota@example.com", "13800138201").await;
    app.set_pay_password(&token, "quota@example.com", "246810").await;
    let admin = operator(&app, "root@example.com", "admin").await;
    // BTC at 50,000 USDT: 0.07 BTC is 3,500 USDT, room for three withdrawals of 1,000 USDT and their fees.
    mercato::market::index::record(
        &app.state.market_ctx,
        1_795_400_000_000,
        "test",
        &[(1, 5_000_000_000_000)],
    )
    .await
    .unwrap();
    let limit = [
        ("product", "identity"),
        ("key", "lv1_withdraw_btc_per_24h"),
        ("value", "0.07"),
    ];
    ok(&admin_post(&app, "/parameters", &admin, &limit).await);
    let form = withdrawal("1000", "246810");
    let answers = join_all((0..50).map(|_| app.post("/wallet/out", Some(&token), &form))).await;
    assert_eq!(count(&answers, "ok"), 3, "{answers:?}");
    assert_eq!(count(&answers, "limit_exceeded"), 47, "{answers:?}");
    assert_eq!(app.count("SELECT COUNT(*) FROM withdrawals").await, 3);
    assert_ledger_clean(&app).await;
}

#[tokio::test]
async fn sixty_racing_wrong_passwords_count_five_failures_and_lock_out_the_right_one() {
    let app = demo_app().await;
    app.register("locked@example.com", "password1").await;
    let app = &app;
    let guesses = (0..60).map(|i| {
        let guess = format!("wrong-{i}");
        async move {
            app.post(
                "/user/login",
                None,
                &[("user_string", "locked@example.com"), ("password", &guess)],
            )
            .await
        }
    });
    let answers = join_all(guesses).await;
    assert_eq!(count(&answers, "login_failed"), 5, "{answers:?}");
    assert_eq!(count(&answers, "too_many_requests"), 55, "{answers:?}");
    let right = app
        .post(
            "/user/login",
            None,
            &[("user_string", "locked@example.com"), ("password", "password1")],
        )
        .await;
    error(&right, "too_many_requests");
}

#[tokio::test]
async fn racing_right_passwords_are_all_let_in_one_after_another() {
    let app = demo_app().await;
    app.register("busy@example.com", "password1").await;
    let logins = (0..20).map(|_| {
        app.post(
            "/user/login",
            None,
            &[("user_string", "busy@example.com"), ("password", "password1")],
        )
    });
    let answers = join_all(logins).await;
    assert_eq!(count(&answers, "ok"), 20, "{answers:?}");
}

#[tokio::test]
async fn sixty_racing_wrong_pay_passwords_compare_five_and_then_refuse_the_right_one() {
    let app = demo_app().await;
    let token = app.level_one_user("pin@example.com", "13800138202").await;
    app.set_pay_password(&token, "pin@example.com", "246810").await;
    let (app, token) = (&app, &token);
    let guesses = (0..60).map(|i| {
        let pin = format!("{:06}", 100_000 + i);
        async move {
            app.post("/wallet/out", Some(token), &withdrawal("100", &pin))
                .await
        }
    });
    let answers = join_all(guesses).await;
    assert_eq!(count(&answers, "pay_password_wrong"), 5, "{answers:?}");
    assert_eq!(count(&answers, "too_many_requests"), 55, "{answers:?}");
    error(
        &app.post("/wallet/out", Some(token), &withdrawal("100", "246810"))
            .await,
        "too_many_requests",
    );
    assert_eq!(app.count("SELECT COUNT(*) FROM withdrawals").await, 0);
}

#[tokio::test]
async fn fifty_racing_operator_logins_with_a_wrong_password_count_five_and_the_address_has_its_own_limit() {
    let app = TestApp::spawn_with(|config| config.limits.login_attempts_per_ip = 8).await;
    mercato::admin::service::create_operator(&app.state.db, "ops@example.com", "operator-pass-1", "admin")
        .await
        .unwrap();
    let attempt = |email: &'static str, password: &'static str| {
        app.client
            .post(app.url("/admin/api/login"))
            .form(&[("email", email), ("password", password)])
            .send()
    };
    let answers: Vec<Value> = join_all((0..50).map(|_| async {
        attempt("ops@example.com", "not-the-password")
            .await
            .unwrap()
            .json()
            .await
            .unwrap()
    }))
    .await;
    assert_eq!(count(&answers, "login_failed"), 5, "{answers:?}");
    assert_eq!(count(&answers, "too_many_requests"), 45, "{answers:?}");
    let right: Value = attempt("ops@example.com", "operator-pass-1")
        .await
        .unwrap()
        .json()
        .await
        .unwrap();
    error(&right, "too_many_requests");
    // The per-address budget (8) was spent by the first eight attempts whatever account they named.
    let other: Value = attempt("someone@example.com", "whatever-password")
        .await
        .unwrap()
        .json()
        .await
        .unwrap();
    error(&other, "too_many_requests");
}

#[tokio::test]
async fn fifty_racing_code_requests_for_one_recipient_send_one_code() {
    let app = TestApp::spawn_with(|config| {
        config.limits.codes_per_recipient = 1_000;
        config.limits.codes_per_ip = 1_000;
    })
    .await;
    let sends = (0..50).map(|_| {
        app.post(
            "/sms_mail",
            None,
            &[("user_string", "racer@example.com"), ("scene", "register")],
        )
    });
    let answers = join_all(sends).await;
    assert_eq!(count(&answers, "ok"), 1, "{answers:?}");
    assert_eq!(count(&answers, "too_many_requests"), 49, "{answers:?}");
    assert_eq!(app.outbox().len(), 1);
    assert_eq!(app.count("SELECT COUNT(*) FROM verification_codes").await, 1);
}

#[tokio::test]
async fn order_placement_is_limited_per_user_across_spot_contracts_and_options() {
    let app = TestApp::spawn_with(|config| {
        config.server.demo = true;
        config.market.feed = "none".into();
        config.limits.orders_per_window = 5;
        config.limits.order_window_seconds = 3_600;
    })
    .await;
    let token = app.signed_up("orders@example.com").await;
    let form = [
        ("currency_id", "1"),
        ("legal_id", "3"),
        ("type", "1"),
        ("amount", "0.001"),
        ("target_price", "50000"),
    ];
    let answers = join_all((0..50).map(|_| app.post("/coin/trade", Some(&token), &form))).await;
    assert_eq!(count(&answers, "ok"), 5, "{answers:?}");
    assert_eq!(count(&answers, "too_many_requests"), 45, "{answers:?}");
    error(
        &app.post("/lever/submit", Some(&token), &[("legal_id", "3")])
            .await,
        "too_many_requests",
    );
    error(
        &app.post("/microtrade/submit", Some(&token), &[("match_id", "1")])
            .await,
        "too_many_requests",
    );
    let other = app.signed_up("other-orders@example.com").await;
    ok(&app.post("/coin/trade", Some(&other), &form).await);
    assert_ledger_clean(&app).await;
}

/// The server as its own process (so its memory is its own), with the per-address login limit out of the way.
struct ServerProcess {
    child: std::process::Child,
    base: String,
    client: reqwest::Client,
    dir: tempfile::TempDir,
}

impl ServerProcess {
    fn start() -> Self {
        use std::io::BufRead;
        let dir = tempfile::tempdir().unwrap();
        let mut child = std::process::Command::new(env!("CARGO_BIN_EXE_mercato"))
            .args(["serve", "--listen", "127.0.0.1:0", "--data-dir"])
            .arg(dir.path())
            .env("MERCATO__LIMITS__LOGIN_ATTEMPTS_PER_IP", "10000")
            .env("MERCATO__MARKET__FEED", "none")
            .stdout(std::process::Stdio::piped())
            .stderr(std::process::Stdio::null())
            .spawn()
            .unwrap();
        let stdout = child.stdout.take().unwrap();
        let line = std::io::BufReader::new(stdout)
            .lines()
            .map_while(Result::ok)
            .find(|l| l.starts_with("mercato listening on "))
            .unwrap();
        let base = line.trim_start_matches("mercato listening on ").to_string();
        Self {
            child,
            base,
            client: reqwest::Client::new(),
            dir,
        }
    }

    async fn post(&self, path: &str, token: Option<&str>, form: &[(&str, &str)]) -> Value {
        let mut request = self.client.post(format!("{}/api{path}", self.base)).form(form);
        if let Some(token) = token {
            request = request.header("Authorization", token);
        }
        request.send().await.unwrap().json().await.unwrap()
    }

    /// Registers by the code in the outbox, then logs in; answers the token.
    async fn signed_up(&self, email: &str) -> String {
        ok(&self.post("/sms_mail", None, &[("user_string", email)]).await);
        let outbox = std::fs::read_dir(self.dir.path().join("outbox")).unwrap();
        let message = outbox
            .filter_map(|e| std::fs::read_to_string(e.ok()?.path()).ok())
            .find(|m| m.starts_with(&format!("To: {email}\n")))
            .unwrap();
        let body = message.split("\n\n").nth(1).unwrap();
        let code = body
            .split(|c: char| !c.is_ascii_digit())
            .find(|w| w.len() == 6)
            .unwrap();
        let signup = [
            ("user_string", email),
            ("code", code),
            ("password", "password1"),
            ("re_password", "password1"),
        ];
        ok(&self.post("/user/register", None, &signup).await);
        let login = self
            .post(
                "/user/login",
                None,
                &[("user_string", email), ("password", "password1")],
            )
            .await;
        ok(&login);
        login["message"].as_str().unwrap().to_string()
    }

    /// The most memory the server has held so far, in MiB.
    fn peak_mib(&self) -> u64 {
        let status = std::fs::read_to_string(format!("/proc/{}/status", self.child.id())).unwrap();
        let line = status.lines().find(|l| l.starts_with("VmHWM:")).unwrap();
        line.split_whitespace().nth(1).unwrap().parse::<u64>().unwrap() / 1024
    }
}

impl Drop for ServerProcess {
    fn drop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_flood_of_logins_at_full_hashing_cost_leaves_other_requests_quick_and_memory_bounded() {
    let server = ServerProcess::start();
    let token = server.signed_up("by@example.com").await;
    let before = server.peak_mib();
    let server = &server;
    let flood = join_all((0..100).map(|i| async move {
        let who = format!("nobody-{i}@example.com");
        server
            .post(
                "/user/login",
                None,
                &[("user_string", &who), ("password", "wrong password")],
            )
            .await
    }));
    // Polled after the flood has sent its requests, so it meets every hashing slot taken.
    let bystander = async {
        let started = Instant::now();
        let info = server
            .client
            .get(format!("{}/api/user/info", server.base))
            .header("Authorization", &token)
            .send()
            .await
            .unwrap()
            .json::<Value>()
            .await
            .unwrap();
        (info, started.elapsed())
    };
    let (answers, (info, took)) = tokio::join!(flood, bystander);
    ok(&info);
    let peak = server.peak_mib();
    println!(
        "100 logins at full cost: {} refused as wrong, {} as busy; an unrelated request took {took:?}; \
         server peak memory {before} MiB before, {peak} MiB after",
        count(&answers, "login_failed"),
        count(&answers, "server_busy")
    );
    assert_eq!(
        count(&answers, "login_failed") + count(&answers, "server_busy"),
        100,
        "{answers:?}"
    );
    assert!(
        took < Duration::from_secs(5),
        "an unrelated request took {took:?}"
    );
    assert!(
        peak < before + 256,
        "peak memory grew from {before} to {peak} MiB"
    );
}

#[tokio::test]
async fn a_png_declaring_half_a_gigabyte_of_pixels_is_refused_as_too_large_without_decoding_it() {
    let server = ServerProcess::start();
    let token = server.signed_up("bomber@example.com").await;
    let bomb = include_bytes!("../fixtures/png-bomb-8000x8000x16bit.png").to_vec();
    let before = server.peak_mib();
    let upload = |bytes: Vec<u8>| {
        let part = reqwest::multipart::Part::bytes(bytes).file_name("bomb.png");
        server
            .client
            .post(format!("{}/api/upload", server.base))
            .header("Authorization", &token)
            .multipart(reqwest::multipart::Form::new().part("file", part))
            .send()
    };
    let answers = join_all(
        (0..10).map(|_| async { upload(bomb.clone()).await.unwrap().json::<Value>().await.unwrap() }),
    )
    .await;
    for answer in &answers {
        error(answer, "image_too_large");
    }
    let peak = server.peak_mib();
    assert!(peak < before + 64, "peak memory grew from {before} to {peak} MiB");
}
