//! One task per spot market owns its order book (ARCHITECTURE §9). The commands waiting for the task run in one
//! database transaction (a batch): each new order's freeze, its row, its fills (trades, balanced ledger postings,
//! fees to `fees`), the candles and the idempotency records commit together or not at all; replies and events go
//! out only after the commit. The task gives order ids in its own order, so the book's time priority is the id
//! order and a restart rebuilds the book exactly from the open orders.

use std::collections::HashMap;

use engine::{Book, CancelReason, Event, Side, TimeInForce};
use serde_json::Value;
use tokio::sync::oneshot;

use super::Ctx;
use super::{Market, kline, publish, repo, repo::OrderRow};
use crate::{
    clock::now_ms,
    db::{Db, Tx},
    error::{AppError, ErrorCode},
    idempotency::{self, Claim},
    ledger::{self, AccountKind, Leg, Owner, Posting, SystemRole, TxKind},
};

/// Order states on the wire (API-CONTRACT §5.0 SpotOrder).
pub const OPEN: i64 = 1;
pub const COMPLETE: i64 = 2;
pub const CANCELLED: i64 = 3;

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
    pub user_id: i64,
    pub side: Side,
    pub kind: Kind,
    pub claim: Option<Claim>,
    /// What the caller answers on success (stored with the idempotency key).
    pub answer: Value,
}

/// What a market's task is asked to do; each answers through its channel once the transaction has committed.
#[derive(Debug)]
pub enum Command {
    Place(Box<Place>, oneshot::Sender<Result<Value, AppError>>),
    Cancel {
        user_id: i64,
        order_id: i64,
        answer: Value,
        reply: oneshot::Sender<Result<Value, AppError>>,
    },
    /// Cancels every open order of a user in this market (the market maker's refresh).
    CancelAll {
        user_id: i64,
        reply: oneshot::Sender<Result<usize, AppError>>,
    },
}

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

fn side_code(side: Side) -> i64 {
    match side {
        Side::Buy => 1,
        Side::Sell => 2,
    }
}

fn side_of(code: i64) -> Side {
    if code == 1 { Side::Buy } else { Side::Sell }
}

/// The asset an order of this side freezes.
fn frozen_asset(m: &Market, side: Side) -> i64 {
    match side {
        Side::Buy => m.row.quote_asset_id,
        Side::Sell => m.row.base_asset_id.unwrap_or(m.row.quote_asset_id),
    }
}

fn change(user_id: i64) -> Owner {
    Owner::User(user_id, AccountKind::Change)
}

/// A market's open orders in id order, from which its task rebuilds the book.
pub async fn load(app: &Ctx, m: &Market) -> anyhow::Result<Vec<OrderRow>> {
    Ok(repo::open_orders(&app.db, m.id()).await?)
}

fn book_of(orders: &[OrderRow]) -> Book {
    let mut snapshot = engine::Snapshot::default();
    for o in orders {
        let entry = (o.id as u64, o.user_id as u64, o.price, o.qty - o.filled_qty);
        match side_of(o.side) {
            Side::Buy => snapshot.bids.push(entry),
            Side::Sell => snapshot.asks.push(entry),
        }
    }
    Book::restore(&snapshot)
}

/// The fee rates in force, read again only when a rule has changed since `kept` was read.
async fn fees(db: &Db, kept: &mut Option<(u64, Fees)>) -> Result<Fees, AppError> {
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
            .and_then(|r| crate::money::parse(&r.value, 4))
            .unwrap_or(1000)
    };
    let fees = Fees {
        maker_ppm: ppm("maker_fee"),
        taker_ppm: ppm("taker_fee"),
    };
    *kept = Some((version, fees));
    Ok(fees)
}

/// The most commands one transaction carries. Commands that arrive while a transaction is being written wait
/// in the channel and go together into the next one, so a busy market pays for one commit per batch instead of
/// one per order, while a quiet market still commits each order on its own.
const MAX_BATCH: usize = 64;

/// The book and the open orders it holds, as the task keeps them in memory, with the ledger accounts it has
/// seen committed.
struct Books {
    /// The market's own connection on PostgreSQL, the shared writer on SQLite.
    db: Db,
    book: Book,
    open: HashMap<i64, OrderRow>,
    accounts: ledger::KnownAccounts,
}

