//! Merchants, ads, orders and chat lines as the OTC calls, the console and the expiry job read and write them.
//! Every change of an order is a conditional update on the state it was read in.

use crate::{
    db::{Db, Tx},
    ids::{AssetId, UserId},
    on_db, on_tx,
};

macro_rules! ads {
    ($rest:expr) => {
        concat!(
            "SELECT id, user_id, side, asset_id, fiat, price_type, price, margin_ppm, total, remaining, min_fiat, \
             max_fiat, methods, window_minutes, remark, status, created_at, updated_at FROM otc_ads ",
            $rest
        )
    };
}

macro_rules! orders {
    ($rest:expr) => {
        concat!(
            "SELECT id, ad_id, merchant_id, buyer_id, seller_id, asset_id, fiat, price, amount, fiat_amount, method, \
             payee, status, cancel_reason, voucher, pay_by, paid_at, closed_at, dispute_by, dispute_reason, \
             dispute_at, outcome, outcome_reason, decided_at, rating, created_at FROM otc_orders ",
            $rest
        )
    };
}

#[derive(Debug, Clone, sqlx::FromRow)]
pub struct MerchantRow {
    pub user_id: UserId,
    pub name: String,
    pub status: i64,
    pub deposit_asset_id: AssetId,
    pub deposit: i64,
    pub reason: String,
    pub applied_at: i64,
}

#[derive(Debug, Clone, sqlx::FromRow)]
pub struct AdRow {
    pub id: i64,
    pub user_id: UserId,
    pub side: i64,
    pub asset_id: AssetId,
    pub fiat: String,
    pub price_type: i64,
    pub price: i64,
    pub margin_ppm: i64,
    pub total: i64,
    pub remaining: i64,
    pub min_fiat: i64,
    pub max_fiat: i64,
    pub methods: String,
    pub window_minutes: i64,
    pub remark: String,
    pub status: i64,
    pub created_at: i64,
    /// When the merchant last saved the ad's terms.
    pub updated_at: i64,
}

#[derive(Debug, Clone, sqlx::FromRow)]
pub struct OrderRow {
    pub id: i64,
    pub ad_id: i64,
    pub merchant_id: UserId,
    pub buyer_id: UserId,
    pub seller_id: UserId,
    pub asset_id: AssetId,
    pub fiat: String,
    pub price: i64,
    pub amount: i64,
    pub fiat_amount: i64,
    pub method: String,
    pub payee: String,
    pub status: i64,
    pub cancel_reason: String,
    pub voucher: String,
    pub pay_by: i64,
    pub paid_at: Option<i64>,
    pub closed_at: Option<i64>,
    pub dispute_by: Option<i64>,
    pub dispute_reason: String,
    pub dispute_at: Option<i64>,
    pub outcome: String,
    pub outcome_reason: String,
    pub decided_at: Option<i64>,
    pub rating: i64,
    pub created_at: i64,
}

#[derive(Debug, Clone, sqlx::FromRow)]
pub struct MessageRow {
    pub id: i64,
    pub order_id: i64,
    pub sender: i64,
    pub kind: String,
    pub content: String,
    pub created_at: i64,
}

/// A merchant's record from real orders: completed, cancelled or returned, and the sum and count of ratings.
#[derive(Debug, Clone, Copy, Default, sqlx::FromRow)]
pub struct Record {
    pub completed: i64,
    pub failed: i64,
    pub rating_sum: i64,
    pub ratings: i64,
}

macro_rules! merchants {
    ($rest:expr) => {
        concat!(
            "SELECT user_id, name, status, deposit_asset_id, deposit, reason, applied_at FROM otc_merchants ",
            $rest
        )
    };
}

pub async fn merchant(db: &Db, user_id: UserId) -> Result<Option<MerchantRow>, sqlx::Error> {
    on_db!(db, c => sqlx::query_as::<_, MerchantRow>(merchants!("WHERE user_id = $1"))
        .bind(user_id)
        .fetch_optional(c)
        .await)
}

pub async fn merchant_in(tx: &mut Tx, user_id: UserId) -> Result<Option<MerchantRow>, sqlx::Error> {
    on_tx!(tx, c => sqlx::query_as::<_, MerchantRow>(merchants!("WHERE user_id = $1"))
        .bind(user_id)
        .fetch_optional(c)
        .await)
}

