use serde_json::Value;

use crate::common::{SendJson, TestApp};

const CONTRACT: &[(&str, &[&str])] = &[
    ("/currency/quotation_new", &["get", "post"]),
    ("/user/wallet_challenge", &["get", "post"]),
    ("/user/login_and_register", &["post"]),
    ("/user/wallet_bind", &["post"]),
    ("/user/wallet_unbind", &["post"]),
    ("/user/wallet_links", &["get", "post"]),
    ("/liabilities/latest", &["get", "post"]),
    ("/liabilities/proof", &["get", "post"]),
    // Calls of our own (ADR 68): every published root and the key that signs them.
    ("/liabilities/history", &["get", "post"]),
    ("/liabilities/key", &["get", "post"]),
    ("/currency/new_timeshar", &["get", "post"]),
    ("/optional/add", &["post"]),
    ("/optional/del", &["post"]),
    ("/optional/list", &["get", "post"]),
    ("/coin/trade", &["post"]),
    ("/coin/cancel", &["post"]),
    ("/coin/list", &["get", "post"]),
    ("/user/getTransferList", &["get", "post"]),
    ("/user/getTransferFee", &["get", "post"]),
    ("/user/Transfer", &["post"]),
    ("/lever/deal", &["get", "post"]),
    ("/lever/submit", &["post"]),
    ("/lever/dealall", &["get", "post"]),
    ("/lever/my_trade", &["get", "post"]),
    ("/lever/close", &["post"]),
    ("/lever/setstop", &["post"]),
    ("/lever/batch_close", &["post"]),
    ("/microtrade/seconds", &["get", "post"]),
    ("/microtrade/payable_currencies", &["get", "post"]),
    ("/microtrade/submit", &["post"]),
    ("/microtrade/get_result", &["get", "post"]),
    ("/microtrade/lists", &["get", "post"]),
    ("/follow/index", &["get", "post"]),
    ("/follow/follow", &["post"]),
    ("/follow/cancel", &["post"]),
    ("/follow/traderDetail", &["get", "post"]),
    ("/follow/selfHolding", &["post"]),
    ("/follow/historyTrade", &["get", "post"]),
    // Calls of our own beside §5.11 (docs/api/copy-trading.md): applying, stopping, one's own follows.
    ("/follow/apply", &["post"]),
    ("/follow/stop", &["post"]),
    ("/follow/my", &["get", "post"]),
    ("/lh/deposit/config", &["get", "post"]),
    ("/lh/deposit/order", &["get", "post"]),
    ("/lh/deposit", &["post"]),
    ("/lh/deposit/order/cancel", &["post"]),
    ("/loan/config", &["get", "post"]),
    ("/loan/eligibility", &["get", "post"]),
    ("/loan/apply", &["post"]),
    ("/loan/cancel", &["post"]),
    ("/loan/list", &["get", "post"]),
    ("/loan/repay", &["post"]),
    ("/loan/add_collateral", &["post"]),
    ("/otc/config", &["get", "post"]),
    ("/otc/ads", &["get", "post"]),
    ("/otc/ad", &["get", "post"]),
    ("/otc/merchant", &["get", "post"]),
    ("/otc/my_merchant", &["get", "post"]),
    ("/otc/my_ads", &["get", "post"]),
    ("/otc/orders", &["get", "post"]),
    ("/otc/order", &["get", "post"]),
    ("/otc/chat", &["get", "post"]),
    ("/quickbuy/config", &["get", "post"]),
    ("/quickbuy/orders", &["get", "post"]),
    ("/quickbuy/order", &["get", "post"]),
    ("/otc/merchant_apply", &["post"]),
    ("/otc/ad_save", &["post"]),
    ("/otc/ad_status", &["post"]),
    ("/otc/order_create", &["post"]),
    ("/otc/order_paid", &["post"]),
    ("/otc/order_cancel", &["post"]),
    ("/otc/order_release", &["post"]),
    ("/otc/order_dispute", &["post"]),
    ("/otc/order_rate", &["post"]),
    ("/otc/chat_send", &["post"]),
    ("/quickbuy/quote", &["post"]),
    ("/quickbuy/order_create", &["post"]),
    ("/quickbuy/voucher", &["post"]),
    ("/quickbuy/cancel", &["post"]),
    ("/kefu/conversation", &["get", "post"]),
    ("/kefu/messages", &["get", "post"]),
    ("/kefu/unread", &["get", "post"]),
    ("/kefu/send", &["post"]),
    ("/kefu/close", &["post"]),
    ("/quiz/config", &["get", "post"]),
    ("/quiz/rounds", &["get", "post"]),
    ("/quiz/round", &["get", "post"]),
    ("/quiz/my_bets", &["get", "post"]),
    ("/quiz/bet", &["post"]),
    ("/bind_box/getBoxList", &["get", "post"]),
    ("/bind_box/getBoxDetail", &["get", "post"]),
    ("/bind_box/getArtist", &["get", "post"]),
    ("/bind_box/getArtistDetail", &["get", "post"]),
    ("/bind_box/getNftCurrency", &["get", "post"]),
    ("/bind_box/getRules", &["get", "post"]),
    ("/bind_box/getCollection", &["get", "post"]),
    ("/bind_box/getBindBoxQuotationLog", &["get", "post"]),
    ("/bind_box/getMyNFTs", &["get", "post"]),
    ("/bind_box/getMyBindBoxQuotationLog", &["get", "post"]),
    ("/bind_box/getNeedPayNFTOrder", &["get", "post"]),
    ("/bind_box/getProvenance", &["get", "post"]),
    ("/bind_box/getSeriesList", &["get", "post"]),
    ("/bind_box/getSeries", &["get", "post"]),
    ("/bind_box/collect", &["post"]),
    ("/bind_box/buyNFT", &["post"]),
    ("/bind_box/marginNFT", &["post"]),
    ("/bind_box/auctionNFT", &["post"]),
    ("/bind_box/openBlindBox", &["post"]),
    ("/bind_box/resellNFT", &["post"]),
    ("/bind_box/readNFTOrderMessage", &["post"]),
    ("/bind_box/payNFTOrder", &["post"]),
    ("/bind_box/applyArtist", &["post"]),
    ("/user/invite", &["get", "post"]),
    ("/user/invitees", &["get", "post"]),
    ("/user/rebates", &["get", "post"]),
    ("/user/rebate_detail", &["get", "post"]),
    ("/user/vip", &["get", "post"]),
    ("/vip/levels", &["get", "post"]),
    ("/coupon/list", &["get", "post"]),
    ("/coupon/usable", &["get", "post"]),
    ("/coupon/claim", &["post"]),
    ("/chat/rooms", &["get", "post"]),
    ("/chat/history", &["get", "post"]),
    ("/chat/send", &["post"]),
    ("/chat/report", &["post"]),
    ("/project", &["get", "post"]),
    ("/project/detail", &["get", "post"]),
    ("/project/order", &["post"]),
    ("/user/project/order", &["get", "post"]),
    ("/dual/index", &["get", "post"]),
    ("/dual/detail", &["get", "post"]),
    ("/dual/buyDual", &["post"]),
    ("/dual/dual_list", &["get", "post"]),
    ("/getSiteConfig", &["get", "post"]),
    ("/getSetting", &["get", "post"]),
    ("/rules", &["get", "post"]),
    ("/rules/changelog", &["get", "post"]),
    ("/rules/money_moves", &["get", "post"]),
    ("/sms_mail", &["post"]),
    ("/user/check_email", &["post"]),
    ("/user/register", &["post"]),
    ("/user/registerV1", &["post"]),
    ("/user/login", &["post"]),
    ("/user/login_totp", &["post"]),
    ("/user/totp/status", &["get", "post"]),
    ("/user/totp/setup", &["post"]),
    ("/user/totp/enable", &["post"]),
    ("/user/totp/disable", &["post"]),
    ("/user/logout", &["get"]),
    ("/user/forget", &["post"]),
    ("/user/info", &["get", "post"]),
    ("/sms_send", &["post"]),
    ("/safe/mobile", &["post"]),
    ("/safe/email", &["post"]),
    ("/safe/update_password", &["post"]),
    ("/safe/login_password", &["post"]),
    ("/safe/pay_password", &["post"]),
    ("/real/state", &["get", "post"]),
    ("/user/real", &["post"]),
    ("/user/do_real", &["post"]),
    ("/user/uploadHeadPortrait", &["post"]),
    ("/user/editNickname", &["post"]),
    ("/upload", &["post"]),
    ("/news/index_pop", &["get", "post"]),
    ("/news/list", &["get", "post"]),
    ("/news/detail", &["get", "post"]),
    ("/faqs", &["get", "post"]),
    ("/faqsq", &["post"]),
    ("/faqsqa", &["get", "post"]),
    ("/news/help", &["get", "post"]),
    ("/news/help/questions", &["get", "post"]),
    ("/news/help/answer", &["get", "post"]),
    ("/faq", &["get", "post"]),
    ("/contactus", &["get", "post"]),
    ("/aboutus", &["get", "post"]),
    ("/operational_compliance", &["get", "post"]),
    ("/menu", &["get", "post"]),
    ("/mailMessage/getList", &["get", "post"]),
    ("/mailMessage/read", &["post"]),
    ("/currency/list", &["get", "post"]),
    ("/currency/user_currency_list", &["get", "post"]),
    ("/wallet/list", &["get", "post"]),
    ("/wallet/detail", &["get", "post"]),
    ("/wallet/change", &["post"]),
    ("/wallet/hzhistory", &["get", "post"]),
    ("/wallet/legal_log", &["get", "post"]),
    ("/paymentslist", &["get", "post"]),
    ("/wallet/get_info", &["get", "post"]),
    ("/wallet/out", &["post"]),
    ("/user/withdraw/list", &["get", "post"]),
    ("/wallet/get_in_address", &["get", "post"]),
    ("/wallet/chain_deposits", &["get", "post"]),
    ("/wallet/charge_req", &["post"]),
    ("/recharge/log", &["get", "post"]),
    ("/user/wallet/save", &["post"]),
    ("/user/delwallet", &["post"]),
    ("/user/wallet/list", &["get", "post"]),
    ("/user/cash_info", &["get", "post"]),
    ("/user/cash_save", &["post"]),
    ("/user/cash_info_international", &["get", "post"]),
    ("/user/cash_save_international", &["post"]),
    ("/wallet/getRateCurrency", &["get", "post"]),
    ("/fiat/rates", &["get", "post"]),
];

