import { get } from '@/lib/request'
import type { Proof } from '../types'

/** GET /liabilities/proof: the caller's proof in the newest snapshot; `not_found` when they are not in it (no toast). */
export function getProof(): Promise<Proof> {
  return get<Proof>('/liabilities/proof', undefined, ['not_found'])
}
