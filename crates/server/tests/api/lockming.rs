//! Lock mining: deposits and early redemptions through the ledger, daily interest at each day's published rate
//! from the asset's earn reserve, driven by a manual clock, and products that only go on sale covered.

use mercato::{
    clock::Clock,
    earn::{self, DAY_MS},
};
use serde_json::Value;

use crate::common::{
    TestApp, accepted_else, admin_get, admin_post, assert_ledger_clean, error, ok, operator,
};

/// 01:00 UTC on a day: a deposit made now falls due at 01:00 on each following day.
pub(crate) const START_MS: i64 = 20_000 * DAY_MS + 3_600_000;
pub(crate) const USDT: i64 = 100_000_000;

pub(crate) struct Lock {
    pub(crate) app: TestApp,
    pub(crate) finance: String,
}

impl Lock {
    pub(crate) async fn new() -> Self {
        Self::on(Clock::manual(START_MS), None).await
    }

    /// A server on `clock`; with `reopen`, on the data of a server that was stopped.
    async fn on(clock: Clock, reopen: Option<(std::path::PathBuf, String)>) -> Self {
        let reopened = reopen.is_some();
        let app = TestApp::spawn_with_clock(clock, |config| {
            config.market.feed = "none".into();
            if let Some((data, url)) = reopen {
                config.server.data_dir = data;
                config.database.url = url;
            }
        })
        .await;
        let finance = if reopened {
            String::new()
        } else {
            operator(&app, "finance@example.com", "finance").await
        };
        Lock { app, finance }
    }

    fn ctx(&self) -> earn::Ctx {
        earn::Ctx {
            db: self.app.state.db.clone(),
            clock: self.app.state.clock.clone(),
        }
    }

    /// Moves the clock and does what the scheduler does at that moment; answers how many positions were paid.
    pub(crate) async fn advance(&self, ms: i64) -> usize {
        self.app.state.clock.advance(ms);
        self.run().await
    }

    pub(crate) async fn run(&self) -> usize {
        let now = self.app.state.clock.now_ms();
        earn::publish_rates(&self.ctx(), now).await.unwrap();
        earn::pay_due(&self.ctx(), now).await.unwrap()
    }

    pub(crate) async fn fund_reserve(&self, amount: &str) -> Value {
        admin_post(
            &self.app,
            "/lockming/reserve/fund",
            &self.finance,
            &[
                ("currency", "3"),
                ("amount", amount),
                ("reason", "Interest budget"),
            ],
        )
        .await
    }

    /// A USDT product from 0.3 % to 0.4 % a day with a 0.4 % penalty a remaining day; answers its id.
    pub(crate) async fn product(&self, days: &str, quota: &str) -> i64 {
        let created = admin_post(
            &self.app,
            "/lockming/products/create",
            &self.finance,
            &[
                ("currency", "3"),
                ("name", "USDT lock"),
                ("days", days),
                ("min_amount", "100"),
                ("rate_min", "0.3"),
                ("rate_max", "0.4"),
                ("penalty", "0.4"),
                ("quota", quota),
            ],
        )
        .await;
        ok(&created);
        created["message"]["id"].as_i64().unwrap()
    }

    pub(crate) async fn open(&self, id: i64) -> Value {
        admin_post(
            &self.app,
            "/lockming/products/open",
            &self.finance,
            &[("id", &id.to_string())],
        )
        .await
    }

    /// A product funded and on sale, with today's and tomorrow's rates recorded.
    pub(crate) async fn on_sale(&self, days: &str) -> i64 {
        ok(&self.fund_reserve("5000").await);
        let id = self.product(days, "100000").await;
        ok(&self.open(id).await);
        self.run().await;
        id
    }

    /// A signed-in user with `amount` USDT in the change account.
    pub(crate) async fn user(&self, email: &str, amount: &str) -> String {
        let token = self.app.signed_up(email).await;
        let id = self
            .app
            .count(&format!("SELECT id FROM users WHERE email = '{email}'"))
            .await
            .to_string();
        ok(&admin_post(
            &self.app,
            "/ledger/adjust",
            &self.finance,
            &[
                ("user_id", &id),
                ("currency", "3"),
                ("account", "change"),
                ("amount", amount),
                ("reason", "Test funds"),
            ],
        )
        .await);
        token
    }

