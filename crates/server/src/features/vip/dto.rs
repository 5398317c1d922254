//! What the VIP calls answer (`docs/api/vip.md`).

use schemars::JsonSchema;
use serde::Serialize;

/// One row of the published table.
#[derive(Debug, Clone, Serialize, JsonSchema)]
pub struct VipLevel {
    pub level: i64,
    /// USDT traded in 30 days.
    pub volume: String,
    /// USDT held at the index.
    pub holdings: String,
    /// Percent off trading fees.
    pub fee_discount: String,
    pub loans: bool,
    /// The 24-hour withdrawal limit in BTC for an account with a full identity check; "0.00" when the level gives no
    /// more than the identity level's.
    pub withdraw_btc: String,
}

/// The thresholds of the next level.
#[derive(Debug, Clone, Serialize, JsonSchema)]
pub struct VipNext {
    pub level: i64,
    pub volume: String,
    pub holdings: String,
}

/// `/user/vip`.
#[derive(Debug, Clone, Serialize, JsonSchema)]
pub struct VipView {
    pub level: i64,
    pub volume_30d: String,
    pub holdings: String,
    pub computed_at: String,
    pub computed_at_ts: i64,
    pub next: Option<VipNext>,
    pub levels: Vec<VipLevel>,
}
