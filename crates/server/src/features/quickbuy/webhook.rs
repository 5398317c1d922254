//! The card and wallet provider's webhook (`POST /api/quickbuy/webhook`, docs/api/quickbuy.md). It answers in HTTP
//! statuses, outside the envelope, because the provider reads those. A call is believed only with a valid
//! HMAC-SHA256 of `<timestamp>.<body>` under the shared secret and a timestamp within five minutes of now; each
//! event id is applied once, and the crediting posting is keyed by the order, so replays and duplicates change
//! nothing.

use axum::{
    Json,
    body::Bytes,
    extract::State,
    http::{HeaderMap, StatusCode},
};
use hmac::{Hmac, Mac};
use serde::Deserialize;
use serde_json::{Value, json};
use sha2::Sha256;

use super::{
    repo,
    service::{self, status},
};
use crate::app::AppState;

/// How far a signed timestamp may be from now, in seconds.
pub const TOLERANCE_SECONDS: i64 = 300;

#[derive(Debug, Deserialize)]
struct Event {
    event_id: String,
    reference: String,
    status: String,
    amount: Value,
    currency: String,
}

fn mac(secret: &str, timestamp: i64, body: &[u8]) -> Option<Hmac<Sha256>> {
    let mut mac = Hmac::<Sha256>::new_from_slice(secret.as_bytes()).ok()?;
    mac.update(timestamp.to_string().as_bytes());
    mac.update(b".");
    mac.update(body);
    Some(mac)
}

/// The signature of `body` sent at `timestamp` (Unix seconds), as lowercase hex.
pub fn sign(secret: &str, timestamp: i64, body: &[u8]) -> String {
    mac(secret, timestamp, body).map_or_else(String::new, |m| hex::encode(m.finalize().into_bytes()))
}

/// Whether `signature` (hex) signs `body` at `timestamp`, compared in constant time.
pub fn verify(secret: &str, timestamp: i64, body: &[u8], signature: &str) -> bool {
    let Ok(given) = hex::decode(signature.trim()) else {
        return false;
    };
    mac(secret, timestamp, body).is_some_and(|m| m.verify_slice(&given).is_ok())
}

fn answer(code: StatusCode, reason: &str) -> (StatusCode, Json<Value>) {
    if code == StatusCode::OK {
        (code, Json(json!({ "received": true })))
    } else {
        (code, Json(json!({ "received": false, "reason": reason })))
    }
}

fn header<'a>(headers: &'a HeaderMap, name: &str) -> &'a str {
    headers.get(name).and_then(|v| v.to_str().ok()).unwrap_or("")
}

pub async fn receive(
    State(app): State<AppState>,
    headers: HeaderMap,
    body: Bytes,
) -> (StatusCode, Json<Value>) {
    match handle(&app, &headers, &body).await {
        Ok(result) => result,
        Err(err) => {
            tracing::warn!(%err, "quick buy webhook not applied");
            answer(StatusCode::INTERNAL_SERVER_ERROR, "error")
        }
    }
}

async fn handle(
    app: &AppState,
    headers: &HeaderMap,
    body: &[u8],
) -> anyhow::Result<(StatusCode, Json<Value>)> {
    let Some((_, secret)) = service::provider(app) else {
        return Ok(answer(StatusCode::NOT_FOUND, "no provider"));
    };
    let now = app.clock.now_ms();
    let Ok(timestamp) = header(headers, "x-mercato-timestamp").trim().parse::<i64>() else {
        return Ok(answer(StatusCode::UNAUTHORIZED, "timestamp"));
    };
    if (now / 1_000 - timestamp).abs() > TOLERANCE_SECONDS {
        return Ok(answer(StatusCode::UNAUTHORIZED, "timestamp"));
    }
    if !verify(secret, timestamp, body, header(headers, "x-mercato-signature")) {
        return Ok(answer(StatusCode::UNAUTHORIZED, "signature"));
    }
    let Ok(event) = serde_json::from_slice::<Event>(body) else {
        return Ok(answer(StatusCode::BAD_REQUEST, "body"));
    };
    let amount = match &event.amount {
        Value::Number(n) => n.to_string(),
        Value::String(s) => s.trim().to_string(),
        _ => String::new(),
    };
    let mut tx = app.db.begin().await?;
    let Some(o) = repo::by_reference(&mut tx, event.reference.trim()).await? else {
        return Ok(answer(StatusCode::NOT_FOUND, "reference"));
    };
    if o.method == "bank" || amount != o.amount.to_string() || event.currency.trim() != o.fiat {
        return Ok(answer(StatusCode::CONFLICT, "order"));
    }
    if event.event_id.trim().is_empty() || event.event_id.len() > 100 {
        return Ok(answer(StatusCode::BAD_REQUEST, "event_id"));
    }
    if !repo::record_event(&mut tx, event.event_id.trim(), o.id, &event.status, now).await? {
        return Ok(answer(StatusCode::OK, "duplicate"));
    }
    let applied = match event.status.as_str() {
        "paid" => {
            let credited = service::credit(&mut tx, &o, None, now)
                .await
                .map_err(|e| anyhow::anyhow!("{}", e.code.as_str()))?;
            credited || o.status == status::PAID
        }
        "failed" => {
            repo::close(&mut tx, o.id, status::CANCELLED, ("failed", ""), None, now).await?
                || o.status == status::CANCELLED
        }
        _ => return Ok(answer(StatusCode::BAD_REQUEST, "status")),
    };
    if !applied {
        return Ok(answer(StatusCode::CONFLICT, "closed"));
    }
    tx.commit().await?;
    if event.status == "paid" {
        service::announce_credit(app, &o).await;
    }
    Ok(answer(StatusCode::OK, ""))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_signature_holds_only_for_its_secret_timestamp_and_body() {
        let body = br#"{"event_id":"e1"}"#;
        let sig = sign("secret", 1_700_000_000, body);
        assert!(verify("secret", 1_700_000_000, body, &sig));
        assert!(!verify("other", 1_700_000_000, body, &sig));
        assert!(!verify("secret", 1_700_000_001, body, &sig));
        assert!(!verify("secret", 1_700_000_000, br#"{"event_id":"e2"}"#, &sig));
        assert!(!verify("secret", 1_700_000_000, body, "zz"));
    }
}
