import { describe, expect, it } from 'vitest'
import { formatAmount, formatBalance, formatPrice, formatQty, formatSigned } from './amount'

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
    expect(formatPrice('95000', market)).toBe('95000.00')
    expect(formatQty('0.0010519', market)).toBe('0.001051')
    expect(formatPrice('0.6123456', { price_scale: 5 })).toBe('0.61234')
  })

  it('falls back to the scale written in the value when the market is not known', () => {
    expect(formatPrice('95000.10', undefined)).toBe('95000.10')
    expect(formatQty('0.500', null)).toBe('0.500')
  })

  it('formats a balance by the scale of its asset, read from the wire value when not given', () => {
    expect(formatBalance('10000.00000000')).toBe('10000.00000000')
    expect(formatBalance('0.00000000')).toBe('0.00')
    expect(formatBalance('12.5', 2)).toBe('12.50')
  })

  it('marks a gain with a plus and leaves losses and zero as they are', () => {
    expect(formatSigned('1.5', 2)).toBe('+1.50')
    expect(formatSigned('-1.5', 2)).toBe('-1.50')
    expect(formatSigned('0', 8)).toBe('0.00')
  })
})
