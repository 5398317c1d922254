//! One database layer over SQLite and PostgreSQL (ARCHITECTURE §4): the same SQL text runs on whichever pool is
//! configured, through the `on_db!` (reads) and `on_tx!` (writes inside a transaction) macros.

pub mod limit_keys;
mod writer;

pub use writer::{WriteTx, Writer};

use std::{str::FromStr, sync::Arc, time::Duration};

use sqlx::{
    ConnectOptions, PgPool, Postgres, Sqlite, SqlitePool,
    postgres::{PgConnectOptions, PgPoolOptions},
    sqlite::{SqliteConnectOptions, SqliteJournalMode, SqlitePoolOptions, SqliteSynchronous},
};

/// The configured database. SQLite keeps one writer connection (every write transaction starts with
/// `BEGIN IMMEDIATE` on it, so writers queue instead of failing with "database is locked") and a reader pool.
#[derive(Clone, Debug)]
pub enum Db {
    Sqlite {
        writer: Writer,
        reader: SqlitePool,
    },
    /// The pool, and the lease every write transaction must still hold when this handle belongs to a single-owner
    /// task of a cluster node.
    Postgres(PgPool, Option<Arc<Fence>>),
}

/// A lease a task's writes are fenced by: each write transaction, as the last thing before its commit, takes a share
/// lock on the lease's row and checks that the token is still this holder's and unexpired by the database's
/// clock. A node that lost the lease can no longer commit, and a node taking it over waits for a commit already
/// past the check. Checked at the start instead, the lock was held through the whole transaction, so each renewal
/// of the lease (an update of that row) waited for the batch in progress while every new batch queued behind the
/// renewal: a stall of the market on PostgreSQL every time the lease was renewed.
#[derive(Debug)]
pub struct Fence {
    pub lease: String,
    pub token: i64,
}

/// The database's clock in milliseconds, so that node clocks never decide who holds a lease.
pub const PG_NOW_MS: &str = "CAST(EXTRACT(EPOCH FROM clock_timestamp()) * 1000 AS BIGINT)";

