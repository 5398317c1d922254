//! OTC / P2P trading: merchants' deposits, escrow from order to release, cancellation on timeout, disputes decided
//! both ways, racing takers on the last of an ad, and the chat kept as evidence.

use mercato::{
    clock::Clock,
    features::otc::{demo, expiry},
};
use serde_json::Value;

use crate::common::{TestApp, accepted_else, admin_post, assert_ledger_clean, error, ok, operator};

const START_MS: i64 = 20_000 * 86_400_000;
const MINUTE_MS: i64 = 60_000;
const UNIT: i64 = 100_000_000;
const USDT: i64 = 3;

struct P2p {
    app: TestApp,
    finance: String,
    compliance: String,
    support: String,
}

impl P2p {
    async fn new() -> Self {
        Self::spawn(false).await
    }

    /// A server without a market feed; `demo` also turns demo mode on (without the demo market maker).
    async fn spawn(demo: bool) -> Self {
        let app = TestApp::spawn_with_clock(Clock::manual(START_MS), move |config| {
            config.market.feed = "none".into();
            if demo {
                config.server.demo = true;
                config.market.maker = Some(false);
            }
        })
        .await;
        let finance = operator(&app, "finance@example.com", "finance").await;
        let compliance = operator(&app, "compliance@example.com", "compliance").await;
        let support = operator(&app, "support@example.com", "support").await;
        P2p {
            app,
            finance,
            compliance,
            support,
        }
    }

    async fn user_id(&self, email: &str) -> String {
        self.app
            .count(&format!("SELECT id FROM users WHERE email = '{email}'"))
            .await
            .to_string()
    }

    /// A signed-in user with `usdt` in the legal account and a bank card filled in.
    async fn user(&self, email: &str, usdt: &str) -> String {
        let token = self.app.signed_up(email).await;
        if usdt != "0" {
            let id = self.user_id(email).await;
            let form = [
                ("user_id", id.as_str()),
                ("currency", "3"),
                ("account", "legal"),
                ("amount", usdt),
                ("reason", "Test funds"),
            ];
            ok(&admin_post(&self.app, "/ledger/adjust", &self.finance, &form).await);
        }
        let card = [
            ("real_name", "Li Wei"),
            ("bank_name", "Bank of Test"),
            ("bank_account", "6222 0000 1111"),
            ("bank_dizhi", "Main branch"),
        ];
        ok(&self.app.post("/user/cash_save", Some(&token), &card).await);
        token
    }

    /// An approved merchant with `usdt` in the legal account.
    async fn merchant(&self, email: &str, usdt: &str) -> String {
        let token = self.user(email, usdt).await;
        ok(&self
            .app
            .post("/otc/merchant_apply", Some(&token), &[("name", "Fast Coins")])
            .await);
        let id = self.user_id(email).await;
        let form = [
            ("user_id", id.as_str()),
            ("approve", "1"),
            ("reason", "Documents checked"),
        ];
        ok(&admin_post(&self.app, "/otc/merchants/decide", &self.compliance, &form).await);
        token
    }

    /// A fixed-price USD ad of `side` for `total` USDT, 1 USD a coin, 1 to 1000 USD an order, paid in 15 minutes.
    async fn ad(&self, token: &str, side: &str, total: &str) -> String {
        let form = [
            ("side", side),
            ("currency", "3"),
            ("fiat", "USD"),
            ("price_type", "0"),
            ("price", "1.00"),
            ("total", total),
            ("min", "1"),
            ("max", "1000"),
            ("methods", "bank"),
            ("window", "15"),
        ];
        let body = self.app.post("/otc/ad_save", Some(token), &form).await;
        ok(&body);
        body["message"].as_i64().unwrap().to_string()
    }

    async fn take(&self, token: &str, ad: &str, amount: &str) -> Value {
        let form = [("ad_id", ad), ("amount", amount), ("method", "bank")];
        self.app.post("/otc/order_create", Some(token), &form).await
    }

    async fn taken(&self, token: &str, ad: &str, amount: &str) -> String {
        let body = self.take(token, ad, amount).await;
        ok(&body);
        body["message"].as_i64().unwrap().to_string()
    }

