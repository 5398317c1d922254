//! Referral: sign-up with an invite code, the invitee's spot and contract fees rebated to the inviter exactly once
//! per day with a statement of every fee (a fill against the inviter left out), and nothing paid when the two look
//! like one person.

use mercato::features::referral::daily;
use serde_json::Value;

use crate::{
    common::{TestApp, assert_ledger_clean, error, ok},
    lever::{lever_app, mark, open},
};

const UNIT: i64 = 100_000_000;
const DAY_MS: i64 = 86_400_000;

/// Signs up with the code sent by mail and an invite code; answers the new user's token.
async fn invited(app: &TestApp, email: &str, invite: &str) -> String {
    ok(&app
        .post(
            "/sms_mail",
            None,
            &[("user_string", email), ("scene", "register")],
        )
        .await);
    let code = app.code_for(email);
    let form = [
        ("user_string", email),
        ("code", code.as_str()),
        ("password", "password1"),
        ("re_password", "password1"),
        ("extension_code", invite),
    ];
    ok(&app.post("/user/register", None, &form).await);
    app.login(email, "password1").await
}

async fn spot(app: &TestApp, token: &str, side: &str, amount: &str, price: &str) {
    let form = [
        ("currency_id", "1"),
        ("legal_id", "3"),
        ("type", side),
        ("amount", amount),
        ("target_price", price),
    ];
    ok(&app.post("/coin/trade", Some(token), &form).await);
}

async fn to_lever(app: &TestApp, token: &str, amount: &str) {
    let form = [
        ("currency_id", "3"),
        ("number", amount),
        ("from_field", "change"),
        ("to_field", "lever"),
    ];
    ok(&app.post("/wallet/change", Some(token), &form).await);
}

async fn change_usdt(app: &TestApp, email: &str) -> i64 {
    app.count(&format!(
        "SELECT COALESCE(MAX(a.available), 0) FROM accounts a JOIN users u ON u.id = a.user_id \
         WHERE u.email = '{email}' AND a.asset_id = 3 AND a.kind = 2"
    ))
    .await
}

fn ctx(app: &TestApp) -> daily::Ctx {
    daily::Ctx {
        db: app.state.db.clone(),
        clock: app.state.clock.clone(),
    }
}

/// Moves time to six minutes into the next UTC day and runs the rebate job; answers what it wrote.
async fn next_day(app: &TestApp) -> usize {
    let now = app.state.clock.now_ms();
    let target = (now.div_euclid(DAY_MS) + 1) * DAY_MS + 6 * 60_000;
    app.state.clock.advance(target - now);
    daily::step(&ctx(app), target).await.unwrap()
}

async fn invite_code(app: &TestApp, token: &str) -> String {
    let invite = app.get("/user/invite", Some(token), &[]).await;
    ok(&invite);
    let code = invite["message"]["invite_code"].as_str().unwrap().to_string();
    let link = invite["message"]["link"].as_str().unwrap();
    assert!(
        link.ends_with(&format!("/h5/#/pages/common/register?extension_code={code}")),
        "{link}"
    );
    assert_eq!(invite["message"]["rebate_share"], "20");
    code
}

