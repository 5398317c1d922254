import { get } from '@/lib/request'
import type { LockProduct } from '../types'

/** GET /lh/deposit/config: the lock-mining products on sale with today's published rate. */
export function getProducts(page = 1, limit = 50): Promise<LockProduct[]> {
  return get<LockProduct[]>('/lh/deposit/config', { page, limit })
}
