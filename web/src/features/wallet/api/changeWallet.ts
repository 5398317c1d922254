import { postOnce } from '@/lib/request'
import type { AccountKind } from '../types'
import type { Schemas } from '@/lib/types'

/** The accounts are named by their kind. */
export type ChangeParams = Omit<Schemas['ChangeInput'], 'from_field' | 'to_field'> & {
  from_field: AccountKind
  to_field: AccountKind
}

/** POST /wallet/change: moves funds between the user's own accounts; `key` makes a retry move them once. */
export function changeWallet(params: ChangeParams, key: string): Promise<string> {
  return postOnce<string>('/wallet/change', { ...params }, key)
}
