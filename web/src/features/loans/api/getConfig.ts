import { get } from '@/lib/request'
import type { LoanConfig } from '../types'

/** GET /loan/config: the offers on sale, the collateral accepted at the index, the published rules and the officers. */
export function getConfig(): Promise<LoanConfig> {
  return get<LoanConfig>('/loan/config')
}
