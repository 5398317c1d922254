//! Backed bids (issue 40, item 5): a bid freezes its price from the bidder's change account and the bid it beats
//! is released, so nobody leads an auction with money they do not have, and a seller's second account cannot
//! lock honest bidders out with a bid it could never pay.

use std::collections::HashMap;

use super::{HOUR, Market, START_MS, UNIT};
use crate::common::{assert_ledger_clean, error, ok};

async fn margin(m: &Market, token: &str, code: &str) {
    ok(&m
        .app
        .post("/bind_box/marginNFT", Some(token), &[("code", code)])
        .await);
}

async fn bid(m: &Market, token: &str, code: &str, price: &str) -> serde_json::Value {
    m.app
        .post(
            "/bind_box/auctionNFT",
            Some(token),
            &[("code", code), ("price", price)],
        )
        .await
}

#[tokio::test]
async fn an_account_with_twenty_usdt_cannot_lead_two_auctions_with_bids_of_five_million() {
    let m = Market::new().await;
    let (one, two) = (m.artwork(2, "50", 1).await, m.artwork(2, "50", 1).await);
    let eve = m.user("eve@example.com", "20").await;
    let bob = m.user("bob@example.com", "500").await;
    for code in [&one, &two] {
        margin(&m, &eve, code).await;
        error(&bid(&m, &eve, code, "5000045").await, "insufficient_balance");
        margin(&m, &bob, code).await;
        ok(&bid(&m, &bob, code, "60").await);
    }
    assert_eq!(m.usdt("eve@example.com").await, 0, "both margins held");
    assert_eq!(m.usdt("bob@example.com").await, 380 * UNIT);
    for code in [&one, &two] {
        let row = m.detail(code, None).await;
        assert_eq!(
            (row["current_bid"].as_str(), row["current_bidder"].as_i64()),
            (Some("60.00000000"), Some(m.id("bob@example.com").await))
        );
    }
    m.step_at(START_MS + HOUR).await;
    assert_eq!(
        m.usdt("eve@example.com").await,
        20 * UNIT,
        "the margins come back"
    );
    assert_ledger_clean(&m.app).await;
}

#[tokio::test]
async fn a_sellers_second_account_cannot_void_a_resale_auction_with_a_bid_it_cannot_pay() {
    let m = Market::new().await;
    let code = m.artwork(1, "10", 24).await;
    let seller = m.user("seller@example.com", "100").await;
    ok(&m
        .app
        .post("/bind_box/buyNFT", Some(&seller), &[("code", &code)])
        .await);
    let now = m.now();
    let (start, end) = (now.to_string(), (now + HOUR).to_string());
    let resell = [
        ("code", code.as_str()),
        ("price", "50"),
        ("per_increase", "5"),
        ("pay_type", "2"),
        ("start_time", start.as_str()),
        ("end_time", end.as_str()),
    ];
    ok(&m.app.post("/bind_box/resellNFT", Some(&seller), &resell).await);
    let alt = m.user("alt@example.com", "20").await;
    let cara = m.user("cara@example.com", "500").await;
    margin(&m, &alt, &code).await;
    error(&bid(&m, &alt, &code, "1000000").await, "insufficient_balance");
    margin(&m, &cara, &code).await;
    ok(&bid(&m, &cara, &code, "60").await);
    error(&bid(&m, &alt, &code, "65").await, "insufficient_balance");
    m.step_at(now + HOUR).await;
    let orders = m.app.post("/bind_box/getNeedPayNFTOrder", Some(&cara), &[]).await;
    let id = orders["message"][0]["id"].as_i64().unwrap().to_string();
    ok(&m
        .app
        .post("/bind_box/payNFTOrder", Some(&cara), &[("id", &id)])
        .await);
    assert_eq!(
        m.detail(&code, None).await["owner"].as_i64(),
        Some(m.id("cara@example.com").await)
    );
    assert_eq!(m.usdt("alt@example.com").await, 20 * UNIT, "its margin came back");
    assert_ledger_clean(&m.app).await;
}

