use serde::Serialize;

#[derive(Debug, Serialize)]
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

#[derive(Debug, Clone)]
pub struct WithdrawInput {
    pub currency: i64,
    pub number: String,
    pub address: String,
    pub network: Option<String>,
    pub rate: String,
    pub pay_password: String,
}

#[derive(Debug, Serialize)]
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
}

#[derive(Debug, Clone)]
pub struct DepositClaim {
    pub currency: i64,
    pub amount: String,
    pub account: String,
    pub kind: i64,
    pub voucher: String,
}

#[derive(Debug, Serialize)]
pub struct DepositItem {
    pub id: i64,
    pub user_id: i64,
    pub currency: i64,
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

/// A deposit a chain watcher saw, reported by its adapter.
#[derive(Debug, Clone)]
pub struct DepositReport {
    pub user_id: i64,
    pub currency: i64,
    pub chain: String,
    pub tx_hash: String,
    pub output_index: i64,
    pub amount: String,
}

/// An operator's correction of one balance: a signed amount and the reason shown in the user's bill.
#[derive(Debug, Clone)]
pub struct Adjustment {
    pub user_id: i64,
    pub currency: i64,
    pub kind: crate::ledger::AccountKind,
    pub amount: String,
    pub reason: String,
}
