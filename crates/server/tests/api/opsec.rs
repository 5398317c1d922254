//! Operators' second factor, text with NUL bytes, and a lockout that keeps the owner in (ADR 70).

use futures_util::future::join_all;
use mercato::auth::totp;
use serde_json::Value;

use crate::{
    common::{SendJson, TestApp, admin_get, admin_post, error, ok, operator},
    operator_sign_in::{PASSWORD, admin_login, base32_decode, code_after, fresh_code},
};

/// A six-digit code that none of the steps the server accepts now gives for `secret`.
fn wrong_code(app: &TestApp, secret: &[u8]) -> String {
    let now = app.state.clock.now_ms().div_euclid(30_000);
    let valid: Vec<u32> = (now - 1..=now + 1)
        .map(|s| totp::code_at(secret, s).unwrap())
        .collect();
    let wrong = (0..).find(|c| !valid.contains(c)).unwrap();
    format!("{wrong:06}")
}

async fn active_secret(app: &TestApp, email: &str) -> Vec<u8> {
    let secret: String = mercato::on_db!(&app.state.db, c => sqlx::query_scalar(
        "SELECT totp_secret FROM operators WHERE email = $1",
    )
    .bind(email)
    .fetch_one(c)
    .await)
    .unwrap();
    hex::decode(secret).unwrap()
}

async fn create(app: &TestApp, email: &str, role: &str) {
    mercato::admin::service::create_operator(&app.state.db, email, PASSWORD, role)
        .await
        .unwrap();
}

#[tokio::test]
async fn an_admin_s_first_sign_in_answers_only_a_secret_to_enrol_and_a_code_from_it_opens_the_session() {
    let app = TestApp::spawn().await;
    create(&app, "root@example.com", "admin").await;
    // The attack: an admin's right password alone used to open a session.
    let first = admin_login(&app, "root@example.com", PASSWORD, None).await;
    ok(&first);
    let enrolment = &first["message"]["totp_enrolment"];
    let secret = enrolment["secret"].as_str().unwrap().to_string();
    assert!(
        enrolment["otpauth_url"]
            .as_str()
            .unwrap()
            .contains(&format!("secret={secret}"))
    );
    assert_eq!(app.count("SELECT COUNT(*) FROM operator_sessions").await, 0);
    let again = admin_login(&app, "root@example.com", PASSWORD, None).await;
    assert_eq!(
        again["message"]["totp_enrolment"]["secret"], secret,
        "the waiting secret is kept"
    );
    let key = base32_decode(&secret);
    let wrong = admin_login(&app, "root@example.com", PASSWORD, Some(&wrong_code(&app, &key))).await;
    error(&wrong, "login_failed");
    assert_eq!(app.count("SELECT COUNT(*) FROM operator_sessions").await, 0);

    let enrolled = admin_login(
        &app,
        "root@example.com",
        PASSWORD,
        Some(&code_after(&app, &key, 0)),
    )
    .await;
    ok(&enrolled);
    let token = enrolled["message"].as_str().unwrap();
    ok(&admin_get(&app, "/me", token).await);
    assert_eq!(
        app.count("SELECT COUNT(*) FROM audit_log WHERE action = 'operator.totp_on'")
            .await,
        1
    );
    // From now on the password alone answers as a wrong one does.
    error(
        &admin_login(&app, "root@example.com", PASSWORD, None).await,
        "login_failed",
    );
}

#[tokio::test]
async fn a_session_of_an_admin_without_a_second_factor_is_refused() {
    let app = TestApp::spawn().await;
    let token = operator(&app, "old@example.com", "finance").await;
    ok(&admin_get(&app, "/me", &token).await);
    // As if the session had been opened before the second factor was required.
    app.exec("UPDATE operators SET totp_secret = '' WHERE email = 'old@example.com'")
        .await;
    assert_eq!(admin_get(&app, "/me", &token).await["type"], "999");
}

#[tokio::test]
async fn a_wrong_password_and_a_wrong_or_missing_code_answer_the_same_way() {
    let app = TestApp::spawn().await;
    operator(&app, "same@example.com", "admin").await;
    let key = active_secret(&app, "same@example.com").await;
    let wrong_password = admin_login(&app, "same@example.com", "not-the-password", None).await;
    let wrong_code = admin_login(&app, "same@example.com", PASSWORD, Some(&wrong_code(&app, &key))).await;
    let no_code = admin_login(&app, "same@example.com", PASSWORD, None).await;
    error(&wrong_password, "login_failed");
    // Before, a right password with a wrong code answered `invalid_code` naming the `totp` field.
    assert_eq!(wrong_code, wrong_password);
    assert_eq!(no_code, wrong_password);
}