    pub(crate) async fn change(&self, email: &str) -> i64 {
        self.app
            .count(&format!(
                "SELECT COALESCE(MAX(a.available), 0) FROM accounts a JOIN users u ON u.id = a.user_id \
                 WHERE u.email = '{email}' AND a.asset_id = 3 AND a.kind = 2"
            ))
            .await
    }

    pub(crate) async fn deposit(&self, token: &str, product: i64, amount: &str) -> Value {
        self.app
            .post(
                "/lh/deposit",
                Some(token),
                &[("config_id", &product.to_string()), ("amount", amount)],
            )
            .await
    }

    pub(crate) async fn orders(&self, token: &str) -> Vec<Value> {
        let body = self.app.get("/lh/deposit/order", Some(token), &[]).await;
        ok(&body);
        body["message"]["order_list"].as_array().unwrap().clone()
    }

    pub(crate) async fn cancel(&self, token: &str, id: i64) -> Value {
        self.app
            .post(
                "/lh/deposit/order/cancel",
                Some(token),
                &[("id", &id.to_string())],
            )
            .await
    }

    pub(crate) async fn positions(&self) -> i64 {
        self.app.count("SELECT COUNT(*) FROM lock_positions").await
    }
}

fn date(day: i64) -> String {
    mercato::clock::display(day * DAY_MS, time::UtcOffset::UTC)[..10].to_string()
}

#[tokio::test]
async fn a_full_term_pays_each_days_published_rate_daily_and_returns_the_principal_at_maturity() {
    let lock = Lock::new().await;
    let product = lock.on_sale("3").await;
    let today = earn::day_of(START_MS);
    // The operator chooses the rates of the third and fourth days ahead; the first two were published by default.
    for (day, rate) in [(today + 2, "0.4"), (today + 3, "0.3")] {
        ok(&admin_post(
            &lock.app,
            "/lockming/rates/publish",
            &lock.finance,
            &[("id", &product.to_string()), ("date", &date(day)), ("rate", rate)],
        )
        .await);
    }
    let config = lock.app.get("/lh/deposit/config", None, &[]).await;
    ok(&config);
    let listed = &config["message"][0];
    assert_eq!(listed["interest_rate"], "0.3500");
    assert_eq!(listed["intro"], "0.3%-0.4%");
    assert_eq!(listed["cancel_rate"], "0.4000");
    assert_eq!(listed["save_min"], "100.00000000");
    assert_eq!(
        listed["reserve_cover"], "416",
        "5000 USDT against 1200 USDT owed at most"
    );

    let alice = lock.user("alice@example.com", "1500").await;
    ok(&lock.deposit(&alice, product, "1000").await);
    assert_eq!(lock.change("alice@example.com").await, 500 * USDT);

    assert_eq!(
        lock.advance(DAY_MS - 1).await,
        0,
        "nothing is due a millisecond before a day ends"
    );
    assert_eq!(lock.change("alice@example.com").await, 500 * USDT);
    assert_eq!(lock.advance(1).await, 1);
    assert_eq!(
        lock.change("alice@example.com").await,
        50_350_000_000,
        "0.35 % of 1000"
    );
    assert_eq!(lock.advance(DAY_MS).await, 1);
    assert_eq!(
        lock.change("alice@example.com").await,
        50_750_000_000,
        "then 0.4 %"
    );
    let order = &lock.orders(&alice).await[0];
    assert_eq!(order["status"], 1);
    assert_eq!(order["total_interest"], "7.50000000");
    assert_eq!(order["amount"], "1000.00000000");

    assert_eq!(lock.advance(DAY_MS).await, 1);
    assert_eq!(
        lock.change("alice@example.com").await,
        151_050_000_000,
        "then 0.3 %, and the principal back"
    );
    let order = &lock.orders(&alice).await[0];
    assert_eq!(order["status"], 2, "matured");
    assert_eq!(order["total_interest"], "10.50000000");
    assert_eq!(
        lock.advance(DAY_MS).await,
        0,
        "a matured position earns nothing more"
    );
    assert_ledger_clean(&lock.app).await;
}

