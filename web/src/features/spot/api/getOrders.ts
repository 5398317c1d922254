import { get } from '@/lib/request'
import type { SpotOrder } from '../types'

export interface OrdersParams {
  currency_id?: number
  legal_id?: number
  /** 1 for open orders. */
  status?: number
  /** 1 for finished orders (complete or cancelled). */
  history?: number
  page: number
  limit: number
}

/** GET /coin/list: the user's spot orders, newest first, as a bare array. */
export async function getOrders(params: OrdersParams): Promise<SpotOrder[]> {
  const rows = await get<SpotOrder[]>('/coin/list', { ...params })
  return Array.isArray(rows) ? rows : []
}
