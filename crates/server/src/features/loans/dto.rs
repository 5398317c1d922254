//! What the loan calls read and answer (`docs/api/loans.md`).

use schemars::JsonSchema;
use serde::{Deserialize, Serialize};

use crate::ids::AssetId;

/// `POST /loan/apply`.
#[derive(Debug, Clone, Deserialize, JsonSchema)]
#[schemars(rename = "LoanApplyInput")]
pub struct ApplyInput {
    pub offer_id: i64,
    pub amount: String,
    pub days: i64,
    pub collateral_currency: AssetId,
    pub collateral_amount: String,
}

/// `POST /loan/cancel`, `/loan/repay`.
#[derive(Debug, Clone, Deserialize, JsonSchema)]
#[schemars(rename = "LoanIdInput")]
pub struct IdInput {
    pub id: i64,
}

/// `POST /loan/add_collateral`.
#[derive(Debug, Clone, Deserialize, JsonSchema)]
#[schemars(rename = "LoanAddCollateralInput")]
pub struct AddCollateralInput {
    pub id: i64,
    pub amount: String,
}

/// `/loan/list`.
#[derive(Debug, Clone, Deserialize, JsonSchema)]
#[schemars(rename = "LoanListInput")]
pub struct ListInput {
    pub page: Option<i64>,
    pub limit: Option<i64>,
    /// 0 pending, 1 active, 2 repaid, 3 liquidated, 4 rejected, 5 cancelled; absent for all.
    pub status: Option<i64>,
}

/// An offer on sale.
#[derive(Debug, Clone, Serialize, JsonSchema)]
pub struct LoanOfferView {
    pub id: i64,
    pub currency_id: AssetId,
    pub currency_name: String,
    pub currency_logo: String,
    /// Percent a day.
    pub day_rate: String,
    /// Percent of the amount a day after the due date.
    pub overdue_rate: String,
    pub min_amount: String,
    pub max_amount: String,
    pub min_days: i64,
    pub max_days: i64,
    /// The least risk rate, in percent, a loan may start at.
    pub initial_rate: String,
    /// The risk rate, in percent, below which a loan is liquidated.
    pub liquidation_rate: String,
    /// What the lending reserve can still lend in this asset.
    pub lendable: String,
    /// 1 on sale, 0 closed (operators only see closed ones).
    pub status: i64,
    /// 1 for a labelled sample offer of a demo server.
    pub demo: i64,
}

/// An asset accepted as collateral, with its price in USDT at the index.
#[derive(Debug, Clone, Serialize, JsonSchema)]
pub struct LoanCollateral {
    pub currency_id: AssetId,
    pub currency_name: String,
    pub currency_logo: String,
    pub price: String,
}

#[derive(Debug, Clone, Serialize, JsonSchema)]
pub struct LoanRules {
    /// Days between interest collections.
    pub settle_days: i64,
    /// How long a review takes.
    pub processing: String,
    /// Assets counted as one USDT.
    pub stable: Vec<String>,
}

/// Whom borrowers contact, from the site settings (empty when not set).
#[derive(Debug, Clone, Serialize, JsonSchema)]
pub struct LoanOfficers {
    pub online_service: String,
    pub loan_officer: String,
    pub repayment_officer: String,
}

/// `/loan/config`.
#[derive(Debug, Clone, Serialize, JsonSchema)]
pub struct LoanConfig {
    pub offers: Vec<LoanOfferView>,
    pub collateral: Vec<LoanCollateral>,
    pub rules: LoanRules,
    pub officers: LoanOfficers,
}

/// `/loan/eligibility`.
#[derive(Debug, Clone, Serialize, JsonSchema)]
pub struct LoanEligibility {
    pub eligible: bool,
    /// `granted` by an operator, or `none`.
    pub reason: String,
}

/// What a liquidation was decided on, kept on the loan.
#[derive(Debug, Clone, Serialize, JsonSchema)]
pub struct LoanLiquidation {
    /// The index sample's second.
    pub sample_ts: i64,
    /// The collateral's and the loan asset's prices in USDT.
    pub collateral_price: String,
    pub loan_price: String,
    pub source: String,
    /// Both values in USDT.
    pub collateral_value: String,
    pub debt_value: String,
    pub collateral_taken: String,
    pub collateral_returned: String,
    /// Paid by the insurance account, in the loan's asset.
    pub shortfall: String,
}

/// A loan or an application.
#[derive(Debug, Clone, Serialize, JsonSchema)]
pub struct LoanView {
    pub id: i64,
    pub offer_id: i64,
    /// The borrower, in the operators' list only.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub user_id: Option<i64>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub email: Option<String>,
    pub currency_id: AssetId,
    pub currency_name: String,
    pub amount: String,
    pub days: i64,
    pub day_rate: String,
    pub overdue_rate: String,
    pub collateral_currency_id: AssetId,
    pub collateral_currency_name: String,
    pub collateral_amount: String,
    pub interest_owed: String,
    pub interest_paid: String,
    /// The amount and the interest owed; 0 once the loan is closed.
    pub debt: String,
    /// Percent, two decimals, at the index now; empty without a price.
    pub risk_rate: String,
    pub liquidation_rate: String,
    pub status: i64,
    pub reject_reason: String,
    pub applied_at: String,
    pub applied_at_ts: i64,
    pub disbursed_at: String,
    pub disbursed_at_ts: Option<i64>,
    pub due_at: String,
    pub due_at_ts: Option<i64>,
    pub closed_at: String,
    pub closed_at_ts: Option<i64>,
    pub liquidation: Option<LoanLiquidation>,
}
