//! The quiz game: a round from guessing to settled on a scripted index path (winners paid in proportion, the fee
//! and rounding to the fee account), a tie and a side nobody bet on returned in full, a missing sample voiding the
//! round, bets refused outside the guessing window, and fifty racing bets against one balance.

use mercato::{clock::Clock, features::quiz::settle};
use serde_json::Value;

use crate::common::{TestApp, admin_post, assert_ledger_clean, error, ok, operator};

const START_MS: i64 = 20_000 * 86_400_000;
const UNIT: i64 = 100_000_000;

struct Game {
    app: TestApp,
    content: String,
    finance: String,
    btc: i64,
}

impl Game {
    async fn new() -> Self {
        let app = TestApp::spawn_with_clock(Clock::manual(START_MS), |config| {
            config.market.feed = "none".into();
        })
        .await;
        let content = operator(&app, "content@example.com", "content").await;
        let finance = operator(&app, "finance@example.com", "finance").await;
        let btc = app.state.market.by_symbol("BTC/USDT").unwrap().id();
        Game {
            app,
            content,
            finance,
            btc,
        }
    }

    /// A round guessing from now for a minute, settled ten seconds after it closes; answers its id.
    async fn round(&self) -> String {
        let now = self.app.state.clock.now_ms();
        let form = [
            ("market", "BTC/USDT".to_string()),
            ("opens_at", now.to_string()),
            ("closes_at", (now + 60_000).to_string()),
            ("settles_at", (now + 70_000).to_string()),
        ];
        let form: Vec<(&str, &str)> = form.iter().map(|(k, v)| (*k, v.as_str())).collect();
        let body = admin_post(&self.app, "/quiz/rounds/create", &self.content, &form).await;
        ok(&body);
        body["message"]["id"].as_i64().unwrap().to_string()
    }

    async fn player(&self, email: &str, usdt: &str) -> String {
        let token = self.app.signed_up(email).await;
        let id = self
            .app
            .count(&format!("SELECT id FROM users WHERE email = '{email}'"))
            .await
            .to_string();
        let form = [
            ("user_id", id.as_str()),
            ("currency", "3"),
            ("account", "change"),
            ("amount", usdt),
            ("reason", "Test funds"),
        ];
        ok(&admin_post(&self.app, "/ledger/adjust", &self.finance, &form).await);
        token
    }

    async fn bet(&self, token: &str, round: &str, side: &str, amount: &str) -> Value {
        let form = [("round_id", round), ("side", side), ("amount", amount)];
        self.app.post("/quiz/bet", Some(token), &form).await
    }

    async fn usdt(&self, email: &str) -> i64 {
        self.app
            .count(&format!(
                "SELECT COALESCE(MAX(a.available), 0) FROM accounts a JOIN users u ON u.id = a.user_id \
                 WHERE u.email = '{email}' AND a.asset_id = 3 AND a.kind = 2"
            ))
            .await
    }

    async fn btc_at(&self, ts: i64, usdt: i64) {
        let prices = [(self.btc, usdt * UNIT)];
        mercato::market::index::record(&self.app.state.market_ctx, ts, "test", &prices)
            .await
            .unwrap();
    }

    fn ctx(&self) -> settle::Ctx {
        settle::Ctx {
            db: self.app.state.db.clone(),
            clock: self.app.state.clock.clone(),
            demo_market: None,
        }
    }

    async fn settle_at(&self, at: i64) -> usize {
        let now = self.app.state.clock.now_ms();
        self.app.state.clock.advance(at - now);
        settle::step(&self.ctx(), at).await.unwrap()
    }

    async fn view(&self, round: &str) -> Value {
        let body = self
            .app
            .get("/quiz/round", None, &[("id", round), ("lang", "en")])
            .await;
        ok(&body);
        body["message"].clone()
    }
}

