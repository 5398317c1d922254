use crate::ids::{AssetId, UserId};
use crate::{db::Db, db::Tx, on_db, on_tx, wire::int_enum};

int_enum! {
    /// A position's state (API-CONTRACT *LeverTx* `status`).
    pub enum PositionStatus {
        Entrust = 0,
        Holding = 1,
        Closing = 2,
        Closed = 3,
        Cancelled = 4,
    }
}

int_enum! {
    /// A position's direction (API-CONTRACT *LeverTx* `type`).
    pub enum PositionSide {
        Long = 1,
        Short = 2,
    }
}

int_enum! {
    /// Why a position closed (API-CONTRACT *LeverTx* `close_reason`).
    pub enum CloseReason {
        ByUser = 1,
        TakeProfit = 2,
        StopLoss = 3,
        Liquidation = 4,
        Batch = 5,
    }
}

/// The states as the rows store them.
pub const ENTRUST: i64 = PositionStatus::Entrust.wire();
pub const HOLDING: i64 = PositionStatus::Holding.wire();
pub const CLOSED: i64 = PositionStatus::Closed.wire();
pub const CANCELLED: i64 = PositionStatus::Cancelled.wire();

/// Whose a position is (API-CONTRACT *LeverTx* `order_type`): the user's own, or a copy following its trader.
pub const OWN: i64 = 1;
pub const COPY: i64 = 2;

/// The close reasons as the rows store them.
pub const BY_USER: i64 = CloseReason::ByUser.wire();
pub const TAKE_PROFIT: i64 = CloseReason::TakeProfit.wire();
pub const STOP_LOSS: i64 = CloseReason::StopLoss.wire();
pub const LIQUIDATION: i64 = CloseReason::Liquidation.wire();
pub const BATCH: i64 = CloseReason::Batch.wire();

#[derive(Debug, Clone, PartialEq, Eq, sqlx::FromRow)]
pub struct PositionRow {
    pub id: i64,
    pub user_id: UserId,
    pub market_id: i64,
    pub side: i64,
    pub status: i64,
    pub lots: i64,
    pub qty: i64,
    pub leverage: i64,
    pub target_price: i64,
    pub open_price: i64,
    pub open_ts: Option<i64>,
    pub open_source: Option<String>,
    pub margin: i64,
    pub origin_margin: i64,
    pub fee: i64,
    pub frozen: i64,
    pub overnight_total: i64,
    pub overnight_day: Option<i64>,
    pub tp_price: i64,
    pub sl_price: i64,
    pub close_price: Option<i64>,
    pub close_mark: Option<i64>,
    pub close_ts: Option<i64>,
    pub close_source: Option<String>,
    pub close_reason: Option<i64>,
    pub pnl: i64,
    pub insurance: i64,
    pub created_at: i64,
    pub opened_at: Option<i64>,
    pub closed_at: Option<i64>,
    /// The trader's position this one copies.
    pub copy_of: Option<i64>,
    /// 1 the user's own (or a copy the user now holds as their own), 2 a copy that follows its trader's close.
    pub order_type: i64,
    /// The name of the trader a copy was opened from, as it read then.
    pub copy_trader: Option<String>,
    /// The position's own terms, fixed when it opened (ADR 69), in parts per million: the spread of its close,
    /// its overnight rate a day, and its liquidation risk rate. Every open position has them; positions closed
    /// before they were recorded have none.
    pub spread_ppm: Option<i64>,
    pub overnight_ppm: Option<i64>,
    pub liquidation_ppm: Option<i64>,
}

/// A position's own terms, in parts per million.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub struct Terms {
    pub spread_ppm: i64,
    pub overnight_ppm: i64,
    pub liquidation_ppm: i64,
}

impl PositionRow {
    /// The terms the position opened with.
    pub fn terms(&self) -> Terms {
        Terms {
            spread_ppm: self.spread_ppm.unwrap_or(0),
            overnight_ppm: self.overnight_ppm.unwrap_or(0),
            liquidation_ppm: self.liquidation_ppm.unwrap_or(0),
        }
    }

    /// Fixes `terms` on a position about to be written for the first time.
    pub fn with_terms(self, terms: Terms) -> Self {
        PositionRow {
            spread_ppm: Some(terms.spread_ppm),
            overnight_ppm: Some(terms.overnight_ppm),
            liquidation_ppm: Some(terms.liquidation_ppm),
            ..self
        }
    }
}

macro_rules! select {
    ($($rest:expr),+) => {
        concat!(
            "SELECT id, user_id, market_id, side, status, lots, qty, leverage, target_price, open_price, open_ts, \
             open_source, margin, origin_margin, fee, frozen, overnight_total, overnight_day, tp_price, sl_price, \
             close_price, close_mark, close_ts, close_source, close_reason, pnl, insurance, created_at, opened_at, \
             closed_at, copy_of, order_type, copy_trader, spread_ppm, overnight_ppm, liquidation_ppm \
             FROM lever_positions ",
            $($rest),+
        )
    };
}

