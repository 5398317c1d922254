//! The public market events as they travel over the socket (API-CONTRACT §6): each names its pair the same way,
//! then carries its own fields.

use schemars::JsonSchema;
use serde::Serialize;

use crate::ids::AssetId;

/// How every public market event names its pair.
#[derive(Debug, Clone, Serialize, JsonSchema)]
pub struct PairFields {
    pub match_id: i64,
    pub symbol: String,
    #[serde(rename = "base-currency")]
    pub base_currency: String,
    #[serde(rename = "quote-currency")]
    pub quote_currency: String,
    pub currency_id: i64,
    pub currency_name: String,
    pub legal_id: AssetId,
    pub legal_name: String,
}

/// `market_depth`: price and amount levels, best first.
#[derive(Debug, Clone, Serialize, JsonSchema)]
pub struct DepthEvent {
    #[serde(flatten)]
    pub pair: PairFields,
    #[serde(rename = "type")]
    #[schemars(extend("const" = "market_depth"))]
    pub kind: &'static str,
    pub bids: Vec<(String, String)>,
    pub asks: Vec<(String, String)>,
    pub ts: i64,
}

/// `daymarket`: the rolling 24-hour ticker.
#[derive(Debug, Clone, Serialize, JsonSchema)]
pub struct DaymarketEvent {
    #[serde(flatten)]
    pub pair: PairFields,
    #[serde(rename = "type")]
    #[schemars(extend("const" = "daymarket"))]
    pub kind: &'static str,
    pub now_price: String,
    pub index_price: String,
    pub change: String,
    pub volume: String,
    pub high: String,
    pub low: String,
    pub open: String,
    pub close: String,
    #[schemars(extend("const" = "1day"))]
    pub period: &'static str,
    pub time: i64,
    pub add_time: String,
    /// The stock's trading hours (`13:30-20:00`, UTC, weekdays); empty for an instrument that always trades.
    pub trading_hours: String,
    /// 1 while the instrument trades, 0 while a stock is outside its hours.
    pub trading_open: i64,
}

/// `kline`: the candle of a period as it stands; `index_kline` (topic `index_kline:<symbol>:<period>`): the same
/// for the pair's index, the price contracts and options settle on.
#[derive(Debug, Clone, Serialize, JsonSchema)]
pub struct KlineEvent {
    #[serde(flatten)]
    pub pair: PairFields,
    #[serde(rename = "type")]
    #[schemars(extend("enum" = ["kline", "index_kline"]))]
    pub kind: &'static str,
    pub period: &'static str,
    pub time: i64,
    pub open: String,
    pub high: String,
    pub low: String,
    pub close: String,
    pub volume: String,
}

/// One trade of a `market_trade` event; `direction` is the taker's side, `buy` or `sell`.
#[derive(Debug, Clone, Serialize, JsonSchema)]
pub struct TradeItem {
    pub id: i64,
    #[serde(rename = "tradeId")]
    pub trade_id: i64,
    pub price: String,
    pub amount: String,
    pub direction: &'static str,
    pub ts: i64,
}

/// `market_trade`: the trades one publication carries, oldest first.
#[derive(Debug, Clone, Serialize, JsonSchema)]
pub struct TradeEvent {
    #[serde(flatten)]
    pub pair: PairFields,
    #[serde(rename = "type")]
    #[schemars(extend("const" = "market_trade"))]
    pub kind: &'static str,
    pub data: Vec<TradeItem>,
}
