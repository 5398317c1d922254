//! Coupons: the demo campaign claimed by code and used on a contract's opening fee, paid once from the marketing
//! account; used, foreign, expired coupons and limit orders refused with nothing changed; fifty racing claims and
//! fifty racing uses; operators' campaigns, issues and the reserve.

use serde_json::Value;

use crate::{
    common::{TestApp, accepted_else, admin_get, admin_post, assert_ledger_clean, error, ok, operator},
    lever::{funded, lever_app, mark, open},
    micro,
};

const UNIT: i64 = 100_000_000;
const DAY_MS: i64 = 86_400_000;

async fn claim(app: &TestApp, token: &str, code: &str) -> Value {
    app.post("/coupon/claim", Some(token), &[("code", code)]).await
}

async fn marketing(app: &TestApp) -> i64 {
    app.count(
        "SELECT COALESCE(MAX(available), 0) FROM accounts WHERE system_role = 'marketing' AND asset_id = 3",
    )
    .await
}

async fn lever_usdt(app: &TestApp, email: &str) -> i64 {
    app.count(&format!(
        "SELECT COALESCE(MAX(a.available), 0) FROM accounts a JOIN users u ON u.id = a.user_id \
         WHERE u.email = '{email}' AND a.asset_id = 3 AND a.kind = 3"
    ))
    .await
}

fn coupon_id(body: &Value) -> String {
    body["message"]["id"].as_i64().unwrap().to_string()
}

#[tokio::test]
async fn a_claimed_fee_coupon_pays_a_contract_opening_fee_once_from_the_marketing_account() {
    let app = lever_app("0").await;
    let alice = funded(&app, "alice@example.com", "10000").await;
    let before = marketing(&app).await;
    let claimed = claim(&app, &alice, "welcome").await;
    ok(&claimed);
    assert_eq!(claimed["message"]["value"], "5.00");
    assert_eq!(claimed["message"]["status"], 1);
    let id = coupon_id(&claimed);
    error(&claim(&app, &alice, "WELCOME").await, "coupon_claimed");
    error(&claim(&app, &alice, "NOSUCHCODE").await, "coupon_invalid");
    let usable = app.get("/coupon/usable", Some(&alice), &[("kind", "fee")]).await;
    assert_eq!(usable["message"].as_array().unwrap().len(), 1);

    // 20 lots of 0.01 BTC at 50,000 = 10,000 USDT notional; 0.1 % fee = 10 USDT, of which the coupon pays 5.
    mark(&app, 50_000).await;
    ok(&open(&app, &alice, "1", "20", "10", &[("coupon_id", &id)]).await);
    assert_eq!(
        lever_usdt(&app, "alice@example.com").await,
        (10_000 - 1_000 - 5) * UNIT
    );
    assert_eq!(marketing(&app).await, before - 5 * UNIT);
    let used = app.get("/coupon/list", Some(&alice), &[("status", "2")]).await;
    let used = &used["message"]["data"][0];
    assert_eq!(used["covered"], "5.00");
    assert!(used["used_on"].as_str().unwrap().starts_with("lever_position:"));

    // Used once: a second order with it is refused and changes nothing.
    error(
        &open(&app, &alice, "1", "1", "10", &[("coupon_id", &id)]).await,
        "coupon_unusable",
    );
    assert_eq!(app.count("SELECT COUNT(*) FROM lever_positions").await, 1);
    assert_eq!(marketing(&app).await, before - 5 * UNIT);
    // Someone else's coupon is not usable either.
    let bob = funded(&app, "bob@example.com", "1000").await;
    error(
        &open(&app, &bob, "1", "1", "10", &[("coupon_id", &id)]).await,
        "coupon_unusable",
    );
    assert_ledger_clean(&app).await;
}

#[tokio::test]
async fn an_expired_coupon_and_a_coupon_on_a_limit_order_are_refused_and_change_nothing() {
    let app = lever_app("0").await;
    let content = operator(&app, "content@example.com", "content").await;
    let form = [
        ("title", "One day"),
        ("value", "2"),
        ("quantity", "5"),
        ("valid_days", "1"),
        ("code", "ONEDAY"),
        ("eligibility", "new"),
    ];
    ok(&admin_post(&app, "/coupons/campaigns/create", &content, &form).await);
    let alice = funded(&app, "alice@example.com", "10000").await;
    let id = coupon_id(&claim(&app, &alice, "oneday").await);
    mark(&app, 50_000).await;
    let limit = [
        ("coupon_id", id.as_str()),
        ("status", "0"),
        ("target_price", "40000"),
    ];
    error(
        &open(&app, &alice, "1", "1", "10", &limit).await,
        "coupon_unusable",
    );

    app.state.clock.advance(DAY_MS);
    mark(&app, 50_000).await;
    let usable = app.get("/coupon/usable", Some(&alice), &[]).await;
    assert_eq!(usable["message"].as_array().unwrap().len(), 0);
    let expired = app.get("/coupon/list", Some(&alice), &[("status", "3")]).await;
    assert_eq!(expired["message"]["total"], 1);
    error(
        &open(&app, &alice, "1", "1", "10", &[("coupon_id", &id)]).await,
        "coupon_unusable",
    );
    assert_eq!(app.count("SELECT COUNT(*) FROM lever_positions").await, 0);
    assert_eq!(lever_usdt(&app, "alice@example.com").await, 10_000 * UNIT);
    assert_ledger_clean(&app).await;
}

