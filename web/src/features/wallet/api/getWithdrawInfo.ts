import { post } from '@/lib/request'
import type { WithdrawInfo } from '../types'

/** POST /wallet/get_info: minimum, fee and the 24-hour limit for withdrawing an asset. */
export function getWithdrawInfo(currency: number): Promise<WithdrawInfo> {
  return post<WithdrawInfo>('/wallet/get_info', { currency })
}
