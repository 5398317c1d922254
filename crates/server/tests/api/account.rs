use serde_json::Value;

use crate::common::{TestApp, error, ok};

async fn send_register_code(app: &TestApp, to: &str) -> Value {
    app.post("/sms_mail", None, &[("user_string", to), ("scene", "register")])
        .await
}

async fn register_with(app: &TestApp, fields: &[(&str, &str)]) -> Value {
    app.post("/user/register", None, fields).await
}

#[tokio::test]
async fn a_new_user_registers_with_the_emailed_code_and_logs_in() {
    let app = TestApp::spawn().await;
    ok(&send_register_code(&app, "Alice@Example.com").await);
    let code = app.code_for("alice@example.com");
    let body = register_with(
        &app,
        &[
            ("user_string", "alice@example.com"),
            ("code", &code),
            ("password", "s3cret-pw"),
            ("re_password", "s3cret-pw"),
        ],
    )
    .await;
    ok(&body);
    assert!(body["message"].as_str().is_some_and(|m| !m.is_empty()));
    let token = app.login("ALICE@example.com", "s3cret-pw").await;
    assert_eq!(token.len(), 64);
    let info = app.get("/user/info", Some(&token), &[]).await;
    ok(&info);
    let user = &info["message"];
    assert_eq!(user["account"], "alice@example.com");
    assert_eq!(user["account_number"], "alice@example.com");
    assert_eq!(user["email"], "alice@example.com");
    assert_eq!(user["real_level"], 0);
    assert_eq!(user["has_pay_password"], 0);
    assert_eq!(user["extension_code"].as_str().unwrap().len(), 8);
    assert!(user["create_date"].as_str().unwrap().len() == 19);
    let stored: i64 = app
        .count("SELECT COUNT(*) FROM users WHERE password_hash LIKE '$argon2id$%'")
        .await;
    assert_eq!(stored, 1, "the password is stored as an argon2id hash");
}

#[tokio::test]
async fn registration_messages_follow_the_request_language() {
    let app = TestApp::spawn().await;
    let body = app
        .post(
            "/sms_mail",
            None,
            &[("user_string", "bob@example.com"), ("lang", "en")],
        )
        .await;
    assert_eq!(body["message"], "Verification code sent");
    let zh = app
        .post(
            "/sms_mail",
            None,
            &[("user_string", "carol@example.com"), ("lang", "zh")],
        )
        .await;
    ok(&zh);
    assert_ne!(zh["message"], body["message"]);
}

#[tokio::test]
async fn a_mobile_user_registers_with_an_area_code_and_logs_in_by_number() {
    let app = TestApp::spawn().await;
    let body = app
        .post(
            "/sms_mail",
            None,
            &[("user_string", "13800138000"), ("area_code", "86")],
        )
        .await;
    ok(&body);
    let code = app.code_for("+8613800138000");
    ok(&register_with(
        &app,
        &[
            ("user_string", "13800138000"),
            ("code", &code),
            ("password", "password1"),
            ("re_password", "password1"),
            ("type", "mobile"),
            ("area_code", "86"),
        ],
    )
    .await);
    let token = app.login("13800138000", "password1").await;
    let user = app.get("/user/info", Some(&token), &[]).await;
    assert_eq!(user["message"]["phone"], "13800138000");
    assert_eq!(user["message"]["area_code"], "86");
    assert_eq!(user["message"]["email"], "");
}

