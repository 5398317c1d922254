import type { Pager } from '@/features/wallet'
import { get } from '@/lib/request'
import type { LoanStatus, LoanView } from '../types'

/** GET /loan/list: the caller's applications and loans, newest first, with the risk rate live at the index. */
export function getLoans(page: number, limit: number, status?: LoanStatus): Promise<Pager<LoanView>> {
  return get<Pager<LoanView>>('/loan/list', { page, limit, status })
}
