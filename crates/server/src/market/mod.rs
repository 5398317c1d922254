//! The market core (ARCHITECTURE §8–9): the instruments, the index fed by a price feed, candles and rolling
//! tickers, one task per spot market that owns its order book, the demo market maker, and the public events
//! they publish. Other features reach it only through [`Hub`]'s methods and the spot task's messages, so a market
//! could later be owned by another node.

pub mod demo;
pub mod events;
pub mod exchange;
pub mod fresh;
pub mod hours;
pub mod index;
pub mod kline;
pub mod matching;
pub mod pricing;
pub mod publish;
pub mod repo;
pub mod sim;
pub mod spot;
pub mod stocks;
pub mod ticker;
pub mod view;

use std::{
    collections::{HashMap, HashSet},
    sync::{
        Arc, Mutex, RwLock,
        atomic::{AtomicI64, Ordering},
    },
};

use tokio::sync::mpsc;

use self::{
    kline::Candle,
    repo::MarketRow,
    ticker::{Rolling, Summary},
};
use crate::ids::AssetId;
use crate::money::Scale;
use crate::{clock::Clock, db::Db};

/// Powers of ten as `i64`, for scales up to 18.
pub fn pow10(exp: i64) -> i64 {
    10_i64.checked_pow(u32::try_from(exp).unwrap_or(0)).unwrap_or(1)
}

/// One instrument with the arithmetic of its ticks and lots.
#[derive(Debug, Clone)]
pub struct Market {
    pub row: MarketRow,
    /// Scale of the quote asset (and, for crypto, of the base asset).
    pub quote_scale: Scale,
    pub base_scale: Scale,
    pub quote_symbol: String,
}

impl Market {
    pub fn id(&self) -> i64 {
        self.row.id
    }

    pub fn symbol(&self) -> &str {
        &self.row.symbol
    }

    /// Whether it has an order book on Mercato.
    pub fn is_spot(&self) -> bool {
        self.row.market_from == 1 && self.row.base_asset_id.is_some()
    }

    /// Quote minor units in one price tick.
    pub fn tick(&self) -> i64 {
        pow10(self.quote_scale - self.row.price_scale)
    }

    /// Base minor units in one lot.
    pub fn lot(&self) -> i64 {
        pow10(self.base_scale - self.row.qty_scale)
    }

    /// What `lots` at `ticks` cost in quote minor units: exact, because price and quantity scales together never
    /// exceed the quote scale.
    pub fn cost(&self, ticks: i64, lots: i64) -> Option<i64> {
        let factor = pow10(self.quote_scale - self.row.price_scale - self.row.qty_scale);
        let product = i128::from(ticks) * i128::from(lots) * i128::from(factor);
        i64::try_from(product).ok()
    }

    /// A price in quote minor units.
    pub fn price_minor(&self, ticks: i64) -> i64 {
        ticks.saturating_mul(self.tick())
    }
}

/// The latest index price of an instrument and where it came from.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Sample {
    /// Second of the sample (unix ms, a multiple of 1000).
    pub ts: i64,
    /// Quote minor units.
    pub price: i64,
    pub source: String,
}

/// What the public publisher sends next: depth snapshots of books that changed, and current candles of trades
/// and of the index.
#[derive(Default)]
pub struct Dirty {
    pub depth: HashSet<i64>,
    pub candles: HashMap<(i64, kline::Period), Candle>,
    pub index_candles: HashMap<(i64, kline::Period), Candle>,
}

/// The shared state of the market core.
pub struct Hub {
    /// Every instrument; markets an operator opens at run time are appended, none is ever removed.
    markets: RwLock<Vec<Arc<Market>>>,
    index: RwLock<HashMap<i64, Sample>>,
    tickers: Mutex<HashMap<i64, Rolling>>,
    depth: RwLock<HashMap<i64, engine::Depth>>,
    dirty: Mutex<Dirty>,
    books: RwLock<HashMap<i64, mpsc::Sender<spot::Command>>>,
    /// Where a book opened at run time goes, on the node that runs the books: the database its tasks write with
    /// (fenced in a cluster) and the matching thread's queue of new tasks.
    opener: Mutex<Option<(Db, mpsc::UnboundedSender<matching::Task>)>>,
    /// The last trade id handed out. Trade ids are given here rather than by the database so that a batch can
    /// write all its trades in one statement at its end (ADR 27); only the market tasks of this process write
    /// trades, and an id lost to a batch that rolled back is a gap, as a database sequence would leave.
    last_trade_id: AtomicI64,
    /// When stocks trade, as the contracts task last read the published rule.
    hours: RwLock<hours::TradingHours>,
    /// The published maximum age of a payout's price (ADR 67).
    max_age: fresh::MaxAge,
    clock: Clock,
}

