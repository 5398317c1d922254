use std::process::Command;

use serde_json::Value;

use crate::common::{SendJson, TestApp, admin_get, change_parameter, error, ok, operator};

#[tokio::test]
async fn operator_and_user_tokens_are_each_refused_on_the_other_api() {
    let app = TestApp::spawn().await;
    let op = operator(&app, "ops@example.com", "support").await;
    let user = app.signed_up("user@example.com").await;
    let me = admin_get(&app, "/me", &op).await;
    ok(&me);
    assert_eq!(me["message"]["role"], "support");
    assert_eq!(admin_get(&app, "/me", &user).await["type"], "999");
    assert_eq!(app.get("/user/info", Some(&op), &[]).await["type"], "999");
}

#[tokio::test]
async fn only_admins_read_the_audit_log_which_records_creation_enrolment_and_logins() {
    let app = TestApp::spawn().await;
    let content = operator(&app, "content@example.com", "content").await;
    error(&admin_get(&app, "/audit", &content).await, "forbidden");
    let admin = operator(&app, "root@example.com", "admin").await;
    let log = admin_get(&app, "/audit", &admin).await;
    ok(&log);
    let actions: Vec<(String, String)> = log["message"]["list"]
        .as_array()
        .unwrap()
        .iter()
        .map(|l| {
            (
                l["actor"].as_str().unwrap().to_string(),
                l["action"].as_str().unwrap().to_string(),
            )
        })
        .collect();
    assert_eq!(log["message"]["count"], 5);
    assert!(actions.contains(&("cli".into(), "operator.create".into())));
    assert!(actions.contains(&("root@example.com".into(), "operator.totp_on".into())));
    assert!(actions.contains(&("content@example.com".into(), "operator.login".into())));
    assert!(actions.contains(&("root@example.com".into(), "operator.login".into())));
}

#[tokio::test]
async fn the_audit_log_refuses_updates_and_deletes() {
    let app = TestApp::spawn().await;
    operator(&app, "a@example.com", "admin").await;
    for sql in [
        "UPDATE audit_log SET actor = 'someone else'",
        "DELETE FROM audit_log",
    ] {
        let mut tx = app.state.db.begin().await.unwrap();
        let result =
            mercato::on_tx!(&mut tx, c => sqlx::query(sqlx::AssertSqlSafe(sql)).execute(c).await.map(|_| ()));
        assert!(result.is_err(), "{sql} was refused");
    }
    assert_eq!(
        app.count("SELECT COUNT(*) FROM audit_log WHERE actor = 'a@example.com'")
            .await,
        2,
        "the admin's enrolment and sign-in"
    );
}

#[tokio::test]
async fn a_wrong_operator_password_fails_and_logout_ends_the_operator_session() {
    let app = TestApp::spawn().await;
    let token = operator(&app, "b@example.com", "finance").await;
    let body: Value = app
        .client
        .post(app.url("/admin/api/login"))
        .form(&[("email", "b@example.com"), ("password", "not-the-password")])
        .send_json()
        .await;
    error(&body, "login_failed");
    let response = app
        .client
        .post(app.url("/admin/api/logout"))
        .header("Authorization", &token)
        .send()
        .await
        .unwrap();
    ok(&response.json().await.unwrap());
    assert_eq!(admin_get(&app, "/me", &token).await["type"], "999");
}

#[test]
fn the_operator_create_command_adds_an_operator_and_refuses_duplicates_and_unknown_roles() {
    let dir = tempfile::tempdir().unwrap();
    let run = |email: &str, role: &str| {
        Command::new(env!("CARGO_BIN_EXE_mercato"))
            .args(["operator", "create", "--data-dir"])
            .arg(dir.path())
            .args(["--email", email, "--password", "operator-pass-1", "--role", role])
            .env("MERCATO__DATABASE__URL", "")
            .output()
            .unwrap()
    };
    let created = run("cli@example.com", "compliance");
    assert!(
        created.status.success(),
        "{}",
        String::from_utf8_lossy(&created.stderr)
    );
    assert!(String::from_utf8_lossy(&created.stdout).contains("operator 1 created"));
    let again = run("cli@example.com", "compliance");
    assert!(!again.status.success());
    assert!(String::from_utf8_lossy(&again.stderr).contains("exists already"));
    let bad_role = run("other@example.com", "root");
    assert!(!bad_role.status.success());
}