    async fn order(&self, token: &str, id: &str) -> Value {
        let body = self.app.get("/otc/order", Some(token), &[("id", id)]).await;
        ok(&body);
        body["message"].clone()
    }

    /// Available and frozen USDT of a user's legal account.
    async fn legal(&self, email: &str) -> (i64, i64) {
        let sql = |column: &str| {
            format!(
                "SELECT COALESCE(MAX(a.{column}), 0) FROM accounts a JOIN users u ON u.id = a.user_id \
                 WHERE u.email = '{email}' AND a.asset_id = {USDT} AND a.kind = 1"
            )
        };
        (
            self.app.count(&sql("available")).await,
            self.app.count(&sql("frozen")).await,
        )
    }

    async fn advance(&self, ms: i64) {
        self.app.state.clock.advance(ms);
    }

    fn expiry(&self) -> expiry::Ctx {
        expiry::Ctx {
            db: self.app.state.db.clone(),
            clock: self.app.state.clock.clone(),
        }
    }
}

#[tokio::test]
async fn a_p2p_order_escrows_the_sellers_coins_and_the_sellers_release_moves_them_to_the_buyer() {
    let p = P2p::new().await;
    let merchant = p.merchant("merchant@example.com", "1000").await;
    assert_eq!(
        p.legal("merchant@example.com").await,
        (500 * UNIT, 500 * UNIT),
        "the security deposit is frozen"
    );
    let ad = p.ad(&merchant, "1", "300").await;
    let buyer = p.user("buyer@example.com", "0").await;

    let listed = p
        .app
        .get("/otc/ads", None, &[("side", "1"), ("fiat", "USD")])
        .await;
    ok(&listed);
    let first = &listed["message"]["data"][0];
    assert_eq!(
        (first["price"].as_str(), first["remaining"].as_str()),
        (Some("1.00"), Some("300.00000000"))
    );
    assert_eq!(first["merchant"]["name"], "Fast Coins");

    let id = p.taken(&buyer, &ad, "100.5").await;
    assert_eq!(
        p.legal("merchant@example.com").await,
        (3_995 * UNIT / 10, 6_005 * UNIT / 10),
        "the coins are escrowed with the order"
    );
    let seen = p.order(&buyer, &id).await;
    assert_eq!(
        (
            seen["role"].as_str(),
            seen["fiat_amount"].as_str(),
            seen["status"].as_i64()
        ),
        (Some("buyer"), Some("100.50"), Some(0))
    );
    assert_eq!(
        seen["payee"]["bank_account"], "6222 0000 1111",
        "the buyer sees where to pay"
    );
    assert_eq!(p.order(&merchant, &id).await["role"], "seller");

    let picture = p.app.uploaded_image(&buyer).await;
    let line = [
        ("order_id", id.as_str()),
        ("kind", "text"),
        ("content", "<b>Paid</b> by bank"),
    ];
    ok(&p.app.post("/otc/chat_send", Some(&buyer), &line).await);
    let stranger = p.user("stranger@example.com", "0").await;
    error(
        &p.app.post("/otc/chat_send", Some(&stranger), &line).await,
        "invalid_params",
    );
    error(
        &p.app
            .post("/otc/order_release", Some(&buyer), &[("id", &id)])
            .await,
        "otc_order_state",
    );
    ok(&p
        .app
        .post(
            "/otc/order_paid",
            Some(&buyer),
            &[("id", &id), ("voucher", &picture)],
        )
        .await);
    ok(&p
        .app
        .post("/otc/order_release", Some(&merchant), &[("id", &id)])
        .await);
    error(
        &p.app
            .post("/otc/order_release", Some(&merchant), &[("id", &id)])
            .await,
        "otc_order_state",
    );

    assert_eq!(p.legal("buyer@example.com").await, (1_005 * UNIT / 10, 0));
    assert_eq!(
        p.legal("merchant@example.com").await,
        (3_995 * UNIT / 10, 500 * UNIT)
    );
    let chat = p
        .app
        .get("/otc/chat", Some(&merchant), &[("order_id", &id)])
        .await;
    ok(&chat);
    let lines: Vec<(String, String)> = chat["message"]
        .as_array()
        .unwrap()
        .iter()
        .map(|m| {
            (
                m["kind"].as_str().unwrap().into(),
                m["content"].as_str().unwrap().into(),
            )
        })
        .collect();
    assert_eq!(
        lines,
        [
            ("text".into(), "<b>Paid</b> by bank".into()),
            ("system".into(), "paid".into()),
            ("system".into(), "released".into()),
        ],
        "the chat keeps every line as written"
    );

    error(
        &p.app
            .post(
                "/otc/order_rate",
                Some(&merchant),
                &[("id", &id), ("rating", "5")],
            )
            .await,
        "otc_order_state",
    );
    ok(&p
        .app
        .post("/otc/order_rate", Some(&buyer), &[("id", &id), ("rating", "5")])
        .await);
    error(
        &p.app
            .post("/otc/order_rate", Some(&buyer), &[("id", &id), ("rating", "1")])
            .await,
        "otc_order_state",
    );
    let merchant_id = p.user_id("merchant@example.com").await;
    let record = p
        .app
        .get("/otc/merchant", None, &[("user_id", &merchant_id)])
        .await;
    ok(&record);
    assert_eq!(
        (
            record["message"]["completed"].as_i64(),
            record["message"]["completion_rate"].as_str()
        ),
        (Some(1), Some("100.00"))
    );
    assert_eq!(record["message"]["rating"], "5.00");
    assert_ledger_clean(&p.app).await;
}

