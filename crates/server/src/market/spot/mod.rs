//! One task per spot market owns its order book (ARCHITECTURE §9). The commands waiting for the task run in one
//! database transaction (a batch): each new order's freeze, its row, its fills (trades, balanced ledger postings,
//! fees to `fees`), the candles and the idempotency records commit together or not at all; replies and events go
//! out only after the commit. The task gives order ids in its own order, so the book's time priority is the id
//! order and a restart rebuilds the book exactly from the open orders.

mod fill;
mod place;
mod writer;

use fill::{fees, side_of};
use std::collections::BTreeMap;
use writer::{rebuild, write};

use engine::{Book, Side};
use serde_json::Value;
use tokio::sync::oneshot;

use super::Ctx;
use super::{Market, kline, publish, repo, repo::OrderRow};
use crate::{
    db::Db,
    error::AppError,
    idempotency::Claim,
    ids::UserId,
    ledger::{self},
};
pub use fill::{Fees, FillMoney, fee_up, fill_money, lots_for_budget};
pub use place::{OrderChange, Outcome};

crate::wire::int_enum! {
    /// A spot order's state (API-CONTRACT §5.0 *SpotOrder* `status`).
    pub enum OrderStatus {
        Open = 1,
        Complete = 2,
        Cancelled = 3,
    }
}

crate::wire::int_enum! {
    /// A spot order's side (API-CONTRACT §5.0 *SpotOrder* `type`).
    pub enum OrderSide {
        Buy = 1,
        Sell = 2,
    }
}

crate::wire::int_enum! {
    /// Limit or market (API-CONTRACT §5.0 *SpotOrder* `order_type`).
    pub enum OrderType {
        Limit = 1,
        Market = 2,
    }
}

/// The states as the rows store them.
pub const OPEN: i64 = OrderStatus::Open.wire();

pub const COMPLETE: i64 = OrderStatus::Complete.wire();

pub const CANCELLED: i64 = OrderStatus::Cancelled.wire();

/// The order types as the rows store them.
pub const LIMIT: i64 = OrderType::Limit.wire();

pub const MARKET: i64 = OrderType::Market.wire();

/// What a new order asks for.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Kind {
    /// A limit order: `lots` at `price` ticks, the rest resting in the book.
    Limit { price: i64, lots: i64 },
    /// A market buy spending at most `budget` quote minor units.
    MarketBuy { budget: i64 },
    /// A market sell of `lots`.
    MarketSell { lots: i64 },
}

/// A new order for the market's task.
#[derive(Debug)]
pub struct Place {
    pub user_id: UserId,
    pub side: Side,
    pub kind: Kind,
    pub claim: Option<Claim>,
    /// What the caller answers on success (stored with the idempotency key).
    pub answer: Value,
    /// Percent off the order's fees (its owner's VIP level, ADR 57).
    pub fee_discount: i64,
}

/// What a market's task is asked to do; each answers through its channel once the transaction has committed.
#[derive(Debug)]
pub enum Command {
    Place(Box<Place>, oneshot::Sender<Result<Value, AppError>>),
    Cancel {
        user_id: UserId,
        order_id: i64,
        answer: Value,
        reply: oneshot::Sender<Result<Value, AppError>>,
    },
    /// Cancels every open order of a user in this market (the market maker's refresh).
    CancelAll {
        user_id: UserId,
        reply: oneshot::Sender<Result<usize, AppError>>,
    },
}

/// A market's open orders in id order, from which its task rebuilds the book.
pub async fn load(app: &Ctx, m: &Market) -> anyhow::Result<Vec<OrderRow>> {
    Ok(repo::open_orders(&app.db, m.id()).await?)
}

pub(super) fn book_of(orders: &[OrderRow]) -> Book {
    let mut snapshot = engine::Snapshot::default();
    for o in orders {
        let entry = (o.id as u64, o.user_id.get() as u64, o.price, o.qty - o.filled_qty);
        match side_of(o.side) {
            Side::Buy => snapshot.bids.push(entry),
            Side::Sell => snapshot.asks.push(entry),
        }
    }
    Book::restore(&snapshot)
}

/// The most commands one transaction carries. Commands that arrive while a transaction is being written wait
/// in the channel and go together into the next one, so a busy market pays for one commit per batch instead of
/// one per order, while a quiet market still commits each order on its own.
pub(super) const MAX_BATCH: usize = 64;

/// The book and the open orders it holds, as the task keeps them in memory, with the ledger accounts it has
/// seen committed.
pub(super) struct Books {
    /// The market's own connection on PostgreSQL, the shared writer on SQLite.
    pub(super) db: Db,
    pub(super) book: Book,
    /// By id in a B-tree, not a hash map: a hash map doubles by moving every entry at once, which held the
    /// market's task for 20–40 ms each time tens of thousands of resting orders crossed a power of two, while
    /// ids only grow, so a B-tree takes each new order at its right edge and never moves the rest.
    pub(super) open: BTreeMap<i64, OrderRow>,
    pub(super) accounts: ledger::KnownAccounts,
}

