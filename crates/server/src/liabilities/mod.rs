//! Proof of liabilities (ADR 49, ADR 68): a snapshot of every user's balances per asset (all account kinds, frozen
//! included) and of their claims held in system accounts by the products, read in one consistent view of the
//! ledger; a Merkle sum tree over the users whose root and totals are published and signed with the server's key;
//! and each user's inclusion proof in any published snapshot, which anyone can check against its root alone.
//! `ledger verify` recomputes a snapshot's totals from the ledger entries it saw.
//!
//! A snapshot is taken when a server first starts without one, every UTC day by a single-owner scheduler, and on
//! demand by an operator. Snapshots and their leaves are append-only (database triggers).

pub mod key;
pub mod repo;
pub mod schedule;
pub mod tree;

use std::collections::BTreeMap;

use rand::{Rng, seq::SliceRandom};
use serde::{Deserialize, Serialize};

use crate::db::Db;
pub use crate::ledger::claims::{CLAIMS, Claim};
pub use schedule::Ctx;
use tree::{Leaf, Proof, ProofAsset, Tree};

/// An asset of a snapshot, in the order of every balance and sum.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct SnapshotAsset {
    pub id: i64,
    pub symbol: String,
    pub scale: u32,
}

/// What a snapshot published.
#[derive(Debug, Clone)]
pub struct Published {
    pub id: i64,
    pub taken_at: i64,
    pub ledger_mark: i64,
    pub root: String,
    pub users: i64,
    pub assets: Vec<SnapshotAsset>,
    pub totals: Vec<i64>,
    /// Whether the leaves include the users' claims held in system accounts (every snapshot since ADR 68).
    pub includes_claims: bool,
    /// The root's signature and the public key it verifies with, hex; empty before roots were signed.
    pub signature: String,
    pub public_key: String,
}

fn published(row: repo::SnapshotRow) -> anyhow::Result<Published> {
    Ok(Published {
        includes_claims: row.includes_claims == 1,
        signature: row.signature,
        public_key: row.public_key,
        id: row.id,
        taken_at: row.taken_at,
        ledger_mark: row.ledger_mark,
        root: row.root_hash,
        users: row.users,
        assets: serde_json::from_str(&row.assets)?,
        totals: serde_json::from_str(&row.totals)?,
    })
}

/// The newest snapshot, if any was taken.
pub async fn latest(db: &Db) -> anyhow::Result<Option<Published>> {
    repo::latest(db).await?.map(published).transpose()
}

/// A published snapshot by its id.
pub async fn snapshot(db: &Db, id: i64) -> anyhow::Result<Option<Published>> {
    repo::by_id(db, id).await?.map(published).transpose()
}

/// Page `page` (from 1) of `limit` published snapshots, newest first, and how many there are.
pub async fn history(db: &Db, page: i64, limit: i64) -> anyhow::Result<(Vec<Published>, i64)> {
    let (rows, total) = repo::page(db, (page - 1).saturating_mul(limit), limit).await?;
    let list = rows
        .into_iter()
        .map(published)
        .collect::<anyhow::Result<Vec<_>>>()?;
    Ok((list, total))
}