#[tokio::test]
async fn fifty_racing_claims_of_a_three_coupon_campaign_make_three_and_fifty_racing_uses_of_one_coupon_pay_once()
 {
    let app = lever_app("0").await;
    let content = operator(&app, "content@example.com", "content").await;
    let form = [
        ("title", "Race"),
        ("kind", "fee"),
        ("value", "2"),
        ("quantity", "3"),
        ("valid_days", "7"),
        ("code", "race3"),
        ("eligibility", "all"),
    ];
    ok(&admin_post(&app, "/coupons/campaigns/create", &content, &form).await);
    let mut users = Vec::new();
    for i in 0..5 {
        users.push(funded(&app, &format!("u{i}@example.com"), "1000").await);
    }
    let claims = (0..50).map(|i| claim(&app, &users[i % 5], "RACE3"));
    let answers = futures_util::future::join_all(claims).await;
    assert_eq!(answers.iter().filter(|a| a["type"] == "ok").count(), 3);
    for refused in answers.iter().filter(|a| a["type"] != "ok") {
        let code = refused["error"].as_str().unwrap();
        assert!(matches!(code, "coupon_claimed" | "coupon_sold_out"), "{refused}");
    }
    assert_eq!(app.count("SELECT COUNT(*) FROM coupons").await, 3);
    assert_eq!(
        app.count("SELECT issued FROM coupon_campaigns WHERE code = 'RACE3'")
            .await,
        3
    );
    assert_eq!(
        app.count(
            "SELECT COUNT(*) FROM (SELECT user_id FROM coupons GROUP BY user_id HAVING COUNT(*) > 1) x"
        )
        .await,
        0
    );

    let alice = funded(&app, "alice@example.com", "10000").await;
    let id = coupon_id(&claim(&app, &alice, "WELCOME").await);
    let before = marketing(&app).await;
    mark(&app, 50_000).await;
    let extra = [("coupon_id", id.as_str())];
    let opens = (0..50).map(|_| open(&app, &alice, "1", "1", "10", &extra));
    let answers = futures_util::future::join_all(opens).await;
    assert_eq!(accepted_else(&answers, "coupon_unusable"), 1);
    // One lot at 50,000: 500 notional, fee 0.5 USDT, all of it paid by the coupon.
    assert_eq!(marketing(&app).await, before - UNIT / 2);
    assert_ledger_clean(&app).await;
}

