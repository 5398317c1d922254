import { describe, expect, it } from 'vitest'
import {
  changeTone,
  defaultPair,
  flashDirection,
  formatChange,
  markOf,
  markPrice,
  mergeDaymarket,
  nextSort,
  NO_SORT,
  quotesForTab,
  sourceLabel,
  searchQuotes,
  sortQuotes,
  topBySort,
  topGainers,
  tradePath,
  tradingHours,
} from './quotes'
import { testDaymarket, testQuote } from '@/test/quotes'
import type { QuoteGroup, QuoteItem } from './types'

function quote(extra: Partial<QuoteItem> = {}): QuoteItem {
  return testQuote({ market_from_name: 'Mercato', ...extra })
}

const btc = quote()
const eth = quote({
  id: 2,
  currency_id: 2,
  currency_name: 'ETH',
  symbol: 'ETH/USDT',
  now_price: '3500.00',
  change: '-2.50',
  sort: 2,
})
const aapl = quote({
  id: 9,
  currency_id: 20,
  currency_name: 'AAPL',
  symbol: 'AAPL/USDT',
  now_price: '210.50',
  change: '0.00',
  market_from: 2,
  market_from_name: 'Simulated',
  category: 'stock',
  category_text: 'Stock',
  sort: 3,
})

function groups(...items: QuoteItem[]): QuoteGroup[] {
  const currency = { logo: '', scale: 8, is_legal: 0, is_lever: 0, is_match: 1, is_micro: 0, is_transfer: 1 }
  return [
    { ...currency, id: 3, name: 'USDT', quotation: items.filter((i) => i.legal_id === 3) },
    { ...currency, id: 1, name: 'BTC', quotation: items.filter((i) => i.legal_id === 1) },
  ]
}

describe('merging a daymarket ticker into the quotation', () => {
  it("replaces the pair's price, change, volume, high and low and marks the move for a flash", () => {
    const before = groups(btc, eth)
    const after = mergeDaymarket(
      before,
      testDaymarket({
        currency_id: 1,
        legal_id: 3,
        now_price: '95100.00',
        change: '+1.31',
        volume: '1300',
        high: '96000.00',
        low: '93000.00',
      }),
    )
    const merged = after?.[0].quotation[0]
    expect(merged).toMatchObject({ now_price: '95100.00', change: '+1.31', volume: '1300', flash: 'up', flash_seq: 1 })
    expect(after?.[0].quotation[1]).toBe(before[0].quotation[1])
    expect(after?.[1]).toBe(before[1])
  })

  it('opens and closes a stock as its pushes say, without waiting for the quotation to be asked again', () => {
    const aapl = quote({ id: 101, currency_id: 1001, currency_name: 'AAPL', symbol: 'AAPL/USDT', category: 'stock' })
    const closed = { ...aapl, trading_hours: '13:30-20:00', trading_open: 0 }
    const push = testDaymarket({
      currency_id: 1001,
      currency_name: 'AAPL',
      symbol: 'AAPL/USDT',
      now_price: aapl.now_price,
      change: aapl.change,
      volume: aapl.volume,
      high: aapl.high,
      low: aapl.low,
      trading_hours: '13:30-20:00',
    })
    const opened = mergeDaymarket(groups(closed), { ...push, trading_open: 1 })
    expect(opened?.[0].quotation[0]).toMatchObject({ trading_open: 1, trading_hours: '13:30-20:00' })
    const before = groups(closed)
    expect(mergeDaymarket(before, { ...push, trading_open: 0 })).toBe(before)
  })

  it('flashes down on a lower price and counts every move', () => {
    const once = mergeDaymarket(groups(btc), testDaymarket({ currency_id: 1, legal_id: 3, now_price: '94000.00' }))
    const twice = mergeDaymarket(once, testDaymarket({ currency_id: 1, legal_id: 3, now_price: '93999.99' }))
    expect(twice?.[0].quotation[0]).toMatchObject({ flash: 'down', flash_seq: 2 })
  })

  it('keeps the flash when only the volume changes and gives back the same groups for a repeated ticker', () => {
    const moved = mergeDaymarket(groups(btc), testDaymarket({ currency_id: 1, legal_id: 3, now_price: '95001.00' }))
    const volume = mergeDaymarket(
      moved,
      testDaymarket({ currency_id: 1, legal_id: 3, now_price: '95001.00', volume: '2000' }),
    )
    expect(volume?.[0].quotation[0]).toMatchObject({ volume: '2000', flash: 'up', flash_seq: 1 })
    expect(
      mergeDaymarket(volume, testDaymarket({ currency_id: 1, legal_id: 3, now_price: '95001.00', volume: '2000' })),
    ).toBe(volume)
  })

  it('matches by names when the ticker has no ids, and ignores pairs it does not list', () => {
    const before = groups(btc, eth)
    const byName = mergeDaymarket(before, { currency_name: 'ETH', legal_name: 'USDT', now_price: '3600.00' } as never)
    expect(byName?.[0].quotation[1].now_price).toBe('3600.00')
    expect(mergeDaymarket(before, testDaymarket({ currency_id: 99, legal_id: 3, now_price: '1' }))).toBe(before)
  })

  it('keeps the index price a ticker carries and the last one known when a ticker has none', () => {
    const indexed = mergeDaymarket(
      groups(btc),
      testDaymarket({
        currency_id: 1,
        legal_id: 3,
        now_price: '95000.00',
        index_price: '95075.13',
      }),
    )
    expect(indexed?.[0].quotation[0].index_price).toBe('95075.13')
    const without = mergeDaymarket(indexed, testDaymarket({ currency_id: 1, legal_id: 3, now_price: '95000.00' }))
    expect(without).toBe(indexed)
  })

  it('leaves a missing quotation alone', () => {
    expect(mergeDaymarket(undefined, testDaymarket({ currency_id: 1, legal_id: 3, now_price: '1' }))).toBeUndefined()
  })
})

