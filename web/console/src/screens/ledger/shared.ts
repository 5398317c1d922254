import Decimal from 'decimal.js'
import { ADMIN, api } from '../../lib/client'
import type { TextKey } from '../../lib/i18n'
import type { AdjustAnswer, AdjustmentRequest, AdjustmentStatus } from '../../lib/types'

/** The accounts of a user an adjustment may move. */
export const ACCOUNTS = ['change', 'legal', 'lever', 'micro'] as const
export type Account = (typeof ACCOUNTS)[number]

/** What the adjustment form sends (`category` is left out: the server files it under `other`). */
export interface Adjustment {
  user_id: number
  currency: number
  account: string
  amount: string
  reason: string
}

/** The status filter's "all". */
export const ALL = -1
/** The list opens on the requests waiting for a decision. */
export const PENDING: AdjustmentStatus = 0
export const STATUSES: readonly AdjustmentStatus[] = [0, 1, 2]
export const STATUS_COLORS: Record<AdjustmentStatus, string> = { 0: 'gold', 1: 'green', 2: 'default' }

export const adjustmentKeys = {
  all: ['ledger-adjustments'] as const,
  list: (status: number) => ['ledger-adjustments', status] as const,
}

/** POST /admin/api/ledger/adjust: posts at once, or files a request for a second finance operator. */
export function postAdjustment(values: Adjustment): Promise<AdjustAnswer> {
  return api.post<AdjustAnswer>(`${ADMIN}/ledger/adjust`, { ...values })
}

/** GET /admin/api/ledger/adjustments: requests in one status (`ALL` for every one), newest first. */
export function listAdjustments(status: number): Promise<AdjustmentRequest[]> {
  return api.get<AdjustmentRequest[]>(`${ADMIN}/ledger/adjustments`, { status })
}

/** POST /admin/api/ledger/adjustments/approve or /reject: a second operator's decision; approving posts it. */
export function decideAdjustment(decision: 'approve' | 'reject', id: number): Promise<string> {
  return api.post<string>(`${ADMIN}/ledger/adjustments/${decision}`, { id })
}

/** Whether the adjustment was filed for a second operator instead of posted. */
export function isPending(answer: AdjustAnswer): answer is { pending: number } {
  return typeof answer === 'object' && answer !== null && typeof answer.pending === 'number'
}

/** Minor units as a decimal amount of an asset of `scale` places, without trailing zeros. */
export function minorToAmount(minor: number, scale: number): string {
  return new Decimal(minor).div(new Decimal(10).pow(scale)).toFixed()
}

export const isAccount = (account: string): account is Account => (ACCOUNTS as readonly string[]).includes(account)

const CATEGORIES: Record<string, TextKey> = {
  correction: 'ledger.category_correction',
  compensation: 'ledger.category_compensation',
  deposit_credit: 'ledger.category_deposit_credit',
  withdrawal_return: 'ledger.category_withdrawal_return',
  other: 'ledger.category_other',
}

/** A category's label; one the console does not know is shown as the server names it. */
export const categoryLabel = (category: string, t: (key: TextKey) => string) =>
  CATEGORIES[category] ? t(CATEGORIES[category]) : category
