//! The IEO launchpad: subscriptions into escrow, the published pro-rata rule at the end of the sale, refunds,
//! locked tokens released at listing, all driven by a manual clock, and the per-user maximum under a race.

use mercato::{
    clock::Clock,
    earn::{DAY_MS, ieo},
};
use serde_json::Value;

use crate::common::{TestApp, accepted_else, admin_post, assert_ledger_clean, error, ok, operator};

const START_MS: i64 = 20_000 * DAY_MS + 3_600_000;
const HOUR: i64 = 3_600_000;
const USDT: i64 = 100_000_000;

struct Launchpad {
    app: TestApp,
    finance: String,
}

/// Terms of a test project: the sale opens an hour from now for a day; listing two days after it ends.
struct Terms {
    symbol: &'static str,
    scale: &'static str,
    supply: &'static str,
    min: &'static str,
    max: &'static str,
    cap: Option<&'static str>,
}

impl Launchpad {
    async fn new() -> Self {
        let app = TestApp::spawn_with_clock(Clock::manual(START_MS), |config| {
            config.market.feed = "none".into();
        })
        .await;
        let finance = operator(&app, "finance@example.com", "finance").await;
        Launchpad { app, finance }
    }

    async fn create(&self, t: &Terms) -> Value {
        let start = START_MS + HOUR;
        let (start_at, end_at, listing_at) = (
            start.to_string(),
            (start + DAY_MS).to_string(),
            (start + 3 * DAY_MS).to_string(),
        );
        let mut form = vec![
            ("symbol", t.symbol),
            ("title", "Nova launch"),
            ("summary", "A token sale"),
            ("white_paper", "https://example.com/paper.pdf"),
            ("website", "https://example.com"),
            ("scale", t.scale),
            ("supply", t.supply),
            ("min_amount", t.min),
            ("max_amount", t.max),
            ("prices", "3:0.1"),
            ("start_at", &start_at),
            ("end_at", &end_at),
            ("listing_at", &listing_at),
        ];
        if let Some(cap) = t.cap {
            form.push(("apply_cap", cap));
        }
        admin_post(&self.app, "/ieo/projects/create", &self.finance, &form).await
    }

    async fn project(&self, t: &Terms) -> i64 {
        let created = self.create(t).await;
        ok(&created);
        created["message"]["id"].as_i64().unwrap()
    }

    async fn user(&self, email: &str, usdt: &str) -> String {
        let token = self.app.signed_up(email).await;
        let id = self.user_id(email).await.to_string();
        ok(&admin_post(
            &self.app,
            "/ledger/adjust",
            &self.finance,
            &[
                ("user_id", &id),
                ("currency", "3"),
                ("account", "change"),
                ("amount", usdt),
                ("reason", "Test funds"),
            ],
        )
        .await);
        token
    }

    async fn user_id(&self, email: &str) -> i64 {
        self.app
            .count(&format!("SELECT id FROM users WHERE email = '{email}'"))
            .await
    }

    /// The available amount of `email`'s change account in `asset`.
    async fn change(&self, email: &str, asset: i64) -> i64 {
        self.app
            .count(&format!(
                "SELECT COALESCE(MAX(a.available), 0) FROM accounts a JOIN users u ON u.id = a.user_id \
                 WHERE u.email = '{email}' AND a.asset_id = {asset} AND a.kind = 2"
            ))
            .await
    }

    async fn system(&self, role: &str, asset: i64) -> i64 {
        self.app
            .count(&format!(
                "SELECT COALESCE(MAX(available), 0) FROM accounts WHERE system_role = '{role}' AND asset_id = {asset}"
            ))
            .await
    }

    async fn token_of(&self, project: i64) -> i64 {
        self.app
            .count(&format!("SELECT asset_id FROM ieo_projects WHERE id = {project}"))
            .await
    }

    async fn order(&self, token: &str, project: i64, amount: &str, price: &str) -> Value {
        self.app
            .post(
                "/project/order",
                Some(token),
                &[
                    ("project_id", &project.to_string()),
                    ("amount", amount),
                    ("pay_currency", "3"),
                    ("price", price),
                ],
            )
            .await
    }

    async fn subscriptions(&self, token: &str) -> Vec<Value> {
        let body = self.app.get("/user/project/order", Some(token), &[]).await;
        ok(&body);
        body["message"]["data"].as_array().unwrap().clone()
    }

    async fn detail(&self, token: Option<&str>, project: i64) -> Value {
        let body = self
            .app
            .get("/project/detail", token, &[("project_id", &project.to_string())])
            .await;
        ok(&body);
        body["message"].clone()
    }

