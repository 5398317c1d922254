//! Rate-boost coupons on lock mining: the most a coupon can pay moves from `marketing` to the earn reserve when the
//! position opens, is paid day by day beside the interest, and what is left returns to `marketing` when the position
//! closes; coupons of another kind, used or racing, are refused with nothing changed.

use mercato::earn::DAY_MS as DAY;
use serde_json::Value;

use crate::{
    common::{accepted_else, admin_post, assert_ledger_clean, error, ok, operator},
    lockming::{Lock, USDT},
};

/// A boost campaign of `rate` % a day worth at most `value` USDT, claimable with `code`; marketing funded with 100.
async fn campaign(lock: &Lock, code: &str, (kind, rate, value): (&str, &str, &str)) {
    let content = operator(&lock.app, &format!("content-{code}@example.com"), "content").await;
    let mut form = vec![
        ("title", "Boost"),
        ("kind", kind),
        ("value", value),
        ("quantity", "100"),
        ("valid_days", "7"),
        ("code", code),
        ("eligibility", "all"),
    ];
    if !rate.is_empty() {
        form.push(("rate", rate));
    }
    ok(&admin_post(&lock.app, "/coupons/campaigns/create", &content, &form).await);
    let fund = [("currency", "3"), ("amount", "100"), ("reason", "Boosts")];
    ok(&admin_post(&lock.app, "/coupons/reserve/fund", &lock.finance, &fund).await);
}

async fn claimed(lock: &Lock, token: &str, code: &str) -> String {
    let body = lock
        .app
        .post("/coupon/claim", Some(token), &[("code", code)])
        .await;
    ok(&body);
    body["message"]["id"].as_i64().unwrap().to_string()
}

async fn boosted(lock: &Lock, token: &str, product: i64, amount: &str, coupon: &str) -> Value {
    let form = [
        ("config_id", product.to_string()),
        ("amount", amount.to_string()),
        ("coupon_id", coupon.to_string()),
    ];
    let form: Vec<(&str, &str)> = form.iter().map(|(k, v)| (*k, v.as_str())).collect();
    lock.app.post("/lh/deposit", Some(token), &form).await
}

async fn marketing(lock: &Lock) -> i64 {
    lock.app
        .count("SELECT COALESCE(MAX(available), 0) FROM accounts WHERE system_role = 'marketing' AND asset_id = 3")
        .await
}

async fn covered(lock: &Lock, coupon: &str) -> i64 {
    lock.app
        .count(&format!("SELECT covered FROM coupons WHERE id = {coupon}"))
        .await
}

#[tokio::test]
async fn a_boost_coupon_pays_its_rate_daily_beside_the_interest_up_to_its_value_from_what_it_reserved() {
    let lock = Lock::new().await;
    let product = lock.on_sale("3").await;
    campaign(&lock, "PLUS1", ("boost", "0.1", "2.5")).await;
    let alice = lock.user("alice@example.com", "1500").await;
    let coupon = claimed(&lock, &alice, "PLUS1").await;

    ok(&boosted(&lock, &alice, product, "1000", &coupon).await);
    assert_eq!(
        marketing(&lock).await,
        9_750_000_000,
        "0.1 % of 1000 for 3 days is 3 USDT; the coupon's value of 2.5 is reserved"
    );
    let order = &lock.orders(&alice).await[0];
    assert_eq!(
        (order["boost_rate"].as_str(), order["boost_cap"].as_str()),
        (Some("0.1"), Some("2.50000000"))
    );

    assert_eq!(lock.advance(DAY).await, 1);
    assert_eq!(
        lock.change("alice@example.com").await,
        50_450_000_000,
        "0.35 % interest and a 1 USDT boost"
    );
    assert_eq!(lock.advance(DAY).await, 1);
    assert_eq!(lock.change("alice@example.com").await, 50_900_000_000);
    assert_eq!(lock.advance(DAY).await, 1);
    assert_eq!(
        lock.change("alice@example.com").await,
        151_300_000_000,
        "the last day's boost is the 0.5 USDT left, and the principal is back"
    );
    let order = &lock.orders(&alice).await[0];
    assert_eq!(
        (order["status"].as_i64(), order["boost_paid"].as_str()),
        (Some(2), Some("2.50000000"))
    );
    assert_eq!(
        marketing(&lock).await,
        9_750_000_000,
        "nothing was left to return"
    );
    assert_eq!(covered(&lock, &coupon).await, 250_000_000);
    assert_eq!(
        lock.app
            .count("SELECT COUNT(*) FROM ledger_transactions WHERE kind = 69")
            .await,
        3,
        "one boost posting a day"
    );
    assert_ledger_clean(&lock.app).await;
}

