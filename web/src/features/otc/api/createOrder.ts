import { request } from '@/lib/request'

/** Refusals the take sheet shows beside the price instead of as a toast. */
export const CREATE_SHOWN_ERRORS = ['price_changed'] as const

export interface CreateOrderInput {
  adId: number
  /** Coins. */
  amount: string
  method: string
  /** The fiat price per coin the user was shown; the server refuses with `price_changed` if it is now worse. */
  price: string
}

/** POST /otc/order_create: takes an ad, escrowing the seller's coins; `key` creates it once. Answers the order id. */
export async function createOrder({ adId, amount, method, price }: CreateOrderInput, key: string): Promise<number> {
  const answer = await request<number>('/otc/order_create', {
    method: 'POST',
    data: { ad_id: adId, amount, method, price },
    headers: { 'Idempotency-Key': key },
    expected: CREATE_SHOWN_ERRORS,
  })
  return answer.message as number
}