#[test]
fn the_setting_commands_list_settings_and_rules_and_change_one_in_an_admins_name() {
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
    let text = |out: &std::process::Output| String::from_utf8_lossy(&out.stdout).to_string();
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
    let set = |operator: &str, value: &str| {
        run(&[
            "setting",
            "set",
            "--operator",
            operator,
            "--product",
            "site",
            "--key",
            "deposit_address_USDT_TRC20",
            "--value",
            value,
        ])
    };
    let changed = set("root@example.com", "TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t");
    assert!(
        changed.status.success(),
        "{}",
        String::from_utf8_lossy(&changed.stderr)
    );
    let listed = text(&run(&["setting", "list"]));
    assert!(
        listed.contains("site deposit_address_USDT_TRC20 TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t"),
        "{listed}"
    );
    assert!(
        listed.contains("spot taker_fee 0.10"),
        "rules are listed too: {listed}"
    );
    assert!(
        !set("nobody@example.com", "x").status.success(),
        "only an existing operator"
    );
    let unknown = run(&[
        "setting",
        "set",
        "--operator",
        "root@example.com",
        "--product",
        "site",
        "--key",
        "no_such_key",
        "--value",
        "1",
    ]);
    assert!(!unknown.status.success(), "an unknown key changes nothing");
}

#[tokio::test]
async fn a_rule_change_takes_effect_and_appears_in_the_audit_log_and_the_public_changelog() {
    let app = TestApp::spawn().await;
    let admin = operator(&app, "rules@example.com", "admin").await;
    let fields = [
        ("user_string", "late@example.com"),
        ("password", "password1"),
        ("re_password", "password1"),
    ];
    error(
        &app.post("/user/registerV1", None, &fields).await,
        "feature_unavailable",
    );
    ok(&change_parameter(
        &app,
        &admin,
        &[
            ("product", "account"),
            ("key", "register_without_code"),
            ("value", "1"),
        ],
    )
    .await);
    ok(&app.post("/user/registerV1", None, &fields).await);
    ok(&change_parameter(
        &app,
        &admin,
        &[
            ("product", "site"),
            ("key", "site_name"),
            ("value", "Honest Exchange"),
        ],
    )
    .await);
    assert_eq!(
        app.get("/getSiteConfig", None, &[]).await["message"]["site_name"],
        "Honest Exchange"
    );

    let log = app.get("/rules/changelog", None, &[]).await;
    ok(&log);
    let pager = &log["message"];
    assert_eq!(pager["total"], 2);
    assert_eq!(pager["current_page"], 1);
    assert!(
        pager["path"].as_str().unwrap().ends_with("/api/rules/changelog"),
        "{pager}"
    );
    let newest = &pager["data"][0];
    assert_eq!(
        (newest["product"].as_str(), newest["key"].as_str()),
        (Some("site"), Some("site_name"))
    );
    assert_eq!(
        (newest["old_value"].as_str(), newest["new_value"].as_str()),
        (Some("Mercato"), Some("Honest Exchange"))
    );
    assert_eq!(newest["changed_by_role"], "admin");
    let account_only = app.get("/rules/changelog", None, &[("product", "account")]).await;
    assert_eq!(account_only["message"]["total"], 1);
    let audited = app
        .count("SELECT COUNT(*) FROM audit_log WHERE action IN ('rule.change', 'setting.change')")
        .await;
    assert_eq!(audited, 2);
}

