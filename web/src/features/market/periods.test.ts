import { describe, expect, it } from 'vitest'
import { canonicalPeriod, historyWindow, isPeriod, PERIODS, periodSeconds } from './periods'

describe('candle periods', () => {
  it('maps the aliases the server accepts to canonical names, with 1M as a month', () => {
    expect(canonicalPeriod('1H')).toBe('60min')
    expect(canonicalPeriod('1D')).toBe('1day')
    expect(canonicalPeriod('1W')).toBe('1week')
    expect(canonicalPeriod('1M')).toBe('1mon')
    expect(canonicalPeriod('15min')).toBe('15min')
    expect(canonicalPeriod('2min')).toBeNull()
  })

  it('offers the nine periods of the trade screen, weeks and months included, in the names the server accepts', () => {
    expect(PERIODS).toEqual(['1min', '5min', '15min', '30min', '60min', '4hour', '1day', '1week', '1mon'])
    expect(PERIODS.every((p) => canonicalPeriod(p) === p)).toBe(true)
    expect(isPeriod('4hour')).toBe(true)
    expect(isPeriod('1H')).toBe(false)
  })

  it('knows the length of a period and of its alias', () => {
    expect(periodSeconds('1min')).toBe(60)
    expect(periodSeconds('1H')).toBe(3600)
    expect(periodSeconds('4hour')).toBe(14_400)
    expect(periodSeconds('nonsense')).toBe(0)
  })

  it('asks for a window of unix seconds that covers the wanted number of candles', () => {
    expect(historyWindow('5min', 1_700_000_000_999, 10)).toEqual({ from: 1_700_000_000 - 3000, to: 1_700_000_000 })
  })
})