/// Every entrust and holding position, in id order, from which the risk engine rebuilds its indexes.
pub async fn open_positions(db: &Db) -> Result<Vec<PositionRow>, sqlx::Error> {
    on_db!(db, c => sqlx::query_as::<_, PositionRow>(select!("WHERE status IN (0, 1) ORDER BY id"))
        .fetch_all(c)
        .await)
}

pub async fn position(db: &Db, id: i64) -> Result<Option<PositionRow>, sqlx::Error> {
    on_db!(db, c => sqlx::query_as::<_, PositionRow>(select!("WHERE id = $1")).bind(id).fetch_optional(c).await)
}

/// A user's positions, newest first: `statuses` lists the states wanted, `market_id` 0 means any market.
pub async fn user_positions(
    db: &Db,
    user_id: UserId,
    market_id: i64,
    statuses: &[i64],
    limit: i64,
    offset: i64,
) -> Result<(Vec<PositionRow>, i64), sqlx::Error> {
    let s = |i: usize| statuses.get(i).copied().unwrap_or(-9);
    let rows = on_db!(db, c => sqlx::query_as::<_, PositionRow>(select!(
        "WHERE user_id = $1 AND ($2 = 0 OR market_id = $2) AND status IN ($3, $4, $5, $6) \
         ORDER BY id DESC LIMIT $7 OFFSET $8"
    ))
    .bind(user_id)
    .bind(market_id)
    .bind(s(0))
    .bind(s(1))
    .bind(s(2))
    .bind(s(3))
    .bind(limit)
    .bind(offset)
    .fetch_all(c)
    .await)?;
    let total = on_db!(db, c => sqlx::query_scalar::<_, i64>(
        "SELECT COUNT(*) FROM lever_positions WHERE user_id = $1 AND ($2 = 0 OR market_id = $2) \
         AND status IN ($3, $4, $5, $6)",
    )
    .bind(user_id)
    .bind(market_id)
    .bind(s(0))
    .bind(s(1))
    .bind(s(2))
    .bind(s(3))
    .fetch_one(c)
    .await)?;
    Ok((rows, total))
}

/// The profit and loss the user's closed positions realised net of their trading and overnight fees (what the bills
/// show), on one instrument or all (`market_id` 0).
pub async fn realised_total(db: &Db, user_id: UserId, market_id: i64) -> Result<i64, sqlx::Error> {
    on_db!(db, c => sqlx::query_scalar::<_, i64>(
        "SELECT CAST(COALESCE(SUM(pnl - fee - overnight_total), 0) AS BIGINT) FROM lever_positions \
         WHERE user_id = $1 AND ($2 = 0 OR market_id = $2) AND status = $3",
    )
    .bind(user_id)
    .bind(market_id)
    .bind(CLOSED)
    .fetch_one(c)
    .await)
}

pub async fn insert(tx: &mut Tx, p: &PositionRow) -> Result<i64, sqlx::Error> {
    on_tx!(tx, c => sqlx::query_scalar::<_, i64>(
        "INSERT INTO lever_positions (user_id, market_id, side, status, lots, qty, leverage, target_price, \
         open_price, open_ts, open_source, margin, origin_margin, fee, frozen, overnight_day, tp_price, sl_price, \
         created_at, opened_at, copy_of, order_type, copy_trader, spread_ppm, overnight_ppm, liquidation_ppm) \
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20, $21, $22, \
         $23, $24, $25, $26) \
         RETURNING id",
    )
    .bind(p.user_id)
    .bind(p.market_id)
    .bind(p.side)
    .bind(p.status)
    .bind(p.lots)
    .bind(p.qty)
    .bind(p.leverage)
    .bind(p.target_price)
    .bind(p.open_price)
    .bind(p.open_ts)
    .bind(p.open_source.as_deref())
    .bind(p.margin)
    .bind(p.origin_margin)
    .bind(p.fee)
    .bind(p.frozen)
    .bind(p.overnight_day)
    .bind(p.tp_price)
    .bind(p.sl_price)
    .bind(p.created_at)
    .bind(p.opened_at)
    .bind(p.copy_of)
    .bind(p.order_type)
    .bind(p.copy_trader.as_deref())
    .bind(p.spread_ppm)
    .bind(p.overnight_ppm)
    .bind(p.liquidation_ppm)
    .fetch_one(c)
    .await)
}

