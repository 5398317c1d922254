//! The compatibility suite (ADR 75): a whole session of a compiled existing client, replayed from a list of its
//! exact requests (form bodies with every field, empty ones included; the raw token). Each answer must be
//! `type: ok` or one of the refusals the list names for that request.

use serde_json::Value;

use crate::common::{TestApp, admin_get, admin_post, ok, operator};

const EMAIL: &str = "legacy@example.com";
const MOBILE: &str = "13900001234";
const TRON: &str = "TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t";

/// One request of the session: its path, its fields (values may name a placeholder filled at the time it is
/// sent), and the refusals a page shows for it besides success.
struct Step {
    path: &'static str,
    form: &'static [(&'static str, &'static str)],
    refusals: &'static [&'static str],
}

const fn step(path: &'static str, form: &'static [(&'static str, &'static str)]) -> Step {
    Step {
        path,
        form,
        refusals: &[],
    }
}

const SIGN_UP: &[Step] = &[
    step(
        "/sms_mail",
        &[
            ("user_string", EMAIL),
            ("type", "register"),
            ("area_code_id", ""),
            ("area_code", ""),
            ("email_code", ""),
        ],
    ),
    step(
        "/user/check_email",
        &[
            ("user_string", EMAIL),
            ("scene", "register"),
            ("email_code", "{email_code}"),
            ("country_code", ""),
        ],
    ),
    step(
        "/user/register",
        &[
            ("user_string", EMAIL),
            ("code", ""),
            ("password", "password1"),
            ("re_password", "password1"),
            ("extension_code", ""),
            ("type", "email"),
            ("area_code_id", ""),
            ("area_code", ""),
        ],
    ),
];

const SIGNED_IN: &[Step] = &[
    step("/user/info", &[]),
    step("/sms_send", &[("area_code", "86"), ("mobile", MOBILE)]),
    step("/safe/mobile", &[("mobile", MOBILE), ("code", "{sms_code}")]),
    step(
        "/user/real",
        &[
            ("real_type", "1"),
            ("id_type", "0"),
            ("name", "张三"),
            ("card_id", "11010519491231002X"),
        ],
    ),
];

const VERIFIED: &[Step] = &[
    step("/real/state", &[]),
    // The deposit page.
    step("/paymentslist", &[]),
    step("/wallet/get_info", &[("currency", "{currency_id}")]),
    step("/wallet/get_in_address", &[("currency", "{currency_id}")]),
    step(
        "/wallet/charge_req",
        &[
            ("account", TRON),
            ("amount", "100"),
            ("currency", "{currency_id}"),
            ("type", "0"),
            ("voucher", ""),
        ],
    ),
    step("/recharge/log", &[("page", "1"), ("limit", "10")]),
    // The pay-password page: a code of scene forget, checked without a scene, then set.
    step("/sms_mail", &[("user_string", EMAIL), ("type", "forget")]),
    step(
        "/user/check_email",
        &[("user_string", EMAIL), ("email_code", "{email_code}")],
    ),
    step(
        "/safe/update_password",
        &[
            ("password", "246810"),
            ("re_password", "246810"),
            ("code", "{email_code}"),
        ],
    ),
    // Withdrawal: a saved address without a network, then on-chain with type 0.
    step(
        "/user/wallet/save",
        &[
            ("currency", "3"),
            ("name", "Tron"),
            ("address", TRON),
            ("qrcode", "{qrcode}"),
            ("type", ""),
        ],
    ),
    step("/user/wallet/list", &[("page", "1"), ("limit", "10")]),
    step(
        "/wallet/out",
        &[
            ("currency", "3"),
            ("number", "100"),
            ("address", TRON),
            ("type", "0"),
            ("rate", "0.1"),
            ("password", "246810"),
        ],
    ),
    step("/user/withdraw/list", &[("page", "1"), ("limit", "10")]),
    // Transfer: the page's default pair.
    Step {
        path: "/wallet/change",
        form: &[
            ("currency_id", "3"),
            ("number", "10"),
            ("from_field", "legal"),
            ("to_field", "lever"),
        ],
        refusals: &["insufficient_balance"],
    },
    step("/wallet/list", &[]),
    // Mail and help.
    step("/faqsqa", &[]),
    step("/faqs", &[("page", "1"), ("limit", "10")]),
    step("/news/help", &[]),
    step("/news/list", &[("c_id", "4"), ("page", "1"), ("limit", "10")]),
    // Product pages.
    step("/currency/quotation_new", &[]),
    step("/lh/deposit/config", &[("page", "1"), ("limit", "10")]),
    step("/lh/deposit/order", &[("page", "1"), ("limit", "10")]),
    step("/project", &[("page", "1"), ("limit", "10")]),
    step("/user/project/order", &[("page", "1"), ("limit", "10")]),
    step("/bind_box/getBoxList", &[("page", "1"), ("limit", "10")]),
    step("/dual/dual_list", &[("page", "1"), ("limit", "10")]),
    Step {
        path: "/microtrade/seconds",
        form: &[],
        refusals: &["product_unavailable"],
    },
    step("/lever/deal", &[("legal_id", "3"), ("currency_id", "1")]),
];

