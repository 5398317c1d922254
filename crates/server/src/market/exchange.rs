//! Exchange connectors (ARCHITECTURE §8, ADR 0020): index prices from the public market-data websockets of
//! Binance and OKX for the crypto pairs they list. One background task per connector keeps the socket open and
//! remembers the latest price of each pair with the moment it arrived; the once-a-second index loop asks for the
//! prices that are still fresh. Prices arrive as decimal strings and are turned into quote minor units exactly,
//! because an index that settles trades must not pick up binary floating-point error.

use std::{
    collections::HashMap,
    sync::{Arc, Mutex},
    time::Duration,
};

use futures_util::{SinkExt, StreamExt};
use serde_json::{Value, json};
use tokio::task::JoinHandle;
use tokio_tungstenite::tungstenite::Message;

use super::{Market, index::PriceFeed, pow10};
use crate::money::Scale;
use crate::{clock::Clock, money};

/// How old a price may be and still be reported: an exchange that has gone quiet must not keep the index still.
pub const STALE_MS: i64 = 10_000;

/// The first wait before reconnecting, doubled after every connection that delivered nothing.
const MIN_BACKOFF: Duration = Duration::from_secs(1);
/// The longest wait between two connection attempts.
const MAX_BACKOFF: Duration = Duration::from_secs(30);
/// Silence after which the connector probes the connection; below OKX's 30-second idle cut-off.
const PROBE_AFTER: Duration = Duration::from_secs(20);
/// Further silence after a probe after which the connection counts as dead.
const DEAD_AFTER: Duration = Duration::from_secs(10);
/// How long opening a connection (TCP, TLS and the websocket handshake) may take.
const CONNECT_TIMEOUT: Duration = Duration::from_secs(10);

/// The exchanges Mercato can take index prices from; the name is the feed setting and the stored sample source.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Exchange {
    /// Spot `<symbol>@miniTicker` streams: the last price, pushed once a second.
    Binance,
    /// The public `tickers` channel: the last price, pushed on every trade (at most every 100 ms).
    Okx,
    /// Finnhub's trades websocket for US stocks (`market.stock_feed`, with the operator's key): the price of every
    /// trade, in US dollars, counted as USDT (ADR 66).
    Finnhub,
}

/// What one text frame from an exchange says.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Frame {
    /// Last prices, as the exchange wrote them.
    Prices(Vec<Tick>),
    /// The exchange refused something (usually a subscription to an instrument it does not list).
    Refused(String),
    /// Acknowledgements, keep-alive answers and anything else that carries no price.
    Other,
}

/// One last price of one exchange instrument, still in the exchange's decimal notation.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Tick {
    /// The exchange's instrument name, as [`Exchange::instrument`] writes it.
    pub instrument: String,
    /// The last price exactly as the frame wrote it, so that converting it loses nothing.
    pub price: String,
}

impl Exchange {
    /// The exchange a `market.feed` value names, if it names one.
    pub fn from_name(name: &str) -> Option<Exchange> {
        match name {
            "binance" => Some(Exchange::Binance),
            "okx" => Some(Exchange::Okx),
            "finnhub" => Some(Exchange::Finnhub),
            _ => None,
        }
    }

