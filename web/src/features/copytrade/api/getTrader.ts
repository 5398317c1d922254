import { get } from '@/lib/request'
import type { TraderDetail } from '../types'

/** GET /follow/traderDetail: a trader's profile and figures, computed from their closed positions now. */
export function getTrader(traderUserId: number): Promise<TraderDetail> {
  return get<TraderDetail>('/follow/traderDetail', { trader_user_id: traderUserId })
}
