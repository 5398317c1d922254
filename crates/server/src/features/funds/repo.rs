use crate::{
    db::{Db, Tx},
    ids::{AssetId, UserId},
    on_db, on_tx,
};

#[derive(Debug, Clone, sqlx::FromRow)]
pub struct WithdrawalRow {
    pub id: i64,
    pub user_id: UserId,
    pub asset_id: AssetId,
    pub chain: String,
    pub address: String,
    pub amount: i64,
    pub fee: i64,
    pub status: i64,
    pub notes: String,
    pub tx_hash: String,
    pub created_at: i64,
}

macro_rules! select_withdrawals {
    ($tail:literal) => {
        concat!(
            "SELECT id, user_id, asset_id, chain, address, amount, fee, status, notes, tx_hash, created_at ",
            "FROM withdrawals ",
            $tail
        )
    };
}

pub struct NewWithdrawal<'a> {
    pub user_id: UserId,
    pub asset_id: AssetId,
    pub chain: &'a str,
    pub address: &'a str,
    pub amount: i64,
    pub fee: i64,
    pub now: i64,
}

pub async fn insert_withdrawal(tx: &mut Tx, w: &NewWithdrawal<'_>) -> Result<i64, sqlx::Error> {
    on_tx!(tx, c => sqlx::query_scalar::<_, i64>(
        "INSERT INTO withdrawals (user_id, asset_id, chain, address, amount, fee, created_at) \
         VALUES ($1, $2, $3, $4, $5, $6, $7) RETURNING id",
    )
    .bind(w.user_id)
    .bind(w.asset_id)
    .bind(w.chain)
    .bind(w.address)
    .bind(w.amount)
    .bind(w.fee)
    .bind(w.now)
    .fetch_one(c)
    .await)
}

pub async fn withdrawal(db: &Db, id: i64) -> Result<Option<WithdrawalRow>, sqlx::Error> {
    let sql = select_withdrawals!("WHERE id = $1");
    on_db!(db, c => sqlx::query_as::<_, WithdrawalRow>(sql).bind(id).fetch_optional(c).await)
}

pub async fn withdrawals_of(
    db: &Db,
    user_id: UserId,
    limit: i64,
    offset: i64,
) -> Result<Vec<WithdrawalRow>, sqlx::Error> {
    let sql = select_withdrawals!("WHERE user_id = $1 ORDER BY id DESC LIMIT $2 OFFSET $3");
    on_db!(db, c => sqlx::query_as::<_, WithdrawalRow>(sql).bind(user_id).bind(limit).bind(offset).fetch_all(c).await)
}

pub async fn withdrawals_count(db: &Db, user_id: UserId) -> Result<i64, sqlx::Error> {
    on_db!(db, c => sqlx::query_scalar::<_, i64>("SELECT COUNT(*) FROM withdrawals WHERE user_id = $1")
        .bind(user_id)
        .fetch_one(c)
        .await)
}

pub async fn withdrawals_in(
    db: &Db,
    status: i64,
    limit: i64,
    offset: i64,
) -> Result<Vec<WithdrawalRow>, sqlx::Error> {
    let sql = select_withdrawals!("WHERE status = $1 ORDER BY id LIMIT $2 OFFSET $3");
    on_db!(db, c => sqlx::query_as::<_, WithdrawalRow>(sql).bind(status).bind(limit).bind(offset).fetch_all(c).await)
}

const WITHDRAWN_SINCE: &str = "SELECT asset_id, CAST(SUM(amount + fee) AS BIGINT) FROM withdrawals \
     WHERE user_id = $1 AND status IN (1, 2) AND created_at >= $2 GROUP BY asset_id";

/// Amounts (with fees) a user asked to withdraw since `since`, per asset, whether waiting or paid.
pub async fn withdrawn_since(
    db: &Db,
    user_id: UserId,
    since: i64,
) -> Result<Vec<(AssetId, i64)>, sqlx::Error> {
    on_db!(db, c => sqlx::query_as::<_, (AssetId, i64)>(WITHDRAWN_SINCE)
        .bind(user_id)
        .bind(since)
        .fetch_all(c)
        .await)
}

/// [`withdrawn_since`] inside the transaction that records a new request, after its user's limit key is taken.
pub async fn withdrawn_since_tx(
    tx: &mut Tx,
    user_id: UserId,
    since: i64,
) -> Result<Vec<(AssetId, i64)>, sqlx::Error> {
    on_tx!(tx, c => sqlx::query_as::<_, (AssetId, i64)>(WITHDRAWN_SINCE)
        .bind(user_id)
        .bind(since)
        .fetch_all(c)
        .await)
}