impl Books {
    pub(super) fn of(db: Db, orders: Vec<OrderRow>) -> Self {
        Books {
            db,
            book: book_of(&orders),
            open: orders.into_iter().map(|o| (o.id, o)).collect(),
            accounts: ledger::KnownAccounts::new(),
        }
    }
}

/// A command without its reply channel, so a batch that failed can run again one command at a time.
#[derive(Debug)]
pub(super) enum Request {
    Place(Box<Place>),
    Cancel {
        user_id: UserId,
        order_id: i64,
        answer: Value,
    },
    CancelAll {
        user_id: UserId,
    },
}

pub(super) enum Reply {
    Value(oneshot::Sender<Result<Value, AppError>>),
    Count(oneshot::Sender<Result<usize, AppError>>),
}

pub(super) enum Answer {
    Value(Value),
    Count(usize),
}

impl Reply {
    pub(super) fn send(self, result: Result<Answer, AppError>) {
        match self {
            Reply::Value(tx) => {
                let _ = tx.send(result.map(|a| match a {
                    Answer::Value(v) => v,
                    Answer::Count(n) => Value::from(n),
                }));
            }
            Reply::Count(tx) => {
                let _ = tx.send(result.map(|a| match a {
                    Answer::Count(n) => n,
                    Answer::Value(_) => 0,
                }));
            }
        }
    }
}

pub(super) fn split(command: Command) -> (Request, Reply) {
    match command {
        Command::Place(place, reply) => (Request::Place(place), Reply::Value(reply)),
        Command::Cancel {
            user_id,
            order_id,
            answer,
            reply,
        } => (
            Request::Cancel {
                user_id,
                order_id,
                answer,
            },
            Reply::Value(reply),
        ),
        Command::CancelAll { user_id, reply } => (Request::CancelAll { user_id }, Reply::Count(reply)),
    }
}

/// The task's loop. Each batch of waiting commands runs in one transaction; when any of them fails, nothing of
/// the batch is kept, the book is rebuilt from what committed and the commands run again one transaction each,
/// so one refused order never costs another its place. Replies and events leave only after the commit; events
/// go to a publisher task of their own, so a slow subscriber never holds up matching.
pub async fn run(task: crate::market::matching::Task, mut stop: tokio::sync::watch::Receiver<()>) {
    let crate::market::matching::Task {
        app,
        market: m,
        orders,
        mut rx,
        publish_tx,
    } = task;
    // Opened on first use, from the matching thread (see [`super::matching`]).
    let own = app.db.own_connection();
    let mut books = Books::of(own.clone().unwrap_or_else(|| app.db.clone()), orders);
    app.market
        .set_depth(m.id(), books.book.depth(publish::DEPTH_LEVELS));
    let mut batch = Vec::with_capacity(MAX_BATCH);
    let mut fee_rules = None;
    loop {
        let received = tokio::select! {
            biased;
            _ = stop.changed() => 0,
            n = rx.recv_many(&mut batch, MAX_BATCH) => n,
        };
        if received == 0 {
            break;
        }
        let (requests, replies): (Vec<Request>, Vec<Reply>) = batch.drain(..).map(split).unzip();
        let fees = match fees(&books.db, &mut fee_rules).await {
            Ok(fees) => fees,
            Err(err) => {
                for reply in replies {
                    reply.send(Err(AppError::internal(anyhow::anyhow!("{err:?}"))));
                }
                continue;
            }
        };
        let mut out = Outcome::default();
        let results = if requests.len() > 1 {
            match run_batch(&app, &m, fees, &mut books, &requests, &mut out).await {
                Ok(answers) => answers.into_iter().map(Ok).collect(),
                Err(_) => {
                    rebuild(&m, &mut books).await;
                    out = Outcome::default();
                    let mut results = Vec::with_capacity(requests.len());
                    for request in &requests {
                        results.push(run_one(&app, &m, fees, &mut books, request, &mut out).await);
                    }
                    results
                }
            }
        } else {
            let mut results = Vec::with_capacity(1);
            for request in &requests {
                results.push(run_one(&app, &m, fees, &mut books, request, &mut out).await);
            }
            results
        };
        for (reply, result) in replies.into_iter().zip(results) {
            reply.send(result);
        }
        for &(ts, price, volume, turnover) in &out.points {
            app.market.record_trade(m.id(), ts, price, volume, turnover);
        }
        for (period, candle) in out.candles.drain(..) {
            app.market.touch_candle(m.id(), period, candle);
        }
        books.accounts.extend(out.accounts.drain(..));
        app.market
            .set_depth(m.id(), books.book.depth(publish::DEPTH_LEVELS));
        if !out.orders.is_empty() || !out.trades.is_empty() || !out.balances.is_empty() {
            let _ = publish_tx.send(out);
        }
    }
    if let Some(own) = own {
        own.close().await;
    }
}

