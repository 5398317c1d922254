import { Dec, toDec, type DecimalValue } from './decimal'

export type Translate = (key: string, options?: Record<string, unknown>) => string

const MILLION = 1e6
const THOUSAND = 1e3

function toDecimal(value: DecimalValue): InstanceType<typeof Dec> | null {
  try {
    const d = new Dec(value)
    return d.isFinite() ? d : null
  } catch {
    return null
  }
}

/**
 * Compact number for display: above one million as `x.xxM`, above one thousand as `x.xxK`
 * (with `precision` decimals), otherwise the value with at most 4 decimals. Digits are cut, never
 * rounded up, so a shown amount is never more than the real one.
 */
export function formatNumber(value: DecimalValue, precision = 2): string {
  const d = toDecimal(value)
  if (!d) return '--'
  const abs = d.abs()
  if (abs.gt(MILLION)) return `${d.div(MILLION).toFixed(precision, Dec.ROUND_DOWN)}M`
  if (abs.gt(THOUSAND)) return `${d.div(THOUSAND).toFixed(precision, Dec.ROUND_DOWN)}K`
  return d.toDecimalPlaces(4, Dec.ROUND_DOWN).toFixed()
}

/** Offset of a zone like `+08:00` in minutes. */
export function zoneOffsetMinutes(zone: string): number {
  const match = /^([+-])(\d{2}):?(\d{2})$/.exec(zone.trim())
  if (!match) return 0
  const minutes = Number(match[2]) * 60 + Number(match[3])
  return match[1] === '-' ? -minutes : minutes
}

/** Unix ms of an API time: ms as a number, or `YYYY-MM-DD HH:MM:SS` in the platform zone. */
export function parseTime(value: number | string, zone = '+08:00'): number {
  if (typeof value === 'number') return value
  const match = /^(\d{4})-(\d{2})-(\d{2})(?:[ T](\d{2}):(\d{2})(?::(\d{2}))?)?$/.exec(value.trim())
  if (!match) return NaN
  const [, y, mo, d, h = '0', mi = '0', s = '0'] = match
  const utc = Date.UTC(Number(y), Number(mo) - 1, Number(d), Number(h), Number(mi), Number(s))
  return utc - zoneOffsetMinutes(zone) * 60_000
}

function pad(n: number): string {
  return String(n).padStart(2, '0')
}

/** `YYYY-MM-DD` of a moment, in the platform zone. */
export function formatDate(ms: number, zone = '+08:00'): string {
  const local = new Date(ms + zoneOffsetMinutes(zone) * 60_000)
  return `${local.getUTCFullYear()}-${pad(local.getUTCMonth() + 1)}-${pad(local.getUTCDate())}`
}

const MINUTE = 60_000
const HOUR = 60 * MINUTE
const DAY = 24 * HOUR

/** "just now" under 5 minutes, then minutes, hours, days up to 30 days, then the date. */
export function formatRelativeTime(
  value: number | string,
  translate: Translate,
  now: number = Date.now(),
  zone = '+08:00',
): string {
  const ms = parseTime(value, zone)
  if (Number.isNaN(ms)) return ''
  const diff = now - ms
  if (diff < 5 * MINUTE) return translate('time.just_now')
  if (diff < HOUR) return translate('time.minutes_ago', { count: Math.floor(diff / MINUTE) })
  if (diff < DAY) return translate('time.hours_ago', { count: Math.floor(diff / HOUR) })
  if (diff <= 30 * DAY) return translate('time.days_ago', { count: Math.floor(diff / DAY) })
  return formatDate(ms, zone)
}

/** Account for display: `abc***@example.com` for e-mail, `138****8000` for numbers; short values as given. */
export function maskAccount(account: string): string {
  const at = account.indexOf('@')
  if (at > 0) return `${account.slice(0, Math.min(3, at))}***${account.slice(at)}`
  if (/^\d{7,}$/.test(account)) return `${account.slice(0, 3)}****${account.slice(-4)}`
  return account
}

/** A signed amount for display: `+1.50` above zero, `-1.50` below, `0.00` at zero. */
export function signed(value: string): string {
  const d = toDec(value)
  if (!d) return '--'
  return d.greaterThan(0) ? `+${value.trim()}` : value.trim()
}
