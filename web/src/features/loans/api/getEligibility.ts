import { get } from '@/lib/request'
import type { LoanEligibility } from '../types'

/** GET /loan/eligibility: whether an operator has granted the caller borrowing. */
export function getEligibility(): Promise<LoanEligibility> {
  return get<LoanEligibility>('/loan/eligibility')
}
