//! Proof of liabilities: every user's proof adds up to the published root, the totals are the ledger's, and a
//! snapshot taken while balances move still equals the ledger at the point it saw.

use std::process::Command;

use mercato::liabilities::tree::{self, Proof};
use serde_json::Value;

use crate::{
    common::{TestApp, admin_post, assert_ledger_clean, error, ok, operator},
    lockming::Lock,
    micro,
};

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
    let first = app.get("/liabilities/latest", None, &[]).await;
    ok(&first);
    assert_eq!(first["message"]["users"], 0, "the snapshot taken at first start");
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
    // Published snapshots cannot be changed; a forged one added beside them is reported.
    app.exec(
        "INSERT INTO liability_snapshots (taken_at, ledger_mark, root_hash, users, assets, totals, taken_by, \
         includes_claims) SELECT taken_at, ledger_mark, root_hash, users, assets, '[999]', 'forged', 1 \
         FROM liability_snapshots ORDER BY id DESC LIMIT 1",
    )
    .await;
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
    let run_with = |root: &str, extra: &[&str]| {
        Command::new(env!("CARGO_BIN_EXE_mercato"))
            .args(["liabilities", "verify"])
            .arg(&file)
            .args(["--root", root])
            .args(extra)
            .output()
            .unwrap()
    };
    let run = |root: &str| run_with(root, &[]);
    let published = app.get("/liabilities/key", None, &[]).await;
    let public_key = published["message"]["public_key"].as_str().unwrap();
    let signed = run_with(&root, &["--key", public_key]);
    assert!(
        signed.status.success(),
        "{}",
        String::from_utf8_lossy(&signed.stderr)
    );
    assert!(String::from_utf8_lossy(&signed.stdout).contains("signed by key"));
    let stranger = mercato::liabilities::key::Key::load_or_create(dir.path())
        .unwrap()
        .public_hex();
    let unsigned = run_with(&root, &["--key", &stranger]);
    assert!(!unsigned.status.success());
    assert!(String::from_utf8_lossy(&unsigned.stderr).contains("signature does not verify"));
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

fn usdt_of(proof: &Proof) -> i64 {
    let i = proof.assets.iter().position(|a| a.symbol == "USDT").unwrap();
    proof.balances[i].parse().unwrap()
}

/// What the ledger owes users in USDT: their accounts and every system account that holds their claims.
async fn usdt_liabilities(app: &TestApp) -> i64 {
    let roles: Vec<String> = mercato::liabilities::CLAIMS
        .iter()
        .map(|c| format!("'{}'", c.role))
        .collect();
    app.count(&format!(
        "SELECT CAST(SUM(available + frozen) AS BIGINT) FROM accounts WHERE asset_id = 3 \
         AND (user_id IS NOT NULL OR system_role IN ({}))",
        roles.join(", ")
    ))
    .await
}

#[tokio::test]
async fn a_users_proof_includes_their_lock_mining_principal_and_the_totals_are_the_ledgers_liabilities_with_claims()
 {
    let lock = Lock::new().await;
    let product = lock.on_sale("3").await;
    let token = lock.user("locker@example.com", "1000").await;
    lock.user("bystander@example.com", "250").await;
    ok(&lock.deposit(&token, product, "600").await);
    assert_eq!(lock.change("locker@example.com").await, 400 * 100_000_000);
    let app = &lock.app;
    ok(&admin_post(app, "/liabilities/snapshot", &lock.finance, &[]).await);
    let proof = proof_of(&app.get("/liabilities/proof", Some(&token), &[]).await);
    // Before: the leaf counted only the change account's 400 USDT. Now the 600 locked count too.
    assert_eq!(usdt_of(&proof), 1000 * 100_000_000);
    let latest = app.get("/liabilities/latest", None, &[]).await;
    ok(&latest);
    assert_eq!(latest["message"]["includes_claims"], true);
    let usdt = latest["message"]["assets"]
        .as_array()
        .unwrap()
        .iter()
        .find(|a| a["symbol"] == "USDT")
        .unwrap()
        .clone();
    assert_eq!(usdt["total"], "1250.00000000");
    assert_eq!(usdt["total_minor"], usdt_liabilities(app).await.to_string());
    let root = latest["message"]["root"].as_str().unwrap();
    assert_eq!(tree::verify(&proof, root, &proof.totals), Ok(()));
    assert_ledger_clean(app).await;
}

