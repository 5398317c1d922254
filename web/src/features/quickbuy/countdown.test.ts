import { describe, expect, it } from 'vitest'
import { formatCountdown, isExpired, remainingMs } from './countdown'

const now = Date.UTC(2025, 0, 1, 12, 0, 0)

describe('the time left on a quote or an order', () => {
  it('is the deadline less the clock, in milliseconds', () => {
    expect(remainingMs(now + 120_000, now)).toBe(120_000)
    expect(remainingMs(now + 1, now)).toBe(1)
  })

  it('is zero once the deadline has passed, and when there is none', () => {
    expect(remainingMs(now, now)).toBe(0)
    expect(remainingMs(now - 5_000, now)).toBe(0)
    expect(remainingMs(0, now)).toBe(0)
    expect(remainingMs(undefined, now)).toBe(0)
    expect(remainingMs(Number.NaN, now)).toBe(0)
  })

  it('has expired exactly when nothing is left', () => {
    expect(isExpired(now + 1, now)).toBe(false)
    expect(isExpired(now, now)).toBe(true)
    expect(isExpired(now - 1, now)).toBe(true)
    expect(isExpired(null, now)).toBe(true)
  })

  it('reads as minutes and seconds, a started second counting whole, so it shows 00:00 only once expired', () => {
    expect(formatCountdown(120_000)).toBe('02:00')
    expect(formatCountdown(119_001)).toBe('02:00')
    expect(formatCountdown(59_000)).toBe('00:59')
    expect(formatCountdown(1)).toBe('00:01')
    expect(formatCountdown(0)).toBe('00:00')
    expect(formatCountdown(-3_000)).toBe('00:00')
  })

  it('shows hours once an hour or more is left', () => {
    expect(formatCountdown(30 * 60_000)).toBe('30:00')
    expect(formatCountdown(3_600_000)).toBe('1:00:00')
    expect(formatCountdown(3_725_000)).toBe('1:02:05')
  })
})
