use crate::{
    db::{Db, Tx},
    ids::{AssetId, UserId},
    on_db, on_tx,
};

/// One trading fee an invitee paid.
#[derive(Debug, Clone, sqlx::FromRow)]
pub struct FeeItem {
    pub invitee_id: UserId,
    pub inviter_id: UserId,
    pub product: String,
    pub reference_id: i64,
    pub symbol: String,
    pub asset_id: AssetId,
    pub fee: i64,
    /// The other side of a spot fill; 0 for a contract.
    pub other_id: i64,
    pub created_at: i64,
}

macro_rules! fee_items_sql {
    () => {
        "SELECT invitee_id, inviter_id, product, reference_id, symbol, asset_id, fee, other_id, created_at FROM ( \
         SELECT u.id AS invitee_id, u.referrer_id AS inviter_id, 'spot' AS product, t.id AS reference_id, \
                m.symbol AS symbol, \
                CASE WHEN t.taker_side = 1 THEN m.base_asset_id ELSE m.quote_asset_id END AS asset_id, \
                t.taker_fee AS fee, mo.user_id AS other_id, t.created_at AS created_at \
         FROM spot_trades t JOIN spot_orders o ON o.id = t.taker_order_id \
         JOIN spot_orders mo ON mo.id = t.maker_order_id \
         JOIN users u ON u.id = o.user_id JOIN markets m ON m.id = t.market_id \
         WHERE u.referrer_id IS NOT NULL AND t.created_at >= $1 AND t.created_at < $2 AND t.taker_fee > 0 \
           AND ($3 = 0 OR u.id = $3) AND ($5 = 0 OR u.referrer_id = $5) \
         UNION ALL \
         SELECT u.id, u.referrer_id, 'spot', t.id, m.symbol, \
                CASE WHEN t.taker_side = 1 THEN m.quote_asset_id ELSE m.base_asset_id END, \
                t.maker_fee, o.user_id, t.created_at \
         FROM spot_trades t JOIN spot_orders o ON o.id = t.taker_order_id \
         JOIN spot_orders mo ON mo.id = t.maker_order_id \
         JOIN users u ON u.id = mo.user_id JOIN markets m ON m.id = t.market_id \
         WHERE u.referrer_id IS NOT NULL AND t.created_at >= $1 AND t.created_at < $2 AND t.maker_fee > 0 \
           AND ($3 = 0 OR u.id = $3) AND ($5 = 0 OR u.referrer_id = $5) \
         UNION ALL \
         SELECT u.id, u.referrer_id, 'contract', p.id, m.symbol, $4, p.fee - COALESCE(c.covered, 0), \
                CAST(0 AS BIGINT), p.opened_at \
         FROM lever_positions p JOIN users u ON u.id = p.user_id JOIN markets m ON m.id = p.market_id \
         LEFT JOIN coupons c ON c.status = 2 AND c.used_on = 'lever_position:' || CAST(p.id AS TEXT) \
         WHERE u.referrer_id IS NOT NULL AND p.opened_at >= $1 AND p.opened_at < $2 AND p.fee > 0 \
           AND ($3 = 0 OR u.id = $3) AND ($5 = 0 OR u.referrer_id = $5) \
         ) f WHERE fee > 0 ORDER BY created_at, reference_id"
    };
}

/// The trading fees invitees paid in `[from, to)`: of one invitee, or of all when `invitee` is 0; of one inviter's
/// invitees, or of all when `inviter` is 0.
pub async fn fee_items(
    db: &Db,
    (from, to): (i64, i64),
    (invitee, inviter): (i64, i64),
    usdt: AssetId,
) -> Result<Vec<FeeItem>, sqlx::Error> {
    on_db!(db, c => sqlx::query_as::<_, FeeItem>(fee_items_sql!())
        .bind(from)
        .bind(to)
        .bind(invitee)
        .bind(usdt)
        .bind(inviter)
        .fetch_all(c)
        .await)
}

/// Whether two accounts look like one person: a passed identity check with the same document number, or a
/// withdrawal address both saved.
pub async fn same_person(tx: &mut Tx, a: UserId, b: UserId) -> Result<bool, sqlx::Error> {
    let shared = on_tx!(tx, c => sqlx::query_scalar::<_, i64>(
        "SELECT (SELECT COUNT(*) FROM identity_reviews x JOIN identity_reviews y ON y.card_id = x.card_id \
                 WHERE x.user_id = $1 AND y.user_id = $2 AND x.status = 2 AND y.status = 2 AND x.card_id <> '') \
              + (SELECT COUNT(*) FROM address_book x JOIN address_book y \
                   ON y.address = x.address AND y.network = x.network \
                 WHERE x.user_id = $1 AND y.user_id = $2)",
    )
    .bind(a)
    .bind(b)
    .fetch_one(c)
    .await)?;
    Ok(shared > 0)
}

pub struct NewRebate {
    pub inviter_id: UserId,
    pub invitee_id: UserId,
    pub day_start: i64,
    pub asset_id: AssetId,
    pub fees: i64,
    pub share_ppm: i64,
    pub amount: i64,
    pub status: i64,
    pub reason: &'static str,
    pub tx_id: Option<i64>,
    pub now: i64,
}

pub async fn exists(
    tx: &mut Tx,
    invitee: UserId,
    day_start: i64,
    asset: AssetId,
) -> Result<bool, sqlx::Error> {
    let n = on_tx!(tx, c => sqlx::query_scalar::<_, i64>(
        "SELECT COUNT(*) FROM referral_rebates WHERE invitee_id = $1 AND day_start = $2 AND asset_id = $3",
    )
    .bind(invitee)
    .bind(day_start)
    .bind(asset)
    .fetch_one(c)
    .await)?;
    Ok(n > 0)
}

