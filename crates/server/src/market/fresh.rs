//! The fresh index: the only price anything the platform pays out may be valued with (ADR 67). A payout valued
//! with an old sample pays at a price the market has left; one valued with a book-priced market's own last trade
//! (ADR 50) pays at a price two accounts can make by trading with each other. So a payout reads an index sample
//! from an external feed (an exchange, or the simulator in demo mode), no older than the published
//! `market.index_max_age_seconds`, and refuses without one.

use std::sync::Mutex;

use super::{Hub, Sample, index::BOOK, pow10};
use crate::{db::Db, ids::AssetId, rules};

/// The published rule's key (product `market`) and its value until an operator sets one.
pub const MAX_AGE_KEY: &str = "index_max_age_seconds";
pub const DEFAULT_MAX_AGE_SECONDS: i64 = 10;

/// The published maximum age as last read. The hub reads it when it loads, and again, once a rule change has
/// committed in this process, from the index loop each second and the market sync of other nodes.
#[derive(Default)]
pub struct MaxAge(Mutex<Option<(u64, i64)>>);

impl MaxAge {
    /// The age as last read, in milliseconds (the default before the first read).
    fn current(&self) -> i64 {
        self.0
            .lock()
            .ok()
            .and_then(|kept| kept.map(|(_, ms)| ms))
            .unwrap_or(DEFAULT_MAX_AGE_SECONDS * 1000)
    }

    async fn ms(&self, db: &Db) -> Result<i64, sqlx::Error> {
        let changes = rules::changes();
        if let Ok(kept) = self.0.lock()
            && let Some((seen, ms)) = *kept
            && seen == changes
        {
            return Ok(ms);
        }
        let seconds = rules::list(db, Some("market"))
            .await?
            .into_iter()
            .find(|r| r.key == MAX_AGE_KEY)
            .and_then(|r| r.value.trim().parse::<i64>().ok())
            .filter(|s| *s > 0)
            .unwrap_or(DEFAULT_MAX_AGE_SECONDS);
        let ms = seconds.saturating_mul(1000);
        if let Ok(mut kept) = self.0.lock() {
            *kept = Some((changes, ms));
        }
        Ok(ms)
    }
}

/// Whether a sample may value a payout at `now`: from an external feed, and no older than `max_age_ms`.
pub fn is_fresh(sample: &Sample, now: i64, max_age_ms: i64) -> bool {
    sample.source != BOOK && now.saturating_sub(sample.ts) <= max_age_ms
}

impl Hub {
    /// Reads the published maximum age again if a rule changed since it was last read; answers it in ms.
    pub async fn refresh_max_age(&self, db: &Db) -> Result<i64, sqlx::Error> {
        self.max_age.ms(db).await
    }

    /// The published maximum age of a payout's price, in milliseconds, as last read.
    pub fn max_age_ms(&self) -> i64 {
        self.max_age.current()
    }

    /// The latest index sample of a market if it may value a payout now (see [`is_fresh`]).
    pub fn fresh_index(&self, market_id: i64) -> Option<Sample> {
        let sample = self.index(market_id)?;
        is_fresh(&sample, self.clock.now_ms(), self.max_age_ms()).then_some(sample)
    }

    /// The fresh index price of one whole unit of an asset in USDT minor units (USDT itself is 1): what convert,
    /// loans, quick buy, floating P2P prices and VIP valuation use. `None` for an asset with no external price
    /// recorded within the published age, which those products refuse.
    pub fn fresh_usdt_price(&self, asset_id: AssetId) -> Option<i64> {
        if asset_id == super::USDT {
            return Some(pow10(8));
        }
        self.fresh_index(self.usdt_market(asset_id)?.id())
            .map(|s| s.price)
    }

    /// The latest external index price of an asset however old: where to look again, never what to pay.
    pub fn external_usdt_price(&self, asset_id: AssetId) -> Option<i64> {
        if asset_id == super::USDT {
            return Some(pow10(8));
        }
        self.index(self.usdt_market(asset_id)?.id())
            .filter(|s| s.source != BOOK)
            .map(|s| s.price)
    }

    /// Whether a market's index comes from its own book (ADR 50), so that no payout may be valued with it.
    pub fn is_book_priced(&self, market_id: i64) -> bool {
        self.market(market_id).is_some_and(|m| m.row.index_from_book == 1)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn sample(ts: i64, source: &str) -> Sample {
        Sample {
            ts,
            price: 100,
            source: source.into(),
        }
    }

    #[test]
    fn a_sample_older_than_the_published_age_values_nothing() {
        assert!(is_fresh(&sample(1_000, "simulator"), 11_000, 10_000));
        assert!(!is_fresh(&sample(1_000, "simulator"), 11_001, 10_000));
    }

    #[test]
    fn a_book_priced_sample_values_nothing_however_new() {
        assert!(!is_fresh(&sample(1_000, BOOK), 1_000, 10_000));
        assert!(is_fresh(&sample(1_000, "binance"), 1_000, 10_000));
    }
}
