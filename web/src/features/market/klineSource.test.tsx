import { act } from 'react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { testQueryClient, withProviders } from '@/test/providers'
import { advance, render } from '@/test/render'
import { getKline } from './api/getKline'
import { marketKeys } from './keys'
import { useKline } from './queries'
import type { Candle, ChartCandle, KlineSource } from './types'

const socket = vi.hoisted(() => {
  const handlers = new Map<string, Set<(payload: unknown) => void>>()
  const topics: string[] = []
  return {
    handlers,
    topics,
    emit: (event: string, payload: unknown) => handlers.get(event)?.forEach((h) => h(payload)),
    onSocketEvent: (event: string, handler: (payload: unknown) => void) => {
      if (!handlers.has(event)) handlers.set(event, new Set())
      handlers.get(event)?.add(handler)
      return () => void handlers.get(event)?.delete(handler)
    },
    subscribeTopics: (list: string[]) => {
      topics.push(...list)
      return () => undefined
    },
  }
})

vi.mock('@/lib/socket', () => ({
  onSocketEvent: socket.onSocketEvent,
  subscribeTopics: socket.subscribeTopics,
  isInUserRoom: () => true,
}))

vi.mock('./api/getKline', () => ({ getKline: vi.fn() }))

const candle = (minute: number, close: string): Candle => ({
  id: minute,
  time: minute * 60_000,
  open: '100',
  high: close,
  low: '100',
  close,
  volume: '0',
  vol: '0',
  amount: '0',
  simulated: 0,
})

function Chart({ source }: { source: KlineSource }) {
  useKline('BTC/USDT', '1min', source)
  return null
}

beforeEach(() => {
  vi.useFakeTimers()
  vi.setSystemTime(10 * 60_000)
})

afterEach(() => {
  vi.useRealTimers()
  vi.mocked(getKline).mockReset()
  socket.handlers.clear()
  socket.topics.length = 0
  document.body.innerHTML = ''
})

describe('the chart of a contract or an option plots the index', () => {
  it('asks for the index candles and follows the index pushes of the pair, not its trade candles', async () => {
    vi.mocked(getKline).mockResolvedValue([candle(8, '101'), candle(9, '102')])
    const client = testQueryClient()
    const view = await render(withProviders(<Chart source="index" />, { client }).element)
    await advance(0)
    expect(getKline).toHaveBeenCalledWith(expect.objectContaining({ symbol: 'BTC/USDT', source: 'index' }))
    expect(socket.topics).toEqual(['index_kline:BTC/USDT:1min'])
    const key = marketKeys.kline('BTC/USDT', '1min', 'index')

    act(() => socket.emit('kline', { symbol: 'BTC/USDT', period: '1min', ...candle(9, '999') }))
    expect(client.getQueryData<ChartCandle[]>(key)?.map((c) => c.close)).toEqual(['101', '102'])

    act(() => socket.emit('index_kline', { symbol: 'BTC/USDT', period: '1min', ...candle(9, '103') }))
    act(() => socket.emit('index_kline', { symbol: 'BTC/USDT', period: '1min', ...candle(10, '104') }))
    expect(client.getQueryData<ChartCandle[]>(key)?.map((c) => [c.time / 60_000, c.close])).toEqual([
      [8, '101'],
      [9, '103'],
      [10, '104'],
    ])
    await advance(60_000)
    expect(getKline).toHaveBeenCalledTimes(1)
    view.unmount()
  })
})

describe('the spot chart plots trades', () => {
  it('asks for the trade candles and follows the kline pushes of the pair', async () => {
    vi.mocked(getKline).mockResolvedValue([candle(9, '102')])
    const client = testQueryClient()
    const view = await render(withProviders(<Chart source="trade" />, { client }).element)
    await advance(0)
    expect(vi.mocked(getKline).mock.calls[0][0]).not.toHaveProperty('source')
    expect(socket.topics).toContain('kline:BTC/USDT:1min')

    act(() => socket.emit('kline', { symbol: 'BTC/USDT', period: '1min', ...candle(9, '105') }))
    expect(client.getQueryData<ChartCandle[]>(marketKeys.kline('BTC/USDT', '1min'))?.[0].close).toBe('105')
    await advance(60_000)
    expect(getKline).toHaveBeenCalledTimes(1)
    view.unmount()
  })
})
