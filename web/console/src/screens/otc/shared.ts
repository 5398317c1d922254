import type { TextKey } from '../../lib/i18n'
import type { OtcMerchantStatus, OtcOrderStatus } from '../../lib/types'

export const PAGE = 20
/** The status filter's "all": the list is asked without a status. */
export const ALL = -1
/** The orders list opens on open disputes, the queue support and compliance work through. */
export const DISPUTED = 2

export const MERCHANT_STATUSES: readonly OtcMerchantStatus[] = [0, 1, 2]
export const MERCHANT_COLORS: Record<OtcMerchantStatus, string> = { 0: 'gold', 1: 'green', 2: 'default' }
export const merchantStatusOf = (status: number) => status as OtcMerchantStatus

export const ORDER_STATUSES: readonly OtcOrderStatus[] = [0, 1, 2, 3, 4]
export const ORDER_COLORS: Record<OtcOrderStatus, string> = {
  0: 'default',
  1: 'blue',
  2: 'red',
  3: 'green',
  4: 'default',
}
export const orderStatusOf = (status: number) => status as OtcOrderStatus

const METHODS: Record<string, TextKey> = {
  bank: 'otc.method_bank',
  alipay: 'otc.method_alipay',
  wechat: 'otc.method_wechat',
}

/** A payment method's label; one the console does not know is shown as the server names it. */
export const methodLabel = (method: string, t: (key: TextKey) => string) =>
  METHODS[method] ? t(METHODS[method]) : method

/** The two ways a dispute ends: the escrowed coins go to the buyer, or back to the seller. */
export const OUTCOMES = ['release', 'return'] as const
export type Outcome = (typeof OUTCOMES)[number]

const CANCEL_REASONS: Record<string, TextKey> = {
  buyer: 'otc.cancel_buyer',
  timeout: 'otc.cancel_timeout',
  dispute: 'otc.cancel_dispute',
}

/** Why an order was cancelled, in words; a reason the console does not know is shown as the server names it. */
export const cancelLabel = (reason: string, t: (key: TextKey) => string) =>
  CANCEL_REASONS[reason] ? t(CANCEL_REASONS[reason]) : reason
