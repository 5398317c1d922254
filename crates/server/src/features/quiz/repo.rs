//! Rounds and bets as the quiz calls, the console and the settlement job read and write them. A round's question
//! columns are written once, by `insert`; no statement here updates them.

use crate::{
    db::{Db, Tx},
    ids::UserId,
    on_db, on_tx,
};

macro_rules! rounds {
    ($rest:expr) => {
        concat!(
            "SELECT r.id, r.market_id, m.symbol, r.opens_at, r.closes_at, r.settles_at, r.fee_ppm, r.status, \
             r.up_total, r.down_total, r.outcome, r.ref_price, r.ref_source, r.final_price, r.final_source, \
             r.fee_paid, r.payout_ppm, r.demo FROM quiz_rounds r JOIN markets m ON m.id = r.market_id ",
            $rest
        )
    };
}

/// The state condition of `/quiz/rounds`, `$1` the state (< 0 for all) and `$2` now.
macro_rules! state_is {
    () => {
        "($1 < 0 OR ($1 = 0 AND $2 < r.opens_at) OR ($1 = 1 AND r.opens_at <= $2 AND $2 < r.closes_at) \
         OR ($1 = 2 AND r.status = 0 AND r.closes_at <= $2 AND $2 < r.settles_at) \
         OR ($1 = 3 AND r.status = 0 AND r.settles_at <= $2) OR ($1 = 4 AND r.status = 1))"
    };
}

#[derive(Debug, Clone, sqlx::FromRow)]
pub struct RoundRow {
    pub id: i64,
    pub market_id: i64,
    pub symbol: String,
    pub opens_at: i64,
    pub closes_at: i64,
    pub settles_at: i64,
    pub fee_ppm: i64,
    pub status: i64,
    pub up_total: i64,
    pub down_total: i64,
    pub outcome: String,
    pub ref_price: Option<i64>,
    pub ref_source: Option<String>,
    pub final_price: Option<i64>,
    pub final_source: Option<String>,
    pub fee_paid: i64,
    pub payout_ppm: Option<i64>,
    pub demo: i64,
}

#[derive(Debug, Clone, sqlx::FromRow)]
pub struct BetRow {
    pub id: i64,
    pub round_id: i64,
    pub user_id: UserId,
    pub side: String,
    pub amount: i64,
    pub status: i64,
    pub payout: i64,
    pub created_at: i64,
}

pub struct NewRound {
    pub market_id: i64,
    pub opens_at: i64,
    pub closes_at: i64,
    pub settles_at: i64,
    pub fee_ppm: i64,
    pub demo: bool,
    pub created_by: Option<i64>,
    pub now: i64,
}

/// Records a round; answers its id, or `None` when the same question exists already.
pub async fn insert(tx: &mut Tx, r: &NewRound) -> Result<Option<i64>, sqlx::Error> {
    on_tx!(tx, c => sqlx::query_scalar::<_, i64>(
        "INSERT INTO quiz_rounds (market_id, opens_at, closes_at, settles_at, fee_ppm, demo, created_by, created_at) \
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8) \
         ON CONFLICT (market_id, opens_at, closes_at, settles_at) DO NOTHING RETURNING id",
    )
    .bind(r.market_id)
    .bind(r.opens_at)
    .bind(r.closes_at)
    .bind(r.settles_at)
    .bind(r.fee_ppm)
    .bind(i64::from(r.demo))
    .bind(r.created_by)
    .bind(r.now)
    .fetch_optional(c)
    .await)
}

pub async fn round(db: &Db, id: i64) -> Result<Option<RoundRow>, sqlx::Error> {
    on_db!(db, c => sqlx::query_as::<_, RoundRow>(rounds!("WHERE r.id = $1"))
        .bind(id)
        .fetch_optional(c)
        .await)
}

/// The round of `market` opening at `opens_at`, if any.
pub async fn round_opening(db: &Db, market: i64, opens_at: i64) -> Result<Option<RoundRow>, sqlx::Error> {
    on_db!(db, c => sqlx::query_as::<_, RoundRow>(rounds!("WHERE r.market_id = $1 AND r.opens_at = $2"))
        .bind(market)
        .bind(opens_at)
        .fetch_optional(c)
        .await)
}

pub async fn round_in(tx: &mut Tx, id: i64) -> Result<Option<RoundRow>, sqlx::Error> {
    on_tx!(tx, c => sqlx::query_as::<_, RoundRow>(rounds!("WHERE r.id = $1"))
        .bind(id)
        .fetch_optional(c)
        .await)
}

/// Rounds in a state (< 0 for all) as of `now`: guessing first, then not started, then the latest others.
pub async fn page(
    db: &Db,
    (state, now): (i64, i64),
    limit: i64,
    offset: i64,
) -> Result<(Vec<RoundRow>, i64), sqlx::Error> {
    let rows = on_db!(db, c => sqlx::query_as::<_, RoundRow>(concat!(
        rounds!("WHERE "),
        state_is!(),
        " ORDER BY CASE WHEN r.opens_at <= $2 AND $2 < r.closes_at THEN 0 WHEN $2 < r.opens_at THEN 1 ELSE 2 END, \
         CASE WHEN $2 < r.opens_at THEN r.opens_at ELSE -r.settles_at END, r.id DESC LIMIT $3 OFFSET $4"
    ))
    .bind(state)
    .bind(now)
    .bind(limit)
    .bind(offset)
    .fetch_all(c)
    .await)?;
    let total = on_db!(db, c => sqlx::query_scalar::<_, i64>(concat!(
        "SELECT COUNT(*) FROM quiz_rounds r WHERE ",
        state_is!()
    ))
    .bind(state)
    .bind(now)
    .fetch_one(c)
    .await)?;
    Ok((rows, total))
}

