import { postOnce } from '@/lib/request'
import type { QuickPayer } from '../types'

/** POST /quickbuy/order: opens an order at a quote's price; `key` opens it once. Answers the order id. */
export function createOrder(quoteId: number, payer: QuickPayer, key: string): Promise<number> {
  return postOnce<number>('/quickbuy/order_create', { quote_id: quoteId, ...payer }, key)
}
