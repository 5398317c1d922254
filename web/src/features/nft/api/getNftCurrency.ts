import { get } from '@/lib/request'
import type { NftCurrency } from '../types'

/** GET /bind_box/getNftCurrency: the currencies NFT prices use. */
export function getNftCurrency(): Promise<NftCurrency[]> {
  return get<NftCurrency[]>('/bind_box/getNftCurrency')
}
