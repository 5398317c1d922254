import type { Pager } from '@/features/wallet'
import { get } from '@/lib/request'
import type { OtcAdView, OtcSide } from '../types'

export interface AdsQuery {
  side: OtcSide
  currency?: number
  fiat?: string
  method?: string
}

/** GET /otc/ads: online ads with something left, best price first. */
export function getAds(query: AdsQuery, page: number, limit: number): Promise<Pager<OtcAdView>> {
  return get<Pager<OtcAdView>>('/otc/ads', { ...query, page, limit })
}
