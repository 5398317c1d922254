//! SQL of the market core: markets, index samples, candles, spot orders and trades.

use sqlx::AssertSqlSafe;

use super::kline::Candle;
use crate::{
    db::{Db, MAX_ROWS, Tx, first_values, ids_in_listed_order, value_rows},
    ids::{AssetId, UserId},
    money::Scale,
    on_db, on_tx,
};

#[derive(Debug, Clone, sqlx::FromRow)]
pub struct MarketRow {
    pub id: i64,
    pub symbol: String,
    pub base_name: String,
    pub currency_id: i64,
    pub base_asset_id: Option<AssetId>,
    pub quote_asset_id: AssetId,
    pub category: String,
    pub market_from: i64,
    pub price_scale: Scale,
    pub qty_scale: Scale,
    pub min_qty: i64,
    pub min_notional: i64,
    pub open_coin_trade: i64,
    pub open_lever: i64,
    pub open_microtrade: i64,
    pub simulated: i64,
    pub sim_price: i64,
    pub sim_vol_bp: i64,
    pub sort: i64,
    /// 1 for a market opened at listing, whose index is its own book's last price (ADR 50).
    pub index_from_book: i64,
}

/// What an operator sets when opening a market at listing (ADR 50).
pub struct ListedTerms<'a> {
    pub symbol: &'a str,
    pub base: &'a str,
    pub asset: AssetId,
    pub price_scale: i64,
    pub qty_scale: i64,
    pub min_qty: i64,
    pub min_notional: i64,
}

/// Adds a spot book against USDT whose index is its own book's last price, after every market there is.
pub async fn insert_listed(tx: &mut Tx, t: &ListedTerms<'_>) -> Result<(), sqlx::Error> {
    on_tx!(tx, c => sqlx::query(
        "INSERT INTO markets (id, symbol, base_name, currency_id, base_asset_id, quote_asset_id, category, \
         market_from, price_scale, qty_scale, min_qty, min_notional, open_coin_trade, open_lever, open_microtrade, \
         simulated, sim_price, sim_vol_bp, sort, index_from_book) \
         SELECT COALESCE(MAX(id), 0) + 1, $1, $2, $3, $3, $4, 'crypto', 1, $5, $6, $7, $8, 1, 0, 0, 0, 1, 1, \
         COALESCE(MAX(sort), 0) + 1, 1 FROM markets",
    )
    .bind(t.symbol)
    .bind(t.base)
    .bind(t.asset)
    .bind(super::USDT)
    .bind(t.price_scale)
    .bind(t.qty_scale)
    .bind(t.min_qty)
    .bind(t.min_notional)
    .execute(c)
    .await
    .map(|r| r.rows_affected()))?;
    Ok(())
}

pub async fn markets(db: &Db) -> Result<Vec<MarketRow>, sqlx::Error> {
    on_db!(db, c => sqlx::query_as::<_, MarketRow>(
        "SELECT id, symbol, base_name, currency_id, base_asset_id, quote_asset_id, category, market_from, \
         price_scale, qty_scale, min_qty, min_notional, open_coin_trade, open_lever, open_microtrade, simulated, \
         sim_price, sim_vol_bp, sort, index_from_book FROM markets ORDER BY sort, id",
    )
    .fetch_all(c)
    .await)
}

/// The newest sample of every market, to resume the feed where it stopped. Samples are keyed by time first, so
/// each market's newest is found by walking the key back from the end, one market at a time.
pub async fn last_samples(db: &Db) -> Result<Vec<(i64, i64, i64, String)>, sqlx::Error> {
    let ids = on_db!(db, c => sqlx::query_scalar::<_, i64>("SELECT id FROM markets ORDER BY id")
        .fetch_all(c)
        .await)?;
    let mut out = Vec::with_capacity(ids.len());
    for id in ids {
        let newest = on_db!(db, c => sqlx::query_as::<_, (i64, i64, String)>(
            "SELECT s.ts, s.price, src.name FROM index_samples s JOIN sample_sources src ON src.id = s.source_id \
             WHERE s.market_id = $1 ORDER BY s.ts DESC LIMIT 1",
        )
        .bind(id)
        .fetch_optional(c)
        .await)?;
        if let Some((ts, price, source)) = newest {
            out.push((id, ts, price, source));
        }
    }
    Ok(out)
}

