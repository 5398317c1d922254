//! Copy trading: traders approved by compliance, followers whose copies open and close with the trader's
//! position at the trader's mark, and figures computed from real closed positions.

use serde_json::Value;

use crate::{
    common::{TestApp, accepted_else, admin_post, assert_ledger_clean, error, ok, operator},
    lever::{funded, lever_app, mark, open, positions},
};

/// A contracts app whose published trader requirements every funded user meets.
pub(crate) async fn copy_app() -> TestApp {
    let app = lever_app("0").await;
    app.exec("UPDATE rules SET value = '0' WHERE product = 'follow' AND key IN ('trader_identity_level', 'trader_min_closed')")
        .await;
    app
}

/// A funded user who applied and was approved by compliance; answers the token and the user id.
pub(crate) async fn trader(app: &TestApp, email: &str, compliance: &str) -> (String, i64) {
    let token = funded(app, email, "10000").await;
    ok(&app.post("/follow/apply", Some(&token), &[]).await);
    let id = user_id(app, email).await;
    ok(&admin_post(
        app,
        "/follow/approve",
        compliance,
        &[("user_id", &id.to_string())],
    )
    .await);
    (token, id)
}

async fn user_id(app: &TestApp, email: &str) -> i64 {
    app.count(&format!("SELECT id FROM users WHERE email = '{email}'"))
        .await
}

pub(crate) async fn follow(app: &TestApp, token: &str, trader: i64, kind: &str, number: &str) -> Value {
    let trader = trader.to_string();
    app.post(
        "/follow/follow",
        Some(token),
        &[
            ("trader_user_id", trader.as_str()),
            ("type", kind),
            ("number", number),
        ],
    )
    .await
}

async fn holding(app: &TestApp, token: &str) -> Vec<Value> {
    app.state.lever.settled().await.unwrap();
    positions(app, token, "1").await
}

#[tokio::test]
async fn a_trader_with_three_followers_opens_and_closes_and_each_affordable_copy_follows_at_the_traders_mark()
{
    let app = copy_app().await;
    let compliance = operator(&app, "compliance@example.com", "compliance").await;
    let (alice, alice_id) = trader(&app, "alice@example.com", &compliance).await;
    let bob = funded(&app, "bob@example.com", "10000").await;
    let carol = funded(&app, "carol@example.com", "10000").await;
    let dave = funded(&app, "dave@example.com", "1").await;
    ok(&follow(&app, &bob, alice_id, "1", "2").await);
    ok(&follow(&app, &carol, alice_id, "2", "3").await);
    ok(&follow(&app, &dave, alice_id, "1", "1").await);

    mark(&app, 50_000).await;
    ok(&open(&app, &alice, "1", "10", "10", &[]).await);
    let bobs = holding(&app, &bob).await;
    assert_eq!(bobs.len(), 1);
    assert_eq!(bobs[0]["share"], 20, "a multiple of 2 copies 10 lots as 20");
    assert_eq!(bobs[0]["order_type"], 2);
    assert_eq!(
        bobs[0]["copy_trader"],
        format!("#{alice_id}"),
        "marked with the trader it copies"
    );
    assert_eq!(bobs[0]["price"], "50000.00", "at the trader's price");
    // 20 lots of 0.01 BTC at 50,000 = 10,000 notional; 10x: 1,000 margin.
    assert_eq!(bobs[0]["caution_money"], "1000.00");
    let carols = holding(&app, &carol).await;
    assert_eq!(
        carols[0]["share"], 3,
        "fixed lots copy 3 whatever the trader opened"
    );
    assert!(holding(&app, &dave).await.is_empty(), "1 USDT pays no copy");
    assert_eq!(
        app.count(&format!(
            "SELECT COUNT(*) FROM mail_messages WHERE user_id = {} AND text_key = 'copy_skipped_margin'",
            user_id(&app, "dave@example.com").await
        ))
        .await,
        1,
        "the follower who could not pay is told why"
    );

    mark(&app, 51_000).await;
    let alices = holding(&app, &alice).await;
    let id = alices[0]["id"].as_i64().unwrap().to_string();
    ok(&app.post("/lever/close", Some(&alice), &[("id", &id)]).await);
    assert!(holding(&app, &bob).await.is_empty());
    let closed_alice = &positions(&app, &alice, "3").await[0];
    for (token, profit) in [(&bob, "200.00"), (&carol, "30.00")] {
        let copy = &positions(&app, token, "3").await[0];
        assert_eq!(
            copy["close_price"], closed_alice["close_price"],
            "closed at the trader's mark"
        );
        assert_eq!(copy["close_price_ts"], closed_alice["close_price_ts"]);
        assert_eq!(copy["profits"], profit);
    }
    assert_ledger_clean(&app).await;
}

