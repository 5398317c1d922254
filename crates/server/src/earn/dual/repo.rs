//! Dual-investment rows as the scheduler and the calls read and write them.

use super::{Kind, Terms};
use crate::ids::{AssetId, UserId};
use crate::{db::Db, db::Tx, on_db, on_tx};

#[derive(Debug, Clone, sqlx::FromRow)]
pub struct ProductRow {
    pub id: i64,
    pub asset_id: AssetId,
    pub market_id: i64,
    pub kind: String,
    pub name: String,
    pub apr_ppm: i64,
    pub exercise_price: i64,
    /// 0 for a product whose term is minutes.
    pub days: i64,
    pub term_minutes: i64,
    pub total_number: i64,
    pub purchased_number: i64,
    pub user_limit: i64,
    pub status: i64,
    /// When its sale closes and its term starts.
    pub start_at: i64,
    pub settle_at: i64,
    pub demo: i64,
    pub opened_at: Option<i64>,
    pub settle_price: Option<i64>,
    pub settle_price_ts: Option<i64>,
    pub settle_source: Option<String>,
    pub settled_at: Option<i64>,
    pub created_at: i64,
    /// The coin's scale, from `assets`.
    pub coin_scale: i64,
}

impl ProductRow {
    pub fn kind(&self) -> Kind {
        Kind::parse(&self.kind).unwrap_or(Kind::Call)
    }

    pub fn terms(&self) -> Terms {
        Terms {
            kind: self.kind(),
            apr_ppm: self.apr_ppm,
            exercise_price: self.exercise_price,
            term_minutes: self.term_minutes,
            coin_unit: 10_i64
                .checked_pow(u32::try_from(self.coin_scale).unwrap_or(8))
                .unwrap_or(1),
        }
    }

    /// The asset its orders pay in.
    pub fn pay_asset(&self) -> AssetId {
        match self.kind() {
            Kind::Call => self.asset_id,
            Kind::Put => crate::market::USDT,
        }
    }

    /// On sale now: opened and its sale not yet closed.
    pub fn selling(&self, now: i64) -> bool {
        self.status == 1 && now < self.start_at
    }

    /// May be put on sale at `now`: not on sale, never settled, and its term not yet started (a product of days
    /// starts at its start date whether or not it was ever opened).
    pub fn may_open(&self, now: i64) -> bool {
        let started = (self.opened_at.is_some() || self.days > 0) && self.start_at <= now;
        self.status == 0 && self.settle_source.is_none() && !started
    }
}

/// A statement reading products with their coin's scale, with what follows `FROM dual_products p JOIN assets a`.
#[macro_export]
macro_rules! dual_products {
    ($($rest:expr),+) => {
        concat!(
            "SELECT p.id, p.asset_id, p.market_id, p.kind, p.name, p.apr_ppm, p.exercise_price, p.days, \
             p.term_minutes, p.total_number, p.purchased_number, p.user_limit, p.status, p.start_at, p.settle_at, \
             p.demo, p.opened_at, p.settle_price, p.settle_price_ts, p.settle_source, p.settled_at, p.created_at, \
             a.scale AS coin_scale FROM dual_products p JOIN assets a ON a.id = p.asset_id ",
            $($rest),+
        )
    };
}

#[derive(Debug, Clone, sqlx::FromRow)]
pub struct OrderRow {
    pub id: i64,
    pub user_id: UserId,
    pub product_id: i64,
    pub pay_asset_id: AssetId,
    pub number: i64,
    pub principal: i64,
    pub status: i64,
    pub created_at: i64,
    pub settle_price: Option<i64>,
    pub settle_price_ts: Option<i64>,
    pub settle_source: Option<String>,
    pub payout_asset_id: Option<AssetId>,
    pub payout: Option<i64>,
    pub settled_at: Option<i64>,
}

/// A statement reading orders, with what follows `FROM dual_orders`.
#[macro_export]
macro_rules! dual_orders {
    ($($rest:expr),+) => {
        concat!(
            "SELECT id, user_id, product_id, pay_asset_id, number, principal, status, created_at, settle_price, \
             settle_price_ts, settle_source, payout_asset_id, payout, settled_at FROM dual_orders ",
            $($rest),+
        )
    };
}