/// Adds a stake to a round still guessing at `now`; answers false when it is not.
pub async fn add_stake(tx: &mut Tx, id: i64, side: &str, amount: i64, now: i64) -> Result<bool, sqlx::Error> {
    let done = on_tx!(tx, c => sqlx::query(
        "UPDATE quiz_rounds SET up_total = up_total + CASE WHEN $1 = 'up' THEN $2 ELSE 0 END, \
         down_total = down_total + CASE WHEN $1 = 'down' THEN $2 ELSE 0 END \
         WHERE id = $3 AND status = 0 AND opens_at <= $4 AND closes_at > $4",
    )
    .bind(side)
    .bind(amount)
    .bind(id)
    .bind(now)
    .execute(c)
    .await
    .map(|r| r.rows_affected()))?;
    Ok(done == 1)
}

pub async fn insert_bet(
    tx: &mut Tx,
    round: i64,
    user: UserId,
    (side, amount): (&str, i64),
    now: i64,
) -> Result<i64, sqlx::Error> {
    on_tx!(tx, c => sqlx::query_scalar::<_, i64>(
        "INSERT INTO quiz_bets (round_id, user_id, side, amount, created_at) VALUES ($1, $2, $3, $4, $5) RETURNING id",
    )
    .bind(round)
    .bind(user)
    .bind(side)
    .bind(amount)
    .bind(now)
    .fetch_one(c)
    .await)
}

/// A user's stakes on a round: (up, down).
pub async fn stakes(db: &Db, round: i64, user: UserId) -> Result<(i64, i64), sqlx::Error> {
    let rows = on_db!(db, c => sqlx::query_as::<_, (String, i64)>(
        "SELECT side, CAST(SUM(amount) AS BIGINT) FROM quiz_bets WHERE round_id = $1 AND user_id = $2 GROUP BY side",
    )
    .bind(round)
    .bind(user)
    .fetch_all(c)
    .await)?;
    let of = |side: &str| rows.iter().find(|(s, _)| s == side).map_or(0, |(_, v)| *v);
    Ok((of("up"), of("down")))
}

pub async fn bets_page(
    db: &Db,
    user: UserId,
    limit: i64,
    offset: i64,
) -> Result<(Vec<BetRow>, i64), sqlx::Error> {
    let rows = on_db!(db, c => sqlx::query_as::<_, BetRow>(
        "SELECT id, round_id, user_id, side, amount, status, payout, created_at FROM quiz_bets WHERE user_id = $1 \
         ORDER BY id DESC LIMIT $2 OFFSET $3",
    )
    .bind(user)
    .bind(limit)
    .bind(offset)
    .fetch_all(c)
    .await)?;
    let total = on_db!(db, c => sqlx::query_scalar::<_, i64>("SELECT COUNT(*) FROM quiz_bets WHERE user_id = $1")
        .bind(user)
        .fetch_one(c)
        .await)?;
    Ok((rows, total))
}

/// Rounds due for settlement at `now`.
pub async fn due(db: &Db, now: i64) -> Result<Vec<RoundRow>, sqlx::Error> {
    on_db!(db, c => sqlx::query_as::<_, RoundRow>(rounds!(
        "WHERE r.status = 0 AND r.settles_at <= $1 ORDER BY r.settles_at LIMIT 100"
    ))
    .bind(now)
    .fetch_all(c)
    .await)
}

pub async fn open_bets(tx: &mut Tx, round: i64) -> Result<Vec<BetRow>, sqlx::Error> {
    on_tx!(tx, c => sqlx::query_as::<_, BetRow>(
        "SELECT id, round_id, user_id, side, amount, status, payout, created_at FROM quiz_bets \
         WHERE round_id = $1 AND status = 0 ORDER BY id",
    )
    .bind(round)
    .fetch_all(c)
    .await)
}

pub struct Settled<'a> {
    pub id: i64,
    pub outcome: &'a str,
    pub reference: Option<(i64, &'a str)>,
    pub last: Option<(i64, &'a str)>,
    pub fee_paid: i64,
    pub payout_ppm: Option<i64>,
    pub now: i64,
}

/// Records a round's outcome and evidence; answers false when it was settled already.
pub async fn settle(tx: &mut Tx, s: &Settled<'_>) -> Result<bool, sqlx::Error> {
    let done = on_tx!(tx, c => sqlx::query(
        "UPDATE quiz_rounds SET status = 1, outcome = $1, ref_price = $2, ref_source = $3, final_price = $4, \
         final_source = $5, fee_paid = $6, payout_ppm = $7, settled_at = $8 WHERE id = $9 AND status = 0",
    )
    .bind(s.outcome)
    .bind(s.reference.map(|r| r.0))
    .bind(s.reference.map(|r| r.1))
    .bind(s.last.map(|r| r.0))
    .bind(s.last.map(|r| r.1))
    .bind(s.fee_paid)
    .bind(s.payout_ppm)
    .bind(s.now)
    .bind(s.id)
    .execute(c)
    .await
    .map(|r| r.rows_affected()))?;
    Ok(done == 1)
}

pub async fn close_bet(tx: &mut Tx, id: i64, status: i64, payout: i64) -> Result<(), sqlx::Error> {
    on_tx!(tx, c => sqlx::query("UPDATE quiz_bets SET status = $1, payout = $2 WHERE id = $3 AND status = 0")
        .bind(status)
        .bind(payout)
        .bind(id)
        .execute(c)
        .await
        .map(|_| ()))
}
