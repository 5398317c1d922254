//! Countries, quotes, orders and the provider's events as the quick buy calls, the webhook, the console and the
//! expiry job read and write them. Every change of an order is a conditional update on the state it was read in.

use crate::{
    db::{Db, Tx},
    ids::{AssetId, UserId},
    on_db, on_tx,
};

macro_rules! orders {
    ($rest:expr) => {
        concat!(
            "SELECT id, user_id, quote_id, reference, country, fiat, asset_id, method, amount, price, receive, payer, \
             receiving, voucher, status, cancel_reason, reject_reason, pay_by, paid_at, closed_at, created_at \
             FROM quickbuy_orders ",
            $rest
        )
    };
}

macro_rules! countries {
    ($rest:expr) => {
        concat!(
            "SELECT code, name, fiat, rate, methods, min_amount, max_amount, bank_name, account_name, iban, bic, \
             bank_address, status FROM quickbuy_countries ",
            $rest
        )
    };
}

#[derive(Debug, Clone, Default, sqlx::FromRow)]
pub struct CountryRow {
    pub code: String,
    pub name: String,
    pub fiat: String,
    pub rate: String,
    pub methods: String,
    pub min_amount: i64,
    pub max_amount: i64,
    pub bank_name: String,
    pub account_name: String,
    pub iban: String,
    pub bic: String,
    pub bank_address: String,
    pub status: i64,
}

#[derive(Debug, Clone, sqlx::FromRow)]
pub struct QuoteRow {
    pub id: i64,
    pub user_id: UserId,
    pub country: String,
    pub fiat: String,
    pub asset_id: AssetId,
    pub method: String,
    pub amount: i64,
    pub price: i64,
    pub receive: i64,
    pub expires_at: i64,
}

#[derive(Debug, Clone, sqlx::FromRow)]
pub struct OrderRow {
    pub id: i64,
    pub user_id: UserId,
    pub quote_id: i64,
    pub reference: String,
    pub country: String,
    pub fiat: String,
    pub asset_id: AssetId,
    pub method: String,
    pub amount: i64,
    pub price: i64,
    pub receive: i64,
    pub payer: String,
    pub receiving: String,
    pub voucher: String,
    pub status: i64,
    pub cancel_reason: String,
    pub reject_reason: String,
    pub pay_by: i64,
    pub paid_at: Option<i64>,
    pub closed_at: Option<i64>,
    pub created_at: i64,
}

pub async fn countries(db: &Db) -> Result<Vec<CountryRow>, sqlx::Error> {
    on_db!(db, c => sqlx::query_as::<_, CountryRow>(countries!("ORDER BY code"))
        .fetch_all(c)
        .await)
}

pub async fn country(db: &Db, code: &str) -> Result<Option<CountryRow>, sqlx::Error> {
    on_db!(db, c => sqlx::query_as::<_, CountryRow>(countries!("WHERE code = $1"))
        .bind(code)
        .fetch_optional(c)
        .await)
}

pub async fn country_in(tx: &mut Tx, code: &str) -> Result<Option<CountryRow>, sqlx::Error> {
    on_tx!(tx, c => sqlx::query_as::<_, CountryRow>(countries!("WHERE code = $1"))
        .bind(code)
        .fetch_optional(c)
        .await)
}

pub async fn save_country(tx: &mut Tx, r: &CountryRow, now: i64) -> Result<(), sqlx::Error> {
    on_tx!(tx, c => sqlx::query(
        "INSERT INTO quickbuy_countries (code, name, fiat, rate, methods, min_amount, max_amount, bank_name, \
         account_name, iban, bic, bank_address, status, updated_at) \
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14) \
         ON CONFLICT (code) DO UPDATE SET name = $2, fiat = $3, rate = $4, methods = $5, min_amount = $6, \
         max_amount = $7, bank_name = $8, account_name = $9, iban = $10, bic = $11, bank_address = $12, \
         status = $13, updated_at = $14",
    )
    .bind(&r.code)
    .bind(&r.name)
    .bind(&r.fiat)
    .bind(&r.rate)
    .bind(&r.methods)
    .bind(r.min_amount)
    .bind(r.max_amount)
    .bind(&r.bank_name)
    .bind(&r.account_name)
    .bind(&r.iban)
    .bind(&r.bic)
    .bind(&r.bank_address)
    .bind(r.status)
    .bind(now)
    .execute(c)
    .await
    .map(|_| ()))
}