/// Records an application, or files a rejected applicant's new one; answers false when the user has one open or
/// is a merchant.
pub async fn apply(
    tx: &mut Tx,
    user_id: UserId,
    name: &str,
    (asset, deposit): (AssetId, i64),
    now: i64,
) -> Result<bool, sqlx::Error> {
    let done = on_tx!(tx, c => sqlx::query(
        "INSERT INTO otc_merchants (user_id, name, status, deposit_asset_id, deposit, applied_at) \
         VALUES ($1, $2, 0, $3, $4, $5) \
         ON CONFLICT (user_id) DO UPDATE SET name = $2, status = 0, deposit_asset_id = $3, deposit = $4, \
         reason = '', applied_at = $5, decided_by = NULL, decided_at = NULL WHERE otc_merchants.status = 2",
    )
    .bind(user_id)
    .bind(name)
    .bind(asset)
    .bind(deposit)
    .bind(now)
    .execute(c)
    .await
    .map(|r| r.rows_affected()))?;
    Ok(done == 1)
}

/// Decides an application under review; answers whether it was under review.
pub async fn decide_merchant(
    tx: &mut Tx,
    user_id: UserId,
    status: i64,
    reason: &str,
    operator_id: i64,
    now: i64,
) -> Result<bool, sqlx::Error> {
    let done = on_tx!(tx, c => sqlx::query(
        "UPDATE otc_merchants SET status = $1, reason = $2, decided_by = $3, decided_at = $4 \
         WHERE user_id = $5 AND status = 0",
    )
    .bind(status)
    .bind(reason)
    .bind(operator_id)
    .bind(now)
    .bind(user_id)
    .execute(c)
    .await
    .map(|r| r.rows_affected()))?;
    Ok(done == 1)
}

pub async fn merchants_page(
    db: &Db,
    status: i64,
    limit: i64,
    offset: i64,
) -> Result<(Vec<MerchantRow>, i64), sqlx::Error> {
    let rows = on_db!(db, c => sqlx::query_as::<_, MerchantRow>(merchants!(
        "WHERE ($1 < 0 OR status = $1) ORDER BY applied_at DESC LIMIT $2 OFFSET $3"
    ))
    .bind(status)
    .bind(limit)
    .bind(offset)
    .fetch_all(c)
    .await)?;
    let total = on_db!(db, c => sqlx::query_scalar::<_, i64>(
        "SELECT COUNT(*) FROM otc_merchants WHERE ($1 < 0 OR status = $1)",
    )
    .bind(status)
    .fetch_one(c)
    .await)?;
    Ok((rows, total))
}

pub async fn record(db: &Db, merchant: UserId) -> Result<Record, sqlx::Error> {
    on_db!(db, c => sqlx::query_as::<_, Record>(
        "SELECT CAST(COALESCE(SUM(CASE WHEN status = 3 THEN 1 ELSE 0 END), 0) AS BIGINT) AS completed, \
         CAST(COALESCE(SUM(CASE WHEN status = 4 THEN 1 ELSE 0 END), 0) AS BIGINT) AS failed, \
         CAST(COALESCE(SUM(rating), 0) AS BIGINT) AS rating_sum, \
         CAST(COALESCE(SUM(CASE WHEN rating > 0 THEN 1 ELSE 0 END), 0) AS BIGINT) AS ratings \
         FROM otc_orders WHERE merchant_id = $1",
    )
    .bind(merchant)
    .fetch_one(c)
    .await)
}

/// What an ad's terms are when saved.
pub struct AdTerms<'a> {
    pub side: i64,
    pub asset_id: AssetId,
    pub fiat: &'a str,
    pub price_type: i64,
    pub price: i64,
    pub margin_ppm: i64,
    pub total: i64,
    pub min_fiat: i64,
    pub max_fiat: i64,
    pub methods: &'a str,
    pub window_minutes: i64,
    pub remark: &'a str,
}

