//! The index service (ARCHITECTURE §8): once a second it takes a price per instrument from the configured feed,
//! keeps it as the latest index, and stores it as that second's sample, with its source, because settlements
//! must be able to show the exact sample they used. Index-only instruments get their candles from these samples.
//! Samples older than the published retention are deleted hourly. With an exchange connector configured, the
//! exchange prices the instruments it has and the simulator the rest, each sample keeping its own source.

use std::{collections::HashSet, time::Duration};

use super::Ctx;
use super::{
    Sample,
    exchange::{self, Connector},
    kline::{self, Candle},
    repo,
    sim::{SimInstrument, Simulator},
};

/// The source name written beside simulated samples.
pub const SIMULATOR: &str = "simulator";

/// A source of prices: answers the price of each instrument it knows for the given second.
pub trait PriceFeed: Send {
    /// Where the prices come from, stored with every sample.
    fn source(&self) -> &str;
    /// `(market_id, price in quote minor units)` for the second starting at `ts` (unix ms).
    fn prices(&mut self, ts: i64) -> Vec<(i64, i64)>;
    /// Instruments this feed answers for even in a second it has no price for, so that the feeds after it leave
    /// them alone: an exchange price gone stale leaves a gap rather than a simulated price under its name.
    fn claims(&self) -> Vec<i64> {
        Vec::new()
    }
}

impl PriceFeed for Simulator {
    fn source(&self) -> &str {
        SIMULATOR
    }

    fn prices(&mut self, ts: i64) -> Vec<(i64, i64)> {
        self.tick(ts / 1000)
    }
}

/// Where the index of a market opened at listing comes from.
pub const BOOK: &str = "book";

/// The index rule of markets opened at listing (ADR 50): the last price their own book traded at, sampled each
/// second once it has traded. They claim their markets, so no exchange or simulator ever prices them.
pub struct BookFeed {
    hub: std::sync::Arc<super::Hub>,
}

impl BookFeed {
    pub fn new(hub: std::sync::Arc<super::Hub>) -> Self {
        BookFeed { hub }
    }

    fn listed(&self) -> Vec<i64> {
        self.hub
            .markets()
            .iter()
            .filter(|m| m.row.index_from_book == 1)
            .map(|m| m.id())
            .collect()
    }
}

impl PriceFeed for BookFeed {
    fn source(&self) -> &str {
        BOOK
    }

    fn prices(&mut self, _ts: i64) -> Vec<(i64, i64)> {
        self.listed()
            .into_iter()
            .filter_map(|id| Some((id, self.hub.ticker(id)?.last)))
            .collect()
    }

    fn claims(&self) -> Vec<i64> {
        self.listed()
    }
}

/// The simulator over every instrument but those priced by their own book, resuming from the last stored samples.
pub fn simulator(app: &Ctx) -> Simulator {
    let instruments = app
        .market
        .markets()
        .iter()
        .filter(|m| m.row.index_from_book == 0)
        .map(|m| SimInstrument {
            market_id: m.id(),
            price: app.market.index(m.id()).map_or(m.row.sim_price, |s| s.price),
            vol_bp: m.row.sim_vol_bp,
            tick: m.tick(),
        })
        .collect();
    Simulator::new(seed(&app.config), instruments)
}

/// The seed the simulator may use: the configured one, except where money outside demo mode settles on its prices
/// (`market.simulated_money_markets`), which always draws from entropy so that nobody can foresee a result.
pub fn seed(config: &crate::config::Config) -> Option<u64> {
    if !config.server.demo && config.market.simulated_money_markets {
        return None;
    }
    config.market.seed
}

/// Whether a market trades at `ms`: a stock outside its published hours takes no sample, so its price holds and
/// its candles do not grow until it opens again.
fn trading(hub: &super::Hub, hours: &super::hours::TradingHours, market_id: i64, ms: i64) -> bool {
    hub.market(market_id)
        .is_none_or(|m| hours.is_open(&m.row.category, ms))
}

