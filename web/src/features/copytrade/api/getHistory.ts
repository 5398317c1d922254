import { get } from '@/lib/request'
import type { TraderTradePager } from '../types'

/** GET /follow/historyTrade: a trader's closed positions, newest first. */
export function getHistory(traderUserId: number, page: number, limit: number): Promise<TraderTradePager> {
  return get<TraderTradePager>('/follow/historyTrade', { trader_user_id: traderUserId, page, limit })
}
