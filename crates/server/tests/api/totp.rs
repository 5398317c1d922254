//! Users' second factor (ADR 78): enrolment, the login challenge, recovery codes, the password's lockout and
//! withdrawals. Codes are computed here from the secret with RFC 6238 at the test clock's time.

use futures_util::future::join_all;
use hmac::{Hmac, Mac};
use mercato::clock::Clock;
use serde_json::Value;
use sha1::Sha1;

use crate::common::{TestApp, accepted_else, admin_post, assert_ledger_clean, error, ok, operator};

const START_MS: i64 = 1_800_000_000_000;
const STEP_MS: i64 = 30_000;
const ADDRESS: &str = "0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed";

/// Demo mode (funded accounts) on a manual clock, with the per-address login limit out of the way so that the
/// per-account limits are what the tests meet.
async fn app() -> TestApp {
    TestApp::spawn_with_clock(Clock::manual(START_MS), |config| {
        config.server.demo = true;
        config.market.feed = "none".into();
        config.limits.login_attempts_per_ip = 10_000;
    })
    .await
}

fn base32_decode(text: &str) -> Vec<u8> {
    const ALPHABET: &str = "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567";
    let (mut out, mut buffer, mut bits) = (Vec::new(), 0u32, 0u32);
    for c in text.chars().filter(|c| *c != '=') {
        let value = ALPHABET.find(c.to_ascii_uppercase()).expect("a base32 letter") as u32;
        buffer = (buffer << 5) | value;
        bits += 5;
        if bits >= 8 {
            bits -= 8;
            out.push(((buffer >> bits) & 0xFF) as u8);
        }
    }
    out
}

/// RFC 6238 with HMAC-SHA1, 30-second steps and six digits, at `now_ms`.
fn totp(secret: &str, now_ms: i64) -> String {
    let mut mac = Hmac::<Sha1>::new_from_slice(&base32_decode(secret)).unwrap();
    mac.update(&(now_ms.div_euclid(STEP_MS) as u64).to_be_bytes());
    let digest = mac.finalize().into_bytes();
    let offset = usize::from(digest[19] & 0x0F);
    let value = u32::from_be_bytes([
        digest[offset] & 0x7F,
        digest[offset + 1],
        digest[offset + 2],
        digest[offset + 3],
    ]);
    format!("{:06}", value % 1_000_000)
}

/// A code that is not the one of the current step nor of its neighbours.
fn wrong_code(secret: &str, now_ms: i64) -> String {
    let near: Vec<String> = (-1..=1).map(|d| totp(secret, now_ms + d * STEP_MS)).collect();
    (0..1000)
        .map(|i| format!("{:06}", 100_000 + i))
        .find(|c| !near.contains(c))
        .unwrap()
}

fn now(app: &TestApp) -> i64 {
    app.state.clock.now_ms()
}

/// Moves to the next time step, so that a new code can be used.
fn next_step(app: &TestApp) {
    let _ = app.state.clock.advance(STEP_MS);
}

/// Turns the second factor on for a signed-in user: the secret and the recovery codes.
async fn enrol(app: &TestApp, token: &str) -> (String, Vec<String>) {
    let setup = app.post("/user/totp/setup", Some(token), &[]).await;
    ok(&setup);
    let secret = setup["message"]["secret"].as_str().unwrap().to_string();
    let url = setup["message"]["otpauth_url"].as_str().unwrap();
    assert!(
        url.starts_with("otpauth://totp/") && url.contains(&secret),
        "{url}"
    );
    let status = app.get("/user/totp/status", Some(token), &[]).await;
    assert_eq!(status["message"]["enabled"], 0, "{status}");
    assert_eq!(status["message"]["pending"], 1, "{status}");
    let code = totp(&secret, now(app));
    let enabled = app
        .post("/user/totp/enable", Some(token), &[("code", &code)])
        .await;
    ok(&enabled);
    let codes: Vec<String> = enabled["message"]["recovery_codes"]
        .as_array()
        .unwrap()
        .iter()
        .map(|c| c.as_str().unwrap().to_string())
        .collect();
    assert_eq!(codes.len(), 10);
    next_step(app);
    (secret, codes)
}

async fn login(app: &TestApp, user: &str, password: &str) -> Value {
    app.post(
        "/user/login",
        None,
        &[("user_string", user), ("password", password)],
    )
    .await
}

/// The challenge a right password answers while the second factor is on.
async fn challenge(app: &TestApp, user: &str) -> String {
    let body = login(app, user, "password1").await;
    ok(&body);
    assert_eq!(body["message"]["totp_required"], 1, "{body}");
    body["message"]["challenge"].as_str().unwrap().to_string()
}

