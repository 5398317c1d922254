//! Published rules (ARCHITECTURE §1.4): product parameters live in the database and are readable by anyone
//! through `/api/rules`.

use std::collections::HashMap;

use serde::Serialize;

use crate::{db::Db, on_db};

#[derive(Debug, Clone, Serialize, sqlx::FromRow)]
pub struct RuleRow {
    pub product: String,
    pub key: String,
    pub value: String,
    pub unit: String,
    pub updated_at: i64,
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

/// The account rules in force: registration and verification codes.
#[derive(Debug, Clone)]
pub struct AccountRules {
    pub register_code_required: bool,
    pub register_without_code: bool,
    pub invite_code_required: bool,
    pub code_valid_minutes: i64,
    pub code_max_attempts: i64,
    pub code_resend_seconds: i64,
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