#[tokio::test]
async fn redeeming_early_returns_the_amount_less_the_penalty_and_keeps_the_interest_paid() {
    let lock = Lock::new().await;
    let product = lock.on_sale("7").await;
    let alice = lock.user("alice@example.com", "1500").await;
    let bob = lock.user("bob@example.com", "1500").await;
    ok(&lock.deposit(&alice, product, "1000").await);
    lock.advance(2 * DAY_MS + 3_600_000).await;
    assert_eq!(
        lock.change("alice@example.com").await,
        507 * USDT,
        "two days at 0.35 %"
    );
    let order = lock.orders(&alice).await[0].clone();
    let id = order["id"].as_i64().unwrap();
    assert_eq!(
        order["cancel_fee_str"], "20.00000000",
        "0.4 % × 5 remaining days × 1000"
    );
    assert_eq!(order["cancel_fee"], 20.0, "a JSON number for existing pages");

    error(&lock.cancel(&bob, id).await, "order_not_found");
    error(&lock.cancel(&alice, id + 100).await, "order_not_found");
    ok(&lock.cancel(&alice, id).await);
    assert_eq!(
        lock.change("alice@example.com").await,
        1_487 * USDT,
        "507 + 1000 − 20"
    );
    let order = &lock.orders(&alice).await[0];
    assert_eq!(order["status"], 3);
    assert_eq!(order["total_interest"], "7.00000000");
    assert_eq!(order["cancel_fee_str"], "20.00000000");

    error(&lock.cancel(&alice, id).await, "already_redeemed");
    assert_eq!(
        lock.advance(DAY_MS).await,
        0,
        "a redeemed position earns nothing more"
    );
    assert_eq!(lock.change("alice@example.com").await, 1_487 * USDT);
    assert_ledger_clean(&lock.app).await;
}

#[tokio::test]
async fn days_missed_while_the_server_was_down_are_paid_exactly_once_on_restart() {
    let first = Lock::new().await;
    let product = first.on_sale("5").await;
    let alice = first.user("alice@example.com", "1000").await;
    ok(&first.deposit(&alice, product, "1000").await);
    let url = first.app.state.config.database.url.clone();
    let dir = first.app.stop().await;
    // The server comes back three days and an hour later.
    let lock = Lock::on(
        Clock::manual(START_MS + 3 * DAY_MS + 3_600_000),
        Some((dir.path().to_path_buf(), url)),
    )
    .await;
    lock.run().await;
    lock.run().await;
    assert_eq!(
        lock.change("alice@example.com").await,
        1_050_000_000,
        "three days at 0.35 %"
    );
    assert_eq!(
        lock.app
            .count("SELECT COUNT(*) FROM ledger_transactions WHERE kind = 18")
            .await,
        3,
        "one interest posting a day"
    );
    assert_eq!(lock.app.count("SELECT paid_days FROM lock_positions").await, 3);
    assert_ledger_clean(&lock.app).await;
    drop(dir);
}

#[tokio::test]
async fn a_product_is_refused_on_sale_while_its_reserve_cannot_pay_its_maximum_rate_for_its_full_term() {
    let lock = Lock::new().await;
    ok(&lock.fund_reserve("1000").await);
    // 100 000 USDT for 3 days at up to 0.4 % may owe 1200 USDT.
    let product = lock.product("3", "100000").await;
    error(&lock.open(product).await, "reserve_short");
    let config = lock.app.get("/lh/deposit/config", None, &[]).await;
    assert_eq!(config["message"], serde_json::json!([]), "not on sale");
    let alice = lock.user("alice@example.com", "500").await;
    error(&lock.deposit(&alice, product, "100").await, "not_on_sale");

    ok(&lock.fund_reserve("200").await);
    ok(&lock.open(product).await);
    let config = lock.app.get("/lh/deposit/config", None, &[]).await;
    assert_eq!(config["message"][0]["reserve_cover"], "100");
    assert_eq!(
        lock.app
            .count("SELECT COUNT(*) FROM rule_changes WHERE product = 'lockming'")
            .await,
        1,
        "its terms are in the public changelog"
    );
    assert_eq!(
        lock.app
            .count("SELECT COUNT(*) FROM audit_log WHERE action = 'lockming.reserve.fund'")
            .await,
        2,
        "each funding of the reserve is audited"
    );
    assert_eq!(
        lock.app
            .count("SELECT COUNT(*) FROM audit_log WHERE action = 'lockming.product.open'")
            .await,
        1,
        "the refused attempt left no record"
    );
    assert_ledger_clean(&lock.app).await;
}