#[tokio::test]
async fn redeeming_a_boosted_position_early_returns_what_its_coupon_did_not_pay_to_marketing() {
    let lock = Lock::new().await;
    let product = lock.on_sale("3").await;
    campaign(&lock, "PLUS2", ("boost", "0.1", "10")).await;
    let alice = lock.user("alice@example.com", "1500").await;
    let coupon = claimed(&lock, &alice, "PLUS2").await;
    ok(&boosted(&lock, &alice, product, "1000", &coupon).await);
    assert_eq!(
        marketing(&lock).await,
        9_700_000_000,
        "at most 3 USDT can be paid: 3 are reserved, not 10"
    );

    assert_eq!(lock.advance(DAY).await, 1);
    let id = lock.orders(&alice).await[0]["id"].as_i64().unwrap();
    ok(&lock.cancel(&alice, id).await);
    assert_eq!(
        marketing(&lock).await,
        9_900_000_000,
        "the 2 USDT not paid went back"
    );
    assert_eq!(
        covered(&lock, &coupon).await,
        USDT,
        "the coupon cost what it paid"
    );
    let order = &lock.orders(&alice).await[0];
    assert_eq!(
        (order["status"].as_i64(), order["boost_paid"].as_str()),
        (Some(3), Some("1.00000000"))
    );
    assert_eq!(
        lock.advance(DAY).await,
        0,
        "a redeemed position is paid nothing more"
    );
    assert_ledger_clean(&lock.app).await;
}

#[tokio::test]
async fn a_fee_coupon_a_foreign_one_and_fifty_racing_uses_of_one_boost_are_refused_with_nothing_changed() {
    let lock = Lock::new().await;
    let product = lock.on_sale("3").await;
    campaign(&lock, "FEES", ("fee", "", "5")).await;
    campaign(&lock, "PLUS3", ("boost", "0.1", "2")).await;
    let alice = lock.user("alice@example.com", "10000").await;
    let bob = lock.user("bob@example.com", "1500").await;
    let fee = claimed(&lock, &alice, "FEES").await;
    let boost = claimed(&lock, &alice, "PLUS3").await;
    let before = (
        marketing(&lock).await,
        lock.change("alice@example.com").await,
        lock.positions().await,
    );

    error(
        &boosted(&lock, &alice, product, "1000", &fee).await,
        "coupon_unusable",
    );
    error(
        &boosted(&lock, &bob, product, "1000", &boost).await,
        "coupon_unusable",
    );
    assert_eq!(
        (
            marketing(&lock).await,
            lock.change("alice@example.com").await,
            lock.positions().await
        ),
        before,
        "a refused deposit locks nothing and reserves nothing"
    );

    let answers =
        futures_util::future::join_all((0..50).map(|_| boosted(&lock, &alice, product, "100", &boost))).await;
    let accepted = accepted_else(&answers, "coupon_unusable");
    assert_eq!(accepted, 1, "one coupon raises one position");
    assert_eq!(lock.positions().await, 1);
    assert_eq!(
        marketing(&lock).await,
        before.0 - 30_000_000,
        "0.1 % of 100 for 3 days, reserved once"
    );
    assert_ledger_clean(&lock.app).await;
}
