import { post } from '@/lib/request'
import type { NftBid } from '../types'

/** POST /bind_box/getBindBoxQuotationLog: an auction's latest bids (at most 10), newest first. */
export function getBindBoxQuotationLog(code: string): Promise<NftBid[]> {
  return post<NftBid[]>('/bind_box/getBindBoxQuotationLog', { code })
}
