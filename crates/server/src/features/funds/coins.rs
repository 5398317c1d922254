//! `/paymentslist`: the channels (asset and network) existing clients offer in their deposit and withdrawal
//! pickers, each with whether money can move in or out of it now.

use super::{
    deposits::network_address,
    dto::{PaymentCoin, PaymentCoins},
    withdrawals::withdraw_rule,
};
use crate::{
    app::AppState,
    error::AppError,
    features::{
        site,
        wallet::{channels::deposit_open, repo as wallet_repo},
    },
    ids::UserId,
};

/// The deposit and withdrawal channels: one per asset and network, in the catalogue's order (ADR 75). `status` is
/// 1 when deposits or withdrawals of the asset are open; `address` is the caller's deposit address on the network
/// ("" for guests or when none is configured).
pub async fn payments_list(app: &AppState, caller: Option<UserId>) -> Result<PaymentCoins, AppError> {
    let settings = site::repo::all_settings(&app.db).await?;
    let mut list = Vec::new();
    for asset in wallet_repo::assets(&app.db).await? {
        let nets = asset.networks();
        let deposit = deposit_open(&settings, &asset);
        let withdraw = withdraw_rule(app, &asset).await?.is_some();
        for (i, network) in nets.iter().enumerate() {
            let address = match caller {
                Some(user_id) => network_address(app, &asset, network, user_id).await?,
                None => String::new(),
            };
            let name = if nets.len() > 1 {
                format!("{}-{network}", asset.symbol)
            } else {
                asset.symbol.clone()
            };
            list.push(PaymentCoin {
                id: asset.id.get() * CHANNELS_PER_ASSET + i64::try_from(i).unwrap_or(0) + 1,
                currency_id: asset.id,
                currency: asset.id,
                name,
                kind: ON_CHAIN,
                address,
                network: network.clone(),
                logo: asset.logo.clone(),
                networks: nets.clone(),
                is_charge: i64::from(deposit),
                is_withdraw: i64::from(withdraw),
                status: i64::from(deposit || withdraw),
            });
        }
    }
    Ok(PaymentCoins { list })
}

/// Channel ids are the asset's id times this plus the network's place, so they stay put as assets are added.
const CHANNELS_PER_ASSET: i64 = 100;

/// The `type` of an on-chain channel, as `/wallet/charge_req` and `/wallet/out` read it.
const ON_CHAIN: i64 = 0;
