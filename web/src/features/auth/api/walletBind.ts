import { post } from '@/lib/request'
import type { Schemas } from '@/lib/types'
import type { WalletChain } from '../wallet/connect'

export type WalletBindParams = Schemas['WalletBindForm'] & { chain: WalletChain; nonce: string; signature: string }

/** POST /user/wallet_bind: links the wallet that signed a `purpose=bind` challenge to the signed-in account. */
export function bindWallet(params: WalletBindParams): Promise<string> {
  return post<string>('/user/wallet_bind', { ...params })
}
