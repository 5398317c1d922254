//! Conversations and their messages as the customer service calls and the console read and write them.

use crate::{
    db::{Db, Tx},
    ids::UserId,
    on_db, on_tx,
};

#[derive(Debug, Clone, sqlx::FromRow)]
pub struct ConversationRow {
    pub id: i64,
    pub user_id: UserId,
    pub status: i64,
    pub created_at: i64,
    pub closed_at: Option<i64>,
}

#[derive(Debug, Clone, sqlx::FromRow)]
pub struct MessageRow {
    pub id: i64,
    pub conversation_id: i64,
    pub sender: String,
    pub kind: String,
    pub content: String,
    pub created_at: i64,
}

#[derive(Debug, Clone, sqlx::FromRow)]
pub struct SummaryRow {
    pub id: i64,
    pub user_id: UserId,
    pub account: String,
    pub status: i64,
    pub unread: i64,
    pub last_message: String,
    pub last_kind: String,
    pub last_at: i64,
    pub created_at: i64,
}

macro_rules! conversations {
    ($rest:expr) => {
        concat!(
            "SELECT id, user_id, status, created_at, closed_at FROM support_conversations ",
            $rest
        )
    };
}

macro_rules! summaries {
    ($rest:expr) => {
        concat!(
            "SELECT c.id, c.user_id, u.account, c.status, \
             CAST((SELECT COUNT(*) FROM support_messages m WHERE m.conversation_id = c.id AND m.sender = 'user' \
                   AND m.read_at IS NULL) AS BIGINT) AS unread, \
             COALESCE((SELECT m.content FROM support_messages m WHERE m.conversation_id = c.id \
                       ORDER BY m.id DESC LIMIT 1), '') AS last_message, \
             COALESCE((SELECT m.kind FROM support_messages m WHERE m.conversation_id = c.id \
                       ORDER BY m.id DESC LIMIT 1), 'text') AS last_kind, \
             c.updated_at AS last_at, c.created_at \
             FROM support_conversations c JOIN users u ON u.id = c.user_id ",
            $rest
        )
    };
}

pub async fn open_of(tx: &mut Tx, user: UserId) -> Result<Option<ConversationRow>, sqlx::Error> {
    on_tx!(tx, c => sqlx::query_as::<_, ConversationRow>(conversations!("WHERE user_id = $1 AND status = 0"))
        .bind(user)
        .fetch_optional(c)
        .await)
}

pub async fn open_now(db: &Db, user: UserId) -> Result<Option<ConversationRow>, sqlx::Error> {
    on_db!(db, c => sqlx::query_as::<_, ConversationRow>(conversations!("WHERE user_id = $1 AND status = 0"))
        .bind(user)
        .fetch_optional(c)
        .await)
}

pub async fn conversation_in(tx: &mut Tx, id: i64) -> Result<Option<ConversationRow>, sqlx::Error> {
    on_tx!(tx, c => sqlx::query_as::<_, ConversationRow>(conversations!("WHERE id = $1"))
        .bind(id)
        .fetch_optional(c)
        .await)
}

pub async fn start(tx: &mut Tx, user: UserId, now: i64) -> Result<i64, sqlx::Error> {
    on_tx!(tx, c => sqlx::query_scalar::<_, i64>(
        "INSERT INTO support_conversations (user_id, status, created_at, updated_at) VALUES ($1, 0, $2, $2) \
         RETURNING id",
    )
    .bind(user)
    .bind(now)
    .fetch_one(c)
    .await)
}

/// The messages a user sent since `since`, in every conversation of theirs.
pub async fn sent_since(tx: &mut Tx, user: UserId, since: i64) -> Result<i64, sqlx::Error> {
    on_tx!(tx, c => sqlx::query_scalar::<_, i64>(
        "SELECT COUNT(*) FROM support_messages m JOIN support_conversations c ON c.id = m.conversation_id \
         WHERE c.user_id = $1 AND m.sender = 'user' AND m.created_at > $2",
    )
    .bind(user)
    .bind(since)
    .fetch_one(c)
    .await)
}

pub struct NewMessage<'a> {
    pub conversation_id: i64,
    pub sender: &'a str,
    pub operator_id: Option<i64>,
    pub kind: &'a str,
    pub content: &'a str,
    pub now: i64,
}