describe('price moves and changes', () => {
  it('tells which way a price moved with decimals, not floating point', () => {
    expect(flashDirection('0.30000000', '0.3')).toBeNull()
    expect(flashDirection('0.1', '0.30000001')).toBe('up')
    expect(flashDirection('2', '1.99999999')).toBe('down')
    expect(flashDirection('', '1')).toBeNull()
  })

  it('colours and formats a 24 h change with its sign', () => {
    expect([changeTone('+1.23'), changeTone('-0.52'), changeTone('0.00'), changeTone('x')]).toEqual([
      'up',
      'down',
      'flat',
      'flat',
    ])
    expect([formatChange('+1.23'), formatChange('-0.5'), formatChange('0.00'), formatChange('1.2')]).toEqual([
      '+1.23%',
      '-0.50%',
      '0.00%',
      '+1.20%',
    ])
  })

  it('labels simulated prices and instruments without a spot book, translating known source codes', () => {
    expect(sourceLabel(btc)).toBeNull()
    expect(sourceLabel({ ...btc, simulated: 1 })).toEqual({ key: 'quotes.simulated' })
    expect(sourceLabel({ ...aapl, market_from_name: 'index' })).toEqual({ key: 'quotes.source_index' })
    expect(sourceLabel(aapl)).toEqual({ text: 'Simulated' })
    expect(sourceLabel({ ...aapl, market_from_name: '', category_text: 'Stock' })).toEqual({ text: 'Stock' })
  })
})

