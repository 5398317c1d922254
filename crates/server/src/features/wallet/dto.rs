use schemars::JsonSchema;
use serde::Serialize;
use serde_json::{Map, Value};

use crate::ledger::catalogue::AssetRow;

/// *Currency* (API-CONTRACT §5.0).
#[derive(Debug, Clone, Serialize, JsonSchema)]
pub struct Currency {
    pub id: i64,
    pub name: String,
    pub logo: String,
    pub scale: i64,
    pub is_legal: i64,
    pub is_lever: i64,
    pub is_match: i64,
    pub is_micro: i64,
    pub is_transfer: i64,
}

impl From<&AssetRow> for Currency {
    fn from(a: &AssetRow) -> Self {
        Currency {
            id: a.id,
            name: a.symbol.clone(),
            logo: a.logo.clone(),
            scale: a.scale,
            is_legal: a.is_legal,
            is_lever: a.is_lever,
            is_match: a.is_match,
            is_micro: a.is_micro,
            is_transfer: a.is_transfer,
        }
    }
}

#[derive(Debug, Serialize, JsonSchema)]
pub struct CurrencyList {
    pub currency: Vec<Currency>,
    pub legal: Vec<Currency>,
}

/// One account kind of `/wallet/list`; `totle` (sic) and `usdt_totle` are the same USDT value.
#[derive(Debug, Serialize)]
pub struct AccountGroup {
    pub balance: Vec<Map<String, Value>>,
    pub totle: String,
    pub usdt_totle: String,
    #[serde(rename = "CNY")]
    pub cny: String,
}

#[derive(Debug, Serialize)]
pub struct WalletList {
    pub legal_wallet: AccountGroup,
    pub change_wallet: AccountGroup,
    pub micro_wallet: AccountGroup,
    pub lever_wallet: AccountGroup,
    #[serde(rename = "ExRate")]
    pub ex_rate: String,
    #[serde(rename = "is_open_CTbi")]
    pub is_open_ctbi: i64,
}

/// *LedgerLine* (API-CONTRACT §5.0).
#[derive(Debug, Clone, Serialize)]
pub struct LedgerLine {
    pub id: i64,
    pub currency: i64,
    pub currency_name: String,
    pub account: String,
    pub value: String,
    pub frozen_value: String,
    #[serde(rename = "type")]
    pub kind: i64,
    pub info: String,
    pub transaction_info: String,
    pub created_time: String,
    pub created_time_ts: i64,
}

#[derive(Debug, Serialize)]
pub struct Bill {
    pub list: Vec<LedgerLine>,
    pub count: i64,
    pub page: i64,
    pub limit: i64,
    #[serde(rename = "is_open_CTbi")]
    pub is_open_ctbi: i64,
}

/// A move between two of the user's own accounts.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ChangeInput {
    pub currency_id: i64,
    pub number: String,
    pub from: String,
    pub to: String,
}