pub async fn insert(tx: &mut Tx, r: &NewRebate) -> Result<(), sqlx::Error> {
    on_tx!(tx, c => sqlx::query(
        "INSERT INTO referral_rebates (inviter_id, invitee_id, day_start, asset_id, fees, share_ppm, amount, status, \
         reason, tx_id, created_at) VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11)",
    )
    .bind(r.inviter_id)
    .bind(r.invitee_id)
    .bind(r.day_start)
    .bind(r.asset_id)
    .bind(r.fees)
    .bind(r.share_ppm)
    .bind(r.amount)
    .bind(r.status)
    .bind(r.reason)
    .bind(r.tx_id)
    .bind(r.now)
    .execute(c)
    .await
    .map(|r| r.rows_affected()))?;
    Ok(())
}

pub async fn last_day(db: &Db) -> Result<Option<i64>, sqlx::Error> {
    on_db!(db, c => sqlx::query_scalar::<_, Option<i64>>("SELECT MAX(day_start) FROM referral_days")
        .fetch_one(c)
        .await)
}

pub async fn finish_day(tx: &mut Tx, day_start: i64, now: i64) -> Result<(), sqlx::Error> {
    on_tx!(tx, c => sqlx::query(
        "INSERT INTO referral_days (day_start, finished_at) VALUES ($1, $2) ON CONFLICT (day_start) DO NOTHING",
    )
    .bind(day_start)
    .bind(now)
    .execute(c)
    .await
    .map(|r| r.rows_affected()))?;
    Ok(())
}

#[derive(Debug, Clone, sqlx::FromRow)]
pub struct RebateRow {
    pub id: i64,
    pub inviter_id: UserId,
    pub invitee_id: UserId,
    pub invitee_account: String,
    pub day_start: i64,
    pub asset_id: AssetId,
    pub fees: i64,
    pub share_ppm: i64,
    pub amount: i64,
    pub status: i64,
    pub reason: String,
    pub created_at: i64,
}

macro_rules! rebate_columns {
    () => {
        "r.id, r.inviter_id, r.invitee_id, u.account AS invitee_account, r.day_start, r.asset_id, r.fees, \
         r.share_ppm, r.amount, r.status, r.reason, r.created_at \
         FROM referral_rebates r JOIN users u ON u.id = r.invitee_id"
    };
}

pub async fn rebates_page(
    db: &Db,
    inviter: UserId,
    limit: i64,
    offset: i64,
) -> Result<(Vec<RebateRow>, i64), sqlx::Error> {
    let rows = on_db!(db, c => sqlx::query_as::<_, RebateRow>(concat!(
        "SELECT ", rebate_columns!(), " WHERE r.inviter_id = $1 ORDER BY r.day_start DESC, r.id DESC LIMIT $2 OFFSET $3"
    ))
    .bind(inviter)
    .bind(limit)
    .bind(offset)
    .fetch_all(c)
    .await)?;
    let total = on_db!(db, c => sqlx::query_scalar::<_, i64>(
        "SELECT COUNT(*) FROM referral_rebates WHERE inviter_id = $1",
    )
    .bind(inviter)
    .fetch_one(c)
    .await)?;
    Ok((rows, total))
}

pub async fn rebate(db: &Db, id: i64) -> Result<Option<RebateRow>, sqlx::Error> {
    on_db!(db, c => sqlx::query_as::<_, RebateRow>(concat!("SELECT ", rebate_columns!(), " WHERE r.id = $1"))
        .bind(id)
        .fetch_optional(c)
        .await)
}

/// What was paid to an inviter, per asset.
pub async fn totals(db: &Db, inviter: UserId) -> Result<Vec<(AssetId, i64)>, sqlx::Error> {
    on_db!(db, c => sqlx::query_as::<_, (AssetId, i64)>(
        "SELECT asset_id, CAST(SUM(amount) AS BIGINT) FROM referral_rebates WHERE inviter_id = $1 AND status = 1 \
         GROUP BY asset_id ORDER BY asset_id",
    )
    .bind(inviter)
    .fetch_all(c)
    .await)
}

#[derive(Debug, Clone, sqlx::FromRow)]
pub struct InviteeRow {
    pub account: String,
    pub created_at: i64,
    pub rebated: i64,
}

pub async fn invitees_page(
    db: &Db,
    inviter: UserId,
    limit: i64,
    offset: i64,
) -> Result<(Vec<InviteeRow>, i64), sqlx::Error> {
    let rows = on_db!(db, c => sqlx::query_as::<_, InviteeRow>(
        "SELECT u.account, u.created_at, \
                (SELECT COUNT(*) FROM referral_rebates r WHERE r.invitee_id = u.id AND r.status = 1) AS rebated \
         FROM users u WHERE u.referrer_id = $1 ORDER BY u.id DESC LIMIT $2 OFFSET $3",
    )
    .bind(inviter)
    .bind(limit)
    .bind(offset)
    .fetch_all(c)
    .await)?;
    let total = on_db!(db, c => sqlx::query_scalar::<_, i64>("SELECT COUNT(*) FROM users WHERE referrer_id = $1")
        .bind(inviter)
        .fetch_one(c)
        .await)?;
    Ok((rows, total))
}

pub async fn invite_code(db: &Db, user: UserId) -> Result<String, sqlx::Error> {
    on_db!(db, c => sqlx::query_scalar::<_, String>("SELECT invite_code FROM users WHERE id = $1")
        .bind(user)
        .fetch_one(c)
        .await)
}