pub async fn insert_ad(tx: &mut Tx, user_id: UserId, t: &AdTerms<'_>, now: i64) -> Result<i64, sqlx::Error> {
    on_tx!(tx, c => sqlx::query_scalar::<_, i64>(
        "INSERT INTO otc_ads (user_id, side, asset_id, fiat, price_type, price, margin_ppm, total, remaining, \
         min_fiat, max_fiat, methods, window_minutes, remark, status, created_at, updated_at) \
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $8, $9, $10, $11, $12, $13, 1, $14, $14) RETURNING id",
    )
    .bind(user_id)
    .bind(t.side)
    .bind(t.asset_id)
    .bind(t.fiat)
    .bind(t.price_type)
    .bind(t.price)
    .bind(t.margin_ppm)
    .bind(t.total)
    .bind(t.min_fiat)
    .bind(t.max_fiat)
    .bind(t.methods)
    .bind(t.window_minutes)
    .bind(t.remark)
    .bind(now)
    .fetch_one(c)
    .await)
}

/// Changes an ad's terms; `remaining` moves by what `total` moved and may not go below zero (what open orders
/// took stays taken). The side, asset and fiat never change. Answers whether the ad was changed.
pub async fn update_ad(
    tx: &mut Tx,
    id: i64,
    user_id: UserId,
    t: &AdTerms<'_>,
    now: i64,
) -> Result<bool, sqlx::Error> {
    let done = on_tx!(tx, c => sqlx::query(
        "UPDATE otc_ads SET price_type = $1, price = $2, margin_ppm = $3, remaining = remaining + $4 - total, \
         total = $4, min_fiat = $5, max_fiat = $6, methods = $7, window_minutes = $8, remark = $9, updated_at = $10 \
         WHERE id = $11 AND user_id = $12 AND side = $13 AND asset_id = $14 AND fiat = $15 \
         AND remaining + $4 - total >= 0",
    )
    .bind(t.price_type)
    .bind(t.price)
    .bind(t.margin_ppm)
    .bind(t.total)
    .bind(t.min_fiat)
    .bind(t.max_fiat)
    .bind(t.methods)
    .bind(t.window_minutes)
    .bind(t.remark)
    .bind(now)
    .bind(id)
    .bind(user_id)
    .bind(t.side)
    .bind(t.asset_id)
    .bind(t.fiat)
    .execute(c)
    .await
    .map(|r| r.rows_affected()))?;
    Ok(done == 1)
}

pub async fn set_ad_status(
    db: &Db,
    id: i64,
    user_id: UserId,
    status: i64,
    now: i64,
) -> Result<bool, sqlx::Error> {
    let mut tx = db.begin().await?;
    let done = on_tx!(&mut tx, c => sqlx::query(
        "UPDATE otc_ads SET status = $1, updated_at = $2 WHERE id = $3 AND user_id = $4",
    )
    .bind(status)
    .bind(now)
    .bind(id)
    .bind(user_id)
    .execute(c)
    .await
    .map(|r| r.rows_affected()))?;
    tx.commit().await?;
    Ok(done == 1)
}

pub async fn ad(db: &Db, id: i64) -> Result<Option<AdRow>, sqlx::Error> {
    on_db!(db, c => sqlx::query_as::<_, AdRow>(ads!("WHERE id = $1"))
        .bind(id)
        .fetch_optional(c)
        .await)
}

pub async fn ad_in(tx: &mut Tx, id: i64) -> Result<Option<AdRow>, sqlx::Error> {
    on_tx!(tx, c => sqlx::query_as::<_, AdRow>(ads!("WHERE id = $1"))
        .bind(id)
        .fetch_optional(c)
        .await)
}

/// Takes `amount` from an online ad's remaining; answers false when it is offline or has less left, so racing
/// takers can never take more than the ad offers.
pub async fn take(tx: &mut Tx, id: i64, amount: i64) -> Result<bool, sqlx::Error> {
    let done = on_tx!(tx, c => sqlx::query(
        "UPDATE otc_ads SET remaining = remaining - $1 WHERE id = $2 AND status = 1 AND remaining >= $1",
    )
    .bind(amount)
    .bind(id)
    .execute(c)
    .await
    .map(|r| r.rows_affected()))?;
    Ok(done == 1)
}

