//! What the OTC calls read and answer (`docs/api/otc.md`).

use schemars::JsonSchema;
use serde::{Deserialize, Serialize};

use crate::ids::{AssetId, UserId};

/// `POST /otc/merchant_apply`.
#[derive(Debug, Clone, Deserialize, JsonSchema)]
#[schemars(rename = "OtcApplyInput")]
pub struct ApplyInput {
    pub name: String,
}

/// `POST /otc/ad_save`.
#[derive(Debug, Clone, Deserialize, JsonSchema)]
#[schemars(rename = "OtcAdInput")]
pub struct AdInput {
    #[serde(default)]
    pub id: i64,
    pub side: i64,
    pub currency: AssetId,
    pub fiat: String,
    #[serde(default)]
    pub price_type: i64,
    #[serde(default)]
    pub price: String,
    #[serde(default)]
    pub margin: String,
    pub total: String,
    pub min: String,
    pub max: String,
    pub methods: String,
    pub window: i64,
    #[serde(default)]
    pub remark: String,
}

/// `POST /otc/ad_status`.
#[derive(Debug, Clone, Deserialize, JsonSchema)]
#[schemars(rename = "OtcAdStatusInput")]
pub struct AdStatusInput {
    pub id: i64,
    pub status: i64,
}

/// `/otc/ads`.
#[derive(Debug, Clone, Deserialize, JsonSchema)]
#[schemars(rename = "OtcAdsInput")]
pub struct AdsInput {
    pub side: i64,
    pub currency: Option<AssetId>,
    pub fiat: Option<String>,
    pub method: Option<String>,
    pub page: Option<i64>,
    pub limit: Option<i64>,
}

/// An id (`/otc/ad`, `/otc/order`, the order calls).
#[derive(Debug, Clone, Deserialize, JsonSchema)]
#[schemars(rename = "OtcIdInput")]
pub struct IdInput {
    pub id: i64,
}

/// `/otc/merchant`.
#[derive(Debug, Clone, Deserialize, JsonSchema)]
#[schemars(rename = "OtcMerchantInput")]
pub struct MerchantInput {
    pub user_id: UserId,
}

/// Paging (`/otc/my_ads`, `/otc/orders`).
#[derive(Debug, Clone, Deserialize, JsonSchema)]
#[schemars(rename = "OtcPageInput")]
pub struct PageInput {
    pub page: Option<i64>,
    pub limit: Option<i64>,
    /// Orders: 0 unpaid, 1 paid, 2 disputed, 3 completed, 4 cancelled; absent for all.
    pub status: Option<i64>,
}

/// `POST /otc/order_create`.
#[derive(Debug, Clone, Deserialize, JsonSchema)]
#[schemars(rename = "OtcOrderInput")]
pub struct OrderInput {
    pub ad_id: i64,
    pub amount: String,
    pub method: String,
    /// The fiat price per coin the user was shown (`/otc/ad`'s `price`). The order is refused with
    /// `price_changed` when the ad's price is worse for the user than this when the order is taken. Without it,
    /// an ad whose terms were saved again in the last minute is refused the same way.
    #[serde(default)]
    pub price: String,
}

/// `POST /otc/order_paid`.
#[derive(Debug, Clone, Deserialize, JsonSchema)]
#[schemars(rename = "OtcPaidInput")]
pub struct PaidInput {
    pub id: i64,
    #[serde(default)]
    pub voucher: String,
}

/// `POST /otc/order_dispute`.
#[derive(Debug, Clone, Deserialize, JsonSchema)]
#[schemars(rename = "OtcDisputeInput")]
pub struct DisputeInput {
    pub id: i64,
    pub reason: String,
}

/// `POST /otc/order_rate`.
#[derive(Debug, Clone, Deserialize, JsonSchema)]
#[schemars(rename = "OtcRateInput")]
pub struct RateInput {
    pub id: i64,
    pub rating: i64,
}

/// `/otc/chat`.
#[derive(Debug, Clone, Deserialize, JsonSchema)]
#[schemars(rename = "OtcChatInput")]
pub struct ChatInput {
    pub order_id: i64,
    pub after_id: Option<i64>,
    pub limit: Option<i64>,
}

/// `POST /otc/chat_send`.
#[derive(Debug, Clone, Deserialize, JsonSchema)]
#[schemars(rename = "OtcChatSendInput")]
pub struct ChatSendInput {
    pub order_id: i64,
    pub kind: String,
    pub content: String,
}

#[derive(Debug, Clone, Serialize, JsonSchema)]
pub struct OtcCurrency {
    pub currency_id: AssetId,
    pub currency_name: String,
    pub currency_logo: String,
    /// USDT at the index.
    pub price: String,
}

#[derive(Debug, Clone, Serialize, JsonSchema)]
pub struct OtcFiat {
    pub code: String,
    /// Units per US dollar.
    pub rate: String,
}

#[derive(Debug, Clone, Serialize, JsonSchema)]
pub struct OtcRules {
    pub deposit_currency: String,
    pub deposit: String,
    pub appeal_minutes: i64,
    pub window_min: i64,
    pub window_max: i64,
    pub margin_max: String,
    pub fee: String,
    pub requirements: String,
}

