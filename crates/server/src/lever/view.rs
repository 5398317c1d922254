//! How positions and a user's contract account read on the wire (*LeverTx*, API-CONTRACT §5.5), for the answers
//! of the contract calls and the events of the risk task alike.

use schemars::JsonSchema;
use serde::Serialize;

use super::Ctx;
use crate::{
    clock,
    i18n::{self, Lang},
    ids::AssetId,
    lever::{
        self, Summary,
        repo::{CLOSED, CloseReason, ENTRUST, HOLDING, PositionRow, PositionSide, PositionStatus},
    },
    market::USDT,
    money::{self, Scale},
};

/// A price or amount in 8-decimal minor units as the wire writes it (see [`money::format_short`]).
pub fn decimal(minor: i64) -> String {
    money::format_short(minor, Scale::USDT)
}

/// The risk fields of API-CONTRACT §5.8: `hazard_rate` in 10⁻⁶ percent, `hazard_rate_pct` in percent.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, JsonSchema)]
pub struct RiskSummary {
    pub hazard_rate: String,
    pub hazard_rate_pct: String,
    pub profits_total: String,
    pub caution_money_total: String,
}

pub fn risk_summary(s: &Summary) -> RiskSummary {
    let (rate, pct) = match s.risk_ppm {
        Some(ppm) => (
            (i128::from(ppm) * 100).to_string(),
            money::format(ppm / 100, Scale::new(2)),
        ),
        None => ("0".to_string(), "0".to_string()),
    };
    RiskSummary {
        hazard_rate: rate,
        hazard_rate_pct: pct,
        profits_total: decimal(s.unrealised),
        caution_money_total: decimal(s.used_margin),
    }
}

/// *LeverTx* (API-CONTRACT §5.0): a position or entrust, with the evidence of its close.
#[derive(Debug, Clone, Serialize, JsonSchema)]
pub struct LeverTx {
    pub id: i64,
    #[serde(rename = "type")]
    #[schemars(with = "PositionSide")]
    pub side: i64,
    pub type_name: String,
    #[schemars(with = "PositionStatus")]
    pub status: i64,
    pub status_name: String,
    pub symbol: String,
    pub currency: i64,
    pub legal: AssetId,
    pub price: String,
    pub update_price: String,
    pub share: i64,
    pub number: String,
    pub multiple: i64,
    pub caution_money: String,
    pub origin_caution_money: String,
    pub trade_fee: String,
    pub overnight_money: String,
    pub target_profit_price: String,
    pub stop_loss_price: String,
    pub profits: String,
    pub fact_profits: String,
    /// 1 own order, 2 copied.
    pub order_type: i64,
    /// For a copy (`order_type` 2, or 1 once held as one's own): the trader it was opened from.
    pub copy_trader: Option<String>,
    pub transaction_time: Option<String>,
    pub create_time: String,
    pub complete_time: Option<String>,
    pub close_price: Option<String>,
    pub close_mark: Option<String>,
    #[schemars(with = "Option<CloseReason>")]
    pub close_reason: Option<i64>,
    pub close_price_ts: Option<i64>,
    pub price_source: String,
    pub open_price_ts: Option<i64>,
    pub open_price_source: Option<String>,
    pub insurance_paid: String,
    /// The position's own terms, fixed when it opened (ADR 69), in percent with four decimals: the spread its
    /// close pays, its overnight rate a day and its liquidation risk rate. Null on positions closed before
    /// terms were recorded.
    pub spread: Option<String>,
    pub overnight_rate: Option<String>,
    pub liquidation_rate: Option<String>,
}

/// A rate in parts per million as a percent with four decimals.
fn percent(ppm: i64) -> String {
    money::format(ppm, Scale::new(4))
}

/// The *LeverTx* shape, with the evidence of a close.
pub fn position_view(app: &Ctx, lang: Lang, p: &PositionRow, offset: time::UtcOffset) -> LeverTx {
    let m = app.market.market(p.market_id);
    let m = m.as_deref();
    let mark = app.market.index(p.market_id).map(|s| s.price);
    let profits = if p.status == HOLDING {
        mark.map_or(0, |m| lever::unrealised(p, m))
    } else {
        p.pnl
    };
    let fact = profits - p.fee - p.overnight_total;
    let (type_key, status_key) = (
        if p.side == PositionSide::Long.wire() {
            "lever_long"
        } else {
            "lever_short"
        },
        match p.status {
            ENTRUST => "lever_status_0",
            HOLDING => "lever_status_1",
            CLOSED => "lever_status_3",
            _ => "lever_status_4",
        },
    );
    let time = |t: Option<i64>| t.map(|t| clock::display(t, offset));
    LeverTx {
        id: p.id,
        side: p.side,
        type_name: i18n::text(lang, type_key, &[]),
        status: p.status,
        status_name: i18n::text(lang, status_key, &[]),
        symbol: m.map(|m| m.symbol().to_string()).unwrap_or_default(),
        currency: m.map_or(0, |m| m.row.currency_id),
        legal: m.map_or(USDT, |m| m.row.quote_asset_id),
        price: decimal(if p.status == ENTRUST || p.open_price == 0 {
            p.target_price
        } else {
            p.open_price
        }),
        update_price: decimal(mark.unwrap_or(0)),
        share: p.lots,
        number: decimal(p.qty),
        multiple: p.leverage,
        caution_money: decimal(p.margin),
        origin_caution_money: decimal(p.origin_margin),
        trade_fee: decimal(p.fee),
        overnight_money: decimal(p.overnight_total),
        target_profit_price: decimal(p.tp_price),
        stop_loss_price: decimal(p.sl_price),
        profits: decimal(profits),
        fact_profits: decimal(fact),
        order_type: p.order_type,
        copy_trader: p.copy_trader.clone(),
        transaction_time: time(p.opened_at),
        create_time: clock::display(p.created_at, offset),
        complete_time: time(p.closed_at),
        close_price: p.close_price.map(decimal),
        close_mark: p.close_mark.map(decimal),
        close_reason: p.close_reason,
        close_price_ts: p.close_ts,
        price_source: p
            .close_source
            .clone()
            .or_else(|| p.open_source.clone())
            .unwrap_or_default(),
        open_price_ts: p.open_ts,
        open_price_source: p.open_source.clone(),
        insurance_paid: decimal(p.insurance),
        spread: p.spread_ppm.map(percent),
        overnight_rate: p.overnight_ppm.map(percent),
        liquidation_rate: p.liquidation_ppm.map(percent),
    }
}
