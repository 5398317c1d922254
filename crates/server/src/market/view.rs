//! How a spot order reads on the wire (*SpotOrder*, API-CONTRACT §5.0), for the answers of the spot calls and the
//! order events of the market tasks alike.

use serde_json::{Value, json};
use time::UtcOffset;

use crate::{
    clock,
    market::{Market, publish, repo::OrderRow},
    money,
};

/// *SpotOrder* (API-CONTRACT §5.0). A market buy's `amount` is what it may spend, in the quote currency
/// (`amount_unit` says which); its filled base quantity is `trade_amount`.
pub fn order_view(m: &Market, o: &OrderRow, offset: UtcOffset) -> Value {
    let avg_ticks = m
        .cost(1, 1)
        .filter(|one| *one > 0 && o.filled_qty > 0)
        .map_or(0, |one| o.filled_quote / one / o.filled_qty);
    let buy = o.side == 1;
    let quote_scale = u32::try_from(m.quote_scale).unwrap_or(8);
    let (amount, unit) = if o.order_type == 2 && buy {
        (money::format(o.quote_budget, quote_scale), m.quote_symbol.clone())
    } else {
        (publish::qty_text(m, o.qty * m.lot()), m.row.base_name.clone())
    };
    let (fee_scale, fee_currency) = if buy {
        (u32::try_from(m.base_scale).unwrap_or(8), m.row.base_name.clone())
    } else {
        (quote_scale, m.quote_symbol.clone())
    };
    json!({
        "id": o.id,
        "symbol": m.symbol(),
        "currency_id": m.row.currency_id,
        "legal_id": m.row.quote_asset_id,
        "currency_name": m.row.base_name,
        "legal_name": m.quote_symbol,
        "type": o.side,
        "order_type": o.order_type,
        "target_price": if o.order_type == 1 { publish::price_text(m, m.price_minor(o.price)) } else { "0".to_string() },
        "amount": amount,
        "amount_unit": unit,
        "trade_amount": publish::qty_text(m, o.filled_qty * m.lot()),
        "trade_total": money::format(o.filled_quote, quote_scale),
        "avg_price": publish::price_text(m, m.price_minor(avg_ticks)),
        "fee": money::format(o.fee, fee_scale),
        "fee_currency": fee_currency,
        "status": o.status,
        "created_at": clock::display(o.created_at, offset),
        "created_at_ts": o.created_at,
    })
}