/// Runs every request of a batch in one transaction; any failure abandons the whole batch.
pub(super) async fn run_batch(
    app: &Ctx,
    m: &Market,
    fees: Fees,
    books: &mut Books,
    requests: &[Request],
    out: &mut Outcome,
) -> Result<Vec<Answer>, AppError> {
    let mut staged = Outcome::default();
    let answers = write(app, m, fees, books, requests, &mut staged).await?;
    out.absorb(staged);
    Ok(answers)
}

/// Runs one request in a transaction of its own; when it fails, the book is rebuilt if it was touched.
pub(super) async fn run_one(
    app: &Ctx,
    m: &Market,
    fees: Fees,
    books: &mut Books,
    request: &Request,
    out: &mut Outcome,
) -> Result<Answer, AppError> {
    let mut staged = Outcome::default();
    match write(app, m, fees, books, std::slice::from_ref(request), &mut staged).await {
        Ok(mut answers) => {
            out.absorb(staged);
            answers
                .pop()
                .ok_or_else(|| AppError::internal(anyhow::anyhow!("no answer")))
        }
        Err(err) => {
            if staged.touched {
                rebuild(m, books).await;
            }
            Err(err)
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ids::AssetId;
    use crate::market::repo::MarketRow;
    use crate::money::Scale;

    fn btc_usdt() -> Market {
        Market {
            row: MarketRow {
                id: 1,
                symbol: "BTC/USDT".into(),
                base_name: "BTC".into(),
                currency_id: 1,
                base_asset_id: Some(AssetId(1)),
                quote_asset_id: AssetId(3),
                category: "crypto".into(),
                market_from: 1,
                price_scale: Scale::new(2),
                qty_scale: Scale::new(6),
                min_qty: 1,
                min_notional: 0,
                open_coin_trade: 1,
                open_lever: 1,
                open_microtrade: 1,
                simulated: 0,
                sim_price: 1,
                sim_vol_bp: 1,
                sort: 1,
                index_from_book: 0,
            },
            quote_scale: Scale::USDT,
            base_scale: Scale::USDT,
            quote_symbol: "USDT".into(),
        }
    }

    #[test]
    fn one_lot_at_one_tick_of_btc_costs_one_usdt_minor_unit() {
        let m = btc_usdt();
        assert_eq!(m.tick(), 1_000_000, "0.01 USDT");
        assert_eq!(m.lot(), 100, "0.000001 BTC");
        // 0.5 BTC at 95,000.00 USDT = 47,500 USDT.
        assert_eq!(m.cost(9_500_000, 500_000), Some(4_750_000_000_000));
    }

    #[test]
    fn a_buy_limited_at_100_filled_at_99_releases_100_and_gets_1_back_with_fees_rounded_up() {
        let m = btc_usdt();
        // 0.01 BTC at 99.00 against a buy limited at 100.00; taker buyer pays 0.1 %, maker seller 0.1 %.
        let money = fill_money(&m, 9_900, 10_000, Some(10_000), 1000, 1000).unwrap_or_else(|| unreachable!());
        assert_eq!(money.quote, 99_000_000, "0.99 USDT");
        assert_eq!(money.buyer_release, 100_000_000, "1.00 USDT held at the limit");
        assert_eq!(money.base, 1_000_000, "0.01 BTC");
        assert_eq!(money.buyer_fee, 1_000, "0.1 % of 0.01 BTC");
        assert_eq!(money.seller_fee, 99_000, "0.1 % of 0.99 USDT");
        // Fees round up: 0.1 % of 1,001 minor units is 1.001, paid as 2.
        assert_eq!(fee_up(1_001, 1000), 2);
        assert_eq!(fee_up(1_000, 1000), 1);
        assert_eq!(fee_up(0, 1000), 0);
    }

    #[test]
    fn a_market_buy_takes_whole_levels_then_what_its_budget_still_buys() {
        let m = btc_usdt();
        // Asks: 2 lots at 100 ticks (cost 200), 5 lots at 110 ticks.
        let asks = [(100, 2), (110, 5)];
        assert_eq!(lots_for_budget(&m, &asks, 200), 2);
        assert_eq!(
            lots_for_budget(&m, &asks, 529),
            2 + 2,
            "329 left buys two lots at 110"
        );
        assert_eq!(
            lots_for_budget(&m, &asks, 10_000),
            7,
            "never more than the book holds"
        );
        assert_eq!(lots_for_budget(&m, &asks, 99), 0);
    }
}
