/*
 * The OTC answers as docs/api/otc.md describes them, field for field. Written by hand while the server's calls are
 * built; the server's generated schema types replace them once its OpenAPI document lists the calls.
 */

/** An asset traded over the counter, with its price in USDT at the index. */
export interface OtcCurrency {
  currency_id: number
  currency_name: string
  currency_logo: string
  price: string
}

/** A fiat currency and its units per USD. */
export interface OtcFiat {
  code: string
  rate: string
}

/** A way of paying fiat off the platform. */
export type OtcMethod = 'bank' | 'alipay' | 'wechat'

/** The published rules. */
export interface OtcRules {
  deposit_currency: string
  deposit: string
  appeal_minutes: number
  window_min: number
  window_max: number
  margin_max: string
  fee: string
  requirements: string
}

/** `/otc/config`. */
export interface OtcConfig {
  currencies: OtcCurrency[]
  fiats: OtcFiat[]
  methods: OtcMethod[]
  rules: OtcRules
}

/** A merchant's public record; `completion_rate` and `rating` are "" until there is something to count. */
export interface OtcMerchantView {
  user_id: number
  name: string
  completed: number
  completion_rate: string
  rating: string
  ratings: number
  since: string
  since_ts: number
}

/** The merchant's side: 1 the merchant sells (users buy), 2 the merchant buys (users sell). */
export type OtcSide = 1 | 2

export const SIDE_SELL: OtcSide = 1
export const SIDE_BUY: OtcSide = 2

/** A merchant's standing offer; `price` is fiat per coin now, `min`/`max` fiat per order. */
export interface OtcAdView {
  id: number
  side: OtcSide
  currency_id: number
  currency_name: string
  fiat: string
  /** 0 fixed, 1 floating. */
  price_type: 0 | 1
  price: string
  margin: string
  total: string
  remaining: string
  min: string
  max: string
  methods: OtcMethod[]
  window: number
  remark: string
  /** 1 online, 0 offline. */
  status: 0 | 1
  merchant: OtcMerchantView
  created_at: string
  created_at_ts: number
}

/** `/otc/my_merchant`: status -1 not applied, 0 under review, 1 approved, 2 rejected. */
export interface OtcMyMerchant {
  status: -1 | 0 | 1 | 2
  name: string
  deposit: string
  deposit_currency: string
  reason: string
  applied_at: string
  applied_at_ts: number
}

export const MERCHANT_NONE = -1
export const MERCHANT_REVIEW = 0
export const MERCHANT_APPROVED = 1
export const MERCHANT_REJECTED = 2

/** The seller's payee card for the order's method, as it was when the order was created. */
export interface OtcPayee {
  real_name: string
  bank_name: string
  bank_account: string
  alipay_account: string
  wechat_account: string
}

/** One side of an order. */
export interface OtcParty {
  user_id: number
  name: string
}

/** A dispute: `outcome` "" while pending, then "release" (to the buyer) or "return" (to the seller). */
export interface OtcDispute {
  opened_by: number
  reason: string
  opened_at: string
  opened_at_ts: number
  outcome: '' | 'release' | 'return'
  outcome_reason: string
  decided_at: string
  decided_at_ts: number
}

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
export interface OtcOrderView {
  id: number
  ad_id: number
  side: OtcSide
  role: OtcRole
  currency_id: number
  currency_name: string
  fiat: string
  price: string
  amount: string
  fiat_amount: string
  method: OtcMethod
  payee: OtcPayee
  buyer: OtcParty
  seller: OtcParty
  merchant_id: number
  status: OtcOrderStatus
  cancel_reason: '' | 'buyer' | 'timeout' | 'dispute'
  voucher: string
  pay_by: string
  pay_by_ts: number
  paid_at: string
  paid_at_ts: number
  /** When a dispute may be opened, 0 until paid. */
  appeal_at_ts: number
  closed_at: string
  closed_at_ts: number
  dispute: OtcDispute | null
  /** 0 while not rated. */
  rating: number
  created_at: string
  created_at_ts: number
}

/**
 * A chat line. `sender` 0 with kind `system` is the platform's (its `content` a key such as `paid`); kind `operator`
 * is an operator's decision note; `image` lines carry an upload path.
 */
export interface OtcChatMessage {
  id: number
  order_id: number
  sender: number
  sender_name: string
  kind: 'text' | 'image' | 'system' | 'operator'
  content: string
  created_at: string
  created_at_ts: number
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
