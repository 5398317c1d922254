//! Quick buy: quotes locked for the published time, bank transfers confirmed by finance from a funded reserve or
//! expired, a card provider's signed webhook against a local fake provider (bad signatures, replays, duplicates,
//! unknown orders), and racing orders against the reserve.

use std::sync::{Arc, Mutex};

use axum::{
    Form, Router,
    extract::{Query, State},
    routing::{get, post},
};
use hmac::{Hmac, Mac};
use mercato::{clock::Clock, features::quickbuy::expiry};
use serde_json::{Value, json};
use sha2::Sha256;
use tokio::net::TcpListener;

use crate::common::{TestApp, accepted_else, admin_post, assert_ledger_clean, error, ok, operator};

const START_MS: i64 = 20_000 * 86_400_000;
const UNIT: i64 = 100_000_000;
const SECRET: &str = "provider-test-secret";

/// A card provider as the test plays it: its checkout records what it was asked to charge, and paying makes it
/// call the webhook with a signature it computes itself.
#[derive(Clone)]
struct Provider {
    webhook: Arc<Mutex<String>>,
    clock: Clock,
    checkouts: Arc<Mutex<Vec<(String, String, String)>>>,
    client: reqwest::Client,
}

#[derive(serde::Deserialize)]
struct Checkout {
    reference: String,
    amount: String,
    currency: String,
}

#[derive(serde::Deserialize)]
struct Pay {
    reference: String,
    event_id: String,
}

fn signature(secret: &str, timestamp: i64, body: &str) -> String {
    let mut mac = Hmac::<Sha256>::new_from_slice(secret.as_bytes()).unwrap();
    mac.update(format!("{timestamp}.{body}").as_bytes());
    hex::encode(mac.finalize().into_bytes())
}

async fn checkout(State(p): State<Provider>, Query(c): Query<Checkout>) -> &'static str {
    p.checkouts
        .lock()
        .unwrap()
        .push((c.reference, c.amount, c.currency));
    "checkout"
}

async fn pay(State(p): State<Provider>, Form(pay): Form<Pay>) -> String {
    let charged = p
        .checkouts
        .lock()
        .unwrap()
        .iter()
        .find(|c| c.0 == pay.reference)
        .cloned();
    let Some((reference, amount, currency)) = charged else {
        return "unknown".into();
    };
    let body = json!({ "event_id": pay.event_id, "reference": reference, "status": "paid",
                       "amount": amount, "currency": currency })
    .to_string();
    let ts = p.clock.now_ms() / 1000;
    let url = p.webhook.lock().unwrap().clone();
    let response = p
        .client
        .post(url)
        .header("X-Mercato-Timestamp", ts.to_string())
        .header("X-Mercato-Signature", signature(SECRET, ts, &body))
        .header("Content-Type", "application/json")
        .body(body)
        .send()
        .await
        .unwrap();
    response.status().as_u16().to_string()
}

struct Shop {
    app: TestApp,
    finance: String,
    provider: Provider,
    provider_url: String,
}

impl Shop {
    async fn new() -> Self {
        let clock = Clock::manual(START_MS);
        let listener = TcpListener::bind("127.0.0.1:0").await.unwrap();
        let provider_url = format!("http://{}", listener.local_addr().unwrap());
        let configured = provider_url.clone();
        let app = TestApp::spawn_with_clock(clock.clone(), move |config| {
            config.market.feed = "none".into();
            config.quickbuy.provider_url = Some(configured);
            config.quickbuy.provider_secret = Some(SECRET.into());
            config.quickbuy.provider_name = "TestPay".into();
        })
        .await;
        let provider = Provider {
            webhook: Arc::new(Mutex::new(app.url("/api/quickbuy/webhook"))),
            clock,
            checkouts: Arc::default(),
            client: reqwest::Client::new(),
        };
        let router = Router::new()
            .route("/checkout", get(checkout))
            .route("/pay", post(pay))
            .with_state(provider.clone());
        tokio::spawn(async move { axum::serve(listener, router).await });
        let finance = operator(&app, "finance@example.com", "finance").await;
        let shop = Shop {
            app,
            finance,
            provider,
            provider_url,
        };
        let us = [
            ("code", "US"),
            ("name", "United States"),
            ("fiat", "USD"),
            ("rate", "1"),
            ("methods", "bank,card,wallet"),
            ("min_amount", "10"),
            ("max_amount", "50000"),
            ("bank_name", "First Test Bank"),
            ("account_name", "Mercato Ltd"),
            ("iban", "US00 1111 2222"),
            ("bic", "FTBKUS33"),
            ("bank_address", "1 Test Street"),
            ("status", "1"),
        ];
        ok(&shop.admin("/quickbuy/countries/save", &us).await);
        shop
    }

