import { post } from '@/lib/request'
import type { OtcAdInput } from '../types'

/** POST /otc/ad_save: creates (`id` 0) or edits one of the merchant's ads; answers its id. */
export function saveAd(input: OtcAdInput): Promise<number> {
  return post<number>('/otc/ad_save', { ...input })
}
