//! What the dual-investment calls read and answer (API-CONTRACT §5.12).

use schemars::JsonSchema;
use serde::{Deserialize, Serialize};

use crate::ids::AssetId;

/// `/dual/index`.
#[derive(Debug, Clone, Deserialize, JsonSchema)]
#[schemars(rename = "DualIndexInput")]
pub struct IndexInput {
    /// 1 BTC, 2 ETH; absent for every coin.
    pub currency_id: Option<i64>,
    /// `call` (the default) or `put`.
    #[serde(rename = "type")]
    pub kind: Option<String>,
}

/// `/dual/detail`.
#[derive(Debug, Clone, Deserialize, JsonSchema)]
#[schemars(rename = "DualDetailInput")]
pub struct DetailInput {
    pub id: i64,
}

/// `POST /dual/buyDual`.
#[derive(Debug, Clone, Deserialize, JsonSchema)]
#[schemars(rename = "DualBuyInput")]
pub struct BuyInput {
    pub id: i64,
    /// Shares, a positive whole number.
    pub num: String,
}

/// `/dual/dual_list`.
#[derive(Debug, Clone, Deserialize, JsonSchema)]
#[schemars(rename = "DualListInput")]
pub struct ListInput {
    pub currency: Option<i64>,
    #[serde(rename = "type")]
    pub kind: Option<String>,
    /// 1 purchased, 2 settling, 3 success, 4 failed; absent or 0 for all.
    pub status: Option<i64>,
    pub page: Option<i64>,
    pub limit: Option<i64>,
}

/// A dual-investment product.
#[derive(Debug, Clone, Serialize, JsonSchema)]
pub struct DualProduct {
    pub id: i64,
    pub name: String,
    pub currency_id: AssetId,
    pub currency_name: String,
    /// `call` invests the coin, `put` invests USDT.
    #[serde(rename = "type")]
    pub kind: String,
    /// APR in percent.
    pub rate: String,
    /// The reference price in USDT.
    pub exercise_price: String,
    /// The term in days; 0 for a product whose term is minutes.
    pub day: i64,
    /// The term in minutes.
    pub minutes: i64,
    /// The date its sale closes and its term starts.
    pub start_time: String,
    /// The date it settles.
    pub end_time: String,
    pub start_time_ts: i64,
    /// When it settles (16:00 display time for a product whose term is days).
    pub settle_time: String,
    pub settle_time_ts: i64,
    pub total_number: i64,
    pub purchased_number: i64,
    pub remaining_number: i64,
    pub user_limit: i64,
    /// 1 on sale, 0 closed.
    pub status: i64,
    /// What a share costs, in `pay_currency`.
    pub share: String,
    pub pay_currency: String,
    /// How much of what dual investment may take from the reserves of this coin and of USDT they hold, in whole
    /// percent of the less covered of the two (at least 100 while on sale).
    pub reserve_cover: String,
    /// 1 for a labelled sample product of a demo server.
    pub demo: i64,
}

/// `/dual/index`.
#[derive(Debug, Clone, Serialize, JsonSchema)]
pub struct DualIndex {
    pub dual_currencys: Vec<DualProduct>,
}

/// A user's dual-investment order, with the evidence of its settlement.
#[derive(Debug, Clone, Serialize, JsonSchema)]
pub struct DualOrder {
    pub id: i64,
    pub dual_id: i64,
    pub name: String,
    pub currency_id: AssetId,
    pub currency_name: String,
    #[serde(rename = "type")]
    pub kind: String,
    /// APR in percent.
    pub order_rate: String,
    pub exercise_price: String,
    pub remaining_number: i64,
    pub day: i64,
    pub minutes: i64,
    /// Shares.
    pub number: i64,
    /// What a share cost, in `pay_currency`.
    pub price: String,
    /// What the order cost, in `pay_currency`.
    pub total: String,
    pub pay_currency: String,
    pub end_time: String,
    pub settle_time: String,
    pub settle_time_ts: i64,
    pub created: String,
    pub created_ts: i64,
    /// 1 purchased, 2 settling, 3 success, 4 failed (no price: principal and interest refunded).
    pub status: i64,
    /// What was paid out, in `settle_currency`.
    pub success: String,
    pub settle_currency: String,
    pub settle_price: Option<String>,
    pub settle_price_source: String,
    pub settle_price_ts: Option<i64>,
    /// The payout's formula with its numbers.
    pub formula: String,
}
