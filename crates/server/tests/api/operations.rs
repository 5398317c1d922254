//! Running the server: metrics on their own listener, health and readiness, and online backups.

use std::process::Command;

use crate::common::{TestApp, admin_post, ok, operator};

#[tokio::test]
async fn metrics_are_served_on_their_own_listener_and_count_requests_by_route() {
    let app = TestApp::spawn_with(|c| c.metrics.listen = Some("127.0.0.1:0".parse().unwrap())).await;
    let token = app.signed_up("metrics@example.com").await;
    ok(&app.get("/user/info", Some(&token), &[]).await);
    let public = app.client.get(app.url("/metrics")).send().await.unwrap();
    assert_eq!(
        public.status(),
        404,
        "the public listener does not serve the metrics"
    );
    let addr = app.metrics_addr.expect("a metrics listener");
    let text = app
        .client
        .get(format!("http://{addr}/metrics"))
        .send()
        .await
        .unwrap()
        .text()
        .await
        .unwrap();
    assert!(
        text.contains(
            "http_request_duration_seconds_bucket{method=\"GET\",route=\"/api/user/info\",status=\"200\""
        ),
        "{text}"
    );
    assert!(
        text.contains("ledger_postings_total") || text.contains("db_pool_connections"),
        "{text}"
    );
    assert!(text.contains("db_pool_connections{pool="), "{text}");
}

#[tokio::test]
async fn readiness_and_health_answer_while_the_database_does() {
    let app = TestApp::spawn().await;
    for path in ["/healthz", "/readyz"] {
        let response = app.client.get(app.url(path)).send().await.unwrap();
        assert_eq!(response.status(), 200, "{path}");
    }
    let ready: serde_json::Value = app
        .client
        .get(app.url("/readyz"))
        .send()
        .await
        .unwrap()
        .json()
        .await
        .unwrap();
    assert_eq!(ready["ready"], true);
}

#[tokio::test]
async fn a_backup_taken_under_load_restores_to_a_ledger_that_verifies() {
    let app = TestApp::spawn_with(|c| c.database.url = String::new()).await;
    let finance = operator(&app, "finance@example.com", "finance").await;
    let mut ids = Vec::new();
    for i in 0..4 {
        let email = format!("load{i}@example.com");
        app.signed_up(&email).await;
        ids.push(
            app.count(&format!("SELECT id FROM users WHERE email = '{email}'"))
                .await
                .to_string(),
        );
    }
    let data_dir = app.state.config.server.data_dir.clone();
    let out = tempfile::tempdir().unwrap();
    let file = out.path().join("backup.db");
    let backup = {
        let (data_dir, file) = (data_dir.clone(), file.clone());
        tokio::task::spawn_blocking(move || {
            Command::new(env!("CARGO_BIN_EXE_mercato"))
                .args(["backup", "--data-dir"])
                .arg(&data_dir)
                .arg("--to")
                .arg(&file)
                .env("MERCATO__DATABASE__URL", "")
                .output()
                .unwrap()
        })
    };
    let load = futures_util::future::join_all((0..60).map(|i| {
        let (app, finance, id) = (&app, &finance, ids[i % 4].clone());
        async move {
            let form = [
                ("user_id", id.as_str()),
                ("currency", "3"),
                ("account", "change"),
                ("amount", "2.5"),
                ("reason", "Load while backing up"),
            ];
            admin_post(app, "/ledger/adjust", finance, &form).await
        }
    }));
    let (backup, answers) = tokio::join!(backup, load);
    let backup = backup.unwrap();
    assert!(
        backup.status.success(),
        "{}",
        String::from_utf8_lossy(&backup.stderr)
    );
    assert!(answers.iter().all(|a| a["type"] == "ok"));
    let again = Command::new(env!("CARGO_BIN_EXE_mercato"))
        .args(["backup", "--data-dir"])
        .arg(&data_dir)
        .arg("--to")
        .arg(&file)
        .env("MERCATO__DATABASE__URL", "")
        .output()
        .unwrap();
    assert!(!again.status.success(), "a backup never overwrites a file");
    let restored = tempfile::tempdir().unwrap();
    std::fs::copy(&file, restored.path().join("mercato.db")).unwrap();
    let verify = Command::new(env!("CARGO_BIN_EXE_mercato"))
        .args(["ledger", "verify", "--data-dir"])
        .arg(restored.path())
        .env("MERCATO__DATABASE__URL", "")
        .output()
        .unwrap();
    let said = String::from_utf8_lossy(&verify.stdout);
    assert!(verify.status.success(), "{said}");
    assert!(said.contains("every invariant holds"), "{said}");
}
