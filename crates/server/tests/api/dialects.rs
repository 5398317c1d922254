//! The two migration dialects describe one schema: the same tables and views, the same columns, the same named
//! constraints and indexes (primary keys, which SQLite leaves unnamed, are compared through their columns only). Runs where a PostgreSQL server is given (`scripts/with-postgres.sh`), beside a fresh
//! SQLite database.

use std::collections::{BTreeMap, BTreeSet};

use mercato::config::Config;

/// Tables, each with its columns, and the names of constraints and indexes.
#[derive(Debug, Default, PartialEq)]
struct Schema {
    tables: BTreeMap<String, BTreeSet<String>>,
    names: BTreeSet<String>,
}

/// Constraint names written in a table's or index's SQL text (`CONSTRAINT name …`).
fn constraint_names(sql: &str) -> impl Iterator<Item = String> + '_ {
    let lower = sql.to_ascii_lowercase();
    let words: Vec<String> = lower
        .split(|c: char| !(c.is_ascii_alphanumeric() || c == '_'))
        .filter(|w| !w.is_empty())
        .map(str::to_string)
        .collect();
    words
        .windows(2)
        .filter(|pair| pair[0] == "constraint")
        .map(|pair| pair[1].clone())
        .collect::<Vec<_>>()
        .into_iter()
}

async fn sqlite_schema() -> Schema {
    let dir = tempfile::tempdir().unwrap();
    let mut config = Config::default();
    config.server.data_dir = dir.path().to_path_buf();
    config.database.url = String::new();
    mercato::startup::open_database(&config)
        .await
        .unwrap()
        .close()
        .await;
    let url = format!("sqlite://{}", dir.path().join("mercato.db").display());
    let pool = sqlx::SqlitePool::connect(&url).await.unwrap();
    let objects: Vec<(String, String, String, Option<String>)> =
        sqlx::query_as("SELECT type, name, tbl_name, sql FROM sqlite_master WHERE name NOT LIKE 'sqlite_%' AND name <> '_sqlx_migrations'")
            .fetch_all(&pool)
            .await
            .unwrap();
    let mut schema = Schema::default();
    for (kind, name, table, sql) in objects {
        if table == "_sqlx_migrations" {
            continue;
        }
        match kind.as_str() {
            "table" | "view" => {
                let columns: Vec<(String,)> = sqlx::query_as(sqlx::AssertSqlSafe(format!(
                    "SELECT name FROM pragma_table_info('{name}')"
                )))
                .fetch_all(&pool)
                .await
                .unwrap();
                schema.tables.insert(
                    name,
                    columns.into_iter().map(|(c,)| c.to_ascii_lowercase()).collect(),
                );
                schema
                    .names
                    .extend(constraint_names(sql.as_deref().unwrap_or_default()));
            }
            "index" if sql.is_some() => {
                schema.names.insert(name.to_ascii_lowercase());
            }
            _ => {}
        }
    }
    pool.close().await;
    schema
}

async fn postgres_schema(admin_url: &str) -> Schema {
    let name = format!("mercato_dialects_{}", uuid::Uuid::new_v4().simple());
    let admin = sqlx::PgPool::connect(admin_url).await.unwrap();
    sqlx::query(sqlx::AssertSqlSafe(format!("CREATE DATABASE {name}")))
        .execute(&admin)
        .await
        .unwrap();
    admin.close().await;
    let (base, _) = admin_url.rsplit_once('/').unwrap();
    let url = format!("{base}/{name}");
    let mut config = Config::default();
    config.database.url = url.clone();
    let dir = tempfile::tempdir().unwrap();
    config.server.data_dir = dir.path().to_path_buf();
    mercato::startup::open_database(&config)
        .await
        .unwrap()
        .close()
        .await;
    let pool = sqlx::PgPool::connect(&url).await.unwrap();
    let columns: Vec<(String, String)> = sqlx::query_as(
        "SELECT table_name::TEXT, column_name::TEXT FROM information_schema.columns \
         WHERE table_schema = 'public' AND table_name <> '_sqlx_migrations'",
    )
    .fetch_all(&pool)
    .await
    .unwrap();
    let mut schema = Schema::default();
    for (table, column) in columns {
        schema.tables.entry(table).or_default().insert(column);
    }
    let names: Vec<(String,)> = sqlx::query_as(
        "SELECT c.conname::TEXT FROM pg_constraint c JOIN pg_namespace n ON n.oid = c.connamespace \
         WHERE n.nspname = 'public' AND c.contype <> 'p' AND c.conname NOT LIKE '%_not_null' \
         UNION SELECT indexname::TEXT FROM pg_indexes WHERE schemaname = 'public' AND indexname NOT LIKE '%_pkey'",
    )
    .fetch_all(&pool)
    .await
    .unwrap();
    schema.names.extend(names.into_iter().map(|(n,)| n));
    pool.close().await;
    schema
}

#[tokio::test]
async fn both_migration_dialects_define_the_same_tables_columns_and_named_constraints() {
    let Ok(admin_url) = std::env::var("MERCATO_TEST_POSTGRES_URL") else {
        return;
    };
    let (sqlite, postgres) = (sqlite_schema().await, postgres_schema(&admin_url).await);
    let mut drift = Vec::new();
    for (table, columns) in &sqlite.tables {
        match postgres.tables.get(table) {
            None => drift.push(format!("table {table} only on SQLite")),
            Some(other) if other != columns => drift.push(format!(
                "{table}: columns only on SQLite {:?}, only on PostgreSQL {:?}",
                columns.difference(other).collect::<Vec<_>>(),
                other.difference(columns).collect::<Vec<_>>()
            )),
            Some(_) => {}
        }
    }
    for table in postgres.tables.keys().filter(|t| !sqlite.tables.contains_key(*t)) {
        drift.push(format!("table {table} only on PostgreSQL"));
    }
    for name in sqlite.names.difference(&postgres.names) {
        drift.push(format!("constraint or index {name} only on SQLite"));
    }
    for name in postgres.names.difference(&sqlite.names) {
        drift.push(format!("constraint or index {name} only on PostgreSQL"));
    }
    assert!(
        drift.is_empty(),
        "the dialects drift apart:\n{}",
        drift.join("\n")
    );
}
