import { get } from '@/lib/request'
import type { LiabilitiesView } from '../types'

/** GET /liabilities/latest: the newest snapshot's root and totals; `not_found` before the first (no toast). */
export function getLatest(): Promise<LiabilitiesView> {
  return get<LiabilitiesView>('/liabilities/latest', undefined, ['not_found'])
}
