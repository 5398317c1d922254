use crate::{
    db::{Db, Tx},
    on_db, on_tx,
};

#[derive(Debug, Clone, sqlx::FromRow)]
pub struct AssetRow {
    pub id: i64,
    pub symbol: String,
    pub scale: i64,
    pub logo: String,
    pub is_legal: i64,
    pub is_lever: i64,
    pub is_match: i64,
    pub is_micro: i64,
    pub is_transfer: i64,
    pub usdt_price: i64,
}

pub async fn assets(db: &Db) -> Result<Vec<AssetRow>, sqlx::Error> {
    on_db!(db, c => sqlx::query_as::<_, AssetRow>(
        "SELECT id, symbol, scale, logo, is_legal, is_lever, is_match, is_micro, is_transfer, usdt_price FROM assets \
         ORDER BY sort, id",
    )
    .fetch_all(c)
    .await)
}

#[derive(Debug, Clone, sqlx::FromRow)]
pub struct BalanceRow {
    pub asset_id: i64,
    pub kind: i64,
    pub available: i64,
    pub frozen: i64,
}

pub async fn balances(db: &Db, user_id: i64) -> Result<Vec<BalanceRow>, sqlx::Error> {
    on_db!(db, c => sqlx::query_as::<_, BalanceRow>(
        "SELECT asset_id, kind, available, frozen FROM accounts WHERE user_id = $1",
    )
    .bind(user_id)
    .fetch_all(c)
    .await)
}

#[derive(Debug, Clone, sqlx::FromRow)]
pub struct LineRow {
    pub id: i64,
    pub asset_id: i64,
    pub kind: i64,
    pub available_delta: i64,
    pub frozen_delta: i64,
    pub tx_kind: i64,
    pub memo: String,
    pub reference: String,
    pub created_at: i64,
}

/// Filters of the bill; 0 means any.
#[derive(Debug, Clone, Copy, Default)]
pub struct LineFilter {
    pub asset_id: i64,
    pub kind: i64,
    pub tx_kind: i64,
}

pub async fn lines(
    db: &Db,
    user_id: i64,
    filter: LineFilter,
    limit: i64,
    offset: i64,
) -> Result<Vec<LineRow>, sqlx::Error> {
    on_db!(db, c => sqlx::query_as::<_, LineRow>(
        "SELECT e.id, a.asset_id, a.kind, e.available_delta, e.frozen_delta, t.kind AS tx_kind, t.memo, t.reference, \
         t.created_at FROM ledger_entries e JOIN accounts a ON a.id = e.account_id \
         JOIN ledger_transactions t ON t.id = e.transaction_id \
         WHERE a.user_id = $1 AND ($2 = 0 OR a.asset_id = $2) AND ($3 = 0 OR a.kind = $3) AND ($4 = 0 OR t.kind = $4) \
         ORDER BY e.id DESC LIMIT $5 OFFSET $6",
    )
    .bind(user_id)
    .bind(filter.asset_id)
    .bind(filter.kind)
    .bind(filter.tx_kind)
    .bind(limit)
    .bind(offset)
    .fetch_all(c)
    .await)
}

pub async fn lines_count(db: &Db, user_id: i64, filter: LineFilter) -> Result<i64, sqlx::Error> {
    on_db!(db, c => sqlx::query_scalar::<_, i64>(
        "SELECT COUNT(*) FROM ledger_entries e JOIN accounts a ON a.id = e.account_id \
         JOIN ledger_transactions t ON t.id = e.transaction_id \
         WHERE a.user_id = $1 AND ($2 = 0 OR a.asset_id = $2) AND ($3 = 0 OR a.kind = $3) AND ($4 = 0 OR t.kind = $4)",
    )
    .bind(user_id)
    .bind(filter.asset_id)
    .bind(filter.kind)
    .bind(filter.tx_kind)
    .fetch_one(c)
    .await)
}

#[derive(Debug, Clone, sqlx::FromRow)]
pub struct StoredAnswer {
    pub endpoint: String,
    pub fingerprint: String,
    pub response: String,
    pub created_at: i64,
}

pub async fn stored_answer(db: &Db, user_id: i64, key: &str) -> Result<Option<StoredAnswer>, sqlx::Error> {
    on_db!(db, c => sqlx::query_as::<_, StoredAnswer>(
        "SELECT endpoint, fingerprint, response, created_at FROM idempotent_requests WHERE user_id = $1 AND idempotency_key = $2",
    )
    .bind(user_id)
    .bind(key)
    .fetch_optional(c)
    .await)
}

pub struct NewAnswer<'a> {
    pub user_id: i64,
    pub key: &'a str,
    pub endpoint: &'a str,
    pub fingerprint: &'a str,
    pub response: &'a str,
    pub now: i64,
}

/// Stores the answer under its key unless a fresh one (newer than `expired_before`) is there; answers whether
/// it was stored. Racing repeats meet here: only one of them commits an answer.
pub async fn store_answer(
    tx: &mut Tx,
    answer: &NewAnswer<'_>,
    expired_before: i64,
) -> Result<bool, sqlx::Error> {
    on_tx!(tx, c => sqlx::query(
        "INSERT INTO idempotent_requests (user_id, idempotency_key, endpoint, fingerprint, response, created_at) \
         VALUES ($1, $2, $3, $4, $5, $6) ON CONFLICT (user_id, idempotency_key) DO UPDATE SET \
         endpoint = excluded.endpoint, fingerprint = excluded.fingerprint, response = excluded.response, \
         created_at = excluded.created_at WHERE idempotent_requests.created_at < $7",
    )
    .bind(answer.user_id)
    .bind(answer.key)
    .bind(answer.endpoint)
    .bind(answer.fingerprint)
    .bind(answer.response)
    .bind(answer.now)
    .bind(expired_before)
    .execute(c)
    .await
    .map(|r| r.rows_affected() == 1))
}