    /// Moves the clock and does what the scheduler does then: answers the projects allocated and released.
    async fn advance(&self, ms: i64) -> (usize, usize) {
        self.app.state.clock.advance(ms);
        let ctx = ieo::Ctx {
            db: self.app.state.db.clone(),
            clock: self.app.state.clock.clone(),
        };
        ieo::step(&ctx).await.unwrap()
    }
}

#[tokio::test]
async fn an_oversubscribed_sale_of_10_tokens_to_three_applications_of_10_allocates_3_each_refunds_the_rest_and_unlocks_at_listing()
 {
    let pad = Launchpad::new().await;
    let terms = Terms {
        symbol: "NOVA",
        scale: "0",
        supply: "10",
        min: "1",
        max: "20",
        cap: None,
    };
    let project = pad.project(&terms).await;
    let token = pad.token_of(project).await;
    assert_eq!(
        pad.system("ieo_issuer", token).await,
        10,
        "the total issue is minted once"
    );
    assert_ledger_clean(&pad.app).await;

    let users = ["alice@example.com", "bob@example.com", "carol@example.com"];
    let mut tokens = Vec::new();
    for email in users {
        tokens.push(pad.user(email, "5").await);
    }
    error(&pad.order(&tokens[0], project, "10", "0.1").await, "not_started");
    let list = pad.app.get("/project", None, &[]).await;
    assert_eq!(list["message"]["list"][0]["time_status"], 1, "warm-up");

    assert_eq!(pad.advance(HOUR).await, (0, 0));
    for t in &tokens {
        ok(&pad.order(t, project, "10", "0.1").await);
    }
    assert_eq!(
        pad.change(users[0], 3).await,
        4 * USDT,
        "10 tokens at 0.1 USDT went to escrow"
    );
    assert_eq!(pad.system("ieo_escrow", 3).await, 3 * USDT);
    let detail = pad.detail(Some(&tokens[0]), project).await;
    assert_eq!(detail["info"]["time_status"], 2, "ongoing");
    assert_eq!(detail["info"]["percentage"], "100.00");
    assert_eq!(detail["info"]["applied_percentage"], "300.00");
    assert_eq!(detail["info"]["user_has_money"], "4.00000000");
    assert_eq!(detail["info"]["white_paper"], "https://example.com/paper.pdf");
    assert_eq!(detail["order_info"]["applied"], "10");
    assert_eq!(detail["order_info"]["passed"], "0");
    assert_eq!(detail["sell_order"]["remaining"], "0");
    assert_eq!(pad.detail(None, project).await["order_info"], Value::Null);
    assert_ledger_clean(&pad.app).await;

    assert_eq!(pad.advance(DAY_MS - 1).await, (0, 0), "not a millisecond early");
    assert_eq!(pad.advance(1).await, (1, 0));
    assert_eq!(pad.advance(0).await, (0, 0), "allocated once");
    for (i, email) in users.iter().enumerate() {
        assert_eq!(
            pad.change(email, 3).await,
            4 * USDT + 70_000_000,
            "3 tokens cost 0.3 USDT; 0.7 USDT came back"
        );
        assert_eq!(pad.change(email, token).await, 0, "locked until listing");
        let s = &pad.subscriptions(&tokens[i]).await[0];
        assert_eq!(s["status"], 2);
        assert_eq!(s["coin_amount"], "10");
        assert_eq!(s["give_amount"], "3");
        assert_eq!(s["paid"], "1.00000000");
        assert_eq!(s["charged"], "0.30000000");
        assert_eq!(s["refunded"], "0.70000000");
        assert_eq!(s["total_applied"], "30");
        assert_eq!(s["supply"], "10");
        assert_eq!(s["released"], 0);
        assert!(
            s["formula"].as_str().unwrap().contains("floor(10 × 10 ÷ 30) = 3"),
            "{s}"
        );
    }
    assert_eq!(pad.system("ieo_escrow", 3).await, 0);
    assert_eq!(pad.system("ieo_proceeds", 3).await, 90_000_000);
    assert_eq!(pad.system("ieo_locked", token).await, 9);
    assert_eq!(
        pad.system("ieo_issuer", token).await,
        1,
        "the remainder stays with the issuer"
    );
    let detail = pad.detail(Some(&tokens[0]), project).await;
    assert_eq!(detail["order_info"]["passed"], "3");
    assert_eq!(detail["sell_order"]["sold"], "9");
    assert_eq!(detail["info"]["time_status"], 3, "ended");
    assert_ledger_clean(&pad.app).await;

    assert_eq!(pad.advance(2 * DAY_MS - 1).await, (0, 0));
    assert_eq!(pad.advance(1).await, (0, 1));
    assert_eq!(pad.advance(DAY_MS).await, (0, 0), "released once");
    for (i, email) in users.iter().enumerate() {
        assert_eq!(pad.change(email, token).await, 3);
        assert_eq!(pad.subscriptions(&tokens[i]).await[0]["released"], 1);
    }
    assert_eq!(pad.system("ieo_locked", token).await, 0);
    assert_ledger_clean(&pad.app).await;
}