describe('tabs, favourites, sorting and search', () => {
  const items = [aapl, eth, btc]

  it('shows favourites by asset id and crypto or stocks by category', () => {
    expect(quotesForTab(items, 'favourites', new Set([2]))).toEqual([eth])
    expect(quotesForTab(items, 'favourites', new Set())).toEqual([])
    expect(quotesForTab(items, 'crypto', new Set())).toEqual([eth, btc])
    expect(quotesForTab(items, 'stock', new Set())).toEqual([aapl])
  })

  it('sorts by the server order, by price or by change in either direction', () => {
    expect(sortQuotes(items, NO_SORT).map((i) => i.id)).toEqual([1, 2, 9])
    expect(sortQuotes(items, { key: 'price', dir: 'desc' }).map((i) => i.id)).toEqual([1, 2, 9])
    expect(sortQuotes(items, { key: 'price', dir: 'asc' }).map((i) => i.id)).toEqual([9, 2, 1])
    expect(sortQuotes(items, { key: 'change', dir: 'desc' }).map((i) => i.id)).toEqual([1, 9, 2])
    expect(sortQuotes(items, { key: 'change', dir: 'asc' }).map((i) => i.id)).toEqual([2, 9, 1])
  })

  it('puts quotes without a price last whichever way they are sorted', () => {
    const blank = quote({ id: 5, now_price: '', sort: 0 })
    expect(sortQuotes([blank, eth, btc], { key: 'price', dir: 'asc' }).map((i) => i.id)).toEqual([2, 1, 5])
    expect(sortQuotes([blank, eth, btc], { key: 'price', dir: 'desc' }).map((i) => i.id)).toEqual([1, 2, 5])
  })

  it('cycles a column from high to low, to low to high, to the server order', () => {
    const first = nextSort(NO_SORT, 'price')
    expect(first).toEqual({ key: 'price', dir: 'desc' })
    expect(nextSort(first, 'price')).toEqual({ key: 'price', dir: 'asc' })
    expect(nextSort(nextSort(first, 'price'), 'price')).toEqual(NO_SORT)
    expect(nextSort(first, 'change')).toEqual({ key: 'change', dir: 'desc' })
  })

  it('finds quotes by symbol or asset name, ignoring case and the slash', () => {
    expect(searchQuotes(items, 'btc')).toEqual([btc])
    expect(searchQuotes(items, 'ethusdt')).toEqual([eth])
    expect(searchQuotes(items, ' aapl/usdt ')).toEqual([aapl])
    expect(searchQuotes(items, '')).toEqual(items)
    expect(searchQuotes(items, 'doge')).toEqual([])
  })

  it('picks the first pairs by sort and the largest gainers for home', () => {
    expect(topBySort(items, 2)).toEqual([btc, eth])
    expect(topGainers(items, 2)).toEqual([btc, aapl])
  })

  it('opens BTC/USDT by default, else the first spot pair', () => {
    expect(defaultPair(groups(aapl, eth, btc))).toBe(btc)
    expect(defaultPair(groups(aapl, eth))).toBe(eth)
    expect(defaultPair(groups(aapl))).toBeUndefined()
  })
})

describe('the price contracts and options trade at', () => {
  it('is the index price when one is recorded, else the last price', () => {
    expect(markPrice({ now_price: '95000.00', index_price: '95075.13' })).toBe('95075.13')
    expect(markPrice({ now_price: '95000.00', index_price: '' })).toBe('95000.00')
    expect(markOf(undefined)).toBeUndefined()
  })
})

describe('where a tapped instrument opens', () => {
  it('opens a spot pair on the spot screen', () => {
    expect(tradePath(testQuote({ currency_id: 2 }))).toBe('/pages/transaction/currency?currency_id=2&legal_id=3')
  })

  it('opens a stock on its contract screen, or on options when only options are open on it', () => {
    const stock = { market_from: 2, category: 'stock', currency_id: 1001 }
    expect(tradePath(testQuote(stock))).toBe('/pages/transaction/contract?currency_id=1001&legal_id=3')
    expect(tradePath(testQuote({ ...stock, open_lever: 0 }))).toBe(
      '/pages/transaction/index2?currency_id=1001&legal_id=3',
    )
  })

  it('opens nothing for an instrument that trades nowhere', () => {
    expect(tradePath(testQuote({ market_from: 2, open_lever: 0, open_microtrade: 0 }))).toBeNull()
  })
})

describe('trading hours', () => {
  it('gives a stock its published hours and says when it is closed now', () => {
    expect(tradingHours(quote({ trading_hours: '13:30-20:00', trading_open: 0 }))).toEqual({
      hours: '13:30–20:00',
      closed: true,
    })
    expect(tradingHours(quote({ trading_hours: '13:30-20:00', trading_open: 1 }))).toEqual({
      hours: '13:30–20:00',
      closed: false,
    })
  })

  it('gives nothing for a market that is open always', () => {
    expect(tradingHours(quote({ trading_hours: '', trading_open: 1 }))).toBeNull()
  })
})
