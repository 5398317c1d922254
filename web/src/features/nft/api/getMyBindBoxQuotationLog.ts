import { post } from '@/lib/request'
import type { NftMyBidPage } from '../types'

/** POST /bind_box/getMyBindBoxQuotationLog: the caller's bids, newest first; the rows are in `data`. */
export function getMyBindBoxQuotationLog(page: number, limit: number): Promise<NftMyBidPage> {
  return post<NftMyBidPage>('/bind_box/getMyBindBoxQuotationLog', { page, limit })
}
