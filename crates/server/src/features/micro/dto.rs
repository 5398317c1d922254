//! What the seconds-option calls read and answer (API-CONTRACT §5.9).

use schemars::JsonSchema;
use serde::{Deserialize, Serialize};

use crate::ids::AssetId;
use crate::{features::wallet::dto::Currency, options::OptionDirection};

/// `/microtrade/submit` as the client sends it.
#[derive(Debug, Clone, Deserialize, JsonSchema)]
#[schemars(rename = "MicroSubmitInput")]
pub struct SubmitInput {
    pub match_id: i64,
    /// The stake currency (existing clients send the pair's quote).
    pub currency_id: AssetId,
    #[serde(rename = "type")]
    #[schemars(with = "OptionDirection")]
    pub direction: i64,
    pub seconds: i64,
    /// The stake (ignored with a trial coupon, whose value is the stake).
    #[serde(default)]
    pub number: String,
    /// A trial coupon (`/coupon/usable?kind=trial`) paying the whole stake.
    pub coupon_id: Option<i64>,
}

/// `/microtrade/get_result`.
#[derive(Debug, Clone, Deserialize, JsonSchema)]
#[schemars(rename = "MicroResultInput")]
pub struct ResultInput {
    pub id: i64,
}

/// `/microtrade/lists`: 5 a page unless `limit` says otherwise.
#[derive(Debug, Clone, Deserialize, JsonSchema)]
#[schemars(rename = "MicroListsInput")]
pub struct ListsInput {
    pub match_id: Option<i64>,
    /// 0 for any, else an option status (1 open, 2 settling, 3 settled).
    pub status: Option<i64>,
    pub page: Option<i64>,
    pub limit: Option<i64>,
}

/// One duration on offer.
#[derive(Debug, Clone, Serialize, JsonSchema)]
pub struct SecondsOption {
    pub id: i64,
    pub seconds: i64,
    pub profit_ratio: String,
    pub min_amount: String,
    pub max_amount: String,
    pub status: i64,
}

/// A stake preset.
#[derive(Debug, Clone, Serialize, JsonSchema)]
pub struct StakePreset {
    pub id: i64,
    pub number: String,
}

/// The signed-in user's options account in a stake currency.
#[derive(Debug, Clone, Serialize, JsonSchema)]
pub struct MicroWallet {
    pub id: AssetId,
    pub currency: AssetId,
    pub micro_balance: String,
    pub lock_micro_balance: String,
    pub micro_with_insurance: String,
}

/// Insurance is not offered: `insurance_types` is always empty and `user_insurance` always null.
#[derive(Debug, Clone, Serialize, JsonSchema)]
pub struct NoInsurance {}

/// A stake currency with its presets and, signed in, the user's balance.
#[derive(Debug, Clone, Serialize, JsonSchema)]
pub struct PayableCurrency {
    #[serde(flatten)]
    pub currency: Currency,
    pub micro_numbers: Vec<StakePreset>,
    pub insurance_types: Vec<NoInsurance>,
    pub user_wallet: Option<MicroWallet>,
    pub user_insurance: Option<NoInsurance>,
}
