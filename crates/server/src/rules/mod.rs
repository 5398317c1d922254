//! Published rules (ARCHITECTURE §1.4): product parameters live in the database and are readable by anyone
//! through `/api/rules`.

use std::{
    collections::HashMap,
    sync::atomic::{AtomicU64, Ordering},
};

use serde::Serialize;

use crate::{
    db::{Db, Tx},
    error::{AppError, ErrorCode},
    on_db, on_tx,
};

pub mod spec;
mod table;

#[derive(Debug, Clone, Serialize, sqlx::FromRow)]
pub struct RuleRow {
    pub product: String,
    pub key: String,
    pub value: String,
    pub unit: String,
    pub updated_at: i64,
}

static CHANGES: AtomicU64 = AtomicU64::new(0);

/// How many rule changes have committed in this process. A reader that keeps rules in memory (a market's fee
/// rates) reads them again whenever this moves, so a change applies from the next batch on, as if it were read
/// every time. Rules change only through [`set`], whose caller calls [`note_change`] after its commit.
pub fn changes() -> u64 {
    CHANGES.load(Ordering::Acquire)
}

pub fn note_change() {
    CHANGES.fetch_add(1, Ordering::AcqRel);
}

pub async fn list(db: &Db, product: Option<&str>) -> Result<Vec<RuleRow>, sqlx::Error> {
    on_db!(db, c => sqlx::query_as::<_, RuleRow>(
        "SELECT product, key, value, unit, updated_at FROM rules \
         WHERE ($1 = '' OR product = $1) ORDER BY product, key",
    )
    .bind(product.unwrap_or(""))
    .fetch_all(c)
    .await)
}

/// Sets a rule's value inside the caller's transaction (which also writes the audit and changelog records), once
/// the value is one its entry in the table accepts and keeps its ordered pairs in order; answers the value it
/// replaced. A key the table does not know, or that is not in the database, is `not_found`; a rule that states
/// what the code does is refused naming `key`, and a value out of type or range naming `value`.
pub async fn set(tx: &mut Tx, product: &str, key: &str, value: &str, now: i64) -> Result<String, AppError> {
    let spec = spec::find(product, key).ok_or(ErrorCode::NotFound)?;
    if matches!(spec.kind, spec::Kind::Fixed) {
        return Err(AppError::field("key"));
    }
    if !spec::accepts(&spec.kind, value) {
        return Err(AppError::field("value"));
    }
    // Rows of this rule and of the rules it is ordered with are locked first, in one order for every change, so
    // racing changes each read what the one before wrote: the changelog chains and ordered pairs stay in order.
    let mut locked: Vec<&str> = spec::orders(product, key).map(|(other, _)| other).collect();
    locked.push(key);
    locked.sort_unstable();
    for k in locked {
        on_tx!(tx, c => sqlx::query("UPDATE rules SET updated_at = updated_at WHERE product = $1 AND key = $2")
            .bind(product)
            .bind(k)
            .execute(c)
            .await
            .map(|_| ()))?;
    }
    let old = value_in(tx, product, key).await?.ok_or(ErrorCode::NotFound)?;
    for (other, low) in spec::orders(product, key) {
        if let Some(other) = value_in(tx, product, other).await? {
            let (l, h) = if low {
                (value, other.as_str())
            } else {
                (other.as_str(), value)
            };
            if !spec::in_order(l, h) {
                return Err(AppError::field("value"));
            }
        }
    }
    on_tx!(tx, c => sqlx::query("UPDATE rules SET value = $1, updated_at = $2 WHERE product = $3 AND key = $4")
        .bind(value)
        .bind(now)
        .bind(product)
        .bind(key)
        .execute(c)
        .await
        .map(|_| ()))?;
    Ok(old)
}

async fn value_in(tx: &mut Tx, product: &str, key: &str) -> Result<Option<String>, sqlx::Error> {
    on_tx!(tx, c => sqlx::query_scalar::<_, String>("SELECT value FROM rules WHERE product = $1 AND key = $2")
        .bind(product)
        .bind(key)
        .fetch_optional(c)
        .await)
}

/// One line of the public changelog of rules and site settings.
#[derive(Debug, Clone, sqlx::FromRow)]
pub struct ChangeRow {
    pub product: String,
    pub key: String,
    pub old_value: String,
    pub new_value: String,
    pub changed_by_role: String,
    pub changed_at: i64,
}