#[tokio::test]
async fn bad_registrations_get_their_error_and_create_no_account() {
    let app = TestApp::spawn().await;
    ok(&send_register_code(&app, "dave@example.com").await);
    let code = app.code_for("dave@example.com");
    let base = |password: &'static str, confirm: &'static str, code: String| {
        vec![
            ("user_string", "dave@example.com".to_string()),
            ("code", code),
            ("password", password.to_string()),
            ("re_password", confirm.to_string()),
        ]
    };
    let send = |fields: Vec<(&'static str, String)>| {
        let app = &app;
        async move {
            let pairs: Vec<(&str, &str)> = fields.iter().map(|(k, v)| (*k, v.as_str())).collect();
            register_with(app, &pairs).await
        }
    };
    error(
        &send(base("password1", "password2", code.clone())).await,
        "passwords_mismatch",
    );
    error(
        &send(base("short", "short", code.clone())).await,
        "invalid_password",
    );
    let wrong = if code == "000000" { "111111" } else { "000000" }.to_string();
    let body = send(base("password1", "password1", wrong)).await;
    error(&body, "invalid_code");
    assert_eq!(body["field"], "code");
    let missing = register_with(&app, &[("user_string", "dave@example.com"), ("code", &code)]).await;
    error(&missing, "invalid_params");
    assert_eq!(missing["field"], "password");
    let mut with_invite = base("password1", "password1", code.clone());
    with_invite.push(("extension_code", "NOSUCH99".to_string()));
    error(&send(with_invite).await, "invalid_invite_code");
    error(
        &register_with(
            &app,
            &[
                ("user_string", "not-an-email"),
                ("code", &code),
                ("password", "password1"),
                ("re_password", "password1"),
                ("type", "email"),
            ],
        )
        .await,
        "invalid_email",
    );
    assert_eq!(
        app.count("SELECT COUNT(*) FROM users").await,
        0,
        "no account was created"
    );
    ok(&send(base("password1", "password1", code)).await);
    assert_eq!(app.count("SELECT COUNT(*) FROM users").await, 1);
}

#[tokio::test]
async fn a_code_is_single_use_and_an_existing_account_cannot_register_again() {
    let app = TestApp::spawn().await;
    app.register("erin@example.com", "password1").await;
    error(
        &send_register_code(&app, "erin@example.com").await,
        "account_exists",
    );
    let code = app.code_for("erin@example.com");
    let again = register_with(
        &app,
        &[
            ("user_string", "erin@example.com"),
            ("code", &code),
            ("password", "password1"),
            ("re_password", "password1"),
        ],
    )
    .await;
    error(&again, "account_exists");
}

#[tokio::test]
async fn an_expired_code_is_refused() {
    let app = TestApp::spawn().await;
    ok(&send_register_code(&app, "fay@example.com").await);
    let code = app.code_for("fay@example.com");
    app.exec("UPDATE verification_codes SET expires_at = 0").await;
    let body = register_with(
        &app,
        &[
            ("user_string", "fay@example.com"),
            ("code", &code),
            ("password", "password1"),
            ("re_password", "password1"),
        ],
    )
    .await;
    error(&body, "code_expired");
    assert_eq!(app.count("SELECT COUNT(*) FROM users").await, 0);
}

#[tokio::test]
async fn five_wrong_attempts_use_a_code_up() {
    let app = TestApp::spawn().await;
    ok(&send_register_code(&app, "gus@example.com").await);
    let code = app.code_for("gus@example.com");
    let wrong = if code == "000000" { "111111" } else { "000000" };
    for _ in 0..5 {
        let body = app
            .post(
                "/user/check_email",
                None,
                &[
                    ("user_string", "gus@example.com"),
                    ("scene", "register"),
                    ("email_code", wrong),
                ],
            )
            .await;
        error(&body, "invalid_code");
    }
    let body = app
        .post(
            "/user/check_email",
            None,
            &[
                ("user_string", "gus@example.com"),
                ("scene", "register"),
                ("email_code", &code),
            ],
        )
        .await;
    error(&body, "code_expired");
}

#[tokio::test]
async fn check_email_accepts_the_right_code_without_using_it_up() {
    let app = TestApp::spawn().await;
    ok(&send_register_code(&app, "hal@example.com").await);
    let code = app.code_for("hal@example.com");
    let check = [
        ("user_string", "hal@example.com"),
        ("scene", "register"),
        ("email_code", code.as_str()),
    ];
    ok(&app.post("/user/check_email", None, &check).await);
    ok(&register_with(
        &app,
        &[
            ("user_string", "hal@example.com"),
            ("code", &code),
            ("password", "password1"),
            ("re_password", "password1"),
        ],
    )
    .await);
    error(
        &app.post("/user/check_email", None, &check).await,
        "account_exists",
    );
}

