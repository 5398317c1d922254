use crate::{
    db::{Db, Tx},
    ids::{AssetId, UserId},
    on_db, on_tx,
};

pub use crate::ledger::catalogue::{AssetRow, BalanceRow, assets, balances};

#[derive(Debug, Clone, sqlx::FromRow)]
pub struct LineRow {
    pub id: i64,
    pub asset_id: AssetId,
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
    pub asset_id: AssetId,
    pub kind: i64,
    pub tx_kind: i64,
}

/// Which of the user's entries a bill shows, from the accounts and the entries' index alone: the kind of the
/// transaction is looked up only when the filter names one (ADR 81).
macro_rules! user_lines {
    () => {
        "FROM ledger_entries e JOIN accounts a ON a.id = e.account_id \
         WHERE a.user_id = $1 AND ($2 = 0 OR a.asset_id = $2) AND ($3 = 0 OR a.kind = $3) \
         AND ($4 = 0 OR EXISTS (SELECT 1 FROM ledger_transactions t WHERE t.id = e.transaction_id AND t.kind = $4))"
    };
}

/// A page of the bill, newest first: the page's entry ids are found in the index, then only those rows are read
/// (ADR 81).
pub async fn lines(
    db: &Db,
    user_id: UserId,
    filter: LineFilter,
    limit: i64,
    offset: i64,
) -> Result<Vec<LineRow>, sqlx::Error> {
    on_db!(db, c => sqlx::query_as::<_, LineRow>(concat!(
        "SELECT e.id, a.asset_id, a.kind, e.available_delta, e.frozen_delta, t.kind AS tx_kind, t.memo, t.reference, \
         t.created_at FROM ledger_entries e JOIN accounts a ON a.id = e.account_id \
         JOIN ledger_transactions t ON t.id = e.transaction_id \
         WHERE e.id IN (SELECT e.id ",
        user_lines!(),
        " ORDER BY e.id DESC LIMIT $5 OFFSET $6) ORDER BY e.id DESC"
    ))
    .bind(user_id)
    .bind(filter.asset_id)
    .bind(filter.kind)
    .bind(filter.tx_kind)
    .bind(limit)
    .bind(offset)
    .fetch_all(c)
    .await)
}

pub async fn lines_count(db: &Db, user_id: UserId, filter: LineFilter) -> Result<i64, sqlx::Error> {
    on_db!(db, c => sqlx::query_scalar::<_, i64>(concat!("SELECT COUNT(*) ", user_lines!()))
    .bind(user_id)
    .bind(filter.asset_id)
    .bind(filter.kind)
    .bind(filter.tx_kind)
    .fetch_one(c)
    .await)
}

pub async fn set_price(tx: &mut Tx, asset_id: AssetId, usdt_price: i64) -> Result<(), sqlx::Error> {
    on_tx!(tx, c => sqlx::query("UPDATE assets SET usdt_price = $1 WHERE id = $2")
        .bind(usdt_price)
        .bind(asset_id)
        .execute(c)
        .await
        .map(|_| ()))
}
