import { get } from '@/lib/request'
import type { Schemas } from '@/lib/types'
import type { WalletChain } from '../wallet/connect'

export type WalletChallenge = Schemas['WalletChallenge']

export interface WalletChallengeParams {
  address: string
  chain: WalletChain
  /** `bind` (with a session) links the wallet to the signed-in account instead of signing in. */
  purpose?: 'login' | 'bind'
}

/** GET /user/wallet_challenge: the text the wallet signs exactly, valid for 5 minutes and once. */
export function getWalletChallenge(params: WalletChallengeParams): Promise<WalletChallenge> {
  return get<WalletChallenge>('/user/wallet_challenge', { ...params })
}
