use schemars::JsonSchema;
use serde::{Deserialize, Serialize};

use crate::{
    liabilities::Published,
    money::{self, Scale},
};

/// An asset's published total: minor units, and the same as a decimal.
#[derive(Debug, Clone, Serialize, JsonSchema)]
pub struct LiabilityTotal {
    pub symbol: String,
    pub scale: u32,
    pub total: String,
    pub total_minor: String,
}

/// The newest snapshot: its Merkle sum tree's root, the number of users and the totals per asset, in the order of
/// every proof's balances.
#[derive(Debug, Clone, Serialize, JsonSchema)]
pub struct LiabilitiesView {
    pub snapshot_id: i64,
    pub taken_at: i64,
    pub root: String,
    pub users: i64,
    pub assets: Vec<LiabilityTotal>,
    /// Whether every leaf includes the user's claims held by products (lock mining, dual, IEO, loans, NFT margins,
    /// quiz bets, option stakes); false only for snapshots taken before they were counted.
    pub includes_claims: bool,
    /// The ed25519 signature (hex) of `"mercato-liabilities-root\0" ‖ root ‖ taken_at` (8-byte big-endian), and
    /// the public key (hex) it verifies with; empty for snapshots taken before roots were signed.
    pub signature: String,
    pub public_key: String,
}

/// Which snapshot a proof is asked of: its id, or the newest when left out.
#[derive(Debug, Clone, Default, Deserialize, JsonSchema)]
pub struct ProofInput {
    pub snapshot_id: Option<i64>,
}

/// The key every root is signed with, and when the next daily snapshot is due.
#[derive(Debug, Clone, Serialize, JsonSchema)]
pub struct LiabilitiesKey {
    /// Always `ed25519`.
    pub algorithm: String,
    /// The public key, 32 bytes as hex.
    pub public_key: String,
    /// What is signed: `"mercato-liabilities-root\0" ‖ root (32 bytes) ‖ taken_at (8-byte big-endian ms)`.
    pub signed_message: String,
    /// When the next daily snapshot is due (ms since the epoch, 00:00 UTC).
    pub next_snapshot_at: i64,
}

impl From<Published> for LiabilitiesView {
    fn from(p: Published) -> Self {
        let assets = p
            .assets
            .iter()
            .zip(&p.totals)
            .map(|(a, total)| LiabilityTotal {
                symbol: a.symbol.clone(),
                scale: a.scale,
                total: money::format(*total, Scale::of(i64::from(a.scale)).unwrap_or(Scale::USDT)),
                total_minor: total.to_string(),
            })
            .collect();
        LiabilitiesView {
            snapshot_id: p.id,
            taken_at: p.taken_at,
            root: p.root,
            users: p.users,
            assets,
            includes_claims: p.includes_claims,
            signature: p.signature,
            public_key: p.public_key,
        }
    }
}
