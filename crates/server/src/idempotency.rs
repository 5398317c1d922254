//! Idempotency keys of money-moving calls (API-CONTRACT §1): a repeat by the same user within 24 h answers as the
//! first call did and moves nothing; the same key with other fields is `idempotency_conflict`. The answer is
//! stored in the transaction that moves the money, so racing repeats cannot both move it.

use serde::{Serialize, Serializer};
use serde_json::Value;
use sha2::{Digest, Sha256};

use crate::{
    db::{Db, Tx},
    error::{AppError, ErrorCode},
    ids::UserId,
    on_db, on_tx,
};

const WINDOW_MS: i64 = 24 * 3_600_000;

/// The answer of a money-moving call: made by this call, or the one the first call with the same key stored.
#[derive(Debug)]
pub enum Answered<T> {
    Fresh(T),
    Stored(Value),
}

impl<T: Serialize> Serialize for Answered<T> {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        match self {
            Answered::Fresh(answer) => answer.serialize(serializer),
            Answered::Stored(answer) => answer.serialize(serializer),
        }
    }
}

/// The answer of a call that answers a localized text, fresh or as stored by an earlier call with the same key.
pub fn text_of(answer: Value) -> Result<String, AppError> {
    match answer {
        Value::String(text) => Ok(text),
        other => Err(AppError::internal(anyhow::anyhow!(
            "a stored answer is not a text: {other}"
        ))),
    }
}

/// One call's claim on a key.
#[derive(Debug, Clone)]
pub struct Claim {
    pub user_id: UserId,
    pub key: String,
    pub endpoint: &'static str,
    pub fingerprint: String,
    pub now: i64,
}

impl Claim {
    /// A claim whose fingerprint covers the endpoint and every field that shapes the call.
    pub fn new(user_id: UserId, key: String, endpoint: &'static str, fields: &[&str], now: i64) -> Self {
        let mut hasher = Sha256::new();
        hasher.update(endpoint.as_bytes());
        for field in fields {
            hasher.update([0u8]);
            hasher.update(field.trim().as_bytes());
        }
        Claim {
            user_id,
            key,
            endpoint,
            fingerprint: hex::encode(hasher.finalize()),
            now,
        }
    }
}

#[derive(sqlx::FromRow)]
struct Stored {
    endpoint: String,
    fingerprint: String,
    response: String,
    created_at: i64,
}

async fn stored(db: &Db, claim: &Claim) -> Result<Option<Stored>, sqlx::Error> {
    on_db!(db, c => sqlx::query_as::<_, Stored>(
        "SELECT endpoint, fingerprint, response, created_at FROM idempotent_requests \
         WHERE user_id = $1 AND idempotency_key = $2",
    )
    .bind(claim.user_id)
    .bind(&claim.key)
    .fetch_optional(c)
    .await)
}

fn replay(stored: Stored, claim: &Claim) -> Result<Value, AppError> {
    if stored.endpoint == claim.endpoint && stored.fingerprint == claim.fingerprint {
        Ok(serde_json::from_str(&stored.response).unwrap_or(Value::Null))
    } else {
        Err(ErrorCode::IdempotencyConflict.into())
    }
}

/// The first answer when this key was used within 24 h (or `idempotency_conflict`); `None` when the call is new.
pub async fn earlier_answer(db: &Db, claim: &Claim) -> Result<Option<Value>, AppError> {
    match stored(db, claim).await? {
        Some(s) if s.created_at >= claim.now - WINDOW_MS => replay(s, claim).map(Some),
        _ => Ok(None),
    }
}

/// Stores the answer inside the money-moving transaction. `false` means a racing repeat stored one first: roll
/// back and answer with [`answer_after_race`].
pub async fn record(tx: &mut Tx, claim: &Claim, response: &Value) -> Result<bool, AppError> {
    let stored = on_tx!(tx, c => sqlx::query(
        "INSERT INTO idempotent_requests (user_id, idempotency_key, endpoint, fingerprint, response, created_at) \
         VALUES ($1, $2, $3, $4, $5, $6) ON CONFLICT (user_id, idempotency_key) DO UPDATE SET \
         endpoint = excluded.endpoint, fingerprint = excluded.fingerprint, response = excluded.response, \
         created_at = excluded.created_at WHERE idempotent_requests.created_at < $7",
    )
    .bind(claim.user_id)
    .bind(&claim.key)
    .bind(claim.endpoint)
    .bind(&claim.fingerprint)
    .bind(response.to_string())
    .bind(claim.now)
    .bind(claim.now - WINDOW_MS)
    .execute(c)
    .await
    .map(|r| r.rows_affected() == 1))?;
    Ok(stored)
}

/// Ends a money-moving call: stores its answer when it carries a key, then commits. `Some` is the answer a racing
/// repeat stored first; this call's transaction was rolled back and the caller answers that instead.
pub async fn commit(
    tx: Tx,
    db: &Db,
    claim: Option<&Claim>,
    response: &Value,
) -> Result<Option<Value>, AppError> {
    let mut tx = tx;
    if let Some(claim) = claim
        && !record(&mut tx, claim, response).await?
    {
        drop(tx);
        return answer_after_race(db, claim).await.map(Some);
    }
    tx.commit().await?;
    Ok(None)
}

/// The answer a racing repeat stored, once this call's transaction was rolled back.
pub async fn answer_after_race(db: &Db, claim: &Claim) -> Result<Value, AppError> {
    let stored = stored(db, claim).await?.ok_or(ErrorCode::IdempotencyConflict)?;
    replay(stored, claim)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_same_fields_make_the_same_fingerprint_and_others_do_not() {
        let a = Claim::new(
            UserId(1),
            "k".into(),
            "/wallet/change",
            &["3", "5", "change", "lever"],
            0,
        );
        let b = Claim::new(
            UserId(1),
            "k".into(),
            "/wallet/change",
            &["3", "5 ", "change", "lever"],
            0,
        );
        let c = Claim::new(
            UserId(1),
            "k".into(),
            "/wallet/change",
            &["3", "6", "change", "lever"],
            0,
        );
        let d = Claim::new(
            UserId(1),
            "k".into(),
            "/wallet/change",
            &["3", "5c", "hange", "lever"],
            0,
        );
        assert_eq!(a.fingerprint, b.fingerprint);
        assert_ne!(a.fingerprint, c.fingerprint);
        assert_ne!(
            a.fingerprint, d.fingerprint,
            "fields are separated, not concatenated"
        );
    }
}
