import { get } from '@/lib/request'
import type { NftSeries } from '../types'

/** GET /bind_box/getSeries: one blind-box series with its contents and commitments. */
export function getSeries(id: number): Promise<NftSeries> {
  return get<NftSeries>('/bind_box/getSeries', { id }, ['not_found'])
}
