import { postOnce } from '@/lib/request'
import type { Schemas } from '@/lib/types'

/**
 * `account` is the sending address or the transaction hash, `type` 0 on-chain or 1 bank transfer, `voucher` an
 * uploaded picture path.
 */
export type DepositClaimParams = Schemas['DepositClaim']

/** POST /wallet/charge_req: files a deposit claim, credited only once custody confirms it; `key` files it once. */
export function chargeReq(params: DepositClaimParams, key: string): Promise<string> {
  return postOnce<string>('/wallet/charge_req', { ...params }, key)
}