pub async fn insert(tx: &mut Tx, m: &NewMessage<'_>) -> Result<MessageRow, sqlx::Error> {
    let id = on_tx!(tx, c => sqlx::query_scalar::<_, i64>(
        "INSERT INTO support_messages (conversation_id, sender, operator_id, kind, content, created_at) \
         VALUES ($1, $2, $3, $4, $5, $6) RETURNING id",
    )
    .bind(m.conversation_id)
    .bind(m.sender)
    .bind(m.operator_id)
    .bind(m.kind)
    .bind(m.content)
    .bind(m.now)
    .fetch_one(c)
    .await)?;
    on_tx!(tx, c => sqlx::query("UPDATE support_conversations SET updated_at = $1 WHERE id = $2")
        .bind(m.now)
        .bind(m.conversation_id)
        .execute(c)
        .await
        .map(|_| ()))?;
    Ok(MessageRow {
        id,
        conversation_id: m.conversation_id,
        sender: m.sender.to_string(),
        kind: m.kind.to_string(),
        content: m.content.to_string(),
        created_at: m.now,
    })
}

pub async fn messages(db: &Db, conversation: i64, after_id: i64) -> Result<Vec<MessageRow>, sqlx::Error> {
    on_db!(db, c => sqlx::query_as::<_, MessageRow>(
        "SELECT id, conversation_id, sender, kind, content, created_at FROM support_messages \
         WHERE conversation_id = $1 AND id > $2 ORDER BY id LIMIT 1000",
    )
    .bind(conversation)
    .bind(after_id)
    .fetch_all(c)
    .await)
}

/// Marks the messages `sender` sent in a conversation read.
pub async fn mark_read(db: &Db, conversation: i64, sender: &str, now: i64) -> Result<(), sqlx::Error> {
    let mut tx = db.begin().await?;
    on_tx!(&mut tx, c => sqlx::query(
        "UPDATE support_messages SET read_at = $1 WHERE conversation_id = $2 AND sender = $3 AND read_at IS NULL",
    )
    .bind(now)
    .bind(conversation)
    .bind(sender)
    .execute(c)
    .await
    .map(|_| ()))?;
    tx.commit().await
}

/// Operator replies the user has not read, in any of their conversations.
pub async fn unread_for(db: &Db, user: UserId) -> Result<i64, sqlx::Error> {
    on_db!(db, c => sqlx::query_scalar::<_, i64>(
        "SELECT COUNT(*) FROM support_messages m JOIN support_conversations c ON c.id = m.conversation_id \
         WHERE c.user_id = $1 AND m.sender = 'operator' AND m.read_at IS NULL",
    )
    .bind(user)
    .fetch_one(c)
    .await)
}

/// Closes an open conversation; answers whether it was open.
pub async fn close(tx: &mut Tx, id: i64, by: Option<i64>, now: i64) -> Result<bool, sqlx::Error> {
    let done = on_tx!(tx, c => sqlx::query(
        "UPDATE support_conversations SET status = 1, closed_at = $1, closed_by = $2, updated_at = $1 \
         WHERE id = $3 AND status = 0",
    )
    .bind(now)
    .bind(by)
    .bind(id)
    .execute(c)
    .await
    .map(|r| r.rows_affected()))?;
    Ok(done == 1)
}

pub async fn summary(db: &Db, id: i64) -> Result<Option<SummaryRow>, sqlx::Error> {
    on_db!(db, c => sqlx::query_as::<_, SummaryRow>(summaries!("WHERE c.id = $1"))
        .bind(id)
        .fetch_optional(c)
        .await)
}

/// Conversations of a status (< 0 for all): those with unread user messages first, then the latest.
pub async fn page(
    db: &Db,
    status: i64,
    limit: i64,
    offset: i64,
) -> Result<(Vec<SummaryRow>, i64), sqlx::Error> {
    let rows = on_db!(db, c => sqlx::query_as::<_, SummaryRow>(summaries!(
        "WHERE ($1 < 0 OR c.status = $1) ORDER BY CASE WHEN EXISTS (SELECT 1 FROM support_messages m \
         WHERE m.conversation_id = c.id AND m.sender = 'user' AND m.read_at IS NULL) THEN 0 ELSE 1 END, \
         c.updated_at DESC, c.id DESC LIMIT $2 OFFSET $3"
    ))
    .bind(status)
    .bind(limit)
    .bind(offset)
    .fetch_all(c)
    .await)?;
    let total = on_db!(db, c => sqlx::query_scalar::<_, i64>(
        "SELECT COUNT(*) FROM support_conversations WHERE ($1 < 0 OR status = $1)",
    )
    .bind(status)
    .fetch_one(c)
    .await)?;
    Ok((rows, total))
}
