//! What the coupon calls read and answer (`docs/api/coupons.md`).

use schemars::JsonSchema;
use serde::{Deserialize, Serialize};

use crate::ids::AssetId;

/// `/coupon/list`.
#[derive(Debug, Clone, Deserialize, JsonSchema)]
#[schemars(rename = "CouponListInput")]
pub struct ListInput {
    /// 1 available, 2 used, 3 expired.
    pub status: Option<i64>,
    pub page: Option<i64>,
    pub limit: Option<i64>,
}

/// `POST /coupon/claim`.
#[derive(Debug, Clone, Deserialize, JsonSchema)]
#[schemars(rename = "CouponClaimInput")]
pub struct ClaimInput {
    pub code: String,
}

/// `/coupon/usable`.
#[derive(Debug, Clone, Deserialize, JsonSchema)]
#[schemars(rename = "CouponUsableInput")]
pub struct UsableInput {
    /// `fee`, `trial` or `boost`.
    pub kind: Option<String>,
}

/// One of the user's coupons.
#[derive(Debug, Clone, Serialize, JsonSchema)]
pub struct CouponView {
    pub id: i64,
    pub campaign_id: i64,
    pub title: String,
    /// `fee`: pays a contract market order's opening fee; `trial`: pays a whole seconds-option stake; `boost`: adds
    /// `rate` to a lock-mining position's daily rate, paying at most `value`.
    pub kind: String,
    pub value: String,
    pub currency: String,
    /// A boost's extra daily rate in percent ("0.1"); "0" for the other kinds.
    pub rate: String,
    /// 1 available, 2 used, 3 expired.
    pub status: i64,
    pub expires_at: String,
    pub expires_at_ts: i64,
    pub used_at: String,
    pub used_at_ts: i64,
    /// What it paid for, such as `lever_position:7`.
    pub used_on: String,
    /// What it paid.
    pub covered: String,
}

/// A campaign as operators see it.
#[derive(Debug, Clone, Serialize, JsonSchema)]
pub struct CouponCampaignView {
    pub id: i64,
    pub title: String,
    pub kind: String,
    pub value: String,
    pub currency: String,
    /// A boost's extra daily rate in percent; "0" for the other kinds.
    pub rate: String,
    pub quantity: i64,
    pub issued: i64,
    pub used: i64,
    pub valid_days: i64,
    pub code: String,
    /// `all`, `new` or `vip`.
    pub eligibility: String,
    pub min_level: i64,
    /// 1 active, 2 ended.
    pub status: i64,
    pub demo: bool,
    pub created_at: String,
    pub created_at_ts: i64,
}

/// What the `marketing` account holds of an asset and what unused, unexpired coupons may still take from it.
#[derive(Debug, Clone, Serialize, JsonSchema)]
pub struct CouponReserve {
    pub currency_id: AssetId,
    pub currency_name: String,
    pub held: String,
    pub promised: String,
}
