//! An order's chat: text and pictures between the two parties, and the platform's and operators' lines. Nothing
//! is ever edited or deleted; it is the evidence a dispute is decided on.

use super::{
    dto::{ChatInput, ChatSendInput, OtcChatMessage},
    orders,
    repo::{self, MessageRow, OrderRow},
    service,
};
use crate::{app::AppState, error::AppError, features::upload, ids::UserId};

pub const TEXT_CHARS: usize = 500;

/// Reads what a user sends: text of 1 to 500 characters, or an upload of theirs.
pub fn check_text(content: &str) -> Result<String, AppError> {
    let text = content.trim();
    let count = text.chars().count();
    if (1..=TEXT_CHARS).contains(&count) {
        Ok(text.to_string())
    } else {
        Err(AppError::field("content"))
    }
}

/// Sends a stored line to both parties' sockets.
pub async fn push(app: &AppState, o: &OrderRow, line: &MessageRow) {
    let Ok(view) = service::message_view(app, line).await else {
        return;
    };
    for user in [o.buyer_id, o.seller_id] {
        crate::fanout::notify(&app.fanout, user, "otc_chat", "message", &view, &()).await;
    }
}

pub async fn list(
    app: &AppState,
    user_id: UserId,
    input: ChatInput,
) -> Result<Vec<OtcChatMessage>, AppError> {
    let o = orders::own(app, user_id, input.order_id).await?;
    read(
        app,
        &o,
        input.after_id.unwrap_or(0),
        input.limit.unwrap_or(50).clamp(1, 100),
    )
    .await
}

pub async fn read(
    app: &AppState,
    o: &OrderRow,
    after_id: i64,
    limit: i64,
) -> Result<Vec<OtcChatMessage>, AppError> {
    let mut out = Vec::new();
    for m in repo::messages(&app.db, o.id, after_id, limit).await? {
        out.push(service::message_view(app, &m).await?);
    }
    Ok(out)
}

pub async fn send(app: &AppState, user_id: UserId, input: ChatSendInput) -> Result<OtcChatMessage, AppError> {
    let now = app.clock.now_ms();
    let o = orders::own(app, user_id, input.order_id).await?;
    let content = match input.kind.as_str() {
        "text" => check_text(&input.content)?,
        "image" => {
            let path = input.content.trim().to_string();
            if !upload::service::is_own_upload(app, user_id, &path).await? {
                return Err(AppError::field("content"));
            }
            path
        }
        _ => return Err(AppError::field("kind")),
    };
    let mut tx = app.db.begin().await?;
    let line = repo::insert_message(&mut tx, o.id, user_id.0, (&input.kind, &content), now).await?;
    tx.commit().await?;
    push(app, &o, &line).await;
    service::message_view(app, &line).await
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_chat_line_has_one_to_five_hundred_characters_and_is_kept_as_written() {
        assert!(check_text("   ").is_err());
        assert_eq!(check_text(" <b>hi</b> ").ok(), Some("<b>hi</b>".into()));
        assert!(check_text(&"字".repeat(501)).is_err());
    }
}
