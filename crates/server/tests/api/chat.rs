//! Chat rooms: markup kept as inert text in history, the per-minute limit under fifty racing sends, reports,
//! deletions and mutes by content operators (audited), and the muted user told why.

use mercato::clock::Clock;

use crate::common::{TestApp, accepted_else, admin_get, admin_post, error, ok, operator};

async fn chat_app() -> TestApp {
    TestApp::spawn_with_clock(Clock::manual(1_800_000_000_000), |config| {
        config.market.feed = "none".into();
    })
    .await
}

async fn send(app: &TestApp, token: &str, room: &str, text: &str) -> serde_json::Value {
    app.post(
        "/chat/send",
        Some(token),
        &[("room", room), ("kind", "text"), ("content", text)],
    )
    .await
}

#[tokio::test]
async fn a_message_with_markup_reaches_the_rooms_history_as_the_text_written() {
    let app = chat_app().await;
    let alice = app.signed_up("alice@example.com").await;
    let text = "<img src=x onerror=alert(1)> <script>alert(2)</script> https://example.com";
    let sent = send(&app, &alice, "en-US", text).await;
    ok(&sent);
    assert_eq!(
        (
            sent["message"]["room"].as_str(),
            sent["message"]["mine"].as_bool()
        ),
        (Some("en"), Some(true))
    );
    let history = app.get("/chat/history", None, &[("room", "en")]).await;
    let m = &history["message"]["messages"][0];
    assert_eq!(m["content"], text);
    assert_eq!(
        (m["nickname"].as_str(), m["mine"].as_bool()),
        (Some("a***@example.com"), Some(false))
    );
    assert_eq!(
        app.get("/chat/history", None, &[("room", "ja")]).await["message"]["messages"],
        serde_json::json!([])
    );
    error(&send(&app, &alice, "xx", "hi").await, "invalid_params");
    error(
        &send(&app, &alice, "en", &"a".repeat(501)).await,
        "invalid_params",
    );
    let image = [
        ("room", "en"),
        ("kind", "image"),
        ("content", "/storage/uploads/not-mine.png"),
    ];
    error(
        &app.post("/chat/send", Some(&alice), &image).await,
        "invalid_params",
    );
    let anonymous = app
        .post(
            "/chat/send",
            None,
            &[("room", "en"), ("kind", "text"), ("content", "hi")],
        )
        .await;
    assert_ne!(anonymous["type"], "ok");
    let rooms = app.get("/chat/rooms", None, &[]).await;
    assert_eq!(rooms["message"]["rooms"].as_array().unwrap().len(), 9);
}

#[tokio::test]
async fn fifty_racing_sends_store_ten_messages_a_minute_and_the_next_minute_takes_more() {
    let app = chat_app().await;
    let alice = app.signed_up("alice@example.com").await;
    let sends = (0..50).map(|i| {
        let text = format!("message {i}");
        let app = &app;
        let alice = &alice;
        async move { send(app, alice, "en", &text).await }
    });
    let answers = futures_util::future::join_all(sends).await;
    assert_eq!(accepted_else(&answers, "chat_rate_limited"), 10);
    assert_eq!(app.count("SELECT COUNT(*) FROM chat_messages").await, 10);
    app.state.clock.advance(60_000);
    ok(&send(&app, &alice, "en", "a minute later").await);
    let page = app
        .get("/chat/history", None, &[("room", "en"), ("limit", "5")])
        .await;
    assert_eq!(page["message"]["has_more"], true);
    let oldest = page["message"]["messages"][0]["id"].as_i64().unwrap().to_string();
    let earlier = app
        .get(
            "/chat/history",
            None,
            &[("room", "en"), ("limit", "50"), ("before_id", &oldest)],
        )
        .await;
    assert_eq!(earlier["message"]["messages"].as_array().unwrap().len(), 6);
    assert_eq!(earlier["message"]["has_more"], false);
}

#[tokio::test]
async fn a_content_operator_deletes_a_reported_message_and_mutes_its_sender_who_sees_why_until_it_ends() {
    let app = chat_app().await;
    let alice = app.signed_up("alice@example.com").await;
    let bob = app.signed_up("bob@example.com").await;
    let sent = send(&app, &alice, "zh", "buy my coin http://scam.example").await;
    let id = sent["message"]["id"].as_i64().unwrap().to_string();
    ok(&app
        .post("/chat/report", Some(&bob), &[("id", &id), ("reason", "scam")])
        .await);
    ok(&app.post("/chat/report", Some(&bob), &[("id", &id)]).await);
    let content = operator(&app, "content@example.com", "content").await;
    let reported = admin_get(&app, "/chat/messages?reported=1", &content).await;
    assert_eq!(reported["message"]["total"], 1);
    assert_eq!(
        reported["message"]["data"][0]["reports"], 1,
        "one report per user"
    );
    assert_eq!(reported["message"]["data"][0]["account"], "alice@example.com");

    ok(&admin_post(
        &app,
        "/chat/delete",
        &content,
        &[("id", &id), ("reason", "Scam link")],
    )
    .await);
    let history = app.get("/chat/history", None, &[("room", "zh")]).await;
    assert_eq!(history["message"]["messages"], serde_json::json!([]));
    let user_id = app
        .count("SELECT id FROM users WHERE email = 'alice@example.com'")
        .await
        .to_string();
    let mute = [
        ("user_id", user_id.as_str()),
        ("minutes", "10"),
        ("reason", "Spam links"),
    ];
    ok(&admin_post(&app, "/chat/mute", &content, &mute).await);
    error(&send(&app, &alice, "zh", "hello again").await, "chat_muted");
    let rooms = app.get("/chat/rooms", Some(&alice), &[]).await;
    assert_eq!(rooms["message"]["mute_reason"], "Spam links");
    assert_eq!(
        rooms["message"]["muted_until_ts"],
        1_800_000_000_000_i64 + 600_000
    );
    let mutes = admin_get(&app, "/chat/mutes", &content).await;
    assert_eq!(mutes["message"][0]["account"], "alice@example.com");
    app.state.clock.advance(600_000);
    ok(&send(&app, &alice, "zh", "hello again").await);
    assert_eq!(
        app.count("SELECT COUNT(*) FROM audit_log WHERE action IN ('chat.delete', 'chat.mute')")
            .await,
        2
    );
    let refused = admin_post(
        &app,
        "/chat/mute",
        &content,
        &[("user_id", &user_id), ("minutes", "0"), ("reason", "x")],
    )
    .await;
    error(&refused, "invalid_params");
}
