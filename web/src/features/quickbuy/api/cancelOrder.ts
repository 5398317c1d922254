import { post } from '@/lib/request'

/** POST /quickbuy/cancel: cancels an order that is still to be paid. */
export function cancelOrder(id: number): Promise<string> {
  return post<string>('/quickbuy/cancel', { id })
}
