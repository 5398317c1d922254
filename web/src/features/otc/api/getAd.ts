import { get } from '@/lib/request'
import type { OtcAdView } from '../types'

/** GET /otc/ad: one ad as it is now, online or not. */
export function getAd(id: number): Promise<OtcAdView> {
  return get<OtcAdView>('/otc/ad', { id })
}
