import { describe, expect, it } from 'vitest'
import {
  formatAmount,
  formatBalance,
  formatFiat,
  formatPrice,
  formatQty,
  formatSigned,
  groupThousands,
  plainAmount,
  plainPrice,
  presetAmount,
} from './amount'

describe('the one display rule for amounts', () => {
  it('shows exactly the scale it is given, cutting extra digits instead of rounding them up', () => {
    expect(formatAmount('474.33445', 2)).toBe('474.33')
    expect(formatAmount('1.999', 2)).toBe('1.99')
    expect(formatAmount('3', 4)).toBe('3.0000')
  })

  it('shows a zero amount as 0.00 whatever its scale', () => {
    expect(formatAmount('0.00000000', 8)).toBe('0.00')
    expect(formatAmount('0', 0)).toBe('0.00')
    expect(formatAmount('0.000000001', 8)).toBe('0.00')
    expect(formatAmount('-0.0001', 2)).toBe('0.00')
  })

  it('shows a dash for a value that is not a number', () => {
    expect(formatAmount('', 2)).toBe('--')
    expect(formatAmount(undefined, 2)).toBe('--')
    expect(formatAmount('abc', 2)).toBe('--')
  })

  it('formats prices by the market price scale and quantities by its quantity scale', () => {
    const market = { price_scale: 2, qty_scale: 6 }
    expect(formatPrice('474.33445', market)).toBe('474.33')
    expect(formatPrice('95000', market)).toBe('95,000.00')
    expect(formatQty('0.0010519', market)).toBe('0.001051')
    expect(formatPrice('0.6123456', { price_scale: 5 })).toBe('0.61234')
  })

  it('falls back to the scale written in the value when the market is not known', () => {
    expect(formatPrice('95000.10', undefined)).toBe('95,000.10')
    expect(formatQty('0.500', null)).toBe('0.500')
  })

  it('formats a balance by the scale of its asset, read from the wire value when not given', () => {
    expect(formatBalance('10000.00000000')).toBe('10,000.00000000')
    expect(formatBalance('0.00000000')).toBe('0.00')
    expect(formatBalance('12.5', 2)).toBe('12.50')
  })

  it('marks a gain with a plus and leaves losses and zero as they are', () => {
    expect(formatSigned('1.5', 2)).toBe('+1.50')
    expect(formatSigned('-1.5', 2)).toBe('-1.50')
    expect(formatSigned('0', 8)).toBe('0.00')
  })
})

describe('values in the display currency', () => {
  it('converts US dollars at the rate and writes the currency sign before two decimals', () => {
    expect(formatFiat('1000', { currency_code: 'USD', rate: '1' })).toBe('$1,000.00')
    expect(formatFiat('1000', { currency_code: 'CNY', rate: '7.12' })).toBe('¥7,120.00')
    expect(formatFiat('10.555', { currency_code: 'EUR', rate: '1' })).toBe('€10.55')
  })

  it('shows yen and dong without minor units and a currency without a sign by its code', () => {
    expect(formatFiat('10', { currency_code: 'JPY', rate: '151.8' })).toBe('JP¥1,518')
    expect(formatFiat('1', { currency_code: 'AED', rate: '3.6725' })).toBe('3.67 AED')
  })

  it('keeps the minus of a loss in front of the sign, and shows zero as 0.00', () => {
    expect(formatFiat('-5', { currency_code: 'USD', rate: '1' })).toBe('-$5.00')
    expect(formatFiat('0', { currency_code: 'GBP', rate: '0.76' })).toBe('£0.00')
  })

  it('shows a dash when the value or the rate is not a number', () => {
    expect(formatFiat('', { currency_code: 'USD', rate: '1' })).toBe('--')
    expect(formatFiat('1', { currency_code: 'USD', rate: '' })).toBe('--')
  })

  it('labels a stake preset by its value without trailing zeros', () => {
    expect(presetAmount('10.00000000')).toBe('10')
    expect(presetAmount('0.50000000')).toBe('0.5')
    expect(presetAmount('abc')).toBe('--')
  })
})

describe('thousands grouping', () => {
  it('shows a large balance as 94,959.24 and keeps the digits a field or the server gets ungrouped', () => {
    expect(formatBalance('94959.24')).toBe('94,959.24')
    expect(formatBalance('-1234567.12345678')).toBe('-1,234,567.12345678')
    expect(formatBalance('999.99')).toBe('999.99')
    expect(formatSigned('12345.6')).toBe('+12,345.6')
    expect(plainPrice('94959.24', { price_scale: 2 })).toBe('94959.24')
    expect(plainAmount('94959.249', 2)).toBe('94959.24')
    expect(groupThousands('not a number')).toBe('not a number')
  })
})
