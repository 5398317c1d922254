//! Ending a session ends its private events: sockets leave their private rooms at once, keep their public feeds,
//! and are told with a `login_result` refusal.
//!
//! "Does not arrive" is proved by order, not by waiting: after the private event has been sent, the socket asks
//! something and the answer comes back on the same connection after anything sent to it before.

use serde_json::{Value, json};

use crate::common::{TestApp, admin_get, admin_post, error, ok, operator};
use crate::socket::Client;

#[track_caller]
fn assert_refused(login_result: &Value) {
    assert_eq!(
        login_result,
        &json!({ "type": "login_result", "ok": false, "error": "session_invalid" })
    );
}

async fn user_id(app: &TestApp, token: &str) -> i64 {
    app.get("/user/info", Some(token), &[]).await["message"]["id"]
        .as_i64()
        .unwrap()
}

/// An operator's message to one user: a private `message` event to every socket in the user's room.
async fn send_mail(app: &TestApp, support: &str, user_id: i64, title: &str) {
    let user_id = user_id.to_string();
    ok(&admin_post(
        app,
        "/messages/send",
        support,
        &[
            ("user_id", user_id.as_str()),
            ("title", title),
            ("content", "Hello"),
        ],
    )
    .await);
}

/// The newest audit record of `action`.
async fn audited(app: &TestApp, admin: &str, action: &str) -> Value {
    let audit = admin_get(app, "/audit", admin).await;
    let list = audit["message"]["list"].as_array().unwrap();
    list.iter()
        .find(|line| line["action"] == action)
        .unwrap_or_else(|| panic!("no {action} in {audit}"))
        .clone()
}

fn title(event: &Value) -> &str {
    event["data"]["title"].as_str().unwrap()
}

#[tokio::test]
async fn logging_out_ends_the_private_events_of_that_sessions_sockets_only() {
    let app = TestApp::spawn().await;
    let phone_token = app.signed_up("ann@example.com").await;
    let laptop_token = app.login("ann@example.com", "password1").await;
    let ann = user_id(&app, &phone_token).await;
    let support = operator(&app, "support@example.com", "support").await;
    let mut phone = Client::signed_in(&app, &phone_token).await;
    let mut laptop = Client::signed_in(&app, &laptop_token).await;

    send_mail(&app, &support, ann, "before").await;
    assert_eq!(title(&phone.event("message").await), "before");
    assert_eq!(title(&laptop.event("message").await), "before");

    ok(&app.get("/user/logout", Some(&phone_token), &[]).await);
    assert_refused(&phone.event("login_result").await);

    send_mail(&app, &support, ann, "after").await;
    assert_eq!(title(&laptop.event("message").await), "after");
    assert_eq!(phone.private_events_so_far().await, vec![]);
    assert_eq!(laptop.private_events_so_far().await, vec![]);
}

#[tokio::test]
async fn changing_the_password_ends_the_private_events_of_every_socket_of_the_user() {
    let app = TestApp::spawn().await;
    let phone_token = app.signed_up("ben@example.com").await;
    let laptop_token = app.login("ben@example.com", "password1").await;
    let ben = user_id(&app, &phone_token).await;
    let cleo_token = app.signed_up("cleo@example.com").await;
    let cleo = user_id(&app, &cleo_token).await;
    let support = operator(&app, "support@example.com", "support").await;
    let mut phone = Client::signed_in(&app, &phone_token).await;
    let mut laptop = Client::signed_in(&app, &laptop_token).await;
    let mut control = Client::signed_in(&app, &cleo_token).await;

    ok(&app
        .post("/sms_mail", Some(&phone_token), &[("scene", "update_password")])
        .await);
    let code = app.code_for("ben@example.com");
    ok(&app
        .post(
            "/safe/login_password",
            Some(&phone_token),
            &[
                ("password", "changed-pw-1"),
                ("re_password", "changed-pw-1"),
                ("code", &code),
            ],
        )
        .await);
    assert_refused(&phone.event("login_result").await);
    assert_refused(&laptop.event("login_result").await);

    send_mail(&app, &support, ben, "after").await;
    send_mail(&app, &support, cleo, "control").await;
    assert_eq!(title(&control.event("message").await), "control");
    assert_eq!(phone.private_events_so_far().await, vec![]);
    assert_eq!(laptop.private_events_so_far().await, vec![]);
    let (answer, _) = laptop.ask("login", json!(laptop_token)).await;
    assert_refused(&answer);
}

