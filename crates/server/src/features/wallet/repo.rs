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

pub async fn lines(
    db: &Db,
    user_id: UserId,
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

pub async fn lines_count(db: &Db, user_id: UserId, filter: LineFilter) -> Result<i64, sqlx::Error> {
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

pub async fn set_price(tx: &mut Tx, asset_id: AssetId, usdt_price: i64) -> Result<(), sqlx::Error> {
    on_tx!(tx, c => sqlx::query("UPDATE assets SET usdt_price = $1 WHERE id = $2")
        .bind(usdt_price)
        .bind(asset_id)
        .execute(c)
        .await
        .map(|_| ()))
}
