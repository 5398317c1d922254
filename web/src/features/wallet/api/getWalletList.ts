import { post } from '@/lib/request'
import type { WalletList } from '../types'

/** POST /wallet/list: balances per account kind with their USDT and CNY values. */
export function getWalletList(): Promise<WalletList> {
  return post<WalletList>('/wallet/list')
}
