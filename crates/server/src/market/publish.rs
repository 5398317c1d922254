//! Public and private market events (API-CONTRACT §6). Trades and private order/balance events go out right
//! after the commit that made them; depth snapshots and candles are sent by a publisher every 250 ms for what
//! changed, tickers once a second. Sockets that never subscribed ("legacy" clients) get tickers, depth and
//! candles of every market at most once a second.

use std::{collections::HashSet, time::Duration};

use serde::Serialize;

use super::Ctx;
use super::{
    Market,
    events::{DaymarketEvent, DepthEvent, KlineEvent, PairFields, TradeEvent, TradeItem},
    kline,
    spot::{OrderChange, Outcome},
};
use crate::ids::{AssetId, UserId};
use crate::money;
use crate::money::Scale;

/// Levels per side in a depth snapshot.
pub const DEPTH_LEVELS: usize = 20;
/// The room of sockets that never subscribed.
pub const LEGACY: &str = "legacy";

fn pair_fields(m: &Market) -> PairFields {
    PairFields {
        match_id: m.id(),
        symbol: m.symbol().to_string(),
        base_currency: m.row.base_name.to_lowercase(),
        quote_currency: m.quote_symbol.to_lowercase(),
        currency_id: m.row.currency_id,
        currency_name: m.row.base_name.clone(),
        legal_id: m.row.quote_asset_id,
        legal_name: m.quote_symbol.clone(),
    }
}

/// A price in quote minor units as the wire writes it (the pair's price scale).
pub fn price_text(m: &Market, minor: i64) -> String {
    money::format(minor / m.tick(), m.row.price_scale)
}

/// A base amount in minor units as the wire writes it (the pair's quantity scale).
pub fn qty_text(m: &Market, minor: i64) -> String {
    money::format(minor / m.lot(), m.row.qty_scale)
}

pub fn depth_payload(m: &Market, depth: &engine::Depth, now: i64) -> DepthEvent {
    let side = |levels: &[(i64, i64)]| -> Vec<(String, String)> {
        levels
            .iter()
            .map(|&(p, q)| (price_text(m, m.price_minor(p)), qty_text(m, q * m.lot())))
            .collect()
    };
    DepthEvent {
        pair: pair_fields(m),
        kind: "market_depth",
        bids: side(&depth.bids),
        asks: side(&depth.asks),
        ts: now,
    }
}

pub fn daymarket_payload(app: &Ctx, m: &Market, offset: time::UtcOffset) -> Option<DaymarketEvent> {
    let t = app.market.ticker(m.id())?;
    let now = app.clock.now_ms();
    let hours = app.market.hours();
    Some(DaymarketEvent {
        pair: pair_fields(m),
        kind: "daymarket",
        now_price: price_text(m, t.last),
        index_price: app
            .market
            .index(m.id())
            .map(|s| price_text(m, s.price))
            .unwrap_or_default(),
        change: t.change_text(),
        volume: qty_text(m, t.volume),
        high: price_text(m, t.high),
        low: price_text(m, t.low),
        open: price_text(m, t.open),
        close: price_text(m, t.last),
        period: "1day",
        time: now,
        add_time: crate::clock::display(now, offset),
        trading_hours: hours.shown_for(&m.row.category, now, offset),
        trading_open: i64::from(hours.is_open(&m.row.category, now)),
    })
}

/// The `kline` push of a trade candle, or with `kind` `index_kline`, of an index candle.
pub fn kline_payload(m: &Market, kind: &'static str, period: kline::Period, c: &kline::Candle) -> KlineEvent {
    KlineEvent {
        pair: pair_fields(m),
        kind,
        period: period.name(),
        time: c.open_time,
        open: price_text(m, c.open),
        high: price_text(m, c.high),
        low: price_text(m, c.low),
        close: price_text(m, c.close),
        volume: qty_text(m, c.volume),
    }
}

/// Sends a public event to the sockets of some rooms, written through a JSON value as every event is, so its
/// keys keep their order on the wire.
async fn emit(app: &Ctx, rooms: Vec<String>, event: &str, payload: &impl Serialize) {
    let Some(all) = crate::fanout::sockets(&app.fanout) else {
        return;
    };
    let payload = match serde_json::to_value(payload) {
        Ok(payload) => payload,
        Err(err) => return tracing::warn!(%err, event, "market event not written"),
    };
    if let Err(err) = all.to(rooms).emit(event, &payload).await {
        tracing::debug!(%err, event, "market event not delivered");
    }
}

