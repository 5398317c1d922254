import { get } from '@/lib/request'
import type { Schemas } from '@/lib/types'

export type WalletLink = Schemas['WalletLink']

/** GET /user/wallet_links: the wallets linked to the signed-in account, one per chain at most. */
export function getWalletLinks(): Promise<WalletLink[]> {
  return get<WalletLink[]>('/user/wallet_links')
}
