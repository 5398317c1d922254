import type { Pager } from '@/features/wallet'
import { get } from '@/lib/request'
import type { QuickOrderStatus, QuickOrderView } from '../types'

/** GET /quickbuy/orders: the caller's orders, newest first. */
export function getOrders(page: number, limit: number, status?: QuickOrderStatus): Promise<Pager<QuickOrderView>> {
  return get<Pager<QuickOrderView>>('/quickbuy/orders', { page, limit, status })
}
