//! Terms fixed at listing (issue 40, item 4): a rule changed while a listing runs reaches only listings started
//! after it. And moderation cannot freeze a running auction for everyone but its leading bidder (item 5).

use super::{HOUR, Market, START_MS, UNIT, form};
use crate::common::{admin_post, assert_ledger_clean, change_parameter, error, ok, operator};

async fn set_rule(m: &Market, admin: &str, key: &str, value: &str) -> serde_json::Value {
    change_parameter(
        &m.app,
        admin,
        &[("product", "nft"), ("key", key), ("value", value)],
    )
    .await
}

#[tokio::test]
async fn setting_pay_hours_to_zero_before_an_auction_ends_leaves_the_winner_the_deadline_published_at_listing()
 {
    let m = Market::new().await;
    let admin = operator(&m.app, "admin@example.com", "admin").await;
    let code = m.artwork(2, "50", 1).await;
    let a = m.user("a@example.com", "500").await;
    m.margin_and_bid(&a, &code, "60").await;
    // The attack: zero hours makes the payment expire as it is born. Once rules are range-checked the change is
    // refused; either way the listing keeps its own terms. A change in range is accepted and reaches nothing
    // already listed either.
    let zero = set_rule(&m, &admin, "pay_hours", "0").await;
    if zero["type"] != "ok" {
        error(&zero, "invalid_params");
    }
    ok(&set_rule(&m, &admin, "pay_hours", "1").await);
    assert_eq!(
        m.detail(&code, None).await["listing_pay_hours"].as_i64(),
        Some(24),
        "the listing shows the terms it started with"
    );

    let end = START_MS + HOUR;
    assert_eq!(m.step_at(end).await.ended, 1);
    let orders = m.app.post("/bind_box/getNeedPayNFTOrder", Some(&a), &[]).await;
    let order = &orders["message"][0];
    assert_eq!(
        order["overtime"].as_i64(),
        Some(end + 24 * HOUR),
        "the deadline published when the auction was listed"
    );
    assert_eq!(
        m.step_at(end + 2 * HOUR).await.expired,
        0,
        "not expired past the new rule's hour"
    );
    let id = order["id"].as_i64().unwrap().to_string();
    ok(&m
        .app
        .post("/bind_box/payNFTOrder", Some(&a), &[("id", &id)])
        .await);
    assert_eq!(
        m.detail(&code, None).await["owner"].as_i64(),
        Some(m.id("a@example.com").await)
    );
    assert_eq!(m.usdt("a@example.com").await, 440 * UNIT);

    // A listing started after the change takes it: one hour to pay.
    let later = m.artwork(2, "50", 1).await;
    m.margin_and_bid(&a, &later, "50").await;
    let end = m.now() + HOUR;
    m.step_at(end).await;
    let orders = m.app.post("/bind_box/getNeedPayNFTOrder", Some(&a), &[]).await;
    assert_eq!(orders["message"][0]["overtime"].as_i64(), Some(end + HOUR));
    assert_ledger_clean(&m.app).await;
}

#[tokio::test]
async fn a_fee_and_royalty_change_after_listing_leaves_each_sale_paying_its_listings_terms() {
    let m = Market::new().await;
    let admin = operator(&m.app, "admin@example.com", "admin").await;
    let code = m.artwork(1, "100", 24).await;
    ok(&set_rule(&m, &admin, "fee", "10").await);
    ok(&set_rule(&m, &admin, "royalty", "20").await);
    let bob = m.user("bob@example.com", "1000").await;
    ok(&m
        .app
        .post("/bind_box/buyNFT", Some(&bob), &[("code", &code)])
        .await);
    // Listed at 2.5 %: the fee read at the sale would have been 10.
    assert_eq!(m.fees().await, 250_000_000);
    assert_eq!(m.usdt("artist@example.com").await, 9_750_000_000);

    let now = m.now();
    let (start, end) = (now.to_string(), (now + HOUR).to_string());
    let resell = [
        ("code", code.as_str()),
        ("price", "200"),
        ("pay_type", "1"),
        ("start_time", start.as_str()),
        ("end_time", end.as_str()),
    ];
    ok(&m.app.post("/bind_box/resellNFT", Some(&bob), &resell).await);
    // The resale listed at 10 % and 20 %; lowering both afterwards changes nothing for it.
    ok(&set_rule(&m, &admin, "fee", "1").await);
    ok(&set_rule(&m, &admin, "royalty", "1").await);
    let cara = m.user("cara@example.com", "1000").await;
    ok(&m
        .app
        .post("/bind_box/buyNFT", Some(&cara), &[("code", &code)])
        .await);
    assert_eq!(m.fees().await, 250_000_000 + 20 * UNIT);
    assert_eq!(m.usdt("artist@example.com").await, 9_750_000_000 + 40 * UNIT);
    assert_eq!(m.usdt("bob@example.com").await, 900 * UNIT + 140 * UNIT);
    assert_eq!(m.usdt("cara@example.com").await, 800 * UNIT);
    let provenance = m
        .app
        .get("/bind_box/getProvenance", None, &[("code", &code)])
        .await;
    assert_eq!(provenance["message"][2]["price"], "200.00000000");
    assert_ledger_clean(&m.app).await;
}

#[tokio::test]
async fn hiding_an_nft_with_a_live_auction_is_refused_and_every_bidder_can_still_outbid_the_leader() {
    let m = Market::new().await;
    let code = m.artwork(2, "50", 1).await;
    let id = m.detail(&code, None).await["id"].as_i64().unwrap();
    let (a, b) = (
        m.user("a@example.com", "500").await,
        m.user("b@example.com", "500").await,
    );
    m.margin_and_bid(&a, &code, "50").await;
    let hide = [("id", id.to_string()), ("hidden", "1".to_string())];
    error(
        &admin_post(&m.app, "/nft/artworks/hide", &m.content, &form(&hide)).await,
        "forbidden",
    );
    m.margin_and_bid(&b, &code, "55").await;
    assert_eq!(
        m.app
            .count("SELECT COUNT(*) FROM audit_log WHERE action = 'nft.artwork.hide'")
            .await,
        0,
        "a refused hide records nothing"
    );

    m.step_at(START_MS + HOUR).await;
    let orders = m.app.post("/bind_box/getNeedPayNFTOrder", Some(&b), &[]).await;
    assert_eq!(orders["message"][0]["price"], "55.00000000", "the outbidder won");
    // Once the listing has ended the item can be hidden; a fixed-price listing can be at any time.
    ok(&admin_post(&m.app, "/nft/artworks/hide", &m.content, &form(&hide)).await);
    let fixed = m.artwork(1, "10", 24).await;
    let fixed_id = m.detail(&fixed, None).await["id"].as_i64().unwrap();
    let hide_fixed = [("id", fixed_id.to_string()), ("hidden", "1".to_string())];
    ok(&admin_post(&m.app, "/nft/artworks/hide", &m.content, &form(&hide_fixed)).await);
    let unknown = [("id", "999999".to_string()), ("hidden", "1".to_string())];
    error(
        &admin_post(&m.app, "/nft/artworks/hide", &m.content, &form(&unknown)).await,
        "not_found",
    );
    assert_ledger_clean(&m.app).await;
}
