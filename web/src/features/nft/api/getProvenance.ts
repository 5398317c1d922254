import { get } from '@/lib/request'
import type { NftProvenanceEntry } from '../types'

/** GET /bind_box/getProvenance: every change of hands of an artwork, oldest first. */
export function getProvenance(code: string): Promise<NftProvenanceEntry[]> {
  return get<NftProvenanceEntry[]>('/bind_box/getProvenance', { code })
}