    /// The feed setting and the source stored beside every sample it gives.
    pub fn name(self) -> &'static str {
        match self {
            Exchange::Binance => "binance",
            Exchange::Okx => "okx",
            Exchange::Finnhub => "finnhub",
        }
    }

    /// The category of instruments the venue lists: crypto pairs on the exchanges, stocks on Finnhub.
    pub fn category(self) -> &'static str {
        match self {
            Exchange::Binance | Exchange::Okx => "crypto",
            Exchange::Finnhub => "stock",
        }
    }

    /// The public endpoint, used unless `market.feed_url` points elsewhere (a proxy, or a test server).
    pub fn default_url(self) -> &'static str {
        match self {
            Exchange::Binance => "wss://stream.binance.com:9443/stream",
            Exchange::Okx => "wss://ws.okx.com:8443/ws/v5/public",
            Exchange::Finnhub => "wss://ws.finnhub.io",
        }
    }

    /// The exchange's name of a Mercato pair (`BTC/USDT` is `btcusdt` on Binance and `BTC-USDT` on OKX).
    pub fn instrument(self, symbol: &str) -> Option<String> {
        let (base, quote) = symbol.split_once('/')?;
        let valid = |s: &str| !s.is_empty() && s.bytes().all(|b| b.is_ascii_alphanumeric());
        if !valid(base) || !valid(quote) {
            return None;
        }
        Some(match self {
            Exchange::Binance => format!("{base}{quote}").to_ascii_lowercase(),
            Exchange::Okx => format!("{base}-{quote}").to_ascii_uppercase(),
            Exchange::Finnhub => base.to_ascii_uppercase(),
        })
    }

    /// The messages that subscribe to the last prices of the given instruments, sent on every connection.
    pub fn subscribe(self, instruments: &[String]) -> Vec<String> {
        if instruments.is_empty() {
            return Vec::new();
        }
        let message = match self {
            Exchange::Binance => json!({
                "method": "SUBSCRIBE",
                "params": instruments.iter().map(|i| format!("{i}@miniTicker")).collect::<Vec<_>>(),
                "id": 1,
            }),
            Exchange::Okx => json!({
                "op": "subscribe",
                "args": instruments
                    .iter()
                    .map(|i| json!({"channel": "tickers", "instId": i}))
                    .collect::<Vec<_>>(),
            }),
            Exchange::Finnhub => return super::stocks::subscribe(instruments),
        };
        vec![message.to_string()]
    }

    /// What to send when the connection has been silent: OKX wants the text `ping` (and answers `pong`); Binance
    /// answers a websocket ping.
    fn probe(self) -> Message {
        match self {
            Exchange::Binance | Exchange::Finnhub => Message::Ping(Default::default()),
            Exchange::Okx => Message::text("ping"),
        }
    }

    /// Reads one text frame.
    pub fn parse(self, text: &str) -> Frame {
        let Ok(frame) = serde_json::from_str::<Value>(text) else {
            return Frame::Other;
        };
        match self {
            Exchange::Binance => parse_binance(&frame),
            Exchange::Okx => parse_okx(&frame),
            Exchange::Finnhub => super::stocks::parse(&frame),
        }
    }
}

/// Binance: `{"stream": "btcusdt@miniTicker", "data": {"e": "24hrMiniTicker", "s": "BTCUSDT", "c": "…"}}`, or the
/// bare event on the single-stream endpoint; `{"error": {…}, "id": 1}` when a request is refused.
fn parse_binance(frame: &Value) -> Frame {
    if let Some(error) = frame.get("error") {
        return Frame::Refused(error.to_string());
    }
    let event = frame.get("data").unwrap_or(frame);
    let text = |key: &str| event.get(key).and_then(Value::as_str);
    match (text("e"), text("s"), text("c")) {
        (Some("24hrMiniTicker"), Some(symbol), Some(close)) => Frame::Prices(vec![Tick {
            instrument: symbol.to_ascii_lowercase(),
            price: close.to_string(),
        }]),
        _ => Frame::Other,
    }
}

/// OKX: `{"arg": {"channel": "tickers", …}, "data": [{"instId": "BTC-USDT", "last": "…"}]}`; events such as
/// `{"event": "error", "code": "60018", "msg": "…"}` otherwise.
fn parse_okx(frame: &Value) -> Frame {
    if frame.get("event").and_then(Value::as_str) == Some("error") {
        let field = |key: &str| frame.get(key).and_then(Value::as_str).unwrap_or_default();
        return Frame::Refused(format!("{} {}", field("code"), field("msg")));
    }
    if frame.pointer("/arg/channel").and_then(Value::as_str) != Some("tickers") {
        return Frame::Other;
    }
    let ticks: Vec<Tick> = frame
        .get("data")
        .and_then(Value::as_array)
        .into_iter()
        .flatten()
        .filter_map(|d| {
            Some(Tick {
                instrument: d.get("instId")?.as_str()?.to_string(),
                price: d.get("last")?.as_str()?.to_string(),
            })
        })
        .collect();
    if ticks.is_empty() {
        Frame::Other
    } else {
        Frame::Prices(ticks)
    }
}