#[tokio::test]
async fn a_session_alone_cannot_replace_or_turn_off_an_active_second_factor() {
    let app = TestApp::spawn().await;
    let admin = operator(&app, "boss@example.com", "admin").await;
    let key = active_secret(&app, "boss@example.com").await;
    // The attack: a stolen session replaced the secret with one of the thief's.
    let no_code = admin_post(&app, "/totp/setup", &admin, &[]).await;
    assert_eq!(
        (no_code["error"].as_str(), no_code["field"].as_str()),
        (Some("invalid_params"), Some("code"))
    );
    let guessed = admin_post(&app, "/totp/setup", &admin, &[("code", &wrong_code(&app, &key))]).await;
    error(&guessed, "invalid_code");
    let code = fresh_code(&app, "boss@example.com").await.unwrap();
    error(
        &admin_post(&app, "/totp/disable", &admin, &[("code", &code)]).await,
        "forbidden",
    );
    assert_eq!(active_secret(&app, "boss@example.com").await, key);

    // With a current code the secret is replaced, and only the new one signs in afterwards.
    let setup = admin_post(&app, "/totp/setup", &admin, &[("code", &code)]).await;
    ok(&setup);
    let new_key = base32_decode(setup["message"]["secret"].as_str().unwrap());
    let last: i64 = app
        .count("SELECT totp_last_step FROM operators WHERE email = 'boss@example.com'")
        .await;
    let confirm = code_after(&app, &new_key, last);
    ok(&admin_post(&app, "/totp/enable", &admin, &[("code", &confirm)]).await);
    assert_eq!(active_secret(&app, "boss@example.com").await, new_key);
    assert_eq!(
        app.count("SELECT COUNT(*) FROM audit_log WHERE action = 'operator.totp_replace'")
            .await,
        1
    );

    // An operator whose role does not need one turns it off only with a current code.
    let support = operator(&app, "help@example.com", "support").await;
    let setup = admin_post(&app, "/totp/setup", &support, &[]).await;
    let key = base32_decode(setup["message"]["secret"].as_str().unwrap());
    ok(&admin_post(
        &app,
        "/totp/enable",
        &support,
        &[("code", &code_after(&app, &key, 0))],
    )
    .await);
    error(
        &admin_post(
            &app,
            "/totp/disable",
            &support,
            &[("code", &wrong_code(&app, &key))],
        )
        .await,
        "invalid_code",
    );
    let code = fresh_code(&app, "help@example.com").await.unwrap();
    ok(&admin_post(&app, "/totp/disable", &support, &[("code", &code)]).await);
}

#[tokio::test]
async fn fifty_racing_wrong_codes_to_turn_off_a_second_factor_check_five_and_refuse_the_rest() {
    let app = TestApp::spawn().await;
    let token = operator(&app, "guess@example.com", "compliance").await;
    let setup = admin_post(&app, "/totp/setup", &token, &[]).await;
    let key = base32_decode(setup["message"]["secret"].as_str().unwrap());
    ok(&admin_post(
        &app,
        "/totp/enable",
        &token,
        &[("code", &code_after(&app, &key, 0))],
    )
    .await);
    let wrong = wrong_code(&app, &key);
    // The attack: 900 guesses a second at `/totp/disable`, none of them counted.
    let form = [("code", wrong.as_str())];
    let answers = join_all((0..50).map(|_| admin_post(&app, "/totp/disable", &token, &form))).await;
    let checked = answers.iter().filter(|a| a["error"] == "invalid_code").count();
    let refused = answers
        .iter()
        .filter(|a| a["error"] == "too_many_requests")
        .count();
    assert_eq!((checked, refused), (5, 45), "{answers:?}");
    let right = fresh_code(&app, "guess@example.com").await.unwrap();
    error(
        &admin_post(&app, "/totp/disable", &token, &[("code", &right)]).await,
        "too_many_requests",
    );
}

#[tokio::test]
async fn fifty_racing_sign_ins_with_the_right_password_and_wrong_codes_check_five_codes() {
    let app = TestApp::spawn().await;
    operator(&app, "code@example.com", "finance").await;
    let key = active_secret(&app, "code@example.com").await;
    let wrong = wrong_code(&app, &key);
    let answers =
        join_all((0..50).map(|_| admin_login(&app, "code@example.com", PASSWORD, Some(&wrong)))).await;
    let failed = answers.iter().filter(|a| a["error"] == "login_failed").count();
    assert_eq!(failed, 5, "{answers:?}");
    let refused = answers
        .iter()
        .filter(|a| a["error"] == "too_many_requests")
        .count();
    assert_eq!(refused, 45, "{answers:?}");
}

async fn form_from(app: &TestApp, path: &str, ip: &str, form: &[(&str, &str)]) -> Value {
    app.client
        .post(app.url(path))
        .header("X-Forwarded-For", ip)
        .form(form)
        .send_json()
        .await
}

async fn user_login(app: &TestApp, ip: &str, password: &str) -> Value {
    let form = [("user_string", "owner@example.com"), ("password", password)];
    form_from(app, "/api/user/login", ip, &form).await
}

const HOME: &str = "203.0.113.7";