/// Markets of stored rows, with their assets' scales and symbols.
async fn markets_of(db: &Db, rows: Vec<MarketRow>) -> anyhow::Result<Vec<Arc<Market>>> {
    let assets = crate::ledger::catalogue::assets(db).await?;
    let scale_of = |id: AssetId| {
        assets
            .iter()
            .find(|a| a.id == id)
            .map_or(Scale::USDT, |a| a.scale)
    };
    let symbol_of = |id: AssetId| {
        assets
            .iter()
            .find(|a| a.id == id)
            .map(|a| a.symbol.clone())
            .unwrap_or_default()
    };
    Ok(rows
        .into_iter()
        .map(|row| {
            Arc::new(Market {
                quote_scale: scale_of(row.quote_asset_id),
                base_scale: row.base_asset_id.map_or(Scale::USDT, scale_of),
                quote_symbol: symbol_of(row.quote_asset_id),
                row,
            })
        })
        .collect())
}

/// The newest recorded sample of every instrument.
async fn latest_index(db: &Db) -> Result<HashMap<i64, Sample>, sqlx::Error> {
    Ok(repo::last_samples(db)
        .await?
        .into_iter()
        .map(|(market_id, ts, price, source)| (market_id, Sample { ts, price, source }))
        .collect())
}

impl Hub {
    /// Loads the instruments and the last prices the database remembers.
    pub async fn load(db: &Db, clock: Clock) -> anyhow::Result<Hub> {
        let markets = markets_of(db, repo::markets(db).await?).await?;
        let hub = Hub {
            markets: RwLock::new(markets),
            index: RwLock::new(latest_index(db).await?),
            tickers: Mutex::new(HashMap::new()),
            depth: RwLock::new(HashMap::new()),
            dirty: Mutex::new(Dirty::default()),
            books: RwLock::new(HashMap::new()),
            opener: Mutex::new(None),
            last_trade_id: AtomicI64::new(repo::last_trade_id(db).await?),
            hours: RwLock::new(hours::TradingHours::default()),
            max_age: fresh::MaxAge::default(),
            clock,
        };
        hub.load_tickers(db).await?;
        hub.refresh_max_age(db).await?;
        Ok(hub)
    }

    /// Reads again what other nodes may have written while this one followed: the latest index samples, the
    /// tickers and the highest trade id. A node calls it when it takes the market tasks over.
    pub async fn refresh(&self, db: &Db) -> anyhow::Result<()> {
        self.sync_markets(db).await?;
        let latest = latest_index(db).await?;
        if let Ok(mut index) = self.index.write() {
            *index = latest;
        }
        self.last_trade_id
            .store(repo::last_trade_id(db).await?, Ordering::Relaxed);
        self.load_tickers(db).await
    }

    /// A new trade id, above every id already stored.
    pub fn next_trade_id(&self) -> i64 {
        self.last_trade_id.fetch_add(1, Ordering::Relaxed) + 1
    }

    /// Rebuilds the rolling tickers from the stored minute candles of the last day.
    pub async fn load_tickers(&self, db: &Db) -> anyhow::Result<()> {
        let since = self.clock.now_ms() - 86_400_000;
        let mut tickers = HashMap::new();
        for m in self.markets() {
            let minutes = repo::minute_candles_since(db, m.id(), since).await?;
            let mut rolling = Rolling::from_minutes(minutes.iter().map(repo::CandleRow::candle));
            if rolling.last().is_none()
                && let Some(close) = repo::last_close(db, m.id()).await?
            {
                rolling.add(0, close, 0, 0);
            }
            tickers.insert(m.id(), rolling);
        }
        if let Ok(mut held) = self.tickers.lock() {
            *held = tickers;
        }
        Ok(())
    }

    /// Every instrument, in the order they were listed.
    pub fn markets(&self) -> Vec<Arc<Market>> {
        self.markets.read().map(|m| m.clone()).unwrap_or_default()
    }

    fn find(&self, wanted: impl Fn(&Market) -> bool) -> Option<Arc<Market>> {
        self.markets.read().ok()?.iter().find(|m| wanted(m)).cloned()
    }

    pub fn market(&self, id: i64) -> Option<Arc<Market>> {
        self.find(|m| m.id() == id)
    }

    /// The market of a base (currency id) and quote asset, as clients name pairs.
    pub fn pair(&self, currency_id: i64, legal_id: AssetId) -> Option<Arc<Market>> {
        self.find(|m| m.row.currency_id == currency_id && m.row.quote_asset_id == legal_id)
    }