pub struct Change<'a> {
    pub product: &'a str,
    pub key: &'a str,
    pub old_value: &'a str,
    pub new_value: &'a str,
    pub operator_id: i64,
    pub role: &'a str,
    pub at: i64,
}

pub async fn log_change(tx: &mut Tx, change: &Change<'_>) -> Result<(), sqlx::Error> {
    on_tx!(tx, c => sqlx::query(
        "INSERT INTO rule_changes (product, key, old_value, new_value, operator_id, changed_by_role, changed_at) \
         VALUES ($1, $2, $3, $4, $5, $6, $7)",
    )
    .bind(change.product)
    .bind(change.key)
    .bind(change.old_value)
    .bind(change.new_value)
    .bind(change.operator_id)
    .bind(change.role)
    .bind(change.at)
    .execute(c)
    .await
    .map(|_| ()))
}

/// Newest first, optionally of one product, with the total count.
pub async fn changelog(
    db: &Db,
    product: Option<&str>,
    limit: i64,
    offset: i64,
) -> Result<(Vec<ChangeRow>, i64), sqlx::Error> {
    let product = product.unwrap_or("");
    let rows = on_db!(db, c => sqlx::query_as::<_, ChangeRow>(
        "SELECT product, key, old_value, new_value, changed_by_role, changed_at FROM rule_changes \
         WHERE ($1 = '' OR product = $1) ORDER BY id DESC LIMIT $2 OFFSET $3",
    )
    .bind(product)
    .bind(limit)
    .bind(offset)
    .fetch_all(c)
    .await)?;
    let total = on_db!(db, c => sqlx::query_scalar::<_, i64>(
        "SELECT COUNT(*) FROM rule_changes WHERE ($1 = '' OR product = $1)",
    )
    .bind(product)
    .fetch_one(c)
    .await)?;
    Ok((rows, total))
}

/// The account rules in force: registration and verification codes.
#[derive(Debug, Clone)]
pub struct AccountRules {
    pub register_code_required: bool,
    pub register_without_code: bool,
    pub invite_code_required: bool,
    pub code_valid_minutes: i64,
    pub code_max_attempts: i64,
    pub code_resend_seconds: i64,
    /// How long a code found right by `/user/check_email` stands in for the code at registration.
    pub register_verified_minutes: i64,
    pub password_min_length: usize,
    pub password_max_length: usize,
}

impl AccountRules {
    pub async fn load(db: &Db) -> Result<Self, sqlx::Error> {
        let rows: HashMap<String, String> = list(db, Some("account"))
            .await?
            .into_iter()
            .map(|r| (r.key, r.value))
            .collect();
        Ok(Self::from_values(&rows))
    }

    /// Missing or unreadable values take the strict default.
    pub fn from_values(values: &HashMap<String, String>) -> Self {
        let int = |key: &str, default: i64| values.get(key).and_then(|v| v.parse().ok()).unwrap_or(default);
        let flag = |key: &str, default: bool| values.get(key).map(|v| v == "1").unwrap_or(default);
        Self {
            register_code_required: flag("register_code_required", true),
            register_without_code: flag("register_without_code", false),
            invite_code_required: flag("invite_code_required", false),
            code_valid_minutes: int("code_valid_minutes", 10),
            code_max_attempts: int("code_max_attempts", 5),
            code_resend_seconds: int("code_resend_seconds", 60),
            register_verified_minutes: int("register_verified_minutes", 10),
            password_min_length: usize::try_from(int("password_min_length", 7)).unwrap_or(7),
            password_max_length: usize::try_from(int("password_max_length", 64)).unwrap_or(64),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn missing_account_rules_take_the_strict_defaults() {
        let rules = AccountRules::from_values(&HashMap::new());
        assert!(rules.register_code_required);
        assert!(!rules.register_without_code);
        assert_eq!(
            (
                rules.code_valid_minutes,
                rules.code_max_attempts,
                rules.code_resend_seconds
            ),
            (10, 5, 60)
        );
        let rules = AccountRules::from_values(&HashMap::from([("code_max_attempts".into(), "3".into())]));
        assert_eq!(rules.code_max_attempts, 3);
    }
}
