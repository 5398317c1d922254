import { postOnce } from '@/lib/request'

export interface DepositClaimParams {
  currency: number
  amount: string
  /** The sending address or the transaction hash. */
  account: string
  /** 0 on-chain, 1 bank transfer. */
  type: 0 | 1
  /** An uploaded picture path, when there is one. */
  voucher?: string
}

/** POST /wallet/charge_req: files a deposit claim, credited only once custody confirms it; `key` files it once. */
export function chargeReq(params: DepositClaimParams, key: string): Promise<string> {
  return postOnce<string>('/wallet/charge_req', { ...params }, key)
}
