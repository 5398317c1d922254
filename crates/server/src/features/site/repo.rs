use crate::{
    db::{Db, Tx},
    on_db, on_tx,
};

#[derive(Debug, Clone, sqlx::FromRow)]
pub struct SettingRow {
    pub key: String,
    pub value: String,
    pub is_public: i64,
}

pub async fn all_settings(db: &Db) -> Result<Vec<SettingRow>, sqlx::Error> {
    on_db!(db, c => sqlx::query_as::<_, SettingRow>("SELECT key, value, is_public FROM settings ORDER BY key")
        .fetch_all(c)
        .await)
}

pub async fn setting(db: &Db, key: &str) -> Result<Option<SettingRow>, sqlx::Error> {
    on_db!(db, c => sqlx::query_as::<_, SettingRow>("SELECT key, value, is_public FROM settings WHERE key = $1")
        .bind(key)
        .fetch_optional(c)
        .await)
}

pub async fn set_setting(
    tx: &mut Tx,
    key: &str,
    value: &str,
    now: i64,
) -> Result<Option<String>, sqlx::Error> {
    let old = on_tx!(tx, c => sqlx::query_scalar::<_, String>("SELECT value FROM settings WHERE key = $1")
        .bind(key)
        .fetch_optional(&mut *c)
        .await)?;
    if old.is_some() {
        on_tx!(tx, c => sqlx::query("UPDATE settings SET value = $1, updated_at = $2 WHERE key = $3")
            .bind(value)
            .bind(now)
            .bind(key)
            .execute(c)
            .await
            .map(|_| ()))?;
    }
    Ok(old)
}
