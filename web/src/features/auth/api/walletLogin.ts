import { post } from '@/lib/request'
import type { WalletChain } from '../wallet/connect'
import type { LoginAnswer } from './login'

export interface WalletLoginParams {
  /** The wallet's address. */
  user_string: string
  chain: WalletChain
  nonce: string
  /** The wallet's hex signature of the challenge's text. */
  signature: string
  extension_code?: string
}

/**
 * POST /user/login_and_register: signs in with a signed challenge, opening the account on first use; the payload is
 * the session token, or a challenge when the account has the second factor on.
 */
export function walletLogin(params: WalletLoginParams): Promise<LoginAnswer> {
  return post<LoginAnswer>('/user/login_and_register', { ...params })
}
