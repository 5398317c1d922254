//! Collateralised loans: applications pledging collateral, operators' review and disbursement from a funded
//! reserve, daily interest on an injected clock, early repayment, liquidation on a scripted index path with the
//! shortfall covered by insurance, and racing applications against a reserve.

use mercato::{clock::Clock, loans};
use serde_json::Value;

use crate::common::{TestApp, accepted_else, admin_post, assert_ledger_clean, error, ok, operator};

const DAY_MS: i64 = 86_400_000;
const START_MS: i64 = 20_000 * DAY_MS + 3_600_000;
const UNIT: i64 = 100_000_000;
const BTC: i64 = 1;
const USDT: i64 = 3;

struct Lending {
    app: TestApp,
    finance: String,
    btc_market: i64,
}

impl Lending {
    async fn new() -> Self {
        let app = TestApp::spawn_with_clock(Clock::manual(START_MS), |config| {
            config.market.feed = "none".into();
        })
        .await;
        let finance = operator(&app, "finance@example.com", "finance").await;
        let btc_market = app.state.market.by_symbol("BTC/USDT").unwrap().id();
        let l = Lending {
            app,
            finance,
            btc_market,
        };
        l.btc_at(START_MS, 60_000).await;
        l
    }

    async fn admin(&self, path: &str, form: &[(&str, &str)]) -> Value {
        admin_post(&self.app, path, &self.finance, form).await
    }

    /// Records BTC's index for the second `ts` and waits until the loan task has seen it.
    async fn btc_at(&self, ts: i64, usdt: i64) {
        let prices = [(self.btc_market, usdt * UNIT)];
        mercato::market::index::record(&self.app.state.market_ctx, ts, "test", &prices)
            .await
            .unwrap();
        self.app.state.loans.settled().await;
    }

    /// A USDT offer: 0.05 % a day, 100 to 50 000 USDT, 7 to 90 days, starting at 150 % or more.
    async fn offer(&self, reserve: &str) -> i64 {
        ok(&self
            .admin(
                "/loans/reserve/fund",
                &[
                    ("currency", "3"),
                    ("amount", reserve),
                    ("reason", "Lending budget"),
                ],
            )
            .await);
        let body = self
            .admin(
                "/loans/offers/save",
                &[
                    ("currency", "3"),
                    ("day_rate", "0.05"),
                    ("min_amount", "100"),
                    ("max_amount", "50000"),
                    ("min_days", "7"),
                    ("max_days", "90"),
                    ("initial_rate", "150"),
                ],
            )
            .await;
        ok(&body);
        body["message"]["id"].as_i64().unwrap()
    }

    async fn user_id(&self, email: &str) -> String {
        self.app
            .count(&format!("SELECT id FROM users WHERE email = '{email}'"))
            .await
            .to_string()
    }

    /// A signed-in user with `btc` BTC and `usdt` USDT in the change account, allowed to borrow if `eligible`.
    async fn borrower(&self, email: &str, btc: &str, usdt: &str, eligible: bool) -> String {
        let token = self.app.signed_up(email).await;
        let id = self.user_id(email).await;
        for (currency, amount) in [("1", btc), ("3", usdt)].into_iter().filter(|(_, a)| *a != "0") {
            ok(&self
                .admin(
                    "/ledger/adjust",
                    &[
                        ("user_id", &id),
                        ("currency", currency),
                        ("account", "change"),
                        ("amount", amount),
                        ("reason", "Test funds"),
                    ],
                )
                .await);
        }
        if eligible {
            ok(&self
                .admin(
                    "/loans/eligibility",
                    &[("user_id", &id), ("eligible", "1"), ("reason", "Known client")],
                )
                .await);
        }
        token
    }

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

    async fn apply(&self, token: &str, offer: i64, amount: &str, collateral: &str) -> Value {
        self.app
            .post(
                "/loan/apply",
                Some(token),
                &[
                    ("offer_id", &offer.to_string()),
                    ("amount", amount),
                    ("days", "30"),
                    ("collateral_currency", "1"),
                    ("collateral_amount", collateral),
                ],
            )
            .await
    }

