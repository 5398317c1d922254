use crate::{
    db::{Db, Tx},
    ids::UserId,
    on_db, on_tx,
};

#[derive(Debug, Clone, sqlx::FromRow)]
pub struct MessageRow {
    pub id: i64,
    pub room: String,
    pub user_id: UserId,
    pub account: String,
    pub nickname: String,
    pub avatar: String,
    pub kind: String,
    pub content: String,
    pub deleted: i64,
    pub reports: i64,
    pub created_at: i64,
}

macro_rules! message_columns {
    () => {
        "m.id, m.room, m.user_id, u.account, u.nickname, u.head_portrait AS avatar, m.kind, m.content, \
         CAST(CASE WHEN m.deleted_at IS NULL THEN 0 ELSE 1 END AS BIGINT) AS deleted, \
         (SELECT COUNT(*) FROM chat_reports r WHERE r.message_id = m.id) AS reports, m.created_at \
         FROM chat_messages m JOIN users u ON u.id = m.user_id"
    };
}

/// The newest `limit` shown messages of a room before `before_id` (0 for the newest), newest first.
pub async fn history(
    db: &Db,
    room: &str,
    before_id: i64,
    limit: i64,
) -> Result<Vec<MessageRow>, sqlx::Error> {
    on_db!(db, c => sqlx::query_as::<_, MessageRow>(concat!(
        "SELECT ", message_columns!(),
        " WHERE m.room = $1 AND m.deleted_at IS NULL AND ($2 = 0 OR m.id < $2) ORDER BY m.id DESC LIMIT $3"
    ))
    .bind(room)
    .bind(before_id)
    .bind(limit)
    .fetch_all(c)
    .await)
}

pub async fn message_in(tx: &mut Tx, id: i64) -> Result<Option<MessageRow>, sqlx::Error> {
    on_tx!(tx, c => sqlx::query_as::<_, MessageRow>(concat!("SELECT ", message_columns!(), " WHERE m.id = $1"))
        .bind(id)
        .fetch_optional(c)
        .await)
}

/// Messages for the console, newest first: of one room or all (""), reported ones only when asked.
pub async fn admin_page(
    db: &Db,
    (room, reported): (&str, bool),
    limit: i64,
    offset: i64,
) -> Result<(Vec<MessageRow>, i64), sqlx::Error> {
    let rows = on_db!(db, c => sqlx::query_as::<_, MessageRow>(concat!(
        "SELECT ", message_columns!(),
        " WHERE ($1 = '' OR m.room = $1) \
           AND ($2 = 0 OR EXISTS (SELECT 1 FROM chat_reports r WHERE r.message_id = m.id)) \
         ORDER BY m.id DESC LIMIT $3 OFFSET $4"
    ))
    .bind(room)
    .bind(i64::from(reported))
    .bind(limit)
    .bind(offset)
    .fetch_all(c)
    .await)?;
    let total = on_db!(db, c => sqlx::query_scalar::<_, i64>(
        "SELECT COUNT(*) FROM chat_messages m WHERE ($1 = '' OR m.room = $1) \
           AND ($2 = 0 OR EXISTS (SELECT 1 FROM chat_reports r WHERE r.message_id = m.id))",
    )
    .bind(room)
    .bind(i64::from(reported))
    .fetch_one(c)
    .await)?;
    Ok((rows, total))
}

/// How many messages a user stored since `since`.
pub async fn sent_since(tx: &mut Tx, user: UserId, since: i64) -> Result<i64, sqlx::Error> {
    on_tx!(tx, c => sqlx::query_scalar::<_, i64>(
        "SELECT COUNT(*) FROM chat_messages WHERE user_id = $1 AND created_at > $2",
    )
    .bind(user)
    .bind(since)
    .fetch_one(c)
    .await)
}

pub async fn insert(
    tx: &mut Tx,
    (room, user): (&str, UserId),
    (kind, content): (&str, &str),
    now: i64,
) -> Result<i64, sqlx::Error> {
    on_tx!(tx, c => sqlx::query_scalar::<_, i64>(
        "INSERT INTO chat_messages (room, user_id, kind, content, created_at) VALUES ($1, $2, $3, $4, $5) \
         RETURNING id",
    )
    .bind(room)
    .bind(user)
    .bind(kind)
    .bind(content)
    .bind(now)
    .fetch_one(c)
    .await)
}