/// Fills a placeholder from the session: the newest codes sent, the chosen deposit channel, the uploaded QR code.
fn fill(app: &TestApp, value: &str, session: &Session) -> String {
    match value {
        "{email_code}" => app.code_for(EMAIL),
        "{sms_code}" => app.code_for(&format!("+86{MOBILE}")),
        "{currency_id}" => session.currency_id.clone(),
        "{qrcode}" => session.qrcode.clone(),
        other => other.to_string(),
    }
}

#[derive(Default)]
struct Session {
    token: Option<String>,
    currency_id: String,
    qrcode: String,
}

async fn replay(app: &TestApp, steps: &[Step], session: &mut Session) {
    for step in steps {
        let filled: Vec<(&str, String)> = step
            .form
            .iter()
            .map(|(k, v)| (*k, fill(app, v, session)))
            .collect();
        let mut form: Vec<(&str, &str)> = filled.iter().map(|(k, v)| (*k, v.as_str())).collect();
        form.push(("lang", "en"));
        let body = app.post(step.path, session.token.as_deref(), &form).await;
        let refused = body["error"].as_str().is_some_and(|e| step.refusals.contains(&e));
        assert!(body["type"] == "ok" || refused, "{} answered {body}", step.path);
        if step.path == "/paymentslist" {
            session.currency_id = first_open_channel(&body);
        }
    }
}

fn first_open_channel(body: &Value) -> String {
    body["message"]["list"]
        .as_array()
        .and_then(|list| list.iter().find(|c| c["status"] == 1 && c["currency_id"] == 3))
        .map(|c| c["currency_id"].to_string())
        .expect("an open USDT channel")
}

#[tokio::test]
async fn a_whole_legacy_session_is_answered_ok_or_with_its_documented_refusals() {
    let app = TestApp::spawn_with(|config| {
        config.server.demo = true;
        config.market.feed = "none".into();
    })
    .await;
    let mut session = Session::default();
    replay(&app, SIGN_UP, &mut session).await;
    session.token = Some(app.login(EMAIL, "password1").await);
    replay(&app, SIGNED_IN, &mut session).await;
    let reviewer = operator(&app, "compat-kyc@example.com", "compliance").await;
    let queue = admin_get(&app, "/identity/reviews", &reviewer).await;
    let id = queue["message"]["list"][0]["id"].as_i64().unwrap().to_string();
    ok(&admin_post(&app, "/identity/approve", &reviewer, &[("id", &id)]).await);
    let token = session.token.clone().unwrap();
    session.qrcode = app.uploaded_image(&token).await;
    replay(&app, VERIFIED, &mut session).await;
    let k = app
        .get(
            "/currency/new_timeshar",
            None,
            &[
                ("symbol", "BTC/USDT"),
                ("period", "1day"),
                ("from", "1700000000"),
                ("to", "1743200000"),
            ],
        )
        .await;
    assert_eq!(k["code"], 1, "{k}");
    ok(&app.get("/user/logout", Some(&token), &[]).await);
}
