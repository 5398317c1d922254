import { get } from '@/lib/request'
import type { VipView } from '../types'

/** GET /user/vip: the caller's level, volume and holdings, the next level's thresholds and the table. */
export function getVip(): Promise<VipView> {
  return get<VipView>('/user/vip')
}