#[tokio::test]
async fn a_second_code_within_sixty_seconds_is_refused() {
    let app = TestApp::spawn().await;
    ok(&send_register_code(&app, "ivy@example.com").await);
    error(
        &send_register_code(&app, "ivy@example.com").await,
        "too_many_requests",
    );
    assert_eq!(app.outbox().len(), 1);
}

#[tokio::test]
async fn code_sending_is_limited_per_address() {
    let app = TestApp::spawn_with(|c| c.limits.codes_per_ip = 2).await;
    ok(&send_register_code(&app, "a1@example.com").await);
    ok(&send_register_code(&app, "a2@example.com").await);
    error(
        &send_register_code(&app, "a3@example.com").await,
        "too_many_requests",
    );
}

#[tokio::test]
async fn code_sending_is_limited_per_recipient() {
    let app = TestApp::spawn_with(|c| c.limits.codes_per_recipient = 1).await;
    ok(&send_register_code(&app, "jo@example.com").await);
    app.exec("UPDATE verification_codes SET created_at = 0").await;
    error(
        &send_register_code(&app, "jo@example.com").await,
        "too_many_requests",
    );
}

#[tokio::test]
async fn two_registrations_racing_with_one_code_create_exactly_one_account() {
    let app = TestApp::spawn().await;
    ok(&send_register_code(&app, "kim@example.com").await);
    let code = app.code_for("kim@example.com");
    let fields = [
        ("user_string", "kim@example.com"),
        ("code", code.as_str()),
        ("password", "password1"),
        ("re_password", "password1"),
    ];
    let (a, b) = tokio::join!(register_with(&app, &fields), register_with(&app, &fields));
    let oks = [&a, &b].iter().filter(|b| b["type"] == "ok").count();
    assert_eq!(oks, 1, "{a} {b}");
    assert_eq!(app.count("SELECT COUNT(*) FROM users").await, 1);
}

#[tokio::test]
async fn an_invite_code_records_the_referrer() {
    let app = TestApp::spawn().await;
    let token = app.signed_up("ref@example.com").await;
    let invite = app.get("/user/info", Some(&token), &[]).await["message"]["extension_code"]
        .as_str()
        .unwrap()
        .to_string();
    ok(&send_register_code(&app, "new@example.com").await);
    let code = app.code_for("new@example.com");
    ok(&register_with(
        &app,
        &[
            ("user_string", "new@example.com"),
            ("code", &code),
            ("password", "password1"),
            ("re_password", "password1"),
            ("extension_code", &invite.to_lowercase()),
        ],
    )
    .await);
    let referred = app
        .count("SELECT COUNT(*) FROM users u JOIN users r ON r.id = u.referrer_id WHERE u.account = 'new@example.com' AND r.account = 'ref@example.com'")
        .await;
    assert_eq!(referred, 1);
}

#[tokio::test]
async fn register_without_code_is_off_until_the_published_rule_allows_it() {
    let app = TestApp::spawn().await;
    let fields = [
        ("user_string", "lee@example.com"),
        ("password", "password1"),
        ("re_password", "password1"),
    ];
    error(
        &app.post("/user/registerV1", None, &fields).await,
        "feature_unavailable",
    );
    app.exec("UPDATE rules SET value = '1' WHERE product = 'account' AND key = 'register_without_code'")
        .await;
    ok(&app.post("/user/registerV1", None, &fields).await);
    app.login("lee@example.com", "password1").await;
}