#[tokio::test]
async fn an_unpaid_order_cancels_at_the_end_of_its_window_and_its_escrow_returns() {
    let p = P2p::new().await;
    let merchant = p.merchant("merchant@example.com", "1000").await;
    let ad = p.ad(&merchant, "1", "300").await;
    let buyer = p.user("buyer@example.com", "0").await;
    let late = p.taken(&buyer, &ad, "100").await;
    let changed_mind = p.taken(&buyer, &ad, "50").await;
    ok(&p
        .app
        .post("/otc/order_cancel", Some(&buyer), &[("id", &changed_mind)])
        .await);
    assert_eq!(p.order(&buyer, &changed_mind).await["cancel_reason"], "buyer");

    p.advance(14 * MINUTE_MS).await;
    assert_eq!(
        expiry::step(&p.expiry(), p.app.state.clock.now_ms())
            .await
            .unwrap(),
        0
    );
    p.advance(MINUTE_MS).await;
    assert_eq!(
        expiry::step(&p.expiry(), p.app.state.clock.now_ms())
            .await
            .unwrap(),
        1
    );
    assert_eq!(
        expiry::step(&p.expiry(), p.app.state.clock.now_ms())
            .await
            .unwrap(),
        0,
        "once"
    );
    let seen = p.order(&buyer, &late).await;
    assert_eq!(
        (seen["status"].as_i64(), seen["cancel_reason"].as_str()),
        (Some(4), Some("timeout"))
    );
    error(
        &p.app
            .post("/otc/order_paid", Some(&buyer), &[("id", &late)])
            .await,
        "otc_order_state",
    );
    assert_eq!(p.legal("merchant@example.com").await, (500 * UNIT, 500 * UNIT));
    let ad_now = p.app.get("/otc/ad", None, &[("id", &ad)]).await;
    assert_eq!(
        ad_now["message"]["remaining"], "300.00000000",
        "the ad has its coins back"
    );
    assert_ledger_clean(&p.app).await;
}

