//! System notes in a user's inbox (`mail_messages`): a text key and its arguments, rendered in the reader's
//! language when read. Core tasks file them in the transaction of the change they report; the messages feature
//! lists, renders and announces them.

use crate::{db::Tx, ids::UserId, on_tx};

pub async fn file(
    tx: &mut Tx,
    user_id: UserId,
    text_key: &str,
    args: &str,
    now: i64,
) -> Result<i64, sqlx::Error> {
    on_tx!(tx, c => sqlx::query_scalar::<_, i64>(
        "INSERT INTO mail_messages (user_id, kind, text_key, args, created_at) \
         VALUES ($1, 'system', $2, $3, $4) RETURNING id",
    )
    .bind(user_id)
    .bind(text_key)
    .bind(args)
    .bind(now)
    .fetch_one(c)
    .await)
}