pub struct NewQuote<'a> {
    pub user_id: UserId,
    pub country: &'a str,
    pub fiat: &'a str,
    pub asset_id: AssetId,
    pub method: &'a str,
    pub amount: i64,
    pub price: i64,
    pub receive: i64,
    pub expires_at: i64,
    pub now: i64,
}

pub async fn insert_quote(db: &Db, q: &NewQuote<'_>) -> Result<i64, sqlx::Error> {
    let mut tx = db.begin().await?;
    let id = on_tx!(&mut tx, c => sqlx::query_scalar::<_, i64>(
        "INSERT INTO quickbuy_quotes (user_id, country, fiat, asset_id, method, amount, price, receive, expires_at, \
         created_at) VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10) RETURNING id",
    )
    .bind(q.user_id)
    .bind(q.country)
    .bind(q.fiat)
    .bind(q.asset_id)
    .bind(q.method)
    .bind(q.amount)
    .bind(q.price)
    .bind(q.receive)
    .bind(q.expires_at)
    .bind(q.now)
    .fetch_one(c)
    .await)?;
    tx.commit().await?;
    Ok(id)
}

pub async fn quote_in(tx: &mut Tx, id: i64) -> Result<Option<QuoteRow>, sqlx::Error> {
    on_tx!(tx, c => sqlx::query_as::<_, QuoteRow>(
        "SELECT id, user_id, country, fiat, asset_id, method, amount, price, receive, expires_at \
         FROM quickbuy_quotes WHERE id = $1",
    )
    .bind(id)
    .fetch_optional(c)
    .await)
}

pub struct NewOrder<'a> {
    pub quote: &'a QuoteRow,
    pub reference: &'a str,
    pub payer: &'a str,
    pub receiving: &'a str,
    pub pay_by: i64,
    pub now: i64,
}

