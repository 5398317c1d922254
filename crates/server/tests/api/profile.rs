use crate::common::{TestApp, error, ok};

#[tokio::test]
async fn nickname_and_signature_are_saved_and_invalid_ones_change_nothing() {
    let app = TestApp::spawn().await;
    let token = app.signed_up("me@example.com").await;
    ok(&app
        .post(
            "/user/editNickname",
            Some(&token),
            &[("nickname", "小明2026"), ("signature", "长期持有")],
        )
        .await);
    let info = app.get("/user/info", Some(&token), &[]).await;
    assert_eq!(info["message"]["nickname"], "小明2026");
    assert_eq!(info["message"]["signature"], "长期持有");
    error(
        &app.post("/user/editNickname", Some(&token), &[("nickname", "x")])
            .await,
        "invalid_nickname",
    );
    error(
        &app.post(
            "/user/editNickname",
            Some(&token),
            &[("nickname", "Bob"), ("signature", "<script>")],
        )
        .await,
        "invalid_profile_signature",
    );
    let info = app.get("/user/info", Some(&token), &[]).await;
    assert_eq!(info["message"]["nickname"], "小明2026");
}

#[tokio::test]
async fn an_avatar_is_a_built_in_one_or_the_users_own_upload_never_someone_elses() {
    let app = TestApp::spawn().await;
    let token = app.signed_up("face@example.com").await;
    let other = app.signed_up("other@example.com").await;
    ok(&app
        .post(
            "/user/uploadHeadPortrait",
            Some(&token),
            &[("head_portrait", "avatar_3")],
        )
        .await);
    assert_eq!(
        app.get("/user/info", Some(&token), &[]).await["message"]["head_portrait"],
        "avatar_3"
    );
    let own = app.uploaded_image(&token).await;
    ok(&app
        .post(
            "/user/uploadHeadPortrait",
            Some(&token),
            &[("head_portrait", &own)],
        )
        .await);
    let foreign = app.uploaded_image(&other).await;
    for bad in [
        foreign.as_str(),
        "https://tracker.example/p.png",
        "avatar_99",
        "../../etc/passwd",
    ] {
        error(
            &app.post(
                "/user/uploadHeadPortrait",
                Some(&token),
                &[("head_portrait", bad)],
            )
            .await,
            "invalid_params",
        );
    }
    assert_eq!(
        app.get("/user/info", Some(&token), &[]).await["message"]["head_portrait"],
        own.as_str()
    );
}

#[tokio::test]
async fn security_changes_are_noted_in_the_message_centre() {
    let app = TestApp::spawn().await;
    let token = app.signed_up("careful@example.com").await;
    app.bind_mobile(&token, "13700137000").await;
    app.set_pay_password(&token, "careful@example.com", "246810")
        .await;
    let list = app
        .get("/mailMessage/getList", Some(&token), &[("lang", "en")])
        .await;
    ok(&list);
    let titles: Vec<&str> = list["message"]["list"]
        .as_array()
        .unwrap()
        .iter()
        .map(|m| m["title"].as_str().unwrap())
        .collect();
    assert_eq!(titles, ["Your pay password was set", "Mobile number bound"]);
    assert!(
        list["message"]["list"][1]["content"]
            .as_str()
            .unwrap()
            .contains("+86 *******7000")
    );
    assert_eq!(list["message"]["unread"], 2);
}