#[tokio::test]
async fn login_fails_alike_for_a_wrong_password_and_an_unknown_account() {
    let app = TestApp::spawn().await;
    app.register("mo@example.com", "password1").await;
    let wrong = app
        .post(
            "/user/login",
            None,
            &[("user_string", "mo@example.com"), ("password", "nope-nope")],
        )
        .await;
    let unknown = app
        .post(
            "/user/login",
            None,
            &[("user_string", "zz@example.com"), ("password", "nope-nope")],
        )
        .await;
    error(&wrong, "login_failed");
    assert_eq!(wrong, unknown);
    let type2 = app
        .post(
            "/user/login",
            None,
            &[
                ("user_string", "mo@example.com"),
                ("password", "password1"),
                ("type", "2"),
            ],
        )
        .await;
    error(&type2, "invalid_params");
}

#[tokio::test]
async fn five_failed_logins_lock_the_account_for_the_window() {
    let app = TestApp::spawn().await;
    app.register("ned@example.com", "password1").await;
    for _ in 0..5 {
        let body = app
            .post(
                "/user/login",
                None,
                &[("user_string", "ned@example.com"), ("password", "wrong-pass")],
            )
            .await;
        error(&body, "login_failed");
    }
    let body = app
        .post(
            "/user/login",
            None,
            &[("user_string", "ned@example.com"), ("password", "password1")],
        )
        .await;
    error(&body, "too_many_requests");
}

#[tokio::test]
async fn login_attempts_are_limited_per_address() {
    let app = TestApp::spawn_with(|c| c.limits.login_attempts_per_ip = 3).await;
    for _ in 0..3 {
        error(
            &app.post(
                "/user/login",
                None,
                &[("user_string", "x@example.com"), ("password", "password1")],
            )
            .await,
            "login_failed",
        );
    }
    error(
        &app.post(
            "/user/login",
            None,
            &[("user_string", "x@example.com"), ("password", "password1")],
        )
        .await,
        "too_many_requests",
    );
}

#[tokio::test]
async fn a_frozen_account_cannot_log_in_and_its_sessions_stop_working() {
    let app = TestApp::spawn().await;
    let token = app.signed_up("oz@example.com").await;
    app.exec("UPDATE users SET status = 'frozen'").await;
    let body = app
        .post(
            "/user/login",
            None,
            &[("user_string", "oz@example.com"), ("password", "password1")],
        )
        .await;
    error(&body, "account_frozen");
    assert_eq!(app.get("/user/info", Some(&token), &[]).await["type"], "999");
}

#[tokio::test]
async fn user_info_answers_999_for_missing_unknown_expired_and_revoked_tokens() {
    let app = TestApp::spawn().await;
    let token = app.signed_up("pam@example.com").await;
    for bad in [None, Some("garbage"), Some("")] {
        let body = app.get("/user/info", bad, &[]).await;
        assert_eq!(body["type"], "999", "{body}");
        assert_eq!(body["error"], "session_invalid");
    }
    ok(&app.get("/user/info", Some(&format!("Bearer {token}")), &[]).await);
    ok(&app.get("/user/logout", Some(&token), &[]).await);
    assert_eq!(app.get("/user/info", Some(&token), &[]).await["type"], "999");
    let second = app.login("pam@example.com", "password1").await;
    app.exec("UPDATE sessions SET expires_at = 1").await;
    assert_eq!(app.get("/user/info", Some(&second), &[]).await["type"], "999");
}

#[tokio::test]
async fn logout_answers_ok_without_a_token() {
    let app = TestApp::spawn().await;
    ok(&app.get("/user/logout", None, &[]).await);
}