/// Records `(market, price)` samples of one second from one source; a second already recorded keeps its
/// sample.
pub async fn insert_samples(
    tx: &mut Tx,
    ts: i64,
    prices: &[(i64, i64)],
    source: &str,
) -> Result<(), sqlx::Error> {
    if prices.is_empty() {
        return Ok(());
    }
    let source_id = source_id(tx, source).await?;
    for chunk in prices.chunks(MAX_ROWS) {
        let sql = format!(
            "INSERT INTO index_samples (market_id, ts, price, source_id) VALUES {} \
             ON CONFLICT (ts, market_id) DO NOTHING",
            value_rows(chunk.len(), 4, false)
        );
        on_tx!(tx, c => {
            let mut q = sqlx::query(AssertSqlSafe(sql));
            for &(market_id, price) in chunk {
                q = q.bind(market_id).bind(ts).bind(price).bind(source_id);
            }
            q.execute(c).await.map(|_| ())
        })?;
    }
    Ok(())
}

/// The id of a sample source, added on its first sample (read first, so a sequence is not spent every second).
async fn source_id(tx: &mut Tx, source: &str) -> Result<i64, sqlx::Error> {
    let find = "SELECT id FROM sample_sources WHERE name = $1";
    if let Some(id) =
        on_tx!(tx, c => sqlx::query_scalar::<_, i64>(find).bind(source).fetch_optional(c).await)?
    {
        return Ok(id);
    }
    on_tx!(tx, c => sqlx::query("INSERT INTO sample_sources (name) VALUES ($1) ON CONFLICT (name) DO NOTHING")
        .bind(source)
        .execute(c)
        .await
        .map(|_| ()))?;
    on_tx!(tx, c => sqlx::query_scalar::<_, i64>(find).bind(source).fetch_one(c).await)
}

/// The sample of a market at one second, if recorded.
pub async fn sample_at(db: &Db, market_id: i64, ts: i64) -> Result<Option<(i64, String)>, sqlx::Error> {
    on_db!(db, c => sqlx::query_as::<_, (i64, String)>(
        "SELECT price, source FROM index_samples_named WHERE market_id = $1 AND ts = $2",
    )
    .bind(market_id)
    .bind(ts)
    .fetch_optional(c)
    .await)
}

pub async fn delete_samples_before(db: &Db, ts: i64) -> Result<u64, sqlx::Error> {
    let mut tx = db.begin().await?;
    let n = on_tx!(&mut tx, c => sqlx::query("DELETE FROM index_samples WHERE ts < $1")
        .bind(ts)
        .execute(c)
        .await
        .map(|r| r.rows_affected()))?;
    tx.commit().await?;
    Ok(n)
}

