use serde::{Deserialize, Serialize};

#[derive(Debug, Clone)]
pub struct AddressInput {
    pub currency: i64,
    pub name: String,
    pub address: String,
    pub qrcode: String,
    pub network: Option<String>,
}

#[derive(Debug, Serialize, schemars::JsonSchema)]
pub struct AddressItem {
    pub id: i64,
    pub currency: i64,
    pub currency_name: String,
    pub name: String,
    pub address: String,
    pub qrcode: String,
    #[serde(rename = "type")]
    pub network: String,
    pub create_time: String,
}

/// The domestic card form (`/user/cash_info`): every field a string, "" when unset.
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize, schemars::JsonSchema)]
#[serde(default)]
pub struct DomesticCard {
    pub real_name: String,
    pub bank_name: String,
    pub bank_account: String,
    pub bank_dizhi: String,
    pub bank_code: String,
    pub iban: String,
    pub swift: String,
    pub bank_address: String,
    pub alipay_account: String,
    pub wechat_account: String,
    pub wechat_nickname: String,
}

#[derive(Debug, Serialize, schemars::JsonSchema)]
pub struct InternationalCard {
    pub forms: Vec<String>,
    pub data: Vec<String>,
}