#[tokio::test]
async fn forget_resets_the_password_and_ends_every_session() {
    let app = TestApp::spawn().await;
    let token = app.signed_up("quin@example.com").await;
    ok(&app.get("/user/info", Some(&token), &[]).await);
    ok(&app
        .post(
            "/sms_mail",
            None,
            &[("user_string", "quin@example.com"), ("scene", "forget")],
        )
        .await);
    let code = app.code_for("quin@example.com");
    let body = app
        .post(
            "/user/forget",
            None,
            &[
                ("account", "quin@example.com"),
                ("code", &code),
                ("password", "brand-new-1"),
                ("repassword", "brand-new-1"),
            ],
        )
        .await;
    ok(&body);
    assert_eq!(app.get("/user/info", Some(&token), &[]).await["type"], "999");
    error(
        &app.post(
            "/user/login",
            None,
            &[("user_string", "quin@example.com"), ("password", "password1")],
        )
        .await,
        "login_failed",
    );
    app.login("quin@example.com", "brand-new-1").await;
    let reuse = app
        .post(
            "/user/forget",
            None,
            &[
                ("user_string", "quin@example.com"),
                ("code", &code),
                ("password", "other-pw-2"),
                ("re_password", "other-pw-2"),
            ],
        )
        .await;
    error(&reuse, "code_expired");
}

#[tokio::test]
async fn forget_for_an_unknown_account_answers_ok_and_sends_nothing() {
    let app = TestApp::spawn().await;
    ok(&app
        .post(
            "/sms_mail",
            None,
            &[("user_string", "ghost@example.com"), ("scene", "forget")],
        )
        .await);
    assert!(app.outbox().is_empty());
}

#[tokio::test]
async fn scenes_for_signed_in_users_need_a_session() {
    let app = TestApp::spawn().await;
    let body = app.post("/sms_mail", None, &[("scene", "update_password")]).await;
    assert_eq!(body["type"], "999");
    let body = app
        .post(
            "/sms_mail",
            None,
            &[("user_string", "x@example.com"), ("scene", "fly")],
        )
        .await;
    error(&body, "invalid_params");
}

#[tokio::test]
async fn changing_the_password_ends_every_session_including_the_current_one() {
    let app = TestApp::spawn().await;
    let token = app.signed_up("rex@example.com").await;
    let other = app.login("rex@example.com", "password1").await;
    ok(&app.get("/user/info", Some(&other), &[]).await);
    ok(&app
        .post("/sms_mail", Some(&token), &[("scene", "update_password")])
        .await);
    let code = app.code_for("rex@example.com");
    let mismatch = app
        .post(
            "/safe/login_password",
            Some(&token),
            &[
                ("password", "changed-pw"),
                ("re_password", "changed-px"),
                ("code", &code),
            ],
        )
        .await;
    error(&mismatch, "passwords_mismatch");
    ok(&app
        .post(
            "/safe/login_password",
            Some(&token),
            &[
                ("password", "changed-pw"),
                ("re_password", "changed-pw"),
                ("code", &code),
            ],
        )
        .await);
    assert_eq!(app.get("/user/info", Some(&token), &[]).await["type"], "999");
    assert_eq!(app.get("/user/info", Some(&other), &[]).await["type"], "999");
    app.login("rex@example.com", "changed-pw").await;
}

#[tokio::test]
async fn an_existing_clients_change_pay_password_screen_sets_the_pay_password_and_leaves_the_login_password_alone()
 {
    let app = TestApp::spawn().await;
    let token = app.signed_up("pia@example.com").await;
    let other = app.login("pia@example.com", "password1").await;
    for scene in ["pay_password", "update_password"] {
        ok(&app.post("/sms_mail", Some(&token), &[("type", scene)]).await);
        let code = app.code_for("pia@example.com");
        let short = app
            .post(
                "/safe/update_password",
                Some(&token),
                &[("password", "12345"), ("re_password", "12345"), ("code", &code)],
            )
            .await;
        error(&short, "invalid_password");
        assert_eq!(short["field"], "password");
        ok(&app
            .post(
                "/safe/update_password",
                Some(&token),
                &[("password", "135790"), ("re_password", "135790"), ("code", &code)],
            )
            .await);
    }
    ok(&app.get("/user/info", Some(&token), &[]).await);
    assert_eq!(
        app.get("/user/info", Some(&other), &[]).await["type"],
        "999",
        "other devices sign in again"
    );
    assert_eq!(
        app.get("/user/info", Some(&token), &[]).await["message"]["has_pay_password"],
        1
    );
    app.login("pia@example.com", "password1").await;
}

