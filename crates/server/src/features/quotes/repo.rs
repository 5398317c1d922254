use crate::{
    db::{Db, Tx},
    ids::UserId,
    on_db, on_tx,
};

/// Adds a favourite, or finds the one there is; answers its id.
pub async fn add(tx: &mut Tx, user_id: UserId, currency_id: i64, now: i64) -> Result<i64, sqlx::Error> {
    on_tx!(tx, c => sqlx::query(
        "INSERT INTO favourites (user_id, currency_id, created_at) VALUES ($1, $2, $3) \
         ON CONFLICT (user_id, currency_id) DO NOTHING",
    )
    .bind(user_id)
    .bind(currency_id)
    .bind(now)
    .execute(&mut *c)
    .await
    .map(|_| ()))?;
    on_tx!(tx, c => sqlx::query_scalar::<_, i64>("SELECT id FROM favourites WHERE user_id = $1 AND currency_id = $2")
        .bind(user_id)
        .bind(currency_id)
        .fetch_one(c)
        .await)
}

/// Removes a favourite by its row id or its instrument; answers how many rows went.
pub async fn delete(tx: &mut Tx, user_id: UserId, id: i64, currency_id: i64) -> Result<u64, sqlx::Error> {
    on_tx!(tx, c => sqlx::query("DELETE FROM favourites WHERE user_id = $1 AND (id = $2 OR currency_id = $3)")
        .bind(user_id)
        .bind(id)
        .bind(currency_id)
        .execute(c)
        .await
        .map(|r| r.rows_affected()))
}

pub async fn list(db: &Db, user_id: UserId) -> Result<Vec<(i64, i64)>, sqlx::Error> {
    on_db!(db, c => sqlx::query_as::<_, (i64, i64)>(
        "SELECT id, currency_id FROM favourites WHERE user_id = $1 ORDER BY id",
    )
    .bind(user_id)
    .fetch_all(c)
    .await)
}
