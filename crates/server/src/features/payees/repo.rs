use crate::{
    db::{Db, Tx},
    ids::{AssetId, UserId},
    on_db, on_tx,
};

#[derive(Debug, Clone, sqlx::FromRow)]
pub struct AddressRow {
    pub id: i64,
    pub asset_id: AssetId,
    pub name: String,
    pub address: String,
    pub qrcode: String,
    pub network: String,
    pub created_at: i64,
}

pub struct NewAddress<'a> {
    pub user_id: UserId,
    pub asset_id: AssetId,
    pub name: &'a str,
    pub address: &'a str,
    pub qrcode: &'a str,
    pub network: &'a str,
    pub now: i64,
}

pub async fn insert_address(tx: &mut Tx, a: &NewAddress<'_>) -> Result<(), sqlx::Error> {
    on_tx!(tx, c => sqlx::query(
        "INSERT INTO address_book (user_id, asset_id, name, address, qrcode, network, created_at) \
         VALUES ($1, $2, $3, $4, $5, $6, $7)",
    )
    .bind(a.user_id)
    .bind(a.asset_id)
    .bind(a.name)
    .bind(a.address)
    .bind(a.qrcode)
    .bind(a.network)
    .bind(a.now)
    .execute(c)
    .await
    .map(|_| ()))
}

/// Deletes the user's saved address `id`; answers whether there was one.
pub async fn delete_address(tx: &mut Tx, user_id: UserId, id: i64) -> Result<bool, sqlx::Error> {
    let n = on_tx!(tx, c => sqlx::query("DELETE FROM address_book WHERE id = $1 AND user_id = $2")
        .bind(id)
        .bind(user_id)
        .execute(c)
        .await
        .map(|r| r.rows_affected()))?;
    Ok(n == 1)
}

pub async fn addresses(
    db: &Db,
    user_id: UserId,
    limit: i64,
    offset: i64,
) -> Result<Vec<AddressRow>, sqlx::Error> {
    on_db!(db, c => sqlx::query_as::<_, AddressRow>(
        "SELECT id, asset_id, name, address, qrcode, network, created_at FROM address_book WHERE user_id = $1 \
         ORDER BY id DESC LIMIT $2 OFFSET $3",
    )
    .bind(user_id)
    .bind(limit)
    .bind(offset)
    .fetch_all(c)
    .await)
}

pub async fn address_count(db: &Db, user_id: UserId) -> Result<i64, sqlx::Error> {
    on_db!(db, c => sqlx::query_scalar::<_, i64>("SELECT COUNT(*) FROM address_book WHERE user_id = $1")
        .bind(user_id)
        .fetch_one(c)
        .await)
}

pub async fn card(db: &Db, user_id: UserId, kind: &str) -> Result<Option<String>, sqlx::Error> {
    on_db!(db, c => sqlx::query_scalar::<_, String>("SELECT data FROM bank_cards WHERE user_id = $1 AND kind = $2")
        .bind(user_id)
        .bind(kind)
        .fetch_optional(c)
        .await)
}

pub async fn save_card(
    tx: &mut Tx,
    user_id: UserId,
    kind: &str,
    data: &str,
    now: i64,
) -> Result<(), sqlx::Error> {
    on_tx!(tx, c => sqlx::query(
        "INSERT INTO bank_cards (user_id, kind, data, updated_at) VALUES ($1, $2, $3, $4) \
         ON CONFLICT (user_id, kind) DO UPDATE SET data = excluded.data, updated_at = excluded.updated_at",
    )
    .bind(user_id)
    .bind(kind)
    .bind(data)
    .bind(now)
    .execute(c)
    .await
    .map(|_| ()))
}