/// Puts a cancelled or returned order's amount back on its ad.
pub async fn give_back(tx: &mut Tx, id: i64, amount: i64) -> Result<(), sqlx::Error> {
    on_tx!(tx, c => sqlx::query("UPDATE otc_ads SET remaining = remaining + $1 WHERE id = $2 AND remaining + $1 <= total")
        .bind(amount)
        .bind(id)
        .execute(c)
        .await
        .map(|_| ()))
}

/// Online ads of a side with something left; `asset` 0 and `fiat` "" for any.
pub async fn listed(
    db: &Db,
    side: i64,
    asset: AssetId,
    fiat: &str,
    method: &str,
) -> Result<Vec<AdRow>, sqlx::Error> {
    on_db!(db, c => sqlx::query_as::<_, AdRow>(ads!(
        "WHERE side = $1 AND status = 1 AND remaining > 0 AND ($2 = 0 OR asset_id = $2) AND ($3 = '' OR fiat = $3) \
         AND ($4 = '' OR (',' || methods || ',') LIKE ('%,' || $4 || ',%')) ORDER BY id"
    ))
    .bind(side)
    .bind(asset)
    .bind(fiat)
    .bind(method)
    .fetch_all(c)
    .await)
}

pub async fn my_ads(
    db: &Db,
    user_id: UserId,
    limit: i64,
    offset: i64,
) -> Result<(Vec<AdRow>, i64), sqlx::Error> {
    let rows = on_db!(db, c => sqlx::query_as::<_, AdRow>(ads!("WHERE user_id = $1 ORDER BY id DESC LIMIT $2 OFFSET $3"))
        .bind(user_id)
        .bind(limit)
        .bind(offset)
        .fetch_all(c)
        .await)?;
    let total = on_db!(db, c => sqlx::query_scalar::<_, i64>("SELECT COUNT(*) FROM otc_ads WHERE user_id = $1")
        .bind(user_id)
        .fetch_one(c)
        .await)?;
    Ok((rows, total))
}

pub struct NewOrder<'a> {
    pub ad: &'a AdRow,
    pub buyer_id: UserId,
    pub seller_id: UserId,
    pub price: i64,
    pub amount: i64,
    pub fiat_amount: i64,
    pub method: &'a str,
    pub payee: &'a str,
    pub pay_by: i64,
    pub now: i64,
}

pub async fn insert_order(tx: &mut Tx, o: &NewOrder<'_>) -> Result<i64, sqlx::Error> {
    on_tx!(tx, c => sqlx::query_scalar::<_, i64>(
        "INSERT INTO otc_orders (ad_id, merchant_id, buyer_id, seller_id, asset_id, fiat, price, amount, \
         fiat_amount, method, payee, status, pay_by, created_at) \
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, 0, $12, $13) RETURNING id",
    )
    .bind(o.ad.id)
    .bind(o.ad.user_id)
    .bind(o.buyer_id)
    .bind(o.seller_id)
    .bind(o.ad.asset_id)
    .bind(&o.ad.fiat)
    .bind(o.price)
    .bind(o.amount)
    .bind(o.fiat_amount)
    .bind(o.method)
    .bind(o.payee)
    .bind(o.pay_by)
    .bind(o.now)
    .fetch_one(c)
    .await)
}

pub async fn order(db: &Db, id: i64) -> Result<Option<OrderRow>, sqlx::Error> {
    on_db!(db, c => sqlx::query_as::<_, OrderRow>(orders!("WHERE id = $1"))
        .bind(id)
        .fetch_optional(c)
        .await)
}

/// The open orders (unpaid or paid) of the given merchant.
pub async fn open_orders_of(db: &Db, merchant: UserId) -> Result<Vec<OrderRow>, sqlx::Error> {
    on_db!(db, c => sqlx::query_as::<_, OrderRow>(orders!("WHERE merchant_id = $1 AND status IN (0, 1) ORDER BY id"))
        .bind(merchant)
        .fetch_all(c)
        .await)
}

/// How many ads of `user` are listed (status 1).
pub async fn listed_count(db: &Db, user: UserId) -> Result<i64, sqlx::Error> {
    on_db!(db, c => sqlx::query_scalar::<_, i64>("SELECT COUNT(*) FROM otc_ads WHERE user_id = $1 AND status = 1")
        .bind(user)
        .fetch_one(c)
        .await)
}

