import { get } from '@/lib/request'
import type { Sort, TraderRowPager } from '../types'

/** GET /follow/index: the traders, ordered by total profit, win rate or followers. */
export function getTraders(sort: Sort, page: number, limit: number): Promise<TraderRowPager> {
  return get<TraderRowPager>('/follow/index', { sort, page, limit })
}