#[tokio::test]
async fn a_dispute_opens_only_after_the_published_wait_and_is_decided_either_way_with_nothing_else() {
    let p = P2p::new().await;
    let merchant = p.merchant("merchant@example.com", "1000").await;
    let sells = p.ad(&merchant, "1", "300").await;
    let buyer = p.user("buyer@example.com", "200").await;
    let released = p.taken(&buyer, &sells, "100").await;
    let buys = p.ad(&merchant, "2", "300").await;
    // The user sells to the merchant's buy ad: the user's coins are escrowed.
    let returned = p.taken(&buyer, &buys, "80").await;
    assert_eq!(p.legal("buyer@example.com").await, (120 * UNIT, 80 * UNIT));
    ok(&p
        .app
        .post("/otc/order_paid", Some(&buyer), &[("id", &released)])
        .await);
    ok(&p
        .app
        .post("/otc/order_paid", Some(&merchant), &[("id", &returned)])
        .await);

    let dispute = |id: &str| {
        [
            ("id", id.to_string()),
            ("reason", "No coins after payment".to_string()),
        ]
    };
    let form = dispute(&released);
    let form: Vec<(&str, &str)> = form.iter().map(|(k, v)| (*k, v.as_str())).collect();
    error(
        &p.app.post("/otc/order_dispute", Some(&buyer), &form).await,
        "otc_appeal_early",
    );
    p.advance(15 * MINUTE_MS).await;
    ok(&p.app.post("/otc/order_dispute", Some(&buyer), &form).await);
    let form2 = dispute(&returned);
    let form2: Vec<(&str, &str)> = form2.iter().map(|(k, v)| (*k, v.as_str())).collect();
    ok(&p.app.post("/otc/order_dispute", Some(&buyer), &form2).await);
    error(
        &p.app
            .post("/otc/order_release", Some(&merchant), &[("id", &released)])
            .await,
        "otc_order_state",
    );

    let disputes = admin_post(&p.app, "/otc/orders", &p.support, &[("status", "2")]).await;
    ok(&disputes);
    assert_eq!(disputes["message"]["total"], 2);
    let case = admin_post(&p.app, "/otc/order", &p.support, &[("id", &released)]).await;
    ok(&case);
    assert_eq!(
        case["message"]["order"]["dispute"]["reason"],
        "No coins after payment"
    );
    let split = [
        ("id", released.as_str()),
        ("outcome", "split"),
        ("reason", "Half each"),
    ];
    error(
        &admin_post(&p.app, "/otc/disputes/decide", &p.support, &split).await,
        "invalid_params",
    );
    let release = [
        ("id", released.as_str()),
        ("outcome", "release"),
        ("reason", "Bank statement shows payment"),
    ];
    assert_ne!(
        admin_post(&p.app, "/otc/disputes/decide", &p.finance, &release).await["type"],
        "ok"
    );
    ok(&admin_post(&p.app, "/otc/disputes/decide", &p.support, &release).await);
    error(
        &admin_post(&p.app, "/otc/disputes/decide", &p.support, &release).await,
        "otc_order_state",
    );
    let back = [
        ("id", returned.as_str()),
        ("outcome", "return"),
        ("reason", "No payment arrived"),
    ];
    ok(&admin_post(&p.app, "/otc/disputes/decide", &p.compliance, &back).await);

    assert_eq!(
        p.legal("buyer@example.com").await,
        (300 * UNIT, 0),
        "100 released to the buyer, 80 returned"
    );
    assert_eq!(p.legal("merchant@example.com").await, (400 * UNIT, 500 * UNIT));
    let decided = p.order(&buyer, &released).await;
    assert_eq!(
        (decided["status"].as_i64(), decided["dispute"]["outcome"].as_str()),
        (Some(3), Some("release"))
    );
    assert_eq!(
        decided["dispute"]["outcome_reason"], "Bank statement shows payment",
        "both sides see why"
    );
    let seller_view = p.order(&merchant, &returned).await;
    assert_eq!(
        (
            seller_view["status"].as_i64(),
            seller_view["cancel_reason"].as_str()
        ),
        (Some(4), Some("dispute"))
    );
    let audited = p
        .app
        .count("SELECT COUNT(*) FROM audit_log WHERE action IN ('otc.dispute.release', 'otc.dispute.return')")
        .await;
    assert_eq!(audited, 2);
    // Both decisions are in the public log of money moves, with no party and no reason.
    let log = p.app.get("/rules/money_moves", None, &[]).await;
    ok(&log);
    let lines: Vec<(String, String, String, String)> = log["message"]["data"]
        .as_array()
        .unwrap()
        .iter()
        .filter(|l| l["kind"] == "otc_dispute")
        .map(|l| {
            let text = |k: &str| l[k].as_str().unwrap_or_default().to_string();
            (
                text("kind"),
                text("currency_name"),
                text("amount"),
                text("category"),
            )
        })
        .collect();
    let line = |amount: &str, category: &str| {
        (
            "otc_dispute".to_string(),
            "USDT".to_string(),
            amount.to_string(),
            category.to_string(),
        )
    };
    assert_eq!(
        lines,
        vec![
            line("80.00000000", "returned_to_seller"),
            line("100.00000000", "released_to_buyer")
        ]
    );
    assert!(!log.to_string().contains("Bank statement"), "{log}");
    let record = p
        .app
        .get(
            "/otc/merchant",
            None,
            &[("user_id", &p.user_id("merchant@example.com").await)],
        )
        .await;
    assert_eq!(
        record["message"]["completion_rate"], "50.00",
        "a returned order counts against completion"
    );
    assert_ledger_clean(&p.app).await;
}

