/*
 * The quick-buy answers as docs/api/quickbuy.md describes them, field for field. They are written by hand until the
 * server's generated schema (src/api/schema.d.ts) has them; then these become aliases of its types.
 * Whole fiat amounts and every rate, price and coin amount travel as decimal strings.
 */

/** How a quick buy is paid: a bank transfer with a voucher, or the provider's card or wallet checkout. */
export type QuickBuyMethod = 'bank' | 'card' | 'wallet'

/** A country quick buy is offered in: its fiat, units of that fiat per USD, its methods and whole-fiat limits. */
export interface QuickBuyCountry {
  code: string
  name: string
  fiat: string
  rate: string
  methods: QuickBuyMethod[]
  min_amount: string
  max_amount: string
}

/** A coin on sale with its price in USDT at the index. */
export interface QuickBuyCurrency {
  currency_id: number
  currency_name: string
  currency_logo: string
  price: string
}

/**
 * The published rules: the spread in percent, how long a quote holds, the minutes to pay an order in, how long a
 * bank transfer takes to arrive and the name of the card and wallet checkout.
 */
export interface QuickBuyRules {
  spread: string
  quote_seconds: number
  pay_minutes: number
  bank_days: string
  provider: string
}

/** `/quickbuy/config`. */
export interface QuickBuyConfig {
  countries: QuickBuyCountry[]
  currencies: QuickBuyCurrency[]
  rules: QuickBuyRules
}

/** `/quickbuy/quote`: a price locked until `expires_at` (`_ts` in milliseconds); `price` is fiat per coin. */
export interface QuickBuyQuote {
  id: number
  country: string
  fiat: string
  currency_id: number
  currency_name: string
  method: QuickBuyMethod
  amount: string
  price: string
  receive: string
  expires_at: string
  expires_at_ts: number
}

/** Who pays: bank transfers need every field but `tax_id` and `bank_address`; card and wallet the names and e-mail. */
export interface QuickPayer {
  first_name: string
  last_name: string
  email: string
  phone: string
  tax_id: string
  bank: string
  account_name: string
  iban: string
  bic: string
  bank_address: string
}

/** The platform's account a bank order is paid to. */
export interface QuickReceiving {
  bank_name: string
  account_name: string
  iban: string
  bic: string
  bank_address: string
}

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
export interface QuickOrderView {
  id: number
  /** Quoted on the transfer so that finance can match it. */
  reference: string
  country: string
  fiat: string
  currency_id: number
  currency_name: string
  method: QuickBuyMethod
  amount: string
  price: string
  receive: string
  payer: QuickPayer
  /** Bank orders only. */
  receiving: QuickReceiving
  /** Card and wallet orders: the provider's checkout; empty otherwise. */
  checkout_url: string
  voucher: string
  status: QuickOrderStatus
  cancel_reason: QuickCancelReason
  reject_reason: string
  pay_by: string
  pay_by_ts: number
  paid_at: string
  paid_at_ts: number
  created_at: string
  created_at_ts: number
}

/** `/quickbuy/quote`. */
export interface QuickQuoteInput {
  country: string
  currency: number
  method: QuickBuyMethod
  amount: string
}
