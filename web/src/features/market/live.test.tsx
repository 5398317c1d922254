import { useQueryClient } from '@tanstack/react-query'
import { act } from 'react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { useFeed } from '@/hooks/useFeed'
import { testQueryClient, withProviders } from '@/test/providers'
import { render } from '@/test/render'
import { marketKeys } from './keys'
import { applyDaymarket, applyDepth, applyKline, applyTrades, depthFeed, quotesFeed } from './live'
import type { QuoteGroup } from './types'

const socket = vi.hoisted(() => {
  const handlers = new Map<string, Set<(payload: unknown) => void>>()
  const topics: string[][] = []
  return {
    handlers,
    topics,
    emit: (event: string, payload: unknown) => handlers.get(event)?.forEach((h) => h(payload)),
    onSocketEvent: (event: string, handler: (payload: unknown) => void) => {
      if (!handlers.has(event)) handlers.set(event, new Set())
      handlers.get(event)?.add(handler)
      return () => {
        handlers.get(event)?.delete(handler)
      }
    },
    subscribeTopics: (list: string[]) => {
      topics.push(list)
      return () => {
        topics.push(list.map((t) => `-${t}`))
      }
    },
  }
})

vi.mock('@/lib/socket', () => ({
  onSocketEvent: socket.onSocketEvent,
  subscribeTopics: socket.subscribeTopics,
  isInUserRoom: () => true,
}))

afterEach(() => {
  socket.handlers.clear()
  socket.topics.length = 0
  document.body.innerHTML = ''
})

const group = (price: string): QuoteGroup[] => [
  {
    id: 3,
    name: 'USDT',
    logo: '',
    scale: 8,
    is_legal: 0,
    is_lever: 0,
    is_match: 1,
    is_micro: 0,
    is_transfer: 1,
    quotation: [
      {
        id: 1,
        currency_id: 1,
        legal_id: 3,
        currency_name: 'BTC',
        legal_name: 'USDT',
        symbol: 'BTC/USDT',
        now_price: price,
      } as never,
    ],
  },
]

describe('socket events written into the query cache', () => {
  it('merge a daymarket ticker into the quotation of every language', () => {
    const client = testQueryClient()
    client.setQueryData(marketKeys.quotation('zh'), group('100'))
    client.setQueryData(marketKeys.quotation('en'), group('100'))
    applyDaymarket(client, { type: 'daymarket', currency_id: 1, legal_id: 3, now_price: '101' })
    expect(client.getQueryData<QuoteGroup[]>(marketKeys.quotation('zh'))?.[0].quotation[0].now_price).toBe('101')
    expect(client.getQueryData<QuoteGroup[]>(marketKeys.quotation('en'))?.[0].quotation[0]).toMatchObject({
      now_price: '101',
      flash: 'up',
    })
  })

  it('replace the order book with each depth snapshot of the pair', () => {
    const client = testQueryClient()
    applyDepth(client, 'BTC/USDT', { symbol: 'BTC/USDT', bids: [['1', '2']], asks: [] })
    applyDepth(client, 'BTC/USDT', { symbol: 'BTC/USDT', bids: [['3', '4']], asks: [['5', '6']] })
    applyDepth(client, 'BTC/USDT', { symbol: 'ETH/USDT', bids: [], asks: [] })
    expect(client.getQueryData(marketKeys.depth('BTC/USDT'))).toMatchObject({ bids: [['3', '4']], asks: [['5', '6']] })
  })

  it('collect trades newest first', () => {
    const client = testQueryClient()
    applyTrades(client, 'BTC/USDT', {
      symbol: 'BTC/USDT',
      data: [{ id: 1, price: '1', amount: '1', direction: 'buy', ts: 1 }],
    })
    applyTrades(client, 'BTC/USDT', {
      symbol: 'BTC/USDT',
      data: [{ id: 2, price: '2', amount: '1', direction: 'sell', ts: 2 }],
    })
    expect(client.getQueryData<{ id: number }[]>(marketKeys.trades('BTC/USDT'))?.map((t) => t.id)).toEqual([2, 1])
  })

  it('update the current candle only once the history is there', () => {
    const client = testQueryClient()
    const push = {
      type: 'kline',
      symbol: 'BTC/USDT',
      period: '1min',
      time: 60_000,
      open: '1',
      high: '2',
      low: '1',
      close: '2',
      volume: '3',
    }
    applyKline(client, 'BTC/USDT', '1min', push)
    expect(client.getQueryData(marketKeys.kline('BTC/USDT', '1min'))).toBeUndefined()
    client.setQueryData(marketKeys.kline('BTC/USDT', '1min'), [
      { time: 0, open: '1', high: '1', low: '1', close: '1', volume: '1' },
    ])
    applyKline(client, 'BTC/USDT', '1min', push)
    expect(client.getQueryData<unknown[]>(marketKeys.kline('BTC/USDT', '1min'))).toHaveLength(2)
  })
})

describe('live feeds', () => {
  function Feeds({ symbol }: { symbol: string }) {
    const client = useQueryClient()
    useFeed(quotesFeed(client))
    useFeed(depthFeed(client, symbol))
    return null
  }

  it('subscribe once however many screens hold them and let go with the last one', async () => {
    const client = testQueryClient()
    const a = await render(withProviders(<Feeds symbol="BTC/USDT" />, { client }).element)
    const b = await render(withProviders(<Feeds symbol="BTC/USDT" />, { client }).element)
    expect(socket.topics).toEqual([['daymarket'], ['market_depth:BTC/USDT']])
    expect(socket.handlers.get('daymarket')?.size).toBe(1)
    act(() => socket.emit('market_depth', { symbol: 'BTC/USDT', bids: [['9', '1']], asks: [] }))
    expect(client.getQueryData(marketKeys.depth('BTC/USDT'))).toMatchObject({ bids: [['9', '1']] })
    a.unmount()
    expect(socket.handlers.get('daymarket')?.size).toBe(1)
    b.unmount()
    expect(socket.handlers.get('daymarket')?.size).toBe(0)
    expect(socket.topics.slice(2)).toEqual(expect.arrayContaining([['-daymarket'], ['-market_depth:BTC/USDT']]))
  })
})
