//! Seconds options' own core: their orders, the rule that decides one from its recorded prices, how an order reads
//! on the wire, and the settlement scheduler. The calls live in `features::micro`.

pub mod repo;
pub mod settle;

use risk::formula::{OptionSide, Outcome, option_outcome, option_payout};
use schemars::JsonSchema;
use serde::Serialize;

use self::repo::OrderRow;
use crate::{
    clock,
    db::Db,
    fanout::Fanout,
    i18n::{self, Lang},
    ids::AssetId,
    market::{Hub, Market, publish},
    money::{self, Scale},
    wire::int_enum,
};

int_enum! {
    /// Which way an option bets (API-CONTRACT *MicroOrder* `type`).
    pub enum OptionDirection {
        Up = 1,
        Down = 2,
    }
}

int_enum! {
    /// An option order's state (API-CONTRACT *MicroOrder* `status`).
    pub enum OptionStatus {
        Open = 1,
        Settling = 2,
        Settled = 3,
    }
}

int_enum! {
    /// How an option ended (API-CONTRACT *MicroOrder* `profit_result`).
    pub enum ProfitResult {
        Loss = -1,
        Refund = 0,
        Win = 1,
    }
}

/// What the options scheduler and views work with: the database, the market hub and where sockets are sent to.
#[derive(Clone)]
pub struct Ctx {
    pub db: Db,
    pub market: std::sync::Arc<Hub>,
    pub fanout: std::sync::Arc<Fanout>,
    pub settings: std::sync::Arc<crate::settings::Cache>,
    pub clock: crate::clock::Clock,
}

pub fn side_of(direction: i64) -> OptionSide {
    if direction == OptionDirection::Up.wire() {
        OptionSide::Up
    } else {
        OptionSide::Down
    }
}

/// The result code of an outcome (API-CONTRACT *MicroOrder* `profit_result`).
pub fn result_code(outcome: Outcome) -> i64 {
    match outcome {
        Outcome::Win => ProfitResult::Win,
        Outcome::Loss => ProfitResult::Loss,
        Outcome::Tie => ProfitResult::Refund,
    }
    .wire()
}

/// Decides an order from its entry and the settlement sample: what `house` returns to the user and the result
/// code. Without a sample for the expiry second the stake is refunded (published rule `micro.missing_sample`).
pub fn decide(o: &OrderRow, settlement: Option<i64>) -> (i64, i64) {
    match settlement {
        Some(price) => {
            let outcome = option_outcome(side_of(o.direction), o.open_price, price);
            (
                option_payout(o.stake, o.payout_ppm, outcome),
                result_code(outcome),
            )
        }
        None => (o.stake, 0),
    }
}

fn price_text(m: Option<&Market>, minor: i64) -> String {
    match m {
        Some(m) => publish::price_text(m, minor),
        None => money::format(minor, Scale::USDT),
    }
}

/// *MicroOrder* (API-CONTRACT §5.0), with the evidence of its prices and the rule it was decided by.
#[derive(Debug, Clone, Serialize, JsonSchema)]
pub struct MicroOrder {
    pub id: i64,
    pub match_id: i64,
    pub currency_id: AssetId,
    pub currency_name: String,
    pub symbol_name: String,
    #[serde(rename = "type")]
    #[schemars(with = "OptionDirection")]
    pub direction: i64,
    pub type_name: String,
    pub seconds: i64,
    pub number: String,
    pub open_price: String,
    pub end_price: Option<String>,
    pub profit_ratio: String,
    pub fee: String,
    #[schemars(with = "OptionStatus")]
    pub status: i64,
    pub status_name: String,
    pub fact_profits: String,
    #[schemars(with = "ProfitResult")]
    pub profit_result: i64,
    pub profit_result_name: String,
    pub created_at: String,
    pub handled_at: Option<String>,
    pub open_price_ts: i64,
    pub end_price_ts: Option<i64>,
    pub price_source: String,
    pub end_price_source: Option<String>,
    pub remain_milli_seconds: i64,
    pub formula: String,
}

