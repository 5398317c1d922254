import { postOnce } from '@/lib/request'

export interface WithdrawParams {
  currency: number
  number: string
  address: string
  type: string
  rate: string
  pay_password: string
}

/** POST /wallet/out: requests a withdrawal; amount and fee are frozen until it is reviewed. */
export function withdraw(params: WithdrawParams, key: string): Promise<string> {
  return postOnce<string>('/wallet/out', { ...params }, key)
}
