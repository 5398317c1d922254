use crate::{
    db::{Db, Tx},
    ids::UserId,
    on_db, on_tx,
};

#[derive(Debug, Clone, sqlx::FromRow)]
pub struct MailRow {
    pub id: i64,
    pub user_id: UserId,
    pub kind: String,
    pub title: String,
    pub abstract_text: String,
    pub content: String,
    pub text_key: String,
    pub args: String,
    pub is_read: i64,
    pub created_at: i64,
}

macro_rules! select_mail {
    ($tail:literal) => {
        concat!(
            "SELECT id, user_id, kind, title, abstract AS abstract_text, content, text_key, args, is_read, ",
            "created_at FROM mail_messages ",
            $tail
        )
    };
}

pub struct OperatorMail<'a> {
    pub title: &'a str,
    pub abstract_text: &'a str,
    pub content: &'a str,
    pub sent_by: i64,
    pub now: i64,
}

pub async fn insert_for_user(
    tx: &mut Tx,
    user_id: UserId,
    mail: &OperatorMail<'_>,
) -> Result<i64, sqlx::Error> {
    on_tx!(tx, c => sqlx::query_scalar::<_, i64>(
        "INSERT INTO mail_messages (user_id, kind, title, abstract, content, sent_by, created_at) \
         VALUES ($1, 'operator', $2, $3, $4, $5, $6) RETURNING id",
    )
    .bind(user_id)
    .bind(mail.title)
    .bind(mail.abstract_text)
    .bind(mail.content)
    .bind(mail.sent_by)
    .bind(mail.now)
    .fetch_one(c)
    .await)
}

/// One copy for every active user; answers how many were written.
pub async fn insert_for_all(tx: &mut Tx, mail: &OperatorMail<'_>) -> Result<u64, sqlx::Error> {
    on_tx!(tx, c => sqlx::query(
        "INSERT INTO mail_messages (user_id, kind, title, abstract, content, sent_by, created_at) \
         SELECT id, 'operator', $1, $2, $3, $4, $5 FROM users WHERE status = 'active'",
    )
    .bind(mail.title)
    .bind(mail.abstract_text)
    .bind(mail.content)
    .bind(mail.sent_by)
    .bind(mail.now)
    .execute(c)
    .await
    .map(|r| r.rows_affected()))
}

pub async fn page(db: &Db, user_id: UserId, limit: i64, offset: i64) -> Result<Vec<MailRow>, sqlx::Error> {
    let sql = select_mail!("WHERE user_id = $1 ORDER BY id DESC LIMIT $2 OFFSET $3");
    on_db!(db, c => sqlx::query_as::<_, MailRow>(sql)
        .bind(user_id)
        .bind(limit)
        .bind(offset)
        .fetch_all(c)
        .await)
}

pub async fn find(db: &Db, id: i64) -> Result<Option<MailRow>, sqlx::Error> {
    let sql = select_mail!("WHERE id = $1");
    on_db!(db, c => sqlx::query_as::<_, MailRow>(sql).bind(id).fetch_optional(c).await)
}

/// The newest message of a user and how many of theirs are unread, for the socket event.
pub async fn latest(db: &Db, user_id: UserId) -> Result<Option<MailRow>, sqlx::Error> {
    let sql = select_mail!("WHERE user_id = $1 ORDER BY id DESC LIMIT 1");
    on_db!(db, c => sqlx::query_as::<_, MailRow>(sql).bind(user_id).fetch_optional(c).await)
}

/// Whether a user exists, so that a message is never addressed to nobody.
pub async fn user_exists(db: &Db, user_id: UserId) -> Result<bool, sqlx::Error> {
    let found = on_db!(db, c => sqlx::query_scalar::<_, i64>("SELECT id FROM users WHERE id = $1")
        .bind(user_id)
        .fetch_optional(c)
        .await)?;
    Ok(found.is_some())
}

/// The user's newest unread message.
pub async fn newest_unread(db: &Db, user_id: UserId) -> Result<Option<MailRow>, sqlx::Error> {
    let sql = select_mail!("WHERE user_id = $1 AND is_read = 0 ORDER BY id DESC LIMIT 1");
    on_db!(db, c => sqlx::query_as::<_, MailRow>(sql).bind(user_id).fetch_optional(c).await)
}

pub async fn count(db: &Db, user_id: UserId) -> Result<i64, sqlx::Error> {
    on_db!(db, c => sqlx::query_scalar::<_, i64>("SELECT COUNT(*) FROM mail_messages WHERE user_id = $1")
        .bind(user_id)
        .fetch_one(c)
        .await)
}

pub async fn unread(db: &Db, user_id: UserId) -> Result<i64, sqlx::Error> {
    on_db!(db, c => sqlx::query_scalar::<_, i64>(
        "SELECT COUNT(*) FROM mail_messages WHERE user_id = $1 AND is_read = 0",
    )
    .bind(user_id)
    .fetch_one(c)
    .await)
}

pub async fn mark_read(tx: &mut Tx, user_id: UserId, id: i64, now: i64) -> Result<u64, sqlx::Error> {
    on_tx!(tx, c => sqlx::query(
        "UPDATE mail_messages SET is_read = 1, read_at = $1 WHERE user_id = $2 AND id = $3 AND is_read = 0",
    )
    .bind(now)
    .bind(user_id)
    .bind(id)
    .execute(c)
    .await
    .map(|r| r.rows_affected()))
}

pub async fn mark_all_read(tx: &mut Tx, user_id: UserId, now: i64) -> Result<u64, sqlx::Error> {
    on_tx!(tx, c => sqlx::query(
        "UPDATE mail_messages SET is_read = 1, read_at = $1 WHERE user_id = $2 AND is_read = 0",
    )
    .bind(now)
    .bind(user_id)
    .execute(c)
    .await
    .map(|r| r.rows_affected()))
}
