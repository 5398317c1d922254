//! Published rules are typed and ranged (ADR 69): a value out of type or range, a key nobody may set and a key that
//! does not exist are refused before anything is stored or logged, through the operators' API and the command line
//! alike; the public changelog says what a change applies to and from when.

use std::process::Command;

use serde_json::Value;

use crate::common::{TestApp, accepted_else, change_parameter, error, ok, operator};

/// Every rule as the database holds it: `product.key=value`, one string each, in order.
async fn all_rules(app: &TestApp) -> Vec<String> {
    mercato::rules::list(&app.state.db, None)
        .await
        .unwrap()
        .into_iter()
        .map(|r| format!("{}.{}={}", r.product, r.key, r.value))
        .collect()
}

async fn nothing_logged(app: &TestApp) {
    assert_eq!(
        app.count("SELECT COUNT(*) FROM rule_changes").await,
        0,
        "no changelog line"
    );
    assert_eq!(
        app.count("SELECT COUNT(*) FROM audit_log WHERE action = 'rule.change'")
            .await,
        0,
        "no audit record"
    );
}

#[tokio::test]
async fn every_rule_in_the_database_has_a_type_and_range_and_holds_a_value_it_accepts() {
    let app = TestApp::spawn().await;
    for rule in mercato::rules::list(&app.state.db, None).await.unwrap() {
        let spec = mercato::rules::spec::find(&rule.product, &rule.key)
            .unwrap_or_else(|| panic!("{}.{} has no line in the rules' table", rule.product, rule.key));
        if !matches!(spec.kind, mercato::rules::spec::Kind::Fixed) {
            assert!(
                mercato::rules::spec::accepts(&spec.kind, &rule.value),
                "{}.{} holds {:?}, which its own range refuses",
                rule.product,
                rule.key,
                rule.value
            );
        }
    }
}

#[tokio::test]
async fn values_out_of_type_or_range_are_refused_naming_the_value_and_change_nothing() {
    let app = TestApp::spawn().await;
    let admin = operator(&app, "root@example.com", "admin").await;
    let before = all_rules(&app).await;
    let refused = [
        // The attack: an overnight rate of 100 % a day swept every holder's contract balance into fees.
        ("lever", "overnight", "100"),
        ("lever", "overnight", "1.0001"),
        ("lever", "overnight", "-0.05"),
        ("lever", "overnight", "0.05%"),
        ("lever", "overnight", ""),
        ("lever", "spread", "5"),
        ("lever", "spread", "abc"),
        ("lever", "fee", "50"),
        ("lever", "liquidation_risk_rate", "0"),
        ("lever", "liquidation_risk_rate", "100"),
        ("lever", "liquidation_risk_rate", "150"),
        ("lever", "leverages", "1,0,10"),
        ("lever", "leverages", "1,1000"),
        ("lever", "overnight_time", "25:00"),
        ("lever", "stock_hours", "20:00-13:30"),
        ("lever", "lot_BTC", "0"),
        // A quiz fee of the whole pool or more pays one round from other rounds' stakes.
        ("quiz", "fee", "100"),
        ("quiz", "fee", "150"),
        ("quiz", "min_bet", "0"),
        ("spot", "taker_fee", "2"),
        ("spot", "maker_fee", "0.00001"),
        ("convert", "fee", "10"),
        ("withdraw", "BTC_fee_rate", "50"),
        ("withdraw", "USDT_min", "-1"),
        ("referral", "rebate_share", "101"),
        ("quickbuy", "spread", "25"),
        ("micro", "payout_30", "120"),
        ("micro", "enabled", "yes"),
        ("micro", "blocked_regions", "86,xx"),
        ("account", "code_valid_minutes", "0"),
        ("account", "code_max_attempts", "0"),
        ("account", "register_without_code", "2"),
        ("coupons", "new_account_days", "0"),
        ("market", "sample_retention_days", "0"),
        ("quickbuy", "quote_seconds", "0"),
        ("quickbuy", "pay_minutes", "-5"),
        ("otc", "appeal_minutes", "0"),
        ("demo", "trade_every_seconds", "0"),
        ("vip", "l2_discount", "150"),
        ("wallet", "transfer_pairs", "change-house"),
        ("wallet", "demo_faucet", "USDT:-5"),
        ("identity", "level_required_actions", "withdraw,fly"),
    ];
    for (product, key, value) in refused {
        let body = change_parameter(
            &app,
            &admin,
            &[("product", product), ("key", key), ("value", value)],
        )
        .await;
        error(&body, "invalid_params");
        assert_eq!(body["field"], "value", "{product}.{key} = {value:?}: {body}");
    }
    assert_eq!(all_rules(&app).await, before, "no rule changed");
    nothing_logged(&app).await;
}

