//! The public log of operators' money moves (ADR 73): each ledger adjustment by finance, quick-buy confirmation
//! and P2P dispute decision, written in the transaction that moves the money. It names no person: the kind of
//! move, the asset, the amount, the time and a reason category from a fixed list. Append-only on both databases.

use crate::{
    db::{Db, Tx},
    ids::AssetId,
    on_db, on_tx,
};

/// A finance operator's correction of a balance through the ledger.
pub const ADJUSTMENT: &str = "adjustment";
/// A quick-buy bank order an operator confirmed as paid, crediting its coins.
pub const QUICKBUY_CONFIRM: &str = "quickbuy_confirm";
/// A P2P dispute an operator decided, moving the escrow.
pub const OTC_DISPUTE: &str = "otc_dispute";

/// The reason categories an adjustment may be filed under; the free-text reason stays in the private audit log.
pub const ADJUSTMENT_CATEGORIES: [&str; 5] = [
    "correction",
    "compensation",
    "deposit_credit",
    "withdrawal_return",
    "other",
];

pub struct Move<'a> {
    pub kind: &'a str,
    pub asset_id: AssetId,
    /// Minor units of the asset; negative when an adjustment took from the user.
    pub amount: i64,
    pub category: &'a str,
    pub at: i64,
}

#[derive(Debug, Clone, sqlx::FromRow)]
pub struct MoveRow {
    pub id: i64,
    pub kind: String,
    pub asset_id: AssetId,
    pub amount: i64,
    pub category: String,
    pub created_at: i64,
}

/// Writes one line of the log inside the transaction of the move it describes.
pub async fn record(tx: &mut Tx, m: &Move<'_>) -> Result<(), sqlx::Error> {
    on_tx!(tx, c => sqlx::query(
        "INSERT INTO money_moves (kind, asset_id, amount, category, created_at) VALUES ($1, $2, $3, $4, $5)",
    )
    .bind(m.kind)
    .bind(m.asset_id)
    .bind(m.amount)
    .bind(m.category)
    .bind(m.at)
    .execute(c)
    .await
    .map(|_| ()))
}

/// Newest first, with the total count.
pub async fn page(db: &Db, limit: i64, offset: i64) -> Result<(Vec<MoveRow>, i64), sqlx::Error> {
    let rows = on_db!(db, c => sqlx::query_as::<_, MoveRow>(
        "SELECT id, kind, asset_id, amount, category, created_at FROM money_moves ORDER BY id DESC LIMIT $1 OFFSET $2",
    )
    .bind(limit)
    .bind(offset)
    .fetch_all(c)
    .await)?;
    let total = on_db!(db, c => sqlx::query_scalar::<_, i64>("SELECT COUNT(*) FROM money_moves")
        .fetch_one(c)
        .await)?;
    Ok((rows, total))
}
