import { get } from '@/lib/request'
import type { DataPage, WithdrawalItem } from '../types'

/** GET /user/withdraw/list: the user's withdrawals, newest first. */
export function getWithdrawList(page: number, limit = 20): Promise<DataPage<WithdrawalItem>> {
  return get<DataPage<WithdrawalItem>>('/user/withdraw/list', { page, limit })
}
