import { get } from '@/lib/request'
import type { DataPage, DepositItem } from '../types'

/** GET /recharge/log: the user's deposits, newest first. */
export function getDepositLog(page: number, limit = 20): Promise<DataPage<DepositItem>> {
  return get<DataPage<DepositItem>>('/recharge/log', { page, limit })
}
