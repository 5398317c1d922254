//! The watchers' rows: users' deposit addresses, the recent blocks scanned per network and the sightings.

use super::scan::{Block, Found};
use crate::{
    db::{Db, Tx},
    ids::{AssetId, UserId},
    on_db, on_tx,
};

/// How many scanned blocks a network keeps to find where a reorganisation forked.
pub const KEPT_BLOCKS: i64 = 256;

/// Seen, waiting for its confirmations.
pub const CONFIRMING: i64 = 1;
/// Credited to the user once, with its deposit.
pub const CREDITED: i64 = 2;
/// Below the published minimum when first seen: recorded and shown, never credited.
pub const BELOW_MINIMUM: i64 = 3;

#[derive(Debug, Clone, sqlx::FromRow)]
pub struct SightingRow {
    pub id: i64,
    pub network: String,
    pub tx_hash: String,
    pub output_index: i64,
    pub user_id: UserId,
    pub asset_id: AssetId,
    pub address: String,
    pub sender: String,
    pub amount: i64,
    pub block_height: i64,
    pub required: i64,
    pub status: i64,
    pub deposit_id: Option<i64>,
    pub seen_at: i64,
    pub credited_at: Option<i64>,
}

macro_rules! select_sightings {
    ($tail:literal) => {
        concat!(
            "SELECT id, network, tx_hash, output_index, user_id, asset_id, address, sender, amount, block_height, \
             required, status, deposit_id, seen_at, credited_at FROM chain_sightings ",
            $tail
        )
    };
}

/// A sighting to record, with what it needs and whether it is below the minimum.
pub struct NewSighting<'a> {
    pub found: &'a Found,
    pub asset_id: AssetId,
    pub amount: i64,
    pub required: i64,
    pub status: i64,
}

/// Remembers that `address` on `network` is `user_id`'s, once (a read when it is known already, as it mostly is).
pub async fn record_address(
    db: &Db,
    network: &str,
    address: &str,
    user_id: UserId,
    now: i64,
) -> Result<(), sqlx::Error> {
    let known = on_db!(db, c => sqlx::query_scalar::<_, i64>(
        "SELECT COUNT(*) FROM chain_addresses WHERE network = $1 AND address = $2",
    )
    .bind(network)
    .bind(address)
    .fetch_one(c)
    .await)?;
    if known > 0 {
        return Ok(());
    }
    let mut tx = db.begin().await?;
    on_tx!(&mut tx, c => sqlx::query(
        "INSERT INTO chain_addresses (network, address, user_id, created_at) VALUES ($1, $2, $3, $4) \
         ON CONFLICT DO NOTHING",
    )
    .bind(network)
    .bind(address)
    .bind(user_id)
    .bind(now)
    .execute(c)
    .await
    .map(|r| r.rows_affected()))?;
    tx.commit().await
}

/// The addresses of `network` handed out at or after `since`, with their users and when.
pub async fn addresses_since(
    db: &Db,
    network: &str,
    since: i64,
) -> Result<Vec<(String, UserId, i64)>, sqlx::Error> {
    on_db!(db, c => sqlx::query_as::<_, (String, UserId, i64)>(
        "SELECT address, user_id, created_at FROM chain_addresses WHERE network = $1 AND created_at >= $2",
    )
    .bind(network)
    .bind(since)
    .fetch_all(c)
    .await)
}

/// The highest block scanned on `network`, with its hash.
pub async fn tip(db: &Db, network: &str) -> Result<Option<(i64, String)>, sqlx::Error> {
    on_db!(db, c => sqlx::query_as::<_, (i64, String)>(
        "SELECT height, hash FROM chain_blocks WHERE network = $1 ORDER BY height DESC LIMIT 1",
    )
    .bind(network)
    .fetch_optional(c)
    .await)
}

/// The blocks kept for `network`, highest first.
pub async fn recent(db: &Db, network: &str) -> Result<Vec<(i64, String)>, sqlx::Error> {
    on_db!(db, c => sqlx::query_as::<_, (i64, String)>(
        "SELECT height, hash FROM chain_blocks WHERE network = $1 ORDER BY height DESC",
    )
    .bind(network)
    .fetch_all(c)
    .await)
}

/// Forgets the blocks above `height` and the sightings in them that were not credited; answers how many credited
/// sightings stood above it (a reorganisation deeper than the confirmations required, for the operator to see).
pub async fn roll_back(tx: &mut Tx, network: &str, height: i64) -> Result<i64, sqlx::Error> {
    on_tx!(tx, c => sqlx::query("DELETE FROM chain_blocks WHERE network = $1 AND height > $2")
        .bind(network)
        .bind(height)
        .execute(&mut *c)
        .await
        .map(|r| r.rows_affected()))?;
    on_tx!(tx, c => sqlx::query(
        "DELETE FROM chain_sightings WHERE network = $1 AND block_height > $2 AND status <> $3",
    )
    .bind(network)
    .bind(height)
    .bind(CREDITED)
    .execute(&mut *c)
    .await
    .map(|r| r.rows_affected()))?;
    on_tx!(tx, c => sqlx::query_scalar::<_, i64>(
        "SELECT COUNT(*) FROM chain_sightings WHERE network = $1 AND block_height > $2",
    )
    .bind(network)
    .bind(height)
    .fetch_one(&mut *c)
    .await)
}

