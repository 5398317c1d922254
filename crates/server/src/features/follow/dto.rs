//! What the copy-trading calls read and answer (API-CONTRACT §5.11).

use schemars::JsonSchema;
use serde::{Deserialize, Serialize};

use crate::ids::UserId;

/// `/follow/index`.
#[derive(Debug, Clone, Deserialize, JsonSchema)]
pub struct TraderListInput {
    pub page: Option<i64>,
    pub limit: Option<i64>,
    /// `profit` (default), `rate` (win rate) or `followers`.
    pub sort: Option<String>,
}

/// A trader on the leaderboard.
#[derive(Debug, Clone, Serialize, JsonSchema)]
pub struct TraderRow {
    pub id: UserId,
    pub nickname: String,
    pub head_portrait: String,
    pub closed_count: i64,
    pub total_profits: String,
    /// Share of closed positions that made a profit, in percent.
    pub correct_rate: String,
    pub follow_num: i64,
    pub is_followed: i64,
}

/// `POST /follow/follow`.
#[derive(Debug, Clone, Deserialize, JsonSchema)]
pub struct FollowInput {
    pub trader_user_id: i64,
    /// 1 fixed multiple, 2 fixed lots.
    #[serde(rename = "type")]
    pub kind: i64,
    pub number: String,
}

/// `POST /follow/cancel`.
#[derive(Debug, Clone, Deserialize, JsonSchema)]
pub struct UnfollowInput {
    pub follow_user_id: i64,
}

/// `/follow/traderDetail`.
#[derive(Debug, Clone, Deserialize, JsonSchema)]
pub struct TraderInput {
    pub trader_user_id: i64,
}

/// `/follow/historyTrade`.
#[derive(Debug, Clone, Deserialize, JsonSchema)]
pub struct HistoryInput {
    pub trader_user_id: i64,
    pub page: Option<i64>,
    pub limit: Option<i64>,
}

/// `POST /follow/selfHolding`.
#[derive(Debug, Clone, Deserialize, JsonSchema)]
pub struct SelfHoldInput {
    pub transaction_id: i64,
}

#[derive(Debug, Clone, Serialize, JsonSchema)]
pub struct TraderInfo {
    pub id: UserId,
    pub is_trader: i64,
    pub nickname: String,
    pub head_portrait: String,
    pub signature: String,
    /// The real follower count (the name is kept for existing pages).
    pub virtual_follow_num: i64,
}

/// A trader's figures, computed from their closed contract positions (copies excluded) when read.
#[derive(Debug, Clone, Serialize, JsonSchema)]
#[allow(non_snake_case)]
pub struct TraderStats {
    pub total_profits: String,
    /// Closed positions that made a profit.
    pub profitCount: i64,
    /// Closed shorts.
    pub fallCount: i64,
    /// Closed longs.
    pub riseCount: i64,
    /// Realised profit over the margin put up, in percent.
    pub total_income_rate: String,
    pub correct_rate: String,
    pub follow_num: i64,
    /// Realised profit of positions closed yesterday (display time).
    pub yesterday_profits: String,
    /// Positions holding now.
    pub position_count: i64,
    /// Closed positions.
    pub total_count: i64,
}

#[derive(Debug, Clone, Serialize, JsonSchema)]
pub struct FollowSetting {
    #[serde(rename = "type")]
    pub kind: i64,
    pub number: String,
}

/// `/follow/traderDetail`.
#[derive(Debug, Clone, Serialize, JsonSchema)]
pub struct TraderDetail {
    pub trader_info: TraderInfo,
    pub data: TraderStats,
    pub is_followed: i64,
    pub follow_setting: Option<FollowSetting>,
    /// When the figures were computed (display time); they are computed on every read.
    pub refreshed_at: String,
}

/// A closed position of a trader, as `/follow/historyTrade` shows it.
#[derive(Debug, Clone, Serialize, JsonSchema)]
pub struct TraderTrade {
    pub id: i64,
    pub symbol: String,
    #[serde(rename = "type")]
    pub side: i64,
    pub price: String,
    pub close_price: Option<String>,
    pub share: i64,
    pub multiple: i64,
    pub profits: String,
    pub transaction_time: String,
    pub complete_time: Option<String>,
}

/// `POST /follow/apply`.
#[derive(Debug, Clone, Deserialize, JsonSchema)]
pub struct ApplyInput {}

/// `/follow/status`: the caller as a trader and as a follower.
#[derive(Debug, Clone, Serialize, JsonSchema)]
pub struct MyFollow {
    /// 0 never applied, 1 applied, 2 trader, 3 rejected, 4 stopped.
    pub trader_status: i64,
    /// The published requirements to apply, as text.
    pub requirements: Vec<String>,
    pub following: Vec<Followed>,
}

/// A trader the caller follows, with the copies opened so far.
#[derive(Debug, Clone, Serialize, JsonSchema)]
pub struct Followed {
    pub trader_user_id: UserId,
    pub nickname: String,
    #[serde(rename = "type")]
    pub kind: i64,
    pub number: String,
    /// Copies still following the trader (a copy held as one's own no longer counts).
    pub open_copies: i64,
    pub closed_copies: i64,
    /// Realised profit of the closed copies.
    pub copy_profits: String,
}