/// A merchant approved at once, with no security deposit: the demo's own merchant only.
pub async fn insert_demo_merchant(
    tx: &mut Tx,
    user_id: UserId,
    name: &str,
    asset: AssetId,
    now: i64,
) -> Result<(), sqlx::Error> {
    on_tx!(tx, c => sqlx::query(
        "INSERT INTO otc_merchants (user_id, name, status, deposit_asset_id, deposit, applied_at, decided_at) \
         VALUES ($1, $2, 1, $3, 0, $4, $4) ON CONFLICT (user_id) DO NOTHING",
    )
    .bind(user_id)
    .bind(name)
    .bind(asset)
    .bind(now)
    .execute(c)
    .await
    .map(|_| ()))
}

pub async fn order_in(tx: &mut Tx, id: i64) -> Result<Option<OrderRow>, sqlx::Error> {
    on_tx!(tx, c => sqlx::query_as::<_, OrderRow>(orders!("WHERE id = $1"))
        .bind(id)
        .fetch_optional(c)
        .await)
}

/// Orders where `user` buys or sells (0 for everyone's), `status` < 0 for all, newest first.
pub async fn orders_page(
    db: &Db,
    user: i64,
    status: i64,
    limit: i64,
    offset: i64,
) -> Result<(Vec<OrderRow>, i64), sqlx::Error> {
    let rows = on_db!(db, c => sqlx::query_as::<_, OrderRow>(orders!(
        "WHERE ($1 = 0 OR buyer_id = $1 OR seller_id = $1) AND ($2 < 0 OR status = $2) \
         ORDER BY id DESC LIMIT $3 OFFSET $4"
    ))
    .bind(user)
    .bind(status)
    .bind(limit)
    .bind(offset)
    .fetch_all(c)
    .await)?;
    let total = on_db!(db, c => sqlx::query_scalar::<_, i64>(
        "SELECT COUNT(*) FROM otc_orders WHERE ($1 = 0 OR buyer_id = $1 OR seller_id = $1) AND ($2 < 0 OR status = $2)",
    )
    .bind(user)
    .bind(status)
    .fetch_one(c)
    .await)?;
    Ok((rows, total))
}

/// Unpaid orders whose payment window has ended.
pub async fn overdue(db: &Db, now: i64) -> Result<Vec<i64>, sqlx::Error> {
    on_db!(db, c => sqlx::query_scalar::<_, i64>(
        "SELECT id FROM otc_orders WHERE status = 0 AND pay_by <= $1 ORDER BY id LIMIT 500",
    )
    .bind(now)
    .fetch_all(c)
    .await)
}

/// Marks an unpaid order paid within its window, with the buyer's voucher; answers whether it was unpaid.
pub async fn mark_paid(tx: &mut Tx, id: i64, voucher: &str, now: i64) -> Result<bool, sqlx::Error> {
    let done = on_tx!(tx, c => sqlx::query(
        "UPDATE otc_orders SET status = 1, voucher = $1, paid_at = $2 WHERE id = $3 AND status = 0 AND pay_by > $2",
    )
    .bind(voucher)
    .bind(now)
    .bind(id)
    .execute(c)
    .await
    .map(|r| r.rows_affected()))?;
    Ok(done == 1)
}

/// Closes an order in either status of `from` as completed (3) or cancelled (4) with its reason; answers whether
/// it was in one of them.
pub async fn close(
    tx: &mut Tx,
    id: i64,
    from: (i64, i64),
    status: i64,
    cancel_reason: &str,
    now: i64,
) -> Result<bool, sqlx::Error> {
    let done = on_tx!(tx, c => sqlx::query(
        "UPDATE otc_orders SET status = $1, cancel_reason = $2, closed_at = $3 \
         WHERE id = $4 AND (status = $5 OR status = $6)",
    )
    .bind(status)
    .bind(cancel_reason)
    .bind(now)
    .bind(id)
    .bind(from.0)
    .bind(from.1)
    .execute(c)
    .await
    .map(|r| r.rows_affected()))?;
    Ok(done == 1)
}