    async fn admin(&self, path: &str, form: &[(&str, &str)]) -> Value {
        admin_post(&self.app, path, &self.finance, form).await
    }

    async fn fund(&self, usdt: &str) {
        ok(&self
            .admin(
                "/quickbuy/reserve/fund",
                &[("currency", "3"), ("amount", usdt), ("reason", "Quick buy stock")],
            )
            .await);
    }

    async fn quote(&self, token: &str, method: &str, amount: &str) -> Value {
        let form = [
            ("country", "US"),
            ("currency", "3"),
            ("method", method),
            ("amount", amount),
        ];
        self.app.post("/quickbuy/quote", Some(token), &form).await
    }

    async fn order_of(&self, token: &str, quote: &Value) -> Value {
        let id = quote["message"]["id"].as_i64().unwrap().to_string();
        let form = [
            ("quote_id", id.as_str()),
            ("first_name", "Ada"),
            ("last_name", "Lovelace"),
            ("email", "ada@example.com"),
            ("phone", "+1 555 0100"),
            ("bank", "Ada's Bank"),
            ("account_name", "Ada Lovelace"),
            ("iban", "US99 8888"),
            ("bic", "ADABUS33"),
        ];
        self.app.post("/quickbuy/order_create", Some(token), &form).await
    }

    /// An order of 100 USD of USDT by `method` that went through; answers its id.
    async fn ordered(&self, token: &str, method: &str) -> String {
        let quote = self.quote(token, method, "100").await;
        ok(&quote);
        let body = self.order_of(token, &quote).await;
        ok(&body);
        body["message"].as_i64().unwrap().to_string()
    }

    async fn view(&self, token: &str, id: &str) -> Value {
        let body = self.app.get("/quickbuy/order", Some(token), &[("id", id)]).await;
        ok(&body);
        body["message"].clone()
    }

    async fn change(&self, email: &str) -> i64 {
        self.app
            .count(&format!(
                "SELECT COALESCE(MAX(a.available), 0) FROM accounts a JOIN users u ON u.id = a.user_id \
                 WHERE u.email = '{email}' AND a.asset_id = 3 AND a.kind = 2"
            ))
            .await
    }

    async fn reserve(&self) -> i64 {
        self.app
            .count("SELECT COALESCE(MAX(available), 0) FROM accounts WHERE system_role = 'quickbuy' AND asset_id = 3")
            .await
    }

    /// Sends a webhook as the test writes it, signed with `secret` at `ts`; answers the HTTP status.
    async fn webhook(&self, body: &str, ts: i64, secret: &str) -> u16 {
        self.app
            .client
            .post(self.app.url("/api/quickbuy/webhook"))
            .header("X-Mercato-Timestamp", ts.to_string())
            .header("X-Mercato-Signature", signature(secret, ts, body))
            .body(body.to_string())
            .send()
            .await
            .unwrap()
            .status()
            .as_u16()
    }
}

