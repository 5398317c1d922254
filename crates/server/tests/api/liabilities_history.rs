//! Proof of liabilities over time: a fresh server publishes a root at once and another each UTC day, every root is
//! signed with the published key, and every published root stays provable through a history users page through.

use mercato::{
    clock::Clock,
    earn::DAY_MS,
    liabilities::{self, key, tree::Proof},
};
use serde_json::Value;

use crate::common::{TestApp, admin_post, assert_ledger_clean, error, ok, operator};

/// 10:00 UTC on a day.
const START_MS: i64 = 20_000 * DAY_MS + 36_000_000;

async fn fund(app: &TestApp, finance: &str, email: &str, amount: &str) {
    let id = app
        .count(&format!("SELECT id FROM users WHERE email = '{email}'"))
        .await
        .to_string();
    let form = [
        ("user_id", id.as_str()),
        ("currency", "3"),
        ("account", "change"),
        ("amount", amount),
        ("reason", "Test funds"),
    ];
    ok(&admin_post(app, "/ledger/adjust", finance, &form).await);
}

fn ctx(app: &TestApp) -> liabilities::Ctx {
    liabilities::Ctx {
        db: app.state.db.clone(),
        clock: app.state.clock.clone(),
        data_dir: app.dir.path().to_path_buf(),
    }
}

fn signed_by(view: &Value, public_key: &str) -> bool {
    key::verify(
        public_key,
        view["root"].as_str().unwrap(),
        view["taken_at"].as_i64().unwrap(),
        view["signature"].as_str().unwrap(),
    )
}

#[tokio::test]
async fn a_fresh_server_publishes_a_signed_root_at_start_and_another_once_each_utc_day() {
    let app = TestApp::spawn_with_clock(Clock::manual(START_MS), |_| {}).await;
    // Before: `not_found` until an operator acted.
    let first = app.get("/liabilities/latest", None, &[]).await;
    ok(&first);
    assert_eq!(first["message"]["taken_at"], START_MS);
    let published = app.get("/liabilities/key", None, &[]).await;
    ok(&published);
    let public_key = published["message"]["public_key"].as_str().unwrap().to_string();
    assert_eq!(published["message"]["algorithm"], "ed25519");
    assert_eq!(published["message"]["next_snapshot_at"], 20_001 * DAY_MS);
    assert!(signed_by(&first["message"], &public_key));
    assert!(
        liabilities::schedule::tick(&ctx(&app)).await.unwrap().is_none(),
        "today's is taken"
    );
    app.state.clock.advance(DAY_MS - 36_000_000 - 1);
    assert!(
        liabilities::schedule::tick(&ctx(&app)).await.unwrap().is_none(),
        "23:59:59.999 is still today"
    );
    app.state.clock.advance(1);
    let daily = liabilities::schedule::tick(&ctx(&app))
        .await
        .unwrap()
        .expect("the next day's snapshot");
    assert_eq!(daily.taken_at, 20_001 * DAY_MS);
    assert!(
        liabilities::schedule::tick(&ctx(&app)).await.unwrap().is_none(),
        "once a day"
    );
    let history = app.get("/liabilities/history", None, &[]).await;
    ok(&history);
    assert_eq!(history["message"]["total"], 2);
    for view in history["message"]["data"].as_array().unwrap() {
        assert!(signed_by(view, &public_key), "{view}");
    }
    // A restarted server keeps its key and takes no second first snapshot.
    let url = app.state.config.database.url.clone();
    let dir = app.stop().await;
    let again = TestApp::spawn_with_clock(Clock::manual(20_001 * DAY_MS + 5), |config| {
        config.server.data_dir = dir.path().to_path_buf();
        config.database.url = url;
    })
    .await;
    let key_again = again.get("/liabilities/key", None, &[]).await;
    assert_eq!(key_again["message"]["public_key"], public_key.as_str());
    let history = again.get("/liabilities/history", None, &[]).await;
    assert_eq!(history["message"]["total"], 2);
    #[cfg(unix)]
    {
        use std::os::unix::fs::PermissionsExt;
        let mode = std::fs::metadata(key::path(dir.path()))
            .unwrap()
            .permissions()
            .mode();
        assert_eq!(mode & 0o777, 0o600, "the key file is the owner's alone");
    }
}

