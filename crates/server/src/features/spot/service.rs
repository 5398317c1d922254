use engine::Side;
use serde_json::{Value, json};
use tokio::sync::oneshot;

use super::dto::TradeInput;
use crate::{
    app::AppState,
    error::{AppError, ErrorCode},
    i18n::{self, Lang},
    idempotency::{self, Claim},
    ids::{AssetId, UserId},
    market::{
        Market,
        repo::{self, OrderFilter},
        spot::{self, Command, Kind, OrderSide, Place},
        view::SpotOrder,
    },
    money::{self, Scale},
};

/// What `/coin/trade` asks for, once read and checked.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Checked {
    pub side: Side,
    pub kind: Kind,
}

/// Reads an order against its market's scales and minimums. A market buy's amount is what it spends in the
/// quote currency; every other amount is a base quantity.
pub fn check(m: &Market, input: &TradeInput) -> Result<Checked, AppError> {
    let side = match OrderSide::from_wire(input.side) {
        Some(OrderSide::Buy) => Side::Buy,
        Some(OrderSide::Sell) => Side::Sell,
        None => return Err(AppError::field("type")),
    };
    let price_text = input.target_price.trim();
    let is_market = price_text.is_empty() || money::parse(price_text, Scale::new(18)) == Some(0);
    let qty_scale = m.row.qty_scale;
    let lots = || {
        money::parse(&input.amount, qty_scale)
            .filter(|l| *l > 0)
            .ok_or(AppError::new(ErrorCode::InvalidAmount).with_field("amount"))
    };
    let kind = if is_market {
        match side {
            Side::Buy => {
                let budget = money::parse(&input.amount, m.quote_scale)
                    .filter(|b| *b > 0)
                    .ok_or(AppError::new(ErrorCode::InvalidAmount).with_field("amount"))?;
                if budget < m.row.min_notional {
                    return Err(ErrorCode::BelowMinimum.into());
                }
                Kind::MarketBuy { budget }
            }
            Side::Sell => Kind::MarketSell { lots: lots()? },
        }
    } else {
        let price = money::parse(price_text, m.row.price_scale)
            .filter(|p| *p > 0)
            .ok_or(AppError::new(ErrorCode::InvalidPrice).with_field("target_price"))?;
        let lots = lots()?;
        let notional = m
            .cost(price, lots)
            .ok_or(AppError::new(ErrorCode::InvalidAmount).with_field("amount"))?;
        if notional < m.row.min_notional {
            return Err(ErrorCode::BelowMinimum.into());
        }
        Kind::Limit { price, lots }
    };
    if let Kind::Limit { lots, .. } | Kind::MarketSell { lots } = kind
        && lots < m.row.min_qty
    {
        return Err(ErrorCode::BelowMinimum.into());
    }
    Ok(Checked { side, kind })
}

async fn ask(
    app: &AppState,
    market_id: i64,
    command: Command,
    rx: oneshot::Receiver<Result<Value, AppError>>,
) -> Result<String, AppError> {
    let book = app.market.book(market_id).ok_or(ErrorCode::MarketClosed)?;
    book.send(command).await.map_err(|_| ErrorCode::MarketClosed)?;
    idempotency::text_of(rx.await.map_err(|_| AppError::new(ErrorCode::MarketClosed))??)
}

pub async fn trade(
    app: &AppState,
    lang: Lang,
    (user_id, vip_level): (UserId, i64),
    input: TradeInput,
    key: Option<String>,
) -> Result<String, AppError> {
    let m = app
        .market
        .pair(input.currency_id, input.legal_id)
        .ok_or(AppError::field("currency_id"))?;
    if !m.is_spot() || m.row.open_coin_trade != 1 {
        return Err(ErrorCode::TradingDisabled.into());
    }
    let claim = key.map(|key| {
        let fields = [
            input.currency_id.to_string(),
            input.legal_id.to_string(),
            input.side.to_string(),
            input.amount.clone(),
            input.target_price.clone(),
        ];
        let fields: Vec<&str> = fields.iter().map(String::as_str).collect();
        Claim::new(user_id, key, "/coin/trade", &fields, app.clock.now_ms())
    });
    let checked = check(&m, &input)?;
    let (reply, rx) = oneshot::channel();
    let place = Place {
        user_id,
        side: checked.side,
        kind: checked.kind,
        claim,
        answer: json!(i18n::text(lang, "order_placed", &[])),
        fee_discount: crate::vip::discount_at(&app.db, vip_level).await?,
    };
    ask(app, m.id(), Command::Place(Box::new(place), reply), rx).await
}

