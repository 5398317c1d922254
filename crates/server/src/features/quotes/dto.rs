//! What the market-data and favourites calls read and answer (API-CONTRACT §5.7).

use schemars::JsonSchema;
use serde::{Deserialize, Serialize};

use crate::features::wallet::dto::Currency;
use crate::ids::AssetId;
use crate::money::Scale;

/// *QuoteItem* (API-CONTRACT §5.0): an instrument with its rolling 24-hour ticker and trading terms.
#[derive(Debug, Clone, Serialize, JsonSchema)]
pub struct QuoteItem {
    /// The instrument (`match_id`).
    pub id: i64,
    pub currency_id: i64,
    pub legal_id: AssetId,
    pub currency_name: String,
    pub legal_name: String,
    pub symbol: String,
    pub logo: String,
    pub now_price: String,
    pub index_price: String,
    pub change: String,
    pub volume: String,
    pub high: String,
    pub low: String,
    pub rmb_relation: String,
    /// 1 spot pair with an order book, 2 index-only instrument, 0 display only.
    pub market_from: i64,
    pub market_from_name: String,
    pub category: String,
    pub category_text: String,
    pub simulated: i64,
    pub open_coin_trade: i64,
    pub open_lever: i64,
    pub open_microtrade: i64,
    pub sort: i64,
    pub price_scale: Scale,
    pub qty_scale: Scale,
    pub min_qty: String,
    pub min_notional: String,
    pub lever_share_num: String,
    pub lever_min_share: i64,
    pub lever_max_share: i64,
    pub lever_trade_fee: String,
    pub overnight: String,
    pub spread: String,
    /// A stock's published trading hours, Monday to Friday UTC (`13:30-20:00`); empty for markets open always.
    pub trading_hours: String,
    /// 1 while the instrument trades now (a stock inside its hours, every other market always), else 0.
    pub trading_open: i64,
}

/// A quote currency with the instruments quoted in it.
#[derive(Debug, Clone, Serialize, JsonSchema)]
pub struct QuoteGroup {
    #[serde(flatten)]
    pub currency: Currency,
    pub quotation: Vec<QuoteItem>,
}

/// `/currency/new_timeshar` as the client sends it.
#[derive(Debug, Clone, Deserialize, JsonSchema)]
pub struct KlineQuery {
    /// "BTC/USDT".
    pub symbol: String,
    /// `1min 5min 15min 30min 60min 4hour 1day 1week 1mon`, aliases `1H 1D 1W 1M`, and `1Y`.
    pub period: String,
    /// Unix seconds.
    pub from: Option<i64>,
    /// Unix seconds.
    pub to: Option<i64>,
    /// `index` for the index's candles (what settles contracts and options); the pair's trades otherwise.
    #[serde(default)]
    pub source: String,
}

/// One candle; `volume` and `amount` are the base volume, `vol` the quote turnover.
#[derive(Debug, Clone, Serialize, JsonSchema)]
pub struct Candle {
    pub id: i64,
    /// The candle's open, unix ms.
    pub time: i64,
    pub open: String,
    pub high: String,
    pub low: String,
    pub close: String,
    pub volume: String,
    pub amount: String,
    pub vol: String,
    pub simulated: i64,
}

/// K-line history's own envelope (API-CONTRACT §2): `code` 1 and the candles, or `code` -1 with `error`.
#[derive(Debug, Clone, Serialize, JsonSchema)]
pub struct KlineAnswer {
    pub code: i64,
    pub msg: String,
    pub data: Vec<Candle>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub error: Option<String>,
}

/// `/optional/add`.
#[derive(Debug, Clone, Deserialize, JsonSchema)]
pub struct AddFavouriteInput {
    pub currency_id: i64,
}

/// `/optional/del`: by favourite id or by currency; one of them is needed.
#[derive(Debug, Clone, Deserialize, JsonSchema)]
pub struct DelFavouriteInput {
    pub id: Option<i64>,
    pub currency_id: Option<i64>,
}

/// A favourite: its row id, and the instrument's base currency.
#[derive(Debug, Clone, Serialize, JsonSchema)]
pub struct Favourite {
    pub id: i64,
    pub currency_id: i64,
}

/// The id of a favourite row.
#[derive(Debug, Clone, Serialize, JsonSchema)]
pub struct FavouriteId {
    pub id: i64,
}