async fn complete(app: &TestApp, challenge: &str, field: &str, code: &str) -> Value {
    app.post(
        "/user/login_totp",
        None,
        &[("challenge", challenge), (field, code)],
    )
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
async fn enrolment_then_login_answers_a_challenge_and_a_code_completes_it() {
    let app = app().await;
    let token = app.signed_up("two@example.com").await;
    let (secret, _) = enrol(&app, &token).await;
    let status = app.get("/user/totp/status", Some(&token), &[]).await;
    assert_eq!(status["message"]["enabled"], 1, "{status}");
    assert_eq!(status["message"]["recovery_codes_left"], 10, "{status}");
    error(
        &app.post("/user/totp/setup", Some(&token), &[]).await,
        "totp_enabled",
    );

    let body = login(&app, "two@example.com", "password1").await;
    ok(&body);
    let message = &body["message"];
    assert!(
        message.get("token").is_none(),
        "no session before the code: {body}"
    );
    let challenge = message["challenge"].as_str().unwrap();
    assert_eq!(
        app.count("SELECT COUNT(*) FROM sessions").await,
        1,
        "only the session of the sign-up"
    );
    error(
        &complete(&app, "not-a-challenge", "code", &totp(&secret, now(&app))).await,
        "challenge_expired",
    );
    let done = complete(&app, challenge, "totp_code", &totp(&secret, now(&app))).await;
    ok(&done);
    let session = done["message"].as_str().unwrap();
    ok(&app.get("/user/info", Some(session), &[]).await);
    next_step(&app);
    error(
        &complete(&app, challenge, "code", &totp(&secret, now(&app))).await,
        "challenge_expired",
    );

    // A challenge lasts five minutes.
    let late = self::challenge(&app, "two@example.com").await;
    let _ = app.state.clock.advance(5 * 60_000 + 1);
    error(
        &complete(&app, &late, "code", &totp(&secret, now(&app))).await,
        "challenge_expired",
    );

    // Turning it off needs the password and a current code; then login answers a token again.
    next_step(&app);
    let code = totp(&secret, now(&app));
    error(
        &app.post(
            "/user/totp/disable",
            Some(session),
            &[("password", "wrong-one"), ("code", &code)],
        )
        .await,
        "login_failed",
    );
    ok(&app
        .post(
            "/user/totp/disable",
            Some(session),
            &[("password", "password1"), ("code", &code)],
        )
        .await);
    let body = login(&app, "two@example.com", "password1").await;
    ok(&body);
    assert!(body["message"].is_string(), "{body}");
}

#[tokio::test]
async fn a_recovery_code_completes_a_login_once() {
    let app = app().await;
    let token = app.signed_up("recover@example.com").await;
    let (_, codes) = enrol(&app, &token).await;
    let first = challenge(&app, "recover@example.com").await;
    ok(&complete(&app, &first, "recovery_code", &codes[0]).await);
    let second = challenge(&app, "recover@example.com").await;
    error(
        &complete(&app, &second, "recovery_code", &codes[0]).await,
        "totp_invalid",
    );
    // Typed in lower case without the dash, in the code field.
    let typed = codes[1].to_lowercase().replace('-', "");
    let done = complete(&app, &second, "code", &typed).await;
    ok(&done);
    let session = done["message"].as_str().unwrap();
    let status = app.get("/user/totp/status", Some(session), &[]).await;
    assert_eq!(status["message"]["recovery_codes_left"], 8, "{status}");
}

#[tokio::test]
async fn a_code_is_refused_the_second_time_within_its_step_and_one_step_of_drift_is_allowed() {
    let app = app().await;
    let token = app.signed_up("replay@example.com").await;
    let (secret, _) = enrol(&app, &token).await;
    let code = totp(&secret, now(&app));
    let first = challenge(&app, "replay@example.com").await;
    ok(&complete(&app, &first, "code", &code).await);
    let second = challenge(&app, "replay@example.com").await;
    error(&complete(&app, &second, "code", &code).await, "totp_invalid");
    // The code of the step before now still works (a phone's clock a little behind), once.
    let _ = app.state.clock.advance(2 * STEP_MS);
    let behind = totp(&secret, now(&app) - STEP_MS);
    ok(&complete(&app, &second, "code", &behind).await);
    let third = challenge(&app, "replay@example.com").await;
    error(&complete(&app, &third, "code", &behind).await, "totp_invalid");
    // Two steps away is too far.
    let far = totp(&secret, now(&app) + 2 * STEP_MS);
    error(&complete(&app, &third, "code", &far).await, "totp_invalid");
}

#[tokio::test]
async fn wrong_codes_count_with_wrong_passwords_and_lock_the_account_out_like_them() {
    let app = app().await;
    let token = app.signed_up("lock@example.com").await;
    let (secret, _) = enrol(&app, &token).await;
    error(&login(&app, "lock@example.com", "wrong-1").await, "login_failed");
    error(&login(&app, "lock@example.com", "wrong-2").await, "login_failed");
    let challenge = self::challenge(&app, "lock@example.com").await;
    let wrong = wrong_code(&secret, now(&app));
    error(&complete(&app, &challenge, "code", &wrong).await, "totp_invalid");
    error(&complete(&app, &challenge, "code", &wrong).await, "totp_invalid");
    // The right password answers a new challenge but clears none of the failures.
    let again = self::challenge(&app, "lock@example.com").await;
    error(&complete(&app, &again, "code", &wrong).await, "totp_invalid");
    // Five failures: the right code and the right password are refused alike.
    error(
        &complete(&app, &again, "code", &totp(&secret, now(&app))).await,
        "too_many_requests",
    );
    error(
        &login(&app, "lock@example.com", "password1").await,
        "too_many_requests",
    );
}

#[tokio::test]
async fn fifty_racing_wrong_codes_compare_five_and_then_refuse_the_right_one() {
    let app = app().await;
    let token = app.signed_up("race@example.com").await;
    let (secret, _) = enrol(&app, &token).await;
    let challenge = challenge(&app, "race@example.com").await;
    let wrong = wrong_code(&secret, now(&app));
    let (app, challenge, wrong) = (&app, &challenge, &wrong);
    let answers = join_all((0..50).map(|_| complete(app, challenge, "code", wrong))).await;
    assert_eq!(count(&answers, "totp_invalid"), 5, "{answers:?}");
    assert_eq!(count(&answers, "too_many_requests"), 45, "{answers:?}");
    error(
        &complete(app, challenge, "code", &totp(&secret, now(app))).await,
        "too_many_requests",
    );
    assert_eq!(app.count("SELECT COUNT(*) FROM sessions").await, 1);
}

fn withdrawal<'a>(extra: &[(&'a str, &'a str)]) -> Vec<(&'a str, &'a str)> {
    let mut form = vec![
        ("currency", "3"),
        ("number", "100"),
        ("address", ADDRESS),
        ("type", "ERC20"),
        ("rate", "0.1"),
        ("pay_password", "246810"),
    ];
    form.extend_from_slice(extra);
    form
}

