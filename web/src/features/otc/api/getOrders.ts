import type { Pager } from '@/features/wallet'
import { get } from '@/lib/request'
import type { OtcOrderStatus, OtcOrderView } from '../types'

/** GET /otc/orders: orders where the caller buys or sells, newest first. */
export function getOrders(page: number, limit: number, status?: OtcOrderStatus): Promise<Pager<OtcOrderView>> {
  return get<Pager<OtcOrderView>>('/otc/orders', { page, limit, status })
}