#[tokio::test]
async fn a_self_held_copy_survives_the_traders_close_and_a_followers_stop_loss_closes_only_that_copy() {
    let app = copy_app().await;
    let compliance = operator(&app, "compliance@example.com", "compliance").await;
    let (alice, alice_id) = trader(&app, "alice@example.com", &compliance).await;
    let bob = funded(&app, "bob@example.com", "10000").await;
    let carol = funded(&app, "carol@example.com", "10000").await;
    ok(&follow(&app, &bob, alice_id, "1", "1").await);
    ok(&follow(&app, &carol, alice_id, "1", "1").await);
    mark(&app, 50_000).await;
    ok(&open(&app, &alice, "1", "10", "10", &[]).await);
    let bob_copy = holding(&app, &bob).await[0]["id"].as_i64().unwrap().to_string();
    ok(&app
        .post(
            "/follow/selfHolding",
            Some(&bob),
            &[("transaction_id", &bob_copy)],
        )
        .await);
    assert_eq!(holding(&app, &bob).await[0]["order_type"], 1);
    let mine = app.get("/follow/my", Some(&bob), &[]).await;
    assert_eq!(
        mine["message"]["following"][0]["open_copies"], 0,
        "a copy held as one's own no longer counts"
    );
    error(
        &app.post(
            "/follow/selfHolding",
            Some(&carol),
            &[("transaction_id", &bob_copy)],
        )
        .await,
        "position_not_found",
    );
    let carol_copy = holding(&app, &carol).await[0]["id"].as_i64().unwrap().to_string();
    ok(&app
        .post(
            "/lever/setstop",
            Some(&carol),
            &[
                ("id", &carol_copy),
                ("target_profit_price", "0"),
                ("stop_loss_price", "49500"),
            ],
        )
        .await);

    mark(&app, 49_000).await;
    assert!(
        holding(&app, &carol).await.is_empty(),
        "the follower's stop-loss closed the copy"
    );
    assert_eq!(positions(&app, &carol, "3").await[0]["close_reason"], 3);
    assert_eq!(
        holding(&app, &alice).await.len(),
        1,
        "the trader's position is untouched"
    );

    let alices = holding(&app, &alice).await;
    let id = alices[0]["id"].as_i64().unwrap().to_string();
    ok(&app.post("/lever/close", Some(&alice), &[("id", &id)]).await);
    assert_eq!(
        holding(&app, &bob).await.len(),
        1,
        "the self-held copy stays open"
    );
    assert_ledger_clean(&app).await;
}