#[tokio::test]
async fn fifty_racing_takers_never_take_more_than_an_ad_offers() {
    let p = P2p::new().await;
    let merchant = p.merchant("merchant@example.com", "1000").await;
    let ad = p.ad(&merchant, "1", "100").await;
    let buyer = p.user("buyer@example.com", "0").await;
    let takes = (0..50).map(|_| p.take(&buyer, &ad, "10"));
    let answers = futures_util::future::join_all(takes).await;
    let taken = accepted_else(&answers, "otc_ad_unavailable");
    assert_eq!(taken, 10, "exactly the ad's 100 USDT is taken");
    assert_eq!(p.legal("merchant@example.com").await, (400 * UNIT, 600 * UNIT));
    error(&p.take(&buyer, &ad, "1").await, "otc_ad_unavailable");
    assert_ledger_clean(&p.app).await;
}

#[tokio::test]
async fn a_merchant_application_freezes_the_deposit_a_rejection_returns_it_and_only_merchants_post_ads() {
    let p = P2p::new().await;
    let poor = p.user("poor@example.com", "100").await;
    error(
        &p.app
            .post("/otc/merchant_apply", Some(&poor), &[("name", "Poor Coins")])
            .await,
        "insufficient_balance",
    );
    let applicant = p.user("applicant@example.com", "600").await;
    error(
        &p.app
            .post("/otc/merchant_apply", Some(&applicant), &[("name", "<b>x</b>")])
            .await,
        "invalid_params",
    );
    ok(&p
        .app
        .post("/otc/merchant_apply", Some(&applicant), &[("name", "Good Coins")])
        .await);
    error(
        &p.app
            .post("/otc/merchant_apply", Some(&applicant), &[("name", "Good Coins")])
            .await,
        "otc_merchant_exists",
    );
    assert_eq!(p.legal("applicant@example.com").await, (100 * UNIT, 500 * UNIT));
    let waiting = crate::common::admin_get(&p.app, "/otc/merchants", &p.compliance).await;
    let row = &waiting["message"]["data"][0];
    assert_eq!(
        (row["deposit"].clone(), row["deposit_currency"].clone()),
        ("500.00000000".into(), "USDT".into()),
        "the console names the deposit's asset: {row}"
    );
    let form = [
        ("side", "1"),
        ("currency", "3"),
        ("fiat", "USD"),
        ("price", "1"),
        ("total", "10"),
        ("min", "1"),
        ("max", "10"),
        ("methods", "bank"),
        ("window", "15"),
    ];
    error(
        &p.app.post("/otc/ad_save", Some(&applicant), &form).await,
        "otc_not_merchant",
    );
    let id = p.user_id("applicant@example.com").await;
    let reject = [
        ("user_id", id.as_str()),
        ("approve", "0"),
        ("reason", "Identity not checked"),
    ];
    assert_ne!(
        admin_post(&p.app, "/otc/merchants/decide", &p.support, &reject).await["type"],
        "ok"
    );
    ok(&admin_post(&p.app, "/otc/merchants/decide", &p.compliance, &reject).await);
    assert_eq!(
        p.legal("applicant@example.com").await,
        (600 * UNIT, 0),
        "the deposit returns"
    );
    let mine = p.app.get("/otc/my_merchant", Some(&applicant), &[]).await;
    assert_eq!(
        (
            mine["message"]["status"].as_i64(),
            mine["message"]["reason"].as_str()
        ),
        (Some(2), Some("Identity not checked"))
    );
    ok(&p
        .app
        .post("/otc/merchant_apply", Some(&applicant), &[("name", "Good Coins")])
        .await);
    assert_ledger_clean(&p.app).await;
}