#[tokio::test]
async fn wrong_passwords_from_another_network_leave_the_owner_signing_in_from_home() {
    let app = TestApp::spawn_with(|c| c.server.trust_proxy = true).await;
    app.register("owner@example.com", "password1").await;
    ok(&user_login(&app, HOME, "password1").await);
    // The attack: five wrong passwords from anywhere locked the owner out for the window.
    for _ in 0..5 {
        error(&user_login(&app, "198.51.100.20", "guess").await, "login_failed");
    }
    error(
        &user_login(&app, "198.51.100.21", "guess").await,
        "too_many_requests",
    );
    ok(&user_login(&app, "203.0.113.99", "password1").await);
    error(
        &user_login(&app, "198.51.100.22", "password1").await,
        "too_many_requests",
    );
    // Spread over networks the guesses reach the account's ceiling: a new network is refused even with the right
    // password, the owner's own network is not.
    for net in 101..=103 {
        for _ in 0..5 {
            error(
                &user_login(&app, &format!("198.51.{net}.9"), "guess").await,
                "login_failed",
            );
        }
    }
    error(&user_login(&app, "192.0.2.1", "guess").await, "too_many_requests");
    error(
        &user_login(&app, "192.0.2.1", "password1").await,
        "too_many_requests",
    );
    ok(&user_login(&app, HOME, "password1").await);
}

#[tokio::test]
async fn fifty_racing_wrong_passwords_from_fifty_networks_count_at_most_the_account_ceiling() {
    let app = TestApp::spawn_with(|c| c.server.trust_proxy = true).await;
    app.register("owner@example.com", "password1").await;
    ok(&user_login(&app, HOME, "password1").await);
    let ips: Vec<String> = (0..50).map(|i| format!("198.51.{i}.1")).collect();
    let answers = join_all(ips.iter().map(|ip| user_login(&app, ip, "guess"))).await;
    let failed = answers.iter().filter(|a| a["error"] == "login_failed").count();
    let refused = answers
        .iter()
        .filter(|a| a["error"] == "too_many_requests")
        .count();
    assert_eq!((failed, refused), (20, 30), "{answers:?}");
    ok(&user_login(&app, HOME, "password1").await);
}

#[tokio::test]
async fn an_operator_signs_in_from_its_usual_network_while_strangers_are_limited() {
    let app = TestApp::spawn_with(|c| c.server.trust_proxy = true).await;
    operator(&app, "desk@example.com", "admin").await;
    let form = [("email", "desk@example.com"), ("password", "guess-guess-guess")];
    for _ in 0..5 {
        error(
            &form_from(&app, "/admin/api/login", "198.51.100.20", &form).await,
            "login_failed",
        );
    }
    error(
        &form_from(&app, "/admin/api/login", "198.51.100.20", &form).await,
        "too_many_requests",
    );
    let code = fresh_code(&app, "desk@example.com").await.unwrap();
    let right = [
        ("email", "desk@example.com"),
        ("password", PASSWORD),
        ("totp", &code),
    ];
    ok(&form_from(&app, "/admin/api/login", "127.0.0.1", &right).await);
}

#[tokio::test]
async fn text_fields_with_a_nul_byte_are_refused_naming_the_field_before_any_query() {
    let app = TestApp::spawn().await;
    let token = app.signed_up("nul@example.com").await;
    let field = |body: &Value| {
        (
            body["error"].as_str().map(str::to_string),
            body["field"].as_str().map(str::to_string),
        )
    };
    let invalid = |name: &str| (Some("invalid_params".to_string()), Some(name.to_string()));
    // The attack: on PostgreSQL each of these answered `internal_error`.
    let login = app
        .post(
            "/user/login",
            None,
            &[("user_string", "nul\0@example.com"), ("password", "password1")],
        )
        .await;
    assert_eq!(field(&login), invalid("user_string"));
    let register = [
        ("user_string", "new\0@example.com"),
        ("code", "123456"),
        ("password", "password1"),
        ("re_password", "password1"),
    ];
    assert_eq!(
        field(&app.post("/user/register", None, &register).await),
        invalid("user_string")
    );
    let code = [("user_string", "a\0@example.com"), ("scene", "register")];
    assert_eq!(
        field(&app.post("/sms_mail", None, &code).await),
        invalid("user_string")
    );
    let nickname = [("nickname", "Bob\0"), ("signature", "hi")];
    assert_eq!(
        field(&app.post("/user/editNickname", Some(&token), &nickname).await),
        invalid("nickname")
    );
    let operator_login = [("email", "x\0@example.com"), ("password", "whatever-password")];
    let body = form_from(&app, "/admin/api/login", "127.0.0.1", &operator_login).await;
    assert_eq!(field(&body), invalid("email"));
    // In a query string and in a JSON body alike.
    let query = app
        .client
        .post(app.url("/api/user/login?user_string=q%00@example.com&password=password1"))
        .send_json()
        .await;
    assert_eq!(field(&query), invalid("user_string"));
    let json = app
        .client
        .post(app.url("/api/user/login"))
        .json(&serde_json::json!({"user_string": "j\u{0}@example.com", "password": "password1"}))
        .send_json()
        .await;
    assert_eq!(field(&json), invalid("user_string"));
    assert_eq!(app.count("SELECT COUNT(*) FROM users").await, 1);
}
