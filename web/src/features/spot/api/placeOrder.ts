import { postOnce } from '@/lib/request'

export interface PlaceOrderParams {
  currency_id: number
  legal_id: number
  /** 1 buy, 2 sell. */
  type: 1 | 2
  /** Base quantity; for a market buy, the quote amount to spend. */
  amount: string
  /** The limit price; empty for a market order. */
  target_price: string
}

/** POST /coin/trade: places a spot order, freezing its funds; `key` places it once however often it is sent. */
export function placeOrder(params: PlaceOrderParams, key: string): Promise<string> {
  return postOnce<string>('/coin/trade', { ...params }, key)
}
