//! The API's route table: every route is added together with its description, so the router and the OpenAPI
//! document served at `/api/openapi.json` are made from one list and cannot disagree.

use axum::{
    Router,
    handler::Handler,
    routing::{MethodRouter, get, post},
};
use serde_json::{Map, Value, json};

use crate::app::AppState;

/// Who may call an endpoint (API-CONTRACT §1, "Auth column").
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Access {
    /// Public.
    Public,
    /// Works without a token; personalised with a valid one.
    Optional,
    /// Needs a valid session token, else `"999"`.
    User,
    /// Needs a session and, for the actions the published rule lists, identity level 1, else `"998"`.
    Level1,
}

#[derive(Debug, Clone)]
pub struct Endpoint {
    pub methods: &'static [&'static str],
    pub path: &'static str,
    pub access: Access,
    pub summary: &'static str,
}

#[derive(Default)]
pub struct ApiRoutes {
    router: Router<AppState>,
    endpoints: Vec<Endpoint>,
}

impl ApiRoutes {
    fn add(
        mut self,
        methods: &'static [&'static str],
        path: &'static str,
        access: Access,
        summary: &'static str,
        route: MethodRouter<AppState>,
    ) -> Self {
        self.router = self.router.route(path, route);
        self.endpoints.push(Endpoint {
            methods,
            path,
            access,
            summary,
        });
        self
    }

    /// A read-only call: answers GET and POST alike.
    pub fn read<H, T>(self, path: &'static str, access: Access, summary: &'static str, handler: H) -> Self
    where
        H: Handler<T, AppState> + Clone,
        T: 'static,
    {
        self.add(
            &["get", "post"],
            path,
            access,
            summary,
            get(handler.clone()).post(handler),
        )
    }

    /// A call that changes state, by POST only.
    pub fn post<H, T>(self, path: &'static str, access: Access, summary: &'static str, handler: H) -> Self
    where
        H: Handler<T, AppState>,
        T: 'static,
    {
        self.add(&["post"], path, access, summary, post(handler))
    }

    /// A call that changes state by GET, as existing clients send it.
    pub fn get<H, T>(self, path: &'static str, access: Access, summary: &'static str, handler: H) -> Self
    where
        H: Handler<T, AppState>,
        T: 'static,
    {
        self.add(&["get"], path, access, summary, get(handler))
    }

    pub fn merge(mut self, other: ApiRoutes) -> Self {
        self.router = self.router.merge(other.router);
        self.endpoints.extend(other.endpoints);
        self
    }

    pub fn into_parts(self) -> (Router<AppState>, Vec<Endpoint>) {
        (self.router, self.endpoints)
    }
}

/// An OpenAPI 3.1 document of the endpoints, with the envelope every one of them answers in.
pub fn openapi(endpoints: &[Endpoint]) -> Value {
    let mut paths = Map::new();
    for endpoint in endpoints {
        let mut operations = Map::new();
        for method in endpoint.methods {
            let mut operation = json!({
                "summary": endpoint.summary,
                "operationId": format!("{method}{}", endpoint.path.replace('/', "_")),
                "x-access": match endpoint.access {
                    Access::Public => "no",
                    Access::Optional => "opt",
                    Access::User => "yes",
                    Access::Level1 => "L1",
                },
                "requestBody": { "content": {
                    "application/x-www-form-urlencoded": { "schema": { "type": "object" } },
                    "application/json": { "schema": { "type": "object" } },
                    "multipart/form-data": { "schema": { "type": "object" } }
                } },
                "responses": { "200": {
                    "description": "Envelope: {type, message} on success, {type, message, error} on failure",
                    "content": { "application/json": { "schema": { "$ref": "#/components/schemas/Envelope" } } }
                } }
            });
            if *method == "get"
                && let Some(op) = operation.as_object_mut()
            {
                op.remove("requestBody");
            }
            if endpoint.access != Access::Public
                && let Some(op) = operation.as_object_mut()
            {
                op.insert("security".into(), json!([{ "token": [] }]));
            }
            operations.insert((*method).to_string(), operation);
        }
        paths.insert(endpoint.path.to_string(), Value::Object(operations));
    }
    json!({
        "openapi": "3.1.0",
        "info": { "title": "Mercato API", "version": env!("CARGO_PKG_VERSION") },
        "servers": [{ "url": "/api" }],
        "paths": paths,
        "components": {
            "securitySchemes": {
                "token": { "type": "apiKey", "in": "header", "name": "Authorization",
                           "description": "The session token, raw or as `Bearer <token>`" }
            },
            "schemas": {
                "Envelope": {
                    "type": "object",
                    "required": ["type", "message"],
                    "properties": {
                        "type": { "type": "string", "enum": ["ok", "error", "999", "998"] },
                        "message": {},
                        "error": { "type": "string" },
                        "field": { "type": "string" }
                    }
                }
            }
        }
    })
}
