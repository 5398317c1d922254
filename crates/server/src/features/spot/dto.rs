use schemars::JsonSchema;
use serde::Deserialize;

use crate::ids::AssetId;
use crate::market::spot::OrderSide;

/// `/coin/trade` as the client sends it.
#[derive(Debug, Clone, Deserialize, JsonSchema)]
#[schemars(rename = "SpotTradeInput")]
pub struct TradeInput {
    pub currency_id: i64,
    pub legal_id: AssetId,
    /// 1 buy, 2 sell.
    #[serde(rename = "type")]
    #[schemars(with = "OrderSide")]
    pub side: i64,
    pub amount: String,
    /// Empty or zero for a market order.
    #[serde(default)]
    pub target_price: String,
}

/// `/coin/cancel`.
#[derive(Debug, Clone, Deserialize, JsonSchema)]
#[schemars(rename = "SpotCancelInput")]
pub struct CancelInput {
    pub id: i64,
}

/// `/coin/list`: the user's orders, of one pair or all, open or finished.
#[derive(Debug, Clone, Deserialize, JsonSchema)]
#[schemars(rename = "SpotListInput")]
pub struct ListInput {
    pub currency_id: Option<i64>,
    pub legal_id: Option<AssetId>,
    /// 0 for any, else an order status (1 open, 2 complete, 3 cancelled).
    pub status: Option<i64>,
    /// Finished orders only (complete or cancelled).
    pub history: Option<bool>,
    pub page: Option<i64>,
    pub limit: Option<i64>,
}
