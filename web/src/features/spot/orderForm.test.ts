import { describe, expect, it } from 'vitest'
import {
  amountIsQuote,
  orderParams,
  orderProblem,
  orderTotal,
  pairScales,
  percentAmount,
  spentAsset,
  type OrderInput,
  type Scales,
} from './orderForm'

const scales: Scales = { price: 2, base: 8, quote: 8 }
const input = (extra: Partial<OrderInput> = {}): OrderInput => ({
  side: 'buy',
  kind: 'limit',
  price: '95000',
  amount: '',
  ...extra,
})

describe('percent of the available balance', () => {
  it('buys as much base as the share of the quote balance pays for at the limit price, rounded down', () => {
    expect(percentAmount(input(), '1000.00000000', 50, scales)).toBe('0.00526315')
    expect(percentAmount(input({ price: '0.1' }), '0.3', 100, scales)).toBe('3')
  })

  it('spends a share of the quote balance on a market buy', () => {
    expect(percentAmount(input({ kind: 'market' }), '10000.00000000', 25, scales)).toBe('2500')
    expect(percentAmount(input({ kind: 'market' }), '10.00000001', 50, scales)).toBe('5')
  })

  it('sells a share of the base balance, never more than it holds', () => {
    expect(percentAmount(input({ side: 'sell' }), '1.00000000', 100, scales)).toBe('1')
    expect(percentAmount(input({ side: 'sell' }), '0.00000003', 75, scales)).toBe('0.00000002')
  })

  it('waits for a price on a limit buy and gives zero for an empty balance', () => {
    expect(percentAmount(input({ price: '' }), '1000', 50, scales)).toBe('')
    expect(percentAmount(input({ side: 'sell' }), '0.00000000', 50, scales)).toBe('0')
  })
})

describe('order totals', () => {
  it('multiply price and amount as decimals, rounding a buy up and a sell down', () => {
    expect(orderTotal(input({ price: '0.1', amount: '0.2' }), '0', scales)).toEqual({
      value: '0.02000000',
      unit: 'quote',
      estimate: false,
    })
    expect(orderTotal(input({ price: '95000.5', amount: '0.00000003' }), '0', scales)?.value).toBe('0.00285002')
    expect(orderTotal(input({ side: 'sell', price: '95000.5', amount: '0.00000003' }), '0', scales)?.value).toBe(
      '0.00285001',
    )
  })

  it('estimate what a market order gets at the last price', () => {
    expect(orderTotal(input({ kind: 'market', amount: '100' }), '95000.00', scales)).toEqual({
      value: '0.00105263',
      unit: 'base',
      estimate: true,
    })
    expect(orderTotal(input({ side: 'sell', kind: 'market', amount: '0.5' }), '95000.12', scales)).toEqual({
      value: '47500.06000000',
      unit: 'quote',
      estimate: true,
    })
  })

  it('show nothing while the form is incomplete', () => {
    expect(orderTotal(input({ amount: '' }), '1', scales)).toBeNull()
    expect(orderTotal(input({ price: 'abc', amount: '1' }), '1', scales)).toBeNull()
    expect(orderTotal(input({ kind: 'market', amount: '1' }), '', scales)).toBeNull()
  })
})

describe('checking an order before it is sent', () => {
  it("needs a limit price within the pair's scale and a positive amount within the asset's scale", () => {
    expect(orderProblem(input({ price: '', amount: '1' }), '1000000', scales)).toBe('price')
    expect(orderProblem(input({ price: '1.001', amount: '1' }), '1000000', scales)).toBe('price')
    expect(orderProblem(input({ amount: '0' }), '1000000', scales)).toBe('amount')
    expect(orderProblem(input({ amount: '0.000000001' }), '1000000', scales)).toBe('amount')
  })

  it('refuses an order costing more than the available balance of the spent asset', () => {
    expect(orderProblem(input({ price: '100', amount: '10.00000001' }), '1000', scales)).toBe('balance')
    expect(orderProblem(input({ price: '100', amount: '10' }), '1000', scales)).toBeNull()
    expect(orderProblem(input({ kind: 'market', amount: '100.5' }), '100', scales)).toBe('balance')
    expect(orderProblem(input({ side: 'sell', amount: '0.5' }), '0.49999999', scales)).toBe('balance')
    expect(orderProblem(input({ side: 'sell', kind: 'market', amount: '0.5' }), '0.5', scales)).toBeNull()
  })

  it("holds an order under the pair's minimum quantity or value", () => {
    const minimums = { qty: '0.0001', notional: '5' }
    expect(orderProblem(input({ price: '100', amount: '0.00009' }), '1000', scales, minimums)).toBe('min_qty')
    expect(orderProblem(input({ price: '100', amount: '0.04' }), '1000', scales, minimums)).toBe('min_notional')
    expect(orderProblem(input({ price: '100', amount: '0.05' }), '1000', scales, minimums)).toBeNull()
    expect(orderProblem(input({ side: 'sell', price: '100', amount: '0.04' }), '1', scales, minimums)).toBe(
      'min_notional',
    )
    expect(orderProblem(input({ side: 'sell', price: '100', amount: '0.5' }), '1', scales, minimums)).toBeNull()
    expect(orderProblem(input({ kind: 'market', amount: '4.99' }), '1000', scales, minimums)).toBe('min_notional')
    expect(orderProblem(input({ side: 'sell', kind: 'market', amount: '0.00001' }), '1', scales, minimums)).toBe(
      'min_qty',
    )
    expect(
      orderProblem(input({ side: 'sell', kind: 'market', amount: '0.00001' }), '1', scales, {
        qty: '0',
        notional: '0',
      }),
    ).toBeNull()
  })

  it("takes the pair's price and lot scales from its quote, else from its price and balances", () => {
    expect(
      pairScales({ now_price: '95000.00', price_scale: 1, qty_scale: 5 }, { baseScale: 8, quoteScale: 8 }),
    ).toEqual({
      price: 1,
      base: 5,
      quote: 8,
    })
    expect(pairScales({ now_price: '0.1234' }, { baseScale: 6, quoteScale: 2 })).toEqual({
      price: 4,
      base: 6,
      quote: 2,
    })
    expect(pairScales({ now_price: '1' }, null)).toEqual({ price: 0, base: 8, quote: 8 })
  })

  it('knows which asset an order spends and when the amount is in the quote asset', () => {
    expect([spentAsset('buy'), spentAsset('sell')]).toEqual(['quote', 'base'])
    expect(amountIsQuote({ side: 'buy', kind: 'market' })).toBe(true)
    expect(amountIsQuote({ side: 'buy', kind: 'limit' })).toBe(false)
    expect(amountIsQuote({ side: 'sell', kind: 'market' })).toBe(false)
  })
})

describe('the fields of /coin/trade', () => {
  const pair = { currency_id: 1, legal_id: 3 }

  it('send a limit order with its price and a market order with an empty one', () => {
    expect(orderParams(pair, input({ price: ' 47000.5 ', amount: ' 0.001 ' }))).toEqual({
      currency_id: 1,
      legal_id: 3,
      type: 1,
      amount: '0.001',
      target_price: '47000.5',
    })
    expect(orderParams(pair, input({ side: 'sell', kind: 'market', price: '95000', amount: '0.5' }))).toEqual({
      currency_id: 1,
      legal_id: 3,
      type: 2,
      amount: '0.5',
      target_price: '',
    })
  })
})
