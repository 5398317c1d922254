use serde_json::Value;

use crate::common::{TestApp, admin_get, admin_post, error, ok, operator};

const CARD: &str = "11010519491231002X";

fn level_one(card: &str) -> Vec<(&'static str, String)> {
    vec![
        ("real_type", "1".into()),
        ("id_type", "0".into()),
        ("name", "张三".into()),
        ("card_id", card.into()),
    ]
}

async fn submit(app: &TestApp, token: &str, fields: &[(&'static str, String)]) -> Value {
    let form: Vec<(&str, &str)> = fields.iter().map(|(k, v)| (*k, v.as_str())).collect();
    app.post("/user/real", Some(token), &form).await
}

async fn state(app: &TestApp, token: &str) -> Value {
    let body = app.get("/real/state", Some(token), &[]).await;
    ok(&body);
    body["message"].clone()
}

/// The id of the oldest waiting review.
async fn waiting_review(app: &TestApp, compliance: &str) -> i64 {
    let queue = admin_get(app, "/identity/reviews", compliance).await;
    ok(&queue);
    queue["message"]["list"][0]["id"]
        .as_i64()
        .expect("a waiting review")
}

async fn mail_titles(app: &TestApp, token: &str) -> Vec<String> {
    let body = app
        .get("/mailMessage/getList", Some(token), &[("lang", "en")])
        .await;
    ok(&body);
    body["message"]["list"]
        .as_array()
        .unwrap()
        .iter()
        .map(|m| {
            format!(
                "{} / {}",
                m["title"].as_str().unwrap(),
                m["content"].as_str().unwrap()
            )
        })
        .collect()
}

#[tokio::test]
async fn verification_needs_both_e_mail_and_mobile_bound_first() {
    let app = TestApp::spawn().await;
    let token = app.signed_up("solo@example.com").await;
    error(
        &submit(&app, &token, &level_one(CARD)).await,
        "contact_binding_required",
    );
    let now = state(&app, &token).await;
    assert_eq!(now["real_status"], 0);
    assert_eq!(now["review_status"], 0);
    assert!(now["real_data"].is_null());
    assert_eq!(app.count("SELECT COUNT(*) FROM identity_reviews").await, 0);
}

#[tokio::test]
async fn level_one_waits_for_review_and_approval_shows_as_authenticated_with_a_message() {
    let app = TestApp::spawn().await;
    let token = app.verified_contacts("kyc@example.com", "13800138000").await;
    ok(&submit(&app, &token, &level_one(CARD)).await);
    let waiting = state(&app, &token).await;
    assert_eq!(waiting["review_status"], 1);
    assert_eq!(waiting["real_data"]["card_id"], "110***********002X");
    assert_eq!(waiting["real_data"]["name"], "张三");
    error(&submit(&app, &token, &level_one(CARD)).await, "review_pending");

    let compliance = operator(&app, "kyc-ops@example.com", "compliance").await;
    let queue = admin_get(&app, "/identity/reviews", &compliance).await;
    assert_eq!(
        queue["message"]["list"][0]["card_id"], CARD,
        "operators see the whole number"
    );
    let id = waiting_review(&app, &compliance).await;
    ok(&admin_post(&app, "/identity/approve", &compliance, &[("id", &id.to_string())]).await);

    let approved = state(&app, &token).await;
    assert_eq!(approved["real_status"], 1);
    assert_eq!(approved["review_status"], 2);
    assert_eq!(approved["advanced_review_status"], 0);
    let info = app.get("/user/info", Some(&token), &[]).await;
    assert_eq!(info["message"]["real_level"], 1);
    assert_eq!(info["message"]["review_status"], 2);
    let titles = mail_titles(&app, &token).await;
    assert!(titles[0].starts_with("Identity verified"), "{titles:?}");
    assert_eq!(
        app.count("SELECT COUNT(*) FROM audit_log WHERE action = 'identity.approve'")
            .await,
        1
    );
    error(&submit(&app, &token, &level_one(CARD)).await, "already_verified");
}

#[tokio::test]
async fn a_rejection_shows_the_operators_reason_and_the_user_may_submit_again() {
    let app = TestApp::spawn().await;
    let token = app.verified_contacts("again@example.com", "13800138001").await;
    let mut passport = level_one("E12345678");
    passport[1].1 = "1".into();
    ok(&submit(&app, &token, &passport).await);
    let compliance = operator(&app, "kyc-ops@example.com", "compliance").await;
    let id = waiting_review(&app, &compliance).await.to_string();
    error(
        &admin_post(&app, "/identity/reject", &compliance, &[("id", &id)]).await,
        "invalid_params",
    );
    ok(&admin_post(
        &app,
        "/identity/reject",
        &compliance,
        &[("id", &id), ("reason", "The name does not match the document")],
    )
    .await);
    let rejected = state(&app, &token).await;
    assert_eq!(rejected["real_status"], 0);
    assert_eq!(rejected["review_status"], 3);
    assert_eq!(
        rejected["real_data"]["reject_reason"],
        "The name does not match the document"
    );
    assert!(mail_titles(&app, &token).await[0].contains("The name does not match the document"));
    error(
        &admin_post(&app, "/identity/approve", &compliance, &[("id", &id)]).await,
        "not_found",
    );
    ok(&submit(&app, &token, &level_one(CARD)).await);
    assert_eq!(state(&app, &token).await["review_status"], 1);
}

#[tokio::test]
async fn level_two_needs_level_one_and_the_users_own_pictures_which_then_turn_private() {
    let app = TestApp::spawn().await;
    let token = app.verified_contacts("pics@example.com", "13800138002").await;
    let other = app.signed_up("other@example.com").await;
    let front = app.uploaded_image(&token).await;
    let reverse = app.uploaded_image(&token).await;
    let foreign = app.uploaded_image(&other).await;
    let pictures = |front: &str, reverse: &str| {
        vec![
            ("real_type", "2".to_string()),
            ("front_pic", front.to_string()),
            ("reverse_pic", reverse.to_string()),
        ]
    };
    error(
        &submit(&app, &token, &pictures(&front, &reverse)).await,
        "level1_required",
    );
    let mut passport = level_one("E12345678");
    passport[1].1 = "1".into();
    ok(&submit(&app, &token, &passport).await);
    let compliance = operator(&app, "kyc-ops@example.com", "compliance").await;
    let id = waiting_review(&app, &compliance).await.to_string();
    ok(&admin_post(&app, "/identity/approve", &compliance, &[("id", &id)]).await);

    let body = submit(&app, &token, &pictures(&foreign, &reverse)).await;
    error(&body, "invalid_params");
    assert_eq!(body["field"], "front_pic");
    let body = submit(
        &app,
        &token,
        &pictures(
            "/upload/2026/01/01/ffffffffffffffffffffffffffffffff.jpg",
            &reverse,
        ),
    )
    .await;
    error(&body, "invalid_params");

    let public = app.client.get(app.url(&front)).send().await.unwrap();
    assert_eq!(public.status(), 200, "an upload is public until a review uses it");
    ok(&submit(&app, &token, &pictures(&front, &reverse)).await);
    assert_eq!(state(&app, &token).await["advanced_review_status"], 1);

    let anonymous = app.client.get(app.url(&front)).send().await.unwrap();
    assert_eq!(anonymous.status(), 404);
    let stranger = app
        .client
        .get(app.url(&front))
        .header("Authorization", &other)
        .send()
        .await
        .unwrap();
    assert_eq!(stranger.status(), 404);
    let owner = app
        .client
        .get(app.url(&front))
        .header("Authorization", &token)
        .send()
        .await
        .unwrap();
    assert_eq!(owner.status(), 200);
    assert_eq!(owner.headers()["cache-control"], "private, no-store");

    let seen = app
        .client
        .get(app.url("/admin/api/uploads"))
        .query(&[("path", front.as_str())])
        .header("Authorization", &compliance)
        .send()
        .await
        .unwrap();
    assert_eq!(seen.status(), 200);
    assert_eq!(seen.headers()["content-type"], "image/png");
    assert_eq!(
        app.count("SELECT COUNT(*) FROM audit_log WHERE action = 'upload.view_private'")
            .await,
        1
    );
    let queue = admin_get(&app, "/identity/reviews", &compliance).await;
    let review = &queue["message"]["list"][0];
    assert_eq!(
        (
            review["level"].clone(),
            review["id_type"].clone(),
            review["name"].clone(),
            review["card_id"].clone()
        ),
        (2.into(), 2.into(), "张三".into(), "E12345678".into()),
        "the reviewer sees the passport and name the pictures must match: {review}"
    );
    let id = waiting_review(&app, &compliance).await.to_string();
    ok(&admin_post(&app, "/identity/approve", &compliance, &[("id", &id)]).await);
    let done = state(&app, &token).await;
    assert_eq!(done["real_status"], 2);
    assert_eq!(done["advanced_review_status"], 2);
    assert_eq!(done["real_data"]["advanced_user"], 1);
    assert_eq!(done["real_data"]["front_pic"], front.as_str());
}

#[tokio::test]
async fn the_one_form_files_both_levels_in_one_review() {
    let app = TestApp::spawn().await;
    let token = app.verified_contacts("oneform@example.com", "13800138003").await;
    let front = app.uploaded_image(&token).await;
    let reverse = app.uploaded_image(&token).await;
    let form = [
        ("id_type", "2"),
        ("name", "Mary Major"),
        ("card_id", "E12345678"),
        ("front_pic", front.as_str()),
        ("reverse_pic", reverse.as_str()),
    ];
    ok(&app.post("/user/do_real", Some(&token), &form).await);
    assert_eq!(app.count("SELECT COUNT(*) FROM identity_reviews").await, 1);
    let compliance = operator(&app, "kyc-ops@example.com", "compliance").await;
    let id = waiting_review(&app, &compliance).await.to_string();
    ok(&admin_post(&app, "/identity/approve", &compliance, &[("id", &id)]).await);
    let done = state(&app, &token).await;
    assert_eq!(done["real_status"], 2);
    assert_eq!(done["review_status"], 2);
    assert_eq!(done["advanced_review_status"], 2);
}

#[tokio::test]
async fn invalid_documents_and_names_are_refused_and_change_nothing() {
    let app = TestApp::spawn().await;
    let token = app.verified_contacts("typo@example.com", "13800138004").await;
    let body = submit(&app, &token, &level_one("110105194912310021")).await;
    error(&body, "invalid_id_number");
    assert_eq!(body["field"], "card_id");
    let mut bad_name = level_one(CARD);
    bad_name[2].1 = "<b>x</b>".into();
    error(&submit(&app, &token, &bad_name).await, "invalid_params");
    let mut bad_type = level_one(CARD);
    bad_type[1].1 = "7".into();
    error(&submit(&app, &token, &bad_type).await, "invalid_params");
    assert_eq!(app.count("SELECT COUNT(*) FROM identity_reviews").await, 0);
    assert_eq!(state(&app, &token).await["review_status"], 0);
}

#[tokio::test]
async fn two_racing_submissions_file_a_single_review() {
    let app = TestApp::spawn().await;
    let token = app.verified_contacts("race@example.com", "13800138005").await;
    let fields = level_one(CARD);
    let (a, b) = tokio::join!(submit(&app, &token, &fields), submit(&app, &token, &fields));
    let outcomes = [a["type"].as_str().unwrap(), b["type"].as_str().unwrap()];
    assert!(outcomes.contains(&"ok"), "{a} {b}");
    assert_eq!(app.count("SELECT COUNT(*) FROM identity_reviews").await, 1);
    if outcomes != ["ok", "ok"] {
        let refused = if a["type"] == "ok" { &b } else { &a };
        error(refused, "review_pending");
    }
}

#[tokio::test]
async fn only_compliance_operators_and_admins_review_identities_and_users_never_can() {
    let app = TestApp::spawn().await;
    let token = app.verified_contacts("roles@example.com", "13800138006").await;
    ok(&submit(&app, &token, &level_one(CARD)).await);
    let content = operator(&app, "writer@example.com", "content").await;
    let support = operator(&app, "help@example.com", "support").await;
    error(&admin_get(&app, "/identity/reviews", &content).await, "forbidden");
    error(
        &admin_post(&app, "/identity/approve", &support, &[("id", "1")]).await,
        "forbidden",
    );
    assert_eq!(
        admin_post(&app, "/identity/approve", &token, &[("id", "1")]).await["type"],
        "999"
    );
    assert_eq!(
        app.count("SELECT COUNT(*) FROM identity_reviews WHERE status = 1")
            .await,
        1
    );
    let admin = operator(&app, "root@example.com", "admin").await;
    ok(&admin_post(&app, "/identity/approve", &admin, &[("id", "1")]).await);
}

#[tokio::test]
async fn a_user_sees_only_their_own_identity_state_whatever_id_they_send() {
    let app = TestApp::spawn().await;
    let owner = app.verified_contacts("owner@example.com", "13800138007").await;
    ok(&submit(&app, &owner, &level_one(CARD)).await);
    let other = app.signed_up("nosy@example.com").await;
    let body = app
        .get("/real/state", Some(&other), &[("user_id", "1"), ("id", "1")])
        .await;
    ok(&body);
    assert!(body["message"]["real_data"].is_null());
    assert_eq!(app.get("/real/state", None, &[]).await["type"], "999");
}

#[tokio::test]
async fn an_existing_clients_document_picker_index_is_filed_and_read_back_zero_based() {
    let app = TestApp::spawn().await;
    let token = app.verified_contacts("zero@example.com", "13800001111").await;
    let form = [
        ("real_type", "1"),
        ("id_type", "0"),
        ("name", "张三"),
        ("card_id", CARD),
    ];
    ok(&app.post("/user/real", Some(&token), &form).await);
    assert_eq!(
        state(&app, &token).await["real_data"]["id_type"],
        0,
        "read back as the picker's first entry"
    );
    let reviewer = operator(&app, "zero-kyc@example.com", "compliance").await;
    let queue = admin_get(&app, "/identity/reviews", &reviewer).await;
    assert_eq!(
        queue["message"]["list"][0]["id_type"], 1,
        "the operator console shows the stored type: an ID card"
    );
    let other = app.verified_contacts("four@example.com", "13800002222").await;
    let form = [
        ("real_type", "1"),
        ("id_type", "3"),
        ("name", "张三"),
        ("card_id", CARD),
    ];
    error(
        &app.post("/user/real", Some(&other), &form).await,
        "invalid_params",
    );
}
