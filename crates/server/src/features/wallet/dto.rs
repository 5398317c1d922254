use schemars::JsonSchema;
use serde::{Deserialize, Serialize};

use crate::ids::AssetId;
use crate::ledger::catalogue::AssetRow;
use crate::money::Scale;

/// *Currency* (API-CONTRACT §5.0).
#[derive(Debug, Clone, Serialize, JsonSchema)]
pub struct Currency {
    pub id: AssetId,
    pub name: String,
    pub logo: String,
    pub scale: Scale,
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

/// *WalletRow* (API-CONTRACT §5.0): one asset in one account kind. Only the `<kind>_balance` and
/// `lock_<kind>_balance` of the row's own kind are present.
#[derive(Debug, Clone, Default, Serialize, JsonSchema)]
pub struct WalletRow {
    pub id: AssetId,
    pub currency: AssetId,
    pub currency_name: String,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub legal_balance: Option<String>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub lock_legal_balance: Option<String>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub change_balance: Option<String>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub lock_change_balance: Option<String>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub lever_balance: Option<String>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub lock_lever_balance: Option<String>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub micro_balance: Option<String>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub lock_micro_balance: Option<String>,
    pub is_charge: i64,
    pub usdt_price: String,
    pub cny_price: String,
}

/// `/wallet/detail`: the row, with the exchange rate.
#[derive(Debug, Clone, Serialize, JsonSchema)]
pub struct WalletDetail {
    #[serde(flatten)]
    pub row: WalletRow,
    pub address: String,
    #[serde(rename = "ExRate")]
    pub ex_rate: String,
    pub coin_trade_fee: String,
}

/// `/currency/user_currency_list`: an asset with the user's balance in every account kind (zero where none).
#[derive(Debug, Clone, Serialize, JsonSchema)]
pub struct CurrencyWallet {
    #[serde(flatten)]
    pub currency: Currency,
    pub wallet: Option<WalletRow>,
}

/// `/wallet/getRateCurrency`: the price of one unit.
#[derive(Debug, Clone, Serialize, JsonSchema)]
pub struct UnitPrice {
    pub usdt: String,
    pub rmb: String,
}

/// One account kind of `/wallet/list`; `totle` (sic) and `usdt_totle` are the same USDT value.
#[derive(Debug, Serialize, JsonSchema)]
pub struct AccountGroup {
    pub balance: Vec<WalletRow>,
    pub totle: String,
    pub usdt_totle: String,
    #[serde(rename = "CNY")]
    pub cny: String,
}

#[derive(Debug, Serialize, JsonSchema)]
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
#[derive(Debug, Clone, Serialize, JsonSchema)]
pub struct LedgerLine {
    pub id: i64,
    pub currency: AssetId,
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

/// The bill: a `ListPage` of ledger lines.
#[derive(Debug, Serialize, JsonSchema)]
pub struct Bill {
    pub list: Vec<LedgerLine>,
    pub count: i64,
    pub page: i64,
    pub limit: i64,
    #[serde(rename = "is_open_CTbi")]
    pub is_open_ctbi: i64,
}

/// `/wallet/change`: a move between two of the user's own account kinds (`legal`, `change`, `lever`, `micro`).
#[derive(Debug, Clone, PartialEq, Eq, Deserialize, JsonSchema)]
pub struct ChangeInput {
    pub currency_id: AssetId,
    pub number: String,
    #[serde(rename = "from_field")]
    pub from: String,
    #[serde(rename = "to_field")]
    pub to: String,
}

/// `/wallet/list`: optionally one asset by name.
#[derive(Debug, Clone, Deserialize, JsonSchema)]
pub struct WalletListInput {
    pub currency_name: Option<String>,
}

/// `/wallet/detail`: one asset in one account kind (`legal`, `change`, `lever`, `micro`).
#[derive(Debug, Clone, Deserialize, JsonSchema)]
pub struct DetailInput {
    pub currency: AssetId,
    #[serde(rename = "type")]
    pub kind: String,
}

/// `/wallet/legal_log`: the bill, of one asset (0 all) and account kind (name or 1–4; 0 all).
#[derive(Debug, Clone, Deserialize, JsonSchema)]
pub struct BillInput {
    pub currency: Option<AssetId>,
    #[serde(rename = "type")]
    pub kind: Option<String>,
    pub page: Option<i64>,
    pub limit: Option<i64>,
}

/// `/wallet/getRateCurrency`.
#[derive(Debug, Clone, Deserialize, JsonSchema)]
pub struct RateInput {
    pub id: AssetId,
}
