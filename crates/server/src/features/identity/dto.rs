use schemars::JsonSchema;
use serde::{Deserialize, Serialize};

use crate::ids::UserId;

/// Level-1 details: the document and the name on it.
#[derive(Debug, Clone, Deserialize, JsonSchema)]
pub struct BasicDetails {
    pub id_type: i64,
    pub name: String,
    pub card_id: String,
}

/// Level-2 pictures: paths of the user's own uploads.
#[derive(Debug, Clone, Deserialize, JsonSchema)]
pub struct Pictures {
    #[serde(rename = "front_pic")]
    pub front: String,
    #[serde(rename = "reverse_pic")]
    pub reverse: String,
    #[serde(rename = "hand_pic", default)]
    pub hand: String,
}

impl Pictures {
    /// The paths without surrounding blanks.
    pub fn trimmed(self) -> Self {
        Pictures {
            front: self.front.trim().to_string(),
            reverse: self.reverse.trim().to_string(),
            hand: self.hand.trim().to_string(),
        }
    }
}

/// `/user/real`: `real_type` 1 files the details, 2 the pictures.
#[derive(Debug, Clone, Deserialize, JsonSchema)]
pub struct RealType {
    pub real_type: Option<i64>,
}

/// `/user/real` as documented: the level, and the fields of that level.
#[derive(Debug, Clone, JsonSchema)]
pub struct OneLevelForm {
    pub real_type: i64,
    #[serde(flatten)]
    pub details: Option<BasicDetails>,
    #[serde(flatten)]
    pub pictures: Option<Pictures>,
}

/// `/user/do_real` as documented: the details and the pictures at once.
#[derive(Debug, Clone, JsonSchema)]
pub struct BothLevelsForm {
    #[serde(flatten)]
    pub details: BasicDetails,
    #[serde(flatten)]
    pub pictures: Pictures,
}

#[derive(Debug, Clone)]
pub enum Submission {
    Basic(BasicDetails),
    Advanced(Pictures),
    Both(BasicDetails, Pictures),
}

#[derive(Debug, Serialize, schemars::JsonSchema)]
pub struct RealData {
    pub id_type: i64,
    pub name: String,
    pub card_id: String,
    pub front_pic: String,
    pub reverse_pic: String,
    pub hand_pic: String,
    pub review_status: i64,
    pub advanced_user: i64,
    pub reject_reason: String,
}

#[derive(Debug, Serialize, schemars::JsonSchema)]
pub struct RealState {
    pub real_status: i64,
    pub review_status: i64,
    pub advanced_review_status: i64,
    pub real_data: Option<RealData>,
}

/// A review as operators see it: the whole document number, the pictures and other accounts with the same
/// number.
#[derive(Debug, Serialize, schemars::JsonSchema)]
pub struct ReviewItem {
    pub id: i64,
    pub user_id: UserId,
    pub account: String,
    pub level: i64,
    pub basic: i64,
    pub id_type: i64,
    pub name: String,
    pub card_id: String,
    pub front_pic: String,
    pub reverse_pic: String,
    pub hand_pic: String,
    pub status: i64,
    pub reject_reason: String,
    pub same_card_users: Vec<i64>,
    pub created_at: String,
    pub created_at_ts: i64,
}
