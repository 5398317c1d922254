//! Existing clients' auction bids (ADR 75): they send the increment and expect the margin to be taken with the
//! bid. The bid backing of ADR 71 still holds: the leading bid is money its bidder holds, the bid it beats falls
//! back to the margin, and the escrow holds exactly that.

use super::{Market, UNIT};
use crate::common::{assert_ledger_clean, error, ok};

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
async fn an_increment_below_the_current_bid_raises_it_and_the_margin_is_taken_with_the_bid() {
    let m = Market::new().await;
    let code = m.artwork(2, "50", 1).await;
    let a = m.user("inc-a@example.com", "500").await;
    let b = m.user("inc-b@example.com", "500").await;
    // No margin paid first, and 5 is below the starting price: a first bid of 55, the margin taken with it.
    ok(&bid(&m, &a, &code, "5").await);
    let row = m.detail(&code, None).await;
    assert_eq!(row["current_bid"], "55.00000000");
    assert_eq!(
        m.usdt("inc-a@example.com").await,
        445 * UNIT,
        "the whole bid backs it"
    );
    // An increment of 10 over the current 55.
    ok(&bid(&m, &b, &code, "10").await);
    let row = m.detail(&code, None).await;
    assert_eq!(row["current_bid"], "65.00000000");
    assert_eq!(
        (
            m.usdt("inc-a@example.com").await,
            m.usdt("inc-b@example.com").await
        ),
        (490 * UNIT, 435 * UNIT),
        "the beaten bid falls back to the margin"
    );
    assert_eq!(m.escrow().await, 75 * UNIT);
    // An increment under the listing's step (5) is too low; an exact bid below the current one is too.
    error(&bid(&m, &a, &code, "1").await, "bid_too_low");
    let exact = m
        .app
        .post(
            "/bind_box/auctionNFT",
            Some(&a),
            &[("code", &code), ("price", "60"), ("exact", "1")],
        )
        .await;
    error(&exact, "bid_too_low");
    assert_ledger_clean(&m.app).await;
}

#[tokio::test]
async fn an_increment_the_bidder_cannot_back_takes_neither_bid_nor_margin() {
    let m = Market::new().await;
    let code = m.artwork(2, "50", 1).await;
    let poor = m.user("inc-poor@example.com", "30").await;
    error(&bid(&m, &poor, &code, "5").await, "insufficient_balance");
    assert_eq!(m.usdt("inc-poor@example.com").await, 30 * UNIT);
    assert_eq!(m.escrow().await, 0);
    assert_ledger_clean(&m.app).await;
}