#[tokio::test]
async fn operators_issue_end_and_fund_campaigns_and_cannot_drain_what_coupons_may_still_take() {
    let app = lever_app("0").await;
    let content = operator(&app, "content@example.com", "content").await;
    let finance = operator(&app, "finance@example.com", "finance").await;
    let form = [
        ("title", "Level 2 thanks"),
        ("value", "3"),
        ("quantity", "10"),
        ("valid_days", "7"),
        ("eligibility", "vip"),
        ("min_level", "2"),
    ];
    let created = admin_post(&app, "/coupons/campaigns/create", &content, &form).await;
    ok(&created);
    let campaign = created["message"]["id"].as_i64().unwrap().to_string();
    funded(&app, "alice@example.com", "100").await;
    let issue = [
        ("campaign_id", campaign.as_str()),
        ("account", "alice@example.com"),
    ];
    error(
        &admin_post(&app, "/coupons/issue", &content, &issue).await,
        "coupon_not_eligible",
    );
    app.exec("UPDATE users SET vip_level = 2 WHERE email = 'alice@example.com'")
        .await;
    ok(&admin_post(&app, "/coupons/issue", &content, &issue).await);
    let end = [("id", campaign.as_str()), ("reason", "Budget spent")];
    ok(&admin_post(&app, "/coupons/campaigns/end", &content, &end).await);
    app.exec("UPDATE users SET vip_level = 2").await;
    funded(&app, "bob@example.com", "100").await;
    let to_bob = [("campaign_id", campaign.as_str()), ("account", "bob@example.com")];
    error(
        &admin_post(&app, "/coupons/issue", &content, &to_bob).await,
        "coupon_sold_out",
    );
    let list = admin_get(&app, "/coupons/campaigns", &content).await;
    let row = list["message"]["data"]
        .as_array()
        .unwrap()
        .iter()
        .find(|c| c["id"].as_i64().map(|i| i.to_string()).as_deref() == Some(campaign.as_str()))
        .cloned()
        .unwrap();
    assert_eq!(
        (row["issued"].as_i64(), row["status"].as_i64()),
        (Some(1), Some(2))
    );
    assert_eq!(
        app.count("SELECT COUNT(*) FROM rule_changes WHERE product = 'coupons'")
            .await,
        1,
        "the campaign's terms are in the public changelog"
    );

    // The demo funded 100,000 USDT; alice's 3 USDT coupon stays covered.
    let reserve = admin_get(&app, "/coupons/reserve", &finance).await;
    assert_eq!(reserve["message"][0]["promised"], "3.00000000");
    let all = [("currency", "3"), ("amount", "100000"), ("reason", "Season over")];
    error(
        &admin_post(&app, "/coupons/reserve/withdraw", &finance, &all).await,
        "reserve_short",
    );
    let most = [("currency", "3"), ("amount", "99997"), ("reason", "Season over")];
    ok(&admin_post(&app, "/coupons/reserve/withdraw", &finance, &most).await);
    assert_eq!(marketing(&app).await, 3 * UNIT);
    assert_ledger_clean(&app).await;
}

async fn trial(app: &TestApp, token: &str, direction: &str, coupon: &str) -> Value {
    let form = [
        ("match_id", "1"),
        ("currency_id", "3"),
        ("type", direction),
        ("seconds", "1"),
        ("number", "999999"),
        ("coupon_id", coupon),
    ];
    app.post("/microtrade/submit", Some(token), &form).await
}

#[tokio::test]
async fn a_trial_coupon_pays_a_whole_option_stake_a_win_pays_the_user_the_profit_and_the_stake_returns_to_marketing()
 {
    let app = micro::options_app().await;
    let content = operator(&app, "content@example.com", "content").await;
    let form = [
        ("title", "Try options"),
        ("kind", "trial"),
        ("value", "10"),
        ("quantity", "5"),
        ("valid_days", "7"),
        ("code", "TRY10"),
        ("eligibility", "all"),
    ];
    ok(&admin_post(&app, "/coupons/campaigns/create", &content, &form).await);
    let alice = micro::funded(&app, "alice@example.com", "1").await;
    let bob = micro::funded(&app, "bob@example.com", "1").await;
    let a = coupon_id(&claim(&app, &alice, "TRY10").await);
    let b = coupon_id(&claim(&app, &bob, "TRY10").await);
    let usable = app
        .get("/coupon/usable", Some(&alice), &[("kind", "trial")])
        .await;
    assert_eq!(usable["message"].as_array().unwrap().len(), 1);
    let before = marketing(&app).await;

    let t0 = micro::this_second(&app);
    micro::price(&app, t0, 50_000).await;
    let up = trial(&app, &alice, "1", &a).await;
    ok(&up);
    error(&trial(&app, &alice, "1", &a).await, "coupon_unusable");
    error(&trial(&app, &alice, "1", &b).await, "coupon_unusable");
    let down = trial(&app, &bob, "2", &b).await;
    ok(&down);
    assert_eq!(
        micro::micro_balance(&app, &alice).await,
        "1.00000000",
        "the coupon paid the stake"
    );
    assert_eq!(marketing(&app).await, before - 20 * UNIT);

    // 50,010 a second later: alice's call wins 80 % (18 paid: 10 back to marketing, 8 to her); bob's put loses.
    micro::price(&app, t0 + 1000, 50_010).await;
    micro::advance(&app, 1_000);
    let won = micro::settled(&app, &alice, up["message"]["id"].as_i64().unwrap()).await;
    assert_eq!(won["profit_result"], 1);
    micro::settled(&app, &bob, down["message"]["id"].as_i64().unwrap()).await;
    assert_eq!(micro::micro_balance(&app, &alice).await, "9.00000000");
    assert_eq!(micro::micro_balance(&app, &bob).await, "1.00000000");
    assert_eq!(
        marketing(&app).await,
        before - 10 * UNIT,
        "the lost stake stays with the house"
    );
    let used = app.get("/coupon/list", Some(&alice), &[("status", "2")]).await;
    assert!(
        used["message"]["data"][0]["used_on"]
            .as_str()
            .unwrap()
            .starts_with("micro_order:")
    );
    assert_ledger_clean(&app).await;
}
