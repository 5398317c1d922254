import { post } from '@/lib/request'
import type { DealAll } from '../types'

export interface DealAllParams {
  currency_id: number
  legal_id: number
  /** Rows in this state only: 1 holding, 0 entrust. */
  status?: number
  page: number
  limit: number
}

/** POST /lever/dealall: the user's rows of a pair, with the balance, the totals and the risk rate. */
export function getDealAll(params: DealAllParams): Promise<DealAll> {
  return post<DealAll>('/lever/dealall', { ...params })
}
