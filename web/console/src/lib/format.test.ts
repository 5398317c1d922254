import { afterEach, describe, expect, it, vi } from 'vitest'
import { displayZone, formatMs, groupAmount, pickedMs, zoneLabel } from './format'

/** Runs `check` as if the browser were in the IANA zone `tz` (the test runner's clock follows `TZ`). */
function inBrowserZone(tz: string, check: () => void) {
  vi.stubEnv('TZ', tz)
  check()
}

afterEach(() => {
  vi.unstubAllEnvs()
})

describe('times in the display zone', () => {
  it('shows a unix-ms time in the platform’s zone whatever the browser’s zone', () => {
    // 2026-12-07 10:00:00 UTC.
    const ms = Date.UTC(2026, 11, 7, 10, 0, 0)
    const browserHours = new Set<number>()
    for (const tz of ['UTC', 'Asia/Tokyo', 'America/New_York', 'Asia/Kolkata', 'Pacific/Kiritimati']) {
      inBrowserZone(tz, () => {
        browserHours.add(new Date(ms).getHours())
        expect(formatMs(ms, '+08:00')).toBe('2026-12-07 18:00:00')
        expect(formatMs(ms, '-03:30')).toBe('2026-12-07 06:30:00')
        expect(formatMs(ms, '+00:00')).toBe('2026-12-07 10:00:00')
        expect(formatMs(Date.UTC(2026, 11, 31, 20, 0, 0), '+08:00')).toBe('2027-01-01 04:00:00')
      })
    }
    // The browser's clock did move between those zones.
    expect(browserHours.size).toBe(5)
  })

  it('shows nothing for no time, and the server’s default zone for a setting it could not read', () => {
    expect(formatMs(0, '+08:00')).toBe('')
    expect(formatMs(null, '+08:00')).toBe('')
    expect(formatMs(undefined, '+08:00')).toBe('')
    for (const unreadable of ['', '8', '+25:00', 'Asia/Shanghai', undefined, null, 8]) {
      expect(displayZone(unreadable)).toBe('+08:00')
    }
    expect(displayZone('-03:30')).toBe('-03:30')
  })

  it('names a zone as operators read it', () => {
    expect(zoneLabel('+08:00')).toBe('UTC+8')
    expect(zoneLabel('-05:00')).toBe('UTC-5')
    expect(zoneLabel('+05:30')).toBe('UTC+5:30')
    expect(zoneLabel('-03:30')).toBe('UTC-3:30')
    expect(zoneLabel('+00:00')).toBe('UTC')
  })

  it('reads a date and time picked on the browser’s clock as that date and time in the platform’s zone', () => {
    for (const tz of ['UTC', 'Asia/Tokyo', 'America/New_York']) {
      inBrowserZone(tz, () => {
        const picked = new Date(2026, 4, 1, 10, 0, 0)
        expect(pickedMs(picked, '+08:00')).toBe(Date.UTC(2026, 4, 1, 2, 0, 0))
        expect(pickedMs(picked, '-05:00')).toBe(Date.UTC(2026, 4, 1, 15, 0, 0))
        expect(formatMs(pickedMs(picked, '+08:00'), '+08:00')).toBe('2026-05-01 10:00:00')
      })
    }
  })
})

describe('amounts grouped by thousands', () => {
  it('groups the whole part in the operator’s locale and keeps every digit of the amount as sent', () => {
    expect(groupAmount('1000', 'en-US')).toBe('1,000')
    expect(groupAmount('196.07', 'en-US')).toBe('196.07')
    expect(groupAmount('1234567.50000000', 'en-US')).toBe('1,234,567.50000000')
    expect(groupAmount('-15000', 'en-US')).toBe('-15,000')
    expect(groupAmount('1500', 'zh-CN')).toBe('1,500')
    expect(groupAmount(2500, 'en-US')).toBe('2,500')
    // Beyond what a float holds: no digit changes.
    expect(groupAmount('123456789012345678.123456789012345678', 'en-US')).toBe(
      '123,456,789,012,345,678.123456789012345678',
    )
  })

  it('uses the locale’s own separators', () => {
    expect(groupAmount('1234567.5', 'de-DE')).toBe('1.234.567,5')
  })

  it('leaves anything that is not a plain decimal as it is', () => {
    for (const text of ['', '–', '1e21', 'abc', '1,000', '12.']) expect(groupAmount(text, 'en-US')).toBe(text)
  })
})