#[tokio::test]
async fn following_is_refused_for_oneself_for_non_traders_and_past_two_traders_and_cancelling_leaves_copies_open()
 {
    let app = copy_app().await;
    let compliance = operator(&app, "compliance@example.com", "compliance").await;
    let (alice, alice_id) = trader(&app, "alice@example.com", &compliance).await;
    let (_, t2) = trader(&app, "t2@example.com", &compliance).await;
    let (_, t3) = trader(&app, "t3@example.com", &compliance).await;
    let bob = funded(&app, "bob@example.com", "10000").await;
    let bob_id = user_id(&app, "bob@example.com").await;
    error(
        &follow(&app, &alice, alice_id, "1", "1").await,
        "cannot_follow_self",
    );
    error(&follow(&app, &alice, bob_id, "1", "1").await, "not_a_trader");
    error(&follow(&app, &bob, alice_id, "1", "5.01").await, "invalid_params");
    error(&follow(&app, &bob, alice_id, "3", "1").await, "invalid_params");
    ok(&follow(&app, &bob, alice_id, "1", "1").await);
    ok(&follow(&app, &bob, t2, "2", "1.239").await);
    error(&follow(&app, &bob, t3, "1", "1").await, "follow_limit");
    ok(&follow(&app, &bob, alice_id, "1", "2").await);
    let detail = app
        .get(
            "/follow/traderDetail",
            Some(&bob),
            &[("trader_user_id", &alice_id.to_string())],
        )
        .await;
    assert_eq!(
        detail["message"]["follow_setting"]["number"], "2.00",
        "following again edits the setting"
    );
    let second = app
        .get(
            "/follow/traderDetail",
            Some(&bob),
            &[("trader_user_id", &t2.to_string())],
        )
        .await;
    assert_eq!(
        second["message"]["follow_setting"]["number"], "1.23",
        "two decimals, rounded down"
    );

    mark(&app, 50_000).await;
    ok(&open(&app, &alice, "1", "5", "10", &[]).await);
    assert_eq!(holding(&app, &bob).await[0]["share"], 10);
    ok(&app
        .post(
            "/follow/cancel",
            Some(&bob),
            &[("follow_user_id", &alice_id.to_string())],
        )
        .await);
    error(
        &app.post(
            "/follow/cancel",
            Some(&bob),
            &[("follow_user_id", &alice_id.to_string())],
        )
        .await,
        "not_following",
    );
    assert_eq!(holding(&app, &bob).await.len(), 1, "the open copy stays");
    ok(&follow(&app, &bob, t3, "1", "1").await);
    ok(&open(&app, &alice, "1", "5", "10", &[]).await);
    assert_eq!(holding(&app, &bob).await.len(), 1, "no new copy after cancelling");
    assert_ledger_clean(&app).await;
}

#[tokio::test]
async fn fifty_racing_follows_of_fifty_traders_leave_exactly_two_followed() {
    let app = copy_app().await;
    let bob = funded(&app, "bob@example.com", "10").await;
    let mut traders = Vec::new();
    for i in 0..50 {
        let email = format!("t{i}@example.com");
        if i % 15 == 14 {
            // Past the window of the codes one address may ask for.
            app.state.clock.advance(3_600_000);
        }
        app.register(&email, "password1").await;
        let id = user_id(&app, &email).await;
        app.exec(&format!(
            "INSERT INTO traders (user_id, status, applied_at) VALUES ({id}, 2, 0)"
        ))
        .await;
        traders.push(id);
    }
    let answers =
        futures_util::future::join_all(traders.iter().map(|t| follow(&app, &bob, *t, "1", "1"))).await;
    assert_eq!(accepted_else(&answers, "follow_limit"), 2, "{answers:?}");
    assert_eq!(
        app.count("SELECT COUNT(*) FROM follows WHERE active = 1").await,
        2
    );
}

