//! What the quiz calls read and answer (`docs/api/quiz.md`).

use schemars::JsonSchema;
use serde::{Deserialize, Serialize};

/// `/quiz/rounds`.
#[derive(Debug, Clone, Deserialize, JsonSchema)]
#[schemars(rename = "QuizRoundsInput")]
pub struct RoundsInput {
    /// 0 not started, 1 guessing, 2 closed, 3 unsettled, 4 settled; absent for all.
    pub state: Option<i64>,
    pub page: Option<i64>,
    pub limit: Option<i64>,
}

/// `/quiz/round`.
#[derive(Debug, Clone, Deserialize, JsonSchema)]
#[schemars(rename = "QuizIdInput")]
pub struct IdInput {
    pub id: i64,
}

/// `POST /quiz/bet`.
#[derive(Debug, Clone, Deserialize, JsonSchema)]
#[schemars(rename = "QuizBetInput")]
pub struct BetInput {
    pub round_id: i64,
    pub side: String,
    pub amount: String,
}

/// `/quiz/my_bets`.
#[derive(Debug, Clone, Deserialize, JsonSchema)]
#[schemars(rename = "QuizPageInput")]
pub struct PageInput {
    pub page: Option<i64>,
    pub limit: Option<i64>,
}

#[derive(Debug, Clone, Serialize, JsonSchema)]
pub struct QuizRules {
    /// Percent of the pool.
    pub fee: String,
    pub min_bet: String,
    pub max_bet: String,
    pub currency: String,
    pub sample_grace_seconds: i64,
}

/// `/quiz/config`.
#[derive(Debug, Clone, Serialize, JsonSchema)]
pub struct QuizConfig {
    pub rules: QuizRules,
}

/// The recorded samples a round was settled on.
#[derive(Debug, Clone, Serialize, JsonSchema)]
pub struct QuizEvidence {
    pub ref_price: String,
    pub ref_ts: i64,
    pub ref_source: String,
    pub final_price: String,
    pub final_ts: i64,
    pub final_source: String,
    pub fee: String,
    /// What 1 USDT on the winning side paid; "" when the stakes were returned.
    pub payout_ratio: String,
}

#[derive(Debug, Clone, Serialize, JsonSchema)]
pub struct QuizRoundView {
    pub id: i64,
    pub market: String,
    pub question: String,
    /// 0 not started, 1 guessing, 2 closed, 3 unsettled, 4 settled.
    pub state: i64,
    pub opens_at: String,
    pub opens_at_ts: i64,
    pub closes_at: String,
    pub closes_at_ts: i64,
    pub settles_at: String,
    pub settles_at_ts: i64,
    pub up_total: String,
    pub down_total: String,
    pub pool: String,
    pub my_up: String,
    pub my_down: String,
    /// "" until settled, then up, down, tie, none or void.
    pub outcome: String,
    pub evidence: Option<QuizEvidence>,
    pub demo: bool,
}

#[derive(Debug, Clone, Serialize, JsonSchema)]
pub struct QuizBetView {
    pub id: i64,
    pub round_id: i64,
    pub market: String,
    pub question: String,
    pub side: String,
    pub amount: String,
    /// 0 open, 1 hit (bonus paid), 2 missed, 3 refunded.
    pub status: i64,
    pub payout: String,
    pub created_at: String,
    pub created_at_ts: i64,
    pub settles_at_ts: i64,
    pub outcome: String,
}