    /// The id of an application that went through.
    async fn applied(&self, token: &str, offer: i64, amount: &str, collateral: &str) -> String {
        let body = self.apply(token, offer, amount, collateral).await;
        ok(&body);
        body["message"].as_i64().unwrap().to_string()
    }

    /// The id of an application that went through and that finance approved, once the loan task watches it.
    async fn disbursed(&self, token: &str, offer: i64, amount: &str, collateral: &str) -> String {
        let id = self.applied(token, offer, amount, collateral).await;
        ok(&self.admin("/loans/approve", &[("id", &id)]).await);
        self.app.state.loans.settled().await;
        id
    }

    /// The user's messages in English, newest first, as "title / content".
    async fn mail(&self, token: &str) -> Vec<String> {
        let list = self
            .app
            .get("/mailMessage/getList", Some(token), &[("lang", "en")])
            .await;
        ok(&list);
        let items = list["message"]["list"].as_array().unwrap();
        items
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

    async fn loans(&self, token: &str) -> Vec<Value> {
        let body = self
            .app
            .post("/loan/list", Some(token), &[("limit", "100")])
            .await;
        ok(&body);
        body["message"]["data"].as_array().unwrap().clone()
    }

    fn ctx(&self) -> loans::Ctx {
        loans::Ctx {
            db: self.app.state.db.clone(),
            clock: self.app.state.clock.clone(),
            market: self.app.state.market.clone(),
            loans: self.app.state.loans.clone(),
        }
    }

    /// Moves the clock to `at` and runs the loan task's round there.
    async fn advance_to(&self, at: i64) {
        let now = self.app.state.clock.now_ms();
        self.app.state.clock.advance(at - now);
        loans::task::step(&self.ctx(), at).await.unwrap();
    }
}

#[tokio::test]
async fn a_loan_is_disbursed_accrues_by_the_day_and_repaid_early_returns_its_collateral() {
    let l = Lending::new().await;
    let offer = l.offer("100000").await;
    let alice = l.borrower("alice@example.com", "1", "100", true).await;

    let applied = l.apply(&alice, offer, "30000", "1").await;
    ok(&applied);
    let id = applied["message"].as_i64().unwrap();
    assert_eq!(
        l.change("alice@example.com", BTC).await,
        0,
        "the collateral is pledged at once"
    );
    assert_eq!(l.system("loan_collateral", BTC).await, UNIT);
    let pending = &l.loans(&alice).await[0];
    assert_eq!(
        (pending["status"].as_i64(), pending["risk_rate"].as_str()),
        (Some(0), Some("200.00"))
    );

    ok(&l.admin("/loans/approve", &[("id", &id.to_string())]).await);
    assert_eq!(l.change("alice@example.com", USDT).await, 30_100 * UNIT);
    assert!(
        l.mail(&alice).await[0]
            .starts_with("Your loan was approved / Your loan of 30000.00000000 USDT was paid"),
        "the borrower is told"
    );
    assert_eq!(l.system("lending", USDT).await, 70_000 * UNIT);
    error(
        &l.admin("/loans/approve", &[("id", &id.to_string())]).await,
        "loan_state",
    );

    // Two whole days and an hour: two days of 15 USDT accrue; nothing is collected before day 30.
    l.advance_to(START_MS + 2 * DAY_MS + 3_600_000).await;
    let active = &l.loans(&alice).await[0];
    assert_eq!(active["status"], 1);
    assert_eq!(active["interest_owed"], "30.00000000");
    assert_eq!(active["debt"], "30030.00000000");
    l.advance_to(START_MS + 2 * DAY_MS + 7_200_000).await;
    assert_eq!(
        l.loans(&alice).await[0]["interest_owed"],
        "30.00000000",
        "a day accrues once"
    );

    // Repaying in day three pays it too: 30 000 + 45 USDT; the bitcoin comes back.
    ok(&l
        .app
        .post("/loan/repay", Some(&alice), &[("id", &id.to_string())])
        .await);
    assert_eq!(l.change("alice@example.com", USDT).await, 55 * UNIT);
    assert_eq!(l.change("alice@example.com", BTC).await, UNIT);
    assert_eq!(l.system("lending", USDT).await, 100_045 * UNIT);
    let repaid = &l.loans(&alice).await[0];
    assert_eq!(
        (repaid["status"].as_i64(), repaid["interest_paid"].as_str()),
        (Some(2), Some("45.00000000"))
    );
    assert_eq!(repaid["debt"], "0.00000000", "a repaid loan owes nothing");
    error(
        &l.app
            .post("/loan/repay", Some(&alice), &[("id", &id.to_string())])
            .await,
        "loan_state",
    );
    assert_ledger_clean(&l.app).await;
}

#[tokio::test]
async fn refused_applications_change_nothing() {
    let l = Lending::new().await;
    let offer = l.offer("1000").await;
    let bob = l.borrower("bob@example.com", "1", "0", false).await;
    error(&l.apply(&bob, offer, "500", "1").await, "loan_not_eligible");
    let carol = l.borrower("carol@example.com", "1", "0", true).await;
    // 1 BTC at 60 000 covers 40 000 at 150 %, not 45 000; the reserve holds 1 000.
    error(
        &l.apply(&carol, offer, "45000", "1").await,
        "loan_collateral_short",
    );
    error(&l.apply(&carol, offer, "2000", "1").await, "loan_reserve_short");
    error(&l.apply(&carol, offer, "50", "1").await, "invalid_params");
    error(&l.apply(&carol, offer, "500", "2").await, "insufficient_balance");
    assert_eq!(l.change("carol@example.com", BTC).await, UNIT);
    assert_eq!(l.change("bob@example.com", BTC).await, UNIT);
    assert_eq!(l.app.count("SELECT COUNT(*) FROM loans").await, 0);

    // A pending application cancelled, another rejected with a reason: the collateral returns each time.
    let id = l.applied(&carol, offer, "500", "0.5").await;
    ok(&l.app.post("/loan/cancel", Some(&carol), &[("id", &id)]).await);
    let id = l.applied(&carol, offer, "500", "0.5").await;
    error(&l.admin("/loans/reject", &[("id", &id)]).await, "invalid_params");
    ok(&l
        .admin("/loans/reject", &[("id", &id), ("reason", "Incomplete file")])
        .await);
    assert_eq!(l.change("carol@example.com", BTC).await, UNIT);
    let rejected = &l.loans(&carol).await[0];
    assert_eq!(
        (rejected["status"].as_i64(), rejected["reject_reason"].as_str()),
        (Some(4), Some("Incomplete file"))
    );
    assert_eq!(
        l.mail(&carol).await[0],
        "Your loan application was not approved / Your application to borrow 500.00000000 USDT was not approved \
         and your collateral was returned. Reason: Incomplete file."
    );
    assert_ledger_clean(&l.app).await;
}

#[tokio::test]
async fn a_loan_is_liquidated_at_the_sample_that_crosses_its_line_and_insurance_covers_the_shortfall() {
    let l = Lending::new().await;
    let offer = l.offer("100000").await;
    let dave = l.borrower("dave@example.com", "1", "0", true).await;
    let id = l.disbursed(&dave, offer, "40000", "1").await;
    let insurance = l.system("insurance", USDT).await;

    // 1 BTC against 40 000 USDT: 145 %, 125 %, 112.5 % stay open; a gap to 30 000 (75 %) liquidates.
    for (second, price) in [(1, 58_000), (2, 50_000), (3, 45_000)] {
        l.btc_at(START_MS + second * 1000, price).await;
        assert_eq!(l.loans(&dave).await[0]["status"], 1, "open at {price}");
    }
    l.btc_at(START_MS + 4000, 30_000).await;
    let loan = &l.loans(&dave).await[0];
    assert_eq!(loan["status"], 3, "{loan}");
    let evidence = &loan["liquidation"];
    assert_eq!(evidence["sample_ts"], START_MS + 4000);
    assert_eq!(evidence["collateral_price"], "30000.00000000");
    assert_eq!(evidence["source"], "test");
    assert_eq!(evidence["collateral_taken"], "1.00000000");
    assert_eq!(evidence["shortfall"], "10000.00000000");
    assert_eq!(
        l.mail(&dave).await[0],
        "Your loan was liquidated / Your loan of 40000.00000000 USDT fell below the liquidation rate at the index \
         price 30000.00000000 USDT. The lending reserve took 1.00000000 BTC of your collateral and returned \
         0.00000000 BTC; the record is under Borrow → My loans."
    );
    // Dave keeps what he borrowed; the reserve holds the bitcoin and the insurance paid the rest.
    assert_eq!(l.change("dave@example.com", USDT).await, 40_000 * UNIT);
    assert_eq!(l.system("lending", BTC).await, UNIT);
    assert_eq!(l.system("lending", USDT).await, 70_000 * UNIT);
    assert_eq!(l.system("insurance", USDT).await, insurance - 10_000 * UNIT);
    assert_eq!(l.system("loan_collateral", BTC).await, 0);
    error(
        &l.app.post("/loan/repay", Some(&dave), &[("id", &id)]).await,
        "loan_state",
    );
    assert_ledger_clean(&l.app).await;
}

#[tokio::test]
async fn a_liquidation_above_the_debt_returns_the_rest_of_the_collateral_and_a_top_up_moves_the_line() {
    let l = Lending::new().await;
    let offer = l.offer("100000").await;
    let erin = l.borrower("erin@example.com", "2", "0", true).await;
    let id = l.disbursed(&erin, offer, "40000", "1").await;
    ok(&l
        .app
        .post(
            "/loan/add_collateral",
            Some(&erin),
            &[("id", &id), ("amount", "0.5")],
        )
        .await);
    l.app.state.loans.settled().await;
    // 1.5 BTC: at 30 000 it is 112.5 %, still open; at 29 000 (108.75 %) it is liquidated.
    l.btc_at(START_MS + 1000, 30_000).await;
    assert_eq!(l.loans(&erin).await[0]["status"], 1);
    l.btc_at(START_MS + 2000, 29_000).await;
    let loan = &l.loans(&erin).await[0];
    assert_eq!(loan["status"], 3, "{loan}");
    // The reserve takes 40 000 / 29 000 BTC, rounded up; the rest returns.
    assert_eq!(loan["liquidation"]["collateral_taken"], "1.37931035");
    assert_eq!(loan["liquidation"]["collateral_returned"], "0.12068965");
    assert_eq!(loan["liquidation"]["shortfall"], "0.00000000");
    assert_eq!(l.change("erin@example.com", BTC).await, UNIT / 2 + 12_068_965);
    assert_ledger_clean(&l.app).await;
}

#[tokio::test]
async fn fifty_racing_applications_never_promise_more_than_the_reserve_holds() {
    let l = Lending::new().await;
    let offer = l.offer("1000").await;
    let frank = l.borrower("frank@example.com", "10", "0", true).await;
    let mut racing = tokio::task::JoinSet::new();
    for _ in 0..50 {
        let (client, url, token) = (l.app.client.clone(), l.app.url("/api/loan/apply"), frank.clone());
        let form = [
            ("offer_id", offer.to_string()),
            ("amount", "100".to_string()),
            ("days", "30".to_string()),
            ("collateral_currency", "1".to_string()),
            ("collateral_amount", "0.01".to_string()),
        ];
        racing.spawn(async move {
            let response = client
                .post(url)
                .header("Authorization", token)
                .form(&form)
                .send()
                .await
                .unwrap();
            response.json::<Value>().await.unwrap()
        });
    }
    let mut accepted = 0;
    while let Some(body) = racing.join_next().await {
        let body = body.unwrap();
        if body["type"] == "ok" {
            accepted += 1;
        } else {
            assert_eq!(body["error"], "loan_reserve_short", "{body}");
        }
    }
    assert_eq!(accepted, 10);
    assert_eq!(
        l.app.count("SELECT COUNT(*) FROM loans WHERE status = 0").await,
        10
    );
    assert_eq!(
        l.change("frank@example.com", BTC).await,
        10 * UNIT - 10 * (UNIT / 100)
    );
    assert_ledger_clean(&l.app).await;
}

#[tokio::test]
async fn fifty_racing_repayments_of_one_loan_repay_it_once() {
    let l = Lending::new().await;
    let offer = l.offer("100000").await;
    let gina = l.borrower("gina@example.com", "1", "10", true).await;
    let id = l.disbursed(&gina, offer, "1000", "1").await;
    l.advance_to(START_MS + 3_600_000).await;
    let form = [("id", id.as_str())];
    let answers =
        futures_util::future::join_all((0..50).map(|_| l.app.post("/loan/repay", Some(&gina), &form))).await;
    assert_eq!(accepted_else(&answers, "loan_state"), 1, "{answers:?}");
    // 1 000 USDT and the day under way (0.5 USDT) paid once; the bitcoin back once.
    assert_eq!(l.change("gina@example.com", USDT).await, 10 * UNIT - UNIT / 2);
    assert_eq!(l.change("gina@example.com", BTC).await, UNIT);
    assert_eq!(l.system("lending", USDT).await, 100_000 * UNIT + UNIT / 2);
    assert_ledger_clean(&l.app).await;
}

#[tokio::test]
async fn fifty_racing_reserve_withdrawals_never_take_what_pending_applications_need() {
    let l = Lending::new().await;
    let offer = l.offer("2000").await;
    let hana = l.borrower("hana@example.com", "1", "0", true).await;
    ok(&l.apply(&hana, offer, "750", "1").await);
    let form = [
        ("currency", "3"),
        ("amount", "100"),
        ("reason", "Back to custody"),
    ];
    let answers =
        futures_util::future::join_all((0..50).map(|_| l.admin("/loans/reserve/withdraw", &form))).await;
    assert_eq!(accepted_else(&answers, "reserve_short"), 12, "{answers:?}");
    assert_eq!(l.system("lending", USDT).await, 800 * UNIT);
    ok(&l.admin("/loans/approve", &[("id", "1")]).await);
    assert_ledger_clean(&l.app).await;
}

#[tokio::test]
async fn the_console_lists_borrowers_and_the_changelog_publishes_every_offer_change() {
    let l = Lending::new().await;
    let offer = l.offer("100000").await;
    let ivy = l.borrower("ivy@example.com", "1", "0", true).await;
    ok(&l.apply(&ivy, offer, "1000", "1").await);
    let list = l.admin("/loans", &[("status", "0")]).await;
    ok(&list);
    let row = &list["message"]["data"][0];
    assert_eq!(row["email"], "ivy@example.com");
    assert_eq!(
        row["user_id"].as_i64().unwrap().to_string(),
        l.user_id("ivy@example.com").await
    );
    assert!(
        l.loans(&ivy).await[0].get("email").is_none(),
        "a borrower's own list carries no e-mail"
    );

    let changed = l
        .admin(
            "/loans/offers/save",
            &[
                ("id", &offer.to_string()),
                ("currency", "3"),
                ("day_rate", "0.06"),
                ("min_amount", "100"),
                ("max_amount", "50000"),
                ("min_days", "7"),
                ("max_days", "90"),
                ("initial_rate", "150"),
            ],
        )
        .await;
    ok(&changed);
    let log = l.app.get("/rules/changelog", None, &[("product", "loans")]).await;
    ok(&log);
    let entries = log["message"]["data"].as_array().unwrap();
    let texts: Vec<String> = entries.iter().map(|e| e["new_value"].to_string()).collect();
    assert_eq!(entries.len(), 2, "{texts:?}");
    assert!(texts.iter().any(|t| t.contains("0.0600% a day")), "{texts:?}");
    // The application keeps the rate it was made at.
    assert_eq!(l.loans(&ivy).await[0]["day_rate"], "0.0500");
}

#[tokio::test]
async fn ledger_verify_reports_pledged_collateral_that_the_loans_do_not_explain() {
    let l = Lending::new().await;
    let offer = l.offer("100000").await;
    let jo = l.borrower("jo@example.com", "1", "0", true).await;
    ok(&l.apply(&jo, offer, "1000", "1").await);
    assert_ledger_clean(&l.app).await;
    l.app.exec("UPDATE loans SET collateral = collateral - 1").await;
    let report = mercato::ledger::verify::verify(&l.app.state.db).await.unwrap();
    assert!(
        report
            .problems
            .iter()
            .any(|p| p.contains("loan_collateral holds")),
        "{:?}",
        report.problems
    );
}

#[tokio::test]
async fn interest_is_not_charged_again_by_a_round_that_read_the_loan_before_its_repayment() {
    let l = Lending::new().await;
    let offer = l.offer("100000").await;
    let kim = l.borrower("kim@example.com", "1", "0", true).await;
    let id = l.disbursed(&kim, offer, "1000", "1").await;
    let kim_id = l.user_id("kim@example.com").await;
    let funds = |amount| {
        [
            ("user_id", kim_id.as_str()),
            ("currency", "3"),
            ("account", "change"),
            ("amount", amount),
            ("reason", "Test funds"),
        ]
    };
    // The borrowed coins leave the change account, so day 30's interest is accrued and cannot be collected.
    ok(&l.admin("/ledger/adjust", &funds("-1000")).await);
    l.advance_to(START_MS + 30 * DAY_MS + 3_600_000).await;
    let owed = "SELECT interest_owed FROM loans";
    assert_eq!(l.app.count(owed).await, 15 * UNIT);

    // A round reads the loan, the borrower (signed in again after thirty days) repays, and the round goes on
    // with what it read.
    let stale = loans::repo::active(&l.app.state.db).await.unwrap();
    let finance = operator(&l.app, "late@example.com", "finance").await;
    ok(&admin_post(&l.app, "/ledger/adjust", &finance, &funds("1100")).await);
    let kim = l.app.login("kim@example.com", "password1").await;
    ok(&l.app.post("/loan/repay", Some(&kim), &[("id", &id)]).await);
    let (paid, lending) = (
        l.change("kim@example.com", USDT).await,
        l.system("lending", USDT).await,
    );
    let now = l.app.state.clock.now_ms();
    for loan in &stale {
        let changed = loans::task::accrue_and_collect(&l.ctx(), loan, now)
            .await
            .unwrap();
        assert!(!changed, "a repaid loan is not collected from");
    }
    assert_eq!(l.change("kim@example.com", USDT).await, paid, "no second charge");
    assert_eq!(l.system("lending", USDT).await, lending);
    assert_eq!(
        l.app
            .count("SELECT COUNT(*) FROM ledger_transactions WHERE kind = 49")
            .await,
        0
    );
    assert_ledger_clean(&l.app).await;
}

#[tokio::test]
async fn fifty_racing_top_ups_against_a_repayment_are_each_returned_or_refused() {
    let l = Lending::new().await;
    let offer = l.offer("100000").await;
    let lee = l.borrower("lee@example.com", "2", "10", true).await;
    let id = l.disbursed(&lee, offer, "1000", "1").await;
    let top_up = [("id", id.as_str()), ("amount", "0.01")];
    let repay = [("id", id.as_str())];
    let top_ups = (0..50).map(|_| l.app.post("/loan/add_collateral", Some(&lee), &top_up));
    let (answers, repaid) = tokio::join!(
        futures_util::future::join_all(top_ups),
        l.app.post("/loan/repay", Some(&lee), &repay)
    );
    ok(&repaid);
    let accepted = accepted_else(&answers, "loan_state");
    let loan = &l.loans(&lee).await[0];
    assert_eq!(loan["status"], 2);
    assert_eq!(
        loan["collateral_amount"],
        format!("{:.8}", 1.0 + 0.01 * accepted as f64),
        "the repayment released every top-up that went in ({accepted})"
    );
    assert_eq!(l.system("loan_collateral", BTC).await, 0, "nothing is stranded");
    assert_eq!(l.change("lee@example.com", BTC).await, 2 * UNIT);
    assert_ledger_clean(&l.app).await;
}
