import { describe, expect, it } from 'vitest'
import { convertBalance, convertFee, convertRate, convertReceive, fromPrice } from './convertMath'

const quote = { form_price: '95000', to_price: '1', fee: '0.2' }

describe('coin conversion estimates', () => {
  it('read the source price under the wire spelling or the corrected one', () => {
    expect(fromPrice(quote)).toBe('95000')
    expect(fromPrice({ from_price: '3', form_price: '2', to_price: '1', fee: '0' })).toBe('3')
  })

  it('give the reference rate between the two USDT prices', () => {
    expect(convertRate(quote)).toBe('95000')
    expect(convertRate({ form_price: '1', to_price: '3', fee: '0' })).toBe('0.33333333')
    expect(convertRate(undefined)).toBe('')
    expect(convertRate({ form_price: '1', to_price: '0', fee: '0' })).toBe('')
  })

  it('take the fee percent, rounded up, from what the amount buys, as the server does', () => {
    expect(convertReceive('0.1', quote)).toBe('9481.00000000')
    expect(convertFee('0.1', quote)).toBe('19')
    // 1 BTC at 95,000 into ETH at 3,500: 27.14285714 ETH, fee 0.05428572 (rounded up), 27.08857142 arrive.
    const eth = { form_price: '95000', to_price: '3500', fee: '0.2' }
    expect(convertFee('1', eth)).toBe('0.05428572')
    expect(convertReceive('1', eth)).toBe('27.08857142')
    expect(convertReceive('1', { form_price: '1', to_price: '3', fee: '0' })).toBe('0.33333333')
    expect(convertReceive('0.1', { form_price: '0.1', to_price: '0.3', fee: '0' })).toBe('0.03333333')
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
