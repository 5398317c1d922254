//! Placing and cancelling orders inside a batch: freezes, fills, settlement through the ledger, what is released.

use super::{
    Books, CANCELLED, COMPLETE, Kind, OPEN, Place,
    fill::{Fees, FillMoney, change, fill_money, frozen_asset, lots_for_budget, side_code, side_of},
    writer::Writes,
};
use engine::{CancelReason, Event, Side, TimeInForce};
use serde_json::Value;

use super::{Market, kline, repo, repo::OrderRow};
use crate::{
    error::{AppError, ErrorCode},
    idempotency::{self},
    ids::{AssetId, UserId},
    ledger::{Leg, Owner, SystemRole, TxKind},
};

/// An order that changed: its row, what happened (`new`, `fill`, `cancel`, `done`), and the fill's price ticks,
/// lots and the fee it paid.
pub type OrderChange = (OrderRow, &'static str, Option<(i64, i64, i64)>);

/// What a committed command leaves to publish.
#[derive(Debug, Default)]
pub struct Outcome {
    /// Orders that changed, with what happened to them (`new`, `fill`, `cancel`, `done`) and the fill.
    pub orders: Vec<OrderChange>,
    /// Trades: id, price ticks, lots, taker side, time.
    pub trades: Vec<(i64, i64, i64, Side, i64)>,
    /// Accounts whose balance changed: user, asset.
    pub balances: Vec<(UserId, AssetId)>,
    /// Trade points for the candles and the ticker: time, price minor units, base volume, quote turnover.
    pub points: Vec<(i64, i64, i64, i64)>,
    /// Candles written in the transaction, shown once it commits.
    pub candles: Vec<(kline::Period, kline::Candle)>,
    /// Whether the book or the open orders changed in memory, so a failed transaction must rebuild them.
    pub touched: bool,
    /// Ledger account ids looked up in the transaction, known once it commits.
    pub accounts: Vec<((Owner, AssetId), i64)>,
}

impl Outcome {
    pub(crate) fn absorb(&mut self, other: Outcome) {
        self.orders.extend(other.orders);
        self.trades.extend(other.trades);
        self.balances.extend(other.balances);
        self.points.extend(other.points);
        self.candles.extend(other.candles);
        self.accounts.extend(other.accounts);
    }
}

/// The row of a new order: what it asks for and what it freezes.
pub(super) fn new_order(m: &Market, place: &Place, now: i64) -> Result<repo::NewOrder, AppError> {
    let (order_type, price, lots, budget, frozen) = match place.kind {
        Kind::Limit { price, lots } => {
            let frozen = match place.side {
                Side::Buy => m.cost(price, lots).ok_or(AppError::field("amount"))?,
                Side::Sell => lots.checked_mul(m.lot()).ok_or(AppError::field("amount"))?,
            };
            (1, price, lots, 0, frozen)
        }
        Kind::MarketBuy { budget } => (2, 0, 0, budget, budget),
        Kind::MarketSell { lots } => (
            2,
            0,
            lots,
            0,
            lots.checked_mul(m.lot()).ok_or(AppError::field("amount"))?,
        ),
    };
    Ok(repo::NewOrder {
        market_id: m.id(),
        user_id: place.user_id,
        side: side_code(place.side),
        order_type,
        price,
        qty: lots,
        quote_budget: budget,
        frozen,
        fee_discount: place.fee_discount,
        now,
    })
}

/// Runs a new order, whose row (`id`, `row`) is already inserted, against the book.
pub(super) async fn place_order(
    m: &Market,
    fees: Fees,
    books: &mut Books,
    w: &mut Writes,
    place: &Place,
    (id, row): (i64, repo::NewOrder),
    out: &mut Outcome,
) -> Result<Value, AppError> {
    let now = row.now;
    let (order_type, price, lots, budget, frozen) =
        (row.order_type, row.price, row.qty, row.quote_budget, row.frozen);
    let asset = frozen_asset(m, place.side);
    w.post(
        TxKind::SpotFreeze,
        format!("spot_order:{id}"),
        vec![Leg {
            owner: change(place.user_id),
            asset_id: asset,
            available: -frozen,
            frozen,
        }],
        now,
    );
    if w.eager {
        w.flush(m, &books.accounts, out).await?;
    }
    let mut taker = OrderRow {
        id,
        market_id: m.id(),
        user_id: place.user_id,
        side: row.side,
        order_type,
        price,
        qty: lots,
        quote_budget: budget,
        filled_qty: 0,
        filled_quote: 0,
        fee: 0,
        frozen,
        status: OPEN,
        created_at: now,
        updated_at: now,
        fee_discount: row.fee_discount,
    };
    out.balances.push((place.user_id, asset));
    let orders_before = out.orders.len();
    let command = match place.kind {
        Kind::Limit { price, lots } => engine::Command::Limit {
            id: id as u64,
            user: place.user_id.get() as u64,
            side: place.side,
            price,
            qty: lots,
            tif: TimeInForce::Gtc,
        },
        Kind::MarketBuy { budget } => {
            let asks = books.book.depth(usize::MAX).asks;
            let lots = lots_for_budget(m, &asks, budget);
            taker.qty = lots;
            engine::Command::Market {
                id: id as u64,
                user: place.user_id.get() as u64,
                side: Side::Buy,
                qty: lots,
            }
        }
        Kind::MarketSell { lots } => engine::Command::Market {
            id: id as u64,
            user: place.user_id.get() as u64,
            side: Side::Sell,
            qty: lots,
        },
    };
    out.touched = true;
    let events = if taker.qty > 0 {
        books.book.apply(command)
    } else {
        vec![Event::Cancelled {
            id: id as u64,
            qty: 0,
            reason: CancelReason::Unfilled,
        }]
    };
    for event in events {
        match event {
            Event::Fill {
                maker,
                taker_side,
                price,
                qty,
                maker_remaining,
                ..
            } => {
                let maker_id = maker as i64;
                let Some(mut maker_row) = books.open.get(&maker_id).cloned() else {
                    return Err(AppError::internal(anyhow::anyhow!(
                        "maker {maker_id} not among open orders"
                    )));
                };
                let (buyer, seller) = match taker_side {
                    Side::Buy => (&taker, &maker_row),
                    Side::Sell => (&maker_row, &taker),
                };
                let buyer_limit = (buyer.order_type == super::LIMIT).then_some(buyer.price);
                let (buyer_ppm, seller_ppm) = match taker_side {
                    Side::Buy => (fees.taker_ppm, fees.maker_ppm),
                    Side::Sell => (fees.maker_ppm, fees.taker_ppm),
                };
                let buyer_ppm = crate::vip::discounted_ppm(buyer_ppm, buyer.fee_discount);
                let seller_ppm = crate::vip::discounted_ppm(seller_ppm, seller.fee_discount);
                let money = fill_money(m, price, qty, buyer_limit, buyer_ppm, seller_ppm)
                    .ok_or(AppError::field("amount"))?;
                let (buyer_id, seller_id) = (buyer.user_id, seller.user_id);
                let (taker_fee, maker_fee) = match taker_side {
                    Side::Buy => (money.buyer_fee, money.seller_fee),
                    Side::Sell => (money.seller_fee, money.buyer_fee),
                };
                let trade_id = w.trade(repo::NewTrade {
                    market_id: m.id(),
                    taker_order_id: id,
                    maker_order_id: maker_id,
                    taker_side: side_code(taker_side),
                    price,
                    qty,
                    quote_amount: money.quote,
                    taker_fee,
                    maker_fee,
                    now,
                });
                settle(w, m, (trade_id, buyer_id, seller_id), &money, now)?;
                let apply = |o: &mut OrderRow, fee: i64, release: i64| {
                    o.filled_qty += qty;
                    o.filled_quote += money.quote;
                    o.fee += fee;
                    o.frozen -= release;
                    o.updated_at = now;
                };
                match taker_side {
                    Side::Buy => {
                        apply(&mut taker, money.buyer_fee, money.buyer_release);
                        apply(&mut maker_row, money.seller_fee, money.base);
                    }
                    Side::Sell => {
                        apply(&mut taker, money.seller_fee, money.base);
                        apply(&mut maker_row, money.buyer_fee, money.buyer_release);
                    }
                }
                let fill = Some((price, qty, maker_fee));
                if maker_remaining == 0 {
                    maker_row.status = COMPLETE;
                    release_rest(w, m, &mut maker_row, now);
                    books.open.remove(&maker_id);
                    out.orders.push((maker_row.clone(), "done", fill));
                } else {
                    books.open.insert(maker_id, maker_row.clone());
                    out.orders.push((maker_row.clone(), "fill", fill));
                }
                w.update(&maker_row);
                for user in [buyer_id, seller_id] {
                    out.balances.push((user, m.row.quote_asset_id));
                    if let Some(base) = m.row.base_asset_id {
                        out.balances.push((user, base));
                    }
                }
                out.trades.push((trade_id, price, qty, taker_side, now));
                out.points
                    .push((now, m.price_minor(price), money.base, money.quote));
            }
            Event::Rested { .. } => {}
            Event::Cancelled { .. } => {
                taker.status = if taker.filled_qty > 0 && taker.order_type == super::MARKET {
                    COMPLETE
                } else {
                    CANCELLED
                };
            }
            Event::Rejected { .. } => return Err(AppError::field("amount")),
        }
    }
    // A market order never rests; a limit order that filled completely is done.
    if taker.status == OPEN && (taker.order_type == super::MARKET || taker.filled_qty == taker.qty) {
        taker.status = COMPLETE;
    }
    if taker.status != OPEN {
        release_rest(w, m, &mut taker, now);
    }
    // A resting order that nothing happened to is already as its row was inserted.
    if taker.status != OPEN || taker.filled_qty > 0 {
        taker.updated_at = now;
        w.update(&taker);
    }
    if let Some(claim) = &place.claim
        && !idempotency::record(&mut w.tx, claim, &place.answer).await?
    {
        return Err(AppError::internal(anyhow::anyhow!(
            "idempotency key raced; book rebuilt"
        )));
    }
    if taker.status == OPEN {
        books.open.insert(id, taker.clone());
    }
    let what = match taker.status {
        OPEN if taker.filled_qty > 0 => "fill",
        OPEN => "new",
        COMPLETE => "done",
        _ => "cancel",
    };
    out.orders.insert(orders_before, (taker, what, None));
    Ok(place.answer.clone())
}

/// Moves one fill's money: the buyer's held quote to the seller (less the seller's fee), the seller's held base
/// to the buyer (less the buyer's fee), fees to `fees`, and the buyer's price improvement back to available.
pub(super) fn settle(
    w: &mut Writes,
    m: &Market,
    (trade_id, buyer, seller): (i64, UserId, UserId),
    money: &FillMoney,
    now: i64,
) -> Result<(), AppError> {
    let quote = m.row.quote_asset_id;
    let base = m.row.base_asset_id.ok_or(ErrorCode::TradingDisabled)?;
    let mut legs = vec![
        Leg {
            owner: change(buyer),
            asset_id: quote,
            available: money.buyer_release - money.quote,
            frozen: -money.buyer_release,
        },
        Leg::available(change(seller), quote, money.quote - money.seller_fee),
        Leg {
            owner: change(seller),
            asset_id: base,
            available: 0,
            frozen: -money.base,
        },
        Leg::available(change(buyer), base, money.base - money.buyer_fee),
        Leg::available(Owner::System(SystemRole::Fees), quote, money.seller_fee),
        Leg::available(Owner::System(SystemRole::Fees), base, money.buyer_fee),
    ];
    legs.retain(|l| l.available != 0 || l.frozen != 0);
    w.post(TxKind::SpotTrade, format!("spot_trade:{trade_id}"), legs, now);
    Ok(())
}

/// Gives back what a finished or cancelled order still holds.
pub(super) fn release_rest(w: &mut Writes, m: &Market, o: &mut OrderRow, now: i64) {
    if o.frozen <= 0 {
        return;
    }
    w.post(
        TxKind::SpotRelease,
        format!("spot_order:{}", o.id),
        vec![Leg {
            owner: change(o.user_id),
            asset_id: frozen_asset(m, side_of(o.side)),
            available: o.frozen,
            frozen: -o.frozen,
        }],
        now,
    );
    o.frozen = 0;
}

pub(super) async fn cancel(
    m: &Market,
    books: &mut Books,
    w: &mut Writes,
    user_id: UserId,
    ids: &[i64],
    now: i64,
    out: &mut Outcome,
) -> Result<usize, AppError> {
    let mut done = Vec::with_capacity(ids.len());
    for &id in ids {
        let Some(o) = books.open.get(&id).filter(|o| o.user_id == user_id) else {
            let exists = repo::order_in(&mut w.tx, id)
                .await?
                .is_some_and(|o| o.user_id == user_id);
            return Err(if exists {
                ErrorCode::OrderNotCancellable.into()
            } else {
                ErrorCode::OrderNotFound.into()
            });
        };
        done.push(o.clone());
    }
    out.touched = true;
    for o in done.iter_mut() {
        o.status = CANCELLED;
        o.updated_at = now;
        release_rest(w, m, o, now);
        w.update(o);
        books.book.apply(engine::Command::Cancel { id: o.id as u64 });
        books.open.remove(&o.id);
        out.balances.push((user_id, frozen_asset(m, side_of(o.side))));
    }
    let count = done.len();
    out.orders.extend(done.into_iter().map(|o| (o, "cancel", None)));
    Ok(count)
}
