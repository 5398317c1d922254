use serde_json::Value;

use crate::common::{TestApp, admin_get, admin_post, error, ok, operator};

async fn notices(app: &TestApp, lang: &str) -> Value {
    let body = app
        .post("/news/list", None, &[("c_id", "4"), ("lang", lang)])
        .await;
    ok(&body);
    body["message"].clone()
}

#[tokio::test]
async fn a_new_install_has_sample_notices_banners_and_pages_in_all_nine_languages() {
    let app = TestApp::spawn().await;
    let mut titles = std::collections::HashSet::new();
    for lang in ["zh", "hk", "en", "fra", "spa", "ja", "th", "kor", "vn"] {
        let page = notices(&app, lang).await;
        assert_eq!(page["count"], 3, "{lang}");
        assert!(
            page["list"][0].get("content").is_none(),
            "lists leave content out"
        );
        titles.insert(page["list"][0]["title"].as_str().unwrap().to_string());
        for path in ["/faq", "/contactus", "/aboutus", "/operational_compliance"] {
            let body = app.get(path, None, &[("lang", lang)]).await;
            ok(&body);
            assert!(body["message"]["id"].as_i64().unwrap() > 0, "{path} {lang}");
            assert!(!body["message"]["content"].as_str().unwrap().is_empty());
        }
    }
    assert_eq!(titles.len(), 9, "every language has its own text");
    let banners = app.post("/news/list", None, &[("c_id", "5")]).await;
    assert!(
        banners["message"]["list"][0]["cover"]
            .as_str()
            .unwrap()
            .starts_with("/media/banners/")
    );
    let popup = app.get("/news/index_pop", None, &[("lang", "en")]).await;
    ok(&popup);
    assert!(popup["message"]["content"].as_str().is_some());
    let id = popup["message"]["id"].as_i64().unwrap().to_string();
    let detail = app
        .post("/news/detail", None, &[("id", &id), ("lang", "ja")])
        .await;
    ok(&detail);
    assert_eq!(detail["message"]["id"].as_i64().unwrap().to_string(), id);
    error(
        &app.post("/news/detail", None, &[("id", "99999")]).await,
        "not_found",
    );
    error(
        &app.post("/news/list", None, &[("c_id", "7")]).await,
        "invalid_params",
    );
}

#[tokio::test]
async fn content_operators_publish_sanitised_news_that_falls_back_to_chinese_and_is_audited() {
    let app = TestApp::spawn().await;
    let content = operator(&app, "writer@example.com", "content").await;
    let support = operator(&app, "help@example.com", "support").await;
    let form = [
        ("c_id", "4"),
        ("text_lang", "zh"),
        ("title", "系统维护通知"),
        (
            "content",
            "<p onclick=\"steal()\">周日维护</p><script>alert(1)</script>",
        ),
    ];
    error(
        &admin_post(&app, "/content/save", &support, &form).await,
        "forbidden",
    );
    let saved = admin_post(&app, "/content/save", &content, &form).await;
    ok(&saved);
    let id = saved["message"].as_i64().unwrap().to_string();
    let detail = app
        .post("/news/detail", None, &[("id", &id), ("lang", "en")])
        .await;
    assert_eq!(
        detail["message"]["title"], "系统维护通知",
        "English falls back to zh"
    );
    let html = detail["message"]["content"].as_str().unwrap();
    assert!(
        html.contains("周日维护") && !html.contains("script") && !html.contains("onclick"),
        "{html}"
    );
    ok(&admin_post(
        &app,
        "/content/save",
        &content,
        &[
            ("id", &id),
            ("text_lang", "en"),
            ("title", "Maintenance on Sunday"),
        ],
    )
    .await);
    let detail = app
        .post("/news/detail", None, &[("id", &id), ("lang", "en")])
        .await;
    assert_eq!(detail["message"]["title"], "Maintenance on Sunday");
    assert_eq!(notices(&app, "en").await["count"], 4);
    ok(&admin_post(&app, "/content/save", &content, &[("id", &id), ("is_shown", "0")]).await);
    error(&app.post("/news/detail", None, &[("id", &id)]).await, "not_found");
    assert_eq!(
        app.count("SELECT COUNT(*) FROM audit_log WHERE action IN ('content.create', 'content.update')")
            .await,
        3
    );
    let listed = admin_get(&app, "/content/list?c_id=4", &content).await;
    assert_eq!(listed["message"]["count"], 4);
}

