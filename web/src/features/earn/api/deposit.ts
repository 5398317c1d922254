import { postOnce } from '@/lib/request'
import type { LockDepositInput } from '../types'

/** POST /lh/deposit: locks an amount of the change account into a product; `key` locks it once. */
export function deposit(params: LockDepositInput, key: string): Promise<string> {
  return postOnce<string>('/lh/deposit', { ...params }, key)
}
