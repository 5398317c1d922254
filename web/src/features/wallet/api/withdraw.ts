import { postOnce } from '@/lib/request'
import type { Schemas } from '@/lib/types'

export type WithdrawParams = Schemas['WithdrawInput']

/** POST /wallet/out: requests a withdrawal; amount and fee are frozen until it is reviewed. */
export function withdraw(params: WithdrawParams, key: string): Promise<string> {
  return postOnce<string>('/wallet/out', { ...params }, key)
}