#[tokio::test]
async fn values_inside_their_ranges_are_saved_and_logged() {
    let app = TestApp::spawn().await;
    let admin = operator(&app, "root@example.com", "admin").await;
    let accepted = [
        ("lever", "overnight", "1"),
        ("lever", "spread", "0"),
        ("lever", "liquidation_risk_rate", "99"),
        ("quiz", "fee", "99.9999"),
        ("account", "code_valid_minutes", "1"),
        ("micro", "blocked_regions", "+86, 1"),
    ];
    for (product, key, value) in accepted {
        ok(&change_parameter(
            &app,
            &admin,
            &[("product", product), ("key", key), ("value", value)],
        )
        .await);
    }
    assert_eq!(app.count("SELECT COUNT(*) FROM rule_changes").await, 6);
    assert_eq!(
        app.count("SELECT COUNT(*) FROM rules WHERE product = 'lever' AND key = 'overnight' AND value = '1'")
            .await,
        1
    );
}

#[tokio::test]
async fn unknown_keys_and_rules_that_state_what_the_code_does_are_refused() {
    let app = TestApp::spawn().await;
    let admin = operator(&app, "root@example.com", "admin").await;
    let before = all_rules(&app).await;
    for (product, key) in [
        ("lever", "no_such_rule"),
        ("lever", "overnight_rate"),
        ("nowhere", "fee"),
        ("lever", "lot_"),
    ] {
        let body = change_parameter(
            &app,
            &admin,
            &[("product", product), ("key", key), ("value", "1")],
        )
        .await;
        error(&body, "not_found");
    }
    // A formula or a constant of the code is published to say what the code does; only the code changes it.
    for (product, key) in [
        ("lever", "risk_rate_formula"),
        ("lever", "terms"),
        ("loans", "settle_days"),
        ("chat", "rate_limit"),
        ("quiz", "payout"),
    ] {
        let body = change_parameter(
            &app,
            &admin,
            &[("product", product), ("key", key), ("value", "1")],
        )
        .await;
        error(&body, "invalid_params");
        assert_eq!(body["field"], "key", "{product}.{key}: {body}");
    }
    assert_eq!(all_rules(&app).await, before);
    nothing_logged(&app).await;
}

#[tokio::test]
async fn a_value_that_would_pass_its_paired_limit_is_refused() {
    let app = TestApp::spawn().await;
    let admin = operator(&app, "root@example.com", "admin").await;
    let before = all_rules(&app).await;
    for (product, key, value) in [
        ("lever", "min_lots", "101"),
        ("lever", "max_lots", "501"),
        ("lever", "max_lots_user", "99"),
        ("account", "password_min_length", "65"),
        ("quiz", "max_bet", "0.5"),
        ("micro", "min_stake", "10001"),
    ] {
        let body = change_parameter(
            &app,
            &admin,
            &[("product", product), ("key", key), ("value", value)],
        )
        .await;
        error(&body, "invalid_params");
        assert_eq!(body["field"], "value", "{product}.{key} = {value}: {body}");
    }
    assert_eq!(all_rules(&app).await, before);
    nothing_logged(&app).await;
}

#[test]
fn the_command_line_refuses_the_same_values_and_changes_nothing() {
    let dir = tempfile::tempdir().unwrap();
    let run = |args: &[&str]| {
        Command::new(env!("CARGO_BIN_EXE_mercato"))
            .args(args)
            .arg("--data-dir")
            .arg(dir.path())
            .env("MERCATO__DATABASE__URL", "")
            .output()
            .unwrap()
    };
    let created = run(&[
        "operator",
        "create",
        "--email",
        "root@example.com",
        "--password",
        "operator-pass-1",
        "--role",
        "admin",
    ]);
    assert!(
        created.status.success(),
        "{}",
        String::from_utf8_lossy(&created.stderr)
    );
    let set = |key: &str, value: &str| {
        run(&[
            "setting",
            "set",
            "--operator",
            "root@example.com",
            "--product",
            "lever",
            "--key",
            key,
            "--value",
            value,
        ])
    };
    let refused = set("overnight", "100");
    assert!(!refused.status.success());
    let said = String::from_utf8_lossy(&refused.stderr);
    assert!(said.contains("invalid_params (value)"), "{said}");
    assert!(!set("risk_rate_formula", "0").status.success());
    let listed = String::from_utf8_lossy(&run(&["setting", "list"]).stdout).to_string();
    assert!(listed.contains("lever overnight 0.05"), "{listed}");
    let changed = set("overnight", "0.06");
    assert!(
        changed.status.success(),
        "{}",
        String::from_utf8_lossy(&changed.stderr)
    );
    let listed = String::from_utf8_lossy(&run(&["setting", "list"]).stdout).to_string();
    assert!(listed.contains("lever overnight 0.06"), "{listed}");
}

fn line<'a>(changelog: &'a Value, product: &str, key: &str) -> &'a Value {
    changelog["message"]["data"]
        .as_array()
        .unwrap()
        .iter()
        .find(|l| l["product"] == product && l["key"] == key)
        .unwrap_or_else(|| panic!("no changelog line for {product}.{key}: {changelog}"))
}

