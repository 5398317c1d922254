use std::collections::BTreeMap;

use schemars::JsonSchema;
use serde::{Deserialize, Serialize};

use super::repo::{MenuRow, TextRow};

/// *News* (API-CONTRACT §5.0); `content` is left out of lists.
#[derive(Debug, Clone, Serialize, schemars::JsonSchema)]
pub struct News {
    pub id: i64,
    pub c_id: i64,
    pub title: String,
    #[serde(rename = "abstract")]
    pub abstract_text: String,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub content: Option<String>,
    pub cover: String,
    pub create_time: String,
    pub create_time_ts: i64,
}

#[derive(Debug, Clone, Serialize, schemars::JsonSchema)]
pub struct MenuItem {
    pub id: i64,
    pub title: String,
    pub icon: String,
    pub url: String,
    pub open_type: i64,
    pub is_financial: i64,
    pub sort: i64,
}

impl From<MenuRow> for MenuItem {
    fn from(row: MenuRow) -> Self {
        Self {
            id: row.id,
            title: row.title,
            icon: row.icon,
            url: row.url,
            open_type: row.open_type,
            is_financial: row.is_financial,
            sort: row.sort,
        }
    }
}

/// A news row as operators manage it, with its text in every language it has.
#[derive(Debug, Serialize)]
pub struct AdminNews {
    pub id: i64,
    pub c_id: i64,
    pub cover: String,
    pub is_popup: i64,
    pub is_shown: i64,
    pub is_sample: i64,
    pub sort: i64,
    pub created_at: String,
    pub texts: BTreeMap<String, TextRow>,
}

/// `/news/list`: notices (`c_id` 4) or banners (5), a page of them.
#[derive(Debug, Clone, Deserialize, JsonSchema)]
pub struct NewsListInput {
    pub c_id: i64,
    pub page: Option<i64>,
    pub limit: Option<i64>,
}

/// `/news/detail`.
#[derive(Debug, Clone, Deserialize, JsonSchema)]
pub struct NewsInput {
    pub id: i64,
}

/// A help-centre category or question as listed (`/faqs`, `/faqsq`).
#[derive(Debug, Serialize, JsonSchema)]
pub struct HelpItem {
    pub id: i64,
    pub title: String,
}

#[derive(Debug, Serialize, JsonSchema)]
pub struct HelpCategories {
    pub list: Vec<HelpItem>,
}

/// One question with its answer (`/faqsqa`); `content` is HTML.
#[derive(Debug, Serialize, JsonSchema)]
pub struct HelpQuestion {
    pub id: i64,
    pub category_id: i64,
    pub title: String,
    pub content: String,
}