/// Adds a trade or sample to a stored candle, creating it when it is the first.
/// Adds a candle's trades to the stored candle of its period and answers the merged candle.
/// Adds candles to the stored ones (a new candle opens a row; one for a stored open time merges into it) in as
/// few statements as the row limit allows, and answers the stored candles after the merge, in the given order.
/// The rows must name distinct `(market, period, open time)`s.
pub async fn upsert_candles(
    tx: &mut Tx,
    candles: &[(i64, &'static str, Candle)],
    simulated: bool,
) -> Result<Vec<Candle>, sqlx::Error> {
    let mut merged = Vec::with_capacity(candles.len());
    for chunk in candles.chunks(MAX_ROWS) {
        let sql = format!(
            "INSERT INTO klines (market_id, period, open_time, open, high, low, close, volume, turnover, simulated) \
             VALUES {} ON CONFLICT (market_id, period, open_time) DO UPDATE SET \
             high = CASE WHEN excluded.high > klines.high THEN excluded.high ELSE klines.high END, \
             low = CASE WHEN excluded.low < klines.low THEN excluded.low ELSE klines.low END, \
             close = excluded.close, volume = klines.volume + excluded.volume, \
             turnover = klines.turnover + excluded.turnover \
             RETURNING market_id, period, open_time, open, high, low, close, volume, turnover",
            value_rows(chunk.len(), 10, false)
        );
        type Row = (i64, String, i64, i64, i64, i64, i64, i64, i64);
        let rows = on_tx!(tx, conn => {
            let mut q = sqlx::query_as::<_, Row>(AssertSqlSafe(sql));
            for (market_id, period, c) in chunk {
                q = q
                    .bind(*market_id)
                    .bind(*period)
                    .bind(c.open_time)
                    .bind(c.open)
                    .bind(c.high)
                    .bind(c.low)
                    .bind(c.close)
                    .bind(c.volume)
                    .bind(c.turnover)
                    .bind(i64::from(simulated));
            }
            q.fetch_all(conn).await
        })?;
        let stored: std::collections::HashMap<(i64, String, i64), Candle> = rows
            .into_iter()
            .map(
                |(market_id, period, open_time, open, high, low, close, volume, turnover)| {
                    let candle = Candle {
                        open_time,
                        open,
                        high,
                        low,
                        close,
                        volume,
                        turnover,
                    };
                    ((market_id, period, open_time), candle)
                },
            )
            .collect();
        for (market_id, period, c) in chunk {
            let key = (*market_id, (*period).to_string(), c.open_time);
            merged.push(stored.get(&key).cloned().ok_or(sqlx::Error::RowNotFound)?);
        }
    }
    Ok(merged)
}

#[derive(Debug, Clone, sqlx::FromRow)]
pub struct CandleRow {
    pub open_time: i64,
    pub open: i64,
    pub high: i64,
    pub low: i64,
    pub close: i64,
    pub volume: i64,
    pub turnover: i64,
    pub simulated: i64,
}

impl CandleRow {
    pub fn candle(&self) -> Candle {
        Candle {
            open_time: self.open_time,
            open: self.open,
            high: self.high,
            low: self.low,
            close: self.close,
            volume: self.volume,
            turnover: self.turnover,
        }
    }
}

/// Candles of one period in `[from, to]`, the newest `limit` of them, oldest first.
pub async fn candles(
    db: &Db,
    market_id: i64,
    period: &str,
    from: i64,
    to: i64,
    limit: i64,
) -> Result<Vec<CandleRow>, sqlx::Error> {
    let mut rows = on_db!(db, c => sqlx::query_as::<_, CandleRow>(
        "SELECT open_time, open, high, low, close, volume, turnover, simulated FROM klines \
         WHERE market_id = $1 AND period = $2 AND open_time >= $3 AND open_time <= $4 \
         ORDER BY open_time DESC LIMIT $5",
    )
    .bind(market_id)
    .bind(period)
    .bind(from)
    .bind(to)
    .bind(limit)
    .fetch_all(c)
    .await)?;
    rows.reverse();
    Ok(rows)
}

pub async fn has_candles(db: &Db, market_id: i64) -> Result<bool, sqlx::Error> {
    on_db!(db, c => sqlx::query_scalar::<_, i64>("SELECT COUNT(*) FROM klines WHERE market_id = $1")
        .bind(market_id)
        .fetch_one(c)
        .await)
    .map(|n| n > 0)
}

#[derive(Debug, Clone, sqlx::FromRow)]
pub struct OrderRow {
    pub id: i64,
    pub market_id: i64,
    pub user_id: UserId,
    pub side: i64,
    pub order_type: i64,
    pub price: i64,
    pub qty: i64,
    pub quote_budget: i64,
    pub filled_qty: i64,
    pub filled_quote: i64,
    pub fee: i64,
    pub frozen: i64,
    pub status: i64,
    pub created_at: i64,
    pub updated_at: i64,
    /// Percent off this order's fees, from its owner's VIP level when it was placed.
    pub fee_discount: i64,
}

macro_rules! order_columns {
    () => {
        "id, market_id, user_id, side, order_type, price, qty, quote_budget, filled_qty, filled_quote, fee, frozen, \
         status, created_at, updated_at, fee_discount"
    };
}

/// Open orders of a market in id order, which is their time priority.
pub async fn open_orders(db: &Db, market_id: i64) -> Result<Vec<OrderRow>, sqlx::Error> {
    let sql = concat!(
        "SELECT ",
        order_columns!(),
        " FROM spot_orders WHERE market_id = $1 AND status = 1 ORDER BY id"
    );
    on_db!(db, c => sqlx::query_as::<_, OrderRow>(sql)
        .bind(market_id)
        .fetch_all(c)
        .await)
}

pub async fn order(db: &Db, id: i64) -> Result<Option<OrderRow>, sqlx::Error> {
    let sql = concat!("SELECT ", order_columns!(), " FROM spot_orders WHERE id = $1");
    on_db!(db, c => sqlx::query_as::<_, OrderRow>(sql)
        .bind(id)
        .fetch_optional(c)
        .await)
}

pub async fn order_in(tx: &mut Tx, id: i64) -> Result<Option<OrderRow>, sqlx::Error> {
    let sql = concat!("SELECT ", order_columns!(), " FROM spot_orders WHERE id = $1");
    on_tx!(tx, c => sqlx::query_as::<_, OrderRow>(sql)
        .bind(id)
        .fetch_optional(c)
        .await)
}

/// Filters of a user's order list; 0 means any market.
#[derive(Debug, Clone, Copy)]
pub struct OrderFilter {
    pub market_id: i64,
    /// 0 any, 1 open, 2 complete, 3 cancelled, 23 finished (complete or cancelled).
    pub status: i64,
}

/// A page of a user's orders, newest first: the page's ids are found in `ix_spot_orders_user_list`, which holds
/// the filtered columns, then only those rows are read (ADR 81).
pub async fn user_orders(
    db: &Db,
    user_id: UserId,
    filter: OrderFilter,
    limit: i64,
    offset: i64,
) -> Result<Vec<OrderRow>, sqlx::Error> {
    let sql = concat!(
        "SELECT ",
        order_columns!(),
        " FROM spot_orders WHERE id IN (SELECT id FROM spot_orders WHERE user_id = $1 \
         AND ($2 = 0 OR market_id = $2) AND ($3 = 0 OR status = $3 OR ($3 = 23 AND status IN (2, 3))) \
         ORDER BY id DESC LIMIT $4 OFFSET $5) ORDER BY id DESC"
    );
    on_db!(db, c => sqlx::query_as::<_, OrderRow>(sql)
        .bind(user_id)
        .bind(filter.market_id)
        .bind(filter.status)
        .bind(limit)
        .bind(offset)
        .fetch_all(c)
        .await)
}

pub struct NewOrder {
    pub market_id: i64,
    pub user_id: UserId,
    pub side: i64,
    pub order_type: i64,
    pub price: i64,
    pub qty: i64,
    pub quote_budget: i64,
    pub frozen: i64,
    pub fee_discount: i64,
    pub now: i64,
}

/// Inserts new orders in as few statements as the row limit allows; answers their ids in the given order
/// (each statement numbers its rows in the order it lists them, so the ids also rise in that order).
pub async fn insert_orders(tx: &mut Tx, orders: &[NewOrder]) -> Result<Vec<i64>, sqlx::Error> {
    let mut ids = Vec::with_capacity(orders.len());
    for chunk in orders.chunks(MAX_ROWS) {
        let sql = format!(
            "INSERT INTO spot_orders (market_id, user_id, side, order_type, price, qty, quote_budget, frozen, status, \
             created_at, updated_at, fee_discount) VALUES {} RETURNING id",
            value_rows(chunk.len(), 12, false)
        );
        let got = on_tx!(tx, c => {
            let mut q = sqlx::query_scalar::<_, i64>(AssertSqlSafe(sql));
            for o in chunk {
                q = q
                    .bind(o.market_id)
                    .bind(o.user_id)
                    .bind(o.side)
                    .bind(o.order_type)
                    .bind(o.price)
                    .bind(o.qty)
                    .bind(o.quote_budget)
                    .bind(o.frozen)
                    .bind(super::spot::OPEN)
                    .bind(o.now)
                    .bind(o.now)
                    .bind(o.fee_discount);
            }
            q.fetch_all(c).await
        })?;
        ids.extend(ids_in_listed_order(got, chunk.len())?);
    }
    Ok(ids)
}

/// Writes the progress of orders (what filled, the fee paid, what each still holds and its state) in one
/// statement per [`MAX_ROWS`]; each id at most once.
pub async fn update_orders(tx: &mut Tx, orders: &[OrderRow]) -> Result<(), sqlx::Error> {
    for chunk in orders.chunks(MAX_ROWS) {
        let sql = format!(
            "UPDATE spot_orders SET qty = v.column2, filled_qty = v.column3, filled_quote = v.column4, \
             fee = v.column5, frozen = v.column6, status = v.column7, updated_at = v.column8 \
             FROM (VALUES {}) AS v WHERE spot_orders.id = v.column1 AND spot_orders.id IN ({})",
            value_rows(chunk.len(), 8, true),
            first_values(chunk.len(), 8)
        );
        on_tx!(tx, c => {
            let mut q = sqlx::query(AssertSqlSafe(sql));
            for o in chunk {
                q = q
                    .bind(o.id)
                    .bind(o.qty)
                    .bind(o.filled_qty)
                    .bind(o.filled_quote)
                    .bind(o.fee)
                    .bind(o.frozen)
                    .bind(o.status)
                    .bind(o.updated_at);
            }
            q.execute(c).await.map(|_| ())
        })?;
    }
    Ok(())
}

pub struct NewTrade {
    pub market_id: i64,
    pub taker_order_id: i64,
    pub maker_order_id: i64,
    pub taker_side: i64,
    pub price: i64,
    pub qty: i64,
    pub quote_amount: i64,
    pub taker_fee: i64,
    pub maker_fee: i64,
    pub now: i64,
}

/// Writes trades with the ids the market hub gave them, in one statement per [`MAX_ROWS`].
pub async fn insert_trades(tx: &mut Tx, trades: &[(i64, NewTrade)]) -> Result<(), sqlx::Error> {
    for chunk in trades.chunks(MAX_ROWS) {
        let sql = format!(
            "INSERT INTO spot_trades (id, market_id, taker_order_id, maker_order_id, taker_side, price, qty, \
             quote_amount, taker_fee, maker_fee, created_at) VALUES {}",
            value_rows(chunk.len(), 11, false)
        );
        on_tx!(tx, c => {
            let mut q = sqlx::query(AssertSqlSafe(sql));
            for (id, t) in chunk {
                q = q
                    .bind(*id)
                    .bind(t.market_id)
                    .bind(t.taker_order_id)
                    .bind(t.maker_order_id)
                    .bind(t.taker_side)
                    .bind(t.price)
                    .bind(t.qty)
                    .bind(t.quote_amount)
                    .bind(t.taker_fee)
                    .bind(t.maker_fee)
                    .bind(t.now);
            }
            q.execute(c).await.map(|_| ())
        })?;
    }
    Ok(())
}

/// The highest trade id stored, or 0.
pub async fn last_trade_id(db: &Db) -> Result<i64, sqlx::Error> {
    on_db!(db, c => sqlx::query_scalar::<_, i64>("SELECT COALESCE(MAX(id), 0) FROM spot_trades")
        .fetch_one(c)
        .await)
}

/// Minute candles of the last day, to start the rolling tickers.
pub async fn minute_candles_since(
    db: &Db,
    market_id: i64,
    since: i64,
) -> Result<Vec<CandleRow>, sqlx::Error> {
    on_db!(db, c => sqlx::query_as::<_, CandleRow>(
        "SELECT open_time, open, high, low, close, volume, turnover, simulated FROM klines \
         WHERE market_id = $1 AND period = '1min' AND open_time >= $2 ORDER BY open_time",
    )
    .bind(market_id)
    .bind(since)
    .fetch_all(c)
    .await)
}

/// The newest candle close of a market, the last price before any new trade.
pub async fn last_close(db: &Db, market_id: i64) -> Result<Option<i64>, sqlx::Error> {
    on_db!(db, c => sqlx::query_scalar::<_, i64>(
        "SELECT close FROM klines WHERE market_id = $1 AND period = '1min' ORDER BY open_time DESC LIMIT 1",
    )
    .bind(market_id)
    .fetch_optional(c)
    .await)
}
