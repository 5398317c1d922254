//! The assets the ledger counts in and the balances of a user's accounts, as every part of the server reads them.

use crate::ids::{AssetId, UserId};
use crate::money::Scale;
use crate::{db::Db, on_db};

#[derive(Debug, Clone, sqlx::FromRow)]
pub struct AssetRow {
    pub id: AssetId,
    pub symbol: String,
    pub scale: Scale,
    pub logo: String,
    pub is_legal: i64,
    pub is_lever: i64,
    pub is_match: i64,
    pub is_micro: i64,
    pub is_transfer: i64,
    pub usdt_price: i64,
    /// Networks it moves on, comma-separated (`ERC20,TRC20`).
    pub chains: String,
}

impl AssetRow {
    /// The networks the asset is deposited and withdrawn on, as configured (`chains`, comma-separated).
    pub fn networks(&self) -> Vec<String> {
        self.chains
            .split(',')
            .map(str::trim)
            .filter(|c| !c.is_empty())
            .map(str::to_string)
            .collect()
    }
}

pub async fn assets(db: &Db) -> Result<Vec<AssetRow>, sqlx::Error> {
    on_db!(db, c => sqlx::query_as::<_, AssetRow>(
        "SELECT id, symbol, scale, logo, is_legal, is_lever, is_match, is_micro, is_transfer, usdt_price, chains \
         FROM assets \
         ORDER BY sort, id",
    )
    .fetch_all(c)
    .await)
}

#[derive(Debug, Clone, sqlx::FromRow)]
pub struct BalanceRow {
    pub asset_id: AssetId,
    pub kind: i64,
    pub available: i64,
    pub frozen: i64,
}

pub async fn balances(db: &Db, user_id: UserId) -> Result<Vec<BalanceRow>, sqlx::Error> {
    on_db!(db, c => sqlx::query_as::<_, BalanceRow>(
        "SELECT asset_id, kind, available, frozen FROM accounts WHERE user_id = $1",
    )
    .bind(user_id)
    .fetch_all(c)
    .await)
}
