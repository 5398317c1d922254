import { afterEach, describe, expect, it, vi } from 'vitest'
import * as requestModule from '@/lib/request'
import { getKline } from './getKline'

afterEach(() => {
  vi.restoreAllMocks()
})

describe('K-line history', () => {
  it('asks with symbol, period and a unix-second window and reads the candles from data', async () => {
    const request = vi.spyOn(requestModule, 'request').mockResolvedValue({
      code: 1,
      msg: 'ok',
      data: [{ time: 60_000, open: '1', high: '2', low: '1', close: '2', volume: '3' }],
    })
    const candles = await getKline({ symbol: 'BTC/USDT', period: '1min', from: 1, to: 61 })
    expect(request).toHaveBeenCalledWith('/currency/new_timeshar', {
      method: 'GET',
      data: { symbol: 'BTC/USDT', period: '1min', from: 1, to: 61 },
    })
    expect(candles).toHaveLength(1)
  })

  it('gives no candles when data is not a list', async () => {
    vi.spyOn(requestModule, 'request').mockResolvedValue({ code: 1, msg: 'ok' })
    await expect(getKline({ symbol: 'BTC/USDT', period: '1min', from: 1, to: 2 })).resolves.toEqual([])
  })
})
