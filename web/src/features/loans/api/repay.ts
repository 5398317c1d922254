import { postOnce } from '@/lib/request'

/** POST /loan/repay: pays the principal and the interest owed from the change account; the collateral returns. */
export function repay(id: number, key: string): Promise<string> {
  return postOnce<string>('/loan/repay', { id }, key)
}
