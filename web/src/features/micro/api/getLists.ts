import { get } from '@/lib/request'
import type { OptionPager } from '../types'

export interface ListsParams {
  match_id?: number
  currency_id?: number
  /** 1 open, 2 settling, 3 settled. */
  status?: number
  page: number
  limit: number
}

/** GET /microtrade/lists: the caller's options, newest first, each with the ms left until it settles. */
export function getLists(params: ListsParams): Promise<OptionPager> {
  return get<OptionPager>('/microtrade/lists', { ...params })
}
