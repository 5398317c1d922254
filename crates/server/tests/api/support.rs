//! Customer service: a conversation from a user's first message to closed, with an operator's reply kept for an
//! offline user; the per-minute limit under fifty racing sends; text kept as written; pictures only the sender's.

use mercato::clock::Clock;
use serde_json::Value;

use crate::common::{TestApp, accepted_else, admin_post, error, ok, operator};

const START_MS: i64 = 20_000 * 86_400_000;

async fn app() -> (TestApp, String) {
    let app = TestApp::spawn_with_clock(Clock::manual(START_MS), |config| {
        config.market.feed = "none".into();
    })
    .await;
    let support = operator(&app, "support@example.com", "support").await;
    (app, support)
}

async fn send(app: &TestApp, token: &str, text: &str) -> Value {
    app.post("/kefu/send", Some(token), &[("kind", "text"), ("content", text)])
        .await
}

async fn unread(app: &TestApp, token: &str) -> i64 {
    let body = app.get("/kefu/unread", Some(token), &[]).await;
    ok(&body);
    body["message"]["unread"].as_i64().unwrap()
}

#[tokio::test]
async fn a_support_conversation_runs_from_the_first_message_to_closed_with_a_reply_kept_for_an_offline_user()
{
    let (app, support) = app().await;
    let alice = app.signed_up("alice@example.com").await;
    let none = app.get("/kefu/conversation", Some(&alice), &[]).await;
    ok(&none);
    assert!(
        none["message"].is_null(),
        "no conversation before the first message"
    );

    let first = send(&app, &alice, "Where is my deposit?").await;
    ok(&first);
    let id = first["message"]["conversation_id"].as_i64().unwrap().to_string();
    let listed = admin_post(&app, "/support/conversations", &support, &[("status", "0")]).await;
    ok(&listed);
    let row = &listed["message"]["data"][0];
    assert_eq!(
        (
            row["account"].as_str(),
            row["unread"].as_i64(),
            row["last_message"].as_str()
        ),
        (Some("alice@example.com"), Some(1), Some("Where is my deposit?"))
    );
    let case = admin_post(&app, "/support/conversation", &support, &[("id", &id)]).await;
    ok(&case);
    assert_eq!(case["message"]["messages"].as_array().unwrap().len(), 1);
    let listed = admin_post(&app, "/support/conversations", &support, &[]).await;
    assert_eq!(
        listed["message"]["data"][0]["unread"], 0,
        "opening it reads the user's messages"
    );

    let reply = [
        ("id", id.as_str()),
        ("content", "It arrived, please check your assets"),
    ];
    ok(&admin_post(&app, "/support/reply", &support, &reply).await);
    assert_eq!(
        unread(&app, &alice).await,
        1,
        "the reply waits for the offline user"
    );
    let inbox = app
        .get("/mailMessage/getList", Some(&alice), &[("lang", "en")])
        .await;
    assert_eq!(inbox["message"]["list"][0]["title"], "Support replied");
    let seen = app.get("/kefu/conversation", Some(&alice), &[]).await;
    ok(&seen);
    let lines: Vec<(String, String)> = seen["message"]["messages"]
        .as_array()
        .unwrap()
        .iter()
        .map(|m| {
            (
                m["from"].as_str().unwrap().into(),
                m["content"].as_str().unwrap().into(),
            )
        })
        .collect();
    assert_eq!(
        lines,
        [
            ("user".into(), "Where is my deposit?".into()),
            ("operator".into(), "It arrived, please check your assets".into())
        ]
    );
    assert_eq!(unread(&app, &alice).await, 0);

    ok(&admin_post(&app, "/support/close", &support, &[("id", &id)]).await);
    error(
        &admin_post(&app, "/support/close", &support, &[("id", &id)]).await,
        "support_closed",
    );
    error(
        &admin_post(&app, "/support/reply", &support, &reply).await,
        "support_closed",
    );
    assert!(app.get("/kefu/conversation", Some(&alice), &[]).await["message"].is_null());
    let again = send(&app, &alice, "One more question").await;
    ok(&again);
    assert_ne!(
        again["message"]["conversation_id"].as_i64().unwrap().to_string(),
        id,
        "a new conversation opens"
    );
    ok(&app.post("/kefu/close", Some(&alice), &[]).await);
    error(
        &app.post("/kefu/close", Some(&alice), &[]).await,
        "support_closed",
    );
    let audited = app
        .count("SELECT COUNT(*) FROM audit_log WHERE action IN ('support.reply', 'support.close')")
        .await;
    assert_eq!(audited, 2);
    let finance = operator(&app, "finance@example.com", "finance").await;
    assert_ne!(
        admin_post(&app, "/support/conversations", &finance, &[]).await["type"],
        "ok"
    );
}

#[tokio::test]
async fn fifty_racing_messages_store_at_most_the_published_ten_a_minute() {
    let (app, _) = app().await;
    let alice = app.signed_up("alice@example.com").await;
    let sends = (0..50).map(|i| {
        let text = format!("Message {i}");
        let (app, alice) = (&app, &alice);
        async move { send(app, alice, &text).await }
    });
    let answers = futures_util::future::join_all(sends).await;
    assert_eq!(accepted_else(&answers, "support_rate_limited"), 10);
    assert_eq!(app.count("SELECT COUNT(*) FROM support_messages").await, 10);
    assert_eq!(
        app.count("SELECT COUNT(*) FROM support_conversations").await,
        1,
        "one conversation, whatever races"
    );
    app.state.clock.advance(60_001);
    ok(&send(&app, &alice, "After a minute").await);
}

#[tokio::test]
async fn html_sent_to_support_is_kept_as_text_and_pictures_must_be_the_senders_own() {
    let (app, support) = app().await;
    let alice = app.signed_up("alice@example.com").await;
    let bob = app.signed_up("bob@example.com").await;
    let html = "<img src=x onerror=alert(1)>";
    let sent = send(&app, &alice, html).await;
    ok(&sent);
    assert_eq!(
        sent["message"]["content"], html,
        "stored as written; the screens show it as text"
    );
    let bobs = app.uploaded_image(&bob).await;
    let form = [("kind", "image"), ("content", bobs.as_str())];
    error(
        &app.post("/kefu/send", Some(&alice), &form).await,
        "invalid_params",
    );
    let own = app.uploaded_image(&alice).await;
    ok(&app
        .post(
            "/kefu/send",
            Some(&alice),
            &[("kind", "image"), ("content", &own)],
        )
        .await);
    let listed = admin_post(&app, "/support/conversations", &support, &[]).await;
    assert_eq!(listed["message"]["data"][0]["last_message"], "[image]");
    error(&send(&app, &alice, "").await, "invalid_params");
}
