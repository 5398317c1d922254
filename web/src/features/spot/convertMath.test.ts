import { describe, expect, it } from 'vitest'
import type { ConvertQuote } from './types'
import { convertBalance, convertFee, convertRate, convertReceive, fromPrice } from './convertMath'

/** A `/user/getTransferFee` answer: the source's USDT price under both spellings, the target's, and the fee in %. */
const quoteOf = (from: string, to: string, fee: string): ConvertQuote => ({
  form_price: from,
  from_price: from,
  to_price: to,
  fee,
  price_ts: 0,
})

const quote = quoteOf('95000', '1', '0.2')

describe('coin conversion estimates', () => {
  it('read the source price under the wire spelling or the corrected one', () => {
    expect(fromPrice(quote)).toBe('95000')
    expect(fromPrice({ ...quoteOf('2', '1', '0'), from_price: '3' })).toBe('3')
  })

  it('give the reference rate between the two USDT prices', () => {
    expect(convertRate(quote)).toBe('95000')
    expect(convertRate(quoteOf('1', '3', '0'))).toBe('0.33333333')
    expect(convertRate(undefined)).toBe('')
    expect(convertRate(quoteOf('1', '0', '0'))).toBe('')
  })

  it('take the fee percent, rounded up, from what the amount buys, as the server does', () => {
    expect(convertReceive('0.1', quote)).toBe('9481.00000000')
    expect(convertFee('0.1', quote)).toBe('19')
    // 1 BTC at 95,000 into ETH at 3,500: 27.14285714 ETH, fee 0.05428572 (rounded up), 27.08857142 arrive.
    const eth = quoteOf('95000', '3500', '0.2')
    expect(convertFee('1', eth)).toBe('0.05428572')
    expect(convertReceive('1', eth)).toBe('27.08857142')
    expect(convertReceive('1', quoteOf('1', '3', '0'))).toBe('0.33333333')
    expect(convertReceive('0.1', quoteOf('0.1', '0.3', '0'))).toBe('0.03333333')
  })

  it('estimate nothing for an amount that is not one', () => {
    expect(convertReceive('', quote)).toBe('0')
    expect(convertReceive('-1', quote)).toBe('0')
    expect(convertReceive('1', undefined)).toBe('0')
  })

  it('find the change-account balance of the source asset', () => {
    const wallet = [{ currency: 1, change_balance: '0.50000000' }]
    expect(convertBalance(wallet, 1)).toBe('0.50000000')
    expect(convertBalance(wallet, 2)).toBe('0')
  })
})
