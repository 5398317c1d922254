import type { Pager } from '@/features/wallet'
import { get } from '@/lib/request'
import type { OtcAdView } from '../types'

/** GET /otc/my_ads: the merchant's ads, newest first. */
export function getMyAds(page: number, limit: number): Promise<Pager<OtcAdView>> {
  return get<Pager<OtcAdView>>('/otc/my_ads', { page, limit })
}