    /// A market by its symbol, `BTC/USDT` (also `btcusdt` and `BTC-USDT`).
    pub fn by_symbol(&self, symbol: &str) -> Option<Arc<Market>> {
        let wanted: String = symbol.chars().filter(char::is_ascii_alphanumeric).collect();
        self.find(|m| {
            let name: String = m.symbol().chars().filter(char::is_ascii_alphanumeric).collect();
            name.eq_ignore_ascii_case(&wanted)
        })
    }

    /// Adds the markets the database lists that this hub does not know yet (opened by an operator, here or on
    /// another node).
    pub async fn sync_markets(&self, db: &Db) -> anyhow::Result<()> {
        self.refresh_max_age(db).await?;
        let known: HashSet<i64> = self.markets().iter().map(|m| m.id()).collect();
        let rows: Vec<MarketRow> = repo::markets(db)
            .await?
            .into_iter()
            .filter(|r| !known.contains(&r.id))
            .collect();
        if rows.is_empty() {
            return Ok(());
        }
        let added = markets_of(db, rows).await?;
        if let Ok(mut markets) = self.markets.write() {
            for m in added {
                if !markets.iter().any(|k| k.id() == m.id()) {
                    markets.push(m);
                }
            }
        }
        Ok(())
    }

    /// Reads every market again, for a change to a known market's terms made before the tasks start.
    pub async fn reload_markets(&self, db: &Db) -> anyhow::Result<()> {
        let markets = markets_of(db, repo::markets(db).await?).await?;
        if let Ok(mut held) = self.markets.write() {
            *held = markets;
        }
        Ok(())
    }

    /// When stocks trade, as last published.
    pub fn hours(&self) -> hours::TradingHours {
        self.hours.read().map(|h| *h).unwrap_or_default()
    }

    pub fn set_hours(&self, hours: hours::TradingHours) {
        if let Ok(mut h) = self.hours.write() {
            *h = hours;
        }
    }

    /// The latest index sample of a market.
    pub fn index(&self, market_id: i64) -> Option<Sample> {
        self.index.read().ok()?.get(&market_id).cloned()
    }

    /// The index price of an asset in USDT minor units (USDT itself is 1), through its `X/USDT` market.
    pub fn usdt_price(&self, asset_id: AssetId) -> Option<i64> {
        if asset_id == USDT {
            return Some(pow10(8));
        }
        self.index(self.usdt_market(asset_id)?.id()).map(|s| s.price)
    }

    /// An asset's `X/USDT` market, whose index values it.
    pub fn usdt_market(&self, asset_id: AssetId) -> Option<Arc<Market>> {
        self.find(|m| m.row.base_asset_id == Some(asset_id) && m.row.quote_asset_id == USDT)
    }

    pub(crate) fn set_index(&self, market_id: i64, sample: Sample) {
        if let Ok(mut index) = self.index.write() {
            index.insert(market_id, sample);
        }
    }

    /// The rolling 24-hour ticker of a market; spot markets with no trade yet show the index.
    pub fn ticker(&self, market_id: i64) -> Option<Summary> {
        let now = self.clock.now_ms();
        let summary = self
            .tickers
            .lock()
            .ok()?
            .get_mut(&market_id)
            .and_then(|r| r.summary(now));
        summary.or_else(|| {
            self.index(market_id).map(|s| Summary {
                open: s.price,
                high: s.price,
                low: s.price,
                last: s.price,
                volume: 0,
                turnover: 0,
            })
        })
    }

    pub(crate) fn record_trade(&self, market_id: i64, ts: i64, price: i64, volume: i64, turnover: i64) {
        if let Ok(mut tickers) = self.tickers.lock() {
            tickers
                .entry(market_id)
                .or_default()
                .add(ts, price, volume, turnover);
        }
    }

    /// The last published depth of a spot book.
    pub fn depth(&self, market_id: i64) -> engine::Depth {
        self.depth
            .read()
            .ok()
            .and_then(|d| d.get(&market_id).cloned())
            .unwrap_or_default()
    }

    pub(crate) fn set_depth(&self, market_id: i64, depth: engine::Depth) {
        let changed = self
            .depth
            .write()
            .is_ok_and(|mut d| d.insert(market_id, depth.clone()) != Some(depth));
        if changed && let Ok(mut dirty) = self.dirty.lock() {
            dirty.depth.insert(market_id);
        }
    }

    pub(crate) fn touch_candle(&self, market_id: i64, period: kline::Period, candle: Candle) {
        if let Ok(mut dirty) = self.dirty.lock() {
            dirty.candles.insert((market_id, period), candle);
        }
    }

    /// Marks an index candle as it is stored now, for the publisher's next `index_kline` round.
    pub(crate) fn touch_index_candle(&self, market_id: i64, period: kline::Period, candle: Candle) {
        if let Ok(mut dirty) = self.dirty.lock() {
            dirty.index_candles.insert((market_id, period), candle);
        }
    }

