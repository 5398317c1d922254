//! The chat rooms' rules for users: rooms by language, the text and rate limits (pure, below), sending, history
//! and reports. A message is counted against the limit under the user's limit key in the transaction that stores
//! it, so fifty racing sends store at most the limit.

use serde_json::json;

pub use crate::features::account::service::shown_name;

use super::{
    dto::{ChatHistory, ChatMessage, ChatRoom, ChatRooms, ChatSendInput},
    repo::{self, MessageRow},
};
use crate::{
    app::AppState,
    clock,
    db::limit_keys,
    error::{AppError, ErrorCode},
    fanout,
    features::{identity, site, upload},
    i18n::Lang,
    ids::UserId,
};

pub const TEXT_CHARS: usize = 500;
/// Messages a user may send in a minute (published rule `chat.rate_limit`).
pub const PER_MINUTE: i64 = 10;
const MINUTE_MS: i64 = 60_000;
pub const HISTORY_MAX: i64 = 50;

/// The room of a language code, in its canonical spelling.
pub fn room_of(code: &str) -> Result<String, AppError> {
    Lang::parse(code)
        .map(|l| l.code().to_string())
        .ok_or(AppError::field("room"))
}

/// Reads a text message: 1 to 500 characters, line breaks allowed, no other control characters. The text is
/// kept as written; clients show it as text.
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

pub fn message_view(m: &MessageRow, reader: Option<UserId>, offset: time::UtcOffset) -> ChatMessage {
    ChatMessage {
        id: m.id,
        room: m.room.clone(),
        nickname: shown_name(&m.nickname, &m.account),
        avatar: m.avatar.clone(),
        kind: m.kind.clone(),
        content: m.content.clone(),
        mine: reader == Some(m.user_id),
        created_at: clock::display(m.created_at, offset),
        created_at_ts: m.created_at,
    }
}

fn room_name(lang: Lang) -> &'static str {
    match lang {
        Lang::Zh => "简体中文",
        Lang::Hk => "繁體中文",
        Lang::En => "English",
        Lang::Fra => "Français",
        Lang::Spa => "Español",
        Lang::Ja => "日本語",
        Lang::Th => "ไทย",
        Lang::Kor => "한국어",
        Lang::Vn => "Tiếng Việt",
    }
}

pub async fn rooms(app: &AppState, reader: Option<UserId>) -> Result<ChatRooms, AppError> {
    let now = app.clock.now_ms();
    let mute = match reader {
        Some(user) => repo::mute_of(&app.db, user, now).await?,
        None => None,
    };
    let offset = site::service::display_offset(app).await?;
    Ok(ChatRooms {
        rooms: Lang::ALL
            .iter()
            .map(|l| ChatRoom {
                id: l.code().to_string(),
                name: room_name(*l).to_string(),
            })
            .collect(),
        muted_until: mute
            .as_ref()
            .map(|m| clock::display(m.until, offset))
            .unwrap_or_default(),
        muted_until_ts: mute.as_ref().map_or(0, |m| m.until),
        mute_reason: mute.map(|m| m.reason).unwrap_or_default(),
    })
}

pub async fn history(
    app: &AppState,
    reader: Option<UserId>,
    room: &str,
    (before_id, limit): (i64, i64),
) -> Result<ChatHistory, AppError> {
    let room = room_of(room)?;
    let limit = limit.clamp(1, HISTORY_MAX);
    let mut rows = repo::history(&app.db, &room, before_id.max(0), limit + 1).await?;
    let has_more = rows.len() as i64 > limit;
    rows.truncate(usize::try_from(limit).unwrap_or(0));
    rows.reverse();
    let offset = site::service::display_offset(app).await?;
    Ok(ChatHistory {
        messages: rows.iter().map(|m| message_view(m, reader, offset)).collect(),
        has_more,
    })
}

pub async fn send(app: &AppState, user: UserId, input: ChatSendInput) -> Result<ChatMessage, AppError> {
    let now = app.clock.now_ms();
    let room = room_of(&input.room)?;
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
    limit_keys::take(&mut tx, &format!("chat:{user}"), now).await?;
    if repo::mute_in(&mut tx, user, now).await?.is_some() {
        return Err(ErrorCode::ChatMuted.into());
    }
    if !within_limit(repo::sent_since(&mut tx, user, now - MINUTE_MS).await?) {
        return Err(ErrorCode::ChatRateLimited.into());
    }
    let id = repo::insert(&mut tx, (&room, user), (&input.kind, &content), now).await?;
    let row = repo::message_in(&mut tx, id).await?.ok_or(ErrorCode::NotFound)?;
    tx.commit().await?;
    let offset = site::service::display_offset(app).await?;
    let public = message_view(&row, None, offset);
    if let Ok(payload) = serde_json::to_value(&public) {
        fanout::emit_to_room(&app.fanout, format!("chat:{room}"), "chat_message", &payload).await;
    }
    Ok(ChatMessage { mine: true, ..public })
}

pub async fn report(app: &AppState, user: UserId, id: i64, reason: &str) -> Result<(), AppError> {
    let reason: String = reason.trim().chars().take(200).collect();
    let now = app.clock.now_ms();
    let mut tx = app.db.begin().await?;
    let m = repo::message_in(&mut tx, id)
        .await?
        .filter(|m| m.deleted == 0)
        .ok_or(AppError::field("id"))?;
    repo::report(&mut tx, (m.id, user), &reason, now).await?;
    tx.commit().await?;
    Ok(())
}

/// Tells a room's sockets that a message is gone.
pub async fn announce_deleted(app: &AppState, room: &str, id: i64) {
    let payload = json!({ "id": id, "room": room });
    fanout::emit_to_room(&app.fanout, format!("chat:{room}"), "chat_deleted", &payload).await;
}

/// Reads an operator's reason.
pub fn reason(text: &str) -> Result<String, AppError> {
    identity::service::check_reason(text)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_message_of_500_characters_is_taken_and_one_of_501_refused() {
        assert!(check_text(&"字".repeat(500)).is_ok());
        assert_eq!(
            check_text(&"a".repeat(501)).err().and_then(|e| e.field),
            Some("content")
        );
        assert!(check_text("   ").is_err());
    }

    #[test]
    fn markup_is_kept_as_written_text_and_control_characters_are_refused() {
        let text = "<img src=x onerror=alert(1)> https://example.com";
        assert_eq!(check_text(text).ok().as_deref(), Some(text));
        assert!(check_text("bell\u{7}").is_err());
        assert!(check_text("two\nlines").is_ok());
    }

    #[test]
    fn the_eleventh_message_in_a_minute_is_refused() {
        assert!(within_limit(9));
        assert!(!within_limit(10));
    }

    #[test]
    fn a_sender_without_a_nickname_shows_as_a_masked_account() {
        assert_eq!(shown_name("", "alice@mail.com"), "a***@mail.com");
        assert_eq!(shown_name("Ali", "alice@mail.com"), "Ali");
        assert_eq!(room_of("en-US").ok().as_deref(), Some("en"));
        assert!(room_of("xx").is_err());
    }
}
