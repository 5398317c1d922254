import { post } from '@/lib/request'

/** POST /otc/order_dispute: either party asks the platform to decide a paid order. */
export function disputeOrder(id: number, reason: string): Promise<string> {
  return post<string>('/otc/order_dispute', { id, reason })
}