pub async fn product(tx: &mut Tx, id: i64) -> Result<Option<ProductRow>, sqlx::Error> {
    on_tx!(tx, c => sqlx::query_as::<_, ProductRow>(crate::dual_products!("WHERE p.id = $1"))
        .bind(id)
        .fetch_optional(c)
        .await)
}

/// Every product, newest first, as operators list them.
pub async fn all_products(db: &Db, limit: i64) -> Result<Vec<ProductRow>, sqlx::Error> {
    on_db!(db, c => sqlx::query_as::<_, ProductRow>(crate::dual_products!("ORDER BY p.id DESC LIMIT $1"))
        .bind(limit)
        .fetch_all(c)
        .await)
}

/// Products once put on sale whose settlement second has passed and whose orders are not all paid.
pub async fn due_products(db: &Db, now: i64) -> Result<Vec<ProductRow>, sqlx::Error> {
    on_db!(db, c => sqlx::query_as::<_, ProductRow>(crate::dual_products!(
        "WHERE p.settled_at IS NULL AND p.opened_at IS NOT NULL AND p.settle_at <= $1 \
         ORDER BY p.settle_at, p.id LIMIT 100"
    ))
    .bind(now)
    .fetch_all(c)
    .await)
}

/// Closes the sale of products whose term has started.
pub async fn close_sales(db: &Db, now: i64) -> Result<u64, sqlx::Error> {
    // Most rounds find nothing to close and need no write transaction.
    let open = on_db!(db, c => sqlx::query_scalar::<_, i64>(
        "SELECT COUNT(*) FROM dual_products WHERE status = 1 AND start_at <= $1",
    )
    .bind(now)
    .fetch_one(c)
    .await)?;
    if open == 0 {
        return Ok(0);
    }
    let mut tx = db.begin().await?;
    let n = on_tx!(&mut tx, c => sqlx::query("UPDATE dual_products SET status = 0 WHERE status = 1 AND start_at <= $1")
        .bind(now)
        .execute(c)
        .await
        .map(|r| r.rows_affected()))?;
    tx.commit().await?;
    Ok(n)
}

/// Marks a product's purchased orders as settling.
pub async fn mark_settling(db: &Db, product_id: i64) -> Result<u64, sqlx::Error> {
    let mut tx = db.begin().await?;
    let n = on_tx!(&mut tx, c => sqlx::query("UPDATE dual_orders SET status = 2 WHERE product_id = $1 AND status = 1")
        .bind(product_id)
        .execute(c)
        .await
        .map(|r| r.rows_affected()))?;
    tx.commit().await?;
    Ok(n)
}

/// Records a product's settlement price once; a product whose price is recorded keeps it.
pub async fn record_price(
    db: &Db,
    id: i64,
    price: Option<(i64, i64)>,
    source: &str,
) -> Result<bool, sqlx::Error> {
    let mut tx = db.begin().await?;
    let n = on_tx!(&mut tx, c => sqlx::query(
        "UPDATE dual_products SET settle_price = $1, settle_price_ts = $2, settle_source = $3 \
         WHERE id = $4 AND settle_source IS NULL",
    )
    .bind(price.map(|(p, _)| p))
    .bind(price.map(|(_, ts)| ts))
    .bind(source)
    .bind(id)
    .execute(c)
    .await
    .map(|r| r.rows_affected()))?;
    tx.commit().await?;
    Ok(n == 1)
}

/// Ids of a product's orders waiting for their payout.
pub async fn settling_orders(db: &Db, product_id: i64) -> Result<Vec<i64>, sqlx::Error> {
    on_db!(db, c => sqlx::query_scalar::<_, i64>(
        "SELECT id FROM dual_orders WHERE product_id = $1 AND status IN (1, 2) ORDER BY id",
    )
    .bind(product_id)
    .fetch_all(c)
    .await)
}

pub async fn order_in(tx: &mut Tx, id: i64) -> Result<Option<OrderRow>, sqlx::Error> {
    on_tx!(tx, c => sqlx::query_as::<_, OrderRow>(crate::dual_orders!("WHERE id = $1"))
        .bind(id)
        .fetch_optional(c)
        .await)
}

