import { get } from '@/lib/request'
import type { NftDetail } from '../types'

/** GET /bind_box/getBoxDetail: one artwork or box by its code (or id), with its series and draw input for a box. */
export function getBoxDetail(ref: { code: string } | { id: number }): Promise<NftDetail> {
  return get<NftDetail>('/bind_box/getBoxDetail', ref, ['not_found'])
}
