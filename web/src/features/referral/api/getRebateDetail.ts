import { get } from '@/lib/request'
import type { RebateDetail } from '../types'

/** GET /user/rebate_detail: one of the caller's statements with every fee line (`not_found` for another's). */
export function getRebateDetail(id: number): Promise<RebateDetail> {
  return get<RebateDetail>('/user/rebate_detail', { id }, ['not_found'])
}
