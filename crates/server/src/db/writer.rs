//! SQLite's one write connection, lent to one transaction at a time.
//!
//! A pool of one connection would do the same, but a pool tests each connection it takes back with a statement
//! of its own before lending it again. On SQLite that is one more trip to the connection's thread after every
//! commit, and the next transaction waits for it: on a busy market, one trip in seven of every batch.

use std::{
    ops::{Deref, DerefMut},
    sync::{
        Arc,
        atomic::{AtomicBool, Ordering},
    },
    time::Duration,
};

use sqlx::{Connection, SqliteConnection};
use tokio::sync::{Mutex, OwnedMappedMutexGuard, OwnedMutexGuard};

/// How long a transaction waits for the writer before it gives up, as the pool's acquire did.
const WAIT: Duration = Duration::from_secs(30);

/// The write connection and what its last holder left behind.
#[derive(Clone, Debug)]
pub struct Writer {
    conn: Arc<Mutex<Option<SqliteConnection>>>,
    /// A transaction began and neither committed nor rolled back: its holder went away (an error, a caller
    /// that gave up). The next holder rolls it back first.
    unfinished: Arc<AtomicBool>,
    closed: Arc<AtomicBool>,
}

/// A write transaction on the writer; dropped without [`WriteTx::commit`], it is rolled back.
pub struct WriteTx {
    conn: OwnedMappedMutexGuard<Option<SqliteConnection>, SqliteConnection>,
    writer: Writer,
    finished: bool,
}

impl Writer {
    pub fn new(conn: SqliteConnection) -> Self {
        Writer {
            conn: Arc::new(Mutex::new(Some(conn))),
            unfinished: Arc::new(AtomicBool::new(false)),
            closed: Arc::new(AtomicBool::new(false)),
        }
    }

    /// The connection alone, outside any transaction: for migrations, which manage their own.
    pub async fn lock(
        &self,
    ) -> Result<OwnedMappedMutexGuard<Option<SqliteConnection>, SqliteConnection>, sqlx::Error> {
        let guard = self.take().await?;
        let mut conn =
            OwnedMutexGuard::try_map(guard, Option::as_mut).map_err(|_| sqlx::Error::PoolClosed)?;
        // The flag is cleared only once the rollback has run, so a holder that gives up halfway leaves it set.
        if self.unfinished.load(Ordering::SeqCst) {
            rollback(&mut conn).await?;
            self.unfinished.store(false, Ordering::SeqCst);
        }
        Ok(conn)
    }

    /// Waits for the writer (first come, first served) and begins `BEGIN IMMEDIATE` on it, so writers queue here
    /// instead of failing with "database is locked".
    pub async fn begin(&self) -> Result<WriteTx, sqlx::Error> {
        let mut conn = self.lock().await?;
        self.unfinished.store(true, Ordering::SeqCst);
        sqlx::query("BEGIN IMMEDIATE").execute(&mut *conn).await?;
        Ok(WriteTx {
            conn,
            writer: self.clone(),
            finished: false,
        })
    }

    async fn take(&self) -> Result<OwnedMutexGuard<Option<SqliteConnection>>, sqlx::Error> {
        if self.is_closed() {
            return Err(sqlx::Error::PoolClosed);
        }
        tokio::time::timeout(WAIT, self.conn.clone().lock_owned())
            .await
            .map_err(|_| sqlx::Error::PoolTimedOut)
    }

    pub fn is_closed(&self) -> bool {
        self.closed.load(Ordering::SeqCst)
    }

    /// Whether no transaction holds the writer now, for the metrics.
    pub fn is_idle(&self) -> bool {
        self.conn.try_lock().is_ok()
    }

    /// Refuses new transactions, waits for the one in progress and closes the connection.
    pub async fn close(&self) {
        self.closed.store(true, Ordering::SeqCst);
        let conn = self.conn.lock().await.take();
        if let Some(conn) = conn {
            let _ = conn.close().await;
        }
    }
}

impl WriteTx {
    pub async fn commit(mut self) -> Result<(), sqlx::Error> {
        sqlx::query("COMMIT").execute(&mut *self.conn).await?;
        self.finished = true;
        self.writer.unfinished.store(false, Ordering::SeqCst);
        Ok(())
    }
}

