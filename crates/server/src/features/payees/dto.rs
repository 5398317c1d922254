use serde::{Deserialize, Serialize};

use crate::ids::AssetId;

/// `/user/wallet/save`: a withdrawal address with its label, QR code (an upload path) and network (`type`).
#[derive(Debug, Clone, Deserialize, schemars::JsonSchema)]
pub struct AddressInput {
    pub currency: AssetId,
    pub name: String,
    pub address: String,
    pub qrcode: String,
    #[serde(rename = "type")]
    pub network: Option<String>,
}

/// `/user/delwallet`: the id of a saved address.
#[derive(Debug, Clone, Deserialize, schemars::JsonSchema)]
pub struct DeleteAddressInput {
    pub id: i64,
}

/// `/user/cash_save`: the fields of `/user/cash_info`; absent ones are saved empty.
#[derive(Debug, Clone, Default, Deserialize, schemars::JsonSchema)]
#[serde(default)]
pub struct DomesticCardInput {
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

impl From<DomesticCardInput> for DomesticCard {
    fn from(c: DomesticCardInput) -> Self {
        DomesticCard {
            real_name: c.real_name,
            bank_name: c.bank_name,
            bank_account: c.bank_account,
            bank_dizhi: c.bank_dizhi,
            bank_code: c.bank_code,
            iban: c.iban,
            swift: c.swift,
            bank_address: c.bank_address,
            alipay_account: c.alipay_account,
            wechat_account: c.wechat_account,
            wechat_nickname: c.wechat_nickname,
        }
    }
}

/// `/user/cash_save_international`: the values in the order of `forms`.
#[derive(Debug, Clone, Default, Deserialize, schemars::JsonSchema)]
pub struct InternationalCardInput {
    #[serde(default)]
    pub data: Vec<String>,
}

#[derive(Debug, Serialize, schemars::JsonSchema)]
pub struct AddressItem {
    pub id: i64,
    pub currency: AssetId,
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