/// A decimal price in quote minor units, rounded half up to the market's tick; `None` unless it is a positive
/// plain decimal. Exact at any length: the digits beyond the tick only decide the rounding.
pub fn price_minor(text: &str, quote: Scale, price_scale: Scale) -> Option<i64> {
    let text = text.trim();
    let decimals = usize::try_from(price_scale.min(quote).digits()).ok()?;
    let (whole, fraction) = text.split_once('.').unwrap_or((text, ""));
    if !fraction.bytes().all(|b| b.is_ascii_digit()) {
        return None;
    }
    let price = if fraction.len() <= decimals {
        money::parse(text, quote)?
    } else {
        let (kept, dropped) = fraction.split_at(decimals);
        let whole = if whole.is_empty() { "0" } else { whole };
        let truncated = money::parse(&format!("{whole}.{kept}"), quote)?;
        if dropped.as_bytes().first().is_some_and(|d| *d >= b'5') {
            truncated.checked_add(pow10(quote - price_scale))?
        } else {
            truncated
        }
    };
    (price > 0).then_some(price)
}

/// A Mercato market as one exchange names it, with what converting its prices needs.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Pair {
    /// The Mercato market the prices are stored for.
    pub market_id: i64,
    /// The exchange's instrument name.
    pub instrument: String,
    /// Decimals of the quote asset: prices are stored in its minor units.
    pub quote_scale: Scale,
    /// Decimals of the market's tick, to which prices are rounded so that they are valid order prices.
    pub price_scale: Scale,
}

/// The pairs to ask a venue for: the instruments of its category (crypto pairs on the exchanges, stocks on a
/// stock feed), never a market priced by its own book.
pub fn pairs(exchange: Exchange, markets: &[std::sync::Arc<Market>]) -> Vec<Pair> {
    markets
        .iter()
        .filter(|m| m.row.category == exchange.category() && m.row.index_from_book == 0)
        .filter_map(|m| {
            Some(Pair {
                market_id: m.id(),
                instrument: exchange.instrument(m.symbol())?,
                quote_scale: m.quote_scale,
                price_scale: m.row.price_scale,
            })
        })
        .collect()
}

/// The newest price of each market with the local time (unix ms) it arrived, shared between the connection task
/// and the index loop. Arrival time rather than the exchange's own timestamp decides staleness, so a skewed clock
/// on either side cannot keep a dead price alive.
#[derive(Debug, Default)]
pub struct Latest {
    prices: Mutex<HashMap<i64, (i64, i64)>>,
}

impl Latest {
    /// Remembers a price that arrived at `at` (unix ms).
    pub fn set(&self, market_id: i64, price: i64, at: i64) {
        if let Ok(mut prices) = self.prices.lock() {
            prices.insert(market_id, (price, at));
        }
    }

    /// `(market_id, price)` of every market whose price arrived at most [`STALE_MS`] before `ts`.
    pub fn fresh(&self, ts: i64) -> Vec<(i64, i64)> {
        let mut fresh: Vec<(i64, i64)> = self
            .prices
            .lock()
            .map(|prices| {
                prices
                    .iter()
                    .filter(|(_, (_, at))| ts - at <= STALE_MS)
                    .map(|(&id, &(price, _))| (id, price))
                    .collect()
            })
            .unwrap_or_default();
        fresh.sort_unstable();
        fresh
    }

    /// Every market that has had a price since the connector started.
    pub fn seen(&self) -> Vec<i64> {
        let mut seen: Vec<i64> = self
            .prices
            .lock()
            .map(|prices| prices.keys().copied().collect())
            .unwrap_or_default();
        seen.sort_unstable();
        seen
    }
}

