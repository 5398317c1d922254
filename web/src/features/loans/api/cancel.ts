import { post } from '@/lib/request'

/** POST /loan/cancel: withdraws a pending application; the collateral returns. */
export function cancel(id: number): Promise<string> {
  return post<string>('/loan/cancel', { id })
}