impl Books {
    fn of(db: Db, orders: Vec<OrderRow>) -> Self {
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
enum Request {
    Place(Box<Place>),
    Cancel {
        user_id: i64,
        order_id: i64,
        answer: Value,
    },
    CancelAll {
        user_id: i64,
    },
}

enum Reply {
    Value(oneshot::Sender<Result<Value, AppError>>),
    Count(oneshot::Sender<Result<usize, AppError>>),
}

enum Answer {
    Value(Value),
    Count(usize),
}

impl Reply {
    fn send(self, result: Result<Answer, AppError>) {
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

fn split(command: Command) -> (Request, Reply) {
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
pub async fn run(task: super::matching::Task, mut stop: tokio::sync::watch::Receiver<()>) {
    let super::matching::Task {
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
async fn run_batch(
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
async fn run_one(
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

/// Writes requests in one transaction with as few statements as their number allows: the rows of the new
/// orders in one insert (which numbers them in arrival order), then each request against the book, then the
/// postings of them all in one call of [`ledger::post_many`], then the candles. A request alone freezes its
/// funds before it touches the book, so a refused order never costs a rebuild.
async fn write(
    app: &Ctx,
    m: &Market,
    fees: Fees,
    books: &mut Books,
    requests: &[Request],
    out: &mut Outcome,
) -> Result<Vec<Answer>, AppError> {
    let now = now_ms();
    let mut earlier = Vec::with_capacity(requests.len());
    let mut rows = Vec::with_capacity(requests.len());
    for request in requests {
        let mut answer = None;
        if let Request::Place(place) = request {
            if let Some(claim) = &place.claim {
                answer = idempotency::earlier_answer(&app.db, claim).await?;
            }
            if answer.is_none() {
                rows.push(new_order(m, place, now)?);
            }
        }
        earlier.push(answer);
    }
    let mut tx = books.db.begin().await?;
    let ids = repo::insert_orders(&mut tx, &rows).await?;
    let mut new = ids.into_iter().zip(rows);
    let mut w = Writes {
        tx,
        pending: Vec::new(),
        orders: Vec::new(),
        trades: Vec::new(),
        hub: app.market.clone(),
        eager: requests.len() == 1,
    };
    let mut answers = Vec::with_capacity(requests.len());
    for (request, earlier) in requests.iter().zip(earlier) {
        let answer = match (request, earlier) {
            (_, Some(answer)) => Answer::Value(answer),
            (Request::Place(place), None) => {
                let row = new
                    .next()
                    .ok_or_else(|| AppError::internal(anyhow::anyhow!("order row missing")))?;
                place_order(m, fees, books, &mut w, place, row, out)
                    .await
                    .map(Answer::Value)?
            }
            (
                Request::Cancel {
                    user_id,
                    order_id,
                    answer,
                },
                None,
            ) => cancel(m, books, &mut w, *user_id, &[*order_id], out)
                .await
                .map(|_| Answer::Value(answer.clone()))?,
            (Request::CancelAll { user_id }, None) => {
                let ids: Vec<i64> = books
                    .open
                    .values()
                    .filter(|o| o.user_id == *user_id)
                    .map(|o| o.id)
                    .collect();
                cancel(m, books, &mut w, *user_id, &ids, out)
                    .await
                    .map(Answer::Count)?
            }
        };
        answers.push(answer);
    }
    w.flush(m, &books.accounts, out).await?;
    w.write_trades_and_orders().await?;
    let mut tx = w.tx;
    write_candles(&mut tx, m, out).await?;
    tx.commit().await?;
    Ok(answers)
}

/// A posting a request makes, kept until the transaction's postings are written together.
struct Pending {
    kind: TxKind,
    reference: String,
    legs: Vec<Leg>,
    now: i64,
}

/// The transaction a batch writes in and the postings it has yet to write.
struct Writes {
    tx: Tx,
    pending: Vec<Pending>,
    /// Orders whose progress is written together at the end of the batch, the latest state of each.
    orders: Vec<OrderRow>,
    /// Trades, with the ids the hub gave them, written together at the end of the batch.
    trades: Vec<(i64, repo::NewTrade)>,
    /// Where trade ids come from.
    hub: std::sync::Arc<super::Hub>,
    /// Write each freeze at once (a request alone), so a refused order is refused before it reaches the book.
    eager: bool,
}

impl Writes {
    fn trade(&mut self, trade: repo::NewTrade) -> i64 {
        let id = self.hub.next_trade_id();
        self.trades.push((id, trade));
        id
    }

    fn update(&mut self, o: &OrderRow) {
        self.orders.push(o.clone());
    }

    /// Writes the batch's trades and the latest progress of every order it touched.
    async fn write_trades_and_orders(&mut self) -> Result<(), AppError> {
        repo::insert_trades(&mut self.tx, &self.trades).await?;
        let mut latest: Vec<OrderRow> = Vec::with_capacity(self.orders.len());
        let mut at: HashMap<i64, usize> = HashMap::with_capacity(self.orders.len());
        for o in self.orders.drain(..) {
            match at.get(&o.id) {
                Some(&i) => latest[i] = o,
                None => {
                    at.insert(o.id, latest.len());
                    latest.push(o);
                }
            }
        }
        repo::update_orders(&mut self.tx, &latest).await?;
        Ok(())
    }

    fn post(&mut self, kind: TxKind, reference: String, legs: Vec<Leg>, now: i64) {
        self.pending.push(Pending {
            kind,
            reference,
            legs,
            now,
        });
    }

    async fn flush(
        &mut self,
        m: &Market,
        known: &ledger::KnownAccounts,
        out: &mut Outcome,
    ) -> Result<(), AppError> {
        if self.pending.is_empty() {
            return Ok(());
        }
        let pending = std::mem::take(&mut self.pending);
        let postings: Vec<Posting<'_>> = pending
            .iter()
            .map(|p| Posting {
                kind: p.kind,
                reference: &p.reference,
                memo: m.symbol(),
                idempotency_key: None,
                legs: p.legs.clone(),
                now: p.now,
            })
            .collect();
        ledger::post_many(&mut self.tx, &postings, known, &mut out.accounts).await?;
        Ok(())
    }
}

/// Rebuilds the book from what committed, after a transaction that touched it failed.
async fn rebuild(m: &Market, books: &mut Books) {
    match repo::open_orders(&books.db, m.id()).await {
        Ok(rows) => *books = Books::of(books.db.clone(), rows),
        Err(err) => tracing::error!(%err, market = m.symbol(), "book not rebuilt"),
    }
}

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
    pub balances: Vec<(i64, i64)>,
    /// Trade points for the candles and the ticker: time, price minor units, base volume, quote turnover.
    pub points: Vec<(i64, i64, i64, i64)>,
    /// Candles written in the transaction, shown once it commits.
    pub candles: Vec<(kline::Period, kline::Candle)>,
    /// Whether the book or the open orders changed in memory, so a failed transaction must rebuild them.
    pub touched: bool,
    /// Ledger account ids looked up in the transaction, known once it commits.
    pub accounts: Vec<((Owner, i64), i64)>,
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
fn new_order(m: &Market, place: &Place, now: i64) -> Result<repo::NewOrder, AppError> {
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
        now,
    })
}

/// Runs a new order, whose row (`id`, `row`) is already inserted, against the book.
async fn place_order(
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
    };
    out.balances.push((place.user_id, asset));
    let orders_before = out.orders.len();
    let command = match place.kind {
        Kind::Limit { price, lots } => engine::Command::Limit {
            id: id as u64,
            user: place.user_id as u64,
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
                user: place.user_id as u64,
                side: Side::Buy,
                qty: lots,
            }
        }
        Kind::MarketSell { lots } => engine::Command::Market {
            id: id as u64,
            user: place.user_id as u64,
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
                let buyer_limit = (buyer.order_type == 1).then_some(buyer.price);
                let (buyer_ppm, seller_ppm) = match taker_side {
                    Side::Buy => (fees.taker_ppm, fees.maker_ppm),
                    Side::Sell => (fees.maker_ppm, fees.taker_ppm),
                };
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
                for (user, a) in [
                    (buyer_id, m.row.quote_asset_id),
                    (buyer_id, m.row.base_asset_id.unwrap_or(0)),
                    (seller_id, m.row.quote_asset_id),
                    (seller_id, m.row.base_asset_id.unwrap_or(0)),
                ] {
                    out.balances.push((user, a));
                }
                out.trades.push((trade_id, price, qty, taker_side, now));
                out.points
                    .push((now, m.price_minor(price), money.base, money.quote));
            }
            Event::Rested { .. } => {}
            Event::Cancelled { .. } => {
                taker.status = if taker.filled_qty > 0 && taker.order_type == 2 {
                    COMPLETE
                } else {
                    CANCELLED
                };
            }
            Event::Rejected { .. } => return Err(AppError::field("amount")),
        }
    }
    // A market order never rests; a limit order that filled completely is done.
    if taker.status == OPEN && (taker.order_type == 2 || taker.filled_qty == taker.qty) {
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
fn settle(
    w: &mut Writes,
    m: &Market,
    (trade_id, buyer, seller): (i64, i64, i64),
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
fn release_rest(w: &mut Writes, m: &Market, o: &mut OrderRow, now: i64) {
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

/// Writes the candles of every trade point still waiting in `out` and keeps them to show after the commit.
async fn write_candles(tx: &mut Tx, m: &Market, out: &mut Outcome) -> Result<(), AppError> {
    if out.points.is_empty() {
        return Ok(());
    }
    let mut periods = Vec::new();
    let mut rows = Vec::new();
    for period in kline::PERIODS {
        for candle in kline::fold(period, &out.points) {
            periods.push(period);
            rows.push((m.id(), period.name(), candle));
        }
    }
    let merged = repo::upsert_candles(tx, &rows, false).await?;
    out.candles.extend(periods.into_iter().zip(merged));
    Ok(())
}

async fn cancel(
    m: &Market,
    books: &mut Books,
    w: &mut Writes,
    user_id: i64,
    ids: &[i64],
    out: &mut Outcome,
) -> Result<usize, AppError> {
    let now = now_ms();
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

#[cfg(test)]
mod tests {
    use super::*;
    use crate::market::repo::MarketRow;

    fn btc_usdt() -> Market {
        Market {
            row: MarketRow {
                id: 1,
                symbol: "BTC/USDT".into(),
                base_name: "BTC".into(),
                currency_id: 1,
                base_asset_id: Some(1),
                quote_asset_id: 3,
                category: "crypto".into(),
                market_from: 1,
                price_scale: 2,
                qty_scale: 6,
                min_qty: 1,
                min_notional: 0,
                open_coin_trade: 1,
                open_lever: 1,
                open_microtrade: 1,
                simulated: 0,
                sim_price: 1,
                sim_vol_bp: 1,
                sort: 1,
            },
            quote_scale: 8,
            base_scale: 8,
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
