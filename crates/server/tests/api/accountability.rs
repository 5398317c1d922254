//! Operators' money moves in public: finance's adjustments, quick-buy confirmations and P2P dispute decisions are
//! listed without personal data next to the rule changelog, and an adjustment above the published amount waits
//! for a second operator, never the one who filed it.

use serde_json::Value;

use crate::common::{
    TestApp, accepted_else, admin_post, assert_ledger_clean, change_parameter, error, ok, operator,
};

const UNIT: i64 = 100_000_000;

struct Books {
    app: TestApp,
    admin: String,
    first: String,
    second: String,
    user_id: String,
}

impl Books {
    /// Two finance operators, an admin, and alice; adjustments above 100 USDT (any amount of another asset) wait.
    async fn new() -> Self {
        let app = TestApp::spawn().await;
        let admin = operator(&app, "admin@example.com", "admin").await;
        let first = operator(&app, "first@example.com", "finance").await;
        let second = operator(&app, "second@example.com", "finance").await;
        app.signed_up("alice@example.com").await;
        let user_id = app
            .count("SELECT id FROM users WHERE email = 'alice@example.com'")
            .await
            .to_string();
        let published = [
            ("product", "funds"),
            ("key", "adjust_review_above"),
            ("value", "USDT:100,*:0"),
        ];
        ok(&change_parameter(&app, &admin, &published).await);
        Books {
            app,
            admin,
            first,
            second,
            user_id,
        }
    }

    async fn adjust(&self, token: &str, currency: &str, amount: &str, category: &str) -> Value {
        let form = [
            ("user_id", self.user_id.as_str()),
            ("currency", currency),
            ("account", "change"),
            ("amount", amount),
            ("reason", "Refund to Alice Smith, ticket 42"),
            ("category", category),
        ];
        admin_post(&self.app, "/ledger/adjust", token, &form).await
    }

    async fn decide(&self, token: &str, call: &str, id: &str) -> Value {
        admin_post(
            &self.app,
            &format!("/ledger/adjustments/{call}"),
            token,
            &[("id", id)],
        )
        .await
    }

    async fn usdt(&self) -> i64 {
        self.app
            .count(&format!(
                "SELECT COALESCE(MAX(available), 0) FROM accounts WHERE user_id = {} AND asset_id = 3 AND kind = 2",
                self.user_id
            ))
            .await
    }

    async fn log(&self) -> Value {
        let log = self.app.get("/rules/money_moves", None, &[("limit", "50")]).await;
        ok(&log);
        log["message"].clone()
    }
}

fn pending_id(body: &Value) -> String {
    ok(body);
    body["message"]["pending"]
        .as_i64()
        .unwrap_or_else(|| panic!("pending: {body}"))
        .to_string()
}

#[tokio::test]
async fn an_adjustment_is_in_the_public_log_with_its_category_and_without_the_user_or_the_reason() {
    let b = Books::new().await;
    ok(&b.adjust(&b.first, "3", "5", "compensation").await);
    assert_eq!(b.usdt().await, 5 * UNIT);
    let log = b.log().await;
    assert_eq!(log["total"], 1);
    let line = &log["data"][0];
    assert_eq!(
        (
            line["kind"].as_str(),
            line["currency_name"].as_str(),
            line["amount"].as_str(),
            line["category"].as_str()
        ),
        (
            Some("adjustment"),
            Some("USDT"),
            Some("5.00000000"),
            Some("compensation")
        )
    );
    let text = log.to_string();
    assert!(
        !text.contains("Alice") && !text.contains("alice") && !text.contains("user_id"),
        "{text}"
    );
    // A category outside the published list is refused; none is "other".
    error(
        &b.adjust(&b.first, "3", "5", "Alice's refund").await,
        "invalid_params",
    );
    ok(&b.adjust(&b.first, "3", "-2", "").await);
    assert_eq!(b.log().await["data"][0]["category"], "other");
    assert_eq!(b.log().await["data"][0]["amount"], "-2.00000000");
    // The log is append-only in the database too.
    assert!(b.app.try_exec("UPDATE money_moves SET amount = 1").await.is_err());
    assert!(b.app.try_exec("DELETE FROM money_moves").await.is_err());
    assert_ledger_clean(&b.app).await;
}

#[tokio::test]
async fn an_adjustment_above_the_published_amount_waits_for_a_second_operator_who_is_not_the_first() {
    let b = Books::new().await;
    let changelog = b.app.get("/rules/changelog", None, &[("product", "funds")]).await;
    assert_eq!(changelog["message"]["data"][0]["new_value"], "USDT:100,*:0");

    let id = pending_id(&b.adjust(&b.first, "3", "150", "correction").await);
    assert_eq!(b.usdt().await, 0, "nothing moves while it waits");
    assert_eq!(b.log().await["total"], 0);
    error(&b.decide(&b.first, "approve", &id).await, "forbidden");
    error(&b.decide(&b.first, "reject", &id).await, "forbidden");
    let waiting = admin_post(&b.app, "/ledger/adjustments", &b.second, &[]).await;
    assert_eq!(waiting["message"][0]["id"].to_string(), id);

    ok(&b.decide(&b.second, "approve", &id).await);
    assert_eq!(b.usdt().await, 150 * UNIT);
    assert_eq!(b.log().await["data"][0]["amount"], "150.00000000");
    error(&b.decide(&b.admin, "approve", &id).await, "not_found");

    // Rejected: nothing moves; within the amount: it posts at once; any bitcoin waits.
    let id = pending_id(&b.adjust(&b.second, "3", "-120", "correction").await);
    ok(&b.decide(&b.first, "reject", &id).await);
    error(&b.decide(&b.admin, "approve", &id).await, "not_found");
    ok(&b.adjust(&b.second, "3", "100", "correction").await);
    assert_eq!(b.usdt().await, 250 * UNIT);
    pending_id(&b.adjust(&b.first, "1", "0.0001", "deposit_credit").await);
    assert_eq!(b.log().await["total"], 2);
    assert_eq!(
        b.app
            .count("SELECT COUNT(*) FROM audit_log WHERE action LIKE 'ledger.adjust%'")
            .await,
        6
    );
    assert_ledger_clean(&b.app).await;
}

#[tokio::test]
async fn fifty_racing_approvals_of_one_adjustment_post_it_once() {
    let b = Books::new().await;
    let id = pending_id(&b.adjust(&b.first, "3", "500", "compensation").await);
    let answers = futures_util::future::join_all((0..50).map(|_| b.decide(&b.second, "approve", &id))).await;
    assert_eq!(accepted_else(&answers, "not_found"), 1, "{answers:?}");
    assert_eq!(b.usdt().await, 500 * UNIT);
    assert_eq!(b.log().await["total"], 1);
    assert_ledger_clean(&b.app).await;
}
