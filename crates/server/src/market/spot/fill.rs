//! The arithmetic of a fill, without the database: fees rounded up, the money each side moves, what a market
//! buy's budget buys, and whose account a side draws on.

use engine::Side;

use super::Market;
use crate::{
    db::Db,
    error::AppError,
    ids::{AssetId, UserId},
    ledger::{AccountKind, Owner},
    money::Scale,
};

/// Fee rates in parts per million (0.10 % = 1000).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Fees {
    pub maker_ppm: i64,
    pub taker_ppm: i64,
}

/// A fee users pay: rounded up (ARCHITECTURE §3).
pub fn fee_up(amount: i64, ppm: i64) -> i64 {
    let product = i128::from(amount) * i128::from(ppm.max(0));
    i64::try_from((product + 999_999) / 1_000_000).unwrap_or(i64::MAX)
}

/// The money of one fill, all in minor units.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct FillMoney {
    /// Quote paid by the buyer at the maker's price.
    pub quote: i64,
    /// Base delivered by the seller.
    pub base: i64,
    /// What the buyer's order stops holding: the quote at its own limit price (or the fill's quote for a market
    /// buy); the difference to `quote` goes back to the buyer's available balance.
    pub buyer_release: i64,
    /// Fee the buyer pays, in base, out of what it receives.
    pub buyer_fee: i64,
    /// Fee the seller pays, in quote, out of what it receives.
    pub seller_fee: i64,
}

/// Works out one fill: `lots` at the maker's `price`, between a buyer whose order is limited at `buyer_limit`
/// ticks (`None` for a market buy) and a seller.
pub fn fill_money(
    m: &Market,
    price: i64,
    lots: i64,
    buyer_limit: Option<i64>,
    buyer_ppm: i64,
    seller_ppm: i64,
) -> Option<FillMoney> {
    let quote = m.cost(price, lots)?;
    let base = lots.checked_mul(m.lot())?;
    let buyer_release = match buyer_limit {
        Some(limit) => m.cost(limit, lots)?,
        None => quote,
    };
    Some(FillMoney {
        quote,
        base,
        buyer_release,
        buyer_fee: fee_up(base, buyer_ppm),
        seller_fee: fee_up(quote, seller_ppm),
    })
}

/// The lots a market buy of `budget` takes from the asks `(price, lots)`, best first.
pub fn lots_for_budget(m: &Market, asks: &[(i64, i64)], budget: i64) -> i64 {
    let mut left = budget;
    let mut lots = 0;
    for &(price, total) in asks {
        let Some(one) = m.cost(price, 1).filter(|c| *c > 0) else {
            break;
        };
        let take = (left / one).min(total);
        lots += take;
        left -= one * take;
        if take < total {
            break;
        }
    }
    lots
}

pub(super) fn side_code(side: Side) -> i64 {
    match side {
        Side::Buy => super::OrderSide::Buy.wire(),
        Side::Sell => super::OrderSide::Sell.wire(),
    }
}

pub(super) fn side_of(code: i64) -> Side {
    if code == super::OrderSide::Buy.wire() {
        Side::Buy
    } else {
        Side::Sell
    }
}

/// The asset an order of this side freezes.
pub(super) fn frozen_asset(m: &Market, side: Side) -> AssetId {
    match side {
        Side::Buy => m.row.quote_asset_id,
        Side::Sell => m.row.base_asset_id.unwrap_or(m.row.quote_asset_id),
    }
}

pub(super) fn change(user_id: UserId) -> Owner {
    Owner::User(user_id, AccountKind::Change)
}

/// The fee rates in force, read again only when a rule has changed since `kept` was read.
pub(super) async fn fees(db: &Db, kept: &mut Option<(u64, Fees)>) -> Result<Fees, AppError> {
    let version = crate::rules::changes();
    if let Some((read_at, fees)) = *kept
        && read_at == version
    {
        return Ok(fees);
    }
    let rules = crate::rules::list(db, Some("spot")).await?;
    let ppm = |key: &str| {
        rules
            .iter()
            .find(|r| r.key == key)
            .and_then(|r| crate::money::parse(&r.value, Scale::new(4)))
            .unwrap_or(1000)
    };
    let fees = Fees {
        maker_ppm: ppm("maker_fee"),
        taker_ppm: ppm("taker_fee"),
    };
    *kept = Some((version, fees));
    Ok(fees)
}
