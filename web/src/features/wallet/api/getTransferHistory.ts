import { get } from '@/lib/request'
import type { LedgerLine, Pager } from '../types'

/** GET /wallet/hzhistory: the user's moves between their own accounts, newest first. */
export function getTransferHistory(page: number, limit = 10): Promise<Pager<LedgerLine>> {
  return get<Pager<LedgerLine>>('/wallet/hzhistory', { page, limit })
}
