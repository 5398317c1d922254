import { get } from '@/lib/request'
import type { DualProduct } from '../types'

/** GET /dual/detail: one dual-investment product. */
export function getDualProduct(id: number): Promise<DualProduct> {
  return get<DualProduct>('/dual/detail', { id })
}
