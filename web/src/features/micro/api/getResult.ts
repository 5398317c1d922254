import { get } from '@/lib/request'
import type { MicroOrder } from '../types'

/** GET /microtrade/get_result: one of the caller's options, settled or not. */
export function getResult(id: number): Promise<MicroOrder> {
  return get<MicroOrder>('/microtrade/get_result', { id })
}