    pub(crate) fn take_dirty(&self) -> Dirty {
        self.dirty
            .lock()
            .map(|mut d| std::mem::take(&mut *d))
            .unwrap_or_default()
    }

    /// The task that owns a spot market's book.
    pub fn book(&self, market_id: i64) -> Option<mpsc::Sender<spot::Command>> {
        self.books.read().ok()?.get(&market_id).cloned()
    }

    pub(crate) fn set_books(&self, books: HashMap<i64, mpsc::Sender<spot::Command>>) {
        if let Ok(mut held) = self.books.write() {
            *held = books;
        }
    }

    fn add_book(&self, market_id: i64, book: mpsc::Sender<spot::Command>) {
        if let Ok(mut held) = self.books.write() {
            held.insert(market_id, book);
        }
    }

    fn set_opener(&self, db: Db, tasks: mpsc::UnboundedSender<matching::Task>) {
        if let Ok(mut opener) = self.opener.lock() {
            *opener = Some((db, tasks));
        }
    }

    fn opener(&self) -> Option<(Db, mpsc::UnboundedSender<matching::Task>)> {
        self.opener.lock().ok()?.clone()
    }
}

/// The seeded id of USDT, the quote of every market (API-CONTRACT §3).
pub const USDT: AssetId = AssetId(3);

/// Who hears each new index sample of a market (the contracts' risk task, wired by startup).
pub type SampleListener = Arc<dyn Fn(i64, Sample) + Send + Sync>;

/// What the market's tasks and calls work with, and nothing more: the configuration, the database, the hub, where
/// sockets are sent to, and who hears each index sample.
#[derive(Clone)]
pub struct Ctx {
    pub config: Arc<crate::config::Config>,
    pub db: Db,
    pub market: Arc<Hub>,
    pub fanout: Arc<crate::fanout::Fanout>,
    pub on_sample: SampleListener,
    pub settings: Arc<crate::settings::Cache>,
    pub clock: crate::clock::Clock,
}

/// A spot book's task, with its open orders loaded and its publisher started, and the sender of its commands.
async fn book_task(app: &Ctx, m: &Market) -> anyhow::Result<(matching::Task, mpsc::Sender<spot::Command>)> {
    let (tx, rx) = mpsc::channel(1024);
    let orders = spot::load(app, m).await?;
    let (publish_tx, publish_rx) = mpsc::unbounded_channel();
    tokio::spawn(publish::market_events(app.clone(), m.clone(), publish_rx));
    let task = matching::Task {
        app: app.clone(),
        market: m.clone(),
        orders,
        rx,
        publish_tx,
    };
    Ok((task, tx))
}

/// Learns the markets added to the database since this node loaded them (an operator opened one) and, on the node
/// that runs the books, opens the book of each spot market that has none yet.
pub async fn open_added_books(app: &Ctx) -> anyhow::Result<()> {
    app.market.sync_markets(&app.db).await?;
    let Some((db, tasks)) = app.market.opener() else {
        return Ok(());
    };
    let owner = Ctx { db, ..app.clone() };
    for m in app.market.markets().iter().filter(|m| m.is_spot()) {
        if app.market.book(m.id()).is_some() {
            continue;
        }
        let (task, book) = book_task(&owner, m).await?;
        app.market.add_book(m.id(), book);
        if tasks.send(task).is_err() {
            anyhow::bail!("the matching thread has stopped");
        }
    }
    Ok(())
}

/// Starts the market core's tasks: the index feed, one task per spot book (on the matching thread, which the
/// answer stops), the publishers and, in demo mode, the market maker and the simulated history.
pub async fn start(app: &Ctx, jobs: &crate::jobs::Jobs) -> anyhow::Result<matching::Matching> {
    let hub: &Arc<Hub> = &app.market;
    if let Some(published) = hours::published(&app.db).await? {
        hub.set_hours(published);
    }
    if app.config.market.history_enabled(app.config.server.demo) {
        index::backfill(app).await?;
        hub.load_tickers(&app.db).await?;
    }
    let mut books = HashMap::new();
    let mut markets = Vec::new();
    for m in hub.markets().iter().filter(|m| m.is_spot()) {
        let (task, book) = book_task(app, m).await?;
        markets.push(task);
        books.insert(m.id(), book);
    }
    let (matching, added) = matching::Matching::start(markets)?;
    hub.set_books(books);
    hub.set_opener(app.db.clone(), added);
    let feeds = index::feeds(app)?;
    if !feeds.is_empty() {
        jobs.until_stopped("market_index", index::run(app.clone(), feeds));
    }
    jobs.until_stopped("market_publish", publish::run(app.clone()));
    if app.config.market.maker_enabled(app.config.server.demo) {
        jobs.until_stopped("market_demo", demo::run(app.clone()));
    }
    Ok(matching)
}