impl P2p {
    /// Saves an existing fixed-price ad again at `price` (1 sells, 2 buys), as a merchant repricing it does.
    async fn reprice(&self, token: &str, ad: &str, side: &str, total: &str, price: &str) -> Value {
        let form = [
            ("id", ad),
            ("side", side),
            ("currency", "3"),
            ("fiat", "USD"),
            ("price_type", "0"),
            ("price", price),
            ("total", total),
            ("min", "1"),
            ("max", "1000"),
            ("methods", "bank"),
            ("window", "15"),
        ];
        self.app.post("/otc/ad_save", Some(token), &form).await
    }

    async fn take_at(&self, token: &str, ad: &str, amount: &str, price: &str) -> Value {
        let form = [
            ("ad_id", ad),
            ("amount", amount),
            ("method", "bank"),
            ("price", price),
        ];
        self.app.post("/otc/order_create", Some(token), &form).await
    }
}

#[tokio::test]
async fn a_merchant_repricing_an_ad_after_the_buyer_saw_it_gets_no_order_at_the_new_price() {
    let p = P2p::new().await;
    let merchant = p.merchant("merchant@example.com", "1000").await;
    let ad = p.ad(&merchant, "1", "300").await;
    let buyer = p.user("buyer@example.com", "0").await;
    let shown = p.app.get("/otc/ad", None, &[("id", &ad)]).await;
    assert_eq!(shown["message"]["price"], "1.00");

    // The merchant doubles the price while the buyer confirms what they saw.
    p.advance(1_000).await;
    ok(&p.reprice(&merchant, &ad, "1", "300", "2.00").await);
    error(&p.take_at(&buyer, &ad, "100", "1.00").await, "price_changed");
    // An older client that sends no price is refused too while the new terms are a minute old or less.
    error(&p.take(&buyer, &ad, "100").await, "price_changed");
    assert_eq!(
        p.legal("merchant@example.com").await,
        (500 * UNIT, 500 * UNIT),
        "nothing was escrowed"
    );
    assert_eq!(p.app.count("SELECT COUNT(*) FROM otc_orders").await, 0);
    assert_eq!(
        p.app.get("/otc/ad", None, &[("id", &ad)]).await["message"]["remaining"],
        "300.00000000"
    );

    // The buyer who saw the new price gets it; a lower price than seen is no harm to them.
    let at_two = p.take_at(&buyer, &ad, "10", "2.00").await;
    ok(&at_two);
    ok(&p.reprice(&merchant, &ad, "1", "300", "1.50").await);
    let id = p.take_at(&buyer, &ad, "10", "2.00").await;
    ok(&id);
    let order = p.order(&buyer, &id["message"].to_string()).await;
    assert_eq!(
        (order["price"].as_str(), order["fiat_amount"].as_str()),
        (Some("1.50"), Some("15.00"))
    );
    p.advance(MINUTE_MS + 1).await;
    ok(&p.take(&buyer, &ad, "10").await);
    assert_ledger_clean(&p.app).await;
}

#[tokio::test]
async fn fifty_racing_takers_and_a_reprice_give_no_order_at_a_price_its_taker_did_not_see() {
    let p = P2p::new().await;
    let merchant = p.merchant("merchant@example.com", "1000").await;
    let ad = p.ad(&merchant, "1", "300").await;
    let buyer = p.user("buyer@example.com", "0").await;
    let takes = (0..50).map(|_| p.take_at(&buyer, &ad, "1", "1.00"));
    let (answers, repriced) = tokio::join!(
        futures_util::future::join_all(takes),
        p.reprice(&merchant, &ad, "1", "300", "3.00")
    );
    ok(&repriced);
    let accepted = accepted_else(&answers, "price_changed");
    assert_eq!(
        p.app
            .count("SELECT COUNT(*) FROM otc_orders WHERE price = 100")
            .await,
        i64::try_from(accepted).unwrap()
    );
    assert_eq!(
        p.app
            .count("SELECT COUNT(*) FROM otc_orders WHERE price <> 100")
            .await,
        0,
        "no order at the new price"
    );
    assert_ledger_clean(&p.app).await;
}

