import { postOnce } from '@/lib/request'
import type { LoanApplyInput } from '../types'

/** POST /loan/apply: applies for a loan and pledges the collateral at once; `key` applies once. Answers the loan id. */
export function apply(params: LoanApplyInput, key: string): Promise<number> {
  return postOnce<number>('/loan/apply', { ...params }, key)
}
