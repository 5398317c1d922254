import type { Pager } from '@/features/wallet'
import {
  LOAN_ACTIVE,
  LOAN_CANCELLED,
  LOAN_LIQUIDATED,
  LOAN_PENDING,
  LOAN_REJECTED,
  LOAN_REPAID,
  type LoanFilter,
  type LoanStatus,
  type LoanView,
} from './types'

export const LOAN_FILTERS: LoanFilter[] = ['all', 'pending', 'active', 'closed']

/** The statuses each filter shows. */
const FILTER_STATUSES: Record<LoanFilter, readonly LoanStatus[] | null> = {
  all: null,
  pending: [LOAN_PENDING],
  active: [LOAN_ACTIVE],
  closed: [LOAN_REPAID, LOAN_LIQUIDATED, LOAN_REJECTED, LOAN_CANCELLED],
}

/**
 * The `status` the list is asked with: one status for a filter of one, none for the others. The server filters by a
 * single status, so the closed loans (four statuses) are read unfiltered and picked here.
 */
export function statusParam(filter: LoanFilter): LoanStatus | undefined {
  const statuses = FILTER_STATUSES[filter]
  return statuses?.length === 1 ? statuses[0] : undefined
}

/** A page of the list as the screen keeps it: the rows the filter shows and how many the server sent. */
export interface LoanPage {
  list: LoanView[]
  /** Rows of the page as sent, before the filter. */
  sent: number
  total: number
  page: number
}

export function loanPage(pager: Pager<LoanView> | null | undefined, filter: LoanFilter, page: number): LoanPage {
  const rows = Array.isArray(pager?.data) ? pager.data : []
  const statuses = FILTER_STATUSES[filter]
  return {
    list: statuses ? rows.filter((row) => (statuses as readonly number[]).includes(row.status)) : rows,
    sent: rows.length,
    total: Number(pager?.total ?? NaN),
    page,
  }
}

/** The page after `last`, or undefined once a page came back short or every counted row was read. */
export function nextLoanPage(last: LoanPage, all: readonly LoanPage[], limit: number): number | undefined {
  if (last.sent === 0 || last.sent < limit) return undefined
  const read = all.reduce((n, page) => n + page.sent, 0)
  if (Number.isFinite(last.total) && last.total > 0 && read >= last.total) return undefined
  return last.page + 1
}
