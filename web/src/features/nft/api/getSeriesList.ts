import { get } from '@/lib/request'
import type { NftSeries } from '../types'

/** GET /bind_box/getSeriesList: the blind-box series. */
export function getSeriesList(): Promise<NftSeries[]> {
  return get<NftSeries[]>('/bind_box/getSeriesList')
}