#[tokio::test]
async fn a_traders_figures_equal_a_recomputation_from_their_closed_positions() {
    let app = copy_app().await;
    let compliance = operator(&app, "compliance@example.com", "compliance").await;
    let (alice, alice_id) = trader(&app, "alice@example.com", &compliance).await;
    let bob = funded(&app, "bob@example.com", "10000").await;
    ok(&follow(&app, &bob, alice_id, "1", "1").await);
    // Three closed trades: a long won 100, a short lost 50, a long lost 100; one long still open.
    for (side, open_at, close_at) in [
        ("1", 50_000, 51_000),
        ("2", 51_000, 51_500),
        ("1", 51_500, 50_500),
    ] {
        mark(&app, open_at).await;
        ok(&open(&app, &alice, side, "10", "10", &[]).await);
        mark(&app, close_at).await;
        let id = holding(&app, &alice).await[0]["id"].as_i64().unwrap().to_string();
        ok(&app.post("/lever/close", Some(&alice), &[("id", &id)]).await);
    }
    ok(&open(&app, &alice, "1", "10", "10", &[]).await);
    holding(&app, &alice).await;
    let detail = app
        .get(
            "/follow/traderDetail",
            None,
            &[("trader_user_id", &alice_id.to_string())],
        )
        .await;
    ok(&detail);
    let data = &detail["message"]["data"];
    let recomputed = app
        .count(&format!(
            "SELECT COUNT(*) FROM lever_positions WHERE user_id = {alice_id} AND status = 3 AND copy_of IS NULL"
        ))
        .await;
    assert_eq!(data["total_count"], recomputed);
    assert_eq!(data["total_count"], 3);
    assert_eq!(data["total_profits"], "-50.00");
    assert_eq!(data["profitCount"], 1);
    assert_eq!(
        (data["riseCount"].clone(), data["fallCount"].clone()),
        (2.into(), 1.into())
    );
    assert_eq!(data["correct_rate"], "33.33");
    assert_eq!(data["position_count"], 1);
    assert_eq!(data["follow_num"], 1);
    assert_eq!(
        detail["message"]["trader_info"]["virtual_follow_num"], 1,
        "the real follower count"
    );
    assert_eq!(detail["message"]["trader_info"]["is_trader"], 1);
    let board = app.get("/follow/index", None, &[]).await;
    ok(&board);
    assert_eq!(board["message"]["data"][0]["closed_count"], 3);
    assert_eq!(board["message"]["data"][0]["total_profits"], "-50.00");
    let history = app
        .get(
            "/follow/historyTrade",
            None,
            &[("trader_user_id", &alice_id.to_string())],
        )
        .await;
    assert_eq!(history["message"]["total"], 3);
    assert_eq!(
        history["message"]["data"][0]["close_price"], "50500.00",
        "newest first"
    );
    assert_eq!(
        app.count(&format!(
            "SELECT COUNT(*) FROM lever_positions WHERE copy_of IS NOT NULL AND user_id <> {alice_id}"
        ))
        .await,
        4,
        "every trade of the trader was copied, and no copy counts in the trader's figures"
    );
    assert_ledger_clean(&app).await;
}

#[tokio::test]
async fn applying_needs_the_published_requirements_and_compliance_decides_with_a_message() {
    let app = lever_app("0").await;
    let compliance = operator(&app, "compliance@example.com", "compliance").await;
    let alice = funded(&app, "alice@example.com", "10000").await;
    let alice_id = user_id(&app, "alice@example.com").await.to_string();
    let refused = app.post("/follow/apply", Some(&alice), &[]).await;
    error(&refused, "not_eligible");
    assert!(refused["message"].as_str().unwrap().contains("10"), "{refused}");
    app.exec("UPDATE rules SET value = '0' WHERE product = 'follow' AND key IN ('trader_identity_level', 'trader_min_closed')")
        .await;
    ok(&app.post("/follow/apply", Some(&alice), &[]).await);
    error(
        &app.post("/follow/apply", Some(&alice), &[]).await,
        "already_applied",
    );
    let waiting = admin_post(&app, "/follow/applications", &compliance, &[]).await;
    assert_eq!(waiting["message"][0]["email"], "alice@example.com");
    ok(&admin_post(
        &app,
        "/follow/reject",
        &compliance,
        &[("user_id", &alice_id), ("reason", "Too few trades")],
    )
    .await);
    let mine = app.get("/follow/my", Some(&alice), &[]).await;
    assert_eq!(mine["message"]["trader_status"], 3);
    ok(&app.post("/follow/apply", Some(&alice), &[]).await);
    ok(&admin_post(&app, "/follow/approve", &compliance, &[("user_id", &alice_id)]).await);
    error(
        &admin_post(&app, "/follow/approve", &compliance, &[("user_id", &alice_id)]).await,
        "not_found",
    );
    let bob = funded(&app, "bob@example.com", "10000").await;
    ok(&follow(&app, &bob, alice_id.parse().unwrap(), "1", "1").await);
    ok(&app.post("/follow/stop", Some(&alice), &[]).await);
    let notes = app
        .count("SELECT COUNT(*) FROM mail_messages WHERE text_key IN ('trader_rejected', 'trader_approved', 'trader_stopped')")
        .await;
    assert_eq!(notes, 3, "rejected, approved, and the follower told of the stop");
    assert_eq!(
        app.count("SELECT COUNT(*) FROM audit_log WHERE action LIKE 'follow.trader.%'")
            .await,
        2
    );
    mark(&app, 50_000).await;
    ok(&open(&app, &alice, "1", "5", "10", &[]).await);
    assert!(
        holding(&app, &bob).await.is_empty(),
        "a stopped trader's positions are not copied"
    );
}