/// Records one second of prices: the latest index, the samples, and the candles of index-only instruments.
pub async fn record(app: &Ctx, ts: i64, source: &str, prices: &[(i64, i64)]) -> anyhow::Result<()> {
    let mut candles = Vec::new();
    // Beside each candle: its market, its period and whether it is the market's trade chart too.
    let mut kept = Vec::new();
    let mut seen = std::collections::HashSet::new();
    for &(market_id, price) in prices {
        // As with the samples, the first price of a market in a second is the one kept.
        let Some(m) = app.market.market(market_id) else {
            continue;
        };
        if seen.insert(market_id) {
            // An index-only instrument's candles are its index; a spot pair keeps its index candles apart.
            for period in kline::PERIODS {
                let candle = Candle::first(period.open_time(ts), price, 0, 0);
                let name = if m.is_spot() {
                    period.index_name()
                } else {
                    period.name()
                };
                candles.push((market_id, name, candle));
                kept.push((market_id, period, !m.is_spot()));
            }
        }
    }
    let mut tx = app.db.begin().await?;
    repo::insert_samples(&mut tx, ts, prices, source).await?;
    let stored = repo::upsert_candles(&mut tx, &candles, false).await?;
    tx.commit().await?;
    for &(market_id, price) in prices {
        let sample = Sample {
            ts,
            price,
            source: source.to_string(),
        };
        app.market.set_index(market_id, sample.clone());
        (app.on_sample)(market_id, sample);
        if app.market.market(market_id).is_some_and(|m| !m.is_spot()) {
            app.market.record_trade(market_id, ts, price, 0, 0);
        }
    }
    // The candles as stored, so that a push carries the period's open, high and low, not only this second.
    for ((market_id, period, trades_too), candle) in kept.into_iter().zip(stored) {
        if trades_too {
            app.market.touch_candle(market_id, period, candle);
        }
        app.market.touch_index_candle(market_id, period, candle);
    }
    Ok(())
}

/// The feeds `market.feed` and `market.stock_feed` ask for, first come first served per instrument: nothing for
/// `none`; else the books of listed markets, the configured venues, and the simulator for whatever they leave.
pub fn feeds(app: &Ctx) -> anyhow::Result<Vec<Box<dyn PriceFeed>>> {
    let config = &app.config.market;
    if config.feed == "none" {
        return Ok(Vec::new());
    }
    let mut feeds = vec![book(app)];
    // Outside demo mode a pair a venue lists is never simulated, even before (or without) its first price.
    let claim_all = !(app.config.server.demo || config.simulated_money_markets);
    for (exchange, url) in super::pricing::venues(config)? {
        let pairs = exchange::pairs(exchange, &app.market.markets());
        let claimed = if claim_all {
            pairs.iter().map(|p| p.market_id).collect()
        } else {
            Vec::new()
        };
        let connector = Connector::spawn(exchange, url, pairs, app.clock.clone()).claiming(claimed);
        feeds.push(Box::new(connector));
    }
    feeds.push(Box::new(simulator(app)));
    Ok(feeds)
}

fn book(app: &Ctx) -> Box<dyn PriceFeed> {
    Box::new(BookFeed {
        hub: app.market.clone(),
    })
}