#[tokio::test]
async fn an_edited_sample_row_is_no_longer_marked_sample_and_a_hidden_page_reads_as_empty() {
    let app = TestApp::spawn().await;
    let content = operator(&app, "writer@example.com", "content").await;
    let faq = app.get("/faq", None, &[]).await;
    let id = faq["message"]["id"].as_i64().unwrap();
    assert_eq!(
        app.count(&format!("SELECT is_sample FROM news WHERE id = {id}"))
            .await,
        1
    );
    ok(&admin_post(
        &app,
        "/content/save",
        &content,
        &[("id", &id.to_string()), ("is_shown", "0")],
    )
    .await);
    assert_eq!(
        app.count(&format!("SELECT is_sample FROM news WHERE id = {id}"))
            .await,
        0
    );
    let empty = app.get("/faq", None, &[]).await;
    ok(&empty);
    assert_eq!(empty["message"]["id"], 0);
    assert_eq!(empty["message"]["title"], "");
    assert_eq!(empty["message"]["content"], "");
}

#[tokio::test]
async fn the_menu_lists_shown_entries_by_sort_and_operators_edit_it_within_the_rules() {
    let app = TestApp::spawn().await;
    let menu = app.get("/menu", None, &[]).await;
    ok(&menu);
    let titles: Vec<&str> = menu["message"]
        .as_array()
        .unwrap()
        .iter()
        .map(|m| m["title"].as_str().unwrap())
        .collect();
    assert_eq!(titles, ["faq", "aboutus", "contactus", "operational_compliance"]);
    let content = operator(&app, "writer@example.com", "content").await;
    error(
        &admin_post(
            &app,
            "/menu/save",
            &content,
            &[
                ("title", "help"),
                ("url", "javascript:alert(1)"),
                ("open_type", "3"),
            ],
        )
        .await,
        "invalid_params",
    );
    ok(&admin_post(
        &app,
        "/menu/save",
        &content,
        &[
            ("title", "help"),
            ("url", "https://help.example.org"),
            ("open_type", "2"),
            ("sort", "1"),
        ],
    )
    .await);
    let menu = app.get("/menu", None, &[]).await;
    assert_eq!(menu["message"][0]["title"], "help");
    assert_eq!(menu["message"][0]["open_type"], 2);
    assert_eq!(
        app.count("SELECT COUNT(*) FROM audit_log WHERE action = 'menu.create'")
            .await,
        1
    );
}

#[tokio::test]
async fn the_help_centre_at_news_help_lists_categories_their_questions_and_each_answer_in_the_asked_language()
{
    let app = TestApp::spawn().await;
    let categories = app.post("/news/help", None, &[("lang", "en")]).await;
    ok(&categories);
    let category = categories["message"]["list"][0]["id"]
        .as_i64()
        .expect("a category");
    let questions = app
        .post(
            "/news/help/questions",
            None,
            &[("id", &category.to_string()), ("lang", "en")],
        )
        .await;
    ok(&questions);
    let list = questions["message"]["list"].as_array().unwrap().clone();
    let demo = list
        .iter()
        .find(|q| q["title"].as_str().unwrap().contains("DEMO"))
        .expect("the DEMO question");
    let answer = app
        .post(
            "/news/help/answer",
            None,
            &[("id", &demo["id"].to_string()), ("lang", "en")],
        )
        .await;
    ok(&answer);
    assert_eq!(answer["message"]["title"], demo["title"]);
    assert!(
        answer["message"]["content"]
            .as_str()
            .unwrap()
            .contains("simulator")
    );
    let chinese = app
        .post("/news/help/answer", None, &[("id", &demo["id"].to_string())])
        .await;
    assert!(chinese["message"]["content"].as_str().unwrap().contains("模拟器"));
    error(
        &app.post("/news/help/answer", None, &[("id", "999999")]).await,
        "not_found",
    );
}

#[tokio::test]
async fn seeded_pictures_are_served_at_media_so_another_client_can_take_h5() {
    let web = tempfile::tempdir().unwrap();
    std::fs::create_dir_all(web.path().join("banners")).unwrap();
    std::fs::write(web.path().join("banners/banner_1.svg"), "<svg/>").unwrap();
    std::fs::write(web.path().join("index.html"), "<html></html>").unwrap();
    let dir = web.path().to_path_buf();
    let app = TestApp::spawn_with(move |c| c.server.web_dir = Some(dir)).await;
    let config = app.get("/getSiteConfig", None, &[]).await;
    assert_eq!(config["message"]["site_logo"], "/media/logo.svg");
    let banners = app.post("/news/list", None, &[("c_id", "5")]).await;
    let cover = banners["message"]["list"][0]["cover"]
        .as_str()
        .unwrap()
        .to_string();
    assert!(cover.starts_with("/media/banners/"), "{cover}");
    let picture = app
        .client
        .get(app.url("/media/banners/banner_1.svg"))
        .send()
        .await
        .unwrap();
    assert_eq!(picture.status(), 200);
    assert_eq!(picture.text().await.unwrap(), "<svg/>");
    for other in [
        "/media/index.html",
        "/media/../index.html",
        "/media/banners/../index.html",
    ] {
        let status = app.client.get(app.url(other)).send().await.unwrap().status();
        assert_eq!(status, 404, "{other}");
    }
}
