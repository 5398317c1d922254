import { get } from '@/lib/request'
import type { DualIndex } from '../types'

/** GET /dual/index: the dual-investment products of a coin (1 BTC, 2 ETH) and kind on sale. */
export function getDualProducts(currencyId: number, type: 'call' | 'put'): Promise<DualIndex> {
  return get<DualIndex>('/dual/index', { currency_id: currencyId, type })
}
