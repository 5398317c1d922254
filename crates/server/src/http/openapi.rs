//! The OpenAPI 3.1 document of the route table: each operation's request fields and answer come from the
//! types the route declares, and the types themselves are shared under `components/schemas`.

use schemars::{SchemaGenerator, generate::SchemaSettings};
use serde_json::{Map, Value, json};

use super::routes::{Access, Answer, Endpoint, SchemaFn};

/// A socket event as the document lists it under `x-socket-events` (API-CONTRACT §6). Public events are the
/// payload itself; a private one is `{type, to, event, data, ts}` with `data` of this schema.
#[derive(Debug, Clone, Copy)]
pub struct SocketEvent {
    pub name: &'static str,
    pub private: bool,
    pub schema: SchemaFn,
}

const SCHEMAS: &str = "#/components/schemas/";

fn generator(settings: SchemaSettings) -> SchemaGenerator {
    settings
        .with(|s| {
            s.definitions_path = "/components/schemas".into();
            s.meta_schema = None;
        })
        .into_generator()
}

/// An envelope whose `message` is `payload`, or the error envelope.
fn enveloped(payload: Value) -> Value {
    json!({ "oneOf": [
        {
            "type": "object",
            "required": ["type", "message"],
            "properties": { "type": { "const": "ok" }, "message": payload }
        },
        { "$ref": format!("{SCHEMAS}ErrorEnvelope") }
    ] })
}

/// A request schema's fields as query parameters (for GET).
fn query_parameters(schema: &Value, definitions: &Map<String, Value>) -> Vec<Value> {
    let resolved = schema
        .get("$ref")
        .and_then(Value::as_str)
        .and_then(|r| r.strip_prefix(SCHEMAS))
        .and_then(|name| definitions.get(name))
        .unwrap_or(schema);
    let required: Vec<&str> = resolved
        .get("required")
        .and_then(Value::as_array)
        .map(|list| list.iter().filter_map(Value::as_str).collect())
        .unwrap_or_default();
    resolved
        .get("properties")
        .and_then(Value::as_object)
        .map(|properties| {
            properties
                .iter()
                .map(|(name, schema)| {
                    json!({
                        "name": name,
                        "in": "query",
                        "required": required.contains(&name.as_str()),
                        "schema": schema,
                    })
                })
                .collect()
        })
        .unwrap_or_default()
}

fn access_mark(access: Access) -> &'static str {
    match access {
        Access::Public => "no",
        Access::Optional => "opt",
        Access::User => "yes",
        Access::Level1 => "L1",
    }
}

/// An OpenAPI 3.1 document of the endpoints, with the envelope every one of them answers in, and the socket events.
pub fn openapi(endpoints: &[Endpoint], events: &[SocketEvent]) -> Value {
    let mut requests = generator(SchemaSettings::draft2020_12().for_deserialize());
    let mut answers = generator(SchemaSettings::draft2020_12().for_serialize());
    let mut socket = Map::new();
    for event in events {
        let schema = (event.schema)(&mut answers).to_value();
        let described = if event.private {
            json!({ "private": true, "data": schema })
        } else {
            json!({ "private": false, "payload": schema })
        };
        socket.insert(event.name.to_string(), described);
    }
    let mut paths = Map::new();
    for endpoint in endpoints {
        let request = endpoint.request.map(|f| f(&mut requests).to_value());
        let response = match endpoint.answer {
            Answer::Enveloped(f) => json!({
                "description": "The envelope: `message` is the payload on success",
                "content": { "application/json": { "schema": enveloped(f(&mut answers).to_value()) } }
            }),
            Answer::Bare(f) => json!({
                "description": "The payload itself, without the envelope",
                "content": { "application/json": { "schema": f(&mut answers).to_value() } }
            }),
            Answer::FreeForm(why) => json!({
                "description": format!("The envelope; `message` has no fixed shape: {why}"),
                "content": { "application/json": { "schema": enveloped(json!({})) } }
            }),
            Answer::Undeclared => json!({
                "description": "The envelope",
                "content": { "application/json": { "schema": enveloped(json!({})) } }
            }),
        };
        let mut operations = Map::new();
        for method in endpoint.methods {
            let mut operation = Map::new();
            operation.insert("summary".into(), json!(endpoint.summary));
            operation.insert(
                "operationId".into(),
                json!(format!("{method}{}", endpoint.path.replace('/', "_"))),
            );
            operation.insert("x-access".into(), json!(access_mark(endpoint.access)));
            match (*method, &request) {
                ("get", Some(schema)) => {
                    let parameters = query_parameters(schema, requests.definitions());
                    if !parameters.is_empty() {
                        operation.insert("parameters".into(), Value::Array(parameters));
                    }
                }
                ("get", None) => {}
                (_, request) => {
                    let schema = request.clone().unwrap_or_else(|| json!({ "type": "object" }));
                    operation.insert(
                        "requestBody".into(),
                        json!({ "content": {
                            "application/x-www-form-urlencoded": { "schema": schema },
                            "application/json": { "schema": schema },
                            "multipart/form-data": { "schema": schema }
                        } }),
                    );
                }
            }
            operation.insert("responses".into(), json!({ "200": response }));
            if endpoint.access != Access::Public {
                operation.insert("security".into(), json!([{ "token": [] }]));
            }
            operations.insert((*method).to_string(), Value::Object(operation));
        }
        paths.insert(endpoint.path.to_string(), Value::Object(operations));
    }
    let mut schemas = requests.take_definitions(true);
    schemas.extend(answers.take_definitions(true));
    schemas.insert(
        "ErrorEnvelope".into(),
        json!({
            "type": "object",
            "required": ["type", "message", "error"],
            "properties": {
                "type": { "type": "string", "enum": ["error", "999", "998"] },
                "message": { "type": "string" },
                "error": { "type": "string" },
                "field": { "type": "string" }
            }
        }),
    );
    json!({
        "openapi": "3.1.0",
        "info": { "title": "Mercato API", "version": env!("CARGO_PKG_VERSION") },
        "servers": [{ "url": "/api" }],
        "paths": paths,
        "x-socket-events": socket,
        "components": {
            "securitySchemes": {
                "token": { "type": "apiKey", "in": "header", "name": "Authorization",
                           "description": "The session token, raw or as `Bearer <token>`" }
            },
            "schemas": schemas
        }
    })
}
