use crate::common::{TestApp, admin_post, error, ok, operator};

#[tokio::test]
async fn a_message_to_one_user_reaches_only_them_unread_until_they_read_it() {
    let app = TestApp::spawn().await;
    let alice = app.signed_up("alice@example.com").await;
    let bob = app.signed_up("bob@example.com").await;
    let support = operator(&app, "help@example.com", "support").await;
    let content = operator(&app, "writer@example.com", "content").await;
    let form = [
        ("user_id", "1"),
        ("title", "Your ticket"),
        ("content", "<p>We fixed it.</p>"),
    ];
    error(
        &admin_post(&app, "/messages/send", &content, &form).await,
        "forbidden",
    );
    ok(&admin_post(&app, "/messages/send", &support, &form).await);

    let list = app.get("/mailMessage/getList", Some(&alice), &[]).await;
    ok(&list);
    assert_eq!(list["message"]["count"], 1);
    assert_eq!(list["message"]["unread"], 1);
    let mail = &list["message"]["list"][0];
    assert_eq!(mail["title"], "Your ticket");
    assert_eq!(mail["abstract"], "We fixed it.");
    assert_eq!(mail["is_read"], 0);
    let id = mail["id"].as_i64().unwrap().to_string();

    let bobs = app.get("/mailMessage/getList", Some(&bob), &[]).await;
    assert_eq!(bobs["message"]["count"], 0);
    error(
        &app.post("/mailMessage/read", Some(&bob), &[("id", &id)]).await,
        "not_found",
    );
    ok(&app.post("/mailMessage/read", Some(&alice), &[("id", &id)]).await);
    let list = app.get("/mailMessage/getList", Some(&alice), &[]).await;
    assert_eq!(list["message"]["unread"], 0);
    assert_eq!(list["message"]["list"][0]["is_read"], 1);
    assert_eq!(
        app.count("SELECT COUNT(*) FROM audit_log WHERE action = 'mail.send'")
            .await,
        1
    );
    assert_eq!(app.get("/mailMessage/getList", None, &[]).await["type"], "999");
}

#[tokio::test]
async fn a_message_to_all_reaches_every_active_user_and_mark_all_read_clears_the_count() {
    let app = TestApp::spawn().await;
    let tokens = [
        app.signed_up("one@example.com").await,
        app.signed_up("two@example.com").await,
        app.signed_up("three@example.com").await,
    ];
    let support = operator(&app, "help@example.com", "support").await;
    for title in ["First", "Second"] {
        let body = admin_post(
            &app,
            "/messages/send",
            &support,
            &[("all", "1"), ("title", title), ("content", "Hello")],
        )
        .await;
        ok(&body);
        assert_eq!(body["message"], 3);
    }
    for token in &tokens {
        let list = app
            .get("/mailMessage/getList", Some(token), &[("limit", "1")])
            .await;
        assert_eq!(list["message"]["count"], 2);
        assert_eq!(list["message"]["list"].as_array().unwrap().len(), 1);
        assert_eq!(list["message"]["list"][0]["title"], "Second");
    }
    ok(&app.post("/mailMessage/read", Some(&tokens[0]), &[]).await);
    assert_eq!(
        app.get("/mailMessage/getList", Some(&tokens[0]), &[]).await["message"]["unread"],
        0
    );
    assert_eq!(
        app.get("/mailMessage/getList", Some(&tokens[1]), &[]).await["message"]["unread"],
        2
    );
    error(
        &admin_post(
            &app,
            "/messages/send",
            &support,
            &[("title", "No one"), ("content", "x")],
        )
        .await,
        "invalid_params",
    );
    error(
        &admin_post(
            &app,
            "/messages/send",
            &support,
            &[("user_id", "999"), ("title", "x"), ("content", "x")],
        )
        .await,
        "not_found",
    );
}