/// The *MicroOrder* shape of an order.
pub fn order_view(app: &Ctx, lang: Lang, o: &OrderRow, offset: time::UtcOffset, now: i64) -> MicroOrder {
    let m = app.market.market(o.market_id);
    let m = m.as_deref();
    let (symbol, asset_name, scale) = match m {
        Some(m) => (m.symbol().to_string(), m.quote_symbol.clone(), m.quote_scale),
        None => (String::new(), String::new(), Scale::USDT),
    };
    let settled = o.status == OptionStatus::Settled.wire();
    let fact = o.paid.map(|p| p - o.stake).unwrap_or(0);
    let result_name = match o.result.map(ProfitResult::from_wire) {
        Some(Some(ProfitResult::Win)) => i18n::text(lang, "micro_win", &[]),
        Some(Some(ProfitResult::Loss)) => i18n::text(lang, "micro_loss", &[]),
        Some(_) => i18n::text(lang, "micro_refund", &[]),
        None => String::new(),
    };
    let up = o.direction == OptionDirection::Up.wire();
    MicroOrder {
        id: o.id,
        match_id: o.market_id,
        currency_id: o.asset_id,
        currency_name: asset_name,
        symbol_name: symbol,
        direction: o.direction,
        type_name: i18n::text(lang, if up { "micro_up" } else { "micro_down" }, &[]),
        seconds: o.seconds,
        number: money::format_short(o.stake, scale),
        open_price: price_text(m, o.open_price),
        end_price: o.end_price.map(|p| price_text(m, p)),
        profit_ratio: money::format(o.payout_ppm / 100, Scale::new(2)),
        fee: money::format_short(0, scale),
        status: o.status,
        status_name: i18n::text(
            lang,
            if settled {
                "micro_status_3"
            } else {
                "micro_status_1"
            },
            &[],
        ),
        fact_profits: money::format_short(fact, scale),
        profit_result: o.result.unwrap_or(0),
        profit_result_name: result_name,
        created_at: clock::display(o.created_at, offset),
        handled_at: o.handled_at.map(|t| clock::display(t, offset)),
        open_price_ts: o.open_ts,
        end_price_ts: o.end_ts,
        price_source: o.open_source.clone(),
        end_price_source: o.end_source.clone(),
        remain_milli_seconds: if settled { 0 } else { (o.due_at - now).max(0) },
        formula: i18n::text(lang, "micro_formula", &[]),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ids::UserId;
    use crate::market::USDT;

    fn order(direction: i64, open_price: i64, stake: i64, payout_ppm: i64) -> OrderRow {
        OrderRow {
            id: 1,
            user_id: UserId(1),
            market_id: 1,
            asset_id: USDT,
            direction,
            seconds: 30,
            stake,
            payout_ppm,
            open_price,
            open_ts: 0,
            open_source: "simulator".into(),
            due_at: 30_000,
            end_price: None,
            end_ts: None,
            end_source: None,
            result: None,
            paid: None,
            status: 1,
            created_at: 0,
            stake_held: 1,
            coupon_id: None,
            handled_at: None,
        }
    }

    #[test]
    fn an_up_call_of_100_usdt_at_80_percent_that_rises_returns_180_and_one_that_falls_returns_nothing() {
        let o = order(1, 5_000_000_000_000, 10_000_000_000, 800_000);
        assert_eq!(decide(&o, Some(5_000_100_000_000)), (18_000_000_000, 1));
        assert_eq!(decide(&o, Some(4_999_900_000_000)), (0, -1));
    }

    #[test]
    fn a_down_call_wins_on_a_fall_and_an_equal_price_refunds_the_stake() {
        let o = order(2, 5_000_000_000_000, 10_000_000_000, 800_000);
        assert_eq!(decide(&o, Some(4_999_900_000_000)), (18_000_000_000, 1));
        assert_eq!(decide(&o, Some(5_000_000_000_000)), (10_000_000_000, 0));
    }

    #[test]
    fn without_a_sample_for_the_expiry_second_the_stake_is_refunded() {
        let o = order(1, 5_000_000_000_000, 10_000_000_000, 800_000);
        assert_eq!(decide(&o, None), (10_000_000_000, 0));
    }
}
