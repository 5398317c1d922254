import { Dec, toDec } from '@/lib/decimal'
import type { CouponView } from './types'

/** What a fee coupon pays of a fee and what is left to the user; `fee` null when not known yet. */
export interface Coverage {
  /** The part of the fee the coupon pays: its value, or the whole fee when that is smaller. */
  covered: string
  /** What the user still pays; null when the fee is not known. */
  rest: string | null
}

/** How much of `fee` a coupon worth `value` pays (up to its value), in decimals. */
export function couponCovers(value: string, fee: string | null): Coverage {
  const worth = toDec(value) ?? new Dec(0)
  const due = fee === null ? null : toDec(fee)
  if (!due) return { covered: worth.toFixed(), rest: null }
  const covered = Dec.min(worth, due.isNegative() ? new Dec(0) : due)
  return { covered: covered.toFixed(), rest: due.minus(covered).toFixed() }
}

/** Time left before a coupon expires, or null once expired. */
export interface TimeLeft {
  days: number
  hours: number
  minutes: number
}

const MINUTE = 60_000
const HOUR = 60 * MINUTE
const DAY = 24 * HOUR

/** What remains until `expiresAt` (ms) at `now`, cut to whole minutes; null when it has passed. */
export function timeLeft(expiresAt: number, now: number): TimeLeft | null {
  const left = expiresAt - now
  if (!Number.isFinite(left) || left <= 0) return null
  return {
    days: Math.floor(left / DAY),
    hours: Math.floor((left % DAY) / HOUR),
    minutes: Math.floor((left % HOUR) / MINUTE),
  }
}

/** Under this many days a coupon shows a countdown instead of its expiry date. */
export const COUNTDOWN_DAYS = 3

/** A claim code as the user may type it: trimmed, letters and digits only, at most 32. */
export function claimCodeOk(code: string): boolean {
  return /^[A-Za-z0-9_-]{1,32}$/.test(code.trim())
}

/** What a used coupon paid for (`lever_position:7`) as a kind and a number, or null when unreadable. */
export function usedOnOf(usedOn: string): { kind: string; id: number } | null {
  const found = /^([a-z_]+):(\d+)$/.exec(usedOn.trim())
  return found ? { kind: found[1], id: Number(found[2]) } : null
}

/** The words of a coupon kind (a `coupons.*` key), or null for a kind this app does not know. */
export function kindKey(kind: string): string | null {
  if (kind === 'fee') return 'coupons.kind_fee'
  if (kind === 'trial') return 'coupons.kind_trial'
  if (kind === 'boost') return 'coupons.kind_boost'
  return null
}

/** A rate or an amount as published, without trailing zeros (`0.1`, `10`); `--` when it is not a number. */
export function plainNumber(value: string): string {
  const d = toDec(value)
  return d ? d.toFixed() : '--'
}

/** What a boost coupon promises, for its words: its extra rate a day in percent and the most it pays. */
export interface BoostTerms {
  rate: string
  amount: string
  currency: string
}

/** The terms of a boost coupon (`+0.1 % a day, up to 10 USDT`), or null for another kind or a rate that is not above 0. */
export function boostTerms(coupon: Pick<CouponView, 'kind' | 'rate' | 'value' | 'currency'>): BoostTerms | null {
  const rate = toDec(coupon.rate)
  if (coupon.kind !== 'boost' || !rate?.greaterThan(0)) return null
  return { rate: rate.toFixed(), amount: plainNumber(coupon.value), currency: coupon.currency }
}

/** The coupons of `list` in the asset `currency` (a product's), all of them when no asset is named. */
export function inCurrency<T extends Pick<CouponView, 'currency'>>(list: T[], currency?: string | null): T[] {
  return currency ? list.filter((coupon) => coupon.currency === currency) : list
}

/** What a used coupon paid for, worded: a translation key and the number, or null when it is not one we word. */
export function usedOnText(usedOn: string): { key: string; id: number } | null {
  const ref = usedOnOf(usedOn)
  if (ref?.kind === 'lever_position') return { key: 'coupons.used_on_position', id: ref.id }
  if (ref?.kind === 'micro_order') return { key: 'coupons.used_on_option', id: ref.id }
  if (ref?.kind === 'lock_position') return { key: 'coupons.used_on_lock', id: ref.id }
  return null
}