pub async fn report(
    tx: &mut Tx,
    (message, user): (i64, UserId),
    reason: &str,
    now: i64,
) -> Result<u64, sqlx::Error> {
    on_tx!(tx, c => sqlx::query(
        "INSERT INTO chat_reports (message_id, user_id, reason, created_at) VALUES ($1, $2, $3, $4) \
         ON CONFLICT (message_id, user_id) DO NOTHING",
    )
    .bind(message)
    .bind(user)
    .bind(reason)
    .bind(now)
    .execute(c)
    .await
    .map(|r| r.rows_affected()))
}

pub async fn delete(
    tx: &mut Tx,
    id: i64,
    (operator, reason): (i64, &str),
    now: i64,
) -> Result<bool, sqlx::Error> {
    let n = on_tx!(tx, c => sqlx::query(
        "UPDATE chat_messages SET deleted_at = $1, deleted_by = $2, delete_reason = $3 \
         WHERE id = $4 AND deleted_at IS NULL",
    )
    .bind(now)
    .bind(operator)
    .bind(reason)
    .bind(id)
    .execute(c)
    .await
    .map(|r| r.rows_affected()))?;
    Ok(n == 1)
}

#[derive(Debug, Clone, sqlx::FromRow)]
pub struct MuteRow {
    pub user_id: UserId,
    pub account: String,
    pub until: i64,
    pub reason: String,
}

pub async fn mute_of(db: &Db, user: UserId, now: i64) -> Result<Option<MuteRow>, sqlx::Error> {
    on_db!(db, c => sqlx::query_as::<_, MuteRow>(
        "SELECT m.user_id, u.account, m.until, m.reason FROM chat_mutes m JOIN users u ON u.id = m.user_id \
         WHERE m.user_id = $1 AND m.until > $2",
    )
    .bind(user)
    .bind(now)
    .fetch_optional(c)
    .await)
}

pub async fn mute_in(tx: &mut Tx, user: UserId, now: i64) -> Result<Option<MuteRow>, sqlx::Error> {
    on_tx!(tx, c => sqlx::query_as::<_, MuteRow>(
        "SELECT m.user_id, u.account, m.until, m.reason FROM chat_mutes m JOIN users u ON u.id = m.user_id \
         WHERE m.user_id = $1 AND m.until > $2",
    )
    .bind(user)
    .bind(now)
    .fetch_optional(c)
    .await)
}

pub async fn mutes(db: &Db, now: i64) -> Result<Vec<MuteRow>, sqlx::Error> {
    on_db!(db, c => sqlx::query_as::<_, MuteRow>(
        "SELECT m.user_id, u.account, m.until, m.reason FROM chat_mutes m JOIN users u ON u.id = m.user_id \
         WHERE m.until > $1 ORDER BY m.until",
    )
    .bind(now)
    .fetch_all(c)
    .await)
}

pub async fn set_mute(
    tx: &mut Tx,
    user: UserId,
    (until, reason): (i64, &str),
    operator: i64,
    now: i64,
) -> Result<(), sqlx::Error> {
    on_tx!(tx, c => sqlx::query(
        "INSERT INTO chat_mutes (user_id, until, reason, operator_id, created_at) VALUES ($1, $2, $3, $4, $5) \
         ON CONFLICT (user_id) DO UPDATE SET until = $2, reason = $3, operator_id = $4, created_at = $5",
    )
    .bind(user)
    .bind(until)
    .bind(reason)
    .bind(operator)
    .bind(now)
    .execute(c)
    .await
    .map(|r| r.rows_affected()))?;
    Ok(())
}

pub async fn user_exists(tx: &mut Tx, user: UserId) -> Result<bool, sqlx::Error> {
    let n = on_tx!(tx, c => sqlx::query_scalar::<_, i64>("SELECT COUNT(*) FROM users WHERE id = $1")
        .bind(user)
        .fetch_one(c)
        .await)?;
    Ok(n > 0)
}