pub async fn open_dispute(
    tx: &mut Tx,
    id: i64,
    by: UserId,
    reason: &str,
    now: i64,
) -> Result<bool, sqlx::Error> {
    let done = on_tx!(tx, c => sqlx::query(
        "UPDATE otc_orders SET status = 2, dispute_by = $1, dispute_reason = $2, dispute_at = $3 \
         WHERE id = $4 AND status = 1",
    )
    .bind(by)
    .bind(reason)
    .bind(now)
    .bind(id)
    .execute(c)
    .await
    .map(|r| r.rows_affected()))?;
    Ok(done == 1)
}

/// Records a dispute's decision and closes the order: completed for `release`, cancelled for `return`.
pub async fn decide(
    tx: &mut Tx,
    id: i64,
    outcome: &str,
    reason: &str,
    operator_id: i64,
    now: i64,
) -> Result<bool, sqlx::Error> {
    let (status, cancel_reason) = if outcome == "release" {
        (3, "")
    } else {
        (4, "dispute")
    };
    let done = on_tx!(tx, c => sqlx::query(
        "UPDATE otc_orders SET status = $1, cancel_reason = $2, outcome = $3, outcome_reason = $4, decided_by = $5, \
         decided_at = $6, closed_at = $6 WHERE id = $7 AND status = 2",
    )
    .bind(status)
    .bind(cancel_reason)
    .bind(outcome)
    .bind(reason)
    .bind(operator_id)
    .bind(now)
    .bind(id)
    .execute(c)
    .await
    .map(|r| r.rows_affected()))?;
    Ok(done == 1)
}

pub async fn rate(db: &Db, id: i64, rater: UserId, rating: i64) -> Result<bool, sqlx::Error> {
    let mut tx = db.begin().await?;
    let done = on_tx!(&mut tx, c => sqlx::query(
        "UPDATE otc_orders SET rating = $1 WHERE id = $2 AND status = 3 AND rating = 0 \
         AND ((buyer_id = $3 AND seller_id = merchant_id) OR (seller_id = $3 AND buyer_id = merchant_id))",
    )
    .bind(rating)
    .bind(id)
    .bind(rater)
    .execute(c)
    .await
    .map(|r| r.rows_affected()))?;
    tx.commit().await?;
    Ok(done == 1)
}

pub async fn insert_message(
    tx: &mut Tx,
    order_id: i64,
    sender: i64,
    (kind, content): (&str, &str),
    now: i64,
) -> Result<MessageRow, sqlx::Error> {
    let id = on_tx!(tx, c => sqlx::query_scalar::<_, i64>(
        "INSERT INTO otc_messages (order_id, sender, kind, content, created_at) VALUES ($1, $2, $3, $4, $5) \
         RETURNING id",
    )
    .bind(order_id)
    .bind(sender)
    .bind(kind)
    .bind(content)
    .bind(now)
    .fetch_one(c)
    .await)?;
    Ok(MessageRow {
        id,
        order_id,
        sender,
        kind: kind.to_string(),
        content: content.to_string(),
        created_at: now,
    })
}

pub async fn messages(
    db: &Db,
    order_id: i64,
    after_id: i64,
    limit: i64,
) -> Result<Vec<MessageRow>, sqlx::Error> {
    on_db!(db, c => sqlx::query_as::<_, MessageRow>(
        "SELECT id, order_id, sender, kind, content, created_at FROM otc_messages \
         WHERE order_id = $1 AND id > $2 ORDER BY id LIMIT $3",
    )
    .bind(order_id)
    .bind(after_id)
    .bind(limit)
    .fetch_all(c)
    .await)
}

/// The names parties are shown by: the nickname, or the account.
pub async fn names(db: &Db, ids: &[UserId]) -> Result<Vec<(UserId, String, String)>, sqlx::Error> {
    let mut out = Vec::with_capacity(ids.len());
    for id in ids {
        let row = on_db!(db, c => sqlx::query_as::<_, (UserId, String, String)>(
            "SELECT id, nickname, account FROM users WHERE id = $1",
        )
        .bind(id)
        .fetch_optional(c)
        .await)?;
        out.extend(row);
    }
    Ok(out)
}
