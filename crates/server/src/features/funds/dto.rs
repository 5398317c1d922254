use std::collections::BTreeMap;

use schemars::JsonSchema;
use serde::{Deserialize, Serialize};

use crate::ids::{AssetId, UserId};

/// `/wallet/get_info` and `/wallet/get_in_address`: one asset.
#[derive(Debug, Clone, Deserialize, JsonSchema)]
pub struct CurrencyInput {
    pub currency: AssetId,
}

/// `/wallet/chain_deposits`: one asset, or every asset when absent.
#[derive(Debug, Clone, Deserialize, JsonSchema)]
pub struct ChainDepositsInput {
    pub currency: Option<AssetId>,
}

/// `/wallet/get_in_address`: the address of an asset on one network, or one per network (keyed by the network's
/// lower-case name) for an asset on several.
#[derive(Debug, Clone, Serialize, JsonSchema)]
#[serde(untagged)]
pub enum DepositAddress {
    One(String),
    PerNetwork(BTreeMap<String, String>),
}

/// `/wallet/get_info`.
#[derive(Debug, Serialize, JsonSchema)]
pub struct WithdrawInfo {
    pub name: String,
    /// Fee in percent of the amount.
    pub rate: String,
    pub fee_min: String,
    pub min_number: String,
    pub legal_balance: String,
    pub change_balance: String,
    /// Limits of the user's identity level, in BTC equivalent.
    pub limit_24h: String,
    pub used_24h: String,
    pub networks: Vec<String>,
}

/// `/wallet/out`: `rate` is the fee the user saw, `type` the network.
#[derive(Debug, Clone, Deserialize, JsonSchema)]
pub struct WithdrawInput {
    pub currency: AssetId,
    pub number: String,
    /// Empty for a withdrawal to the saved bank card, as existing clients send it.
    #[serde(default)]
    pub address: String,
    #[serde(rename = "type")]
    pub network: Option<String>,
    pub rate: String,
    /// Existing clients send it as `password`.
    #[serde(alias = "password")]
    pub pay_password: String,
    /// A current code of the authenticator app, needed once the user turned the second factor on (also read from
    /// `google_code`).
    #[serde(alias = "google_code")]
    pub totp_code: Option<String>,
}

/// A withdrawal in `/user/withdraw/list`.
#[derive(Debug, Serialize, JsonSchema)]
pub struct WithdrawalItem {
    pub id: i64,
    pub number: String,
    pub fee: String,
    pub name: String,
    pub address: String,
    pub network: String,
    pub create_time: String,
    pub create_time_ts: i64,
    pub status: i64,
    pub status_text: String,
    pub notes: String,
    pub tx_hash: String,
    /// Where its payment stands on chain, when it is paid from the hot address (ADR 83); null when paid by hand.
    pub chain: Option<crate::features::funds::chain::payout::Progress>,
}

/// A withdrawal as finance reviews it: the user's own view and who asked for it.
#[derive(Debug, Serialize)]
pub struct ReviewedWithdrawal {
    #[serde(flatten)]
    pub item: WithdrawalItem,
    pub user_id: UserId,
    pub email: String,
    pub account: String,
}

/// `/wallet/charge_req`: `account` is the sending address or transaction hash, `type` 0 on-chain (the default) or
/// 1 bank transfer, `voucher` an upload path.
#[derive(Debug, Clone, Deserialize, JsonSchema)]
pub struct DepositClaim {
    pub currency: AssetId,
    pub amount: String,
    #[serde(default)]
    pub account: String,
    #[serde(rename = "type", default)]
    pub kind: i64,
    #[serde(default)]
    pub voucher: String,
}

/// A deposit in `/recharge/log`.
#[derive(Debug, Serialize, JsonSchema)]
pub struct DepositItem {
    pub id: i64,
    pub user_id: UserId,
    pub currency: AssetId,
    pub name: String,
    pub amount: String,
    pub account: String,
    pub voucher: String,
    pub status: i64,
    pub status_text: String,
    pub notes: String,
    pub created_at: String,
    pub created_at_ts: i64,
}

/// A deposit as finance reviews it: the user's e-mail and login account beside it (its `account` is where the
/// money came from).
#[derive(Debug, Serialize)]
pub struct ReviewedDeposit {
    #[serde(flatten)]
    pub item: DepositItem,
    pub email: String,
    pub user_account: String,
}

/// A deposit a chain watcher saw, reported by its adapter.
#[derive(Debug, Clone)]
pub struct DepositReport {
    pub user_id: UserId,
    pub currency: AssetId,
    pub chain: String,
    pub tx_hash: String,
    pub output_index: i64,
    pub amount: String,
}

/// An operator's correction of one balance: a signed amount and the reason shown in the user's bill.
#[derive(Debug, Clone)]
pub struct Adjustment {
    pub user_id: UserId,
    pub currency: AssetId,
    pub kind: crate::ledger::AccountKind,
    pub amount: String,
    pub reason: String,
    /// The public log's reason category (`operators::money_moves::ADJUSTMENT_CATEGORIES`); "" for `other`.
    pub category: String,
}

/// A channel of the deposit and withdrawal pickers (`/paymentslist`): one asset on one network. Existing clients
/// send `currency_id` on to `/wallet/get_info` and `/wallet/charge_req`.
#[derive(Debug, Serialize, JsonSchema)]
pub struct PaymentCoin {
    /// The channel's id.
    pub id: i64,
    pub currency_id: AssetId,
    /// The same as `currency_id`.
    pub currency: AssetId,
    /// The asset's symbol, with the network when the asset moves on several (`USDT-TRC20`).
    pub name: String,
    /// 0 on-chain.
    #[serde(rename = "type")]
    pub kind: i64,
    /// The caller's deposit address on this network; "" for guests or when none is configured.
    pub address: String,
    pub network: String,
    pub logo: String,
    pub networks: Vec<String>,
    /// 1 when deposits are open.
    pub is_charge: i64,
    /// 1 when withdrawals are open.
    pub is_withdraw: i64,
    /// 1 when either is.
    pub status: i64,
}

#[derive(Debug, Serialize, JsonSchema)]
pub struct PaymentCoins {
    pub list: Vec<PaymentCoin>,
}
