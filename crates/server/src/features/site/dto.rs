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
    pub updated_at: String,
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
