//! The back office's calls about people: operator accounts (admin only) and a user's sessions.

use crate::common::{TestApp, admin_get, admin_post, error, ok, operator};

#[tokio::test]
async fn an_admin_adds_an_operator_who_can_then_sign_in_and_the_audit_log_says_who_did_it() {
    let app = TestApp::spawn().await;
    let admin = operator(&app, "root@example.com", "admin").await;
    let fields = [
        ("email", "Finance@Example.com"),
        ("password", "finance-pass-123"),
        ("role", "finance"),
    ];
    ok(&admin_post(&app, "/operators/create", &admin, &fields).await);
    let again = admin_post(&app, "/operators/create", &admin, &fields).await;
    error(&again, "account_exists");
    let short = [
        ("email", "x@example.com"),
        ("password", "short"),
        ("role", "finance"),
    ];
    error(
        &admin_post(&app, "/operators/create", &admin, &short).await,
        "invalid_password",
    );
    let bad_role = [
        ("email", "y@example.com"),
        ("password", "long-enough-pass"),
        ("role", "owner"),
    ];
    error(
        &admin_post(&app, "/operators/create", &admin, &bad_role).await,
        "invalid_params",
    );
    let list = admin_get(&app, "/operators", &admin).await;
    let emails: Vec<&str> = list["message"]
        .as_array()
        .unwrap()
        .iter()
        .map(|o| o["email"].as_str().unwrap())
        .collect();
    assert_eq!(emails, ["root@example.com", "finance@example.com"]);
    assert_eq!(list["message"][1]["role"], "finance");
    assert_eq!(list["message"][1]["totp"], false);
    let login =
        crate::operator_sign_in::admin_login(&app, "finance@example.com", "finance-pass-123", None).await;
    ok(&login);
    assert!(
        login["message"]["totp_enrolment"]["otpauth_url"].is_string(),
        "a finance operator enrols a second factor at its first sign-in"
    );
    let audited = app
        .count(
            "SELECT COUNT(*) FROM audit_log WHERE action = 'operator.create' AND actor = 'root@example.com'",
        )
        .await;
    assert_eq!(audited, 1);
}

#[tokio::test]
async fn only_an_admin_lists_or_adds_operators() {
    let app = TestApp::spawn().await;
    let support = operator(&app, "support@example.com", "support").await;
    error(&admin_get(&app, "/operators", &support).await, "forbidden");
    let fields = [
        ("email", "z@example.com"),
        ("password", "long-enough-pass"),
        ("role", "admin"),
    ];
    error(
        &admin_post(&app, "/operators/create", &support, &fields).await,
        "forbidden",
    );
    assert_eq!(app.count("SELECT COUNT(*) FROM operators").await, 1);
}

#[tokio::test]
async fn support_sees_a_users_sessions_and_compliance_ends_them_with_a_reason() {
    let app = TestApp::spawn().await;
    let user = app.signed_up("phone-lost@example.com").await;
    let second = app.login("phone-lost@example.com", "password1").await;
    let user_id = app.get("/user/info", Some(&user), &[]).await["message"]["id"].to_string();
    let support = operator(&app, "support@example.com", "support").await;
    let sessions = admin_post(&app, "/users/sessions", &support, &[("user_id", &user_id)]).await;
    ok(&sessions);
    assert_eq!(sessions["message"].as_array().unwrap().len(), 2);
    let end = [("user_id", user_id.as_str()), ("reason", "phone reported stolen")];
    error(
        &admin_post(&app, "/users/sessions/end", &support, &end).await,
        "forbidden",
    );
    let compliance = operator(&app, "compliance@example.com", "compliance").await;
    let no_reason = [("user_id", user_id.as_str())];
    error(
        &admin_post(&app, "/users/sessions/end", &compliance, &no_reason).await,
        "invalid_params",
    );
    ok(&app.get("/user/info", Some(&second), &[]).await);
    ok(&admin_post(&app, "/users/sessions/end", &compliance, &end).await);
    for token in [&user, &second] {
        assert_eq!(app.get("/user/info", Some(token), &[]).await["type"], "999");
    }
    let after = admin_post(&app, "/users/sessions", &support, &[("user_id", &user_id)]).await;
    assert!(
        after["message"]
            .as_array()
            .unwrap()
            .iter()
            .all(|s| s["revoked_at"].is_i64())
    );
    ok(&app
        .post(
            "/user/login",
            None,
            &[
                ("user_string", "phone-lost@example.com"),
                ("password", "password1"),
            ],
        )
        .await);
}
