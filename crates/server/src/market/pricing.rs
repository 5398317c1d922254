//! Which feed prices each market, and the guard that keeps money products off simulated prices outside demo mode
//! (ADR 66). The simulator is a picture of a market, not a market: a contract, an option, a quiz round, a dual
//! product or a copied trade settled on it would pay on a path nobody traded. So a server not started with
//! `--demo` refuses to start while such a product is open on a market the simulator would price.

use std::{collections::HashSet, sync::Arc};

use super::{
    Hub, Market,
    exchange::{self, Exchange},
    index::SIMULATOR,
};
use crate::{
    config::{Config, MarketConfig},
    db::Db,
    on_db,
};

/// The venues the configuration names, each with the URL to connect to: the crypto exchange of `market.feed`
/// (none for `simulator`) and the stock feed of `market.stock_feed`. An unknown name is an error.
pub fn venues(config: &MarketConfig) -> anyhow::Result<Vec<(Exchange, String)>> {
    let mut venues = Vec::new();
    match config.feed.as_str() {
        "none" | SIMULATOR => {}
        name => {
            let exchange = Exchange::from_name(name)
                .filter(|e| e.category() == "crypto")
                .ok_or_else(|| {
                    anyhow::anyhow!("market.feed {name:?} is none of simulator, binance, okx or none")
                })?;
            let url = config
                .feed_url
                .clone()
                .unwrap_or_else(|| exchange.default_url().to_string());
            venues.push((exchange, url));
        }
    }
    match config.stock_feed.trim() {
        "" => {}
        name => {
            let exchange = Exchange::from_name(name)
                .filter(|e| e.category() == "stock")
                .ok_or_else(|| anyhow::anyhow!("market.stock_feed {name:?} is not finnhub"))?;
            let base = config
                .stock_feed_url
                .clone()
                .unwrap_or_else(|| exchange.default_url().to_string());
            venues.push((exchange, super::stocks::url(&base, config.stock_feed_key.trim())));
        }
    }
    Ok(venues)
}

/// The markets the configured feeds leave to the simulator: every market but those priced by their own book and
/// those a configured venue lists; none when the feed is `none`.
pub fn simulated(config: &MarketConfig, markets: &[Arc<Market>]) -> Vec<Arc<Market>> {
    if config.feed == "none" {
        return Vec::new();
    }
    let external: HashSet<i64> = venues(config)
        .unwrap_or_default()
        .into_iter()
        .flat_map(|(exchange, _)| exchange::pairs(exchange, markets))
        .map(|p| p.market_id)
        .collect();
    markets
        .iter()
        .filter(|m| m.row.index_from_book == 0 && !external.contains(&m.id()))
        .cloned()
        .collect()
}

/// Markets that money products settle on now: open for contracts (and so copy trading) or seconds options, or
/// named by a dual product not yet settled or a quiz round not yet settled.
pub async fn money_markets(db: &Db) -> Result<HashSet<i64>, sqlx::Error> {
    let ids = on_db!(db, c => sqlx::query_scalar::<_, i64>(
        "SELECT id FROM markets WHERE open_lever = 1 OR open_microtrade = 1 \
         UNION SELECT market_id FROM dual_products WHERE settled_at IS NULL \
         UNION SELECT market_id FROM quiz_rounds WHERE status = 0",
    )
    .fetch_all(c)
    .await)?;
    Ok(ids.into_iter().collect())
}

/// Money held on a market's contracts or options, which closing it would strand.
async fn holds_positions(db: &Db, market_id: i64) -> Result<bool, sqlx::Error> {
    let open = on_db!(db, c => sqlx::query_scalar::<_, i64>(
        "SELECT (SELECT COUNT(*) FROM lever_positions WHERE market_id = $1 AND status IN (0, 1)) \
         + (SELECT COUNT(*) FROM micro_orders WHERE market_id = $1 AND status = 1) \
         + (SELECT COUNT(*) FROM dual_products WHERE market_id = $1 AND settled_at IS NULL) \
         + (SELECT COUNT(*) FROM quiz_rounds WHERE market_id = $1 AND status = 0)",
    )
    .bind(market_id)
    .fetch_one(c)
    .await)?;
    Ok(open > 0)
}

/// Refuses to start a server outside demo mode while a money product is open on a simulated market, naming the
/// markets and the ways out; with `market.close_unpriced` it closes such markets for contracts and options
/// instead, when nothing is held on them.
pub async fn guard(config: &Config, db: &Db, hub: &Hub) -> anyhow::Result<()> {
    venues(&config.market)?;
    if config.server.demo || config.market.simulated_money_markets {
        return Ok(());
    }
    let money = money_markets(db).await?;
    let unpriced: Vec<Arc<Market>> = simulated(&config.market, &hub.markets())
        .into_iter()
        .filter(|m| money.contains(&m.id()))
        .collect();
    if unpriced.is_empty() {
        return Ok(());
    }
    let names: Vec<&str> = unpriced.iter().map(|m| m.symbol()).collect();
    if !config.market.close_unpriced {
        anyhow::bail!(
            "refusing to start: {} would be priced by the simulator (market.feed = {:?}) while open for contracts, \
             options, quiz, dual or copy trading, so their results would come from invented prices. Set market.feed \
             (crypto) or market.stock_feed (stocks) to a venue that prices them, set market.close_unpriced = true to close them for those products, \
             or start with --demo for a demonstration",
            names.join(", "),
            config.market.feed
        );
    }
    for m in &unpriced {
        if holds_positions(db, m.id()).await? {
            anyhow::bail!(
                "refusing to start: {} would be priced by the simulator and still holds open positions, rounds or \
                 products; set market.feed to an exchange that prices it",
                m.symbol()
            );
        }
    }
    let mut tx = db.begin().await?;
    for m in &unpriced {
        crate::on_tx!(&mut tx, c => sqlx::query(
            "UPDATE markets SET open_lever = 0, open_microtrade = 0 WHERE id = $1",
        )
        .bind(m.id())
        .execute(c)
        .await
        .map(|_| ()))?;
    }
    tx.commit().await?;
    tracing::warn!(
        markets = %names.join(", "),
        "closed for contracts and options: no external price (market.close_unpriced)"
    );
    hub.reload_markets(db).await
}

/// Whether a money product may be opened on a market now: not priced by its own book (ADR 50), and not by the
/// simulator outside demo mode (ADR 66).
pub fn may_settle_on(config: &Config, m: &Arc<Market>) -> bool {
    if m.row.index_from_book == 1 {
        return false;
    }
    config.server.demo
        || config.market.simulated_money_markets
        || simulated(&config.market, std::slice::from_ref(m)).is_empty()
}