#[tokio::test]
async fn changing_the_pay_password_ends_the_other_sessions_and_their_private_events_only() {
    let app = TestApp::spawn().await;
    let phone_token = app.signed_up("dora@example.com").await;
    let laptop_token = app.login("dora@example.com", "password1").await;
    let dora = user_id(&app, &phone_token).await;
    let support = operator(&app, "support@example.com", "support").await;
    let mut phone = Client::signed_in(&app, &phone_token).await;
    let mut laptop = Client::signed_in(&app, &laptop_token).await;

    app.set_pay_password(&phone_token, "dora@example.com", "135790")
        .await;
    assert_refused(&laptop.event("login_result").await);

    send_mail(&app, &support, dora, "after").await;
    // The phone first hears of the change itself, in the message centre's note, then of the operator's message.
    assert_ne!(title(&phone.event("message").await), "after");
    assert_eq!(title(&phone.event("message").await), "after");
    assert_eq!(laptop.private_events_so_far().await, vec![]);
    ok(&app.get("/user/info", Some(&phone_token), &[]).await);
    let refused = app.get("/user/info", Some(&laptop_token), &[]).await;
    assert_eq!(
        (refused["type"].as_str(), refused["error"].as_str()),
        (Some("999"), Some("session_invalid"))
    );
}

#[tokio::test]
async fn resetting_the_password_ends_the_private_events_of_every_socket_of_the_user() {
    let app = TestApp::spawn().await;
    let token = app.signed_up("dana@example.com").await;
    let dana = user_id(&app, &token).await;
    let eli_token = app.signed_up("eli@example.com").await;
    let eli = user_id(&app, &eli_token).await;
    let support = operator(&app, "support@example.com", "support").await;
    let mut socket = Client::signed_in(&app, &token).await;
    let mut control = Client::signed_in(&app, &eli_token).await;

    ok(&app
        .post(
            "/sms_mail",
            None,
            &[("user_string", "dana@example.com"), ("scene", "forget")],
        )
        .await);
    let code = app.code_for("dana@example.com");
    ok(&app
        .post(
            "/user/forget",
            None,
            &[
                ("user_string", "dana@example.com"),
                ("code", &code),
                ("password", "brand-new-1"),
                ("re_password", "brand-new-1"),
            ],
        )
        .await);
    assert_refused(&socket.event("login_result").await);

    send_mail(&app, &support, dana, "after").await;
    send_mail(&app, &support, eli, "control").await;
    assert_eq!(title(&control.event("message").await), "control");
    assert_eq!(socket.private_events_so_far().await, vec![]);
}

#[tokio::test]
async fn an_operator_freeze_ends_the_private_events_of_every_socket_of_the_user_and_is_audited() {
    let app = TestApp::spawn().await;
    let phone_token = app.signed_up("finn@example.com").await;
    let laptop_token = app.login("finn@example.com", "password1").await;
    let finn = user_id(&app, &phone_token).await;
    let gail_token = app.signed_up("gail@example.com").await;
    let gail = user_id(&app, &gail_token).await;
    let support = operator(&app, "support@example.com", "support").await;
    let compliance = operator(&app, "compliance@example.com", "compliance").await;
    let admin = operator(&app, "admin@example.com", "admin").await;
    let mut phone = Client::signed_in(&app, &phone_token).await;
    let mut laptop = Client::signed_in(&app, &laptop_token).await;
    let mut control = Client::signed_in(&app, &gail_token).await;

    let finn_id = finn.to_string();
    ok(&admin_post(
        &app,
        "/users/freeze",
        &compliance,
        &[
            ("user_id", finn_id.as_str()),
            ("reason", "chargeback under review"),
        ],
    )
    .await);
    assert_refused(&phone.event("login_result").await);
    assert_refused(&laptop.event("login_result").await);

    send_mail(&app, &support, finn, "after").await;
    send_mail(&app, &support, gail, "control").await;
    assert_eq!(title(&control.event("message").await), "control");
    assert_eq!(phone.private_events_so_far().await, vec![]);
    assert_eq!(laptop.private_events_so_far().await, vec![]);

    assert_eq!(
        app.get("/user/info", Some(&laptop_token), &[]).await["type"],
        "999"
    );
    error(
        &app.post(
            "/user/login",
            None,
            &[("user_string", "finn@example.com"), ("password", "password1")],
        )
        .await,
        "account_frozen",
    );
    let line = audited(&app, &admin, "user.freeze").await;
    assert_eq!(line["actor"], "compliance@example.com");
    assert_eq!(line["target"], format!("user:{finn}"));
    assert_eq!(line["before"], "active");
    assert_eq!(
        line["after"],
        "frozen: chargeback under review (sessions ended: 2)"
    );
}

