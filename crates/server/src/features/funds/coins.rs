//! `/paymentslist`: the coins existing clients offer in their deposit and withdrawal pickers, each with whether
//! money can move in or out of it now.

use super::{
    dto::{PaymentCoin, PaymentCoins},
    service::networks,
    withdrawals::withdraw_rule,
};
use crate::{
    app::AppState,
    error::AppError,
    features::{site, wallet::repo as wallet_repo},
};

/// Every asset that moves on a network, in the catalogue's order; `status` 1 when deposits or withdrawals are open.
pub async fn payments_list(app: &AppState) -> Result<PaymentCoins, AppError> {
    let settings = site::repo::all_settings(&app.db).await?;
    let configured = |key: &str| {
        settings
            .iter()
            .any(|s| s.key == key && !s.value.trim().is_empty())
    };
    let mut list = Vec::new();
    for asset in wallet_repo::assets(&app.db).await? {
        let nets = networks(&asset);
        if nets.is_empty() {
            continue;
        }
        let deposit = nets.iter().any(|n| {
            configured(&format!("deposit_xpub_{n}"))
                || configured(&format!("deposit_address_{}_{n}", asset.symbol))
        });
        let withdraw = withdraw_rule(app, &asset).await?.is_some();
        list.push(PaymentCoin {
            id: asset.id,
            currency: asset.id,
            name: asset.symbol.clone(),
            logo: asset.logo.clone(),
            networks: nets,
            is_charge: i64::from(deposit),
            is_withdraw: i64::from(withdraw),
            status: i64::from(deposit || withdraw),
        });
    }
    Ok(PaymentCoins { list })
}
