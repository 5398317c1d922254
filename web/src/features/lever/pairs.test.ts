import { describe, expect, it } from 'vitest'
import { defaultOf, pairOf } from '@/components/trade/instruments'
import { testQuotation, testQuote } from '@/test/quotes'
import { leverPairs } from './pairs'

describe('contract instruments', () => {
  it('are the quotes with open_lever 1, crypto and stocks alike', () => {
    const groups = testQuotation()
    groups[0].quotation[1] = testQuote({
      id: 2,
      currency_id: 2,
      currency_name: 'ETH',
      symbol: 'ETH/USDT',
      open_lever: 0,
    })
    expect(leverPairs(groups).map((q) => q.symbol)).toEqual(['BTC/USDT', 'AAPL/USDT'])
  })

  it('open on BTC/USDT when it is among them, else on the first', () => {
    const pairs = leverPairs(testQuotation())
    expect(defaultOf(pairs)?.symbol).toBe('BTC/USDT')
    expect(defaultOf(pairs.slice(1))?.symbol).toBe('ETH/USDT')
    expect(pairOf(pairs, 20, 3)?.symbol).toBe('AAPL/USDT')
  })
})