/// A write transaction on either database.
pub enum Tx {
    /// A write transaction on SQLite's one writer.
    SqliteWrite(WriteTx),
    /// A read-only snapshot on a SQLite reader.
    Sqlite(sqlx::Transaction<'static, Sqlite>),
    /// With the lease its commit is fenced by, if any.
    Postgres(sqlx::Transaction<'static, Postgres>, Option<Arc<Fence>>),
}

/// Runs `$body` with `$c` bound to a reader pool of the configured database.
#[macro_export]
macro_rules! on_db {
    ($db:expr, $c:ident => $body:expr) => {
        match $db {
            $crate::db::Db::Sqlite { reader, .. } => {
                let $c = reader;
                $body
            }
            $crate::db::Db::Postgres(pool, _) => {
                let $c = pool;
                $body
            }
        }
    };
}

/// Runs `$body` with `$c` bound to the connection of an open write transaction.
#[macro_export]
macro_rules! on_tx {
    ($tx:expr, $c:ident => $body:expr) => {
        match $tx {
            $crate::db::Tx::SqliteWrite(tx) => {
                let $c = &mut **tx;
                $body
            }
            $crate::db::Tx::Sqlite(tx) => {
                let $c = &mut **tx;
                $body
            }
            $crate::db::Tx::Postgres(tx, _) => {
                let $c = &mut **tx;
                $body
            }
        }
    };
}

/// Copies the write-ahead log back into the database every quarter second without blocking the writer or the
/// readers (a passive checkpoint), until the writer closes.
async fn checkpoints(writer: Writer, mut connection: sqlx::SqliteConnection) {
    let mut tick = tokio::time::interval(Duration::from_millis(250));
    loop {
        tick.tick().await;
        if writer.is_closed() {
            break;
        }
        if let Err(err) = sqlx::query("PRAGMA wal_checkpoint(PASSIVE)")
            .execute(&mut connection)
            .await
        {
            tracing::warn!(%err, "checkpoint failed");
        }
    }
    let _ = sqlx::Connection::close(connection).await;
}

/// Prepared statements kept per connection.
const STATEMENT_CACHE: usize = 1024;

/// The most rows one multi-row statement carries, well under both databases' limits on bound values.
pub const MAX_ROWS: usize = 500;

/// Placeholders for a multi-row `VALUES` list: `rows` rows of `cols` values, numbered from `$1`, each value
/// wrapped as `CAST($n AS BIGINT)` when `cast` is set (both databases read that the same way).
pub fn value_rows(rows: usize, cols: usize, cast: bool) -> String {
    let mut sql = String::with_capacity(rows * cols * 8);
    for r in 0..rows {
        sql.push_str(if r == 0 { "(" } else { ", (" });
        for c in 0..cols {
            if c > 0 {
                sql.push_str(", ");
            }
            let n = r * cols + c + 1;
            if cast {
                sql.push_str(&format!("CAST(${n} AS BIGINT)"));
            } else {
                sql.push_str(&format!("${n}"));
            }
        }
        sql.push(')');
    }
    sql
}

/// The first placeholder of each row of a [`value_rows`] list (`$1, $4, $7` for three rows of three columns). An
/// update joined to a `VALUES` list also filters `… AND t.id IN (…)` on these, so PostgreSQL looks the rows up by
/// key however long the list is, instead of scanning a small table whole.
pub fn first_values(rows: usize, cols: usize) -> String {
    (0..rows)
        .map(|r| format!("${}", r * cols + 1))
        .collect::<Vec<_>>()
        .join(", ")
}

/// The ids a multi-row insert answered, in the order it listed its rows: each statement numbers its rows in that
/// order, so sorting restores it. Fewer ids than rows is an error.
pub fn ids_in_listed_order(mut ids: Vec<i64>, rows: usize) -> Result<Vec<i64>, sqlx::Error> {
    if ids.len() != rows {
        return Err(sqlx::Error::RowNotFound);
    }
    ids.sort_unstable();
    Ok(ids)
}

impl Db {
    pub async fn connect(url: &str) -> anyhow::Result<Self> {
        if url.starts_with("postgres://") || url.starts_with("postgresql://") {
            // Batched writers send statements whose text depends on the row count; a larger cache keeps them
            // prepared.
            let options = PgConnectOptions::from_str(url)?.statement_cache_capacity(STATEMENT_CACHE);
            // A broken connection shows as an error on its next statement; pinging each one before handing it out
            // would cost every transaction and every read another round trip.
            let pool = PgPoolOptions::new()
                .max_connections(16)
                .test_before_acquire(false)
                .acquire_timeout(Duration::from_secs(10))
                .connect_with(options)
                .await?;
            return Ok(Db::Postgres(pool, None));
        }
        let options = SqliteConnectOptions::from_str(url)?
            .create_if_missing(true)
            .journal_mode(SqliteJournalMode::Wal)
            // Each commit reaches the disk before it is acknowledged, as on PostgreSQL (ADR 65): an order, a fill or
            // a withdrawal a user was told of survives a power cut, not only the process's death.
            .synchronous(SqliteSynchronous::Full)
            .foreign_keys(true)
            .busy_timeout(Duration::from_secs(10))
            .statement_cache_capacity(STATEMENT_CACHE);
        // The writer never checkpoints inside a commit: a connection of its own copies the log back into the
        // database beside the writer, so no transaction waits for a checkpoint.
        let writer = Writer::new(
            options
                .clone()
                .pragma("wal_autocheckpoint", "0")
                .connect()
                .await?,
        );
        let checkpointer = options.connect().await?;
        tokio::spawn(checkpoints(writer.clone(), checkpointer));
        let reader = SqlitePoolOptions::new()
            .max_connections(4)
            .test_before_acquire(false)
            .acquire_timeout(Duration::from_secs(30))
            .connect_with(options.read_only(true))
            .await?;
        Ok(Db::Sqlite { writer, reader })
    }

    /// A pool of one connection of its own for a task that runs on a runtime of its own: the connection is opened
    /// on first use, from that runtime, because a PostgreSQL socket is watched by the runtime that opened it.
    /// SQLite has one writer, which every task shares, so it answers `None`.
    ///
    /// Its statements are planned once each (`plan_cache_mode`): they are the batched writes of a market's task,
    /// all by key, whose text differs with the row count, and planning each of them afresh for its first runs
    /// cost more than running it.
    pub fn own_connection(&self) -> Option<Db> {
        let Db::Postgres(pool, fence) = self else {
            return None;
        };
        let options = (*pool.connect_options())
            .clone()
            .options([("plan_cache_mode", "force_generic_plan")]);
        let pool = PgPoolOptions::new()
            .max_connections(1)
            .test_before_acquire(false)
            .acquire_timeout(Duration::from_secs(10))
            .connect_lazy_with(options);
        Some(Db::Postgres(pool, fence.clone()))
    }

    /// Applies every pending migration of the configured dialect.
    pub async fn migrate(&self) -> anyhow::Result<()> {
        match self {
            Db::Sqlite { writer, .. } => {
                let mut conn = writer.lock().await?;
                sqlx::migrate!("./migrations/sqlite").run(&mut *conn).await?
            }
            Db::Postgres(pool, _) => sqlx::migrate!("./migrations/postgres").run(pool).await?,
        }
        Ok(())
    }

    pub async fn begin(&self) -> Result<Tx, sqlx::Error> {
        Ok(match self {
            Db::Sqlite { writer, .. } => Tx::SqliteWrite(writer.begin().await?),
            Db::Postgres(pool, fence) => Tx::Postgres(pool.begin().await?, fence.clone()),
        })
    }

    /// The same database for a single-owner task holding `lease` with `token`: its write transactions fail once
    /// the lease is lost (see [`Fence`]). SQLite serves one node, which needs no fence.
    pub fn fenced(&self, lease: &str, token: i64) -> Db {
        match self {
            Db::Postgres(pool, _) => Db::Postgres(
                pool.clone(),
                Some(Arc::new(Fence {
                    lease: lease.to_string(),
                    token,
                })),
            ),
            sqlite => sqlite.clone(),
        }
    }

    /// A transaction that sees one consistent snapshot in which no write to `table` is in flight, so that rows of
    /// `table` with ids up to the highest it sees are exactly the ones committed. PostgreSQL hands out ids before
    /// commit, so it takes a SHARE lock on `table` before its snapshot, waiting for writers in flight and holding new
    /// ones until the transaction ends; SQLite's one writer already commits ids in order.
    pub async fn begin_snapshot_quiet(&self, table: &'static str) -> Result<Tx, sqlx::Error> {
        match self {
            Db::Sqlite { .. } => self.begin_snapshot().await,
            Db::Postgres(pool, _) => {
                let mut tx = pool.begin_with("BEGIN ISOLATION LEVEL REPEATABLE READ").await?;
                sqlx::query(sqlx::AssertSqlSafe(format!("LOCK TABLE {table} IN SHARE MODE")))
                    .execute(&mut *tx)
                    .await?;
                Ok(Tx::Postgres(tx, None))
            }
        }
    }

    /// A read-only transaction that sees one consistent snapshot, for checks that run beside live traffic.
    pub async fn begin_snapshot(&self) -> Result<Tx, sqlx::Error> {
        Ok(match self {
            Db::Sqlite { reader, .. } => Tx::Sqlite(reader.begin_with("BEGIN DEFERRED").await?),
            Db::Postgres(pool, _) => Tx::Postgres(
                pool.begin_with("BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY")
                    .await?,
                None,
            ),
        })
    }

    /// Writes a consistent copy of the whole SQLite database to `to` (a new file) while the server keeps running:
    /// `VACUUM INTO` reads one snapshot, as any reader does, and writes a compact database that opens as it is.
    /// PostgreSQL is backed up with its own tools (docs/operations.md).
    pub async fn backup_to(&self, to: &std::path::Path) -> anyhow::Result<()> {
        let Db::Sqlite { reader, .. } = self else {
            anyhow::bail!("PostgreSQL is backed up with pg_dump or a base backup; see docs/operations.md");
        };
        if to.exists() {
            anyhow::bail!(
                "{} exists already; a backup never overwrites a file",
                to.display()
            );
        }
        let target = to
            .to_str()
            .ok_or_else(|| anyhow::anyhow!("the backup path is not valid UTF-8"))?;
        sqlx::query("VACUUM INTO $1").bind(target).execute(reader).await?;
        Ok(())
    }

    /// Each pool's open and idle connections, for the metrics.
    pub fn pool_usage(&self) -> Vec<(&'static str, u32, usize)> {
        match self {
            Db::Sqlite { writer, reader } => vec![
                ("sqlite_writer", 1, usize::from(writer.is_idle())),
                ("sqlite_reader", reader.size(), reader.num_idle()),
            ],
            Db::Postgres(pool, _) => vec![("postgres", pool.size(), pool.num_idle())],
        }
    }

    pub fn is_postgres(&self) -> bool {
        matches!(self, Db::Postgres(..))
    }

    pub async fn close(&self) {
        match self {
            Db::Sqlite { writer, reader } => {
                reader.close().await;
                writer.close().await;
            }
            Db::Postgres(pool, _) => pool.close().await,
        }
    }
}

impl Tx {
    /// Commits, after checking the fence of a fenced transaction (see [`Fence`]); a transaction whose lease is
    /// no longer held is rolled back instead.
    pub async fn commit(self) -> Result<(), sqlx::Error> {
        match self {
            Tx::SqliteWrite(tx) => tx.commit().await,
            Tx::Sqlite(tx) => tx.commit().await,
            Tx::Postgres(tx, None) => tx.commit().await,
            Tx::Postgres(mut tx, Some(fence)) => {
                let held: Option<i64> = sqlx::query_scalar(sqlx::AssertSqlSafe(format!(
                    "SELECT token FROM leases WHERE name = $1 AND token = $2 AND expires_at > {PG_NOW_MS} FOR SHARE"
                )))
                .bind(&fence.lease)
                .bind(fence.token)
                .fetch_optional(&mut *tx)
                .await?;
                if held.is_none() {
                    return Err(sqlx::Error::Protocol(format!(
                        "lease {} (token {}) is no longer held: this node must not write for its task",
                        fence.lease, fence.token
                    )));
                }
                tx.commit().await
            }
        }
    }
}

/// The unique constraint a failed insert or update ran into: PostgreSQL names it; SQLite names the columns
/// (`users.email`), so callers match either form.
pub fn unique_violation(err: &sqlx::Error) -> Option<String> {
    let db_err = err.as_database_error()?;
    if !db_err.is_unique_violation() {
        return None;
    }
    if let Some(name) = db_err.constraint() {
        return Some(name.to_string());
    }
    db_err
        .message()
        .rsplit_once(": ")
        .map(|(_, cols)| cols.to_string())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn multi_row_placeholders_number_every_value_in_order() {
        assert_eq!(value_rows(2, 3, false), "($1, $2, $3), ($4, $5, $6)");
        assert_eq!(value_rows(1, 2, true), "(CAST($1 AS BIGINT), CAST($2 AS BIGINT))");
    }

    #[test]
    fn the_key_filter_names_the_first_placeholder_of_each_row() {
        assert_eq!(first_values(3, 3), "$1, $4, $7");
        assert_eq!(first_values(1, 8), "$1");
    }

    #[tokio::test]
    async fn sqlite_syncs_every_commit_to_the_disk_before_answering_it() {
        let dir = tempfile::tempdir().unwrap_or_else(|e| unreachable!("{e}"));
        let db = Db::connect(&format!("sqlite://{}", dir.path().join("sync.db").display()))
            .await
            .unwrap_or_else(|e| unreachable!("{e}"));
        let Db::Sqlite { writer, reader } = &db else {
            unreachable!("a SQLite url opens SQLite")
        };
        // 2 is FULL: in WAL mode, NORMAL (1) leaves the commits since the last checkpoint to a power cut.
        let pragma = "PRAGMA synchronous";
        let mut conn = writer.lock().await.unwrap_or_else(|e| unreachable!("{e}"));
        let on_writer: i64 = sqlx::query_scalar(pragma)
            .fetch_one(&mut *conn)
            .await
            .unwrap_or_else(|e| unreachable!("{e}"));
        drop(conn);
        let on_reader: i64 = sqlx::query_scalar(pragma)
            .fetch_one(reader)
            .await
            .unwrap_or_else(|e| unreachable!("{e}"));
        assert_eq!((on_writer, on_reader), (2, 2));
        db.close().await;
    }

    #[tokio::test]
    async fn the_log_is_copied_into_the_database_while_the_writer_keeps_writing() {
        let dir = tempfile::tempdir().unwrap_or_else(|e| unreachable!("{e}"));
        let file = dir.path().join("wal.db");
        let db = Db::connect(&format!("sqlite://{}", file.display()))
            .await
            .unwrap_or_else(|e| unreachable!("{e}"));
        let Db::Sqlite { writer, .. } = &db else {
            unreachable!("a SQLite url opens SQLite")
        };
        let mut conn = writer.lock().await.unwrap_or_else(|e| unreachable!("{e}"));
        sqlx::query("CREATE TABLE filler (body TEXT NOT NULL)")
            .execute(&mut *conn)
            .await
            .unwrap_or_else(|e| unreachable!("{e}"));
        let before = std::fs::metadata(&file).map(|m| m.len()).unwrap_or(0);
        let body = "x".repeat(4000);
        for _ in 0..500 {
            sqlx::query("INSERT INTO filler (body) VALUES ($1)")
                .bind(&body)
                .execute(&mut *conn)
                .await
                .unwrap_or_else(|e| unreachable!("{e}"));
        }
        drop(conn);
        // The writer itself never checkpoints, so only the checkpointer can have grown the database file.
        tokio::time::sleep(Duration::from_millis(800)).await;
        let after = std::fs::metadata(&file).map(|m| m.len()).unwrap_or(0);
        assert!(after >= before + 1_000_000, "{before} -> {after} bytes");
        db.close().await;
    }
}
