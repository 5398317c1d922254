//! Proof of liabilities (ADR 49): a snapshot of every user's balances per asset (all account kinds, frozen
//! included), read in one consistent view of the ledger; a Merkle sum tree over the users whose root and totals
//! are published; and each user's inclusion proof, which anyone can check against the root alone. `ledger
//! verify` recomputes a snapshot's totals from the ledger entries it saw.
//!
//! A snapshot is taken every UTC day by a single-owner scheduler, and on demand by an operator.

pub mod repo;
pub mod tree;

use std::{collections::BTreeMap, time::Duration};

use rand::{Rng, seq::SliceRandom};
use serde::{Deserialize, Serialize};

use crate::{clock::Clock, db::Db, earn::DAY_MS};
use tree::{Leaf, Proof, ProofAsset, Tree};

/// What the daily scheduler works with.
#[derive(Clone)]
pub struct Ctx {
    pub db: Db,
    pub clock: Clock,
}

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
}

fn published(row: repo::SnapshotRow) -> anyhow::Result<Published> {
    Ok(Published {
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

/// Takes a snapshot now: reads every user's balances in one view in which no ledger write is in flight, builds the
/// tree over the users in a random order with a fresh salt each, and stores the root, the totals and the leaves.
/// `taken_by` is `daily` or the operator's e-mail.
pub async fn take(db: &Db, now: i64, taken_by: &str) -> anyhow::Result<Published> {
    let mut view = db.begin_snapshot_quiet("ledger_entries").await?;
    let mark = repo::ledger_mark(&mut view).await?;
    let balances = repo::user_balances(&mut view).await?;
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
            by_user.entry(user).or_insert_with(|| vec![0; assets.len()])[i] = amount;
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
    })
}

/// A user's inclusion proof in the newest snapshot; `None` when there is none or the user is not in it.
pub async fn proof(db: &Db, user_id: i64) -> anyhow::Result<Option<Proof>> {
    let Some(snapshot) = latest(db).await? else {
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
    Ok(Some(tree.proof(
        index,
        &leaves[index],
        (snapshot.id, snapshot.taken_at),
        assets,
    )))
}

/// Takes the day's snapshot once a UTC day has begun without one; checks every minute.
pub async fn run(ctx: Ctx) {
    let mut tick = tokio::time::interval(Duration::from_secs(60));
    tick.tick().await;
    loop {
        tick.tick().await;
        let now = ctx.clock.now_ms();
        let today = now.div_euclid(DAY_MS) * DAY_MS;
        let due = match latest(&ctx.db).await {
            Ok(Some(s)) => s.taken_at < today,
            Ok(None) => true,
            Err(err) => {
                tracing::warn!(%err, "liabilities: the newest snapshot could not be read");
                false
            }
        };
        let taken = if due {
            Some(take(&ctx.db, now, "daily").await)
        } else {
            None
        };
        if let Some(taken) = &taken {
            crate::telemetry::job_ran("liabilities_snapshot", taken);
        }
        if let Some(Err(err)) = taken {
            tracing::warn!(%err, "liabilities: the daily snapshot was not taken this round");
        }
    }
}
