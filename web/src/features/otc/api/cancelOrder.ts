import { post } from '@/lib/request'

/** POST /otc/order_cancel: the buyer drops an unpaid order; the escrow returns to the seller. */
export function cancelOrder(id: number): Promise<string> {
  return post<string>('/otc/order_cancel', { id })
}