/// A running connector: the feed the index loop asks, backed by a task that keeps the websocket open. Dropping
/// it stops the task.
#[derive(Debug)]
pub struct Connector {
    exchange: Exchange,
    latest: Arc<Latest>,
    /// Markets claimed from the start whether or not a price came (outside demo mode: a pair the venue never
    /// prices stays unpriced rather than simulated, ADR 66).
    claimed: Vec<i64>,
    task: JoinHandle<()>,
}

impl Connector {
    /// Starts the connection task for `pairs` at `url`; it reconnects for as long as the connector lives.
    pub fn spawn(exchange: Exchange, url: String, pairs: Vec<Pair>, clock: Clock) -> Connector {
        let latest = Arc::new(Latest::default());
        let task = tokio::spawn(connect_forever(exchange, url, pairs, latest.clone(), clock));
        Connector {
            exchange,
            latest,
            claimed: Vec::new(),
            task,
        }
    }

    /// Claims every pair it was started for, priced or not.
    pub fn claiming(mut self, markets: Vec<i64>) -> Connector {
        self.claimed = markets;
        self
    }
}

impl Drop for Connector {
    fn drop(&mut self) {
        self.task.abort();
    }
}

impl PriceFeed for Connector {
    fn source(&self) -> &str {
        self.exchange.name()
    }

    fn prices(&mut self, ts: i64) -> Vec<(i64, i64)> {
        self.latest.fresh(ts)
    }

    fn claims(&self) -> Vec<i64> {
        let mut claims = self.latest.seen();
        claims.extend(&self.claimed);
        claims
    }
}

/// Connects, and reconnects with a back-off of 1 to 30 seconds, reset by every connection that delivered prices.
async fn connect_forever(
    exchange: Exchange,
    url: String,
    pairs: Vec<Pair>,
    latest: Arc<Latest>,
    clock: Clock,
) {
    let mut backoff = MIN_BACKOFF;
    loop {
        match session(exchange, &url, &pairs, &latest, &clock).await {
            Ok(true) => {
                backoff = MIN_BACKOFF;
                tracing::info!(exchange = exchange.name(), "market data connection closed");
            }
            Ok(false) => tracing::warn!(
                exchange = exchange.name(),
                "market data connection closed before any price"
            ),
            Err(err) => tracing::warn!(exchange = exchange.name(), %err, "market data connection failed"),
        }
        tokio::time::sleep(backoff).await;
        backoff = (backoff * 2).min(MAX_BACKOFF);
    }
}

