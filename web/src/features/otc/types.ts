import type { Schemas } from '@/lib/types'

/** An asset traded over the counter, with its price in USDT at the index. */
export type OtcCurrency = Schemas['OtcCurrency']

/** A fiat currency and its units per USD. */
export type OtcFiat = Schemas['OtcFiat']

/** A way of paying fiat off the platform. */
export type OtcMethod = 'bank' | 'alipay' | 'wechat'

/** The published rules. */
export type OtcRules = Schemas['OtcRules']

/** `/otc/config`. */
export type OtcConfig = Omit<Schemas['OtcConfig'], 'methods'> & { methods: OtcMethod[] }

/** A merchant's public record; `completion_rate` and `rating` are "" until there is something to count. */
export type OtcMerchantView = Schemas['OtcMerchantView']

/** The merchant's side: 1 the merchant sells (users buy), 2 the merchant buys (users sell). */
export type OtcSide = 1 | 2

export const SIDE_SELL: OtcSide = 1
export const SIDE_BUY: OtcSide = 2

/** A merchant's standing offer; `price` is fiat per coin now, `min`/`max` fiat per order. */
export type OtcAdView = Omit<Schemas['OtcAdView'], 'side' | 'price_type' | 'methods' | 'status'> & {
  side: OtcSide
  price_type: 0 | 1
  methods: OtcMethod[]
  status: 0 | 1
}

/** `/otc/my_merchant`: status -1 not applied, 0 under review, 1 approved, 2 rejected. */
export type OtcMyMerchant = Omit<Schemas['OtcMyMerchant'], 'status'> & { status: -1 | 0 | 1 | 2 }

export const MERCHANT_NONE = -1
export const MERCHANT_REVIEW = 0
export const MERCHANT_APPROVED = 1
export const MERCHANT_REJECTED = 2

/** The seller's payee card for the order's method, as it was when the order was created. */
export type OtcPayee = Schemas['OtcPayee']

/** One side of an order. */
export type OtcParty = Schemas['OtcParty']

/** A dispute: `outcome` "" while pending, then "release" (to the buyer) or "return" (to the seller). */
export type OtcDispute = Schemas['OtcDispute']

/** An order's status: 0 unpaid, 1 paid, 2 disputed, 3 completed, 4 cancelled. */
export type OtcOrderStatus = 0 | 1 | 2 | 3 | 4

export const ORDER_UNPAID = 0
export const ORDER_PAID = 1
export const ORDER_DISPUTED = 2
export const ORDER_COMPLETED = 3
export const ORDER_CANCELLED = 4

/** The reader's part in an order. */
export type OtcRole = 'buyer' | 'seller'

/** An order as either party reads it. */
export type OtcOrderView = Omit<Schemas['OtcOrderView'], 'side' | 'role' | 'method' | 'status'> & {
  side: OtcSide
  role: OtcRole | ''
  method: OtcMethod
  status: OtcOrderStatus
}

/**
 * A chat line. `sender` 0 with kind `system` is the platform's (its `content` a key such as `paid`); kind `operator`
 * is an operator's decision note; `image` lines carry an upload path.
 */
export type OtcChatMessage = Omit<Schemas['OtcChatMessage'], 'kind'> & {
  kind: 'text' | 'image' | 'system' | 'operator'
}

/** `/otc/ad_save`; `id` 0 creates an ad. */
export interface OtcAdInput {
  id: number
  side: OtcSide
  currency: number
  fiat: string
  price_type: 0 | 1
  /** Fixed ads only. */
  price?: string
  /** Floating ads only. */
  margin?: string
  total: string
  min: string
  max: string
  methods: string
  window: number
  remark: string
}

/** The orders list's filter: every order or those of one status. */
export type OtcOrderFilter = 'all' | `${OtcOrderStatus}`
