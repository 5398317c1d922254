//! Customer service's rules and calls. A user's message is counted against the published rate limit under the
//! user's limit key in the transaction that records it, so fifty racing sends store at most the limit.

use super::{
    dto::{SendInput, SupportCase, SupportConversation, SupportMessage, SupportSummary},
    repo::{self, ConversationRow, MessageRow, NewMessage, SummaryRow},
};
use crate::{
    app::AppState,
    clock,
    db::limit_keys,
    error::{AppError, ErrorCode},
    features::{messages::service as messages, site, upload},
    http::pager::Pager,
    ids::UserId,
    operators::{
        Operator,
        audit::{self, Entry},
    },
};

pub const TEXT_CHARS: usize = 1000;
/// Messages a user may send in a minute (published rule `support.rate_limit`).
pub const PER_MINUTE: i64 = 10;
const MINUTE_MS: i64 = 60_000;

/// Reads a text message: 1 to 1000 characters, line breaks allowed, no other control characters.
pub fn check_text(content: &str) -> Result<String, AppError> {
    let text = content.trim();
    let count = text.chars().count();
    if !(1..=TEXT_CHARS).contains(&count) || text.chars().any(|c| c.is_control() && c != '\n') {
        return Err(AppError::field("content"));
    }
    Ok(text.to_string())
}

/// Whether one more message fits the limit, given how many were sent in the last minute.
pub fn within_limit(sent_last_minute: i64) -> bool {
    sent_last_minute < PER_MINUTE
}

fn message_view(m: &MessageRow, offset: time::UtcOffset) -> SupportMessage {
    SupportMessage {
        id: m.id,
        conversation_id: m.conversation_id,
        from: m.sender.clone(),
        operator_name: if m.sender == "operator" {
            "Support".into()
        } else {
            String::new()
        },
        kind: m.kind.clone(),
        content: m.content.clone(),
        created_at: clock::display(m.created_at, offset),
        created_at_ts: m.created_at,
    }
}

async fn views(app: &AppState, rows: &[MessageRow]) -> Result<Vec<SupportMessage>, AppError> {
    let offset = site::service::display_offset(app).await?;
    Ok(rows.iter().map(|m| message_view(m, offset)).collect())
}

async fn conversation_view(app: &AppState, c: &ConversationRow) -> Result<SupportConversation, AppError> {
    let offset = site::service::display_offset(app).await?;
    let rows = repo::messages(&app.db, c.id, 0).await?;
    Ok(SupportConversation {
        id: c.id,
        status: c.status,
        created_at: clock::display(c.created_at, offset),
        created_at_ts: c.created_at,
        closed_at: c.closed_at.map(|t| clock::display(t, offset)).unwrap_or_default(),
        closed_at_ts: c.closed_at.unwrap_or(0),
        messages: rows.iter().map(|m| message_view(m, offset)).collect(),
    })
}

/// The user's open conversation, its operator replies marked read; `None` when none is open.
pub async fn conversation(app: &AppState, user: UserId) -> Result<Option<SupportConversation>, AppError> {
    let Some(c) = repo::open_now(&app.db, user).await? else {
        return Ok(None);
    };
    repo::mark_read(&app.db, c.id, "operator", app.clock.now_ms()).await?;
    Ok(Some(conversation_view(app, &c).await?))
}

pub async fn messages_after(
    app: &AppState,
    user: UserId,
    after_id: i64,
) -> Result<Vec<SupportMessage>, AppError> {
    let Some(c) = repo::open_now(&app.db, user).await? else {
        return Ok(Vec::new());
    };
    let rows = repo::messages(&app.db, c.id, after_id).await?;
    if rows.iter().any(|m| m.sender == "operator") {
        repo::mark_read(&app.db, c.id, "operator", app.clock.now_ms()).await?;
    }
    views(app, &rows).await
}

pub async fn unread(app: &AppState, user: UserId) -> Result<i64, AppError> {
    Ok(repo::unread_for(&app.db, user).await?)
}

pub async fn send(app: &AppState, user: UserId, input: SendInput) -> Result<SupportMessage, AppError> {
    let now = app.clock.now_ms();
    let content = match input.kind.as_str() {
        "text" => check_text(&input.content)?,
        "image" => {
            let path = input.content.trim().to_string();
            if !upload::service::is_own_upload(app, user, &path).await? {
                return Err(AppError::field("content"));
            }
            path
        }
        _ => return Err(AppError::field("kind")),
    };
    let mut tx = app.db.begin().await?;
    limit_keys::take(&mut tx, &format!("support:{user}"), now).await?;
    if !within_limit(repo::sent_since(&mut tx, user, now - MINUTE_MS).await?) {
        return Err(ErrorCode::SupportRateLimited.into());
    }
    let conversation = match repo::open_of(&mut tx, user).await? {
        Some(c) => c.id,
        None => repo::start(&mut tx, user, now).await?,
    };
    let row = repo::insert(
        &mut tx,
        &NewMessage {
            conversation_id: conversation,
            sender: "user",
            operator_id: None,
            kind: &input.kind,
            content: &content,
            now,
        },
    )
    .await?;
    tx.commit().await?;
    let offset = site::service::display_offset(app).await?;
    Ok(message_view(&row, offset))
}