#[tokio::test]
async fn a_bank_transfer_quick_buy_is_credited_from_the_reserve_when_finance_confirms_its_arrival() {
    let s = Shop::new().await;
    s.fund("1000").await;
    let alice = s.app.signed_up("alice@example.com").await;
    let quote = s.quote(&alice, "bank", "100").await;
    ok(&quote);
    // 1 USDT at 1 USD plus the 1.5 % spread is 1.015, rounded up to 1.02; 100 / 1.02 rounded down.
    assert_eq!(
        (
            quote["message"]["price"].as_str(),
            quote["message"]["receive"].as_str()
        ),
        (Some("1.02"), Some("98.03921568"))
    );
    let body = s.order_of(&alice, &quote).await;
    ok(&body);
    let id = body["message"].as_i64().unwrap().to_string();
    error(&s.order_of(&alice, &quote).await, "invalid_params");

    let order = s.view(&alice, &id).await;
    assert_eq!(order["status"], 0);
    assert_eq!(
        order["receiving"]["iban"], "US00 1111 2222",
        "the platform's account is shown"
    );
    assert!(order["reference"].as_str().unwrap().starts_with("QB"));
    assert_eq!(order["checkout_url"], "", "a bank order has no checkout");
    let voucher = s.app.uploaded_image(&alice).await;
    ok(&s
        .app
        .post(
            "/quickbuy/voucher",
            Some(&alice),
            &[("id", &id), ("voucher", &voucher)],
        )
        .await);
    assert_eq!(s.view(&alice, &id).await["status"], 1);

    let listed = s.admin("/quickbuy/orders", &[("status", "1")]).await;
    ok(&listed);
    assert_eq!(listed["message"]["data"][0]["account"], "alice@example.com");
    let alice_id = s
        .app
        .count("SELECT id FROM users WHERE email = 'alice@example.com'")
        .await;
    assert_eq!(
        listed["message"]["data"][0]["user_id"], alice_id,
        "operators see whom they credit by id as well"
    );
    assert!(
        s.view(&alice, &id).await.get("user_id").is_none(),
        "a user's own view carries no id"
    );
    let reserve = s.admin("/quickbuy/reserve", &[]).await;
    let usdt = reserve["message"]
        .as_array()
        .unwrap()
        .iter()
        .find(|r| r["currency_name"] == "USDT")
        .cloned();
    assert_eq!(usdt.unwrap()["promised"], "98.03921568");
    ok(&s.admin("/quickbuy/confirm", &[("id", &id)]).await);
    error(
        &s.admin("/quickbuy/confirm", &[("id", &id)]).await,
        "quickbuy_state",
    );
    assert_eq!(s.change("alice@example.com").await, 9_803_921_568);
    assert_eq!(s.reserve().await, 1000 * UNIT - 9_803_921_568);
    assert_eq!(s.view(&alice, &id).await["status"], 2);
    let log = s.app.get("/rules/money_moves", None, &[]).await;
    let line = &log["message"]["data"][0];
    assert_eq!(
        (
            line["kind"].as_str(),
            line["currency_name"].as_str(),
            line["amount"].as_str(),
            line["category"].as_str()
        ),
        (
            Some("quickbuy_confirm"),
            Some("USDT"),
            Some("98.03921568"),
            Some("bank_transfer_received")
        ),
        "the confirmation is in the public log of money moves"
    );
    assert!(!log.to_string().contains("alice"), "{log}");
    let withdraw = [("currency", "3"), ("amount", "1000"), ("reason", "Too much")];
    error(
        &s.admin("/quickbuy/reserve/withdraw", &withdraw).await,
        "reserve_short",
    );
    let audited = s
        .app
        .count("SELECT COUNT(*) FROM audit_log WHERE action IN ('quickbuy.confirm', 'quickbuy.country')")
        .await;
    assert_eq!(audited, 2);
    assert_ledger_clean(&s.app).await;
}

#[tokio::test]
async fn an_unpaid_bank_order_expires_at_its_time_and_cannot_be_paid_or_confirmed_afterwards() {
    let s = Shop::new().await;
    s.fund("1000").await;
    let alice = s.app.signed_up("alice@example.com").await;
    let id = s.ordered(&alice, "bank").await;
    let rejected = s.ordered(&alice, "bank").await;
    let ctx = expiry::Ctx {
        db: s.app.state.db.clone(),
        clock: s.app.state.clock.clone(),
    };
    s.app.state.clock.advance(29 * 60_000);
    assert_eq!(expiry::step(&ctx, s.app.state.clock.now_ms()).await.unwrap(), 0);
    ok(&s
        .admin(
            "/quickbuy/reject",
            &[("id", &rejected), ("reason", "No transfer arrived")],
        )
        .await);
    s.app.state.clock.advance(60_000);
    assert_eq!(expiry::step(&ctx, s.app.state.clock.now_ms()).await.unwrap(), 1);
    let expired = s.view(&alice, &id).await;
    assert_eq!(
        (expired["status"].as_i64(), expired["cancel_reason"].as_str()),
        (Some(3), Some("timeout"))
    );
    let voucher = s.app.uploaded_image(&alice).await;
    error(
        &s.app
            .post(
                "/quickbuy/voucher",
                Some(&alice),
                &[("id", &id), ("voucher", &voucher)],
            )
            .await,
        "quickbuy_state",
    );
    error(
        &s.admin("/quickbuy/confirm", &[("id", &id)]).await,
        "quickbuy_state",
    );
    assert_eq!(
        s.view(&alice, &rejected).await["reject_reason"],
        "No transfer arrived"
    );
    assert_eq!(
        (s.change("alice@example.com").await, s.reserve().await),
        (0, 1000 * UNIT)
    );
    assert_ledger_clean(&s.app).await;
}

