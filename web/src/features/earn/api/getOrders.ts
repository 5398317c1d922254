import { get } from '@/lib/request'
import type { LockOrderList } from '../types'

/** GET /lh/deposit/order: the caller's positions, newest first, each with the penalty an early redemption takes now. */
export function getOrders(page: number, limit: number): Promise<LockOrderList> {
  return get<LockOrderList>('/lh/deposit/order', { page, limit })
}