#[tokio::test]
async fn the_openapi_document_lists_every_endpoint_with_the_contract_methods() {
    let app = TestApp::spawn().await;
    let doc: Value = app.client.get(app.url("/api/openapi.json")).send_json().await;
    assert_eq!(doc["openapi"], "3.1.0");
    let paths = doc["paths"].as_object().unwrap();
    for (path, methods) in CONTRACT {
        let operations = paths
            .get(*path)
            .unwrap_or_else(|| panic!("{path} is documented"))
            .as_object()
            .unwrap();
        let mut documented: Vec<&str> = operations.keys().map(String::as_str).collect();
        documented.sort_unstable();
        let mut expected = methods.to_vec();
        expected.sort_unstable();
        assert_eq!(documented, expected, "{path}");
    }
}

#[tokio::test]
async fn every_documented_operation_is_routed_and_other_methods_are_refused() {
    let app = TestApp::spawn().await;
    let doc: Value = app.client.get(app.url("/api/openapi.json")).send_json().await;
    for (path, operations) in doc["paths"].as_object().unwrap() {
        let url = app.url(&format!("/api{path}"));
        for method in ["get", "post"] {
            let request = match method {
                "get" => app.client.get(&url),
                _ => app.client.post(&url),
            };
            let response = request.send().await.unwrap();
            let status = response.status().as_u16();
            let body: Value = response.json().await.unwrap();
            if operations.get(method).is_some() {
                assert_eq!(status, 200, "{method} {path}");
                // K-line history keeps its own `{code, msg, data}` form (API-CONTRACT §2).
                let enveloped = if path == "/currency/new_timeshar" {
                    body["code"].is_i64()
                } else {
                    body["type"].is_string()
                };
                assert!(enveloped, "{method} {path} answers an envelope: {body}");
            } else {
                assert_eq!(status, 405, "{method} {path} is not allowed");
            }
        }
    }
}

