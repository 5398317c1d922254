/** Order sides and kinds as the API numbers them. */
export const BUY = 1
export const SELL = 2
export const LIMIT = 1
export const MARKET = 2

export type Side = 'buy' | 'sell'
export type OrderKind = 'limit' | 'market'

/** Spot order states: 1 open (doing), 2 complete, 3 cancelled. */
export const STATUS_OPEN = 1
export const STATUS_DONE = 2
export const STATUS_CANCELLED = 3

/** A spot order (API contract §5.0). */
export interface SpotOrder {
  id: number
  symbol: string
  currency_id: number
  legal_id: number
  type: number
  order_type: number
  target_price: string
  amount: string
  trade_amount: string
  avg_price: string
  fee: string
  status: number
  created_at: string
  created_at_ts?: number
  /** The asset `amount` is in (the quote asset for a market buy), the filled quote value and the fee's asset. */
  amount_unit?: string
  trade_total?: string
  fee_currency?: string
}

/** `/user/getTransferList`: the assets that can be converted and the change-account balances. */
export interface ConvertList {
  transfer: { id: number; name: string }[]
  wallet: { currency: number; change_balance: string }[]
}

/** `/user/getTransferFee`: USDT prices of both assets (`form_price` as spelt on the wire) and the fee in %. */
export interface ConvertQuote {
  form_price?: string
  from_price?: string
  to_price: string
  fee: string
}