#[tokio::test]
async fn demo_traders_trade_by_the_published_strategy_and_their_followers_copies_close_with_them() {
    let app = TestApp::spawn_with_clock(mercato::clock::Clock::manual(1_800_000_000_000), |config| {
        config.server.demo = true;
        config.market.feed = "none".into();
        // The demo tasks stay off: the test runs the demo traders' rounds itself, one at a time.
        config.market.maker = Some(false);
    })
    .await;
    let ctx = app.state.lever_ctx.clone();
    let mut seen = std::collections::HashMap::new();
    mark(&app, 50_000).await;
    mercato::lever::demo::round(&ctx, &mut seen).await;
    app.state.lever.settled().await.unwrap();
    let ada = app
        .count("SELECT id FROM users WHERE account = 'copy-trader-1@mercato.demo' AND demo = 1")
        .await;
    assert_eq!(
        app.count("SELECT COUNT(*) FROM traders t JOIN users u ON u.id = t.user_id WHERE t.status = 2 AND u.demo = 1")
            .await,
        3,
        "three labelled demo traders, approved"
    );
    let bob = funded(&app, "bob@example.com", "10000").await;
    ok(&follow(&app, &bob, ada, "1", "1").await);
    app.state.clock.advance(61_000);
    mark(&app, 50_100).await;
    mercato::lever::demo::round(&ctx, &mut seen).await;
    app.state.lever.settled().await.unwrap();
    let ada_open = app
        .count(&format!(
            "SELECT COUNT(*) FROM lever_positions WHERE user_id = {ada} AND status = 1"
        ))
        .await;
    assert_eq!(ada_open, 1, "the demo trader holds one position");
    // The first round opened it (a flat mark reads as a rise): Bob followed after, so the copy comes with the
    // next position. Ten minutes on, the round closes it and opens the next, which Bob copies.
    app.state.clock.advance(10 * 60_000);
    mark(&app, 50_200).await;
    mercato::lever::demo::round(&ctx, &mut seen).await;
    app.state.clock.advance(1_000);
    mark(&app, 50_200).await;
    mercato::lever::demo::round(&ctx, &mut seen).await;
    let copies = holding(&app, &bob).await;
    assert_eq!(copies.len(), 1, "the demo trader's new position is copied");
    assert_eq!(copies[0]["share"], 4);
    assert_eq!(
        app.count(&format!(
            "SELECT COUNT(*) FROM lever_positions WHERE user_id = {ada} AND status = 3"
        ))
        .await,
        1,
        "the position held ten minutes closed"
    );
    assert_ledger_clean(&app).await;
}

#[tokio::test]
async fn a_followers_vip_level_discounts_the_fee_of_their_copy_as_it_does_their_own_contracts() {
    let app = copy_app().await;
    let compliance = operator(&app, "compliance@example.com", "compliance").await;
    let (alice, alice_id) = trader(&app, "alice@example.com", &compliance).await;
    let bob = funded(&app, "bob@example.com", "10000").await;
    let carol = funded(&app, "carol@example.com", "10000").await;
    app.exec("UPDATE users SET vip_level = 2 WHERE email = 'carol@example.com'")
        .await;
    ok(&follow(&app, &bob, alice_id, "1", "1").await);
    ok(&follow(&app, &carol, alice_id, "1", "1").await);

    mark(&app, 50_000).await;
    ok(&open(&app, &alice, "1", "10", "10", &[]).await);
    assert_eq!(holding(&app, &carol).await.len(), 1);
    let fee_of = |email: &str| {
        format!(
            "SELECT p.fee FROM lever_positions p JOIN users u ON u.id = p.user_id WHERE u.email = '{email}'"
        )
    };
    // 10 lots of 0.01 BTC at 50,000 = 5,000 notional; the fee is 0.1 %, less the level's 10 %.
    assert_eq!(app.count(&fee_of("bob@example.com")).await, 500_000_000);
    assert_eq!(app.count(&fee_of("carol@example.com")).await, 450_000_000);
    assert_ledger_clean(&app).await;
}