#[tokio::test]
async fn a_withdrawal_needs_a_current_code_once_the_second_factor_is_on() {
    let app = app().await;
    let token = app.level_one_user("wd@example.com", "13800138501").await;
    app.set_pay_password(&token, "wd@example.com", "246810").await;
    // Before enrolment a withdrawal needs no code.
    ok(&app.post("/wallet/out", Some(&token), &withdrawal(&[])).await);
    let (secret, _) = enrol(&app, &token).await;
    error(
        &app.post("/wallet/out", Some(&token), &withdrawal(&[])).await,
        "totp_required",
    );
    let wrong = wrong_code(&secret, now(&app));
    let refused = app
        .post(
            "/wallet/out",
            Some(&token),
            &withdrawal(&[("totp_code", wrong.as_str())]),
        )
        .await;
    error(&refused, "totp_invalid");
    assert_eq!(refused["field"], "totp_code", "{refused}");
    assert_eq!(app.count("SELECT COUNT(*) FROM withdrawals").await, 1);
    let code = totp(&secret, now(&app));
    ok(&app
        .post(
            "/wallet/out",
            Some(&token),
            &withdrawal(&[("totp_code", code.as_str())]),
        )
        .await);
    // The same code again within its step is a replay.
    error(
        &app.post(
            "/wallet/out",
            Some(&token),
            &withdrawal(&[("totp_code", code.as_str())]),
        )
        .await,
        "totp_invalid",
    );
    next_step(&app);
    let code = totp(&secret, now(&app));
    ok(&app
        .post(
            "/wallet/out",
            Some(&token),
            &withdrawal(&[("google_code", code.as_str())]),
        )
        .await);
    assert_eq!(app.count("SELECT COUNT(*) FROM withdrawals").await, 3);
    assert_ledger_clean(&app).await;
}

#[tokio::test]
async fn a_user_without_a_second_factor_logs_in_exactly_as_before() {
    let app = app().await;
    app.register("plain@example.com", "password1").await;
    let body = login(&app, "plain@example.com", "password1").await;
    let mut keys: Vec<&String> = body.as_object().unwrap().keys().collect();
    keys.sort();
    assert_eq!(keys, ["message", "type"], "{body}");
    assert_eq!(body["type"], "ok");
    let token = body["message"].as_str().expect("the token as the message");
    assert_eq!(token.len(), 64, "{body}");
    ok(&app.get("/user/info", Some(token), &[]).await);
    let status = app.get("/user/totp/status", Some(token), &[]).await;
    assert_eq!(status["message"]["enabled"], 0, "{status}");
    // A right password still clears the network's failures, as before.
    for _ in 0..4 {
        error(&login(&app, "plain@example.com", "wrong").await, "login_failed");
    }
    ok(&login(&app, "plain@example.com", "password1").await);
    for _ in 0..4 {
        error(&login(&app, "plain@example.com", "wrong").await, "login_failed");
    }
    assert!(login(&app, "plain@example.com", "password1").await["message"].is_string());
}