/// One connection: subscribe, then store every price until the connection ends. Answers whether any price came.
async fn session(
    exchange: Exchange,
    url: &str,
    pairs: &[Pair],
    latest: &Latest,
    clock: &Clock,
) -> anyhow::Result<bool> {
    let (mut ws, _) = tokio::time::timeout(CONNECT_TIMEOUT, tokio_tungstenite::connect_async(url)).await??;
    let by_instrument: HashMap<&str, &Pair> = pairs.iter().map(|p| (p.instrument.as_str(), p)).collect();
    let instruments: Vec<String> = pairs.iter().map(|p| p.instrument.clone()).collect();
    for message in exchange.subscribe(&instruments) {
        ws.send(Message::text(message)).await?;
    }
    tracing::info!(
        exchange = exchange.name(),
        pairs = pairs.len(),
        "market data subscribed"
    );
    let mut delivered = false;
    let mut probed = false;
    loop {
        let wait = if probed { DEAD_AFTER } else { PROBE_AFTER };
        let message = match tokio::time::timeout(wait, ws.next()).await {
            Err(_) if probed => anyhow::bail!("no answer to a keep-alive probe"),
            Err(_) => {
                ws.send(exchange.probe()).await?;
                probed = true;
                continue;
            }
            Ok(None) => return Ok(delivered),
            Ok(Some(message)) => message?,
        };
        probed = false;
        let Message::Text(text) = message else {
            continue;
        };
        match exchange.parse(text.as_str()) {
            Frame::Prices(ticks) => {
                let at = clock.now_ms();
                for tick in ticks {
                    let Some(pair) = by_instrument.get(tick.instrument.as_str()) else {
                        continue;
                    };
                    match price_minor(&tick.price, pair.quote_scale, pair.price_scale) {
                        Some(price) => {
                            latest.set(pair.market_id, price, at);
                            delivered = true;
                        }
                        None => tracing::warn!(
                            exchange = exchange.name(),
                            instrument = %tick.instrument,
                            price = %tick.price,
                            "unreadable price ignored"
                        ),
                    }
                }
            }
            Frame::Refused(reason) => {
                tracing::warn!(exchange = exchange.name(), %reason, "market data request refused");
            }
            Frame::Other => {}
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn pairs_are_named_as_each_exchange_names_them() {
        assert_eq!(
            Exchange::Binance.instrument("BTC/USDT").as_deref(),
            Some("btcusdt")
        );
        assert_eq!(Exchange::Okx.instrument("BTC/USDT").as_deref(), Some("BTC-USDT"));
        assert_eq!(
            Exchange::Okx.instrument("doge/usdt").as_deref(),
            Some("DOGE-USDT")
        );
        assert_eq!(Exchange::Binance.instrument("BTCUSDT"), None);
        assert_eq!(Exchange::Binance.instrument("BTC/"), None);
        assert_eq!(Exchange::Okx.instrument("BT C/USDT"), None);
    }

    #[test]
    fn feed_names_select_exchanges() {
        assert_eq!(Exchange::from_name("binance"), Some(Exchange::Binance));
        assert_eq!(Exchange::from_name("okx"), Some(Exchange::Okx));
        assert_eq!(Exchange::from_name("simulator"), None);
        assert_eq!(Exchange::Okx.name(), "okx");
    }

    #[test]
    fn subscriptions_name_every_instrument_in_one_message() {
        let instruments = vec!["btcusdt".to_string(), "ethusdt".to_string()];
        let binance: Value = serde_json::from_str(&Exchange::Binance.subscribe(&instruments)[0]).unwrap();
        assert_eq!(
            binance,
            json!({"method": "SUBSCRIBE", "params": ["btcusdt@miniTicker", "ethusdt@miniTicker"], "id": 1})
        );
        let okx: Value =
            serde_json::from_str(&Exchange::Okx.subscribe(&["BTC-USDT".to_string()])[0]).unwrap();
        assert_eq!(
            okx,
            json!({"op": "subscribe", "args": [{"channel": "tickers", "instId": "BTC-USDT"}]})
        );
        assert!(Exchange::Okx.subscribe(&[]).is_empty());
    }

    #[test]
    fn binance_mini_tickers_give_their_close_price() {
        let combined = r#"{"stream":"btcusdt@miniTicker","data":{"e":"24hrMiniTicker","E":1767225600000,
            "s":"BTCUSDT","c":"97123.45000000","o":"96000.00000000","h":"97500.00000000","l":"95800.00000000",
            "v":"1234.56780000","q":"119000000.00000000"}}"#;
        let tick = |price: &str| {
            Frame::Prices(vec![Tick {
                instrument: "btcusdt".into(),
                price: price.into(),
            }])
        };
        assert_eq!(Exchange::Binance.parse(combined), tick("97123.45000000"));
        let bare = r#"{"e":"24hrMiniTicker","E":1,"s":"BTCUSDT","c":"1.5"}"#;
        assert_eq!(Exchange::Binance.parse(bare), tick("1.5"));
    }

    #[test]
    fn binance_acknowledgements_trades_and_errors_carry_no_price() {
        assert_eq!(Exchange::Binance.parse(r#"{"result":null,"id":1}"#), Frame::Other);
        assert_eq!(
            Exchange::Binance.parse(r#"{"e":"trade","s":"BTCUSDT","p":"1.0"}"#),
            Frame::Other
        );
        assert_eq!(Exchange::Binance.parse("not json"), Frame::Other);
        assert!(matches!(
            Exchange::Binance.parse(r#"{"error":{"code":2,"msg":"Invalid request"},"id":1}"#),
            Frame::Refused(reason) if reason.contains("Invalid request")
        ));
    }

    #[test]
    fn okx_tickers_give_their_last_price_for_every_entry() {
        let frame = r#"{"arg":{"channel":"tickers","instId":"BTC-USDT"},"data":[{"instType":"SPOT",
            "instId":"BTC-USDT","last":"97123.4","lastSz":"0.01","askPx":"97123.5","bidPx":"97123.4",
            "ts":"1767225600000"},{"instId":"ETH-USDT","last":"3456.78"}]}"#;
        assert_eq!(
            Exchange::Okx.parse(frame),
            Frame::Prices(vec![
                Tick {
                    instrument: "BTC-USDT".into(),
                    price: "97123.4".into()
                },
                Tick {
                    instrument: "ETH-USDT".into(),
                    price: "3456.78".into()
                },
            ])
        );
    }

    #[test]
    fn okx_events_pongs_and_other_channels_carry_no_price() {
        let subscribed =
            r#"{"event":"subscribe","arg":{"channel":"tickers","instId":"BTC-USDT"},"connId":"a4d3ae55"}"#;
        assert_eq!(Exchange::Okx.parse(subscribed), Frame::Other);
        assert_eq!(Exchange::Okx.parse("pong"), Frame::Other);
        assert_eq!(
            Exchange::Okx.parse(r#"{"arg":{"channel":"trades","instId":"BTC-USDT"},"data":[{"px":"1"}]}"#),
            Frame::Other
        );
        let error = r#"{"event":"error","code":"60018","msg":"Wrong URL or channel:tickers,instId:XYZ-USDT doesn't exist","connId":"a4d3ae55"}"#;
        assert!(matches!(
            Exchange::Okx.parse(error),
            Frame::Refused(reason) if reason.starts_with("60018 ") && reason.contains("XYZ-USDT")
        ));
    }

    #[test]
    fn prices_are_exact_minor_units_rounded_half_up_to_the_tick() {
        assert_eq!(
            price_minor("97123.45000000", Scale::USDT, Scale::new(2)),
            Some(9_712_345_000_000)
        );
        assert_eq!(
            price_minor("97123.4", Scale::USDT, Scale::new(2)),
            Some(9_712_340_000_000)
        );
        assert_eq!(
            price_minor("97123", Scale::USDT, Scale::new(2)),
            Some(9_712_300_000_000)
        );
        assert_eq!(
            price_minor("97123.455", Scale::USDT, Scale::new(2)),
            Some(9_712_346_000_000)
        );
        assert_eq!(
            price_minor("97123.45499999", Scale::USDT, Scale::new(2)),
            Some(9_712_345_000_000)
        );
        assert_eq!(
            price_minor("97123.999", Scale::USDT, Scale::new(2)),
            Some(9_712_400_000_000)
        );
        assert_eq!(
            price_minor("0.123456789012", Scale::USDT, Scale::new(6)),
            Some(12_345_700)
        );
        assert_eq!(price_minor(".5", Scale::USDT, Scale::new(0)), Some(100_000_000));
        assert_eq!(
            price_minor(" 2.50 ", Scale::USDT, Scale::new(5)),
            Some(250_000_000)
        );
    }

    #[test]
    fn prices_that_are_not_positive_decimals_are_refused() {
        for text in [
            "", "0", "0.000", "0.001", "-1", "1e5", "1.2.3", "abc", "1,5", "NaN", "1.٣",
        ] {
            assert_eq!(price_minor(text, Scale::USDT, Scale::new(2)), None, "{text}");
        }
    }

    #[test]
    fn only_prices_from_the_last_ten_seconds_are_reported() {
        let latest = Latest::default();
        latest.set(1, 100, 50_000);
        latest.set(2, 200, 45_000);
        assert_eq!(latest.fresh(55_000), vec![(1, 100), (2, 200)]);
        assert_eq!(latest.fresh(55_001), vec![(1, 100)]);
        assert_eq!(latest.fresh(60_000), vec![(1, 100)]);
        assert_eq!(latest.fresh(60_001), Vec::<(i64, i64)>::new());
        latest.set(1, 101, 61_000);
        assert_eq!(latest.fresh(62_000), vec![(1, 101)]);
        assert_eq!(latest.seen(), vec![1, 2]);
    }
}
