//! What the IEO calls read and answer (API-CONTRACT §5.9).

use schemars::JsonSchema;
use serde::{Deserialize, Serialize};

use crate::ids::AssetId;

/// `/project/detail`.
#[derive(Debug, Clone, Deserialize, JsonSchema)]
#[schemars(rename = "IeoDetailInput")]
pub struct DetailInput {
    pub project_id: i64,
}

/// `POST /project/order`: `amount` is in tokens; `price` is the price the user was shown.
#[derive(Debug, Clone, Deserialize, JsonSchema)]
#[schemars(rename = "IeoOrderInput")]
pub struct OrderInput {
    pub project_id: i64,
    pub amount: String,
    pub pay_currency: i64,
    pub price: String,
}

/// A payment asset a project accepts and the price of one token in it.
#[derive(Debug, Clone, Serialize, JsonSchema)]
pub struct IeoPrice {
    pub currency_id: AssetId,
    pub currency_name: String,
    pub price: String,
}

/// A project as lists show it.
#[derive(Debug, Clone, Serialize, JsonSchema)]
pub struct IeoProject {
    pub id: i64,
    pub title: String,
    pub summary: String,
    pub logo: String,
    /// The token sold.
    pub currency_id: AssetId,
    pub currency_name: String,
    /// The first payment asset it accepts; `prices` lists them all.
    pub pay_currency_id: AssetId,
    pub pay_currency_name: String,
    pub price: String,
    pub prices: Vec<IeoPrice>,
    /// Total issue.
    pub amount: String,
    /// Applied for so far.
    pub total_sell: String,
    /// Applied for as a percentage of the total issue, at most 100.
    pub percentage: String,
    /// Applied for as a percentage of the total issue, past 100 when oversubscribed.
    pub applied_percentage: String,
    /// Days from the end of the sale to listing, when allocated tokens unlock.
    pub day: i64,
    pub min_amount: String,
    pub max_amount: String,
    pub start_at: String,
    pub end_at: String,
    pub listing_at: String,
    pub start_at_ts: i64,
    pub end_at_ts: i64,
    pub listing_at_ts: i64,
    /// 1 warm-up, 2 ongoing, 3 ended.
    pub time_status: i64,
    /// 1 on sale or waiting for allocation, 2 allocated, 3 listed and unlocked.
    pub status: i64,
    /// The published allocation rule.
    pub rule: String,
    /// 1 for a labelled sample project of a demo server.
    pub demo: i64,
}

/// `info` of `/project/detail`.
#[derive(Debug, Clone, Serialize, JsonSchema)]
pub struct IeoProjectInfo {
    #[serde(flatten)]
    pub project: IeoProject,
    pub white_paper: String,
    pub website: String,
    /// The caller's available balance in the first payment asset ("0" for guests).
    pub user_has_money: String,
}

/// The caller's totals in a project.
#[derive(Debug, Clone, Serialize, JsonSchema)]
pub struct IeoOrderInfo {
    pub applied: String,
    /// Allocated ("0" until the sale is allocated).
    pub passed: String,
}

#[derive(Debug, Clone, Serialize, JsonSchema)]
pub struct IeoSellOrder {
    /// Applied for up to the total issue until the allocation, then what was allocated.
    pub sold: String,
    pub remaining: String,
}

#[derive(Debug, Clone, Serialize, JsonSchema)]
pub struct IeoDetail {
    pub info: IeoProjectInfo,
    pub order_info: Option<IeoOrderInfo>,
    pub sell_order: IeoSellOrder,
}

/// A user's subscription.
#[derive(Debug, Clone, Serialize, JsonSchema)]
pub struct IeoSubscription {
    pub id: i64,
    pub project_id: i64,
    /// The project's title.
    pub name: String,
    pub currency_name: String,
    /// Applied for, in tokens.
    pub coin_amount: String,
    /// Allocated, in tokens.
    pub give_amount: String,
    pub pay_currency_name: String,
    pub price: String,
    /// Paid into escrow.
    pub paid: String,
    /// Charged for the allocation.
    pub charged: String,
    /// Returned from escrow.
    pub refunded: String,
    /// Listing time, when allocated tokens unlock.
    pub sell_begin: String,
    pub sell_begin_ts: i64,
    /// 1 when the allocated tokens are in the change account.
    pub released: i64,
    /// 1 applied, 2 allocated, 3 refunded in full.
    pub status: i64,
    /// The rule applied with the totals used (with today's totals while the sale runs).
    pub formula: String,
    pub total_applied: String,
    pub supply: String,
    pub created_at: String,
    pub created_at_ts: i64,
}
