use crate::{
    db::{Db, Tx, value_rows},
    on_db, on_tx,
};

/// Every user account's balance (available and frozen together), by user and asset.
pub async fn user_balances(tx: &mut Tx) -> Result<Vec<(i64, i64, i64)>, sqlx::Error> {
    on_tx!(tx, c => sqlx::query_as(
        "SELECT user_id, asset_id, CAST(SUM(available + frozen) AS BIGINT) FROM accounts \
         WHERE user_id IS NOT NULL GROUP BY user_id, asset_id ORDER BY user_id, asset_id",
    )
    .fetch_all(c)
    .await)
}

/// Every user's claims held in system accounts (ADR 68), by user and asset: what each product of `CLAIMS` holds for
/// them.
pub async fn user_claims(tx: &mut Tx) -> Result<Vec<(i64, i64, i64)>, sqlx::Error> {
    let mut all = Vec::new();
    for claim in super::CLAIMS {
        let rows: Vec<(i64, i64, i64)> = on_tx!(tx, c => sqlx::query_as(sqlx::AssertSqlSafe(claim.by_user))
            .fetch_all(c)
            .await)?;
        all.extend(rows);
    }
    Ok(all)
}

/// The newest ledger entry the snapshot sees.
pub async fn ledger_mark(tx: &mut Tx) -> Result<i64, sqlx::Error> {
    on_tx!(tx, c => sqlx::query_scalar::<_, i64>("SELECT CAST(COALESCE(MAX(id), 0) AS BIGINT) FROM ledger_entries")
        .fetch_one(c)
        .await)
}

/// Symbol and decimal places of every asset.
pub async fn assets(tx: &mut Tx) -> Result<Vec<(i64, String, i64)>, sqlx::Error> {
    on_tx!(tx, c => sqlx::query_as("SELECT id, symbol, scale FROM assets ORDER BY id")
        .fetch_all(c)
        .await)
}

pub struct NewSnapshot<'a> {
    pub taken_at: i64,
    pub ledger_mark: i64,
    pub root_hash: &'a str,
    pub users: i64,
    pub assets: &'a str,
    pub totals: &'a str,
    pub taken_by: &'a str,
    pub signature: &'a str,
    pub public_key: &'a str,
}

pub async fn insert_snapshot(tx: &mut Tx, s: &NewSnapshot<'_>) -> Result<i64, sqlx::Error> {
    on_tx!(tx, c => sqlx::query_scalar::<_, i64>(
        "INSERT INTO liability_snapshots (taken_at, ledger_mark, root_hash, users, assets, totals, taken_by, \
         includes_claims, signature, public_key) VALUES ($1, $2, $3, $4, $5, $6, $7, 1, $8, $9) RETURNING id",
    )
    .bind(s.taken_at)
    .bind(s.ledger_mark)
    .bind(s.root_hash)
    .bind(s.users)
    .bind(s.assets)
    .bind(s.totals)
    .bind(s.taken_by)
    .bind(s.signature)
    .bind(s.public_key)
    .fetch_one(c)
    .await)
}

/// A leaf as stored: user, position in the tree, salt (hex) and balances (minor units, comma-separated).
pub type LeafRow = (i64, i64, String, String);

pub async fn insert_leaves(tx: &mut Tx, snapshot_id: i64, leaves: &[LeafRow]) -> Result<(), sqlx::Error> {
    for chunk in leaves.chunks(500) {
        let sql = format!(
            "INSERT INTO liability_leaves (snapshot_id, user_id, position, salt, balances) VALUES {}",
            value_rows(chunk.len(), 5, false)
        );
        on_tx!(tx, c => {
            let mut q = sqlx::query(sqlx::AssertSqlSafe(sql.as_str()));
            for (user_id, position, salt, balances) in chunk {
                q = q.bind(snapshot_id).bind(*user_id).bind(*position).bind(salt.as_str()).bind(balances.as_str());
            }
            q.execute(c).await.map(|r| r.rows_affected())
        })?;
    }
    Ok(())
}

#[derive(Debug, Clone, sqlx::FromRow)]
pub struct SnapshotRow {
    pub id: i64,
    pub taken_at: i64,
    pub ledger_mark: i64,
    pub root_hash: String,
    pub users: i64,
    pub assets: String,
    pub totals: String,
    pub includes_claims: i64,
    pub signature: String,
    pub public_key: String,
}

const SNAPSHOT: &str = "SELECT id, taken_at, ledger_mark, root_hash, users, assets, totals, includes_claims, \
                        signature, public_key FROM liability_snapshots";

pub async fn latest(db: &Db) -> Result<Option<SnapshotRow>, sqlx::Error> {
    let sql = format!("{SNAPSHOT} ORDER BY id DESC LIMIT 1");
    on_db!(db, c => sqlx::query_as::<_, SnapshotRow>(sqlx::AssertSqlSafe(sql.as_str()))
        .fetch_optional(c)
        .await)
}

pub async fn by_id(db: &Db, id: i64) -> Result<Option<SnapshotRow>, sqlx::Error> {
    let sql = format!("{SNAPSHOT} WHERE id = $1");
    on_db!(db, c => sqlx::query_as::<_, SnapshotRow>(sqlx::AssertSqlSafe(sql.as_str()))
        .bind(id)
        .fetch_optional(c)
        .await)
}

/// A page of snapshots, newest first, and how many there are in all.
pub async fn page(db: &Db, offset: i64, limit: i64) -> Result<(Vec<SnapshotRow>, i64), sqlx::Error> {
    let sql = format!("{SNAPSHOT} ORDER BY id DESC LIMIT $1 OFFSET $2");
    let rows = on_db!(db, c => sqlx::query_as::<_, SnapshotRow>(sqlx::AssertSqlSafe(sql.as_str()))
        .bind(limit)
        .bind(offset)
        .fetch_all(c)
        .await)?;
    let total = on_db!(db, c => sqlx::query_scalar::<_, i64>("SELECT COUNT(*) FROM liability_snapshots")
        .fetch_one(c)
        .await)?;
    Ok((rows, total))
}

/// Every leaf of a snapshot in tree order.
pub async fn leaves(db: &Db, snapshot_id: i64) -> Result<Vec<LeafRow>, sqlx::Error> {
    on_db!(db, c => sqlx::query_as(
        "SELECT user_id, position, salt, balances FROM liability_leaves WHERE snapshot_id = $1 ORDER BY position",
    )
    .bind(snapshot_id)
    .fetch_all(c)
    .await)
}
