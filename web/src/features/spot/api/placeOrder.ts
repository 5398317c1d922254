import { postOnce } from '@/lib/request'
import type { Schemas } from '@/lib/types'

/**
 * `type` 1 buy, 2 sell; `amount` the base quantity (for a market buy, the quote amount to spend); `target_price` the
 * limit price, empty for a market order.
 */
export type PlaceOrderParams = Schemas['SpotTradeInput']

/** POST /coin/trade: places a spot order, freezing its funds; `key` places it once however often it is sent. */
export function placeOrder(params: PlaceOrderParams, key: string): Promise<string> {
  return postOnce<string>('/coin/trade', { ...params }, key)
}
