import { get } from '@/lib/request'
import type { RealState } from '@/lib/types'

/** GET /real/state: verified level, review states and the filed details (document number masked). */
export function getRealState(): Promise<RealState> {
  return get<RealState>('/real/state')
}
