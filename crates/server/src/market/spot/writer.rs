//! The batch writer: what one batch of a market's commands writes, gathered and written in one transaction.

use super::{
    Answer, Books, Request,
    fill::Fees,
    place::{Outcome, cancel, new_order, place_order},
};
use std::collections::HashMap;

use super::Ctx;
use super::{Market, kline, repo, repo::OrderRow};
use crate::{
    db::Tx,
    error::AppError,
    idempotency::{self},
    ledger::{self, Leg, Posting, TxKind},
};

/// Writes requests in one transaction with as few statements as their number allows: the rows of the new
/// orders in one insert (which numbers them in arrival order), then each request against the book, then the
/// postings of them all in one call of [`ledger::post_many`], then the candles. A request alone freezes its
/// funds before it touches the book, so a refused order never costs a rebuild.
pub(super) async fn write(
    app: &Ctx,
    m: &Market,
    fees: Fees,
    books: &mut Books,
    requests: &[Request],
    out: &mut Outcome,
) -> Result<Vec<Answer>, AppError> {
    let now = app.clock.now_ms();
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
            ) => cancel(m, books, &mut w, *user_id, &[*order_id], now, out)
                .await
                .map(|_| Answer::Value(answer.clone()))?,
            (Request::CancelAll { user_id }, None) => {
                let ids: Vec<i64> = books
                    .open
                    .values()
                    .filter(|o| o.user_id == *user_id)
                    .map(|o| o.id)
                    .collect();
                cancel(m, books, &mut w, *user_id, &ids, now, out)
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
pub(super) struct Pending {
    pub(super) kind: TxKind,
    pub(super) reference: String,
    pub(super) legs: Vec<Leg>,
    pub(super) now: i64,
}

/// The transaction a batch writes in and the postings it has yet to write.
pub(super) struct Writes {
    pub(super) tx: Tx,
    pub(super) pending: Vec<Pending>,
    /// Orders whose progress is written together at the end of the batch, the latest state of each.
    pub(super) orders: Vec<OrderRow>,
    /// Trades, with the ids the hub gave them, written together at the end of the batch.
    pub(super) trades: Vec<(i64, repo::NewTrade)>,
    /// Where trade ids come from.
    pub(super) hub: std::sync::Arc<crate::market::Hub>,
    /// Write each freeze at once (a request alone), so a refused order is refused before it reaches the book.
    pub(super) eager: bool,
}

impl Writes {
    pub(super) fn trade(&mut self, trade: repo::NewTrade) -> i64 {
        let id = self.hub.next_trade_id();
        self.trades.push((id, trade));
        id
    }

    pub(super) fn update(&mut self, o: &OrderRow) {
        self.orders.push(o.clone());
    }

    /// Writes the batch's trades and the latest progress of every order it touched.
    pub(super) async fn write_trades_and_orders(&mut self) -> Result<(), AppError> {
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

    pub(super) fn post(&mut self, kind: TxKind, reference: String, legs: Vec<Leg>, now: i64) {
        self.pending.push(Pending {
            kind,
            reference,
            legs,
            now,
        });
    }

    pub(super) async fn flush(
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
pub(super) async fn rebuild(m: &Market, books: &mut Books) {
    match repo::open_orders(&books.db, m.id()).await {
        Ok(rows) => *books = Books::of(books.db.clone(), rows),
        Err(err) => tracing::error!(%err, market = m.symbol(), "book not rebuilt"),
    }
}

/// Writes the candles of every trade point still waiting in `out` and keeps them to show after the commit.
pub(super) async fn write_candles(tx: &mut Tx, m: &Market, out: &mut Outcome) -> Result<(), AppError> {
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