/// Closes a waiting withdrawal; answers 0 when it was not waiting.
pub async fn decide_withdrawal(
    tx: &mut Tx,
    id: i64,
    status: i64,
    notes: &str,
    tx_hash: &str,
    operator_id: i64,
    now: i64,
) -> Result<u64, sqlx::Error> {
    on_tx!(tx, c => sqlx::query(
        "UPDATE withdrawals SET status = $1, notes = $2, tx_hash = $3, reviewed_by = $4, reviewed_at = $5 \
         WHERE id = $6 AND status = 1",
    )
    .bind(status)
    .bind(notes)
    .bind(tx_hash)
    .bind(operator_id)
    .bind(now)
    .bind(id)
    .execute(c)
    .await
    .map(|r| r.rows_affected()))
}

#[derive(Debug, Clone, sqlx::FromRow)]
pub struct DepositRow {
    pub id: i64,
    pub user_id: UserId,
    pub asset_id: AssetId,
    pub chain: String,
    pub amount: i64,
    pub kind: i64,
    pub account: String,
    pub voucher: String,
    pub status: i64,
    pub notes: String,
    pub created_at: i64,
}

macro_rules! select_deposits {
    ($tail:literal) => {
        concat!(
            "SELECT id, user_id, asset_id, chain, amount, kind, account, voucher, status, notes, created_at ",
            "FROM deposits ",
            $tail
        )
    };
}

pub struct NewDeposit<'a> {
    pub user_id: UserId,
    pub asset_id: AssetId,
    pub chain: &'a str,
    pub amount: i64,
    pub kind: i64,
    pub account: &'a str,
    pub voucher: &'a str,
    pub tx_hash: Option<&'a str>,
    pub output_index: Option<i64>,
    pub status: i64,
    pub now: i64,
}

pub async fn insert_deposit(tx: &mut Tx, d: &NewDeposit<'_>) -> Result<i64, sqlx::Error> {
    on_tx!(tx, c => sqlx::query_scalar::<_, i64>(
        "INSERT INTO deposits (user_id, asset_id, chain, amount, kind, account, voucher, tx_hash, output_index, \
         status, created_at) VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11) RETURNING id",
    )
    .bind(d.user_id)
    .bind(d.asset_id)
    .bind(d.chain)
    .bind(d.amount)
    .bind(d.kind)
    .bind(d.account)
    .bind(d.voucher)
    .bind(d.tx_hash)
    .bind(d.output_index)
    .bind(d.status)
    .bind(d.now)
    .fetch_one(c)
    .await)
}

pub async fn deposit(db: &Db, id: i64) -> Result<Option<DepositRow>, sqlx::Error> {
    let sql = select_deposits!("WHERE id = $1");
    on_db!(db, c => sqlx::query_as::<_, DepositRow>(sql).bind(id).fetch_optional(c).await)
}

pub async fn deposits_of(
    db: &Db,
    user_id: UserId,
    limit: i64,
    offset: i64,
) -> Result<Vec<DepositRow>, sqlx::Error> {
    let sql = select_deposits!("WHERE user_id = $1 ORDER BY id DESC LIMIT $2 OFFSET $3");
    on_db!(db, c => sqlx::query_as::<_, DepositRow>(sql).bind(user_id).bind(limit).bind(offset).fetch_all(c).await)
}

pub async fn deposits_count(db: &Db, user_id: UserId) -> Result<i64, sqlx::Error> {
    on_db!(db, c => sqlx::query_scalar::<_, i64>("SELECT COUNT(*) FROM deposits WHERE user_id = $1")
        .bind(user_id)
        .fetch_one(c)
        .await)
}

pub async fn deposits_in(
    db: &Db,
    status: i64,
    limit: i64,
    offset: i64,
) -> Result<Vec<DepositRow>, sqlx::Error> {
    let sql = select_deposits!("WHERE status = $1 ORDER BY id LIMIT $2 OFFSET $3");
    on_db!(db, c => sqlx::query_as::<_, DepositRow>(sql).bind(status).bind(limit).bind(offset).fetch_all(c).await)
}

/// Closes a pending deposit claim; answers 0 when it was not pending.
pub async fn decide_deposit(
    tx: &mut Tx,
    id: i64,
    status: i64,
    notes: &str,
    operator_id: i64,
    now: i64,
) -> Result<u64, sqlx::Error> {
    on_tx!(tx, c => sqlx::query(
        "UPDATE deposits SET status = $1, notes = $2, reviewed_by = $3, reviewed_at = $4 WHERE id = $5 AND status = 1",
    )
    .bind(status)
    .bind(notes)
    .bind(operator_id)
    .bind(now)
    .bind(id)
    .execute(c)
    .await
    .map(|r| r.rows_affected()))
}
