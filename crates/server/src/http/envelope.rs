use axum::{
    Json,
    response::{IntoResponse, Response},
};
use serde::Serialize;
use serde_json::{Value, json};

use crate::error::AppError;
use crate::i18n::{self, Lang};

/// A successful answer: `{"type":"ok","message":<payload>}` with HTTP 200.
#[derive(Debug)]
pub struct Envelope(pub Value);

impl Envelope {
    pub fn data(payload: impl Serialize) -> Result<Self, AppError> {
        serde_json::to_value(payload)
            .map(Envelope)
            .map_err(AppError::internal)
    }

    /// A localized action text, which clients toast.
    pub fn text(lang: Lang, key: &str) -> Self {
        Envelope(Value::String(i18n::text(lang, key, &[])))
    }
}

impl IntoResponse for Envelope {
    fn into_response(self) -> Response {
        Json(json!({ "type": "ok", "message": self.0 })).into_response()
    }
}
