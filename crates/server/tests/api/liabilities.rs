//! Proof of liabilities: every user's proof adds up to the published root, the totals are the ledger's, and a
//! snapshot taken while balances move still equals the ledger at the point it saw.

use std::process::Command;

use mercato::liabilities::tree::{self, Proof};
use serde_json::Value;

use crate::common::{TestApp, admin_post, assert_ledger_clean, error, ok, operator};

async fn user_id(app: &TestApp, email: &str) -> String {
    app.count(&format!("SELECT id FROM users WHERE email = '{email}'"))
        .await
        .to_string()
}

async fn fund(app: &TestApp, finance: &str, id: &str, currency: &str, account: &str, amount: &str) {
    let form = [
        ("user_id", id),
        ("currency", currency),
        ("account", account),
        ("amount", amount),
        ("reason", "Test funds"),
    ];
    ok(&admin_post(app, "/ledger/adjust", finance, &form).await);
}

fn proof_of(body: &Value) -> Proof {
    ok(body);
    serde_json::from_value(body["message"].clone()).unwrap()
}

#[tokio::test]
async fn every_users_proof_verifies_against_the_published_root_and_the_totals_are_the_ledgers() {
    let app = TestApp::spawn().await;
    let finance = operator(&app, "finance@example.com", "finance").await;
    error(&app.get("/liabilities/latest", None, &[]).await, "not_found");
    let mut tokens = Vec::new();
    for i in 0..13 {
        let email = format!("user{i}@example.com");
        let token = app.signed_up(&email).await;
        let id = user_id(&app, &email).await;
        fund(&app, &finance, &id, "3", "change", &format!("{}.25", 100 + i)).await;
        if i % 3 == 0 {
            fund(&app, &finance, &id, "1", "lever", "0.5").await;
        }
        tokens.push(token);
    }
    let taken = admin_post(&app, "/liabilities/snapshot", &finance, &[]).await;
    ok(&taken);
    let latest = app.get("/liabilities/latest", None, &[]).await;
    ok(&latest);
    let published = &latest["message"];
    assert_eq!(published["users"], 13);
    assert_eq!(published["root"], taken["message"]["root"]);
    let totals: Vec<(String, String)> = published["assets"]
        .as_array()
        .unwrap()
        .iter()
        .map(|a| {
            (
                a["symbol"].as_str().unwrap().to_string(),
                a["total"].as_str().unwrap().to_string(),
            )
        })
        .collect();
    assert!(
        totals.contains(&("USDT".to_string(), "1381.25000000".to_string())),
        "{totals:?}"
    );
    assert!(
        totals.contains(&("BTC".to_string(), "2.50000000".to_string())),
        "{totals:?}"
    );
    let root = published["root"].as_str().unwrap();
    let minor: Vec<String> = published["assets"]
        .as_array()
        .unwrap()
        .iter()
        .map(|a| a["total_minor"].as_str().unwrap().to_string())
        .collect();
    for token in &tokens {
        let proof = proof_of(&app.get("/liabilities/proof", Some(token), &[]).await);
        assert_eq!(tree::verify(&proof, root, &minor), Ok(()));
    }
    let mut tampered = proof_of(&app.get("/liabilities/proof", Some(&tokens[4]), &[]).await);
    tampered.balances[0] = "1".into();
    assert!(tree::verify(&tampered, root, &minor).is_err());
    assert_ledger_clean(&app).await;
    let audited = app
        .count("SELECT COUNT(*) FROM audit_log WHERE action = 'liabilities.snapshot'")
        .await;
    assert_eq!(audited, 1);
}