#[tokio::test]
async fn every_published_root_stays_provable_and_a_user_pages_through_them_all() {
    let app = TestApp::spawn().await;
    let finance = operator(&app, "finance@example.com", "finance").await;
    let token = app.signed_up("saver@example.com").await;
    app.signed_up("other@example.com").await;
    let mut taken = Vec::new();
    for (i, amount) in ["10", "20", "30"].into_iter().enumerate() {
        fund(&app, &finance, "saver@example.com", amount).await;
        fund(&app, &finance, "other@example.com", &format!("{}", i + 1)).await;
        let body = admin_post(&app, "/liabilities/snapshot", &finance, &[]).await;
        ok(&body);
        taken.push(body["message"].clone());
    }
    let public_key = app.get("/liabilities/key", None, &[]).await["message"]["public_key"]
        .as_str()
        .unwrap()
        .to_string();
    // Pages of one, newest first: three snapshots by operators and the one taken at start.
    let mut seen = Vec::new();
    for page in 1..=4 {
        let body = app
            .get(
                "/liabilities/history",
                None,
                &[("page", &page.to_string()), ("limit", "1")],
            )
            .await;
        ok(&body);
        assert_eq!(body["message"]["pages"], 4);
        seen.push(body["message"]["data"][0].clone());
    }
    assert_eq!(seen[0]["snapshot_id"], taken[2]["snapshot_id"]);
    assert_eq!(seen[2]["snapshot_id"], taken[0]["snapshot_id"]);
    assert_eq!(seen[3]["users"], 0);
    // The first root still proves the balance of then: 10 USDT (now 60).
    for (view, expected) in taken.iter().zip(["10", "30", "60"]) {
        let id = view["snapshot_id"].as_i64().unwrap().to_string();
        let body = app
            .get("/liabilities/proof", Some(&token), &[("snapshot_id", &id)])
            .await;
        ok(&body);
        let proof: Proof = serde_json::from_value(body["message"].clone()).unwrap();
        let minor: Vec<String> = view["assets"]
            .as_array()
            .unwrap()
            .iter()
            .map(|a| a["total_minor"].as_str().unwrap().to_string())
            .collect();
        assert_eq!(
            liabilities::tree::verify(&proof, view["root"].as_str().unwrap(), &minor),
            Ok(())
        );
        let usdt = proof.assets.iter().position(|a| a.symbol == "USDT").unwrap();
        assert_eq!(proof.balances[usdt], format!("{expected}00000000"));
        // The user can prove which root they were shown: its signature verifies with the published key.
        assert_eq!(proof.public_key, public_key);
        assert!(key::verify(
            &public_key,
            &proof.root,
            proof.taken_at,
            &proof.signature
        ));
    }
    let start = seen[3]["snapshot_id"].as_i64().unwrap().to_string();
    error(
        &app.get("/liabilities/proof", Some(&token), &[("snapshot_id", &start)])
            .await,
        "not_found",
    );
    error(
        &app.get("/liabilities/proof", Some(&token), &[("snapshot_id", "999")])
            .await,
        "not_found",
    );
    assert_ledger_clean(&app).await;
}

#[tokio::test]
async fn a_root_whose_signature_or_time_is_altered_no_longer_verifies_with_the_published_key() {
    let app = TestApp::spawn().await;
    let latest = app.get("/liabilities/latest", None, &[]).await;
    let key = app.get("/liabilities/key", None, &[]).await;
    let public_key = key["message"]["public_key"].as_str().unwrap();
    let view = &latest["message"];
    assert!(signed_by(view, public_key));
    let mut moved = view.clone();
    moved["taken_at"] = Value::from(view["taken_at"].as_i64().unwrap() + 1);
    assert!(!signed_by(&moved, public_key));
    let other = key::Key::load_or_create(tempfile::tempdir().unwrap().path()).unwrap();
    assert!(!signed_by(view, &other.public_hex()));
}