async fn rollback(conn: &mut SqliteConnection) -> Result<(), sqlx::Error> {
    match sqlx::query("ROLLBACK").execute(&mut *conn).await {
        Ok(_) => Ok(()),
        // A failed statement may have ended the transaction already (SQLite rolls back on some errors).
        Err(err) if err.to_string().contains("no transaction is active") => Ok(()),
        Err(err) => Err(err),
    }
}

impl Drop for WriteTx {
    fn drop(&mut self) {
        if self.finished {
            return;
        }
        // Roll back now rather than at the next writer, so that an idle server holds no write lock on the file.
        if let Ok(runtime) = tokio::runtime::Handle::try_current() {
            let writer = self.writer.clone();
            runtime.spawn(async move {
                match writer.lock().await {
                    Ok(_) | Err(sqlx::Error::PoolClosed) => {}
                    Err(err) => tracing::warn!(%err, "rolling back an abandoned write transaction failed"),
                }
            });
        }
    }
}

impl Deref for WriteTx {
    type Target = SqliteConnection;
    fn deref(&self) -> &SqliteConnection {
        &self.conn
    }
}

impl DerefMut for WriteTx {
    fn deref_mut(&mut self) -> &mut SqliteConnection {
        &mut self.conn
    }
}

#[cfg(test)]
mod tests {
    use crate::{db::Db, on_tx};

    async fn counter() -> (tempfile::TempDir, Db) {
        let dir = tempfile::tempdir().unwrap_or_else(|e| unreachable!("{e}"));
        let db = Db::connect(&format!("sqlite://{}", dir.path().join("w.db").display()))
            .await
            .unwrap_or_else(|e| unreachable!("{e}"));
        let mut tx = db.begin().await.unwrap_or_else(|e| unreachable!("{e}"));
        on_tx!(&mut tx, c => sqlx::query("CREATE TABLE counter (n BIGINT NOT NULL)").execute(&mut *c).await.map(|_| ()))
            .unwrap_or_else(|e| unreachable!("{e}"));
        on_tx!(&mut tx, c => sqlx::query("INSERT INTO counter (n) VALUES (0)").execute(&mut *c).await.map(|_| ()))
            .unwrap_or_else(|e| unreachable!("{e}"));
        tx.commit().await.unwrap_or_else(|e| unreachable!("{e}"));
        (dir, db)
    }

    async fn count(db: &Db) -> i64 {
        crate::on_db!(db, c => sqlx::query_scalar::<_, i64>("SELECT n FROM counter").fetch_one(c).await)
            .unwrap_or_else(|e| unreachable!("{e}"))
    }

    async fn add_one(db: &Db) -> Result<(), sqlx::Error> {
        let mut tx = db.begin().await?;
        on_tx!(&mut tx, c => sqlx::query("UPDATE counter SET n = n + 1").execute(&mut *c).await.map(|_| ()))?;
        tx.commit().await
    }

    #[tokio::test]
    async fn a_transaction_dropped_without_its_commit_leaves_nothing_and_the_next_one_writes() {
        let (_dir, db) = counter().await;
        {
            let mut tx = db.begin().await.unwrap_or_else(|e| unreachable!("{e}"));
            on_tx!(&mut tx, c => sqlx::query("UPDATE counter SET n = 100").execute(&mut *c).await.map(|_| ()))
                .unwrap_or_else(|e| unreachable!("{e}"));
        }
        add_one(&db).await.unwrap_or_else(|e| unreachable!("{e}"));
        assert_eq!(count(&db).await, 1);
        db.close().await;
    }

    #[tokio::test(flavor = "multi_thread", worker_threads = 2)]
    async fn fifty_concurrent_transactions_each_commit_once_in_turn() {
        let (_dir, db) = counter().await;
        let mut tasks = tokio::task::JoinSet::new();
        for _ in 0..50 {
            let db = db.clone();
            tasks.spawn(async move { add_one(&db).await });
        }
        while let Some(done) = tasks.join_next().await {
            done.unwrap_or_else(|e| unreachable!("{e}"))
                .unwrap_or_else(|e| unreachable!("{e}"));
        }
        assert_eq!(count(&db).await, 50);
        db.close().await;
    }

    #[tokio::test]
    async fn a_closed_writer_refuses_new_transactions() {
        let (_dir, db) = counter().await;
        db.close().await;
        assert!(matches!(db.begin().await, Err(sqlx::Error::PoolClosed)));
    }
}