#[tokio::test]
async fn only_admins_change_parameters_and_unknown_ones_change_nothing() {
    let app = TestApp::spawn().await;
    let support = operator(&app, "s@example.com", "support").await;
    let admin = operator(&app, "r@example.com", "admin").await;
    let user = app.signed_up("u@example.com").await;
    let fields = [
        ("product", "account"),
        ("key", "register_without_code"),
        ("value", "1"),
    ];
    error(&change_parameter(&app, &support, &fields).await, "forbidden");
    assert_eq!(change_parameter(&app, &user, &fields).await["type"], "999");
    error(
        &change_parameter(
            &app,
            &admin,
            &[("product", "account"), ("key", "no_such_rule"), ("value", "1")],
        )
        .await,
        "not_found",
    );
    ok(&change_parameter(
        &app,
        &admin,
        &[
            ("product", "account"),
            ("key", "code_max_attempts"),
            ("value", "5"),
        ],
    )
    .await);
    assert_eq!(
        app.count("SELECT COUNT(*) FROM rule_changes").await,
        0,
        "an unchanged value records nothing"
    );
    assert_eq!(
        app.count("SELECT COUNT(*) FROM rules WHERE key = 'register_without_code' AND value = '0'")
            .await,
        1
    );
}

#[tokio::test]
async fn an_operator_with_a_second_factor_needs_a_fresh_code_to_log_in() {
    use mercato::auth::totp;
    let app = TestApp::spawn().await;
    let token = operator(&app, "careful@example.com", "compliance").await;
    let setup = crate::common::admin_post(&app, "/totp/setup", &token, &[]).await;
    ok(&setup);
    assert!(
        setup["message"]["otpauth_url"]
            .as_str()
            .unwrap()
            .starts_with("otpauth://totp/")
    );
    let secret = crate::operator_sign_in::base32_decode(setup["message"]["secret"].as_str().unwrap());
    let step = app.state.clock.now_ms() / 30_000;
    let code = |s: i64| format!("{:06}", totp::code_at(&secret, s).unwrap());
    error(
        &crate::common::admin_post(&app, "/totp/enable", &token, &[("code", "000000")]).await,
        "invalid_code",
    );
    ok(&crate::common::admin_post(&app, "/totp/enable", &token, &[("code", &code(step - 1))]).await);

    let login = |totp: Option<String>| {
        let mut form = vec![
            ("email", "careful@example.com".to_string()),
            ("password", "operator-pass-1".to_string()),
        ];
        if let Some(totp) = totp {
            form.push(("totp", totp));
        }
        app.client
            .post(app.url("/admin/api/login"))
            .form(&form)
            .send_json()
    };
    // A missing, used or wrong code answers as a wrong password does, so it reveals nothing of the password.
    error(&login(None).await, "login_failed");
    error(&login(Some(code(step - 1))).await, "login_failed");
    ok(&login(Some(code(step))).await);
    error(&login(Some(code(step))).await, "login_failed");
    assert_eq!(
        app.count("SELECT COUNT(*) FROM audit_log WHERE action = 'operator.totp_on'")
            .await,
        1
    );
}

#[tokio::test]
async fn a_new_display_zone_applies_to_the_next_answer_that_shows_a_time() {
    let app = TestApp::spawn().await;
    let admin = operator(&app, "zone@example.com", "admin").await;
    let name = [("product", "site"), ("key", "site_name"), ("value", "Zoned")];
    ok(&change_parameter(&app, &admin, &name).await);
    let shown = |log: &Value| {
        let line = log["message"]["data"]
            .as_array()
            .unwrap()
            .iter()
            .find(|l| l["key"] == "site_name")
            .unwrap()
            .clone();
        line["changed_at"].as_str().unwrap().to_string()
    };
    let at_eight = shown(&app.get("/rules/changelog", None, &[]).await);
    let zone = [("product", "site"), ("key", "timezone"), ("value", "+00:00")];
    ok(&change_parameter(&app, &admin, &zone).await);
    let at_zero = shown(&app.get("/rules/changelog", None, &[]).await);
    let hour = |t: &str| t[11..13].parse::<i64>().unwrap();
    assert_eq!(
        (hour(&at_eight) - hour(&at_zero)).rem_euclid(24),
        8,
        "{at_eight} then {at_zero}"
    );
}
