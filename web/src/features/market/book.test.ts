import { describe, expect, it } from 'vitest'
import { bookRows, depthFromPush, mergeTrades, spread, ticksFromPush, tradeTime } from './book'
import type { TradeTick } from './types'

describe('order book snapshots', () => {
  it('replace the book, ordering bids high to low and asks low to high and dropping malformed levels', () => {
    const depth = depthFromPush(
      {
        type: 'market_depth',
        symbol: 'BTC/USDT',
        bids: [
          ['94990', '0.5'],
          ['95000', '1'],
          ['bad', '1'],
        ],
        asks: [['95020', '2'], ['95010', '0.25'], ['95030']],
        ts: 5,
      },
      'BTC/USDT',
    )
    expect(depth).toEqual({
      symbol: 'BTC/USDT',
      bids: [
        ['95000', '1'],
        ['94990', '0.5'],
      ],
      asks: [
        ['95010', '0.25'],
        ['95020', '2'],
      ],
      ts: 5,
    })
  })

  it('ignore snapshots of another pair and payloads that are not snapshots', () => {
    expect(depthFromPush({ symbol: 'ETH/USDT', bids: [], asks: [] }, 'BTC/USDT')).toBeNull()
    expect(depthFromPush('text', 'BTC/USDT')).toBeNull()
    expect(depthFromPush({ symbol: 'BTC/USDT' }, 'BTC/USDT')).toBeNull()
  })

  it('show the best levels with running totals, depth bars on one scale and the best ask next to the best bid', () => {
    const rows = bookRows(
      {
        bids: [
          ['100', '1'],
          ['99', '3'],
          ['98', '10'],
        ],
        asks: [
          ['101', '2'],
          ['102', '2'],
        ],
      },
      2,
    )
    expect(rows.bids).toEqual([
      { price: '100', amount: '1', total: '1', depth: 25 },
      { price: '99', amount: '3', total: '4', depth: 100 },
    ])
    expect(rows.asks).toEqual([
      { price: '102', amount: '2', total: '4', depth: 100 },
      { price: '101', amount: '2', total: '2', depth: 50 },
    ])
  })

  it('add amounts as decimals and handle an empty book', () => {
    const rows = bookRows({
      bids: [
        ['1', '0.1'],
        ['0.9', '0.2'],
      ],
      asks: [],
    })
    expect(rows.bids[1].total).toBe('0.3')
    expect(bookRows({ bids: [], asks: [] })).toEqual({ bids: [], asks: [] })
  })

  it('give the spread once both sides have a level', () => {
    expect(spread({ bids: [['0.1', '1']], asks: [['0.3', '1']] })).toEqual({ bid: '0.1', ask: '0.3', spread: '0.2' })
    expect(spread({ bids: [], asks: [['1', '1']] })).toBeNull()
  })
})

describe('recent trades', () => {
  const tick = (id: number, ts: number, direction = 'buy'): TradeTick => ({
    id,
    tradeId: id,
    price: '100',
    amount: '1',
    direction,
    ts,
  })

  it('keep the newest first, each trade once, up to the limit', () => {
    const current = [tick(2, 20), tick(1, 10)]
    const merged = mergeTrades(current, [tick(3, 30), tick(2, 20), tick(4, 30)], 3)
    expect(merged.map((t) => t.id)).toEqual([4, 3, 2])
  })

  it('stay the same list when a push brings nothing', () => {
    const current = [tick(1, 10)]
    expect(mergeTrades(current, [])).toBe(current)
  })

  it('take the ticks of a push for the pair only', () => {
    const push = { type: 'market_trade', symbol: 'BTC/USDT', data: [tick(1, 10), { id: 'x' }] }
    expect(ticksFromPush(push, 'BTC/USDT')).toEqual([tick(1, 10)])
    expect(ticksFromPush(push, 'ETH/USDT')).toEqual([])
    expect(ticksFromPush(null, 'BTC/USDT')).toEqual([])
  })

  it('show a trade time in the platform zone', () => {
    expect(tradeTime(Date.UTC(2026, 0, 2, 16, 5, 9), 480)).toBe('00:05:09')
  })
})
