import { describe, expect, it } from 'vitest'
import { formatMinor } from './amounts'

describe('amounts in minor units', () => {
  it('are shown in the asset’s unit with its decimals, zero as 0.00', () => {
    expect(formatMinor('123450000000', 8)).toBe('1,234.50000000')
    expect(formatMinor('1', 8)).toBe('0.00000001')
    expect(formatMinor('1234', 2)).toBe('12.34')
    expect(formatMinor('0', 8)).toBe('0.00')
  })

  it('keep every digit of the largest 64-bit amount', () => {
    expect(formatMinor('9223372036854775807', 8)).toBe('92,233,720,368.54775807')
  })

  it('show -- for text that is not a whole number of minor units', () => {
    expect(formatMinor('1.5', 8)).toBe('--')
    expect(formatMinor('abc', 8)).toBe('--')
  })
})
