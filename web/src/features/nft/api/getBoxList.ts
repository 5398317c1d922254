import { get } from '@/lib/request'
import type { NftListFilters, NftRow } from '../types'

/** GET /bind_box/getBoxList: artworks and boxes on the market, filtered; a bare array per page. */
export function getBoxList(filters: NftListFilters, page: number, limit: number): Promise<NftRow[]> {
  return get<NftRow[]>('/bind_box/getBoxList', { ...filters, page, limit })
}
