import type { Schemas } from '@/lib/types'

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

/** A spot order (API contract §5.0). `amount_unit` is the asset `amount` is in (the quote asset for a market buy),
 * `trade_total` the filled quote value and `fee_currency` the fee's asset. */
export type SpotOrder = Schemas['SpotOrder']

/** The private socket event `order`'s data: the order, and the fill that changed it if one did. */
export type SpotOrderPush = Schemas['SpotOrderEvent']

/** `/user/getTransferList`: the assets that can be converted and the change-account balances. */
export type ConvertList = Schemas['TransferList']

/** `/user/getTransferFee`: USDT prices of both assets (`form_price` as spelt on the wire, `from_price` the same) and
 * the fee in %. */
export type ConvertQuote = Schemas['TransferFee']