/// `/otc/config`.
#[derive(Debug, Clone, Serialize, JsonSchema)]
pub struct OtcConfig {
    pub currencies: Vec<OtcCurrency>,
    pub fiats: Vec<OtcFiat>,
    pub methods: Vec<&'static str>,
    pub rules: OtcRules,
}

/// A merchant's public record from real orders.
#[derive(Debug, Clone, Serialize, JsonSchema)]
pub struct OtcMerchantView {
    pub user_id: UserId,
    pub name: String,
    pub completed: i64,
    /// Percent with two decimals; "" before any closed order.
    pub completion_rate: String,
    /// The average rating, 1 to 5 with two decimals; "" when none.
    pub rating: String,
    pub ratings: i64,
    pub since: String,
    pub since_ts: i64,
}

/// `/otc/my_merchant`.
#[derive(Debug, Clone, Serialize, JsonSchema)]
pub struct OtcMyMerchant {
    /// -1 not applied, 0 under review, 1 approved, 2 rejected.
    pub status: i64,
    pub name: String,
    pub deposit: String,
    pub deposit_currency: String,
    pub reason: String,
    pub applied_at: String,
    pub applied_at_ts: i64,
}

#[derive(Debug, Clone, Serialize, JsonSchema)]
pub struct OtcAdView {
    pub id: i64,
    /// The merchant's side: 1 sells coins, 2 buys coins.
    pub side: i64,
    pub currency_id: AssetId,
    pub currency_name: String,
    pub fiat: String,
    pub price_type: i64,
    /// Fiat per coin now; "" for a floating price without an index.
    pub price: String,
    /// Percent over the index, floating prices only.
    pub margin: String,
    pub total: String,
    pub remaining: String,
    pub min: String,
    pub max: String,
    pub methods: Vec<String>,
    pub window: i64,
    pub remark: String,
    /// 1 online, 0 offline.
    pub status: i64,
    pub merchant: OtcMerchantView,
    pub created_at: String,
    pub created_at_ts: i64,
}

/// The seller's payment details for the order's method, as they were when it was created.
#[derive(Debug, Clone, Default, Serialize, Deserialize, JsonSchema)]
pub struct OtcPayee {
    pub real_name: String,
    pub bank_name: String,
    pub bank_account: String,
    pub alipay_account: String,
    pub wechat_account: String,
}

#[derive(Debug, Clone, Serialize, JsonSchema)]
pub struct OtcParty {
    pub user_id: UserId,
    pub name: String,
}

#[derive(Debug, Clone, Serialize, JsonSchema)]
pub struct OtcDispute {
    pub opened_by: i64,
    pub reason: String,
    pub opened_at: String,
    pub opened_at_ts: i64,
    /// "" pending, "release" (to the buyer) or "return" (to the seller).
    pub outcome: String,
    pub outcome_reason: String,
    pub decided_at: String,
    pub decided_at_ts: i64,
}

#[derive(Debug, Clone, Serialize, JsonSchema)]
pub struct OtcOrderView {
    pub id: i64,
    pub ad_id: i64,
    /// The ad's side: 1 the merchant sells, 2 the merchant buys.
    pub side: i64,
    /// "buyer" or "seller" for the reader; "" for operators.
    pub role: String,
    pub currency_id: AssetId,
    pub currency_name: String,
    pub fiat: String,
    pub price: String,
    pub amount: String,
    pub fiat_amount: String,
    pub method: String,
    pub payee: OtcPayee,
    pub buyer: OtcParty,
    pub seller: OtcParty,
    pub merchant_id: UserId,
    /// 0 unpaid, 1 paid, 2 disputed, 3 completed, 4 cancelled.
    pub status: i64,
    /// "", "buyer", "seller", "timeout" or "dispute".
    pub cancel_reason: String,
    pub voucher: String,
    pub pay_by: String,
    pub pay_by_ts: i64,
    pub paid_at: String,
    pub paid_at_ts: i64,
    /// When a dispute may be opened; 0 when not paid.
    pub appeal_at_ts: i64,
    pub closed_at: String,
    pub closed_at_ts: i64,
    pub dispute: Option<OtcDispute>,
    pub rating: i64,
    pub created_at: String,
    pub created_at_ts: i64,
}

#[derive(Debug, Clone, Serialize, JsonSchema)]
pub struct OtcChatMessage {
    pub id: i64,
    pub order_id: i64,
    /// The sending user; 0 for the platform's and operators' lines.
    pub sender: i64,
    pub sender_name: String,
    /// text, image, system (content is a key) or operator.
    pub kind: String,
    pub content: String,
    pub created_at: String,
    pub created_at_ts: i64,
}

/// `/admin/api/otc/order`.
#[derive(Debug, Clone, Serialize, JsonSchema)]
pub struct OtcCase {
    pub order: OtcOrderView,
    pub chat: Vec<OtcChatMessage>,
}