#[tokio::test]
async fn fifty_products_racing_onto_sale_against_a_reserve_that_covers_one_let_exactly_one_through() {
    let lock = Lock::new().await;
    // Each product may owe 1200 USDT (100 000 USDT for 3 days at up to 0.4 %); the reserve covers one.
    ok(&lock.fund_reserve("1200").await);
    let mut products = Vec::new();
    for _ in 0..50 {
        products.push(lock.product("3", "100000").await);
    }
    let answers = futures_util::future::join_all(products.iter().map(|p| lock.open(*p))).await;
    let opened = accepted_else(&answers, "reserve_short");
    assert_eq!(opened, 1, "{answers:?}");
    assert_eq!(
        lock.app
            .count("SELECT COUNT(*) FROM lock_products WHERE status = 1")
            .await,
        1
    );
    assert_ledger_clean(&lock.app).await;
}

impl Lock {
    async fn withdraw_surplus(&self, amount: &str) -> Value {
        admin_post(
            &self.app,
            "/lockming/reserve/withdraw",
            &self.finance,
            &[
                ("currency", "3"),
                ("amount", amount),
                ("reason", "Surplus back to treasury"),
            ],
        )
        .await
    }

    async fn reserve(&self) -> i64 {
        self.app
            .count(
                "SELECT available FROM accounts WHERE user_id IS NULL AND system_role = 'earn_reserve' \
                 AND asset_id = 3",
            )
            .await
    }
}

#[tokio::test]
async fn only_the_reserve_beyond_what_products_on_sale_may_owe_can_be_withdrawn_and_closing_a_product_frees_it()
 {
    let lock = Lock::new().await;
    ok(&lock.fund_reserve("1500").await);
    // 100 000 USDT for 3 days at up to 0.4 % may owe 1200 USDT: 300 USDT are surplus.
    let product = lock.product("3", "100000").await;
    ok(&lock.open(product).await);
    error(&lock.withdraw_surplus("300.00000001").await, "reserve_short");
    assert_eq!(
        lock.reserve().await,
        1_500 * USDT,
        "a refused withdrawal moves nothing"
    );
    ok(&lock.withdraw_surplus("300").await);
    assert_eq!(lock.reserve().await, 1_200 * USDT);

    let alice = lock.user("alice@example.com", "1000").await;
    ok(&lock.deposit(&alice, product, "1000").await);
    let closed = admin_post(
        &lock.app,
        "/lockming/products/close",
        &lock.finance,
        &[("id", &product.to_string())],
    )
    .await;
    ok(&closed);
    error(&lock.deposit(&alice, product, "100").await, "not_on_sale");
    // Only Alice's 1000 USDT for 3 days at up to 0.4 % (12 USDT) is still owed.
    error(&lock.withdraw_surplus("1188.00000001").await, "reserve_short");
    ok(&lock.withdraw_surplus("1188").await);
    assert_eq!(lock.reserve().await, 12 * USDT);
    lock.advance(3 * DAY_MS).await;
    // Three days at the default 0.35 % are 10.5 USDT, paid from the 12 USDT left.
    assert_eq!(
        lock.change("alice@example.com").await,
        1_000 * USDT + 10 * USDT + USDT / 2
    );
    assert_eq!(
        lock.app
            .count(
                "SELECT COUNT(*) FROM rule_changes WHERE product = 'lockming' AND new_value LIKE 'closed%'"
            )
            .await,
        1,
        "the closing is in the public changelog"
    );
    assert_eq!(
        lock.app
            .count("SELECT COUNT(*) FROM audit_log WHERE action = 'lockming.reserve.withdraw'")
            .await,
        2
    );
    assert_ledger_clean(&lock.app).await;
}

#[tokio::test]
async fn fifty_racing_surplus_withdrawals_of_100_usdt_against_a_1250_usdt_surplus_let_exactly_twelve_through()
{
    let lock = Lock::new().await;
    ok(&lock.fund_reserve("2450").await);
    let product = lock.product("3", "100000").await;
    ok(&lock.open(product).await);
    let answers = futures_util::future::join_all((0..50).map(|_| lock.withdraw_surplus("100"))).await;
    let through = accepted_else(&answers, "reserve_short");
    assert_eq!(through, 12, "{answers:?}");
    assert_eq!(lock.reserve().await, 1_250 * USDT);
    assert_ledger_clean(&lock.app).await;
}

