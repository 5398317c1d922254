//! A fresh database for a benchmark or soak run, shared by the examples that include this file.

use anyhow::{Context, Result};

/// A new database on the PostgreSQL server named by the environment variable `variable`, or "" (SQLite) when the
/// variable is not set. `prefix` starts the database's name.
pub async fn database_url(variable: &str, prefix: &str) -> Result<String> {
    let Ok(admin_url) = std::env::var(variable) else {
        return Ok(String::new());
    };
    let name = format!("{prefix}_{}", uuid::Uuid::new_v4().simple());
    let admin = sqlx::PgPool::connect(&admin_url)
        .await
        .with_context(|| format!("connect to {variable}"))?;
    sqlx::query(sqlx::AssertSqlSafe(format!("CREATE DATABASE {name}")))
        .execute(&admin)
        .await?;
    admin.close().await;
    let (base, _) = admin_url
        .rsplit_once('/')
        .with_context(|| format!("{variable} needs a database name"))?;
    Ok(format!("{base}/{name}"))
}
