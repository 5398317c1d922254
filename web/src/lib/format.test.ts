import { describe, expect, it } from 'vitest'
import { Dec } from './decimal'
import { formatDate, formatNumber, formatRelativeTime, maskAccount, parseTime, signed } from './format'

const translate = (key: string, options?: Record<string, unknown>) =>
  options?.count === undefined ? key : `${key}:${String(options.count)}`

describe('number format', () => {
  it('shows values above a million in M with 2 decimals by default', () => {
    expect(formatNumber('1234567')).toBe('1.23M')
    expect(formatNumber(1_000_001)).toBe('1.00M')
    expect(formatNumber('-2500000')).toBe('-2.50M')
  })

  it('shows values above a thousand in K', () => {
    expect(formatNumber('1500')).toBe('1.50K')
    expect(formatNumber('999999.99', 1)).toBe('999.9K')
  })

  it('keeps at most 4 decimals below a thousand and never rounds up', () => {
    expect(formatNumber('1000')).toBe('1000')
    expect(formatNumber('12.345678')).toBe('12.3456')
    expect(formatNumber('0.1')).toBe('0.1')
    expect(formatNumber('0.00009')).toBe('0')
  })

  it('shows a placeholder for values that are not numbers', () => {
    expect(formatNumber('abc')).toBe('--')
    expect(formatNumber(Number.NaN)).toBe('--')
  })

  it('computes money with 20 significant digits instead of binary floating point', () => {
    expect(new Dec('0.1').plus('0.2').toString()).toBe('0.3')
    expect(new Dec(1).div(3).toString()).toBe('0.33333333333333333333')
  })
})

describe('signed amounts', () => {
  it('shows a plus sign only above zero', () => {
    expect(signed('1.5')).toBe('+1.5')
    expect(signed('-1.5')).toBe('-1.5')
    expect(signed('0.00')).toBe('0.00')
    expect(signed('')).toBe('--')
  })
})

describe('time format', () => {
  const now = Date.UTC(2025, 0, 31, 12, 0, 0)
  const minutes = (n: number) => now - n * 60_000

  it('says just now under 5 minutes', () => {
    expect(formatRelativeTime(minutes(0), translate, now)).toBe('time.just_now')
    expect(formatRelativeTime(minutes(4.9), translate, now)).toBe('time.just_now')
  })

  it('counts minutes, then hours, then days up to 30 days', () => {
    expect(formatRelativeTime(minutes(5), translate, now)).toBe('time.minutes_ago:5')
    expect(formatRelativeTime(minutes(59), translate, now)).toBe('time.minutes_ago:59')
    expect(formatRelativeTime(minutes(60), translate, now)).toBe('time.hours_ago:1')
    expect(formatRelativeTime(minutes(60 * 24), translate, now)).toBe('time.days_ago:1')
    expect(formatRelativeTime(minutes(60 * 24 * 30), translate, now)).toBe('time.days_ago:30')
  })

  it('shows the date in the platform zone after 30 days', () => {
    expect(formatRelativeTime(minutes(60 * 24 * 31), translate, now)).toBe('2024-12-31')
    expect(formatDate(Date.UTC(2025, 0, 1, 17, 0, 0), '+08:00')).toBe('2025-01-02')
  })

  it('reads API times in the platform zone', () => {
    expect(parseTime('2025-01-31 20:00:00', '+08:00')).toBe(now)
    expect(formatRelativeTime('2025-01-31 19:30:00', translate, now)).toBe('time.minutes_ago:30')
    expect(Number.isNaN(parseTime('yesterday'))).toBe(true)
  })
})

describe('account mask', () => {
  it('hides the middle of e-mail addresses and phone numbers', () => {
    expect(maskAccount('alice@example.com')).toBe('ali***@example.com')
    expect(maskAccount('al@example.com')).toBe('al***@example.com')
    expect(maskAccount('13800138000')).toBe('138****8000')
  })

  it('leaves other names alone', () => {
    expect(maskAccount('trader')).toBe('trader')
    expect(maskAccount('12345')).toBe('12345')
  })
})