/// The titles of the user's messages, newest first, in `lang`.
async fn titles(app: &TestApp, token: &str, lang: &str) -> Vec<String> {
    let mail = app
        .get("/mailMessage/getList", Some(token), &[("lang", lang)])
        .await;
    mail["message"]["list"]
        .as_array()
        .unwrap()
        .iter()
        .map(|m| m["title"].as_str().unwrap().to_string())
        .collect()
}

#[tokio::test]
async fn turning_the_second_factor_on_and_off_each_leaves_the_user_a_message() {
    let app = app().await;
    let token = app.signed_up("notes@example.com").await;
    let (secret, _) = enrol(&app, &token).await;
    assert!(
        titles(&app, &token, "en")
            .await
            .contains(&"Authenticator sign-in turned on".to_string()),
        "{:?}",
        titles(&app, &token, "en").await
    );
    let code = totp(&secret, now(&app));
    ok(&app
        .post(
            "/user/totp/disable",
            Some(&token),
            &[("password", "password1"), ("code", &code)],
        )
        .await);
    let zh = titles(&app, &token, "zh").await;
    assert_eq!(
        zh.first().map(String::as_str),
        Some("已关闭身份验证器登录"),
        "{zh:?}"
    );
}

#[tokio::test]
async fn compliance_clears_a_lost_second_factor_with_a_reason_ending_every_session_and_telling_the_user() {
    let app = app().await;
    let token = app.signed_up("lost@example.com").await;
    enrol(&app, &token).await;
    let user_id = app
        .count("SELECT id FROM users WHERE email = 'lost@example.com'")
        .await
        .to_string();
    let support = operator(&app, "support@example.com", "support").await;
    let compliance = operator(&app, "compliance@example.com", "compliance").await;
    let form = [
        ("user_id", user_id.as_str()),
        ("reason", "Lost phone; identity checked by video call"),
    ];

    error(
        &admin_post(&app, "/users/totp/reset", &support, &form).await,
        "forbidden",
    );
    error(
        &admin_post(
            &app,
            "/users/totp/reset",
            &compliance,
            &[("user_id", user_id.as_str())],
        )
        .await,
        "invalid_params",
    );
    ok(&app.get("/user/info", Some(&token), &[]).await);
    let found = || {
        admin_post(
            &app,
            "/users/find",
            &compliance,
            &[("account", "lost@example.com")],
        )
    };
    assert_eq!(found().await["message"]["totp_enabled"], true);

    ok(&admin_post(&app, "/users/totp/reset", &compliance, &form).await);
    assert_eq!(found().await["message"]["totp_enabled"], false);
    assert_eq!(
        app.get("/user/info", Some(&token), &[]).await["type"],
        "999",
        "every session of the user ended"
    );
    let body = login(&app, "lost@example.com", "password1").await;
    ok(&body);
    let session = body["message"]
        .as_str()
        .expect("a token, no challenge, once the factor is cleared");
    assert!(
        titles(&app, session, "en")
            .await
            .contains(&"Authenticator removed by support".to_string()),
        "the user is told"
    );
    assert_eq!(
        app.count("SELECT COUNT(*) FROM audit_log WHERE action = 'user.totp_reset'")
            .await,
        1
    );
    error(
        &admin_post(&app, "/users/totp/reset", &compliance, &form).await,
        "totp_not_enabled",
    );
}

#[tokio::test]
async fn fifty_racing_resets_of_one_second_factor_clear_it_once_and_audit_it_once() {
    let app = app().await;
    let token = app.signed_up("race@example.com").await;
    enrol(&app, &token).await;
    let user_id = app
        .count("SELECT id FROM users WHERE email = 'race@example.com'")
        .await
        .to_string();
    let compliance = operator(&app, "compliance@example.com", "compliance").await;
    let form = [
        ("user_id", user_id.as_str()),
        ("reason", "Lost phone; identity checked"),
    ];
    let answers = join_all((0..50).map(|_| admin_post(&app, "/users/totp/reset", &compliance, &form))).await;
    assert_eq!(accepted_else(&answers, "totp_not_enabled"), 1);
    assert_eq!(
        app.count("SELECT COUNT(*) FROM audit_log WHERE action = 'user.totp_reset'")
            .await,
        1
    );
}
