import { post } from '@/lib/request'

/** POST /otc/order_rate: the merchant's counterparty rates a completed order, once. */
export function rateOrder(id: number, rating: number): Promise<string> {
  return post<string>('/otc/order_rate', { id, rating })
}
