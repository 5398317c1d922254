//! What the chat calls read and answer (`docs/api/chat.md`).

use schemars::JsonSchema;
use serde::{Deserialize, Serialize};

use crate::ids::UserId;

/// `/chat/history`.
#[derive(Debug, Clone, Deserialize, JsonSchema)]
pub struct ChatHistoryInput {
    pub room: String,
    pub before_id: Option<i64>,
    pub limit: Option<i64>,
}

/// `POST /chat/send`.
#[derive(Debug, Clone, Deserialize, JsonSchema)]
pub struct ChatSendInput {
    pub room: String,
    /// `text` or `image` (an upload of the sender's).
    pub kind: String,
    pub content: String,
}

/// `POST /chat/report`.
#[derive(Debug, Clone, Deserialize, JsonSchema)]
pub struct ChatReportInput {
    pub id: i64,
    #[serde(default)]
    pub reason: String,
}

#[derive(Debug, Clone, Serialize, JsonSchema)]
pub struct ChatRoom {
    /// The language code.
    pub id: String,
    pub name: String,
}

/// `/chat/rooms`.
#[derive(Debug, Clone, Serialize, JsonSchema)]
pub struct ChatRooms {
    pub rooms: Vec<ChatRoom>,
    /// "" when not muted.
    pub muted_until: String,
    pub muted_until_ts: i64,
    pub mute_reason: String,
}

/// One message; its text is plain text, never markup.
#[derive(Debug, Clone, Serialize, JsonSchema)]
pub struct ChatMessage {
    pub id: i64,
    pub room: String,
    pub nickname: String,
    pub avatar: String,
    /// `text` or `image`.
    pub kind: String,
    pub content: String,
    pub mine: bool,
    pub created_at: String,
    pub created_at_ts: i64,
}

/// `/chat/history`.
#[derive(Debug, Clone, Serialize, JsonSchema)]
pub struct ChatHistory {
    pub messages: Vec<ChatMessage>,
    pub has_more: bool,
}

/// A message as content operators see it.
#[derive(Debug, Clone, Serialize, JsonSchema)]
pub struct ChatMessageAdmin {
    pub id: i64,
    pub room: String,
    pub user_id: UserId,
    pub account: String,
    pub nickname: String,
    pub kind: String,
    pub content: String,
    pub reports: i64,
    pub deleted: bool,
    pub created_at: String,
    pub created_at_ts: i64,
}

/// A user muted now.
#[derive(Debug, Clone, Serialize, JsonSchema)]
pub struct ChatMute {
    pub user_id: UserId,
    pub account: String,
    pub until: String,
    pub until_ts: i64,
    pub reason: String,
}
