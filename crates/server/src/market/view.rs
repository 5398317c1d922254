//! How a spot order reads on the wire (*SpotOrder*, API-CONTRACT §5.0), for the answers of the spot calls and the
//! order events of the market tasks alike.

use schemars::JsonSchema;
use serde::Serialize;
use time::UtcOffset;

use crate::{
    clock,
    ids::AssetId,
    market::{
        Market, publish,
        repo::OrderRow,
        spot::{LIMIT, MARKET, OrderSide, OrderStatus, OrderType},
    },
    money,
};

/// *SpotOrder* (API-CONTRACT §5.0). A market buy's `amount` is what it may spend, in the quote currency
/// (`amount_unit` says which); its filled base quantity is `trade_amount`.
#[derive(Debug, Clone, Serialize, JsonSchema)]
pub struct SpotOrder {
    pub id: i64,
    pub symbol: String,
    pub currency_id: i64,
    pub legal_id: AssetId,
    pub currency_name: String,
    pub legal_name: String,
    #[serde(rename = "type")]
    #[schemars(with = "OrderSide")]
    pub side: i64,
    #[schemars(with = "OrderType")]
    pub order_type: i64,
    pub target_price: String,
    pub amount: String,
    pub amount_unit: String,
    pub trade_amount: String,
    pub trade_total: String,
    pub avg_price: String,
    pub fee: String,
    pub fee_currency: String,
    #[schemars(with = "OrderStatus")]
    pub status: i64,
    pub created_at: String,
    pub created_at_ts: i64,
}

/// The last fill of an order, beside the order in its `fill` event.
#[derive(Debug, Clone, Serialize, JsonSchema)]
pub struct SpotFill {
    pub price: String,
    pub amount: String,
    pub fee: String,
}

/// The `data` of a private `order` event: the order, and the fill that changed it if one did.
#[derive(Debug, Clone, Serialize, JsonSchema)]
pub struct SpotOrderEvent {
    #[serde(flatten)]
    pub order: SpotOrder,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub fill: Option<SpotFill>,
}

pub fn order_view(m: &Market, o: &OrderRow, offset: UtcOffset) -> SpotOrder {
    let avg_ticks = m
        .cost(1, 1)
        .filter(|one| *one > 0 && o.filled_qty > 0)
        .map_or(0, |one| o.filled_quote / one / o.filled_qty);
    let buy = o.side == OrderSide::Buy.wire();
    let quote_scale = m.quote_scale;
    let (amount, unit) = if o.order_type == MARKET && buy {
        (money::format(o.quote_budget, quote_scale), m.quote_symbol.clone())
    } else {
        (publish::qty_text(m, o.qty * m.lot()), m.row.base_name.clone())
    };
    let (fee_scale, fee_currency) = if buy {
        (m.base_scale, m.row.base_name.clone())
    } else {
        (quote_scale, m.quote_symbol.clone())
    };
    SpotOrder {
        id: o.id,
        symbol: m.symbol().to_string(),
        currency_id: m.row.currency_id,
        legal_id: m.row.quote_asset_id,
        currency_name: m.row.base_name.clone(),
        legal_name: m.quote_symbol.clone(),
        side: o.side,
        order_type: o.order_type,
        target_price: if o.order_type == LIMIT {
            publish::price_text(m, m.price_minor(o.price))
        } else {
            "0".to_string()
        },
        amount,
        amount_unit: unit,
        trade_amount: publish::qty_text(m, o.filled_qty * m.lot()),
        trade_total: money::format(o.filled_quote, quote_scale),
        avg_price: publish::price_text(m, m.price_minor(avg_ticks)),
        fee: money::format(o.fee, fee_scale),
        fee_currency,
        status: o.status,
        created_at: clock::display(o.created_at, offset),
        created_at_ts: o.created_at,
    }
}