#[tokio::test]
async fn an_undersubscribed_sale_gives_everyone_what_they_applied_for_and_the_unsold_tokens_stay_with_the_issuer()
 {
    let pad = Launchpad::new().await;
    let terms = Terms {
        symbol: "LUMA",
        scale: "8",
        supply: "1000",
        min: "10",
        max: "500",
        cap: None,
    };
    let project = pad.project(&terms).await;
    let token = pad.token_of(project).await;
    let alice = pad.user("alice@example.com", "100").await;
    let bob = pad.user("bob@example.com", "100").await;
    pad.advance(HOUR).await;
    ok(&pad.order(&alice, project, "100", "0.1").await);
    ok(&pad.order(&alice, project, "50", "0.1").await);
    ok(&pad.order(&bob, project, "250", "0.1").await);
    assert_eq!(pad.change("alice@example.com", 3).await, 85 * USDT);
    assert_eq!(pad.advance(DAY_MS).await, (1, 0));
    assert_eq!(
        pad.change("alice@example.com", 3).await,
        85 * USDT,
        "nothing refunded"
    );
    assert_eq!(pad.change("bob@example.com", 3).await, 75 * USDT);
    assert_eq!(pad.system("ieo_issuer", token).await, 600 * USDT);
    assert_eq!(pad.system("ieo_proceeds", 3).await, 40 * USDT);
    let subs = pad.subscriptions(&alice).await;
    assert_eq!(subs.len(), 2);
    assert!(
        subs.iter()
            .all(|s| s["status"] == 2 && s["refunded"] == "0.00000000")
    );
    assert!(
        subs[0]["formula"]
            .as_str()
            .unwrap()
            .starts_with("total_applied 400.00000000 <= supply"),
        "{}",
        subs[0]
    );
    assert_ledger_clean(&pad.app).await;
    assert_eq!(pad.advance(2 * DAY_MS).await, (0, 1));
    assert_eq!(pad.change("alice@example.com", token).await, 150 * USDT);
    assert_eq!(pad.change("bob@example.com", token).await, 250 * USDT);
    assert_ledger_clean(&pad.app).await;
}

#[tokio::test]
async fn a_sale_that_ended_while_the_server_was_down_is_allocated_and_released_exactly_once_on_its_return() {
    let pad = Launchpad::new().await;
    let terms = Terms {
        symbol: "ORBI",
        scale: "8",
        supply: "100",
        min: "1",
        max: "100",
        cap: None,
    };
    let project = pad.project(&terms).await;
    let alice = pad.user("alice@example.com", "100").await;
    pad.advance(HOUR).await;
    ok(&pad.order(&alice, project, "60", "0.1").await);
    let refused = pad.order(&alice, project, "50", "0.1").await;
    error(&refused, "user_limit_exceeded");
    ok(&pad.order(&alice, project, "40", "0.1").await);
    // Nothing ran between the sale's opening and ten days later.
    assert_eq!(pad.advance(10 * DAY_MS).await, (1, 1));
    assert_eq!(pad.advance(0).await, (0, 0));
    let token = pad.token_of(project).await;
    assert_eq!(pad.change("alice@example.com", token).await, 100 * USDT);
    assert_eq!(
        pad.app
            .count("SELECT COUNT(*) FROM ledger_transactions WHERE kind IN (32, 33)")
            .await,
        4,
        "one allocation and one release for each subscription"
    );
    assert_ledger_clean(&pad.app).await;
}