#[tokio::test]
async fn the_changelog_says_a_contract_term_applies_to_positions_opened_from_its_time() {
    let app = TestApp::spawn().await;
    let admin = operator(&app, "root@example.com", "admin").await;
    for (product, key, value) in [
        ("lever", "overnight", "0.07"),
        ("quiz", "fee", "4"),
        ("account", "code_valid_minutes", "15"),
    ] {
        ok(&change_parameter(
            &app,
            &admin,
            &[("product", product), ("key", key), ("value", value)],
        )
        .await);
    }
    let changelog = app.get("/rules/changelog", None, &[]).await;
    ok(&changelog);
    let overnight = line(&changelog, "lever", "overnight");
    let at = overnight["changed_at"].as_str().unwrap();
    assert_eq!(overnight["old_value"], "0.05", "the existing fields stay");
    assert_eq!(overnight["new_value"], "0.07");
    assert_eq!(overnight["applies_to"], "positions");
    assert_eq!(overnight["applies_from"], at);
    assert_eq!(overnight["applies_from_ts"], overnight["changed_at_ts"]);
    assert_eq!(
        overnight["applies"],
        format!("applies to positions opened from {at}")
    );
    let fee = line(&changelog, "quiz", "fee");
    assert_eq!(fee["applies_to"], "rounds");
    assert!(
        fee["applies"]
            .as_str()
            .unwrap()
            .starts_with("applies to rounds opened from ")
    );
    let minutes = line(&changelog, "account", "code_valid_minutes");
    assert_eq!(minutes["applies_to"], "all");
    assert_eq!(
        minutes["applies"],
        format!("applies from {}", minutes["changed_at"].as_str().unwrap())
    );
}

#[tokio::test]
async fn fifty_racing_changes_of_one_rule_leave_a_changelog_where_each_line_starts_from_the_last() {
    let app = TestApp::spawn().await;
    let admin = operator(&app, "root@example.com", "admin").await;
    let values: Vec<String> = (1..=50).map(|i| format!("0.{i:02}")).collect();
    let changes = values.iter().map(|value| {
        let (app, admin) = (&app, &admin);
        async move {
            let fields = [
                ("product", "lever"),
                ("key", "overnight"),
                ("value", value.as_str()),
            ];
            change_parameter(app, admin, &fields).await
        }
    });
    let answers = futures_util::future::join_all(changes).await;
    // All are in range; one of them (0.05) records nothing if it comes first, as it repeats the value in force.
    assert_eq!(accepted_else(&answers, "invalid_params"), 50);
    let mut lines: Vec<(i64, String, String)> = Vec::new();
    let changelog = app.get("/rules/changelog", None, &[("limit", "100")]).await;
    for l in changelog["message"]["data"].as_array().unwrap() {
        lines.push((
            l["changed_at_ts"].as_i64().unwrap(),
            l["old_value"].as_str().unwrap().to_string(),
            l["new_value"].as_str().unwrap().to_string(),
        ));
    }
    lines.reverse();
    assert!(!lines.is_empty() && lines.len() <= 50);
    assert_eq!(
        lines[0].1, "0.05",
        "the first change starts from the seeded value"
    );
    for pair in lines.windows(2) {
        assert_eq!(
            pair[1].1, pair[0].2,
            "each line's old value is the one the line before set"
        );
    }
    let last = &lines[lines.len() - 1].2;
    let stored = mercato::rules::list(&app.state.db, Some("lever"))
        .await
        .unwrap()
        .into_iter()
        .find(|r| r.key == "overnight")
        .unwrap()
        .value;
    assert_eq!(&stored, last, "the rule holds what the last line says");
}

#[tokio::test]
async fn fifty_racing_changes_of_a_minimum_and_its_maximum_never_leave_the_minimum_above_the_maximum() {
    let app = TestApp::spawn().await;
    let admin = operator(&app, "root@example.com", "admin").await;
    // Lots 1 to 100 now: raising the minimum to 60 and lowering the maximum to 50 are each fine alone.
    let changes = (0..50).map(|i| {
        let (app, admin) = (&app, &admin);
        async move {
            let (key, value) = if i % 2 == 0 {
                ("min_lots", "60")
            } else {
                ("max_lots", "50")
            };
            let fields = [("product", "lever"), ("key", key), ("value", value)];
            change_parameter(app, admin, &fields).await
        }
    });
    let answers = futures_util::future::join_all(changes).await;
    let accepted = accepted_else(&answers, "invalid_params");
    assert_eq!(
        accepted, 25,
        "whichever came first, its kind went through and the other was refused"
    );
    let rules = mercato::rules::list(&app.state.db, Some("lever")).await.unwrap();
    let value = |key: &str| {
        rules
            .iter()
            .find(|r| r.key == key)
            .unwrap()
            .value
            .parse::<i64>()
            .unwrap()
    };
    assert!(
        value("min_lots") <= value("max_lots"),
        "min {} max {}",
        value("min_lots"),
        value("max_lots")
    );
    assert_eq!(
        app.count("SELECT COUNT(*) FROM rule_changes").await,
        1,
        "one change each way could not both pass, and repeating a value records nothing"
    );
}