#[tokio::test]
async fn every_endpoint_the_router_documents_is_one_the_contract_lists() {
    let app = TestApp::spawn().await;
    let doc: Value = app.client.get(app.url("/api/openapi.json")).send_json().await;
    let mut unlisted: Vec<&str> = doc["paths"]
        .as_object()
        .unwrap()
        .keys()
        .map(String::as_str)
        .filter(|path| !CONTRACT.iter().any(|(listed, _)| listed == path))
        .collect();
    unlisted.sort_unstable();
    assert_eq!(
        unlisted,
        Vec::<&str>::new(),
        "routes missing from the contract list"
    );
}

/// The router resolves the session of these calls before their handlers run; a handler that asks for the
/// signed-in user on a route without that layer answers `internal_error`, so this test fails if the layer is
/// missing from any of them.
#[tokio::test]
async fn every_call_for_signed_in_users_refuses_a_request_without_a_valid_session() {
    let app = TestApp::spawn().await;
    let doc: Value = app.client.get(app.url("/api/openapi.json")).send_json().await;
    let mut checked = 0;
    for (path, operations) in doc["paths"].as_object().unwrap() {
        for (method, operation) in operations.as_object().unwrap() {
            if !matches!(operation["x-access"].as_str(), Some("yes" | "L1")) {
                continue;
            }
            let url = app.url(&format!("/api{path}"));
            for token in [None, Some("not-a-session")] {
                let mut request = match method.as_str() {
                    "get" => app.client.get(&url),
                    _ => app.client.post(&url).form(&[("lang", "en")]),
                };
                if let Some(token) = token {
                    request = request.header("Authorization", token);
                }
                let body: Value = request.send_json().await;
                assert_eq!(
                    (body["type"].as_str(), body["error"].as_str()),
                    (Some("999"), Some("session_invalid")),
                    "{method} {path} with {token:?}: {body}"
                );
                checked += 1;
            }
        }
    }
    assert!(checked > 50, "only {checked} calls checked");
}