#[tokio::test]
async fn an_open_option_stake_is_held_apart_counted_in_its_users_leaf_and_reconciled_by_ledger_verify() {
    let app = micro::options_app().await;
    let finance = operator(&app, "finance@example.com", "finance").await;
    let token = micro::funded(&app, "bettor@example.com", "100").await;
    let id = user_id(&app, "bettor@example.com").await;
    micro::price(&app, micro::this_second(&app), 50_000).await;
    let bought = micro::buy(&app, &token, "1", "30", "40").await;
    ok(&bought);
    let held = app
        .count("SELECT CAST(available AS BIGINT) FROM accounts WHERE system_role = 'option_stakes' AND asset_id = 3")
        .await;
    assert_eq!(held, 40 * 100_000_000);
    ok(&admin_post(&app, "/liabilities/snapshot", &finance, &[]).await);
    let proof = proof_of(&app.get("/liabilities/proof", Some(&token), &[]).await);
    let accounts = app
        .count(&format!(
            "SELECT CAST(SUM(available + frozen) AS BIGINT) FROM accounts WHERE user_id = {id} AND asset_id = 3"
        ))
        .await;
    // Before: the leaf counted the accounts alone. Now the 40 staked count too.
    assert_eq!(usdt_of(&proof), accounts + 40 * 100_000_000);
    assert_ledger_clean(&app).await;
    // A stake the holding account no longer explains is reported.
    app.exec("UPDATE micro_orders SET stake_held = 0").await;
    let report = mercato::ledger::verify::verify(&app.state.db).await.unwrap();
    assert!(
        report.problems.iter().any(|p| p.contains("option_stakes holds")),
        "{:?}",
        report.problems
    );
    app.exec("UPDATE micro_orders SET stake_held = 1").await;
    // Settled, the stake leaves `option_stakes`: a win pays the stake and the profit, the rest from `house`.
    micro::advance(&app, 30_000);
    micro::price(&app, micro::this_second(&app), 60_000).await;
    let order_id = bought["message"]["id"].as_i64().unwrap();
    micro::settled(&app, &token, order_id).await;
    let held = app
        .count("SELECT CAST(available AS BIGINT) FROM accounts WHERE system_role = 'option_stakes' AND asset_id = 3")
        .await;
    assert_eq!(held, 0);
    assert_ledger_clean(&app).await;
}

#[tokio::test]
async fn published_snapshots_and_their_leaves_are_refused_any_change_or_removal_by_the_database() {
    let app = TestApp::spawn().await;
    let finance = operator(&app, "finance@example.com", "finance").await;
    app.signed_up("a@example.com").await;
    let id = user_id(&app, "a@example.com").await;
    fund(&app, &finance, &id, "3", "change", "10").await;
    ok(&admin_post(&app, "/liabilities/snapshot", &finance, &[]).await);
    let before = app.get("/liabilities/latest", None, &[]).await;
    // Before: each of these rewrote history silently.
    for sql in [
        "UPDATE liability_snapshots SET totals = '[1]'",
        "UPDATE liability_snapshots SET root_hash = 'ff'",
        "DELETE FROM liability_snapshots",
        "UPDATE liability_leaves SET balances = '1'",
        "DELETE FROM liability_leaves",
    ] {
        assert!(app.try_exec(sql).await.is_err(), "{sql} is refused");
    }
    let after = app.get("/liabilities/latest", None, &[]).await;
    assert_eq!(before, after);
    assert_eq!(app.count("SELECT COUNT(*) FROM liability_leaves").await, 1);
    assert_ledger_clean(&app).await;
}
