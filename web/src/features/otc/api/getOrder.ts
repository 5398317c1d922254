import { get } from '@/lib/request'
import type { OtcOrderView } from '../types'

/** GET /otc/order: one order, for either party. */
export function getOrder(id: number): Promise<OtcOrderView> {
  return get<OtcOrderView>('/otc/order', { id })
}
