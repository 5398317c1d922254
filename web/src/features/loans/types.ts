/* These mirror the server's schema for the loan calls (docs/api/loans.md) until its generated types replace them. */

/** An offer on sale: the coin lent, its rates (percent strings, "0.05" is 0.05 %), bounds and what can be lent now. */
export interface LoanOfferView {
  id: number
  currency_id: number
  currency_name: string
  currency_logo: string
  /** Percent of the amount added as interest each whole day until the due date. */
  day_rate: string
  /** Percent of the amount added each day after the due date, instead of the day rate. */
  overdue_rate: string
  min_amount: string
  max_amount: string
  min_days: number
  max_days: number
  /** The risk rate (percent) the collateral must reach when the loan is applied for. */
  initial_rate: string
  /** Below this risk rate (percent, "110") the loan is liquidated. */
  liquidation_rate: string
  /** What the lending reserve can lend of this coin now. */
  lendable: string
  /** 1 for a labelled sample offer of a demo server. */
  demo: number
}

/** An asset accepted as collateral with its price in USDT at the index. */
export interface LoanCollateral {
  currency_id: number
  currency_name: string
  currency_logo: string
  price: string
}

/** The published rules: interest is collected every `settle_days`, a review takes `processing`, `stable` count 1 USDT. */
export interface LoanRules {
  settle_days: number
  processing: string
  stable: string[]
}

/** Whom the user contacts about loans (site settings, each may be empty). */
export interface LoanOfficers {
  online_service: string
  loan_officer: string
  repayment_officer: string
}

/** `/loan/config`. */
export interface LoanConfig {
  offers: LoanOfferView[]
  collateral: LoanCollateral[]
  rules: LoanRules
  officers: LoanOfficers
}

/** `/loan/eligibility`: `reason` is `granted` (an operator's flag) or `none`. */
export interface LoanEligibility {
  eligible: boolean
  reason: string
}

/** The evidence of a liquidation: the index sample that crossed the liquidation rate and what it moved. */
export interface LoanLiquidation {
  sample_ts: number
  collateral_price: string
  loan_price: string
  source: string
  collateral_value: string
  debt_value: string
  collateral_taken: string
  collateral_returned: string
  shortfall: string
}

/** A loan's status: 0 pending, 1 active, 2 repaid, 3 liquidated, 4 rejected, 5 cancelled. */
export type LoanStatus = 0 | 1 | 2 | 3 | 4 | 5

export const LOAN_PENDING = 0
export const LOAN_ACTIVE = 1
export const LOAN_REPAID = 2
export const LOAN_LIQUIDATED = 3
export const LOAN_REJECTED = 4
export const LOAN_CANCELLED = 5

/** One of the caller's applications or loans; times in the site's zone with a `_ts` twin in milliseconds. */
export interface LoanView {
  id: number
  offer_id: number
  currency_id: number
  currency_name: string
  amount: string
  days: number
  day_rate: string
  overdue_rate: string
  collateral_currency_id: number
  collateral_currency_name: string
  collateral_amount: string
  interest_owed: string
  interest_paid: string
  /** amount + interest_owed. */
  debt: string
  /** Percent with 2 decimals at the index; "" when no index is recorded. */
  risk_rate: string
  liquidation_rate: string
  status: LoanStatus
  reject_reason: string
  applied_at: string
  applied_at_ts: number | null
  disbursed_at: string
  disbursed_at_ts: number | null
  due_at: string
  due_at_ts: number | null
  closed_at: string
  closed_at_ts: number | null
  liquidation: LoanLiquidation | null
}

/** `/loan/apply`. */
export interface LoanApplyInput {
  offer_id: number
  amount: string
  days: number
  collateral_currency: number
  collateral_amount: string
}

/** The list's filter: every loan, or those of one state (closed: repaid, liquidated, rejected or cancelled). */
export type LoanFilter = 'all' | 'pending' | 'active' | 'closed'