/// The feed loop: one sample per instrument at the start of every second, and the hourly retention sweep.
pub async fn run(app: Ctx, mut feeds: Vec<Box<dyn PriceFeed>>) {
    let mut last_sweep = 0;
    loop {
        let now = app.clock.now_ms();
        let next = (now / 1000 + 1) * 1000;
        tokio::time::sleep(Duration::from_millis(u64::try_from(next - now).unwrap_or(0))).await;
        if let Err(err) = app.market.refresh_max_age(&app.db).await {
            tracing::warn!(%err, "the index's published age not read again");
        }
        let mut taken = HashSet::new();
        let hours = app.market.hours();
        for feed in &mut feeds {
            let prices: Vec<(i64, i64)> = feed
                .prices(next)
                .into_iter()
                .filter(|(market_id, _)| !taken.contains(market_id))
                .filter(|&(market_id, _)| trading(&app.market, &hours, market_id, next))
                .collect();
            taken.extend(feed.claims());
            taken.extend(prices.iter().map(|&(market_id, _)| market_id));
            if prices.is_empty() {
                continue;
            }
            let source = feed.source().to_string();
            if let Err(err) = record(&app, next, &source, &prices).await {
                tracing::warn!(%err, %source, "index samples not stored");
            }
        }
        if next - last_sweep >= 3_600_000 {
            last_sweep = next;
            let days = crate::rules::list(&app.db, Some("market"))
                .await
                .ok()
                .and_then(|rules| rules.into_iter().find(|r| r.key == "sample_retention_days"))
                .and_then(|r| r.value.parse::<i64>().ok())
                .unwrap_or(30);
            if let Err(err) = repo::delete_samples_before(&app.db, next - days * 86_400_000).await {
                tracing::warn!(%err, "old index samples not deleted");
            }
        }
    }
}

/// Gives a fresh demo charts to look at: for every instrument without candles, a labelled simulated history
/// (the last day in 15-second steps, the 90 days before in 5-minute steps, the two years before in hourly steps)
/// that ends at its current price.
pub async fn backfill(app: &Ctx) -> anyhow::Result<()> {
    let sim = simulator(app);
    let now = app.clock.now_ms();
    let end_second = now / 1000;
    for m in app.market.markets() {
        if repo::has_candles(&app.db, m.id()).await? {
            continue;
        }
        let end = app.market.index(m.id()).map_or(m.row.sim_price, |s| s.price);
        let recent = sim.history(m.id(), end, end_second, 86_400, 15);
        let first = recent.first().map_or(end, |p| p.1);
        let older = sim.history(m.id(), first, end_second - 86_400, 90 * 86_400, 300);
        // Daily, weekly and monthly charts need years, not days: two years before that in hourly steps.
        let oldest_end = older.first().map_or(first, |p| p.1);
        let oldest = sim.history(m.id(), oldest_end, end_second - 91 * 86_400, 730 * 86_400, 3_600);
        let points = |path: &[(i64, i64)]| -> Vec<(i64, i64, i64, i64)> {
            path.iter().map(|&(s, p)| (s * 1000, p, 0, 0)).collect()
        };
        let hours = app.market.hours();
        let open = |points: Vec<(i64, i64, i64, i64)>| -> Vec<(i64, i64, i64, i64)> {
            points
                .into_iter()
                .filter(|p| hours.is_open(&m.row.category, p.0))
                .collect()
        };
        let recent = open(points(&recent));
        let older = open(points(&older[..older.len().saturating_sub(1)]));
        let oldest = open(points(&oldest[..oldest.len().saturating_sub(1)]));
        let mut tx = app.db.begin().await?;
        for period in kline::PERIODS {
            let long = matches!(
                period,
                kline::Period::Min60
                    | kline::Period::Hour4
                    | kline::Period::Day1
                    | kline::Period::Week1
                    | kline::Period::Mon1
            );
            let years = matches!(
                period,
                kline::Period::Day1 | kline::Period::Week1 | kline::Period::Mon1
            );
            let mut path = if years { oldest.clone() } else { Vec::new() };
            if long {
                path.extend_from_slice(&older);
            }
            path.extend_from_slice(&recent);
            let folded = kline::fold(period, &path);
            let mut rows: Vec<_> = folded.iter().map(|c| (m.id(), period.name(), *c)).collect();
            if m.is_spot() {
                rows.extend(folded.iter().map(|c| (m.id(), period.index_name(), *c)));
            }
            repo::upsert_candles(&mut tx, &rows, true).await?;
        }
        tx.commit().await?;
    }
    Ok(())
}