#[tokio::test]
async fn an_outbid_bidder_gets_all_but_the_margin_back_in_the_bid_that_beats_them() {
    let m = Market::new().await;
    let code = m.artwork(2, "50", 1).await;
    let (a, b) = (
        m.user("a@example.com", "500").await,
        m.user("b@example.com", "500").await,
    );
    margin(&m, &a, &code).await;
    margin(&m, &b, &code).await;
    ok(&bid(&m, &a, &code, "50").await);
    assert_eq!(
        m.usdt("a@example.com").await,
        450 * UNIT,
        "the bid holds 50 with the margin in it"
    );
    ok(&bid(&m, &b, &code, "55").await);
    assert_eq!(
        m.usdt("a@example.com").await,
        490 * UNIT,
        "outbid: the margin stays"
    );
    assert_eq!(m.usdt("b@example.com").await, 445 * UNIT);
    ok(&bid(&m, &a, &code, "60").await);
    ok(&bid(&m, &a, &code, "70").await);
    assert_eq!(
        (m.usdt("a@example.com").await, m.usdt("b@example.com").await),
        (430 * UNIT, 490 * UNIT),
        "a raise of one's own bid freezes only the difference"
    );
    assert_eq!(m.escrow().await, 80 * UNIT);
    m.step_at(START_MS + HOUR).await;
    assert_eq!(m.usdt("b@example.com").await, 500 * UNIT);
    assert_eq!(m.escrow().await, 70 * UNIT);
    assert_ledger_clean(&m.app).await;
}

#[tokio::test]
async fn of_fifty_racing_bids_on_two_auctions_exactly_one_per_auction_holds_its_bid_and_no_balance_goes_negative()
 {
    let m = Market::new().await;
    let codes = [m.artwork(2, "50", 1).await, m.artwork(2, "50", 1).await];
    let mut tokens = Vec::new();
    for n in 0..10 {
        // Some bidders cannot back the higher prices.
        let funds = if n % 3 == 0 { "120" } else { "400" };
        let token = m.user(&format!("r{n}@example.com"), funds).await;
        for code in &codes {
            margin(&m, &token, code).await;
        }
        tokens.push(token);
    }
    let bids: Vec<(usize, usize, String)> = (0..50)
        .map(|k| (k % 10, k % 2, format!("{}", 50 + 5 * (k / 2) + (k % 7))))
        .collect();
    let answers = futures_util::future::join_all(
        bids.iter()
            .map(|(who, auction, price)| bid(&m, &tokens[*who], &codes[*auction], price)),
    )
    .await;
    let mut accepted = 0;
    for answer in &answers {
        if answer["type"] == "ok" {
            accepted += 1;
        } else {
            assert!(
                ["bid_too_low", "insufficient_balance"].contains(&answer["error"].as_str().unwrap()),
                "{answer}"
            );
        }
    }
    assert!(accepted >= 2, "{answers:?}");
    let negative = m
        .app
        .count("SELECT COUNT(*) FROM accounts WHERE user_id IS NOT NULL AND (available < 0 OR frozen < 0)")
        .await;
    assert_eq!(negative, 0);
    let mut leading: HashMap<i64, i64> = HashMap::new();
    for code in &codes {
        let row = m.detail(code, None).await;
        let bidder = row["current_bidder"].as_i64().unwrap();
        let price =
            (row["current_bid"].as_str().unwrap().parse::<f64>().unwrap() * UNIT as f64).round() as i64;
        let item = row["id"].as_i64().unwrap();
        let above_margin = m
            .app
            .count(&format!(
                "SELECT COUNT(*) FROM nft_margins WHERE item_id = {item} AND status = 0 AND amount <> {}",
                10 * UNIT
            ))
            .await;
        let held = m
            .app
            .count(&format!(
                "SELECT amount FROM nft_margins WHERE item_id = {item} AND user_id = {bidder} AND status = 0"
            ))
            .await;
        assert_eq!(
            (above_margin, held),
            (1, price),
            "only the leading bid holds more than the margin, and exactly its price"
        );
        *leading.entry(bidder).or_default() += price - 10 * UNIT;
    }
    for n in 0..10 {
        let email = format!("r{n}@example.com");
        let funds = if n % 3 == 0 { 120 } else { 400 };
        let id = m.id(&email).await;
        assert_eq!(
            m.usdt(&email).await,
            funds * UNIT - 20 * UNIT - leading.get(&id).copied().unwrap_or(0),
            "{email}: the margins and the bid it leads, no more"
        );
    }
    assert_ledger_clean(&m.app).await;
}