#[tokio::test]
async fn a_pay_password_is_set_with_a_code() {
    let app = TestApp::spawn().await;
    let token = app.signed_up("sue@example.com").await;
    ok(&app
        .post("/sms_mail", Some(&token), &[("scene", "pay_password")])
        .await);
    let code = app.code_for("sue@example.com");
    let bad = app
        .post(
            "/safe/pay_password",
            Some(&token),
            &[
                ("pay_password", "12345"),
                ("re_pay_password", "12345"),
                ("code", &code),
            ],
        )
        .await;
    error(&bad, "invalid_password");
    ok(&app
        .post(
            "/safe/pay_password",
            Some(&token),
            &[
                ("pay_password", "246810"),
                ("re_pay_password", "246810"),
                ("code", &code),
            ],
        )
        .await);
    assert_eq!(
        app.get("/user/info", Some(&token), &[]).await["message"]["has_pay_password"],
        1
    );
    assert_eq!(
        app.count("SELECT COUNT(*) FROM users WHERE pay_password_hash LIKE '$argon2id$%'")
            .await,
        1
    );
}

#[tokio::test]
async fn a_user_binds_a_mobile_with_an_sms_code_and_a_taken_number_is_refused() {
    let app = TestApp::spawn().await;
    let token = app.signed_up("tia@example.com").await;
    assert_eq!(
        app.post(
            "/sms_send",
            None,
            &[("area_code", "86"), ("mobile", "13900139000")]
        )
        .await["type"],
        "999"
    );
    error(
        &app.post(
            "/sms_send",
            Some(&token),
            &[("area_code", "86"), ("mobile", "12345")],
        )
        .await,
        "invalid_mobile",
    );
    ok(&app
        .post(
            "/sms_send",
            Some(&token),
            &[("area_code", "86"), ("mobile", "13900139000")],
        )
        .await);
    let code = app.code_for("+8613900139000");
    let wrong = if code == "000000" { "111111" } else { "000000" };
    error(
        &app.post(
            "/safe/mobile",
            Some(&token),
            &[("mobile", "13900139000"), ("code", wrong)],
        )
        .await,
        "invalid_code",
    );
    ok(&app
        .post(
            "/safe/mobile",
            Some(&token),
            &[("mobile", "13900139000"), ("code", &code), ("area_code", "86")],
        )
        .await);
    assert_eq!(
        app.get("/user/info", Some(&token), &[]).await["message"]["phone"],
        "13900139000"
    );
    app.login("13900139000", "password1").await;

    let other = app.signed_up("uma@example.com").await;
    error(
        &app.post(
            "/sms_send",
            Some(&other),
            &[("area_code", "86"), ("mobile", "13900139000")],
        )
        .await,
        "mobile_taken",
    );
}

#[tokio::test]
async fn a_mobile_user_binds_an_email_with_a_code_sent_to_it() {
    let app = TestApp::spawn().await;
    app.register("taken@example.com", "password1").await;
    ok(&app
        .post("/sms_mail", None, &[("user_string", "13700137000")])
        .await);
    let code = app.code_for("+8613700137000");
    ok(&register_with(
        &app,
        &[
            ("user_string", "13700137000"),
            ("code", &code),
            ("password", "password1"),
            ("re_password", "password1"),
        ],
    )
    .await);
    let token = app.login("13700137000", "password1").await;
    error(
        &app.post(
            "/sms_mail",
            Some(&token),
            &[("scene", "bind_email"), ("user_string", "taken@example.com")],
        )
        .await,
        "email_taken",
    );
    ok(&app
        .post(
            "/sms_mail",
            Some(&token),
            &[("scene", "bind_email"), ("user_string", "vic@example.com")],
        )
        .await);
    let code = app.code_for("vic@example.com");
    ok(&app
        .post(
            "/safe/email",
            Some(&token),
            &[("email", "vic@example.com"), ("code", &code)],
        )
        .await);
    assert_eq!(
        app.get("/user/info", Some(&token), &[]).await["message"]["email"],
        "vic@example.com"
    );
}

