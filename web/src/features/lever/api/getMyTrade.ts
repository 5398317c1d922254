import { post } from '@/lib/request'
import type { MyTrade } from '../types'

export interface MyTradeParams {
  currency_id?: number
  legal_id?: number
  page: number
  /** Rows per page (the contract's paging default applies: 10). */
  limit?: number
  /** 1 holding, 3 closed, 0 entrusts, -1 all. */
  status: number
}

/** POST /lever/my_trade: the user's contract history; the rows are in the inner `message` (`res.message.message.data`). */
export function getMyTrade(params: MyTradeParams): Promise<MyTrade> {
  return post<MyTrade>('/lever/my_trade', { ...params })
}