/// Publishes what a committed spot command did: trades to the market's trade topic, private order and balance
/// events to the users involved.
pub async fn after_commit(app: &Ctx, m: &Market, out: Outcome) {
    if !out.trades.is_empty() {
        metrics::counter!("trades_total", "market" => m.symbol().to_string())
            .increment(out.trades.len() as u64);
        let data: Vec<TradeItem> = out
            .trades
            .iter()
            .map(|&(id, price, qty, side, ts)| TradeItem {
                id,
                trade_id: id,
                price: price_text(m, m.price_minor(price)),
                amount: qty_text(m, qty * m.lot()),
                direction: if side == engine::Side::Buy { "buy" } else { "sell" },
                ts,
            })
            .collect();
        let payload = TradeEvent {
            pair: pair_fields(m),
            kind: "market_trade",
            data,
        };
        emit(
            app,
            vec![format!("market_trade:{}", m.symbol())],
            "market_trade",
            &payload,
        )
        .await;
    }
    let listening: Vec<&OrderChange> = out
        .orders
        .iter()
        .filter(|(o, _, _)| crate::fanout::is_connected(&app.fanout, o.user_id))
        .collect();
    let offset = if listening.is_empty() {
        time::UtcOffset::UTC
    } else {
        app.settings
            .display_offset(&app.db)
            .await
            .unwrap_or(time::UtcOffset::UTC)
    };
    for (order, event, fill) in listening {
        let data = super::view::SpotOrderEvent {
            order: super::view::order_view(m, order, offset),
            fill: fill.as_ref().map(|&(price, qty, fee)| super::view::SpotFill {
                price: price_text(m, m.price_minor(price)),
                amount: qty_text(m, qty * m.lot()),
                fee: money::format(fee, Scale::USDT),
            }),
        };
        crate::fanout::notify(&app.fanout, order.user_id, "order", event, &data, &()).await;
    }
    let unique: HashSet<(UserId, AssetId)> = out.balances.into_iter().collect();
    for (user, asset) in unique {
        crate::fanout::balance::publish_balance(&app.db, &app.fanout, user, asset, "change").await;
    }
}

/// The most committed batches one publication carries.
const MAX_MERGED: usize = 64;
/// The least time between two publications of one market: at most 50 `market_trade` messages a second reach
/// each subscriber, whatever the trade rate (ADR 21).
const MIN_GAP: Duration = Duration::from_millis(20);

/// A spot market's own publisher: sends what each committed batch did, in commit order, so the market's task
/// never waits on subscribers. What commits within [`MIN_GAP`] of the last publication, or while it was going
/// out, is sent together, the trades in one `market_trade` message, so a busy market costs each subscriber
/// fewer messages instead of a growing delay; a quiet market's trades go out as soon as they commit.
pub async fn market_events(app: Ctx, m: Market, mut rx: tokio::sync::mpsc::UnboundedReceiver<Outcome>) {
    let mut waiting = Vec::with_capacity(MAX_MERGED);
    let mut next = tokio::time::Instant::now();
    loop {
        tokio::time::sleep_until(next).await;
        if rx.recv_many(&mut waiting, MAX_MERGED).await == 0 {
            break;
        }
        next = tokio::time::Instant::now() + MIN_GAP;
        let mut merged = Outcome::default();
        for out in waiting.drain(..) {
            merged.absorb(out);
        }
        after_commit(&app, &m, merged).await;
    }
}

/// The publisher loop.
pub async fn run(app: Ctx) {
    let mut tick = tokio::time::interval(Duration::from_millis(250));
    let mut n: u64 = 0;
    let mut legacy_candles = std::collections::HashMap::new();
    loop {
        tick.tick().await;
        n += 1;
        let every_second = n.is_multiple_of(4);
        let dirty = app.market.take_dirty();
        for id in dirty.depth {
            let Some(m) = app.market.market(id) else { continue };
            let payload = depth_payload(&m, &app.market.depth(id), app.clock.now_ms());
            emit(
                &app,
                vec![format!("market_depth:{}", m.symbol())],
                "market_depth",
                &payload,
            )
            .await;
        }
        for ((id, period), candle) in dirty.candles {
            let Some(m) = app.market.market(id) else { continue };
            let payload = kline_payload(&m, "kline", period, &candle);
            emit(
                &app,
                vec![format!("kline:{}:{}", m.symbol(), period.name())],
                "kline",
                &payload,
            )
            .await;
            legacy_candles.insert((id, period), payload);
        }
        for ((id, period), candle) in dirty.index_candles {
            let Some(m) = app.market.market(id) else { continue };
            let payload = kline_payload(&m, "index_kline", period, &candle);
            let room = format!("index_kline:{}:{}", m.symbol(), period.name());
            emit(&app, vec![room], "index_kline", &payload).await;
        }
        if every_second {
            for (_, payload) in legacy_candles.drain() {
                emit(&app, vec![LEGACY.to_string()], "kline", &payload).await;
            }
            let offset = app
                .settings
                .display_offset(&app.db)
                .await
                .unwrap_or(time::UtcOffset::UTC);
            for m in app.market.markets() {
                if let Some(payload) = daymarket_payload(&app, &m, offset) {
                    emit(
                        &app,
                        vec!["daymarket".to_string(), LEGACY.to_string()],
                        "daymarket",
                        &payload,
                    )
                    .await;
                }
                if m.is_spot() {
                    let payload = depth_payload(&m, &app.market.depth(m.id()), app.clock.now_ms());
                    emit(&app, vec![LEGACY.to_string()], "market_depth", &payload).await;
                }
            }
        }
    }
}
