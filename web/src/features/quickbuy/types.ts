/* The quick buy answers are the server's (docs/api/quickbuy.md); rates, prices and coin amounts are decimal strings. */

import type { Schemas } from '@/lib/types'

/** How a quick buy is paid: a bank transfer with a voucher, or the provider's card or wallet checkout. */
export type QuickBuyMethod = 'bank' | 'card' | 'wallet'

/** A country quick buy is offered in: its fiat, units of that fiat per USD, its methods and whole-fiat limits. */
export type QuickBuyCountry = Omit<Schemas['QuickBuyCountry'], 'methods' | 'min_amount' | 'max_amount'> & {
  methods: QuickBuyMethod[]
  /** Whole fiat units; the screens read numbers and decimal strings alike. */
  min_amount: number | string
  max_amount: number | string
}

/** A coin on sale with its price in USDT at the index. */
export type QuickBuyCurrency = Schemas['QuickBuyCurrency']

/**
 * The published rules: the spread in percent, how long a quote holds, the minutes to pay an order in, how long a
 * bank transfer takes to arrive and the name of the card and wallet checkout.
 */
export type QuickBuyRules = Schemas['QuickBuyRules']

/** `/quickbuy/config`. */
export type QuickBuyConfig = Schemas['QuickBuyConfig']

/** `/quickbuy/quote`: a price locked until `expires_at` (`_ts` in milliseconds); `price` is fiat per coin. */
export type QuickBuyQuote = Omit<Schemas['QuickBuyQuote'], 'method'> & { method: QuickBuyMethod }

/** Who pays: bank transfers need every field but `tax_id` and `bank_address`; card and wallet the names and e-mail. */
export type QuickPayer = Schemas['QuickPayer']

/** The platform's account a bank order is paid to. */
export type QuickReceiving = Schemas['QuickReceiving']

/** An order's status: 0 to be paid, 1 under review, 2 paid, 3 cancelled, 4 rejected. */
export type QuickOrderStatus = 0 | 1 | 2 | 3 | 4

export const ORDER_TO_PAY = 0
export const ORDER_REVIEW = 1
export const ORDER_PAID = 2
export const ORDER_CANCELLED = 3
export const ORDER_REJECTED = 4

/** Why an order was cancelled: by the user, not paid in time, or refused by the provider. */
export type QuickCancelReason = '' | 'user' | 'timeout' | 'failed'

/** One of the caller's orders; times in the site's zone with a `_ts` twin in milliseconds. */
export type QuickOrderView = Omit<Schemas['QuickOrderView'], 'method' | 'status' | 'cancel_reason'> & {
  method: QuickBuyMethod
  status: QuickOrderStatus
  cancel_reason: QuickCancelReason
}

/** `/quickbuy/quote`. */
export interface QuickQuoteInput {
  country: string
  currency: number
  method: QuickBuyMethod
  amount: string
}
