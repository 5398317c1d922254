//! Dual investment: purchases through the ledger, settlement on the recorded index second of a scripted path,
//! products that go on sale only covered by their reserves, and races for the last shares.

use mercato::{
    clock::Clock,
    earn::dual::{self, DAY_MS},
};
use serde_json::Value;

use crate::common::{
    TestApp, accepted_else, admin_get, admin_post, assert_ledger_clean, error, ok, operator,
};

/// 01:00 UTC, 09:00 in the default display zone (UTC+8): that day's 16:00 display time is 08:00 UTC.
const START_MS: i64 = 20_000 * DAY_MS + 3_600_000;
const UNIT: i64 = 100_000_000;
const BTC: i64 = 1;
const ETH: i64 = 2;

struct Dual {
    app: TestApp,
    finance: String,
}

impl Dual {
    async fn new() -> Self {
        let app = TestApp::spawn_with_clock(Clock::manual(START_MS), |config| {
            config.market.feed = "none".into();
        })
        .await;
        let finance = operator(&app, "finance@example.com", "finance").await;
        Dual { app, finance }
    }

    fn ctx(&self) -> dual::Ctx {
        dual::Ctx {
            db: self.app.state.db.clone(),
            clock: self.app.state.clock.clone(),
            demo: self.app.state.config.server.demo,
        }
    }

    /// Moves the clock and does what the scheduler does at that moment; answers how many orders it settled.
    async fn advance_to(&self, at: i64) -> usize {
        let now = self.app.state.clock.now_ms();
        self.app.state.clock.advance(at - now);
        dual::settle::step(&self.ctx(), at).await.unwrap()
    }

    async fn fund(&self, currency: i64, amount: &str) -> Value {
        admin_post(
            &self.app,
            "/dual/reserve/fund",
            &self.finance,
            &[
                ("currency", &currency.to_string()),
                ("amount", amount),
                ("reason", "Dual budget"),
            ],
        )
        .await
    }

    async fn withdraw(&self, currency: i64, amount: &str) -> Value {
        let form = [
            ("currency", currency.to_string()),
            ("amount", amount.to_string()),
            ("reason", "Surplus back to treasury".to_string()),
        ];
        let form: Vec<(&str, &str)> = form.iter().map(|(k, v)| (*k, v.as_str())).collect();
        admin_post(&self.app, "/dual/reserve/withdraw", &self.finance, &form).await
    }

    /// A product of `total` shares, at most `limit` a user, at 36.5 % APR (0.1 % a day); `term` is
    /// `("days", "1")` from today's 16:00 display time or `("minutes", "5")`. Answers its id.
    async fn product(
        &self,
        coin: i64,
        kind: &str,
        reference: &str,
        term: (&str, &str),
        total: i64,
        limit: i64,
    ) -> i64 {
        let today = mercato::clock::display(START_MS, time::UtcOffset::from_hms(8, 0, 0).unwrap());
        let coin = coin.to_string();
        let total = total.to_string();
        let limit = limit.to_string();
        let mut form = vec![
            ("currency", coin.as_str()),
            ("type", kind),
            ("name", "Dual"),
            ("rate", "36.5"),
            ("exercise_price", reference),
            ("total_number", total.as_str()),
            ("user_limit", limit.as_str()),
            term,
        ];
        if term.0 == "days" {
            form.push(("start_date", &today[..10]));
        }
        let created = admin_post(&self.app, "/dual/products/create", &self.finance, &form).await;
        ok(&created);
        created["message"]["id"].as_i64().unwrap()
    }

    async fn open(&self, id: i64) -> Value {
        admin_post(
            &self.app,
            "/dual/products/open",
            &self.finance,
            &[("id", &id.to_string())],
        )
        .await
    }

