import { get } from '@/lib/request'
import type { QuickOrderView } from '../types'

/** GET /quickbuy/order: one of the caller's orders. */
export function getOrder(id: number): Promise<QuickOrderView> {
  return get<QuickOrderView>('/quickbuy/order', { id })
}