/// Takes a snapshot now: reads every user's balances and claims in one view in which no ledger write is in flight,
/// builds the tree over the users in a random order with a fresh salt each, signs the root with `key`, and stores
/// the root, the totals and the leaves. `taken_by` is `daily`, `start` or the operator's e-mail.
pub async fn take(db: &Db, key: &key::Key, now: i64, taken_by: &str) -> anyhow::Result<Published> {
    let mut view = db.begin_snapshot_quiet("ledger_entries").await?;
    let mark = repo::ledger_mark(&mut view).await?;
    let mut balances = repo::user_balances(&mut view).await?;
    balances.extend(repo::user_claims(&mut view).await?);
    let all_assets = repo::assets(&mut view).await?;
    view.commit().await?;

    let held: std::collections::BTreeSet<i64> = balances.iter().map(|(_, asset, _)| *asset).collect();
    let assets: Vec<SnapshotAsset> = all_assets
        .into_iter()
        .filter(|(id, _, _)| held.contains(id))
        .map(|(id, symbol, scale)| SnapshotAsset {
            id,
            symbol,
            scale: u32::try_from(scale).unwrap_or(0),
        })
        .collect();
    let column: BTreeMap<i64, usize> = assets.iter().enumerate().map(|(i, a)| (a.id, i)).collect();
    let mut by_user: BTreeMap<i64, Vec<i64>> = BTreeMap::new();
    for (user, asset, amount) in balances {
        if let Some(&i) = column.get(&asset) {
            let cell = &mut by_user.entry(user).or_insert_with(|| vec![0; assets.len()])[i];
            *cell = cell
                .checked_add(amount)
                .ok_or_else(|| anyhow::anyhow!("user {user} holds more than 64 bits of asset {asset}"))?;
        }
    }
    let mut leaves: Vec<Leaf> = {
        let mut rng = rand::thread_rng();
        by_user
            .into_iter()
            .map(|(user_id, balances)| Leaf {
                user_id,
                salt: rng.r#gen(),
                balances,
            })
            .collect()
    };
    leaves.shuffle(&mut rand::thread_rng());
    let tree = Tree::build(&leaves, assets.len())?;
    let root = tree.root();
    let root_hash = hex::encode(root.hash);
    let signature = key.sign(&root.hash, now);
    let public_key = key.public_hex();
    let rows: Vec<repo::LeafRow> = leaves
        .iter()
        .enumerate()
        .map(|(position, leaf)| {
            let balances: Vec<String> = leaf.balances.iter().map(i64::to_string).collect();
            (
                leaf.user_id,
                position as i64,
                hex::encode(leaf.salt),
                balances.join(","),
            )
        })
        .collect();
    let assets_json = serde_json::to_string(&assets)?;
    let totals_json = serde_json::to_string(&root.sums)?;
    let mut tx = db.begin().await?;
    let snapshot = repo::NewSnapshot {
        taken_at: now,
        ledger_mark: mark,
        root_hash: &root_hash,
        users: leaves.len() as i64,
        assets: &assets_json,
        totals: &totals_json,
        taken_by,
        signature: &signature,
        public_key: &public_key,
    };
    let id = repo::insert_snapshot(&mut tx, &snapshot).await?;
    repo::insert_leaves(&mut tx, id, &rows).await?;
    tx.commit().await?;
    Ok(Published {
        id,
        taken_at: now,
        ledger_mark: mark,
        root: root_hash,
        users: leaves.len() as i64,
        assets,
        totals: root.sums.clone(),
        includes_claims: true,
        signature,
        public_key,
    })
}

/// A user's inclusion proof in snapshot `id` (the newest when `None`); `None` when there is no such snapshot or the
/// user is not in it.
pub async fn proof(db: &Db, user_id: i64, id: Option<i64>) -> anyhow::Result<Option<Proof>> {
    let found = match id {
        Some(id) => snapshot(db, id).await?,
        None => latest(db).await?,
    };
    let Some(snapshot) = found else {
        return Ok(None);
    };
    let rows = repo::leaves(db, snapshot.id).await?;
    let width = snapshot.assets.len();
    let mut leaves = Vec::with_capacity(rows.len());
    for (user, _, salt, balances) in &rows {
        let salt = hex::decode(salt)
            .ok()
            .and_then(|b| <[u8; 16]>::try_from(b).ok())
            .ok_or_else(|| anyhow::anyhow!("leaf of user {user} has a malformed salt"))?;
        let balances = if balances.is_empty() {
            Vec::new()
        } else {
            balances
                .split(',')
                .map(str::parse)
                .collect::<Result<Vec<i64>, _>>()?
        };
        leaves.push(Leaf {
            user_id: *user,
            salt,
            balances,
        });
    }
    let Some(index) = leaves.iter().position(|l| l.user_id == user_id) else {
        return Ok(None);
    };
    let tree = Tree::build(&leaves, width)?;
    if hex::encode(tree.root().hash) != snapshot.root {
        anyhow::bail!("snapshot {} no longer builds its published root", snapshot.id);
    }
    let assets = snapshot
        .assets
        .iter()
        .map(|a| ProofAsset {
            symbol: a.symbol.clone(),
            scale: a.scale,
        })
        .collect();
    let mut proof = tree.proof(index, &leaves[index], (snapshot.id, snapshot.taken_at), assets);
    proof.signature = snapshot.signature;
    proof.public_key = snapshot.public_key;
    Ok(Some(proof))
}