#[tokio::test]
async fn a_seller_who_took_a_buying_ad_cancels_before_payment_and_gets_the_escrow_back() {
    let p = P2p::new().await;
    let merchant = p.merchant("merchant@example.com", "1000").await;
    let buying = p.ad(&merchant, "2", "300").await;
    let seller = p.user("seller@example.com", "100").await;
    let id = p.taken(&seller, &buying, "40").await;
    assert_eq!(p.legal("seller@example.com").await, (60 * UNIT, 40 * UNIT));
    ok(&p
        .app
        .post("/otc/order_cancel", Some(&seller), &[("id", &id)])
        .await);
    assert_eq!(p.legal("seller@example.com").await, (100 * UNIT, 0));
    let order = p.order(&seller, &id).await;
    assert_eq!(
        (order["status"].as_i64(), order["cancel_reason"].as_str()),
        (Some(4), Some("seller"))
    );

    // Once the buyer says they paid, the seller no longer can.
    let id = p.taken(&seller, &buying, "40").await;
    ok(&p
        .app
        .post("/otc/order_paid", Some(&merchant), &[("id", &id)])
        .await);
    error(
        &p.app
            .post("/otc/order_cancel", Some(&seller), &[("id", &id)])
            .await,
        "otc_order_state",
    );
    // A merchant who sells waits for the window: the buyer's payment may be on its way.
    let selling = p.ad(&merchant, "1", "100").await;
    let buyer = p.user("buyer@example.com", "0").await;
    let id = p.taken(&buyer, &selling, "10").await;
    error(
        &p.app
            .post("/otc/order_cancel", Some(&merchant), &[("id", &id)])
            .await,
        "otc_order_state",
    );
    assert_ledger_clean(&p.app).await;
}

#[tokio::test]
async fn the_demo_merchant_lists_usdt_on_both_sides_and_does_its_part_of_each_order() {
    let p = P2p::spawn(true).await;
    let listed = |side: &'static str| {
        let app = &p.app;
        async move {
            let body = app
                .get(
                    "/otc/ads",
                    None,
                    &[("side", side), ("currency", "3"), ("fiat", "USD")],
                )
                .await;
            ok(&body);
            body["message"]["data"].as_array().unwrap().clone()
        }
    };
    let (selling, buying) = (listed("1").await, listed("2").await);
    assert_eq!((selling.len(), buying.len()), (1, 1), "{selling:?} {buying:?}");
    let sell_ad = selling[0]["id"].as_i64().unwrap().to_string();
    let buy_ad = buying[0]["id"].as_i64().unwrap().to_string();
    let ctx = demo::Ctx {
        db: p.app.state.db.clone(),
        clock: p.app.state.clock.clone(),
        fanout: p.app.state.fanout.clone(),
    };
    let now = || p.app.state.clock.now_ms();

    // Buying from the merchant: the buyer marks it paid and the merchant releases at its next round.
    let buyer = p.user("demo-buyer@example.com", "0").await;
    let bought = p.taken(&buyer, &sell_ad, "10").await;
    ok(&p
        .app
        .post("/otc/order_paid", Some(&buyer), &[("id", bought.as_str())])
        .await);
    assert_eq!(demo::step(&ctx, now()).await.unwrap(), 1);
    assert_eq!(p.order(&buyer, &bought).await["status"], 3);
    assert_eq!(p.legal("demo-buyer@example.com").await, (10 * UNIT, 0));

    // Selling to the merchant: it marks the order paid half a minute later; the seller releases.
    let seller = p.user("demo-seller@example.com", "50").await;
    let sold = p.taken(&seller, &buy_ad, "20").await;
    assert_eq!(demo::step(&ctx, now()).await.unwrap(), 0, "not paid at once");
    p.advance(30_000).await;
    assert_eq!(demo::step(&ctx, now()).await.unwrap(), 1);
    assert_eq!(p.order(&seller, &sold).await["status"], 1);
    ok(&p
        .app
        .post("/otc/order_release", Some(&seller), &[("id", sold.as_str())])
        .await);
    assert_eq!(p.legal("demo-seller@example.com").await, (30 * UNIT, 0));
    assert_ledger_clean(&p.app).await;
}