/// Records the order of a quote; the quote's uniqueness makes a second order of it fail.
pub async fn insert_order(tx: &mut Tx, o: &NewOrder<'_>) -> Result<i64, sqlx::Error> {
    let q = o.quote;
    on_tx!(tx, c => sqlx::query_scalar::<_, i64>(
        "INSERT INTO quickbuy_orders (user_id, quote_id, reference, country, fiat, asset_id, method, amount, price, \
         receive, payer, receiving, status, pay_by, created_at) \
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, 0, $13, $14) RETURNING id",
    )
    .bind(q.user_id)
    .bind(q.id)
    .bind(o.reference)
    .bind(&q.country)
    .bind(&q.fiat)
    .bind(q.asset_id)
    .bind(&q.method)
    .bind(q.amount)
    .bind(q.price)
    .bind(q.receive)
    .bind(o.payer)
    .bind(o.receiving)
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

pub async fn order_in(tx: &mut Tx, id: i64) -> Result<Option<OrderRow>, sqlx::Error> {
    on_tx!(tx, c => sqlx::query_as::<_, OrderRow>(orders!("WHERE id = $1"))
        .bind(id)
        .fetch_optional(c)
        .await)
}

pub async fn by_reference(tx: &mut Tx, reference: &str) -> Result<Option<OrderRow>, sqlx::Error> {
    on_tx!(tx, c => sqlx::query_as::<_, OrderRow>(orders!("WHERE reference = $1"))
        .bind(reference)
        .fetch_optional(c)
        .await)
}

/// The user's orders (0 for everyone's), `status` < 0 for all, newest first.
pub async fn page(
    db: &Db,
    user: i64,
    status: i64,
    limit: i64,
    offset: i64,
) -> Result<(Vec<OrderRow>, i64), sqlx::Error> {
    let rows = on_db!(db, c => sqlx::query_as::<_, OrderRow>(orders!(
        "WHERE ($1 = 0 OR user_id = $1) AND ($2 < 0 OR status = $2) ORDER BY id DESC LIMIT $3 OFFSET $4"
    ))
    .bind(user)
    .bind(status)
    .bind(limit)
    .bind(offset)
    .fetch_all(c)
    .await)?;
    let total = on_db!(db, c => sqlx::query_scalar::<_, i64>(
        "SELECT COUNT(*) FROM quickbuy_orders WHERE ($1 = 0 OR user_id = $1) AND ($2 < 0 OR status = $2)",
    )
    .bind(user)
    .bind(status)
    .fetch_one(c)
    .await)?;
    Ok((rows, total))
}

/// What open orders (to be paid or under review) will take from the reserve, per asset.
pub async fn promised(tx: &mut Tx, asset: AssetId) -> Result<i64, sqlx::Error> {
    on_tx!(tx, c => sqlx::query_scalar::<_, i64>(
        "SELECT CAST(COALESCE(SUM(receive), 0) AS BIGINT) FROM quickbuy_orders WHERE asset_id = $1 AND status IN (0, 1)",
    )
    .bind(asset)
    .fetch_one(c)
    .await)
}

pub async fn set_voucher(tx: &mut Tx, id: i64, voucher: &str, now: i64) -> Result<bool, sqlx::Error> {
    let done = on_tx!(tx, c => sqlx::query(
        "UPDATE quickbuy_orders SET status = 1, voucher = $1 WHERE id = $2 AND status = 0 AND method = 'bank' \
         AND pay_by > $3",
    )
    .bind(voucher)
    .bind(id)
    .bind(now)
    .execute(c)
    .await
    .map(|r| r.rows_affected()))?;
    Ok(done == 1)
}

/// Marks an open order paid (2), cancelled (3) or rejected (4); answers whether it was open.
pub async fn close(
    tx: &mut Tx,
    id: i64,
    status: i64,
    (cancel_reason, reject_reason): (&str, &str),
    decided_by: Option<i64>,
    now: i64,
) -> Result<bool, sqlx::Error> {
    let done = on_tx!(tx, c => sqlx::query(
        "UPDATE quickbuy_orders SET status = $1, cancel_reason = $2, reject_reason = $3, decided_by = $4, \
         closed_at = $5, paid_at = CASE WHEN $1 = 2 THEN $5 ELSE paid_at END WHERE id = $6 AND status IN (0, 1)",
    )
    .bind(status)
    .bind(cancel_reason)
    .bind(reject_reason)
    .bind(decided_by)
    .bind(now)
    .bind(id)
    .execute(c)
    .await
    .map(|r| r.rows_affected()))?;
    Ok(done == 1)
}

/// Orders still to be paid whose time has run out.
pub async fn overdue(db: &Db, now: i64) -> Result<Vec<i64>, sqlx::Error> {
    on_db!(db, c => sqlx::query_scalar::<_, i64>(
        "SELECT id FROM quickbuy_orders WHERE status = 0 AND pay_by <= $1 ORDER BY id LIMIT 500",
    )
    .bind(now)
    .fetch_all(c)
    .await)
}

/// Records a provider event; answers false when it was seen before.
pub async fn record_event(
    tx: &mut Tx,
    event_id: &str,
    order_id: i64,
    status: &str,
    now: i64,
) -> Result<bool, sqlx::Error> {
    let done = on_tx!(tx, c => sqlx::query(
        "INSERT INTO quickbuy_events (event_id, order_id, status, received_at) VALUES ($1, $2, $3, $4) \
         ON CONFLICT (event_id) DO NOTHING",
    )
    .bind(event_id)
    .bind(order_id)
    .bind(status)
    .bind(now)
    .execute(c)
    .await
    .map(|r| r.rows_affected()))?;
    Ok(done == 1)
}

pub async fn email_of(db: &Db, user: UserId) -> Result<String, sqlx::Error> {
    let row = on_db!(db, c => sqlx::query_scalar::<_, String>("SELECT account FROM users WHERE id = $1")
        .bind(user)
        .fetch_optional(c)
        .await)?;
    Ok(row.unwrap_or_default())
}
