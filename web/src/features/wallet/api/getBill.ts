import { post } from '@/lib/request'
import type { ListPage } from '@/lib/types'
import type { LedgerLine } from '../types'

/** POST /wallet/legal_log: the bill, optionally of one asset (`currency`) and account kind (`type`). */
export function getBill(params: {
  currency?: number
  type?: string
  page: number
  limit: number
}): Promise<ListPage<LedgerLine>> {
  return post<ListPage<LedgerLine>>('/wallet/legal_log', { ...params })
}
