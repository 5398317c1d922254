//! What the customer service calls read and answer (`docs/api/support.md`).

use schemars::JsonSchema;
use serde::{Deserialize, Serialize};

use crate::ids::UserId;

/// `POST /kefu/send`.
#[derive(Debug, Clone, Deserialize, JsonSchema)]
#[schemars(rename = "SupportSendInput")]
pub struct SendInput {
    pub kind: String,
    pub content: String,
}

/// `/kefu/messages`.
#[derive(Debug, Clone, Deserialize, JsonSchema)]
#[schemars(rename = "SupportAfterInput")]
pub struct AfterInput {
    pub after_id: Option<i64>,
}

#[derive(Debug, Clone, Serialize, JsonSchema)]
pub struct SupportMessage {
    pub id: i64,
    pub conversation_id: i64,
    /// user, operator or system (content is a key: closed_by_user, closed_by_operator).
    pub from: String,
    pub operator_name: String,
    /// text, or image (an upload path).
    pub kind: String,
    pub content: String,
    pub created_at: String,
    pub created_at_ts: i64,
}

#[derive(Debug, Clone, Serialize, JsonSchema)]
pub struct SupportConversation {
    pub id: i64,
    /// 0 open, 1 closed.
    pub status: i64,
    pub created_at: String,
    pub created_at_ts: i64,
    pub closed_at: String,
    pub closed_at_ts: i64,
    pub messages: Vec<SupportMessage>,
}

#[derive(Debug, Clone, Serialize, JsonSchema)]
pub struct SupportUnread {
    pub unread: i64,
}

/// A conversation as the console lists it.
#[derive(Debug, Clone, Serialize, JsonSchema)]
pub struct SupportSummary {
    pub id: i64,
    pub user_id: UserId,
    pub account: String,
    pub status: i64,
    /// The user's messages no operator has read.
    pub unread: i64,
    pub last_message: String,
    pub last_at: String,
    pub last_at_ts: i64,
    pub created_at: String,
    pub created_at_ts: i64,
}

/// `/admin/api/support/conversation`.
#[derive(Debug, Clone, Serialize, JsonSchema)]
pub struct SupportCase {
    pub conversation: SupportSummary,
    pub messages: Vec<SupportMessage>,
}
