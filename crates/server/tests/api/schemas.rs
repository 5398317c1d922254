//! The OpenAPI document describes what the calls really answer: every read call's live answer, for a user with
//! funds and an open order, is checked against the schema its route declares.

use serde_json::{Map, Value};

use crate::common::{SendJson, TestApp, ok};

/// Whether `value` fits `schema` (the parts of JSON Schema the generated document uses), with the reasons it
/// does not.
fn check(doc: &Value, schema: &Value, value: &Value, at: &str, problems: &mut Vec<String>) {
    if let Some(reference) = schema.get("$ref").and_then(Value::as_str) {
        let name = reference.trim_start_matches("#/components/schemas/");
        return check(doc, &doc["components"]["schemas"][name], value, at, problems);
    }
    for key in ["anyOf", "oneOf"] {
        if let Some(cases) = schema.get(key).and_then(Value::as_array) {
            let fits = cases.iter().any(|case| {
                let mut inner = Vec::new();
                check(doc, case, value, at, &mut inner);
                inner.is_empty()
            });
            if !fits {
                problems.push(format!("{at}: fits none of {key}: {value}"));
            }
        }
    }
    if let Some(expected) = schema.get("const")
        && expected != value
    {
        problems.push(format!("{at}: {value} is not {expected}"));
    }
    if let Some(allowed) = schema.get("enum").and_then(Value::as_array)
        && !allowed.contains(value)
    {
        problems.push(format!("{at}: {value} is not one of {allowed:?}"));
    }
    if let Some(types) = schema.get("type") {
        let types: Vec<&str> = match types {
            Value::String(one) => vec![one.as_str()],
            Value::Array(many) => many.iter().filter_map(Value::as_str).collect(),
            _ => Vec::new(),
        };
        let fits = types.iter().any(|t| match *t {
            "integer" => value.is_i64() || value.is_u64(),
            "number" => value.is_number(),
            "string" => value.is_string(),
            "boolean" => value.is_boolean(),
            "null" => value.is_null(),
            "object" => value.is_object(),
            "array" => value.is_array(),
            _ => true,
        });
        if !fits {
            problems.push(format!("{at}: {value} is not {types:?}"));
            return;
        }
    }
    if let Some(object) = value.as_object() {
        let properties = schema.get("properties").and_then(Value::as_object);
        for name in schema
            .get("required")
            .and_then(Value::as_array)
            .into_iter()
            .flatten()
        {
            let name = name.as_str().unwrap_or_default();
            if !object.contains_key(name) {
                problems.push(format!("{at}: {name} is missing"));
            }
        }
        for (name, property) in properties.unwrap_or(&Map::new()) {
            if let Some(field) = object.get(name) {
                check(doc, property, field, &format!("{at}.{name}"), problems);
            }
        }
    }
    if let Some(items) = value.as_array() {
        if let Some(item) = schema.get("items") {
            for (i, v) in items.iter().enumerate() {
                check(doc, item, v, &format!("{at}[{i}]"), problems);
            }
        }
        for (i, (item, v)) in schema
            .get("prefixItems")
            .and_then(Value::as_array)
            .into_iter()
            .flatten()
            .zip(items)
            .enumerate()
        {
            check(doc, item, v, &format!("{at}[{i}]"), problems);
        }
    }
}

/// Fields a read call may ask for; each call reads its own and ignores the rest.
const FIELDS: &[(&str, &str)] = &[
    ("currency_id", "1"),
    ("legal_id", "3"),
    ("currency", "3"),
    ("type", "change"),
    ("c_id", "4"),
    ("symbol", "BTC/USDT"),
    ("period", "1min"),
    ("keyword", "site_name"),
    ("from_currency_id", "1"),
    ("to_currency_id", "3"),
    ("id", "3"),
];

#[tokio::test]
async fn every_read_call_answers_what_its_schema_says() {
    let app = TestApp::spawn_with(|config| {
        config.server.demo = true;
        config.market.feed = "none".into();
    })
    .await;
    let token = app.signed_up("schemas@example.com").await;
    let placed = app
        .post(
            "/coin/trade",
            Some(&token),
            &[
                ("currency_id", "1"),
                ("legal_id", "3"),
                ("type", "1"),
                ("amount", "0.01"),
                ("target_price", "1000"),
            ],
        )
        .await;
    ok(&placed);
    let doc: Value = app.client.get(app.url("/api/openapi.json")).send_json().await;
    let (mut checked, mut answered) = (0, 0);
    let mut problems = Vec::new();
    for (path, operations) in doc["paths"].as_object().unwrap() {
        let (Some(operation), Some(_)) = (operations.get("get"), operations.get("post")) else {
            continue;
        };
        let mut request = app.client.get(app.url(&format!("/api{path}"))).query(FIELDS);
        if operation["x-access"] != "no" {
            request = request.header("Authorization", &token);
        }
        let body: Value = request.send_json().await;
        let schema = &operation["responses"]["200"]["content"]["application/json"]["schema"];
        check(&doc, schema, &body, path, &mut problems);
        checked += 1;
        if body["type"] == "ok" || body["code"] == 1 {
            answered += 1;
        }
    }
    assert_eq!(
        problems,
        Vec::<String>::new(),
        "answers that differ from their schema"
    );
    assert!(
        checked > 40 && answered > 30,
        "{checked} calls checked, {answered} answered ok"
    );
}

#[test]
fn the_schema_check_notices_a_number_sent_as_text_a_missing_field_and_a_wrong_constant() {
    let doc = serde_json::json!({ "components": { "schemas": { "Order": {
        "type": "object",
        "required": ["id", "price"],
        "properties": {
            "id": { "type": "integer" },
            "price": { "type": "string" },
            "kind": { "const": "order" },
            "levels": { "type": "array", "items": { "prefixItems": [{ "type": "string" }] } }
        }
    } } } });
    let schema =
        serde_json::json!({ "anyOf": [{ "$ref": "#/components/schemas/Order" }, { "type": "null" }] });
    let fits = |value: Value| {
        let mut problems = Vec::new();
        check(&doc, &schema, &value, "", &mut problems);
        problems.is_empty()
    };
    assert!(fits(
        serde_json::json!({ "id": 1, "price": "1.5", "kind": "order", "levels": [["1"]] })
    ));
    assert!(fits(Value::Null));
    assert!(!fits(serde_json::json!({ "id": "1", "price": "1.5" })));
    assert!(!fits(serde_json::json!({ "id": 1 })));
    assert!(!fits(
        serde_json::json!({ "id": 1, "price": "1", "kind": "trade" })
    ));
    assert!(!fits(
        serde_json::json!({ "id": 1, "price": "1", "levels": [[1]] })
    ));
}
