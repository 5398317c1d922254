//! What the contract calls read and answer (API-CONTRACT §5.8).

use schemars::JsonSchema;
use serde::{Deserialize, Serialize};

use crate::{
    http::pager::Pager,
    ids::AssetId,
    lever::{repo::PositionSide, view::LeverTx},
};

/// `/lever/deal`: one instrument.
#[derive(Debug, Clone, Deserialize, JsonSchema)]
#[schemars(rename = "LeverDealInput")]
pub struct DealInput {
    pub currency_id: i64,
    pub legal_id: AssetId,
}

/// `/lever/submit` as the client sends it.
#[derive(Debug, Clone, Deserialize, JsonSchema)]
#[schemars(rename = "LeverSubmitInput")]
pub struct SubmitInput {
    pub currency_id: i64,
    pub legal_id: AssetId,
    #[serde(rename = "type")]
    #[schemars(with = "PositionSide")]
    pub side: i64,
    /// Lots.
    pub share: i64,
    /// Leverage.
    pub multiple: i64,
    /// 1 market (the default), 0 limit.
    pub status: Option<i64>,
    #[serde(default)]
    pub target_price: String,
    #[serde(default)]
    pub target_profit_price: String,
    #[serde(default)]
    pub stop_loss_price: String,
    /// A fee coupon (`/coupon/usable`) paying the opening fee of a market order.
    pub coupon_id: Option<i64>,
}

/// `/lever/dealall` and `/lever/my_trade`: the user's positions, of one instrument or all.
#[derive(Debug, Clone, Deserialize, JsonSchema)]
#[schemars(rename = "LeverListingInput")]
pub struct ListingInput {
    pub currency_id: Option<i64>,
    pub legal_id: Option<AssetId>,
    /// 0 entrusts, 1 holding, 3 closed (the total is then what they realised), 4 cancelled entrusts, anything else all.
    pub status: Option<i64>,
    pub page: Option<i64>,
    pub limit: Option<i64>,
}

/// `/lever/close`.
#[derive(Debug, Clone, Deserialize, JsonSchema)]
#[schemars(rename = "LeverCloseInput")]
pub struct CloseInput {
    pub id: i64,
}

/// `/lever/setstop`: empty or "0" clears a price.
#[derive(Debug, Clone, Deserialize, JsonSchema)]
#[schemars(rename = "LeverSetStopInput")]
pub struct SetStopInput {
    pub id: i64,
    #[serde(default)]
    pub target_profit_price: String,
    #[serde(default)]
    pub stop_loss_price: String,
}

/// `/lever/batch_close`: 0 (the default) all, 1 longs, 2 shorts; of one instrument when `currency_id` is given.
#[derive(Debug, Clone, Deserialize, JsonSchema)]
#[schemars(rename = "LeverBatchCloseInput")]
pub struct BatchCloseInput {
    #[serde(rename = "type")]
    pub which: Option<i64>,
    pub currency_id: Option<i64>,
    pub legal_id: Option<AssetId>,
}

/// One level of the instrument's book.
#[derive(Debug, Clone, Serialize, JsonSchema)]
pub struct LeverLevel {
    pub price: String,
    pub number: String,
}

/// The book: bids (`in`) and asks (`out`).
#[derive(Debug, Clone, Serialize, JsonSchema)]
pub struct LeverBook {
    #[serde(rename = "in")]
    pub bids: Vec<LeverLevel>,
    #[serde(rename = "out")]
    pub asks: Vec<LeverLevel>,
}

#[derive(Debug, Clone, Serialize, JsonSchema)]
pub struct ShareLimit {
    pub min: i64,
    pub max: i64,
}

#[derive(Debug, Clone, Serialize, JsonSchema)]
pub struct Choice {
    pub value: i64,
}

/// The leverage (`muit`, sic) and lot presets.
#[derive(Debug, Clone, Serialize, JsonSchema)]
pub struct LeverChoices {
    pub muit: Vec<Choice>,
    pub share: Vec<Choice>,
}

/// `/lever/deal`.
#[derive(Debug, Clone, Serialize, JsonSchema)]
pub struct LeverDeal {
    pub lever_transaction: LeverBook,
    pub my_transaction: Vec<LeverTx>,
    pub lever_share_limit: ShareLimit,
    pub multiple: LeverChoices,
    pub last_price: String,
    pub user_lever: String,
    pub all_levers: String,
    /// Always "1" (sic).
    pub ustd_price: String,
    #[serde(rename = "ExRAte")]
    pub ex_rate: String,
}

/// `/lever/dealall`: the account's risk and margins, those of one instrument, and a page of its positions.
#[derive(Debug, Serialize, JsonSchema)]
pub struct LeverAccount {
    pub balance: String,
    pub hazard_rate: String,
    pub hazard_rate_pct: String,
    pub caution_money_total: String,
    pub origin_caution_money_total: String,
    pub profits_total: String,
    pub caution_money: String,
    pub origin_caution_money: String,
    pub profits: String,
    pub order: Pager<LeverTx>,
}

/// The account's risk rate and unrealised pnl.
#[derive(Debug, Clone, Serialize, JsonSchema)]
pub struct RiskRate {
    pub hazard_rate: String,
    pub hazard_rate_pct: String,
    pub profits_total: String,
}

/// `/lever/my_trade`.
#[derive(Debug, Serialize, JsonSchema)]
pub struct LeverTrades {
    pub rate_profits_total: RiskRate,
    pub message: Pager<LeverTx>,
}
