import { get } from '@/lib/request'
import type { OtcMyMerchant } from '../types'

/** GET /otc/my_merchant: the caller's merchant application or record. */
export function getMyMerchant(): Promise<OtcMyMerchant> {
  return get<OtcMyMerchant>('/otc/my_merchant')
}
