use schemars::JsonSchema;
use serde::Serialize;

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
        }
    }
}