/// Writes what may change on an open position; answers false when it was no longer open.
pub async fn update(tx: &mut Tx, p: &PositionRow) -> Result<bool, sqlx::Error> {
    on_tx!(tx, c => sqlx::query(
        "UPDATE lever_positions SET status = $1, open_price = $2, open_ts = $3, open_source = $4, margin = $5, \
         frozen = $6, overnight_total = $7, overnight_day = $8, tp_price = $9, sl_price = $10, close_price = $11, \
         close_mark = $12, close_ts = $13, close_source = $14, close_reason = $15, pnl = $16, insurance = $17, \
         opened_at = $18, closed_at = $19, order_type = $20 WHERE id = $21 AND status IN (0, 1)",
    )
    .bind(p.status)
    .bind(p.open_price)
    .bind(p.open_ts)
    .bind(p.open_source.as_deref())
    .bind(p.margin)
    .bind(p.frozen)
    .bind(p.overnight_total)
    .bind(p.overnight_day)
    .bind(p.tp_price)
    .bind(p.sl_price)
    .bind(p.close_price)
    .bind(p.close_mark)
    .bind(p.close_ts)
    .bind(p.close_source.as_deref())
    .bind(p.close_reason)
    .bind(p.pnl)
    .bind(p.insurance)
    .bind(p.opened_at)
    .bind(p.closed_at)
    .bind(p.order_type)
    .bind(p.id)
    .execute(c)
    .await
    .map(|r| r.rows_affected() == 1))
}

/// `(available, frozen)` of a user's lever account in an asset, inside a transaction.
pub async fn lever_balance(
    tx: &mut Tx,
    user_id: UserId,
    asset_id: AssetId,
) -> Result<(i64, i64), sqlx::Error> {
    on_tx!(tx, c => sqlx::query_as::<_, (i64, i64)>(
        "SELECT available, frozen FROM accounts WHERE user_id = $1 AND asset_id = $2 AND kind = 3",
    )
    .bind(user_id)
    .bind(asset_id)
    .fetch_optional(c)
    .await)
    .map(Option::unwrap_or_default)
}

/// The same, read outside a transaction.
pub async fn lever_balance_now(
    db: &Db,
    user_id: UserId,
    asset_id: AssetId,
) -> Result<(i64, i64), sqlx::Error> {
    on_db!(db, c => sqlx::query_as::<_, (i64, i64)>(
        "SELECT available, frozen FROM accounts WHERE user_id = $1 AND asset_id = $2 AND kind = 3",
    )
    .bind(user_id)
    .bind(asset_id)
    .fetch_optional(c)
    .await)
    .map(Option::unwrap_or_default)
}

/// A follower's copy setting for a trader.
#[derive(Debug, Clone, Copy, PartialEq, Eq, sqlx::FromRow)]
pub struct Following {
    pub follower_id: UserId,
    pub kind: i64,
    pub number: i64,
    /// The follower's VIP level, whose fee discount the copy gets.
    pub vip_level: i64,
}

/// What followers see as a trader's name: the nickname, or `#<id>` without one.
pub async fn trader_name(db: &Db, trader_id: UserId) -> Result<String, sqlx::Error> {
    let nickname =
        on_db!(db, c => sqlx::query_scalar::<_, String>("SELECT nickname FROM users WHERE id = $1")
        .bind(trader_id)
        .fetch_optional(c)
        .await)?
        .unwrap_or_default();
    Ok(if nickname.trim().is_empty() {
        format!("#{trader_id}")
    } else {
        nickname
    })
}

/// The active followers of an approved trader, in the order they followed; none for anyone else.
pub async fn followers(db: &Db, trader_id: UserId) -> Result<Vec<Following>, sqlx::Error> {
    on_db!(db, c => sqlx::query_as::<_, Following>(
        "SELECT f.follower_id, f.kind, f.number, u.vip_level FROM follows f \
         JOIN traders t ON t.user_id = f.trader_id JOIN users u ON u.id = f.follower_id \
         WHERE f.trader_id = $1 AND f.active = 1 AND t.status = 2 ORDER BY f.id",
    )
    .bind(trader_id)
    .fetch_all(c)
    .await)
}

/// A user's own closed positions (copies excluded), newest first, and how many there are.
pub async fn own_closed(
    db: &Db,
    user_id: UserId,
    limit: i64,
    offset: i64,
) -> Result<(Vec<PositionRow>, i64), sqlx::Error> {
    let rows = on_db!(db, c => sqlx::query_as::<_, PositionRow>(select!(
        "WHERE user_id = $1 AND status = 3 AND copy_of IS NULL ORDER BY closed_at DESC, id DESC LIMIT $2 OFFSET $3"
    ))
    .bind(user_id)
    .bind(limit)
    .bind(offset)
    .fetch_all(c)
    .await)?;
    let total = on_db!(db, c => sqlx::query_scalar::<_, i64>(
        "SELECT COUNT(*) FROM lever_positions WHERE user_id = $1 AND status = 3 AND copy_of IS NULL",
    )
    .bind(user_id)
    .fetch_one(c)
    .await)?;
    Ok((rows, total))
}