#[tokio::test]
async fn unfreezing_lets_the_user_sign_in_again_but_revives_no_session() {
    let app = TestApp::spawn().await;
    let old_token = app.signed_up("hana@example.com").await;
    let hana = user_id(&app, &old_token).await;
    let support = operator(&app, "support@example.com", "support").await;
    let admin = operator(&app, "admin@example.com", "admin").await;
    let mut socket = Client::signed_in(&app, &old_token).await;
    let hana_id = hana.to_string();
    let form = [("user_id", hana_id.as_str()), ("reason", "identity check")];

    ok(&admin_post(&app, "/users/freeze", &admin, &form).await);
    assert_refused(&socket.event("login_result").await);
    ok(&admin_post(&app, "/users/unfreeze", &admin, &form).await);

    assert_eq!(app.get("/user/info", Some(&old_token), &[]).await["type"], "999");
    let (answer, _) = socket.ask("login", json!(old_token)).await;
    assert_refused(&answer);
    let new_token = app.login("hana@example.com", "password1").await;
    let (answer, _) = socket.ask("login", json!(new_token)).await;
    assert_eq!(answer["ok"], true, "{answer}");
    send_mail(&app, &support, hana, "welcome back").await;
    assert_eq!(title(&socket.event("message").await), "welcome back");

    let line = audited(&app, &admin, "user.unfreeze").await;
    assert_eq!(line["actor"], "admin@example.com");
    assert_eq!(line["target"], format!("user:{hana}"));
    assert_eq!(line["before"], "frozen");
    assert_eq!(line["after"], "active: identity check");
}

#[tokio::test]
async fn only_compliance_and_admin_operators_freeze_users_with_a_reason_and_no_change_is_not_recorded() {
    let app = TestApp::spawn().await;
    let token = app.signed_up("ivo@example.com").await;
    let ivo = user_id(&app, &token).await.to_string();
    let support = operator(&app, "support@example.com", "support").await;
    let compliance = operator(&app, "compliance@example.com", "compliance").await;

    let refused = admin_post(
        &app,
        "/users/freeze",
        &support,
        &[("user_id", ivo.as_str()), ("reason", "because")],
    )
    .await;
    error(&refused, "forbidden");
    let no_reason = admin_post(&app, "/users/freeze", &compliance, &[("user_id", ivo.as_str())]).await;
    error(&no_reason, "invalid_params");
    assert_eq!(no_reason["field"], "reason");
    let unknown = admin_post(
        &app,
        "/users/freeze",
        &compliance,
        &[("user_id", "999999"), ("reason", "because")],
    )
    .await;
    error(&unknown, "not_found");
    let already_active = admin_post(
        &app,
        "/users/unfreeze",
        &compliance,
        &[("user_id", ivo.as_str()), ("reason", "because")],
    )
    .await;
    ok(&already_active);
    ok(&app.get("/user/info", Some(&token), &[]).await);
    assert_eq!(
        app.count("SELECT COUNT(*) FROM audit_log WHERE action LIKE 'user.%'")
            .await,
        0
    );
}
