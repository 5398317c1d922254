use crate::{
    db::{Db, Tx},
    ids::UserId,
    on_db, on_tx,
};

#[derive(Debug, Clone, sqlx::FromRow)]
pub struct ReviewRow {
    pub id: i64,
    pub user_id: UserId,
    pub level: i64,
    pub basic: i64,
    pub id_type: i64,
    pub name: String,
    pub card_id: String,
    pub front_pic: String,
    pub reverse_pic: String,
    pub hand_pic: String,
    pub status: i64,
    pub reject_reason: String,
    pub reviewed_at: Option<i64>,
    pub created_at: i64,
}

macro_rules! select_reviews {
    ($tail:literal) => {
        concat!(
            "SELECT id, user_id, level, basic, id_type, name, card_id, front_pic, reverse_pic, hand_pic, status, ",
            "reject_reason, reviewed_at, created_at FROM identity_reviews ",
            $tail
        )
    };
}

pub struct NewReview<'a> {
    pub user_id: UserId,
    pub level: i64,
    pub basic: bool,
    pub id_type: i64,
    pub name: &'a str,
    pub card_id: &'a str,
    pub front_pic: &'a str,
    pub reverse_pic: &'a str,
    pub hand_pic: &'a str,
    pub now: i64,
}

pub async fn insert(tx: &mut Tx, review: &NewReview<'_>) -> Result<i64, sqlx::Error> {
    on_tx!(tx, c => sqlx::query_scalar::<_, i64>(
        "INSERT INTO identity_reviews (user_id, level, basic, id_type, name, card_id, front_pic, reverse_pic, \
         hand_pic, created_at) VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10) RETURNING id",
    )
    .bind(review.user_id)
    .bind(review.level)
    .bind(i64::from(review.basic))
    .bind(review.id_type)
    .bind(review.name)
    .bind(review.card_id)
    .bind(review.front_pic)
    .bind(review.reverse_pic)
    .bind(review.hand_pic)
    .bind(review.now)
    .fetch_one(c)
    .await)
}

pub async fn find(db: &Db, id: i64) -> Result<Option<ReviewRow>, sqlx::Error> {
    let sql = select_reviews!("WHERE id = $1");
    on_db!(db, c => sqlx::query_as::<_, ReviewRow>(sql).bind(id).fetch_optional(c).await)
}

/// Every review of one user, newest first.
pub async fn of_user(db: &Db, user_id: UserId) -> Result<Vec<ReviewRow>, sqlx::Error> {
    let sql = select_reviews!("WHERE user_id = $1 ORDER BY id DESC");
    on_db!(db, c => sqlx::query_as::<_, ReviewRow>(sql).bind(user_id).fetch_all(c).await)
}

/// Reviews in one state, oldest first: the queue is worked in the order it was filed.
pub async fn queue(db: &Db, status: i64, limit: i64, offset: i64) -> Result<Vec<ReviewRow>, sqlx::Error> {
    let sql = select_reviews!("WHERE status = $1 ORDER BY id LIMIT $2 OFFSET $3");
    on_db!(db, c => sqlx::query_as::<_, ReviewRow>(sql)
        .bind(status)
        .bind(limit)
        .bind(offset)
        .fetch_all(c)
        .await)
}

pub async fn queue_count(db: &Db, status: i64) -> Result<i64, sqlx::Error> {
    on_db!(db, c => sqlx::query_scalar::<_, i64>("SELECT COUNT(*) FROM identity_reviews WHERE status = $1")
        .bind(status)
        .fetch_one(c)
        .await)
}

/// Other users who filed the same document number, for the reviewer to see.
pub async fn same_card_users(db: &Db, card_id: &str, user_id: UserId) -> Result<Vec<i64>, sqlx::Error> {
    on_db!(db, c => sqlx::query_scalar::<_, i64>(
        "SELECT DISTINCT user_id FROM identity_reviews WHERE card_id = $1 AND card_id <> '' AND user_id <> $2 \
         ORDER BY user_id",
    )
    .bind(card_id)
    .bind(user_id)
    .fetch_all(c)
    .await)
}

/// Closes a waiting review; answers 0 when it was not waiting (decided already, or by a racing reviewer).
pub async fn decide(
    tx: &mut Tx,
    id: i64,
    status: i64,
    reason: &str,
    operator_id: i64,
    now: i64,
) -> Result<u64, sqlx::Error> {
    on_tx!(tx, c => sqlx::query(
        "UPDATE identity_reviews SET status = $1, reject_reason = $2, reviewed_by = $3, reviewed_at = $4 \
         WHERE id = $5 AND status = 1",
    )
    .bind(status)
    .bind(reason)
    .bind(operator_id)
    .bind(now)
    .bind(id)
    .execute(c)
    .await
    .map(|r| r.rows_affected()))
}

/// Sets the verified level (never lowering it) and the level-1 review state shown in the user object.
pub async fn set_user_state(
    tx: &mut Tx,
    user_id: UserId,
    real_level: i64,
    review_status: i64,
    now: i64,
) -> Result<(), sqlx::Error> {
    on_tx!(tx, c => sqlx::query(
        "UPDATE users SET real_level = CASE WHEN real_level > $1 THEN real_level ELSE $1 END, \
         review_status = $2, updated_at = $3 WHERE id = $4",
    )
    .bind(real_level)
    .bind(review_status)
    .bind(now)
    .bind(user_id)
    .execute(c)
    .await
    .map(|_| ()))
}
