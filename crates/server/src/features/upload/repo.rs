use crate::{
    db::{Db, Tx},
    ids::UserId,
    on_db, on_tx,
};

#[derive(Debug, Clone, sqlx::FromRow)]
pub struct UploadRow {
    pub path: String,
    pub user_id: Option<UserId>,
    pub format: String,
    pub is_private: i64,
}

pub struct NewUpload<'a> {
    pub path: &'a str,
    pub user_id: Option<UserId>,
    pub operator_id: Option<i64>,
    pub format: &'a str,
    pub bytes: i64,
    pub width: i64,
    pub height: i64,
    pub now: i64,
}

pub async fn insert(tx: &mut Tx, upload: &NewUpload<'_>) -> Result<(), sqlx::Error> {
    on_tx!(tx, c => sqlx::query(
        "INSERT INTO uploads (path, user_id, operator_id, format, bytes, width, height, created_at) \
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8)",
    )
    .bind(upload.path)
    .bind(upload.user_id)
    .bind(upload.operator_id)
    .bind(upload.format)
    .bind(upload.bytes)
    .bind(upload.width)
    .bind(upload.height)
    .bind(upload.now)
    .execute(c)
    .await
    .map(|_| ()))
}

pub async fn find(db: &Db, path: &str) -> Result<Option<UploadRow>, sqlx::Error> {
    on_db!(db, c => sqlx::query_as::<_, UploadRow>(
        "SELECT path, user_id, format, is_private FROM uploads WHERE path = $1",
    )
    .bind(path)
    .fetch_optional(c)
    .await)
}

/// Turns the given uploads of one user private; answers how many were the user's.
pub async fn make_private(tx: &mut Tx, user_id: UserId, paths: &[&str]) -> Result<u64, sqlx::Error> {
    let mut changed = 0;
    for path in paths {
        changed += on_tx!(tx, c => sqlx::query(
            "UPDATE uploads SET is_private = 1 WHERE path = $1 AND user_id = $2",
        )
        .bind(path)
        .bind(user_id)
        .execute(c)
        .await
        .map(|r| r.rows_affected()))?;
    }
    Ok(changed)
}
