import { post } from '@/lib/request'
import type { Schemas } from '@/lib/types'
import type { WalletChain } from '../wallet/connect'

export type WalletUnbindParams = Schemas['WalletUnbindForm'] & { chain: WalletChain }

/** POST /user/wallet_unbind: unlinks the account's wallet of a chain, unless it is the only way left to sign in. */
export function unbindWallet(params: WalletUnbindParams): Promise<string> {
  return post<string>('/user/wallet_unbind', { ...params })
}