    /// A signed-in user with `btc` BTC and `usdt` USDT in the change account.
    async fn user(&self, email: &str, btc: &str, usdt: &str) -> String {
        let token = self.app.signed_up(email).await;
        let id = self
            .app
            .count(&format!("SELECT id FROM users WHERE email = '{email}'"))
            .await
            .to_string();
        for (currency, amount) in [("1", btc), ("3", usdt)].into_iter().filter(|(_, a)| *a != "0") {
            ok(&admin_post(
                &self.app,
                "/ledger/adjust",
                &self.finance,
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

    async fn buy(&self, token: &str, id: i64, num: &str) -> Value {
        self.app
            .post(
                "/dual/buyDual",
                Some(token),
                &[("id", &id.to_string()), ("num", num)],
            )
            .await
    }

    async fn orders(&self, token: &str) -> Vec<Value> {
        let body = self
            .app
            .post("/dual/dual_list", Some(token), &[("limit", "100")])
            .await;
        ok(&body);
        body["message"]["list"].as_array().unwrap().clone()
    }

    async fn settle_at(&self, id: i64) -> i64 {
        self.app
            .count(&format!("SELECT settle_at FROM dual_products WHERE id = {id}"))
            .await
    }
}

/// Records the index of `market` for the second `ts` (ms).
async fn price(app: &TestApp, market: i64, ts: i64, usdt: i64) {
    mercato::market::index::record(&app.state.market_ctx, ts, "test", &[(market, usdt * UNIT)])
        .await
        .unwrap();
}

fn order_of(orders: &[Value], product: i64) -> Value {
    orders
        .iter()
        .find(|o| o["dual_id"] == product)
        .unwrap_or_else(|| panic!("an order of product {product}: {orders:?}"))
        .clone()
}

#[tokio::test]
async fn calls_and_puts_settle_below_at_and_above_the_reference_on_the_index_of_their_16_00_second() {
    let d = Dual::new().await;
    ok(&d.fund(BTC, "4").await);
    ok(&d.fund(3, "200000").await);
    let mut products = Vec::new();
    for kind in ["call", "put"] {
        for reference in ["60000", "50000", "40000"] {
            let id = d.product(BTC, kind, reference, ("days", "1"), 10, 5).await;
            ok(&d.open(id).await);
            products.push((kind, reference, id));
        }
    }
    let listed = d
        .app
        .get("/dual/index", None, &[("currency_id", "1"), ("type", "put")])
        .await;
    ok(&listed);
    let first = &listed["message"]["dual_currencys"][0];
    assert_eq!(first["type"], "put");
    assert_eq!(first["rate"], "36.50");
    assert_eq!(first["exercise_price"], "60000.00");
    assert_eq!(
        first["share"], "6000.00000000",
        "a put's share is the reference price ÷ 10 in USDT"
    );
    assert_eq!(first["settle_time"], "2024-10-05 16:00:00");
    assert_eq!(first["remaining_number"], 10);
    assert_eq!(first["status"], 1);
    assert_eq!(
        first["reserve_cover"], "133",
        "200 000 USDT against 150 300 USDT needed"
    );

    let alice = d.user("alice@example.com", "1", "40000").await;
    for (_, _, id) in &products {
        ok(&d.buy(&alice, *id, "2").await);
    }
    assert_eq!(
        d.change("alice@example.com", BTC).await,
        40_000_000,
        "0.6 BTC invested"
    );
    assert_eq!(
        d.change("alice@example.com", 3).await,
        10_000 * UNIT,
        "30 000 USDT invested"
    );
    assert_ledger_clean(&d.app).await;

    let settle = d.settle_at(products[0].2).await;
    assert_eq!(
        settle,
        20_001 * DAY_MS + 8 * 3_600_000,
        "16:00 display time a day after the start"
    );
    price(&d.app, 1, settle - 1_000, 49_000).await;
    price(&d.app, 1, settle, 50_000).await;
    price(&d.app, 1, settle + 1_000, 51_000).await;
    assert_eq!(
        d.advance_to(settle - 1).await,
        0,
        "nothing settles before its second"
    );
    d.advance_to(settle).await;
    let orders = d.orders(&alice).await;
    let expect = [
        ("call", "60000", "BTC", "0.20020000"),
        ("call", "50000", "USDT", "10010.00000000"),
        ("call", "40000", "USDT", "8008.00000000"),
        ("put", "60000", "BTC", "0.20020000"),
        ("put", "50000", "USDT", "10010.00000000"),
        ("put", "40000", "USDT", "8008.00000000"),
    ];
    for ((kind, reference, id), (k, r, currency, paid)) in products.iter().zip(expect) {
        assert_eq!((*kind, *reference), (k, r));
        let o = order_of(&orders, *id);
        assert_eq!(o["status"], 3, "{o}");
        assert_eq!(o["settle_currency"], currency, "{kind} {reference}: {o}");
        assert_eq!(o["success"], paid, "{kind} {reference}: {o}");
        assert_eq!(o["settle_price"], "50000.00");
        assert_eq!(o["settle_price_source"], "test");
        assert_eq!(o["settle_price_ts"], settle);
        assert!(o["formula"].as_str().unwrap().contains("rounded down"), "{o}");
    }
    let put_below = order_of(&orders, products[3].2);
    assert_eq!(
        put_below["formula"],
        "50000.00 < 60000.00; 12000.00000000 USDT ÷ 60000.00 = 0.20000000 BTC; 0.20000000 × (1 + 1 × 36.50% ÷ 365) = 0.20020000 BTC, rounded down"
    );
    assert_eq!(
        d.change("alice@example.com", BTC).await,
        40_000_000 + 2 * 20_020_000
    );
    assert_eq!(
        d.change("alice@example.com", 3).await,
        10_000 * UNIT + 2 * (10_010 + 8_008) * UNIT
    );
    assert_eq!(d.advance_to(settle + DAY_MS).await, 0, "nothing is paid twice");
    assert_eq!(
        d.app
            .count("SELECT COUNT(*) FROM ledger_transactions WHERE kind = 41")
            .await,
        6
    );
    assert_ledger_clean(&d.app).await;
}

#[tokio::test]
async fn a_missing_second_waits_its_grace_then_takes_the_nearest_earlier_sample_or_refunds_with_interest() {
    let d = Dual::new().await;
    ok(&d.fund(BTC, "1").await);
    ok(&d.fund(ETH, "2").await);
    ok(&d.fund(3, "20000").await);
    let btc = d.product(BTC, "call", "50000", ("minutes", "5"), 2, 2).await;
    let eth = d.product(ETH, "put", "3000", ("minutes", "5"), 10, 10).await;
    ok(&d.open(btc).await);
    ok(&d.open(eth).await);
    let alice = d.user("alice@example.com", "1", "1000").await;
    ok(&d.buy(&alice, btc, "1").await);
    ok(&d.buy(&alice, eth, "1").await);
    let settle = d.settle_at(btc).await;
    assert_eq!(
        settle,
        START_MS + 10 * 60_000,
        "five minutes on sale, then five minutes of term"
    );
    price(&d.app, 1, settle - 20_000, 51_000).await;
    price(&d.app, 1, settle - 61_000, 40_000).await;
    price(&d.app, 2, settle - 61_000, 2_000).await;
    assert_eq!(
        d.advance_to(settle + 29_999).await,
        0,
        "the settlement second may still arrive"
    );
    error(&d.buy(&alice, btc, "1").await, "ended");
    d.advance_to(settle + 30_000).await;
    let orders = d.orders(&alice).await;
    let call = order_of(&orders, btc);
    assert_eq!(call["status"], 3);
    assert_eq!(
        call["settle_price"], "51000.00",
        "the nearest earlier sample within a minute"
    );
    assert_eq!(call["settle_price_ts"], settle - 20_000);
    assert_eq!(call["settle_currency"], "USDT");
    // 5000 USDT × (1 + 5/1440 × 36.5 % / 365) = 5000.01736111…
    assert_eq!(call["success"], "5000.01736111");
    let put = order_of(&orders, eth);
    assert_eq!(put["status"], 4, "no sample within a minute: refunded");
    assert_eq!(put["settle_price"], Value::Null);
    assert_eq!(put["settle_price_source"], "none");
    assert_eq!(put["settle_currency"], "USDT");
    assert_eq!(
        put["success"], "300.00104166",
        "300 USDT and its interest, rounded down"
    );
    assert_ledger_clean(&d.app).await;
}

#[tokio::test]
async fn a_product_is_refused_on_sale_while_its_reserves_cannot_cover_it() {
    let d = Dual::new().await;
    ok(&d.fund(BTC, "0.01").await);
    ok(&d.fund(3, "50000").await);
    // 10 shares of a 50 000 call need 0.001 BTC should they be paid in BTC, 50 050 USDT should they be paid in USDT.
    let id = d.product(BTC, "call", "50000", ("days", "1"), 10, 10).await;
    error(&d.open(id).await, "reserve_short");
    let listed = d.app.get("/dual/index", None, &[("currency_id", "1")]).await;
    assert_eq!(listed["message"]["dual_currencys"], serde_json::json!([]));
    let alice = d.user("alice@example.com", "1", "0").await;
    error(&d.buy(&alice, id, "1").await, "not_on_sale");
    ok(&d.fund(3, "50").await);
    ok(&d.open(id).await);
    let detail = d.app.get("/dual/detail", None, &[("id", &id.to_string())]).await;
    assert_eq!(detail["message"]["reserve_cover"], "100");
    assert_eq!(
        d.app
            .count("SELECT COUNT(*) FROM audit_log WHERE action = 'dual.product.open'")
            .await,
        1,
        "the refused attempt left no record"
    );
    assert_eq!(
        d.app
            .count("SELECT COUNT(*) FROM rule_changes WHERE product = 'dual'")
            .await,
        1,
        "its terms are in the public changelog"
    );
    let second = d.product(BTC, "put", "50000", ("days", "1"), 1, 1).await;
    error(&d.open(second).await, "reserve_short");
    assert_ledger_clean(&d.app).await;
}

#[tokio::test]
async fn refused_purchases_change_nothing() {
    let d = Dual::new().await;
    ok(&d.fund(BTC, "1").await);
    ok(&d.fund(3, "100000").await);
    let id = d.product(BTC, "call", "50000", ("days", "1"), 10, 3).await;
    ok(&d.open(id).await);
    let alice = d.user("alice@example.com", "0.25", "0").await;
    for num in ["1.5", "0", "-1", "abc", ""] {
        let answer = d.buy(&alice, id, num).await;
        assert!(
            answer["error"] == "invalid_amount" || answer["error"] == "invalid_params",
            "{num}: {answer}"
        );
    }
    error(&d.buy(&alice, id, "4").await, "user_limit_exceeded");
    error(&d.buy(&alice, id, "3").await, "insufficient_balance");
    error(&d.buy(&alice, id + 100, "1").await, "not_found");
    error(
        &d.app.get("/dual/detail", None, &[("id", "999")]).await,
        "not_found",
    );
    ok(&d.buy(&alice, id, "2").await);
    error(&d.buy(&alice, id, "2").await, "user_limit_exceeded");
    let bob = d.user("bob@example.com", "5", "0").await;
    let carol = d.user("carol@example.com", "5", "0").await;
    ok(&d.buy(&bob, id, "3").await);
    ok(&d.buy(&carol, id, "3").await);
    error(&d.buy(&bob, id, "1").await, "user_limit_exceeded");
    let dave = d.user("dave@example.com", "5", "0").await;
    error(&d.buy(&dave, id, "3").await, "sold_out");
    assert_eq!(d.change("alice@example.com", BTC).await, 5_000_000);
    assert_eq!(d.change("dave@example.com", BTC).await, 5 * UNIT);
    assert_eq!(d.app.count("SELECT COUNT(*) FROM dual_orders").await, 3);
    assert_eq!(d.app.count("SELECT purchased_number FROM dual_products").await, 8);
    assert_eq!(
        d.app.count("SELECT shares FROM dual_holdings h JOIN users u ON u.id = h.user_id WHERE u.email = 'alice@example.com'").await,
        2
    );
    assert_ledger_clean(&d.app).await;
}

#[tokio::test]
async fn fifty_racing_purchases_of_the_last_twelve_shares_sell_exactly_twelve() {
    let d = Dual::new().await;
    ok(&d.fund(BTC, "1").await);
    ok(&d.fund(3, "100000").await);
    let id = d.product(BTC, "call", "50000", ("days", "1"), 12, 12).await;
    ok(&d.open(id).await);
    let alice = d.user("alice@example.com", "10", "0").await;
    let answers = futures_util::future::join_all((0..50).map(|_| d.buy(&alice, id, "1"))).await;
    assert_eq!(accepted_else(&answers, "sold_out"), 12);
    assert_eq!(d.app.count("SELECT COUNT(*) FROM dual_orders").await, 12);
    assert_eq!(
        d.app.count("SELECT purchased_number FROM dual_products").await,
        12
    );
    assert_eq!(
        d.change("alice@example.com", BTC).await,
        10 * UNIT - 12 * 10_000_000
    );
    assert_ledger_clean(&d.app).await;
}

#[tokio::test]
async fn fifty_racing_purchases_by_one_user_stop_exactly_at_the_per_user_limit() {
    let d = Dual::new().await;
    ok(&d.fund(BTC, "1").await);
    ok(&d.fund(3, "600000").await);
    let id = d.product(BTC, "call", "50000", ("days", "1"), 100, 7).await;
    ok(&d.open(id).await);
    let alice = d.user("alice@example.com", "10", "0").await;
    let answers = futures_util::future::join_all((0..50).map(|_| d.buy(&alice, id, "1"))).await;
    assert_eq!(accepted_else(&answers, "user_limit_exceeded"), 7);
    assert_eq!(d.app.count("SELECT purchased_number FROM dual_products").await, 7);
    assert_eq!(d.app.count("SELECT shares FROM dual_holdings").await, 7);
    assert_ledger_clean(&d.app).await;
}

#[tokio::test]
async fn no_operator_call_or_statement_can_change_a_recorded_settlement() {
    let d = Dual::new().await;
    ok(&d.fund(BTC, "1").await);
    ok(&d.fund(3, "100000").await);
    let id = d.product(BTC, "call", "50000", ("minutes", "1"), 10, 10).await;
    ok(&d.open(id).await);
    let alice = d.user("alice@example.com", "1", "0").await;
    ok(&d.buy(&alice, id, "1").await);
    let settle = d.settle_at(id).await;
    price(&d.app, 1, settle, 49_000).await;
    d.advance_to(settle).await;
    let before = d.orders(&alice).await;
    let sid = id.to_string();
    for path in ["/dual/products/open", "/dual/products/close"] {
        let answer = admin_post(
            &d.app,
            path,
            &d.finance,
            &[("id", &sid), ("settle_price", "60000")],
        )
        .await;
        assert_eq!(answer["type"], "error", "{path}: {answer}");
    }
    for path in [
        "/dual/products/settle",
        "/dual/settle_price",
        "/dual/orders/settle",
    ] {
        let answer = d
            .app
            .client
            .post(d.app.url(&format!("/admin/api{path}")))
            .header("Authorization", &d.finance)
            .form(&[("id", sid.as_str()), ("price", "60000")])
            .send()
            .await
            .unwrap();
        assert_eq!(answer.status(), 404, "{path} does not exist");
    }
    assert!(
        d.app
            .try_exec("UPDATE dual_products SET settle_price = 1")
            .await
            .is_err()
    );
    assert!(
        d.app
            .try_exec("UPDATE dual_orders SET settle_price = 1, payout = 1")
            .await
            .is_err()
    );
    assert!(d.app.try_exec("DELETE FROM dual_orders").await.is_err());
    assert_eq!(d.orders(&alice).await, before);
    assert_ledger_clean(&d.app).await;
}

#[tokio::test]
async fn ledger_verify_reports_a_dual_pool_that_the_orders_do_not_explain() {
    let d = Dual::new().await;
    ok(&d.fund(BTC, "1").await);
    ok(&d.fund(3, "100000").await);
    let id = d.product(BTC, "call", "50000", ("days", "1"), 10, 10).await;
    ok(&d.open(id).await);
    let alice = d.user("alice@example.com", "1", "0").await;
    ok(&d.buy(&alice, id, "1").await);
    assert_ledger_clean(&d.app).await;
    d.app
        .exec("UPDATE dual_orders SET principal = principal - 1")
        .await;
    let report = mercato::ledger::verify::verify(&d.app.state.db).await.unwrap();
    assert!(
        report.problems.iter().any(|p| p.contains("dual_pool holds")),
        "{:?}",
        report.problems
    );
}

#[tokio::test]
async fn a_demo_server_keeps_labelled_btc_and_eth_calls_and_puts_on_sale_with_a_five_minute_one_to_watch() {
    let app = TestApp::spawn_with_clock(Clock::manual(START_MS), |config| {
        config.server.demo = true;
        config.market.feed = "none".into();
    })
    .await;
    let mut names = Vec::new();
    for (currency, kind) in [("1", "call"), ("1", "put"), ("2", "call"), ("2", "put")] {
        let listed = app
            .get("/dual/index", None, &[("currency_id", currency), ("type", kind)])
            .await;
        ok(&listed);
        for p in listed["message"]["dual_currencys"].as_array().unwrap() {
            assert_eq!(p["demo"], 1);
            assert_eq!(p["status"], 1);
            assert!(
                p["name"].as_str().unwrap().starts_with("演示"),
                "labelled demo in the reader's language: {p}"
            );
            assert_eq!(p["reserve_cover"], "100", "{p}");
            names.push(p["name"].as_str().unwrap().to_string());
        }
    }
    assert_eq!(names.len(), 5, "{names:?}");
    let minutes = app
        .count("SELECT id FROM dual_products WHERE term_minutes = 5")
        .await;
    let ctx = dual::Ctx {
        db: app.state.db.clone(),
        clock: app.state.clock.clone(),
        demo: true,
    };
    let start = app
        .count(&format!(
            "SELECT start_at FROM dual_products WHERE id = {minutes}"
        ))
        .await;
    app.state.clock.advance(start - START_MS);
    dual::settle::step(&ctx, start).await.unwrap();
    assert_eq!(
        app.count("SELECT COUNT(*) FROM dual_products WHERE term_minutes = 5 AND status = 1")
            .await,
        1,
        "a new five-minute product is on sale once the last one's sale closed"
    );
    assert_eq!(
        app.count("SELECT COUNT(*) FROM dual_products WHERE term_minutes = 5")
            .await,
        2
    );
    assert_ledger_clean(&app).await;
}

#[tokio::test]
async fn an_order_due_while_the_server_was_down_is_settled_exactly_once_on_restart() {
    let first = Dual::new().await;
    ok(&first.fund(BTC, "1").await);
    ok(&first.fund(3, "100000").await);
    let id = first
        .product(BTC, "call", "50000", ("minutes", "5"), 10, 10)
        .await;
    ok(&first.open(id).await);
    let alice = first.user("alice@example.com", "1", "0").await;
    ok(&first.buy(&alice, id, "1").await);
    let settle = first.settle_at(id).await;
    price(&first.app, 1, settle, 49_000).await;
    let url = first.app.state.config.database.url.clone();
    let dir = first.app.stop().await;
    let app = TestApp::spawn_with_clock(Clock::manual(settle + DAY_MS), |config| {
        config.market.feed = "none".into();
        config.server.data_dir = dir.path().to_path_buf();
        config.database.url = url;
    })
    .await;
    let ctx = dual::Ctx {
        db: app.state.db.clone(),
        clock: app.state.clock.clone(),
        demo: false,
    };
    dual::settle::step(&ctx, settle + DAY_MS).await.unwrap();
    dual::settle::step(&ctx, settle + DAY_MS).await.unwrap();
    assert_eq!(app.count("SELECT status FROM dual_orders").await, 3);
    assert_eq!(app.count("SELECT settle_price_ts FROM dual_orders").await, settle);
    assert_eq!(
        app.count("SELECT COUNT(*) FROM ledger_transactions WHERE kind = 41")
            .await,
        1,
        "one settlement posting"
    );
    assert_ledger_clean(&app).await;
    drop(dir);
}

#[tokio::test]
async fn only_a_dual_reserves_surplus_beyond_what_products_on_sale_may_take_can_be_withdrawn() {
    let d = Dual::new().await;
    ok(&d.fund(BTC, "0.01").await);
    ok(&d.fund(3, "50100").await);
    // 10 shares of a 50 000 call may take 0.001 BTC, or 50 050 USDT.
    let id = d.product(BTC, "call", "50000", ("days", "1"), 10, 10).await;
    ok(&d.open(id).await);
    error(&d.withdraw(3, "50.00000001").await, "reserve_short");
    error(&d.withdraw(BTC, "0.00900001").await, "reserve_short");
    error(&d.withdraw(3, "0").await, "invalid_params");
    ok(&d.withdraw(3, "50").await);
    ok(&d.withdraw(BTC, "0.009").await);
    error(&d.withdraw(3, "0.00000001").await, "reserve_short");
    let audited = d
        .app
        .count("SELECT COUNT(*) FROM audit_log WHERE action = 'dual.reserve.withdraw'")
        .await;
    assert_eq!(audited, 2, "refused withdrawals leave no record");
    assert_ledger_clean(&d.app).await;
}

#[tokio::test]
async fn fifty_racing_withdrawals_of_100_usdt_from_a_1250_usdt_dual_reserve_let_exactly_twelve_through() {
    let d = Dual::new().await;
    ok(&d.fund(3, "1250").await);
    let answers = futures_util::future::join_all((0..50).map(|_| d.withdraw(3, "100"))).await;
    let through = accepted_else(&answers, "reserve_short");
    assert_eq!(through, 12, "{answers:?}");
    let left = d
        .app
        .count("SELECT available FROM accounts WHERE system_role = 'dual_reserve' AND asset_id = 3")
        .await;
    assert_eq!(left, 50 * UNIT);
    assert_ledger_clean(&d.app).await;
}

#[tokio::test]
async fn finance_lists_every_product_newest_first_with_whether_it_may_go_on_sale_is_on_sale_or_is_over() {
    let d = Dual::new().await;
    ok(&d.fund(BTC, "4").await);
    ok(&d.fund(3, "200000").await);
    let waiting = d.product(BTC, "put", "50000", ("days", "1"), 10, 5).await;
    let selling = d.product(BTC, "call", "60000", ("days", "1"), 10, 5).await;
    ok(&d.open(selling).await);

    let status = |list: &Value, id: i64| {
        let rows = list["message"].as_array().unwrap();
        rows.iter().find(|r| r["id"].as_i64() == Some(id)).unwrap()["status"].clone()
    };
    let list = admin_get(&d.app, "/dual/products", &d.finance).await;
    ok(&list);
    let rows = list["message"].as_array().unwrap();
    assert_eq!(
        rows[0]["id"].as_i64(),
        Some(selling),
        "the newest product comes first"
    );
    assert_eq!(rows[0]["type"], "call");
    assert_eq!(rows[0]["exercise_price"], "60000.00");
    assert_eq!(rows[0]["rate"], "36.50");
    assert_eq!(rows[0]["currency_name"], "BTC");
    assert_eq!(status(&list, selling), 1);
    assert_eq!(status(&list, waiting), 0);

    // The sale ends at 16:00 display time (08:00 UTC), seven hours after the start.
    d.app.state.clock.advance(8 * 3_600_000);
    let list = admin_get(&d.app, "/dual/products", &d.finance).await;
    ok(&list);
    assert_eq!(
        status(&list, selling),
        2,
        "its sale is over once its term started"
    );
    assert_eq!(
        status(&list, waiting),
        2,
        "a product whose start has passed can no longer go on sale"
    );
}
