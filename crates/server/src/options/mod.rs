//! Seconds options' own core: their orders, the rule that decides one from its recorded prices, how an order reads
//! on the wire, and the settlement scheduler. The calls live in `features::micro`.

pub mod repo;
pub mod settle;

use risk::formula::{OptionSide, Outcome, option_outcome, option_payout};
use serde_json::{Value, json};

use self::repo::OrderRow;
use crate::{
    clock,
    db::Db,
    fanout::Fanout,
    i18n::{self, Lang},
    market::{Hub, Market, publish},
    money,
};

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
    if direction == 1 {
        OptionSide::Up
    } else {
        OptionSide::Down
    }
}

/// The result code of an outcome (API-CONTRACT *MicroOrder* `profit_result`).
pub fn result_code(outcome: Outcome) -> i64 {
    match outcome {
        Outcome::Win => 1,
        Outcome::Loss => -1,
        Outcome::Tie => 0,
    }
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
        None => money::format(minor, 8),
    }
}

/// The *MicroOrder* shape, with the evidence of its prices and the rule it was decided by.
pub fn order_view(app: &Ctx, lang: Lang, o: &OrderRow, offset: time::UtcOffset, now: i64) -> Value {
    let m = app.market.market(o.market_id);
    let (symbol, asset_name, scale) = match m {
        Some(m) => (m.symbol().to_string(), m.quote_symbol.clone(), m.quote_scale),
        None => (String::new(), String::new(), 8),
    };
    let scale = u32::try_from(scale).unwrap_or(8);
    let settled = o.status == 3;
    let fact = o.paid.map(|p| p - o.stake).unwrap_or(0);
    let result_name = match o.result {
        Some(1) => i18n::text(lang, "micro_win", &[]),
        Some(-1) => i18n::text(lang, "micro_loss", &[]),
        Some(_) => i18n::text(lang, "micro_refund", &[]),
        None => String::new(),
    };
    json!({
        "id": o.id,
        "match_id": o.market_id,
        "currency_id": o.asset_id,
        "currency_name": asset_name,
        "symbol_name": symbol,
        "type": o.direction,
        "type_name": i18n::text(lang, if o.direction == 1 { "micro_up" } else { "micro_down" }, &[]),
        "seconds": o.seconds,
        "number": money::format_short(o.stake, scale),
        "open_price": price_text(m, o.open_price),
        "end_price": o.end_price.map(|p| price_text(m, p)),
        "profit_ratio": money::format(o.payout_ppm / 100, 2),
        "fee": money::format_short(0, scale),
        "status": o.status,
        "status_name": i18n::text(lang, if settled { "micro_status_3" } else { "micro_status_1" }, &[]),
        "fact_profits": money::format_short(fact, scale),
        "profit_result": o.result.unwrap_or(0),
        "profit_result_name": result_name,
        "created_at": clock::display(o.created_at, offset),
        "handled_at": o.handled_at.map(|t| clock::display(t, offset)),
        "open_price_ts": o.open_ts,
        "end_price_ts": o.end_ts,
        "price_source": o.open_source,
        "end_price_source": o.end_source,
        "remain_milli_seconds": if settled { 0 } else { (o.due_at - now).max(0) },
        "formula": i18n::text(lang, "micro_formula", &[]),
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::market::USDT;

    fn order(direction: i64, open_price: i64, stake: i64, payout_ppm: i64) -> OrderRow {
        OrderRow {
            id: 1,
            user_id: 1,
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
