//! How a sighting reads: to its user over HTTP (`/wallet/chain_deposits`) and as the socket event sent when it is
//! first seen and when it is credited.

use schemars::JsonSchema;
use serde::Serialize;

use super::{Ctx, ETHEREUM, scan, store, store::SightingRow};
use crate::{
    clock,
    db::Db,
    i18n::{self, Lang},
    ids::{AssetId, UserId},
    ledger::catalogue::{self, AssetRow},
    money,
};

/// A transfer to the user's deposit address, from first sight to its credit.
#[derive(Debug, Clone, Serialize, JsonSchema)]
pub struct ChainDeposit {
    pub id: i64,
    pub currency: AssetId,
    pub name: String,
    /// The network (`ERC20`).
    pub network: String,
    pub tx_hash: String,
    pub amount: String,
    /// Blocks on top of the transfer's, its own included, up to `required`.
    pub confirmations: i64,
    /// What crediting it needs, fixed when it was first seen.
    pub required: i64,
    /// 1 confirming, 2 credited, 3 below the minimum (shown, never credited).
    pub status: i64,
    /// The deposit it was credited as.
    pub deposit_id: Option<i64>,
    pub seen_at_ts: i64,
}

/// A sighting in the user's list, with its status in the reader's language and its time in the display zone.
#[derive(Debug, Clone, Serialize, JsonSchema)]
pub struct ChainDepositItem {
    #[serde(flatten)]
    pub deposit: ChainDeposit,
    /// "Confirming 3/12", "Credited", …
    pub status_text: String,
    pub seen_at: String,
}

/// What deposits of an asset on one network need.
#[derive(Debug, Clone, Serialize, JsonSchema)]
pub struct ChainTerms {
    pub network: String,
    /// Confirmations a new deposit needs before it is credited.
    pub confirmations: i64,
    /// The smallest amount credited; a smaller one is shown and not credited.
    pub minimum: String,
    /// Whether a watcher credits deposits on this network by itself (else finance confirms them).
    pub watched: bool,
}

/// `/wallet/chain_deposits`: the terms of the asset's networks and the user's sightings, newest first.
#[derive(Debug, Clone, Serialize, JsonSchema)]
pub struct ChainDeposits {
    pub terms: Vec<ChainTerms>,
    pub list: Vec<ChainDepositItem>,
}

/// The view of a sighting, its confirmations counted at the network's scanned tip.
pub fn deposit(row: &SightingRow, asset: Option<&AssetRow>, tip: Option<i64>) -> ChainDeposit {
    let confirmations = match row.status {
        store::CREDITED => row.required,
        _ => {
            let tip = tip.and_then(|t| u64::try_from(t).ok()).unwrap_or(0);
            let height = u64::try_from(row.block_height).unwrap_or(u64::MAX);
            i64::try_from(scan::confirmations(tip, height))
                .unwrap_or(0)
                .min(row.required)
        }
    };
    ChainDeposit {
        id: row.id,
        currency: row.asset_id,
        name: asset.map(|a| a.symbol.clone()).unwrap_or_default(),
        network: row.network.clone(),
        tx_hash: row.tx_hash.clone(),
        amount: asset.map_or_else(|| row.amount.to_string(), |a| money::format(row.amount, a.scale)),
        confirmations,
        required: row.required,
        status: row.status,
        deposit_id: row.deposit_id,
        seen_at_ts: row.seen_at,
    }
}

pub fn item(deposit: ChainDeposit, lang: Lang, offset: time::UtcOffset) -> ChainDepositItem {
    let n = deposit.confirmations.to_string();
    let required = deposit.required.to_string();
    let status_text = i18n::text(
        lang,
        &format!("chain_status_{}", deposit.status),
        &[("n", n.as_str()), ("required", required.as_str())],
    );
    ChainDepositItem {
        seen_at: clock::display(deposit.seen_at_ts, offset),
        deposit,
        status_text,
    }
}

/// Reads a sighting and its asset, counts its confirmations, and answers it with its user.
pub async fn read(db: &Db, id: i64) -> anyhow::Result<Option<(UserId, ChainDeposit)>> {
    let Some(row) = store::sighting(db, id).await? else {
        return Ok(None);
    };
    let assets = catalogue::assets(db).await?;
    let tip = store::tip(db, &row.network).await?.map(|(h, _)| h);
    let view = deposit(&row, assets.iter().find(|a| a.id == row.asset_id), tip);
    Ok(Some((row.user_id, view)))
}

/// Tells the user's sockets a sighting was seen or credited (`{type: "deposit", event, data}`).
pub async fn announce(ctx: &Ctx, id: i64, event: &str) {
    match read(&ctx.db, id).await {
        Ok(Some((user_id, view))) => {
            crate::fanout::notify(&ctx.fanout, user_id, "deposit", event, &view, &()).await
        }
        Ok(None) => {}
        Err(err) => tracing::warn!(%err, id, "deposit event not sent"),
    }
}

/// Whether `network` has a watcher on this server.
pub fn watched(config: &crate::config::Config, network: &str) -> bool {
    (network == ETHEREUM && config.chains.ethereum.is_some())
        || (network == super::TRON && config.chains.tron.is_some())
}

/// `/wallet/chain_deposits`: the terms of the asset's networks (every asset's when none is named) and the user's
/// latest sightings.
pub async fn chain_deposits(
    app: &crate::app::AppState,
    lang: Lang,
    user_id: UserId,
    currency: Option<AssetId>,
) -> Result<ChainDeposits, crate::error::AppError> {
    let assets = catalogue::assets(&app.db).await?;
    let offset = crate::features::site::service::display_offset(app).await?;
    let mut terms = Vec::new();
    for asset in assets.iter().filter(|a| currency.is_none_or(|c| c == a.id)) {
        for network in asset.networks() {
            let t = super::terms(&app.db, &network, asset)
                .await
                .map_err(crate::error::AppError::internal)?;
            terms.push(ChainTerms {
                watched: watched(&app.config, &network),
                network,
                confirmations: t.confirmations,
                minimum: money::format(t.minimum, asset.scale),
            });
        }
    }
    let mut tips = std::collections::HashMap::new();
    let mut list = Vec::new();
    for row in store::sightings_of(&app.db, user_id, currency, 50).await? {
        if !tips.contains_key(&row.network) {
            let tip = store::tip(&app.db, &row.network).await?.map(|(h, _)| h);
            tips.insert(row.network.clone(), tip);
        }
        let tip = tips.get(&row.network).copied().flatten();
        let view = deposit(&row, assets.iter().find(|a| a.id == row.asset_id), tip);
        list.push(item(view, lang, offset));
    }
    Ok(ChainDeposits { terms, list })
}