#[tokio::test]
async fn refused_deposits_change_nothing() {
    let lock = Lock::new().await;
    let product = lock.on_sale("3").await;
    let alice = lock.user("alice@example.com", "150").await;
    error(&lock.deposit(&alice, product, "99.99").await, "below_minimum");
    error(
        &lock.deposit(&alice, product, "151").await,
        "insufficient_balance",
    );
    error(&lock.deposit(&alice, product, "100001").await, "sold_out");
    error(&lock.deposit(&alice, product, "abc").await, "invalid_amount");
    assert_eq!(lock.change("alice@example.com").await, 150 * USDT);
    assert_eq!(lock.positions().await, 0);
    assert_eq!(
        lock.app.count("SELECT sold FROM lock_products").await,
        0,
        "nothing counted against the quota"
    );
    assert_ledger_clean(&lock.app).await;
}

#[tokio::test]
async fn fifty_racing_deposits_of_100_usdt_against_1250_usdt_let_exactly_twelve_through() {
    let lock = Lock::new().await;
    let product = lock.on_sale("3").await;
    let alice = lock.user("alice@example.com", "1250").await;
    let app = &lock.app;
    let calls = (0..50).map(|_| {
        let alice = alice.clone();
        async move {
            app.post(
                "/lh/deposit",
                Some(&alice),
                &[("config_id", &product.to_string()), ("amount", "100")],
            )
            .await
        }
    });
    let answers = futures_util::future::join_all(calls).await;
    let through = accepted_else(&answers, "insufficient_balance");
    assert_eq!(through, 12);
    assert_eq!(lock.positions().await, 12);
    assert_eq!(lock.change("alice@example.com").await, 50 * USDT);
    assert_eq!(
        lock.app.count("SELECT sold FROM lock_products").await,
        1_200 * USDT
    );
    assert_ledger_clean(&lock.app).await;
}

#[tokio::test]
async fn no_operator_call_or_statement_can_change_a_days_rate_once_it_is_published() {
    let lock = Lock::new().await;
    let product = lock.on_sale("3").await;
    let today = earn::day_of(START_MS);
    let publish = |day: i64, rate: &'static str| {
        let id = product.to_string();
        let lock = &lock;
        async move {
            admin_post(
                &lock.app,
                "/lockming/rates/publish",
                &lock.finance,
                &[("id", &id), ("date", &date(day)), ("rate", rate)],
            )
            .await
        }
    };
    error(&publish(today, "0.4").await, "rate_published");
    error(&publish(today + 1, "0.4").await, "rate_published");
    error(&publish(today - 1, "0.4").await, "rate_published");
    error(&publish(today + 2, "0.5").await, "invalid_params");
    ok(&publish(today + 2, "0.38").await);
    error(&publish(today + 2, "0.31").await, "rate_published");
    assert!(
        lock.app
            .try_exec("UPDATE lock_rates SET rate_ppm = 4000")
            .await
            .is_err(),
        "the database refuses to change a published rate"
    );
    assert!(lock.app.try_exec("DELETE FROM lock_rates").await.is_err());
    let config = lock.app.get("/lh/deposit/config", None, &[]).await;
    assert_eq!(config["message"][0]["interest_rate"], "0.3500");
    assert_eq!(config["message"][0]["next_interest_rate"], "0.3500");
    let log = lock
        .app
        .get("/rules/changelog", None, &[("product", "lockming")])
        .await;
    let keys: Vec<&str> = log["message"]["data"]
        .as_array()
        .unwrap()
        .iter()
        .filter_map(|l| l["key"].as_str())
        .collect();
    assert!(
        keys.contains(&format!("rate:{product}:{}", date(today + 2)).as_str()),
        "{keys:?}"
    );
    let lines = log["message"]["data"].as_array().unwrap();
    let default_today = lines
        .iter()
        .find(|l| l["key"] == format!("rate:{product}:{}", date(today)).as_str())
        .unwrap_or_else(|| panic!("today's default rate is in the changelog: {lines:?}"));
    assert_eq!(default_today["new_value"], "0.3500");
    assert_eq!(default_today["changed_by_role"], "schedule");
    assert_ledger_clean(&lock.app).await;
}