#[tokio::test]
async fn a_round_pays_its_winners_in_proportion_from_the_pool_after_the_fee_on_the_recorded_prices() {
    let g = Game::new().await;
    let round = g.round().await;
    let (a, b, c) = (
        g.player("a@example.com", "100").await,
        g.player("b@example.com", "100").await,
        g.player("c@example.com", "100").await,
    );
    ok(&g.bet(&a, &round, "up", "30").await);
    ok(&g.bet(&b, &round, "up", "10").await);
    ok(&g.bet(&c, &round, "down", "60").await);
    let seen = g.view(&round).await;
    assert_eq!(
        (seen["state"].as_i64(), seen["pool"].as_str()),
        (Some(1), Some("100.00000000"))
    );
    assert!(
        seen["question"]
            .as_str()
            .unwrap()
            .starts_with("BTC/USDT index at"),
        "{seen}"
    );

    g.app.state.clock.advance(60_000);
    error(&g.bet(&a, &round, "up", "1").await, "quiz_closed");
    g.btc_at(START_MS + 60_000, 95_000).await;
    g.btc_at(START_MS + 70_000, 95_010).await;
    assert_eq!(g.settle_at(START_MS + 69_000).await, 0, "not before its second");
    assert_eq!(g.settle_at(START_MS + 70_000).await, 1);
    assert_eq!(g.settle_at(START_MS + 71_000).await, 0, "once");

    // Pool 100, fee 5: 95 shared by the 40 on up.
    assert_eq!(g.usdt("a@example.com").await, 70 * UNIT + 7_125_000_000);
    assert_eq!(g.usdt("b@example.com").await, 90 * UNIT + 2_375_000_000);
    assert_eq!(g.usdt("c@example.com").await, 40 * UNIT);
    let settled = g.view(&round).await;
    assert_eq!(
        (settled["state"].as_i64(), settled["outcome"].as_str()),
        (Some(4), Some("up"))
    );
    let evidence = &settled["evidence"];
    assert_eq!(
        (
            evidence["ref_price"].as_str(),
            evidence["final_price"].as_str(),
            evidence["ref_source"].as_str()
        ),
        (Some("95000.00000000"), Some("95010.00000000"), Some("test"))
    );
    assert_eq!(
        (evidence["fee"].as_str(), evidence["payout_ratio"].as_str()),
        (Some("5.00000000"), Some("2.375000"))
    );
    let bets = g.app.get("/quiz/my_bets", Some(&c), &[]).await;
    assert_eq!(bets["message"]["data"][0]["status"], 2, "missed");
    let bets = g.app.get("/quiz/my_bets", Some(&a), &[]).await;
    assert_eq!(
        (
            bets["message"]["data"][0]["status"].as_i64(),
            bets["message"]["data"][0]["payout"].as_str()
        ),
        (Some(1), Some("71.25000000"))
    );
    assert_ledger_clean(&g.app).await;
}

#[tokio::test]
async fn a_tie_a_side_nobody_bet_on_and_a_missing_sample_return_every_stake_in_full() {
    let g = Game::new().await;
    let a = g.player("a@example.com", "100").await;
    let b = g.player("b@example.com", "100").await;
    let tie = g.round().await;
    ok(&g.bet(&a, &tie, "up", "10").await);
    ok(&g.bet(&b, &tie, "down", "20").await);
    g.btc_at(START_MS + 60_000, 95_000).await;
    g.btc_at(START_MS + 70_000, 95_000).await;
    assert_eq!(g.settle_at(START_MS + 70_000).await, 1);
    assert_eq!(g.view(&tie).await["outcome"], "tie");

    let lonely = g.round().await;
    ok(&g.bet(&a, &lonely, "up", "10").await);
    let at = g.app.state.clock.now_ms();
    g.btc_at(at + 60_000, 95_000).await;
    g.btc_at(at + 70_000, 96_000).await;
    assert_eq!(g.settle_at(at + 70_000).await, 1);
    assert_eq!(g.view(&lonely).await["outcome"], "none");

    let missing = g.round().await;
    ok(&g.bet(&a, &missing, "up", "10").await);
    ok(&g.bet(&b, &missing, "down", "10").await);
    let at = g.app.state.clock.now_ms();
    assert_eq!(
        g.settle_at(at + 70_000 + 59_000).await,
        0,
        "it waits for the sample"
    );
    assert_eq!(g.settle_at(at + 70_000 + 60_000).await, 1);
    let void = g.view(&missing).await;
    assert_eq!(
        (void["outcome"].as_str(), void["evidence"]["ref_price"].as_str()),
        (Some("void"), Some(""))
    );

    assert_eq!(
        (g.usdt("a@example.com").await, g.usdt("b@example.com").await),
        (100 * UNIT, 100 * UNIT)
    );
    let refunded = g
        .app
        .count("SELECT COUNT(*) FROM quiz_bets WHERE status = 3")
        .await;
    assert_eq!(refunded, 5);
    assert_ledger_clean(&g.app).await;
}

