//! A compiled existing client's account pages (ADR 75): each test sends exactly what the client sends (form
//! body, raw token) and asserts what its page reads.

use crate::common::{TestApp, admin_get, error, ok, operator};

#[tokio::test]
async fn a_password_page_checks_a_code_of_any_pending_scene_without_using_it_up() {
    let app = TestApp::spawn().await;
    app.signed_up("nos@example.com").await;
    ok(&app
        .post(
            "/sms_mail",
            None,
            &[("user_string", "nos@example.com"), ("type", "forget")],
        )
        .await);
    let code = app.code_for("nos@example.com");
    let wrong = if code == "000000" { "111111" } else { "000000" };
    error(&check(&app, wrong).await, "invalid_code");
    ok(&check(&app, &code).await);
    // The reset that follows uses the same code: checking did not consume it.
    ok(&app
        .post(
            "/user/forget",
            None,
            &[
                ("user_string", "nos@example.com"),
                ("code", &code),
                ("password", "newpass1"),
                ("re_password", "newpass1"),
            ],
        )
        .await);
    let token = app.login("nos@example.com", "newpass1").await;
    // The pay-password page checks a code of scene pay_password the same way.
    ok(&app
        .post("/sms_mail", Some(&token), &[("type", "pay_password")])
        .await);
    let code = app.code_for("nos@example.com");
    ok(&check(&app, &code).await);
    ok(&app
        .post(
            "/safe/update_password",
            Some(&token),
            &[("password", "135790"), ("re_password", "135790"), ("code", &code)],
        )
        .await);
    // With no live code left, the check is refused as a wrong code, not as an existing account.
    error(&check(&app, &code).await, "invalid_code");
}

/// `/user/check_email` as the password and pay-password pages send it: no scene.
async fn check(app: &TestApp, code: &str) -> serde_json::Value {
    app.post(
        "/user/check_email",
        None,
        &[("user_string", "nos@example.com"), ("email_code", code)],
    )
    .await
}

#[tokio::test]
async fn the_pay_password_page_accepts_a_code_sent_for_forget() {
    let app = TestApp::spawn().await;
    let token = app.signed_up("fpay@example.com").await;
    ok(&app
        .post(
            "/sms_mail",
            Some(&token),
            &[("user_string", "fpay@example.com"), ("type", "forget")],
        )
        .await);
    let code = app.code_for("fpay@example.com");
    ok(&app
        .post(
            "/safe/update_password",
            Some(&token),
            &[("password", "135790"), ("re_password", "135790"), ("code", &code)],
        )
        .await);
    let info = app.get("/user/info", Some(&token), &[]).await;
    assert_eq!(info["message"]["has_pay_password"], 1);
    app.login("fpay@example.com", "password1").await;
}

#[tokio::test]
async fn binding_a_mobile_without_an_area_code_matches_the_code_sent_to_that_number() {
    let app = TestApp::spawn().await;
    let token = app.signed_up("uk@example.com").await;
    ok(&app
        .post(
            "/sms_send",
            Some(&token),
            &[("area_code", "44"), ("mobile", "7700900123")],
        )
        .await);
    let code = app.code_for("+447700900123");
    ok(&app
        .post(
            "/safe/mobile",
            Some(&token),
            &[("mobile", "7700900123"), ("code", &code)],
        )
        .await);
    let info = app.get("/user/info", Some(&token), &[]).await;
    assert_eq!(info["message"]["phone"], "7700900123");
    assert_eq!(info["message"]["area_code"], "44");
}

#[tokio::test]
async fn the_document_pickers_second_entry_files_a_passport_and_reads_back_as_one() {
    let app = TestApp::spawn().await;
    let token = app.verified_contacts("pass@example.com", "13800003333").await;
    let form = [
        ("real_type", "1"),
        ("id_type", "1"),
        ("name", "Mary Major"),
        ("card_id", "E12345678"),
    ];
    ok(&app.post("/user/real", Some(&token), &form).await);
    let state = app.get("/real/state", Some(&token), &[]).await;
    assert_eq!(state["message"]["real_data"]["id_type"], 1);
    let reviewer = operator(&app, "pass-kyc@example.com", "compliance").await;
    let queue = admin_get(&app, "/identity/reviews", &reviewer).await;
    assert_eq!(
        queue["message"]["list"][0]["id_type"], 2,
        "stored and shown to operators as a passport"
    );
}