#[tokio::test]
async fn a_demo_server_offers_labelled_sample_products_funded_through_the_ledger() {
    let app = TestApp::spawn_with_clock(Clock::manual(START_MS), |config| {
        config.server.demo = true;
        config.market.feed = "none".into();
    })
    .await;
    let config = app.get("/lh/deposit/config", None, &[]).await;
    let products = config["message"].as_array().unwrap();
    let names: Vec<&str> = products
        .iter()
        .filter_map(|p| p["currency_name"].as_str())
        .collect();
    assert!(
        names.contains(&"USDT") && names.contains(&"BTC") && names.contains(&"ETH"),
        "{names:?}"
    );
    for p in products {
        assert_eq!(p["demo"], 1);
        assert!(
            p["name"].as_str().unwrap().starts_with("演示"),
            "labelled demo in the reader's language"
        );
        assert_eq!(p["reserve_cover"], "100");
    }
    assert_ledger_clean(&app).await;
}

#[tokio::test]
async fn a_repeated_deposit_with_the_same_idempotency_key_locks_the_amount_once() {
    let lock = Lock::new().await;
    let product = lock.on_sale("3").await;
    let alice = lock.user("alice@example.com", "1000").await;
    let send = || async {
        lock.app
            .client
            .post(lock.app.url("/api/lh/deposit"))
            .header("Authorization", &alice)
            .header("Idempotency-Key", "lock-1")
            .form(&[("config_id", product.to_string()), ("amount", "300".to_string())])
            .send()
            .await
            .unwrap()
            .json::<Value>()
            .await
            .unwrap()
    };
    let first = send().await;
    let second = send().await;
    ok(&first);
    assert_eq!(first, second, "the same answer");
    assert_eq!(lock.positions().await, 1);
    assert_eq!(lock.change("alice@example.com").await, 700 * USDT);
    assert_ledger_clean(&lock.app).await;
}

#[tokio::test]
async fn ledger_verify_reports_earn_accounts_that_the_positions_do_not_explain() {
    let lock = Lock::new().await;
    let product = lock.on_sale("3").await;
    let alice = lock.user("alice@example.com", "1000").await;
    ok(&lock.deposit(&alice, product, "1000").await);
    lock.advance(DAY_MS).await;
    assert_ledger_clean(&lock.app).await;
    lock.app
        .exec("UPDATE lock_positions SET total_interest = total_interest + 1, amount = amount - 1")
        .await;
    let report = mercato::ledger::verify::verify(&lock.app.state.db).await.unwrap();
    assert!(
        report.problems.iter().any(|p| p.contains("earn_locked holds")),
        "{:?}",
        report.problems
    );
    assert!(
        report.problems.iter().any(|p| p.contains("interest paid")),
        "{:?}",
        report.problems
    );
}

#[tokio::test]
async fn finance_lists_every_product_newest_first_with_its_terms_and_whether_it_is_on_sale() {
    let lock = Lock::new().await;
    let waiting = lock.product("30", "1000").await;
    let selling = lock.on_sale("3").await;

    let list = admin_get(&lock.app, "/lockming/products", &lock.finance).await;
    ok(&list);
    let rows = list["message"].as_array().unwrap();
    assert_eq!(rows.len(), 2);
    assert_eq!(
        rows[0]["id"].as_i64(),
        Some(selling),
        "the newest product comes first"
    );
    assert_eq!(rows[0]["status"], 1);
    assert_eq!(rows[1]["id"].as_i64(), Some(waiting));
    assert_eq!(rows[1]["status"], 0);
    assert_eq!(rows[1]["name"], "USDT lock");
    assert_eq!(rows[1]["currency_name"], "USDT");
    assert_eq!(rows[1]["days"], 30);
    assert_eq!(rows[1]["rate_min"], "0.3");
    assert_eq!(rows[1]["rate_max"], "0.4");
    assert_eq!(rows[1]["quota"], "1000.00000000");

    let support = operator(&lock.app, "support@example.com", "support").await;
    let refused = admin_get(&lock.app, "/lockming/products", &support).await;
    error(&refused, "forbidden");
}
