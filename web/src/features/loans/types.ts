import type { Schemas } from '@/lib/types'

/** An offer on sale: the coin lent, its rates (percent strings, "0.05" is 0.05 %), bounds and what can be lent now. */
export type LoanOfferView = Schemas['LoanOfferView']

/** An asset accepted as collateral with its price in USDT at the index. */
export type LoanCollateral = Schemas['LoanCollateral']

/** The published rules: interest is collected every `settle_days`, a review takes `processing`, `stable` count 1 USDT. */
export type LoanRules = Schemas['LoanRules']

/** Whom the user contacts about loans (site settings, each may be empty). */
export type LoanOfficers = Schemas['LoanOfficers']

/** `/loan/config`. */
export type LoanConfig = Schemas['LoanConfig']

/** `/loan/eligibility`: `reason` is `granted` (an operator's flag) or `none`. */
export type LoanEligibility = Schemas['LoanEligibility']

/** The evidence of a liquidation: the index sample that crossed the liquidation rate and what it moved. */
export type LoanLiquidation = Schemas['LoanLiquidation']

/** A loan's status: 0 pending, 1 active, 2 repaid, 3 liquidated, 4 rejected, 5 cancelled. */
export type LoanStatus = 0 | 1 | 2 | 3 | 4 | 5

export const LOAN_PENDING = 0
export const LOAN_ACTIVE = 1
export const LOAN_REPAID = 2
export const LOAN_LIQUIDATED = 3
export const LOAN_REJECTED = 4
export const LOAN_CANCELLED = 5

/** One of the caller's applications or loans; times in the site's zone with a `_ts` twin in milliseconds. */
export type LoanView = Schemas['LoanView']

/** `/loan/apply`. */
export type LoanApplyInput = Schemas['LoanApplyInput']

/** The list's filter: every loan, or those of one state (closed: repaid, liquidated, rejected or cancelled). */
export type LoanFilter = 'all' | 'pending' | 'active' | 'closed'
