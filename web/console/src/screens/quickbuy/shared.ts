import type { TextKey } from '../../lib/i18n'
import type { QuickOrderStatus } from '../../lib/types'
import type { Check } from '../../lib/validation'

export const PAGE = 20
/** The status filter's "all": the list is asked without a status. */
export const ALL = -1
/** The orders list opens on orders under review: a voucher came in and the transfer is to be checked. */
export const UNDER_REVIEW = 1

export const STATUSES: readonly QuickOrderStatus[] = [0, 1, 2, 3, 4]
export const STATUS_COLORS: Record<QuickOrderStatus, string> = {
  0: 'default',
  1: 'gold',
  2: 'green',
  3: 'default',
  4: 'red',
}
export const statusOf = (status: number) => status as QuickOrderStatus

export const METHODS = ['bank', 'card', 'wallet'] as const

const METHOD_LABELS: Record<string, TextKey> = {
  bank: 'quickbuy.method_bank',
  card: 'quickbuy.method_card',
  wallet: 'quickbuy.method_wallet',
}

/** A payment method's label; one the console does not know is shown as the server names it. */
export const methodLabel = (method: string, t: (key: TextKey) => string) =>
  METHOD_LABELS[method] ? t(METHOD_LABELS[method]) : method

const CANCEL_REASONS: Record<string, TextKey> = {
  user: 'quickbuy.cancel_user',
  timeout: 'quickbuy.cancel_timeout',
  failed: 'quickbuy.cancel_failed',
}

/** Why an order was cancelled, in words; a reason the console does not know is shown as the server names it. */
export const cancelLabel = (reason: string, t: (key: TextKey) => string) =>
  CANCEL_REASONS[reason] ? t(CANCEL_REASONS[reason]) : reason

/** A country's methods as a list, whether the server answers a list or a comma-separated text. */
export const methodsOf = (methods: string[] | string | null | undefined): string[] =>
  Array.isArray(methods)
    ? methods
    : (methods ?? '')
        .split(',')
        .map((m) => m.trim())
        .filter(Boolean)

/** Fiat amounts are whole numbers above zero. */
export const checkWholeAmount: Check = (value) => {
  const amount = typeof value === 'number' ? String(value) : typeof value === 'string' ? value.trim() : ''
  return /^[1-9]\d*$/.test(amount) ? null : 'quickbuy.whole_amount'
}