pub struct Settlement<'a> {
    pub id: i64,
    pub status: i64,
    pub price: Option<i64>,
    pub price_ts: Option<i64>,
    pub source: &'a str,
    pub payout_asset: AssetId,
    pub payout: i64,
    pub now: i64,
}

/// Settles an order still waiting for its payout; answers whether this call settled it.
pub async fn settle_order(tx: &mut Tx, s: &Settlement<'_>) -> Result<bool, sqlx::Error> {
    let n = on_tx!(tx, c => sqlx::query(
        "UPDATE dual_orders SET status = $1, settle_price = $2, settle_price_ts = $3, settle_source = $4, \
         payout_asset_id = $5, payout = $6, settled_at = $7 WHERE id = $8 AND status IN (1, 2)",
    )
    .bind(s.status)
    .bind(s.price)
    .bind(s.price_ts)
    .bind(s.source)
    .bind(s.payout_asset)
    .bind(s.payout)
    .bind(s.now)
    .bind(s.id)
    .execute(c)
    .await
    .map(|r| r.rows_affected()))?;
    Ok(n == 1)
}

/// Marks a product settled once none of its orders waits.
pub async fn finish_product(db: &Db, id: i64, now: i64) -> Result<bool, sqlx::Error> {
    let mut tx = db.begin().await?;
    let n = on_tx!(&mut tx, c => sqlx::query(
        "UPDATE dual_products SET settled_at = $1, status = 0 WHERE id = $2 AND settled_at IS NULL \
         AND settle_source IS NOT NULL \
         AND NOT EXISTS (SELECT 1 FROM dual_orders WHERE product_id = $2 AND status IN (1, 2))",
    )
    .bind(now)
    .bind(id)
    .execute(c)
    .await
    .map(|r| r.rows_affected()))?;
    tx.commit().await?;
    Ok(n == 1)
}

/// Every commitment the reserves stand behind: each product on sale with its unsold shares (with `also` counted
/// as if on sale with all of its shares), and each product's shares in orders not yet paid.
pub async fn commitments(tx: &mut Tx, also: i64) -> Result<Vec<(ProductRow, i64)>, sqlx::Error> {
    let rows = on_tx!(tx, c => sqlx::query_as::<_, ProductRow>(crate::dual_products!(
        "WHERE p.status = 1 OR p.id = $1 OR EXISTS (SELECT 1 FROM dual_orders o WHERE o.product_id = p.id \
         AND o.status IN (1, 2)) ORDER BY p.id"
    ))
    .bind(also)
    .fetch_all(c)
    .await)?;
    let open = on_tx!(tx, c => sqlx::query_as::<_, (i64, i64)>(
        "SELECT product_id, CAST(SUM(number) AS BIGINT) FROM dual_orders WHERE status IN (1, 2) GROUP BY product_id",
    )
    .fetch_all(c)
    .await)?;
    Ok(rows
        .into_iter()
        .map(|p| {
            let unsold = if p.id == also {
                p.total_number
            } else if p.status == 1 {
                p.total_number - p.purchased_number
            } else {
                0
            };
            let held = open.iter().find(|(id, _)| *id == p.id).map_or(0, |(_, n)| *n);
            let shares = if p.id == also { unsold } else { unsold + held };
            (p, shares)
        })
        .collect())
}

/// The newest index sample of a market at or before `ts` and not older than `window` ms: price, second, source.
pub async fn sample_before(
    db: &Db,
    market_id: i64,
    ts: i64,
    window: i64,
) -> Result<Option<(i64, i64, String)>, sqlx::Error> {
    on_db!(db, c => sqlx::query_as::<_, (i64, i64, String)>(
        "SELECT price, ts, source FROM index_samples_named WHERE market_id = $1 AND ts <= $2 AND ts >= $3 \
         ORDER BY ts DESC LIMIT 1",
    )
    .bind(market_id)
    .bind(ts)
    .bind(ts - window)
    .fetch_optional(c)
    .await)
}
