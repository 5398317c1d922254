import { describe, expect, it } from 'vitest'
import { scaleOf, toDec } from './decimal'

describe('decimals of API texts', () => {
  it('reads a number, a trimmed text or a percentage, and nothing else', () => {
    expect(toDec(' 1.50 ')?.toFixed()).toBe('1.5')
    expect(toDec('+1.20%')?.toFixed()).toBe('1.2')
    expect(toDec(3)?.toFixed()).toBe('3')
    expect(toDec('abc')).toBeNull()
    expect(toDec(undefined)).toBeNull()
  })

  it('reads the scale of a decimal text', () => {
    expect(scaleOf('95000.12')).toBe(2)
    expect(scaleOf('0.10000000')).toBe(8)
    expect(scaleOf('12')).toBe(0)
    expect(scaleOf(undefined, 6)).toBe(6)
  })
})
