import { describe, expect, it } from 'vitest'
import { zoneLabel } from './useZone'

describe('zoneLabel', () => {
  it('writes a display zone the way users read it', () => {
    expect(zoneLabel('+08:00')).toBe('UTC+8')
    expect(zoneLabel('-05:30')).toBe('UTC-5:30')
    expect(zoneLabel('+00:00')).toBe('UTC')
    expect(zoneLabel('nonsense')).toBe('UTC')
  })
})
