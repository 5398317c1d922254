//! What the referral calls read and answer (`docs/api/referral.md`).

use schemars::JsonSchema;
use serde::{Deserialize, Serialize};

#[derive(Debug, Clone, Deserialize, JsonSchema)]
#[schemars(rename = "ReferralPageInput")]
pub struct PageInput {
    pub page: Option<i64>,
    pub limit: Option<i64>,
}

#[derive(Debug, Clone, Deserialize, JsonSchema)]
#[schemars(rename = "ReferralIdInput")]
pub struct IdInput {
    pub id: i64,
}

#[derive(Debug, Clone, Serialize, JsonSchema)]
pub struct RebateTotal {
    pub currency: String,
    pub amount: String,
}

/// `/user/invite`.
#[derive(Debug, Clone, Serialize, JsonSchema)]
pub struct InviteView {
    pub invite_code: String,
    /// The register screen with the code filled in.
    pub link: String,
    pub invitees: i64,
    /// Percent of the invitees' fees.
    pub rebate_share: String,
    pub totals: Vec<RebateTotal>,
    /// The running UTC day so far, per asset: fees counted and the rebate they would pay, paid after the day ends.
    pub today: Vec<RebateToday>,
}

#[derive(Debug, Clone, Serialize, JsonSchema)]
pub struct RebateToday {
    pub currency: String,
    pub fees: String,
    pub amount: String,
}

/// One invitee, masked.
#[derive(Debug, Clone, Serialize, JsonSchema)]
pub struct InviteeView {
    pub account: String,
    pub joined_at: String,
    pub joined_at_ts: i64,
    pub rebated: bool,
}

/// One day's statement for one invitee and asset.
#[derive(Debug, Clone, Serialize, JsonSchema)]
pub struct RebateView {
    pub id: i64,
    /// UTC day, `2026-11-25`.
    pub day: String,
    pub invitee: String,
    pub currency: String,
    /// The fees counted.
    pub fees: String,
    /// Percent in force.
    pub share: String,
    pub amount: String,
    /// 1 paid, 2 withheld.
    pub status: i64,
    /// "" or `same_person`.
    pub reason: String,
    pub paid_at: String,
    pub paid_at_ts: i64,
}

/// One fee an invitee paid that day.
#[derive(Debug, Clone, Serialize, JsonSchema)]
pub struct RebateFee {
    /// `spot` or `contract`.
    pub product: String,
    /// `spot_trade:12` or `lever_position:7`.
    pub reference: String,
    pub symbol: String,
    pub fee: String,
    /// False for a fill against the inviter.
    pub counted: bool,
    pub created_at: String,
    pub created_at_ts: i64,
}

/// `/user/rebate_detail`.
#[derive(Debug, Clone, Serialize, JsonSchema)]
pub struct RebateDetail {
    pub rebate: RebateView,
    pub fees: Vec<RebateFee>,
}