/// Forgets an uncredited sighting whose transaction left the chain.
pub async fn forget(
    tx: &mut Tx,
    network: &str,
    tx_hash: &str,
    output_index: i64,
) -> Result<u64, sqlx::Error> {
    on_tx!(tx, c => sqlx::query(
        "DELETE FROM chain_sightings WHERE network = $1 AND tx_hash = $2 AND output_index = $3 AND status <> $4",
    )
    .bind(network)
    .bind(tx_hash)
    .bind(output_index)
    .bind(CREDITED)
    .execute(c)
    .await
    .map(|r| r.rows_affected()))
}

/// Records scanned blocks and forgets those too old to matter for a reorganisation.
pub async fn save_blocks(tx: &mut Tx, network: &str, blocks: &[Block], now: i64) -> Result<(), sqlx::Error> {
    for block in blocks {
        let height = i64::try_from(block.height).unwrap_or(i64::MAX);
        on_tx!(tx, c => sqlx::query(
            "INSERT INTO chain_blocks (network, height, hash, scanned_at) VALUES ($1, $2, $3, $4) \
             ON CONFLICT (network, height) DO UPDATE SET hash = excluded.hash, scanned_at = excluded.scanned_at",
        )
        .bind(network)
        .bind(height)
        .bind(&block.hash)
        .bind(now)
        .execute(&mut *c)
        .await
        .map(|r| r.rows_affected()))?;
    }
    if let Some(last) = blocks.last() {
        let keep_from = i64::try_from(last.height).unwrap_or(i64::MAX) - KEPT_BLOCKS;
        on_tx!(tx, c => sqlx::query("DELETE FROM chain_blocks WHERE network = $1 AND height <= $2")
            .bind(network)
            .bind(keep_from)
            .execute(&mut *c)
            .await
            .map(|r| r.rows_affected()))?;
    }
    Ok(())
}

/// Records a sighting once; answers its id when it is new.
pub async fn insert_sighting(
    tx: &mut Tx,
    network: &str,
    s: &NewSighting<'_>,
    now: i64,
) -> Result<Option<i64>, sqlx::Error> {
    let t = &s.found.transfer;
    on_tx!(tx, c => sqlx::query_scalar::<_, i64>(
        "INSERT INTO chain_sightings (network, tx_hash, output_index, user_id, asset_id, address, sender, amount, \
         block_height, block_hash, required, status, seen_at) \
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13) \
         ON CONFLICT DO NOTHING RETURNING id",
    )
    .bind(network)
    .bind(&t.tx_hash)
    .bind(t.output_index)
    .bind(s.found.user_id)
    .bind(s.asset_id)
    .bind(&t.to)
    .bind(&t.from)
    .bind(s.amount)
    .bind(i64::try_from(s.found.height).unwrap_or(i64::MAX))
    .bind(&s.found.block_hash)
    .bind(s.required)
    .bind(s.status)
    .bind(now)
    .fetch_optional(c)
    .await)
}

pub async fn sighting(db: &Db, id: i64) -> Result<Option<SightingRow>, sqlx::Error> {
    on_db!(db, c => sqlx::query_as::<_, SightingRow>(select_sightings!("WHERE id = $1"))
        .bind(id)
        .fetch_optional(c)
        .await)
}

/// The sightings of `network` still confirming whose block is at or below `height`, oldest first.
pub async fn confirming_by(db: &Db, network: &str, height: i64) -> Result<Vec<SightingRow>, sqlx::Error> {
    on_db!(db, c => sqlx::query_as::<_, SightingRow>(select_sightings!(
        "WHERE network = $1 AND status = 1 AND block_height <= $2 ORDER BY block_height, id"
    ))
    .bind(network)
    .bind(height)
    .fetch_all(c)
    .await)
}

/// Marks a confirming sighting credited by `deposit_id`; false when it was not confirming any more.
pub async fn mark_credited(tx: &mut Tx, id: i64, deposit_id: i64, now: i64) -> Result<bool, sqlx::Error> {
    let done = on_tx!(tx, c => sqlx::query(
        "UPDATE chain_sightings SET status = $1, deposit_id = $2, credited_at = $3 WHERE id = $4 AND status = $5",
    )
    .bind(CREDITED)
    .bind(deposit_id)
    .bind(now)
    .bind(id)
    .bind(CONFIRMING)
    .execute(c)
    .await
    .map(|r| r.rows_affected()))?;
    Ok(done == 1)
}

/// A user's sightings, newest first, of one asset or all.
pub async fn sightings_of(
    db: &Db,
    user_id: UserId,
    asset_id: Option<AssetId>,
    limit: i64,
) -> Result<Vec<SightingRow>, sqlx::Error> {
    on_db!(db, c => sqlx::query_as::<_, SightingRow>(select_sightings!(
        "WHERE user_id = $1 AND ($2 IS NULL OR asset_id = $2) ORDER BY id DESC LIMIT $3"
    ))
    .bind(user_id)
    .bind(asset_id)
    .bind(limit)
    .fetch_all(c)
    .await)
}