#[tokio::test]
async fn refused_subscriptions_change_nothing() {
    let pad = Launchpad::new().await;
    let terms = Terms {
        symbol: "RIFT",
        scale: "8",
        supply: "1000",
        min: "10",
        max: "2000",
        cap: Some("1000"),
    };
    let project = pad.project(&terms).await;
    let alice = pad.user("alice@example.com", "50").await;
    error(&pad.order(&alice, project, "10", "0.1").await, "not_started");
    pad.advance(HOUR).await;
    error(&pad.order(&alice, project, "9.99", "0.1").await, "below_minimum");
    error(&pad.order(&alice, project, "100", "0.2").await, "price_changed");
    error(
        &pad.order(&alice, project, "600", "0.1").await,
        "insufficient_balance",
    );
    error(&pad.order(&alice, project, "1001", "0.1").await, "sold_out");
    let above = pad.order(&alice, project, "2001", "0.1").await;
    error(&above, "user_limit_exceeded");
    let english = pad
        .app
        .post(
            "/project/order",
            Some(&alice),
            &[
                ("project_id", &project.to_string()),
                ("amount", "2001"),
                ("pay_currency", "3"),
                ("price", "0.1"),
                ("lang", "en"),
            ],
        )
        .await;
    assert_eq!(
        english["message"], "Each user may apply for at most 2000.00 RIFT in this project",
        "{english}"
    );
    error(&pad.order(&alice, project, "abc", "0.1").await, "invalid_amount");
    let other = pad
        .app
        .post(
            "/project/order",
            Some(&alice),
            &[
                ("project_id", &project.to_string()),
                ("amount", "10"),
                ("pay_currency", "1"),
                ("price", "0.1"),
            ],
        )
        .await;
    error(&other, "invalid_params");
    pad.advance(DAY_MS).await;
    error(&pad.order(&alice, project, "10", "0.1").await, "ended");
    assert_eq!(pad.change("alice@example.com", 3).await, 50 * USDT);
    assert_eq!(pad.app.count("SELECT COUNT(*) FROM ieo_subscriptions").await, 0);
    assert_eq!(pad.app.count("SELECT COUNT(*) FROM ieo_user_totals").await, 0);
    assert_eq!(pad.app.count("SELECT applied FROM ieo_projects").await, 0);
    assert_ledger_clean(&pad.app).await;
}

#[tokio::test]
async fn fifty_racing_subscriptions_of_100_tokens_against_a_per_user_maximum_of_500_let_exactly_five_through()
{
    let pad = Launchpad::new().await;
    let terms = Terms {
        symbol: "RACE",
        scale: "8",
        supply: "1000",
        min: "10",
        max: "500",
        cap: None,
    };
    let project = pad.project(&terms).await;
    let alice = pad.user("alice@example.com", "10000").await;
    pad.advance(HOUR).await;
    let calls = (0..50).map(|_| pad.order(&alice, project, "100", "0.1"));
    let answers = futures_util::future::join_all(calls).await;
    let through = accepted_else(&answers, "user_limit_exceeded");
    assert_eq!(through, 5, "{answers:?}");
    assert_eq!(pad.app.count("SELECT COUNT(*) FROM ieo_subscriptions").await, 5);
    assert_eq!(
        pad.app.count("SELECT applied FROM ieo_user_totals").await,
        500 * USDT
    );
    assert_eq!(
        pad.app.count("SELECT applied FROM ieo_projects").await,
        500 * USDT
    );
    assert_eq!(pad.change("alice@example.com", 3).await, 9_950 * USDT);
    assert_ledger_clean(&pad.app).await;
}

#[tokio::test]
async fn no_operator_call_or_statement_can_change_an_allocation_or_the_terms() {
    let pad = Launchpad::new().await;
    let terms = Terms {
        symbol: "FIXD",
        scale: "8",
        supply: "100",
        min: "1",
        max: "100",
        cap: None,
    };
    let project = pad.project(&terms).await;
    let alice = pad.user("alice@example.com", "100").await;
    pad.advance(HOUR).await;
    ok(&pad.order(&alice, project, "100", "0.1").await);
    error(
        &pad.create(&Terms {
            symbol: "FIXD",
            ..terms
        })
        .await,
        "invalid_params",
    );
    pad.advance(DAY_MS).await;
    for path in [
        "/ieo/projects/update",
        "/ieo/projects/allocate",
        "/ieo/subscriptions/update",
        "/ieo/allocations/update",
    ] {
        let response = pad
            .app
            .client
            .post(pad.app.url(&format!("/admin/api{path}")))
            .header("Authorization", &pad.finance)
            .form(&[("id", "1"), ("allocated", "1")])
            .send()
            .await
            .unwrap();
        assert_eq!(response.status(), 404, "{path} does not exist");
    }
    for statement in [
        "UPDATE ieo_subscriptions SET allocated = allocated - 1",
        "UPDATE ieo_subscriptions SET status = 1, allocated = 0, charged = 0, refunded = 0, allocated_at = NULL",
        "DELETE FROM ieo_subscriptions",
        "UPDATE ieo_projects SET supply = supply + 1",
        "UPDATE ieo_projects SET end_at = end_at + 1",
        "UPDATE ieo_prices SET price = 1",
    ] {
        assert!(pad.app.try_exec(statement).await.is_err(), "{statement}");
    }
    assert_eq!(pad.subscriptions(&alice).await[0]["give_amount"], "100.00000000");
    assert_ledger_clean(&pad.app).await;
}

