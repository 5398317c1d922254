import { describe, expect, it } from 'vitest'
import { hexToRgba, isHexColor } from './color'

describe('colour helper', () => {
  it('expands three-digit hex colours', () => {
    expect(hexToRgba('#fff')).toBe('rgba(255, 255, 255, 1)')
    expect(hexToRgba('#0a8', 0.5)).toBe('rgba(0, 170, 136, 0.5)')
  })

  it('reads six-digit hex colours with or without the hash', () => {
    expect(hexToRgba('#28ba98', 0.1)).toBe('rgba(40, 186, 152, 0.1)')
    expect(hexToRgba('F04A5A')).toBe('rgba(240, 74, 90, 1)')
  })

  it('clamps alpha between 0 and 1', () => {
    expect(hexToRgba('#000', 2)).toBe('rgba(0, 0, 0, 1)')
    expect(hexToRgba('#000', -1)).toBe('rgba(0, 0, 0, 0)')
  })

  it('refuses hex colours that are not 3 or 6 digits', () => {
    expect(isHexColor('#abcd')).toBe(false)
    expect(isHexColor('#ggg')).toBe(false)
    expect(isHexColor('#abc')).toBe(true)
    expect(() => hexToRgba('#abcd')).toThrow(RangeError)
  })
})
