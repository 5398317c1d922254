import { post } from '@/lib/request'
import type { DualOrderListPage } from '../types'

/** POST /dual/dual_list: the caller's dual-investment orders, newest first. */
export function getDualOrders(page: number, limit: number): Promise<DualOrderListPage> {
  return post<DualOrderListPage>('/dual/dual_list', { page, limit })
}