#[tokio::test]
async fn ledger_verify_reports_ieo_accounts_that_the_subscriptions_do_not_explain() {
    let pad = Launchpad::new().await;
    let terms = Terms {
        symbol: "VRFY",
        scale: "8",
        supply: "100",
        min: "1",
        max: "100",
        cap: None,
    };
    let project = pad.project(&terms).await;
    let alice = pad.user("alice@example.com", "100").await;
    pad.advance(HOUR).await;
    ok(&pad.order(&alice, project, "100", "0.1").await);
    assert_ledger_clean(&pad.app).await;
    pad.app
        .exec("UPDATE accounts SET available = available + 1 WHERE system_role = 'ieo_escrow'")
        .await;
    let report = mercato::ledger::verify::verify(&pad.app.state.db).await.unwrap();
    assert!(
        report.problems.iter().any(|p| p.contains("ieo_escrow holds")),
        "{:?}",
        report.problems
    );
}

#[tokio::test]
async fn a_demo_server_offers_one_labelled_sale_on_now_and_one_in_warm_up() {
    let app = TestApp::spawn_with_clock(Clock::manual(START_MS), |config| {
        config.server.demo = true;
        config.market.feed = "none".into();
    })
    .await;
    let list = app.get("/project", None, &[]).await;
    ok(&list);
    let projects = list["message"]["list"].as_array().unwrap();
    assert_eq!(projects.len(), 2);
    let mut statuses: Vec<i64> = projects
        .iter()
        .map(|p| p["time_status"].as_i64().unwrap())
        .collect();
    statuses.sort_unstable();
    assert_eq!(statuses, vec![1, 2]);
    for p in projects {
        assert_eq!(p["demo"], 1);
        assert!(
            p["title"].as_str().unwrap().starts_with("演示"),
            "labelled demo in the reader's language: {p}"
        );
        assert_eq!(p["pay_currency_id"], 3);
    }
    assert_ledger_clean(&app).await;
}

#[tokio::test]
async fn a_repeated_subscription_with_the_same_idempotency_key_escrows_the_payment_once() {
    let pad = Launchpad::new().await;
    let terms = Terms {
        symbol: "ONCE",
        scale: "8",
        supply: "1000",
        min: "1",
        max: "1000",
        cap: None,
    };
    let project = pad.project(&terms).await;
    let alice = pad.user("alice@example.com", "100").await;
    pad.advance(HOUR).await;
    let send = || async {
        pad.app
            .client
            .post(pad.app.url("/api/project/order"))
            .header("Authorization", &alice)
            .header("Idempotency-Key", "ieo-1")
            .form(&[
                ("project_id", project.to_string()),
                ("amount", "300".to_string()),
                ("pay_currency", "3".to_string()),
                ("price", "0.1".to_string()),
            ])
            .send()
            .await
            .unwrap()
            .json::<Value>()
            .await
            .unwrap()
    };
    let first = send().await;
    ok(&first);
    assert_eq!(first, send().await, "the same answer");
    assert_eq!(pad.app.count("SELECT COUNT(*) FROM ieo_subscriptions").await, 1);
    assert_eq!(pad.change("alice@example.com", 3).await, 70 * USDT);
    assert_ledger_clean(&pad.app).await;
}

#[tokio::test]
async fn an_existing_client_sends_the_total_to_pay_as_price_and_a_total_at_another_price_is_price_changed() {
    let pad = Launchpad::new().await;
    let terms = Terms {
        symbol: "TOTL",
        scale: "8",
        supply: "100000",
        min: "10",
        max: "5000",
        cap: None,
    };
    let project = pad.project(&terms).await;
    let alice = pad.user("total@example.com", "500").await;
    pad.advance(HOUR).await;
    // 2000 tokens at 0.1 USDT: the client sends the 200 USDT it pays.
    error(
        &pad.order(&alice, project, "2000", "199.9").await,
        "price_changed",
    );
    ok(&pad.order(&alice, project, "2000", "200").await);
    assert_eq!(pad.change("total@example.com", 3).await, 300 * USDT);
    // Mercato's own app still sends the unit price.
    ok(&pad.order(&alice, project, "100", "0.1").await);
    assert_eq!(pad.change("total@example.com", 3).await, 290 * USDT);
    assert_ledger_clean(&pad.app).await;
}