#[tokio::test]
async fn snapshots_taken_while_fifty_adjustments_race_equal_the_ledger_at_the_point_they_saw() {
    let app = TestApp::spawn().await;
    let finance = operator(&app, "finance@example.com", "finance").await;
    let mut ids = Vec::new();
    for i in 0..5 {
        let email = format!("mover{i}@example.com");
        app.signed_up(&email).await;
        ids.push(user_id(&app, &email).await);
    }
    let adjustments = (0..50).map(|i| {
        let (app, finance, id) = (&app, &finance, ids[i % 5].clone());
        async move { fund(app, finance, &id, "3", "change", "1.5").await }
    });
    let snapshots = (0..5).map(|_| admin_post(&app, "/liabilities/snapshot", &finance, &[]));
    let (_, taken) = tokio::join!(
        futures_util::future::join_all(adjustments),
        futures_util::future::join_all(snapshots)
    );
    for body in &taken {
        ok(body);
    }
    // `ledger verify` recomputes each snapshot's totals from the entries it saw.
    assert_ledger_clean(&app).await;
    let last = admin_post(&app, "/liabilities/snapshot", &finance, &[]).await;
    assert_eq!(last["message"]["assets"][0]["total"], "75.00000000");
}

#[tokio::test]
async fn ledger_verify_reports_a_snapshot_whose_totals_differ_from_the_ledger() {
    let app = TestApp::spawn().await;
    let finance = operator(&app, "finance@example.com", "finance").await;
    app.signed_up("a@example.com").await;
    let id = user_id(&app, "a@example.com").await;
    fund(&app, &finance, &id, "3", "change", "10").await;
    ok(&admin_post(&app, "/liabilities/snapshot", &finance, &[]).await);
    assert_ledger_clean(&app).await;
    app.exec("UPDATE liability_snapshots SET totals = '[999]'").await;
    let report = mercato::ledger::verify::verify(&app.state.db).await.unwrap();
    assert!(
        report.problems.iter().any(|p| p.contains("published 999")),
        "{:?}",
        report.problems
    );
}

#[tokio::test]
async fn only_finance_takes_a_snapshot_and_a_user_outside_it_gets_no_proof() {
    let app = TestApp::spawn().await;
    let support = operator(&app, "support@example.com", "support").await;
    error(
        &admin_post(&app, "/liabilities/snapshot", &support, &[]).await,
        "forbidden",
    );
    let token = app.signed_up("late@example.com").await;
    error(
        &app.get("/liabilities/proof", Some(&token), &[]).await,
        "not_found",
    );
}

#[tokio::test]
async fn the_offline_verifier_accepts_a_downloaded_proof_and_refuses_it_against_another_root() {
    let app = TestApp::spawn().await;
    let finance = operator(&app, "finance@example.com", "finance").await;
    let token = app.signed_up("offline@example.com").await;
    let id = user_id(&app, "offline@example.com").await;
    fund(&app, &finance, &id, "3", "change", "42").await;
    app.signed_up("neighbour@example.com").await;
    let taken = admin_post(&app, "/liabilities/snapshot", &finance, &[]).await;
    let root = taken["message"]["root"].as_str().unwrap().to_string();
    let body = app.get("/liabilities/proof", Some(&token), &[]).await;
    let dir = tempfile::tempdir().unwrap();
    let file = dir.path().join("proof.json");
    std::fs::write(&file, serde_json::to_string(&body).unwrap()).unwrap();
    let run = |root: &str| {
        Command::new(env!("CARGO_BIN_EXE_mercato"))
            .args(["liabilities", "verify"])
            .arg(&file)
            .args(["--root", root])
            .output()
            .unwrap()
    };
    let good = run(&root);
    assert!(good.status.success(), "{}", String::from_utf8_lossy(&good.stderr));
    let said = String::from_utf8_lossy(&good.stdout);
    assert!(
        said.contains("proof verified") && said.contains("42.00000000 USDT"),
        "{said}"
    );
    let other = format!("{}{}", if root.starts_with('0') { "1" } else { "0" }, &root[1..]);
    let bad = run(&other);
    assert!(!bad.status.success());
    assert!(String::from_utf8_lossy(&bad.stderr).contains("another root"));
}
