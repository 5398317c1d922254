import { postOnce } from '@/lib/request'

/** POST /otc/order_create: takes an ad, escrowing the seller's coins; `key` creates it once. Answers the order id. */
export function createOrder(adId: number, amount: string, method: string, key: string): Promise<number> {
  return postOnce<number>('/otc/order_create', { ad_id: adId, amount, method }, key)
}
