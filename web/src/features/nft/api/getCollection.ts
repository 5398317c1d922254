import { get } from '@/lib/request'
import type { NftRow } from '../types'

/** GET /bind_box/getCollection: the artworks the caller collected. */
export function getCollection(): Promise<NftRow[]> {
  return get<NftRow[]>('/bind_box/getCollection')
}