/// The committed document that web types are generated from; `mercato openapi` prints it.
const FIXTURE: &str = include_str!("../../../../docs/api/openapi.json");

/// Answers whose `message` has no fixed shape, each with its reason given in the route table.
const FREE_FORM: &[&str] = &[];

#[tokio::test]
async fn the_served_document_is_the_committed_fixture() {
    let app = TestApp::spawn().await;
    let served: Value = app.client.get(app.url("/api/openapi.json")).send_json().await;
    let committed: Value = serde_json::from_str(FIXTURE).unwrap();
    assert!(
        served == committed,
        "docs/api/openapi.json differs from what the router serves; regenerate it with \
         `cargo run -p mercato-server -- openapi > docs/api/openapi.json` and review the diff"
    );
}

#[tokio::test]
async fn every_operation_answers_a_declared_schema_unless_it_is_listed_as_free_form() {
    let app = TestApp::spawn().await;
    let doc: Value = app.client.get(app.url("/api/openapi.json")).send_json().await;
    let mut undeclared = Vec::new();
    for (path, operations) in doc["paths"].as_object().unwrap() {
        let free_form = operations.as_object().unwrap().values().any(|operation| {
            let schema = &operation["responses"]["200"]["content"]["application/json"]["schema"];
            let payload = match schema.get("oneOf") {
                Some(cases) => &cases[0]["properties"]["message"],
                None => schema,
            };
            payload.as_object().is_some_and(serde_json::Map::is_empty)
        });
        let listed = FREE_FORM.contains(&path.as_str());
        assert!(
            free_form || !listed,
            "{path} has a schema now: take it off the free-form list"
        );
        if free_form && !listed {
            undeclared.push(path.as_str());
        }
    }
    assert_eq!(
        undeclared,
        Vec::<&str>::new(),
        "calls without an answer schema: declare one with `.answers::<T>()`"
    );
}

#[tokio::test]
async fn every_schema_an_operation_refers_to_is_defined() {
    let app = TestApp::spawn().await;
    let doc: Value = app.client.get(app.url("/api/openapi.json")).send_json().await;
    let text = doc.to_string();
    let schemas = doc["components"]["schemas"].as_object().unwrap();
    for reference in text.split("\"$ref\":\"#/components/schemas/").skip(1) {
        let name = reference.split('"').next().unwrap();
        assert!(
            schemas.contains_key(name),
            "{name} is referred to but not defined"
        );
    }
    for name in schemas.keys() {
        assert!(
            !name.ends_with(|c: char| c.is_ascii_digit()),
            "{name}: two types share a schema name; give one a `#[schemars(rename)]`"
        );
    }
}

#[tokio::test]
async fn the_router_refuses_a_call_without_a_session_in_the_language_its_body_asks_for() {
    let app = TestApp::spawn().await;
    let in_body = app.post("/wallet/change", None, &[("lang", "en")]).await;
    let in_query = app.get("/wallet/list", None, &[("lang", "en")]).await;
    let default = app.post("/wallet/change", None, &[]).await;
    assert_eq!(in_body["type"], "999");
    assert_eq!(in_body["message"], in_query["message"]);
    assert_ne!(
        in_body["message"], default["message"],
        "zh is the default: {default}"
    );
    let unreadable = app
        .client
        .post(app.url("/api/wallet/change"))
        .header("content-type", "application/json")
        .body("{not json")
        .send_json()
        .await;
    assert_eq!(
        unreadable["error"], "invalid_params",
        "an unreadable body answers as it did before the session was looked at"
    );
}