#[tokio::test]
async fn a_quote_holds_for_the_published_time_and_unsupported_regions_and_bad_amounts_are_refused() {
    let s = Shop::new().await;
    s.fund("1000").await;
    let alice = s.app.signed_up("alice@example.com").await;
    let form = [
        ("country", "ZZ"),
        ("currency", "3"),
        ("method", "bank"),
        ("amount", "100"),
        ("lang", "en"),
    ];
    let refused = s.app.post("/quickbuy/quote", Some(&alice), &form).await;
    error(&refused, "region_not_supported");
    assert_eq!(refused["message"], "Your area is temporarily not supported");
    for amount in ["9", "100.5", "50001", "ten"] {
        error(&s.quote(&alice, "bank", amount).await, "invalid_params");
    }
    let quote = s.quote(&alice, "bank", "100").await;
    ok(&quote);
    s.app.state.clock.advance(120_000);
    error(&s.order_of(&alice, &quote).await, "quote_expired");
    let config = s.app.get("/quickbuy/config", None, &[]).await;
    ok(&config);
    let us = config["message"]["countries"]
        .as_array()
        .unwrap()
        .iter()
        .find(|c| c["code"] == "US")
        .cloned()
        .unwrap();
    assert_eq!(us["methods"], json!(["bank", "card", "wallet"]));
    let ng = config["message"]["countries"]
        .as_array()
        .unwrap()
        .iter()
        .find(|c| c["code"] == "NG")
        .cloned()
        .unwrap();
    assert_eq!(
        ng["methods"],
        json!(["card", "wallet"]),
        "no bank transfer without a receiving account"
    );
    assert_eq!(config["message"]["rules"]["provider"], "TestPay");
}

#[tokio::test]
async fn the_providers_webhook_credits_a_card_order_once_and_refuses_bad_signatures_replays_and_unknown_orders()
 {
    let s = Shop::new().await;
    s.fund("1000").await;
    let alice = s.app.signed_up("alice@example.com").await;
    let id = s.ordered(&alice, "card").await;
    let order = s.view(&alice, &id).await;
    let checkout = order["checkout_url"].as_str().unwrap().to_string();
    assert!(
        checkout.starts_with(&format!("{}/checkout?", s.provider_url)),
        "{checkout}"
    );
    let reference = order["reference"].as_str().unwrap().to_string();
    assert_eq!(
        reqwest::get(&checkout).await.unwrap().text().await.unwrap(),
        "checkout"
    );
    assert_eq!(
        s.provider.checkouts.lock().unwrap()[0],
        (reference.clone(), "100".to_string(), "USD".to_string())
    );

    let now = s.app.state.clock.now_ms() / 1000;
    let event = |event_id: &str, reference: &str, amount: &str| {
        json!({ "event_id": event_id, "reference": reference, "status": "paid", "amount": amount,
                "currency": "USD" })
        .to_string()
    };
    let paid = event("evt-1", &reference, "100");
    assert_eq!(
        s.webhook(&paid, now, "wrong-secret").await,
        401,
        "a bad signature"
    );
    assert_eq!(
        s.webhook(&paid, now - 301, SECRET).await,
        401,
        "a replay of an old call"
    );
    assert_eq!(
        s.webhook(&event("evt-2", "QBNOSUCHORDER", "100"), now, SECRET)
            .await,
        404
    );
    assert_eq!(
        s.webhook(&event("evt-3", &reference, "1000"), now, SECRET).await,
        409,
        "another amount"
    );
    assert_eq!(s.change("alice@example.com").await, 0);

    let pay = [("reference", reference.as_str()), ("event_id", "evt-1")];
    let answered = s
        .app
        .client
        .post(format!("{}/pay", s.provider_url))
        .form(&pay)
        .send()
        .await
        .unwrap();
    assert_eq!(answered.text().await.unwrap(), "200");
    assert_eq!(s.change("alice@example.com").await, 9_803_921_568);
    assert_eq!(s.webhook(&paid, now, SECRET).await, 200, "the same event again");
    assert_eq!(
        s.webhook(&event("evt-4", &reference, "100"), now, SECRET).await,
        200,
        "a second event"
    );
    assert_eq!(
        s.change("alice@example.com").await,
        9_803_921_568,
        "credited once"
    );
    let seen = s.view(&alice, &id).await;
    assert_eq!(
        (seen["status"].as_i64(), seen["checkout_url"].as_str()),
        (Some(2), Some(""))
    );
    error(
        &s.admin("/quickbuy/confirm", &[("id", &id)]).await,
        "quickbuy_state",
    );
    assert_ledger_clean(&s.app).await;
}

#[tokio::test]
async fn fifty_racing_orders_never_promise_more_than_the_reserve_holds() {
    let s = Shop::new().await;
    s.fund("500").await;
    let alice = s.app.signed_up("alice@example.com").await;
    let mut quotes = Vec::new();
    for _ in 0..50 {
        let quote = s.quote(&alice, "bank", "100").await;
        ok(&quote);
        quotes.push(quote);
    }
    let answers = futures_util::future::join_all(quotes.iter().map(|q| s.order_of(&alice, q))).await;
    let placed = accepted_else(&answers, "quickbuy_reserve_short");
    assert_eq!(
        placed, 5,
        "five orders of 98.04 USDT fit in 500, a sixth does not"
    );
    assert_ledger_clean(&s.app).await;
}