#[tokio::test]
async fn bets_are_taken_only_while_a_round_is_guessing_and_within_the_published_amounts() {
    let g = Game::new().await;
    let a = g.player("a@example.com", "100").await;
    let now = g.app.state.clock.now_ms();
    let later = [
        ("market", "BTC/USDT".to_string()),
        ("opens_at", (now + 10_000).to_string()),
        ("closes_at", (now + 60_000).to_string()),
        ("settles_at", (now + 70_000).to_string()),
    ];
    let later: Vec<(&str, &str)> = later.iter().map(|(k, v)| (*k, v.as_str())).collect();
    let created = admin_post(&g.app, "/quiz/rounds/create", &g.content, &later).await;
    ok(&created);
    let id = created["message"]["id"].as_i64().unwrap().to_string();
    assert_eq!(g.view(&id).await["state"], 0);
    error(&g.bet(&a, &id, "up", "5").await, "quiz_closed");
    error(
        &admin_post(&g.app, "/quiz/rounds/create", &g.content, &later).await,
        "invalid_params",
    );
    assert_ne!(
        admin_post(&g.app, "/quiz/rounds/create", &g.finance, &later).await["type"],
        "ok"
    );
    g.app.state.clock.advance(10_000);
    error(&g.bet(&a, &id, "sideways", "5").await, "invalid_params");
    error(&g.bet(&a, &id, "up", "0.5").await, "invalid_params");
    error(&g.bet(&a, &id, "up", "10001").await, "invalid_params");
    error(&g.bet(&a, &id, "up", "101").await, "insufficient_balance");
    ok(&g.bet(&a, &id, "up", "5").await);
    let listed = g.app.get("/quiz/rounds", Some(&a), &[("state", "1")]).await;
    ok(&listed);
    assert_eq!(listed["message"]["data"][0]["my_up"], "5.00000000");
    let changes = g
        .app
        .count("SELECT COUNT(*) FROM rule_changes WHERE product = 'quiz'")
        .await;
    assert_eq!(changes, 1, "the round's question is in the public changelog");
    assert_ledger_clean(&g.app).await;
}

#[tokio::test]
async fn fifty_racing_bets_never_spend_more_than_the_balance() {
    let g = Game::new().await;
    let round = g.round().await;
    let a = g.player("a@example.com", "100").await;
    let bets = (0..50).map(|_| g.bet(&a, &round, "up", "10"));
    let answers = futures_util::future::join_all(bets).await;
    assert_eq!(answers.iter().filter(|x| x["type"] == "ok").count(), 10);
    for refused in answers.iter().filter(|x| x["type"] != "ok") {
        error(refused, "insufficient_balance");
    }
    assert_eq!(g.view(&round).await["up_total"], "100.00000000");
    assert_ledger_clean(&g.app).await;
}

#[tokio::test]
async fn in_demo_mode_a_labelled_demo_player_stakes_on_both_sides_of_the_open_round_once() {
    let g = Game::new().await;
    let ctx = settle::Ctx {
        demo_market: Some(g.btc),
        ..g.ctx()
    };
    // Ten minutes into the next hour: that hour's demo round is taking guesses.
    let now = g.app.state.clock.now_ms();
    let hour = (now.div_euclid(3_600_000) + 1) * 3_600_000;
    g.app.state.clock.advance(hour + 600_000 - now);
    let at = g.app.state.clock.now_ms();
    settle::step(&ctx, at).await.unwrap();
    settle::step(&ctx, at).await.unwrap();
    let stakes = |side: &str| {
        format!(
            "SELECT COUNT(*) FROM quiz_bets b JOIN users u ON u.id = b.user_id JOIN quiz_rounds r ON r.id = b.round_id \
             WHERE u.account = 'quiz-player@mercato.demo' AND u.demo = 1 AND r.opens_at = {hour} AND b.side = '{side}'"
        )
    };
    assert_eq!(
        g.app.count(&stakes("up")).await,
        1,
        "one stake up, even after two rounds of the job"
    );
    assert_eq!(g.app.count(&stakes("down")).await, 1);
    let (up, down) = (
        g.app
            .count(&format!(
                "SELECT up_total FROM quiz_rounds WHERE opens_at = {hour}"
            ))
            .await,
        g.app
            .count(&format!(
                "SELECT down_total FROM quiz_rounds WHERE opens_at = {hour}"
            ))
            .await,
    );
    assert!(up >= 20 * UNIT && down >= 20 * UNIT, "{up} {down}");
    assert_ledger_clean(&g.app).await;
}
