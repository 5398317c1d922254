use crate::{db::Db, on_db};

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
