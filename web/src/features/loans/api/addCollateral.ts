import { postOnce } from '@/lib/request'

/** POST /loan/add_collateral: pledges more of the loan's collateral asset from the change account. */
export function addCollateral(id: number, amount: string, key: string): Promise<string> {
  return postOnce<string>('/loan/add_collateral', { id, amount }, key)
}
