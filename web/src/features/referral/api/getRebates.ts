import type { Pager } from '@/features/wallet'
import { get } from '@/lib/request'
import type { RebateView } from '../types'

/** GET /user/rebates: the caller's daily rebate statements, newest day first. */
export function getRebates(page: number, limit: number): Promise<Pager<RebateView>> {
  return get<Pager<RebateView>>('/user/rebates', { page, limit })
}