pub async fn close_by_user(app: &AppState, user: UserId) -> Result<(), AppError> {
    let now = app.clock.now_ms();
    let mut tx = app.db.begin().await?;
    let c = repo::open_of(&mut tx, user)
        .await?
        .ok_or(ErrorCode::SupportClosed)?;
    if !repo::close(&mut tx, c.id, None, now).await? {
        return Err(ErrorCode::SupportClosed.into());
    }
    let line = NewMessage {
        conversation_id: c.id,
        sender: "system",
        operator_id: None,
        kind: "text",
        content: "closed_by_user",
        now,
    };
    repo::insert(&mut tx, &line).await?;
    tx.commit().await?;
    Ok(())
}

fn summary_view(s: &SummaryRow, offset: time::UtcOffset) -> SupportSummary {
    let last = if s.last_kind == "image" {
        "[image]".to_string()
    } else {
        s.last_message.chars().take(80).collect()
    };
    SupportSummary {
        id: s.id,
        user_id: s.user_id,
        account: s.account.clone(),
        status: s.status,
        unread: s.unread,
        last_message: last,
        last_at: clock::display(s.last_at, offset),
        last_at_ts: s.last_at,
        created_at: clock::display(s.created_at, offset),
        created_at_ts: s.created_at,
    }
}

pub async fn list(
    app: &AppState,
    status: Option<i64>,
    (page, limit): (i64, i64),
    url: String,
) -> Result<Pager<SupportSummary>, AppError> {
    let offset = site::service::display_offset(app).await?;
    let (rows, total) = repo::page(&app.db, status.unwrap_or(-1), limit, (page - 1) * limit).await?;
    let data = rows.iter().map(|s| summary_view(s, offset)).collect();
    Ok(Pager::new(data, total, page, limit, url))
}

/// One conversation for an operator, the user's messages marked read.
pub async fn case(app: &AppState, id: i64) -> Result<SupportCase, AppError> {
    let offset = site::service::display_offset(app).await?;
    let s = repo::summary(&app.db, id).await?.ok_or(AppError::field("id"))?;
    let conversation = summary_view(&s, offset);
    repo::mark_read(&app.db, id, "user", app.clock.now_ms()).await?;
    let rows = repo::messages(&app.db, id, 0).await?;
    Ok(SupportCase {
        conversation,
        messages: rows.iter().map(|m| message_view(m, offset)).collect(),
    })
}

/// Tells the user, after the commit: on their sockets, and in their inbox when none is connected.
async fn tell(app: &AppState, user: UserId, view: &SupportMessage) {
    crate::fanout::notify(&app.fanout, user, "kefu_message", "message", view, &()).await;
}

pub async fn reply(
    app: &AppState,
    operator: &Operator,
    id: i64,
    content: &str,
    ip: &str,
) -> Result<(), AppError> {
    let now = app.clock.now_ms();
    let content = check_text(content)?;
    let mut tx = app.db.begin().await?;
    let c = repo::conversation_in(&mut tx, id)
        .await?
        .ok_or(AppError::field("id"))?;
    if c.status != 0 {
        return Err(ErrorCode::SupportClosed.into());
    }
    let row = repo::insert(
        &mut tx,
        &NewMessage {
            conversation_id: id,
            sender: "operator",
            operator_id: Some(operator.id),
            kind: "text",
            content: &content,
            now,
        },
    )
    .await?;
    let offline = !crate::fanout::is_connected(&app.fanout, c.user_id);
    if offline {
        messages::note(&mut tx, c.user_id, "support_reply", &[], now).await?;
    }
    let target = format!("support_conversation:{id}");
    audit::record(
        &mut tx,
        &Entry::by(operator, "support.reply", &target, &content, ip, now),
    )
    .await?;
    tx.commit().await?;
    if offline {
        messages::publish(app, c.user_id).await;
    }
    let offset = site::service::display_offset(app).await?;
    tell(app, c.user_id, &message_view(&row, offset)).await;
    Ok(())
}

pub async fn close_by_operator(
    app: &AppState,
    operator: &Operator,
    id: i64,
    ip: &str,
) -> Result<(), AppError> {
    let now = app.clock.now_ms();
    let mut tx = app.db.begin().await?;
    let c = repo::conversation_in(&mut tx, id)
        .await?
        .ok_or(AppError::field("id"))?;
    if !repo::close(&mut tx, id, Some(operator.id), now).await? {
        return Err(ErrorCode::SupportClosed.into());
    }
    let line = NewMessage {
        conversation_id: id,
        sender: "system",
        operator_id: None,
        kind: "text",
        content: "closed_by_operator",
        now,
    };
    let row = repo::insert(&mut tx, &line).await?;
    let target = format!("support_conversation:{id}");
    audit::record(
        &mut tx,
        &Entry::by(operator, "support.close", &target, "closed", ip, now),
    )
    .await?;
    tx.commit().await?;
    let offset = site::service::display_offset(app).await?;
    tell(app, c.user_id, &message_view(&row, offset)).await;
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_support_message_has_one_to_a_thousand_characters_with_line_breaks_but_no_other_controls() {
        assert!(check_text("  ").is_err());
        assert_eq!(
            check_text(" Where is\nmy deposit? ").ok(),
            Some("Where is\nmy deposit?".into())
        );
        assert!(check_text("bell\u{7}").is_err());
        assert!(check_text(&"a".repeat(1001)).is_err());
    }

    #[test]
    fn the_tenth_message_in_a_minute_is_the_last_one_allowed() {
        assert!(within_limit(9));
        assert!(!within_limit(10));
    }
}
