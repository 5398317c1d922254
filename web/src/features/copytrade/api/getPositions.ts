import { post } from '@/lib/request'
import type { MyTrade } from '../types'

/** POST /lever/my_trade: the caller's contract positions of all pairs in one state (1 holding, 3 closed). */
export function getPositions(status: number, page: number, limit: number): Promise<MyTrade> {
  return post<MyTrade>('/lever/my_trade', { status, page, limit })
}
