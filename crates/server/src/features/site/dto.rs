use schemars::JsonSchema;
use serde::{Deserialize, Serialize};

#[derive(Debug, Serialize, schemars::JsonSchema)]
pub struct SiteConfig {
    pub site_name: String,
    pub site_logo: String,
    pub down_logo: String,
    pub support_url: String,
    pub zxkf_url: String,
    pub telegram_url: String,
    pub whats: String,
    pub jie_url: String,
    pub hk_url: String,
    pub timezone: String,
    pub default_lang: String,
    pub demo: i64,
}

#[derive(Debug, Serialize, schemars::JsonSchema)]
pub struct PublicSetting {
    pub id: i64,
    pub key: String,
    pub value: String,
}

#[derive(Debug, Serialize, schemars::JsonSchema)]
pub struct Rule {
    pub product: String,
    pub key: String,
    pub value: String,
    pub unit: String,
    /// When an operator last changed it, in the display zone; "" for a rule as released, never changed.
    pub updated_at: String,
    pub updated_at_ts: i64,
}

#[derive(Debug, Serialize, schemars::JsonSchema)]
pub struct RuleChange {
    pub product: String,
    pub key: String,
    pub old_value: String,
    pub new_value: String,
    pub changed_at: String,
    pub changed_at_ts: i64,
    pub changed_by_role: String,
    /// For a rule change: when it applies from (the moment it was saved), and to what, in words: "applies to
    /// positions opened from …" for a term a position keeps from its opening, "applies from …" otherwise (ADR 69).
    /// Null on lines that announce something new rather than change a rule.
    pub applies_from: Option<String>,
    pub applies_from_ts: Option<i64>,
    /// What the change reaches: `positions`, `rounds`, `listings` (only those opened from `applies_from`), or
    /// `all` (everything read from then on).
    pub applies_to: Option<String>,
    pub applies: Option<String>,
}

/// `/getSetting`.
#[derive(Debug, Clone, Deserialize, JsonSchema)]
pub struct SettingInput {
    pub keyword: String,
}

/// `/rules` and `/rules/changelog`: one product's rules, or all; the changelog is paged.
#[derive(Debug, Clone, Deserialize, JsonSchema)]
pub struct RulesInput {
    pub product: Option<String>,
    pub page: Option<i64>,
    pub limit: Option<i64>,
}

/// `/rules/money_moves`: a page of the public log.
#[derive(Debug, Clone, Deserialize, JsonSchema)]
pub struct MoneyMovesInput {
    pub page: Option<i64>,
    pub limit: Option<i64>,
}

/// One operator money move as the public log shows it: no person, only what moved, when and why.
#[derive(Debug, Serialize, schemars::JsonSchema)]
pub struct MoneyMove {
    pub id: i64,
    /// `adjustment`, `quickbuy_confirm` or `otc_dispute`.
    pub kind: String,
    pub currency_id: crate::ids::AssetId,
    pub currency_name: String,
    /// Negative when an adjustment took from a user.
    pub amount: String,
    /// Adjustments: correction, compensation, deposit_credit, withdrawal_return or other; quick buy:
    /// bank_transfer_received; disputes: released_to_buyer or returned_to_seller.
    pub category: String,
    pub at: String,
    pub at_ts: i64,
}