pub async fn cancel(app: &AppState, lang: Lang, user_id: UserId, id: i64) -> Result<String, AppError> {
    let order = repo::order(&app.db, id)
        .await?
        .filter(|o| o.user_id == user_id)
        .ok_or(ErrorCode::OrderNotFound)?;
    if order.status != spot::OPEN {
        return Err(ErrorCode::OrderNotCancellable.into());
    }
    let (reply, rx) = oneshot::channel();
    let command = Command::Cancel {
        user_id,
        order_id: id,
        answer: json!(i18n::text(lang, "order_cancelled", &[])),
        reply,
    };
    ask(app, order.market_id, command, rx).await
}

#[derive(Debug, Clone, Copy)]
pub struct ListFilter {
    pub currency_id: Option<i64>,
    pub legal_id: Option<AssetId>,
    pub status: i64,
    /// Finished orders only (complete or cancelled).
    pub history: bool,
}

pub async fn list(
    app: &AppState,
    user_id: UserId,
    f: ListFilter,
    page: i64,
    limit: i64,
) -> Result<Vec<SpotOrder>, AppError> {
    let market_id = match (f.currency_id, f.legal_id) {
        (Some(c), legal) => match app.market.pair(c, legal.unwrap_or(crate::market::USDT)) {
            Some(m) => m.id(),
            None => return Ok(Vec::new()),
        },
        _ => 0,
    };
    let status = if f.history { 23 } else { f.status };
    let rows = repo::user_orders(
        &app.db,
        user_id,
        OrderFilter { market_id, status },
        limit,
        (page - 1) * limit,
    )
    .await?;
    let offset = crate::features::site::service::display_offset(app).await?;
    Ok(rows
        .iter()
        .filter_map(|o| app.market.market(o.market_id).map(|m| order_view(&m, o, offset)))
        .collect())
}

pub use crate::market::view::order_view;

#[cfg(test)]
mod tests {
    use super::*;
    use crate::market::repo::MarketRow;

    fn eth_usdt() -> Market {
        Market {
            row: MarketRow {
                id: 2,
                symbol: "ETH/USDT".into(),
                base_name: "ETH".into(),
                currency_id: 2,
                base_asset_id: Some(AssetId(2)),
                quote_asset_id: AssetId(3),
                category: "crypto".into(),
                market_from: 1,
                price_scale: Scale::new(2),
                qty_scale: Scale::new(5),
                min_qty: 1,
                min_notional: 500_000_000,
                open_coin_trade: 1,
                open_lever: 1,
                open_microtrade: 1,
                simulated: 0,
                sim_price: 1,
                sim_vol_bp: 1,
                sort: 2,
                index_from_book: 0,
            },
            quote_scale: Scale::USDT,
            base_scale: Scale::USDT,
            quote_symbol: "USDT".into(),
        }
    }

    fn input(side: i64, amount: &str, price: &str) -> TradeInput {
        TradeInput {
            currency_id: 2,
            legal_id: AssetId(3),
            side,
            amount: amount.into(),
            target_price: price.into(),
        }
    }

    #[test]
    fn a_limit_order_reads_its_price_in_ticks_and_amount_in_lots() {
        let c = check(&eth_usdt(), &input(1, "0.5", "3500.25")).ok();
        assert_eq!(
            c,
            Some(Checked {
                side: Side::Buy,
                kind: Kind::Limit {
                    price: 350_025,
                    lots: 50_000
                }
            })
        );
    }

    #[test]
    fn no_price_or_a_zero_price_makes_a_market_order_and_a_market_buy_spends_quote() {
        assert_eq!(
            check(&eth_usdt(), &input(1, "100", "")).ok().map(|c| c.kind),
            Some(Kind::MarketBuy {
                budget: 10_000_000_000
            })
        );
        assert_eq!(
            check(&eth_usdt(), &input(2, "0.1", "0")).ok().map(|c| c.kind),
            Some(Kind::MarketSell { lots: 10_000 })
        );
    }

    #[test]
    fn bad_sides_prices_amounts_and_orders_under_the_minimum_are_refused() {
        let code = |i: TradeInput| check(&eth_usdt(), &i).err().map(|e| e.code);
        assert_eq!(code(input(3, "1", "100")), Some(ErrorCode::InvalidParams));
        assert_eq!(code(input(1, "1", "-5")), Some(ErrorCode::InvalidPrice));
        assert_eq!(
            code(input(1, "1", "1.001")),
            Some(ErrorCode::InvalidPrice),
            "finer than the tick"
        );
        assert_eq!(
            code(input(1, "0.000001", "100")),
            Some(ErrorCode::InvalidAmount),
            "finer than the lot"
        );
        assert_eq!(code(input(1, "0", "100")), Some(ErrorCode::InvalidAmount));
        assert_eq!(code(input(1, "abc", "")), Some(ErrorCode::InvalidAmount));
        assert_eq!(
            code(input(1, "0.01", "100")),
            Some(ErrorCode::BelowMinimum),
            "1 USDT is under the 5 USDT minimum"
        );
        assert_eq!(code(input(1, "4.99", "")), Some(ErrorCode::BelowMinimum));
    }
}
