//! What the quick buy calls read and answer (`docs/api/quickbuy.md`).

use schemars::JsonSchema;
use serde::{Deserialize, Serialize};

use crate::ids::{AssetId, UserId};

/// `POST /quickbuy/quote`.
#[derive(Debug, Clone, Deserialize, JsonSchema)]
#[schemars(rename = "QuickBuyQuoteInput")]
pub struct QuoteInput {
    pub country: String,
    pub currency: AssetId,
    pub method: String,
    pub amount: String,
}

/// Who pays, as the user fills it in (SPEC §3, buy-crypto by bank transfer).
#[derive(Debug, Clone, Default, Serialize, Deserialize, JsonSchema)]
#[serde(default)]
pub struct QuickPayer {
    pub first_name: String,
    pub last_name: String,
    pub email: String,
    pub phone: String,
    pub tax_id: String,
    pub bank: String,
    pub account_name: String,
    pub iban: String,
    pub bic: String,
    pub bank_address: String,
}

/// `POST /quickbuy/order`.
#[derive(Debug, Clone, Deserialize, JsonSchema)]
#[schemars(rename = "QuickBuyOrderInput")]
pub struct OrderInput {
    pub quote_id: i64,
    #[serde(default)]
    pub first_name: String,
    #[serde(default)]
    pub last_name: String,
    #[serde(default)]
    pub email: String,
    #[serde(default)]
    pub phone: String,
    #[serde(default)]
    pub tax_id: String,
    #[serde(default)]
    pub bank: String,
    #[serde(default)]
    pub account_name: String,
    #[serde(default)]
    pub iban: String,
    #[serde(default)]
    pub bic: String,
    #[serde(default)]
    pub bank_address: String,
}

impl OrderInput {
    pub fn payer(&self) -> QuickPayer {
        let t = |s: &String| s.trim().to_string();
        QuickPayer {
            first_name: t(&self.first_name),
            last_name: t(&self.last_name),
            email: t(&self.email),
            phone: t(&self.phone),
            tax_id: t(&self.tax_id),
            bank: t(&self.bank),
            account_name: t(&self.account_name),
            iban: t(&self.iban),
            bic: t(&self.bic),
            bank_address: t(&self.bank_address),
        }
    }
}

/// `/quickbuy/orders`.
#[derive(Debug, Clone, Deserialize, JsonSchema)]
#[schemars(rename = "QuickBuyListInput")]
pub struct ListInput {
    pub page: Option<i64>,
    pub limit: Option<i64>,
    /// 0 to be paid, 1 under review, 2 paid, 3 cancelled, 4 rejected; absent for all.
    pub status: Option<i64>,
}

/// `/quickbuy/order`, `/quickbuy/cancel`.
#[derive(Debug, Clone, Deserialize, JsonSchema)]
#[schemars(rename = "QuickBuyIdInput")]
pub struct IdInput {
    pub id: i64,
}

/// `POST /quickbuy/voucher`.
#[derive(Debug, Clone, Deserialize, JsonSchema)]
#[schemars(rename = "QuickBuyVoucherInput")]
pub struct VoucherInput {
    pub id: i64,
    pub voucher: String,
}

#[derive(Debug, Clone, Serialize, JsonSchema)]
pub struct QuickBuyCountry {
    pub code: String,
    pub name: String,
    pub fiat: String,
    /// Units per US dollar.
    pub rate: String,
    pub methods: Vec<String>,
    pub min_amount: i64,
    pub max_amount: i64,
}

#[derive(Debug, Clone, Serialize, JsonSchema)]
pub struct QuickBuyCurrency {
    pub currency_id: AssetId,
    pub currency_name: String,
    pub currency_logo: String,
    /// USDT at the index.
    pub price: String,
}

#[derive(Debug, Clone, Serialize, JsonSchema)]
pub struct QuickBuyRules {
    /// Percent.
    pub spread: String,
    pub quote_seconds: i64,
    pub pay_minutes: i64,
    pub bank_days: String,
    /// The card and wallet provider's name; "" when none is configured.
    pub provider: String,
}

/// `/quickbuy/config`.
#[derive(Debug, Clone, Serialize, JsonSchema)]
pub struct QuickBuyConfig {
    pub countries: Vec<QuickBuyCountry>,
    pub currencies: Vec<QuickBuyCurrency>,
    pub rules: QuickBuyRules,
}

/// A price locked until `expires_at`.
#[derive(Debug, Clone, Serialize, JsonSchema)]
pub struct QuickBuyQuote {
    pub id: i64,
    pub country: String,
    pub fiat: String,
    pub currency_id: AssetId,
    pub currency_name: String,
    pub method: String,
    /// Whole fiat units.
    pub amount: String,
    /// Fiat per coin.
    pub price: String,
    pub receive: String,
    pub expires_at: String,
    pub expires_at_ts: i64,
}

/// The platform's account a bank transfer goes to.
#[derive(Debug, Clone, Default, Serialize, Deserialize, JsonSchema)]
pub struct QuickReceiving {
    pub bank_name: String,
    pub account_name: String,
    pub iban: String,
    pub bic: String,
    pub bank_address: String,
}

#[derive(Debug, Clone, Serialize, JsonSchema)]
pub struct QuickOrderView {
    pub id: i64,
    /// Quote it on the transfer.
    pub reference: String,
    pub country: String,
    pub fiat: String,
    pub currency_id: AssetId,
    pub currency_name: String,
    pub method: String,
    pub amount: String,
    pub price: String,
    pub receive: String,
    pub payer: QuickPayer,
    pub receiving: QuickReceiving,
    /// Card and wallet: the provider's checkout; "" otherwise.
    pub checkout_url: String,
    pub voucher: String,
    /// 0 to be paid, 1 under review, 2 paid, 3 cancelled, 4 rejected.
    pub status: i64,
    /// "", "user", "timeout" or "failed".
    pub cancel_reason: String,
    pub reject_reason: String,
    pub pay_by: String,
    pub pay_by_ts: i64,
    pub paid_at: String,
    pub paid_at_ts: i64,
    pub created_at: String,
    pub created_at_ts: i64,
    /// The buyer's account, for operators only.
    #[serde(skip_serializing_if = "String::is_empty")]
    pub account: String,
    /// The buyer's id, for operators only.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub user_id: Option<UserId>,
}

/// A country as finance sees and edits it.
#[derive(Debug, Clone, Serialize, JsonSchema)]
pub struct QuickBuyCountryAdmin {
    pub code: String,
    pub name: String,
    pub fiat: String,
    pub rate: String,
    pub methods: String,
    pub min_amount: i64,
    pub max_amount: i64,
    pub bank_name: String,
    pub account_name: String,
    pub iban: String,
    pub bic: String,
    pub bank_address: String,
    pub status: i64,
}

/// What the quick buy reserve holds and what open orders will take from it.
#[derive(Debug, Clone, Serialize, JsonSchema)]
pub struct QuickBuyReserve {
    pub currency_id: AssetId,
    pub currency_name: String,
    pub held: String,
    pub promised: String,
}