#[tokio::test]
async fn with_an_sms_gateway_configured_codes_go_to_its_webhook_instead_of_the_outbox() {
    use axum::{Json, Router, http::HeaderMap, routing::post};
    use tokio::sync::mpsc;

    let (tx, mut rx) = mpsc::unbounded_channel::<(String, Value)>();
    let gateway = Router::new().route(
        "/send",
        post(move |headers: HeaderMap, Json(body): Json<Value>| {
            let tx = tx.clone();
            async move {
                let auth = headers
                    .get("authorization")
                    .and_then(|v| v.to_str().ok())
                    .unwrap_or("")
                    .to_string();
                tx.send((auth, body)).unwrap();
                "ok"
            }
        }),
    );
    let listener = tokio::net::TcpListener::bind("127.0.0.1:0").await.unwrap();
    let url = format!("http://{}/send", listener.local_addr().unwrap());
    tokio::spawn(async move { axum::serve(listener, gateway).await.unwrap() });

    let app = TestApp::spawn_with(move |c| {
        c.sms = Some(mercato::config::SmsConfig {
            webhook_url: url,
            bearer_token: "gw-secret".into(),
        })
    })
    .await;
    ok(&app
        .post(
            "/sms_mail",
            None,
            &[("user_string", "13600136000"), ("lang", "en")],
        )
        .await);
    let delivered = tokio::time::timeout(std::time::Duration::from_secs(10), rx.recv()).await;
    let (auth, body) = delivered.expect("the gateway received the SMS").unwrap();
    assert_eq!(auth, "Bearer gw-secret");
    assert_eq!(body["to"], "+8613600136000");
    assert!(
        body["text"].as_str().unwrap().contains("verification code"),
        "{body}"
    );
    assert!(app.outbox().is_empty(), "nothing went to the outbox");
}

#[tokio::test]
async fn an_existing_client_registers_with_an_empty_code_after_checking_it_once_and_only_within_the_published_time()
 {
    let app = TestApp::spawn_with_clock(mercato::clock::Clock::manual(1_800_000_000_000), |_| {}).await;
    let register = |email: &'static str| {
        let app = &app;
        async move {
            app.post(
                "/user/register",
                None,
                &[
                    ("user_string", email),
                    ("code", ""),
                    ("password", "password1"),
                    ("re_password", "password1"),
                    ("extension_code", ""),
                    ("type", "email"),
                ],
            )
            .await
        }
    };
    let check = |email: &'static str, code: String| {
        let app = &app;
        async move {
            app.post(
                "/user/check_email",
                None,
                &[
                    ("user_string", email),
                    ("scene", "register"),
                    ("email_code", &code),
                ],
            )
            .await
        }
    };
    // Without a check first, an empty code is refused.
    ok(&app
        .post(
            "/sms_mail",
            None,
            &[("user_string", "ana@example.com"), ("type", "register")],
        )
        .await);
    error(&register("ana@example.com").await, "invalid_code");
    ok(&check("ana@example.com", app.code_for("ana@example.com")).await);
    ok(&register("ana@example.com").await);
    app.login("ana@example.com", "password1").await;
    assert_eq!(
        app.count("SELECT COUNT(*) FROM verification_codes WHERE recipient = 'ana@example.com' AND consumed_at IS NULL")
            .await,
        0,
        "the verified code is used up"
    );
    // A check older than the published ten minutes no longer stands in for the code.
    ok(&app
        .post(
            "/sms_mail",
            None,
            &[("user_string", "bo@example.com"), ("type", "register")],
        )
        .await);
    ok(&check("bo@example.com", app.code_for("bo@example.com")).await);
    app.state.clock.advance(10 * 60_000 + 1).unwrap();
    error(&register("bo@example.com").await, "invalid_code");
}
