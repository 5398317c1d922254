import { postOnce } from '@/lib/request'
import type { AccountKind } from '../types'

export interface ChangeParams {
  currency_id: number
  number: string
  from_field: AccountKind
  to_field: AccountKind
}

/** POST /wallet/change: moves funds between the user's own accounts; `key` makes a retry move them once. */
export function changeWallet(params: ChangeParams, key: string): Promise<string> {
  return postOnce<string>('/wallet/change', { ...params }, key)
}
