import { post } from '@/lib/request'

/** POST /coin/cancel: cancels what is left of an open limit order. */
export function cancelOrder(id: number): Promise<string> {
  return post<string>('/coin/cancel', { id })
}
