//! The API's route table: every route is added together with its description, its access and the types of its
//! request and answer, so the router and the OpenAPI document served at `/api/openapi.json` are made from one
//! list and cannot disagree. Routes marked `User` or `Level1` are wrapped so the session is resolved before the
//! handler runs (`http::signed_in`).

use axum::{
    Router,
    handler::Handler,
    middleware,
    routing::{MethodRouter, get, post},
};
use schemars::{JsonSchema, Schema, SchemaGenerator};

use super::{
    extract::BODY_LIMIT,
    signed_in::{SessionGate, require_session},
};
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

impl Access {
    /// Whether the router resolves a session before the handler runs.
    pub fn needs_session(self) -> bool {
        matches!(self, Access::User | Access::Level1)
    }
}

/// Adds a type's schema to a generator and answers a reference to it.
pub type SchemaFn = fn(&mut SchemaGenerator) -> Schema;

pub fn schema_of<T: JsonSchema>(generator: &mut SchemaGenerator) -> Schema {
    generator.subschema_for::<T>()
}

/// What an endpoint answers, for the OpenAPI document.
#[derive(Debug, Clone, Copy)]
pub enum Answer {
    /// `{"type":"ok","message":<T>}`, or an error envelope.
    Enveloped(SchemaFn),
    /// `T` itself, without the envelope (only K-line history, API-CONTRACT §2).
    Bare(SchemaFn),
    /// A payload with no fixed shape; the reason is in the document.
    FreeForm(&'static str),
    /// Not declared: the OpenAPI test fails on it.
    Undeclared,
}

#[derive(Debug, Clone)]
pub struct Endpoint {
    pub methods: &'static [&'static str],
    pub path: &'static str,
    pub access: Access,
    pub summary: &'static str,
    /// The fields the call reads besides `lang`; `None` for a call not yet read into a type.
    pub request: Option<SchemaFn>,
    pub answer: Answer,
    /// The body cap the handler reads with, which the session layer uses too.
    pub body_limit: usize,
}

struct Entry {
    endpoint: Endpoint,
    route: MethodRouter<AppState>,
}

#[derive(Default)]
pub struct ApiRoutes {
    entries: Vec<Entry>,
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
        self.entries.push(Entry {
            endpoint: Endpoint {
                methods,
                path,
                access,
                summary,
                request: None,
                answer: Answer::Undeclared,
                body_limit: BODY_LIMIT,
            },
            route,
        });
        self
    }

    fn last(mut self, change: impl FnOnce(&mut Endpoint)) -> Self {
        if let Some(entry) = self.entries.last_mut() {
            change(&mut entry.endpoint);
        }
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

    /// The request fields of the route added last.
    pub fn takes<T: JsonSchema>(self) -> Self {
        self.last(|e| e.request = Some(schema_of::<T>))
    }

    /// The `message` of a successful answer of the route added last.
    pub fn answers<T: JsonSchema>(self) -> Self {
        self.last(|e| e.answer = Answer::Enveloped(schema_of::<T>))
    }

    /// The whole body of the route added last, which answers without the envelope.
    pub fn answers_bare<T: JsonSchema>(self) -> Self {
        self.last(|e| e.answer = Answer::Bare(schema_of::<T>))
    }

    /// The route added last answers a payload with no fixed shape, for the reason given.
    pub fn answers_free_form(self, why: &'static str) -> Self {
        self.last(|e| e.answer = Answer::FreeForm(why))
    }

    /// The route added last reads its body with a larger cap than ordinary calls.
    pub fn body_limit(self, limit: usize) -> Self {
        self.last(|e| e.body_limit = limit)
    }

    pub fn merge(mut self, other: ApiRoutes) -> Self {
        self.entries.extend(other.entries);
        self
    }

    /// The endpoints as described, without building the router.
    pub fn endpoints(&self) -> Vec<Endpoint> {
        self.entries.iter().map(|e| e.endpoint.clone()).collect()
    }

    /// The router, with the session layer on the routes that need one, and the endpoints it serves.
    pub fn into_parts(self, app: &AppState) -> (Router<AppState>, Vec<Endpoint>) {
        let mut router = Router::new();
        let mut endpoints = Vec::with_capacity(self.entries.len());
        for Entry { endpoint, route } in self.entries {
            let route = if endpoint.access.needs_session() {
                let gate = SessionGate {
                    app: app.clone(),
                    body_limit: endpoint.body_limit,
                };
                route.route_layer(middleware::from_fn_with_state(gate, require_session))
            } else {
                route
            };
            router = router.route(endpoint.path, route);
            endpoints.push(endpoint);
        }
        (router, endpoints)
    }
}
