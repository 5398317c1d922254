import { request } from '@/lib/request'
import type { Candle } from '../types'

export interface KlineParams {
  /** The pair, e.g. `BTC/USDT`. */
  symbol: string
  period: string
  /** Unix seconds. */
  from: number
  to: number
  /** `index` for the candles of the index samples; left out for the pair's trades. */
  source?: 'index'
}

/**
 * GET /currency/new_timeshar: candles oldest first. The one call answering `{code:1, msg, data}` instead of
 * the envelope, so the candles are read from `data`.
 */
export async function getKline(params: KlineParams): Promise<Candle[]> {
  const body = await request<never>('/currency/new_timeshar', { method: 'GET', data: { ...params } })
  return Array.isArray(body.data) ? (body.data as Candle[]) : []
}