#[tokio::test]
async fn an_invitees_fees_are_rebated_once_a_day_with_every_fee_listed_and_a_fill_against_the_inviter_left_out()
 {
    let app = lever_app("0").await;
    let inviter = app.signed_up("ines@example.com").await;
    let code = invite_code(&app, &inviter).await;
    error(
        &app.post(
            "/user/register",
            None,
            &[
                ("user_string", "x@example.com"),
                ("code", "000000"),
                ("password", "password1"),
                ("re_password", "password1"),
                ("extension_code", "NOPE99"),
            ],
        )
        .await,
        "invalid_invite_code",
    );
    let ivan = invited(&app, "ivan@example.com", &code.to_lowercase()).await;
    let carl = app.signed_up("carl@example.com").await;

    // Ivan sells 0.1 BTC at 50,000 to Carl: Ivan's fee is 5 USDT (counted).
    spot(&app, &ivan, "2", "0.1", "50000").await;
    spot(&app, &carl, "1", "0.1", "50000").await;
    // Ivan sells 0.01 BTC to his inviter: his 0.5 USDT fee is not counted.
    spot(&app, &ivan, "2", "0.01", "50000").await;
    spot(&app, &inviter, "1", "0.01", "50000").await;
    // Ivan opens 10 lots of 0.01 BTC at 50,000: 5,000 notional, 5 USDT fee (counted).
    to_lever(&app, &ivan, "1000").await;
    mark(&app, 50_000).await;
    ok(&open(&app, &ivan, "1", "10", "10", &[]).await);

    let running = app.get("/user/invite", Some(&inviter), &[]).await;
    let today = &running["message"]["today"][0];
    assert_eq!(
        (
            today["currency"].as_str(),
            today["fees"].as_str(),
            today["amount"].as_str()
        ),
        (Some("USDT"), Some("10.00000000"), Some("2.00000000")),
        "the running day shows what it would pay, by the job's rule, before the job pays it"
    );
    assert_eq!(
        running["message"]["totals"],
        serde_json::json!([]),
        "nothing is paid yet"
    );
    assert_eq!(
        running["message"]["today"].as_array().map(Vec::len),
        Some(1),
        "the fill against the inviter adds nothing, and only USDT fees were paid"
    );

    let before = change_usdt(&app, "ines@example.com").await;
    // Ivan's BTC fee as a taker: none, he only sold; Carl and Ines have no inviter.
    assert_eq!(next_day(&app).await, 1);
    assert_eq!(
        change_usdt(&app, "ines@example.com").await - before,
        2 * UNIT,
        "20 % of 10 USDT"
    );
    assert_eq!(
        daily::step(&ctx(&app), app.state.clock.now_ms()).await.unwrap(),
        0,
        "paid once"
    );
    assert_eq!(next_day(&app).await, 0, "no fees the next day");
    assert_eq!(app.count("SELECT COUNT(*) FROM referral_rebates").await, 1);

    let rebates = app.get("/user/rebates", Some(&inviter), &[]).await;
    let r = &rebates["message"]["data"][0];
    assert_eq!(
        (r["fees"].as_str(), r["amount"].as_str()),
        (Some("10.00000000"), Some("2.00000000"))
    );
    assert_eq!(
        (r["status"].as_i64(), r["invitee"].as_str()),
        (Some(1), Some("i***@example.com"))
    );
    let id = r["id"].as_i64().unwrap().to_string();
    let detail = app
        .get("/user/rebate_detail", Some(&inviter), &[("id", &id)])
        .await;
    let fees = detail["message"]["fees"].as_array().unwrap();
    let mut shown: Vec<(&str, &str, bool)> = fees
        .iter()
        .map(|f| {
            (
                f["product"].as_str().unwrap(),
                f["fee"].as_str().unwrap(),
                f["counted"].as_bool().unwrap(),
            )
        })
        .collect();
    shown.sort();
    assert_eq!(
        shown,
        [
            ("contract", "5.00000000", true),
            ("spot", "0.50000000", false),
            ("spot", "5.00000000", true)
        ]
    );
    error(
        &app.get("/user/rebate_detail", Some(&carl), &[("id", &id)]).await,
        "not_found",
    );
    let invitees = app.get("/user/invitees", Some(&inviter), &[]).await;
    assert_eq!(invitees["message"]["total"], 1);
    assert_eq!(invitees["message"]["data"][0]["rebated"], true);
    let totals = app.get("/user/invite", Some(&inviter), &[]).await;
    assert_eq!(totals["message"]["totals"][0]["amount"], "2.00000000");
    assert_eq!(
        totals["message"]["today"],
        serde_json::json!([]),
        "a new day starts at nothing"
    );
    assert_eq!(totals["message"]["invitees"], 1);
    assert_ledger_clean(&app).await;
}

#[tokio::test]
async fn nothing_is_paid_when_inviter_and_invitee_saved_the_same_withdrawal_address_and_the_day_says_why() {
    let app = lever_app("0").await;
    let inviter = app.signed_up("ines@example.com").await;
    let code = invite_code(&app, &inviter).await;
    let ivan = invited(&app, "ivan@example.com", &code).await;
    let carl = app.signed_up("carl@example.com").await;
    for email in ["ines@example.com", "ivan@example.com"] {
        app.exec(&format!(
            "INSERT INTO address_book (user_id, asset_id, name, address, qrcode, network, created_at) \
             SELECT id, 3, 'mine', 'TXsameAddress111', '', 'TRC20', 0 FROM users WHERE email = '{email}'"
        ))
        .await;
    }
    spot(&app, &ivan, "2", "0.1", "50000").await;
    spot(&app, &carl, "1", "0.1", "50000").await;
    let before = change_usdt(&app, "ines@example.com").await;
    assert_eq!(next_day(&app).await, 1);
    assert_eq!(change_usdt(&app, "ines@example.com").await, before);
    let rebates: Value = app.get("/user/rebates", Some(&inviter), &[]).await;
    let r = &rebates["message"]["data"][0];
    assert_eq!(
        (r["status"].as_i64(), r["reason"].as_str()),
        (Some(2), Some("same_person"))
    );
    assert_eq!(r["amount"], "0.00000000");
    assert_ledger_clean(&app).await;
}
