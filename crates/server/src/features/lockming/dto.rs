//! What the lock-mining calls read and answer (API-CONTRACT §5.10).

use schemars::JsonSchema;
use serde::{Deserialize, Serialize};

use crate::ids::AssetId;

/// `/lh/deposit/order`.
#[derive(Debug, Clone, Deserialize, JsonSchema)]
#[schemars(rename = "LockOrdersInput")]
pub struct OrdersInput {
    pub page: Option<i64>,
    pub limit: Option<i64>,
    /// 1 locked, 2 matured, 3 redeemed early; absent or 0 for all.
    pub status: Option<i64>,
}

/// `POST /lh/deposit`.
#[derive(Debug, Clone, Deserialize, JsonSchema)]
#[schemars(rename = "LockDepositInput")]
pub struct DepositInput {
    pub config_id: i64,
    pub amount: String,
    /// One of the caller's boost coupons in the product's asset: adds its daily rate for the whole term.
    pub coupon_id: Option<i64>,
}

/// `POST /lh/deposit/order/cancel`.
#[derive(Debug, Clone, Deserialize, JsonSchema)]
#[schemars(rename = "LockCancelInput")]
pub struct CancelInput {
    pub id: i64,
}

/// A lock-mining product on sale.
#[derive(Debug, Clone, Serialize, JsonSchema)]
pub struct LockProduct {
    pub id: i64,
    pub currency_id: AssetId,
    pub currency_name: String,
    pub currency_logo: String,
    pub name: String,
    pub day: i64,
    /// Today's published daily rate, in percent.
    pub interest_rate: String,
    pub interest_rate_min: String,
    pub interest_rate_max: String,
    pub intro: String,
    pub save_min: String,
    /// Penalty in percent of the amount per remaining day.
    pub cancel_rate: String,
    /// Tomorrow's daily rate, in percent, once published.
    pub next_interest_rate: Option<String>,
    /// How much of what the asset's products may still owe at their maximum rate the reserve holds, in whole
    /// percent (at least 100 while on sale).
    pub reserve_cover: String,
    /// What may still be deposited into the product.
    pub remaining: String,
    /// 1 for a labelled sample product of a demo server.
    pub demo: i64,
    pub created_at: String,
    pub created_at_ts: i64,
}

/// A user's lock-mining position.
#[derive(Debug, Clone, Serialize, JsonSchema)]
pub struct LockOrder {
    pub id: i64,
    pub config_id: i64,
    pub currency_name: String,
    pub amount: String,
    /// Today's rate of the product per day as a fraction ("0.003500" is 0.35 %), as existing clients read it.
    pub day_rate: String,
    /// The same rate in percent per day ("0.3500").
    pub day_rate_percent: String,
    /// Interest paid so far.
    pub total_interest: String,
    pub start_at: String,
    pub end_at: String,
    pub start_at_ts: i64,
    pub end_at_ts: i64,
    /// 1 locked, 2 matured, 3 redeemed early.
    pub status: i64,
    /// The penalty an early redemption would take now (or took), as a number for existing pages.
    pub cancel_fee: f64,
    /// The same penalty, exactly.
    pub cancel_fee_str: String,
    /// The extra daily rate a boost coupon added, in percent per day ("0" without one).
    pub boost_rate: String,
    /// What the boost coupon reserved for this position, and what of it has been paid.
    pub boost_cap: String,
    pub boost_paid: String,
}

/// `/lh/deposit/order` as existing pages read it.
#[derive(Debug, Clone, Serialize, JsonSchema)]
pub struct LockOrderList {
    pub order_list: Vec<LockOrder>,
}
