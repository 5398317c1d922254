//! Balance events: a signed-in user hears each new balance after the commit that changed it.

use schemars::JsonSchema;
use serde::Serialize;

use super::Fanout;
use crate::{
    db::Db,
    ids::{AssetId, UserId},
    ledger::{AccountKind, catalogue},
    money,
};

/// The `data` of a private `balance` event (API-CONTRACT §6): one asset in one of the user's accounts.
#[derive(Debug, Clone, Serialize, JsonSchema)]
pub struct BalanceEvent {
    pub currency: AssetId,
    pub currency_name: String,
    pub account: String,
    pub balance: String,
    pub lock_balance: String,
}

/// One asset's balance in one of the user's accounts, read after the commit that changed it.
pub async fn balance_event(
    db: &Db,
    user_id: UserId,
    asset_id: AssetId,
    account: &str,
) -> Option<BalanceEvent> {
    let kind = AccountKind::parse(account)?;
    let assets = catalogue::assets(db).await.ok()?;
    let asset = assets.iter().find(|a| a.id == asset_id)?;
    let held = catalogue::balances(db, user_id).await.ok()?;
    let (available, frozen) = held
        .iter()
        .find(|b| b.asset_id == asset_id && b.kind == kind.code())
        .map_or((0, 0), |b| (b.available, b.frozen));
    let scale = asset.scale;
    Some(BalanceEvent {
        currency: asset.id,
        currency_name: asset.symbol.clone(),
        account: kind.name().to_string(),
        balance: money::format(available, scale),
        lock_balance: money::format(frozen, scale),
    })
}

/// Tells a signed-in user the new balance of one asset in one of their accounts, after the commit that changed it.
pub async fn publish_balance(db: &Db, fanout: &Fanout, user_id: UserId, asset_id: AssetId, account: &str) {
    if !super::is_connected(fanout, user_id) {
        return;
    }
    if let Some(data) = balance_event(db, user_id, asset_id, account).await {
        super::notify(fanout, user_id, "balance", "change", &data, &()).await;
    }
}
