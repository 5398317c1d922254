use schemars::JsonSchema;
use serde::{Deserialize, Serialize};

#[derive(Debug, Clone, Serialize, schemars::JsonSchema)]
pub struct MailItem {
    pub id: i64,
    pub title: String,
    #[serde(rename = "abstract")]
    pub abstract_text: String,
    pub content: String,
    pub avatar: String,
    pub create_time: String,
    pub create_time_ts: i64,
    pub is_read: i64,
}

/// The `data` of a private `message` event: the newest message, without its content.
#[derive(Debug, Clone, Serialize, schemars::JsonSchema)]
pub struct MailNotice {
    pub id: i64,
    pub title: String,
    #[serde(rename = "abstract")]
    pub abstract_text: String,
    pub create_time: String,
}

/// What a `message` event carries beside the message.
#[derive(Debug, Clone, Serialize, schemars::JsonSchema)]
pub struct UnreadCount {
    pub unread: i64,
}

/// `ListPage` of mail plus the unread count (API-CONTRACT §5.5).
#[derive(Debug, Serialize, schemars::JsonSchema)]
pub struct MailPage {
    pub list: Vec<MailItem>,
    pub count: i64,
    pub page: i64,
    pub limit: i64,
    pub unread: i64,
}

impl MailPage {
    /// The page a guest gets: no mail.
    pub fn empty(page: i64, limit: i64) -> Self {
        MailPage {
            list: Vec::new(),
            count: 0,
            page,
            limit,
            unread: 0,
        }
    }
}

/// `/faqs` in existing clients: a page of mail, or one message with `id`.
#[derive(Debug, Clone, Deserialize, JsonSchema)]
pub struct LegacyMailInput {
    pub id: Option<i64>,
    pub page: Option<i64>,
    pub limit: Option<i64>,
}

/// `/mailMessage/read`: one message, or every message when `id` is absent.
#[derive(Debug, Clone, Deserialize, JsonSchema)]
pub struct MarkReadInput {
    pub id: Option<i64>,
}
