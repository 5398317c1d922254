import { groupThousands } from '@/lib/amount'
import { Dec, scaleOf, toDec } from '@/lib/decimal'
import { zoneOffsetMinutes } from '@/lib/format'
import { LOCK_LOCKED, type LockDepositInput, type LockOrder, type LockProduct } from './types'

/** A position's k-th day falls due k × 24 h after the deposit (ADR 43). */
export const DAY_MS = 24 * 60 * 60 * 1000

/** Rates and penalty ratios come as percent per day and are shown with four decimals: `0.3500 %`. */
export function percent(value: string): string {
  const d = toDec(value)
  return d ? `${d.toFixed(4, Dec.ROUND_DOWN)}%` : '--'
}

/** An exact amount without trailing zeros (`100`, `0.01`), for the terms of a product where the scale adds nothing. */
export function plain(value: string): string {
  const d = toDec(value)
  return d ? groupThousands(d.toFixed()) : '--'
}

/** The published range of a product's daily rate: `0.3000%–0.4000%`. */
export function rateRange(product: Pick<LockProduct, 'interest_rate_min' | 'interest_rate_max'>): string {
  return `${percent(product.interest_rate_min)} – ${percent(product.interest_rate_max)}`
}

/** The decimals of a product's asset, as its amounts are written on the wire. */
export function assetScale(product: Pick<LockProduct, 'save_min' | 'remaining'>): number {
  return scaleOf(product.save_min, scaleOf(product.remaining))
}

/** A positive amount written as plain digits with at most `scale` decimals. */
export function isAmountText(text: string, scale: number): boolean {
  const value = text.trim()
  if (!/^\d+(\.\d+)?$/.test(value)) return false
  return (value.split('.')[1]?.length ?? 0) <= scale && new Dec(value).greaterThan(0)
}

export type AmountProblem = 'invalid' | 'below_minimum' | 'insufficient_balance' | 'above_remaining'

/** Why an amount cannot be locked into `product` with `balance` available, or null when it can. */
export function amountProblem(text: string, product: LockProduct, balance: string): AmountProblem | null {
  if (!isAmountText(text, assetScale(product))) return 'invalid'
  const amount = new Dec(text.trim())
  if (amount.lessThan(product.save_min)) return 'below_minimum'
  if (amount.greaterThan(toDec(balance) ?? 0)) return 'insufficient_balance'
  if (amount.greaterThan(toDec(product.remaining) ?? 0)) return 'above_remaining'
  return null
}

/** The interest one day pays on `amount` at `ratePercent` a day, rounded down to the asset's scale as it is paid. */
export function dailyInterest(amount: string, ratePercent: string, scale: number): string {
  const a = toDec(amount)
  const r = toDec(ratePercent)
  if (!a || !r) return new Dec(0).toFixed(scale)
  return a.times(r).dividedBy(100).toDecimalPlaces(scale, Dec.ROUND_DOWN).toFixed(scale)
}

/** The penalty of redeeming with `days` whole days left: ceil(ratio × days × amount), never more than the amount. */
export function penalty(amount: string, ratioPercent: string, days: number, scale: number): string {
  const a = toDec(amount) ?? new Dec(0)
  const fee = a.times(ratioPercent).dividedBy(100).times(days).toDecimalPlaces(scale, Dec.ROUND_UP)
  return Dec.min(fee, a).toFixed(scale)
}

/** What an early redemption returns: the amount less the penalty the server quoted (`cancel_fee_str`). */
export function refund(order: Pick<LockOrder, 'amount' | 'cancel_fee_str'>): string {
  const amount = toDec(order.amount) ?? new Dec(0)
  const fee = toDec(order.cancel_fee_str) ?? new Dec(0)
  return Dec.max(amount.minus(fee), 0).toFixed(scaleOf(order.amount))
}

/** What a boost coupon adds to a position before it opens. */
export interface BoostPreview {
  /** The coupon's extra rate, percent a day, as published (`0.1`). */
  rate: string
  /** What one day of boost pays beside the interest: amount × rate, rounded down to the asset's scale. */
  daily: string
  /** The most it pays over the term: amount × rate × days rounded up, never more than the coupon's value. */
  cap: string
}

/**
 * What a boost coupon (its `rate` in percent a day, paying at most its `value`) adds to `amount` locked for `days`, at
 * the asset's `scale`, as the server reserves it when the position opens; null when the rate, value or amount is not
 * above 0.
 */
export function boostPreview(
  amount: string,
  coupon: { rate: string; value: string },
  days: number,
  scale: number,
): BoostPreview | null {
  const a = toDec(amount)
  const rate = toDec(coupon.rate)
  const value = toDec(coupon.value)
  if (!a?.greaterThan(0) || !rate?.greaterThan(0) || !value?.greaterThan(0)) return null
  const term = a.times(rate).dividedBy(100).times(Math.max(0, days)).toDecimalPlaces(scale, Dec.ROUND_UP)
  return {
    rate: rate.toFixed(),
    daily: dailyInterest(amount, coupon.rate, scale),
    cap: Dec.min(term, value).toFixed(scale),
  }
}

/** The fields of `/lh/deposit`; `couponId` a boost coupon, sent only when one is chosen. */
export function depositParams(productId: number, amount: string, couponId?: number | null): LockDepositInput {
  const params: LockDepositInput = { config_id: productId, amount }
  if (typeof couponId === 'number') params.coupon_id = couponId
  return params
}

/** A boosted position's boost: its extra rate a day, what its coupon reserved and what of it was paid; null without one. */
export function boostOf(
  order: Pick<LockOrder, 'boost_rate' | 'boost_cap' | 'boost_paid'>,
): { rate: string; cap: string; paid: string } | null {
  const rate = toDec(order.boost_rate)
  if (!rate?.greaterThan(0)) return null
  return { rate: rate.toFixed(), cap: order.boost_cap, paid: order.boost_paid }
}

/** The term of a position in days, from its start and end. */
export function termDays(order: Pick<LockOrder, 'start_at_ts' | 'end_at_ts'>): number {
  return Math.round((order.end_at_ts - order.start_at_ts) / DAY_MS)
}

/** When a locked position's next day of interest falls due after `now` (unix ms), or null when none is left. */
export function nextAccrual(order: LockOrder, now: number): number | null {
  if (order.status !== LOCK_LOCKED) return null
  const elapsed = Math.max(0, now - order.start_at_ts)
  const next = Math.floor(elapsed / DAY_MS) + 1
  return next <= termDays(order) ? order.start_at_ts + next * DAY_MS : null
}

function pad(n: number): string {
  return String(n).padStart(2, '0')
}

/** `YYYY-MM-DD HH:MM` of a moment, in the platform zone. */
export function formatDateTime(ms: number, zone = '+08:00'): string {
  const d = new Date(ms + zoneOffsetMinutes(zone) * 60_000)
  const date = `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())}`
  return `${date} ${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())}`
}

export interface Holding {
  currency: string
  /** Principal of the positions still locked. */
  locked: string
  /** Interest paid so far on every position, locked or closed. */
  interest: string
  /** Positions still locked. */
  open: number
}

/** The user's lock-mining holdings per asset, in the order the assets first appear. */
export function holdings(orders: LockOrder[]): Holding[] {
  const byAsset = new Map<
    string,
    { locked: InstanceType<typeof Dec>; interest: InstanceType<typeof Dec>; open: number; scale: number }
  >()
  for (const order of orders) {
    const row = byAsset.get(order.currency_name) ?? {
      locked: new Dec(0),
      interest: new Dec(0),
      open: 0,
      scale: scaleOf(order.amount),
    }
    if (order.status === LOCK_LOCKED) {
      row.locked = row.locked.plus(toDec(order.amount) ?? 0)
      row.open += 1
    }
    row.interest = row.interest.plus(toDec(order.total_interest) ?? 0)
    byAsset.set(order.currency_name, row)
  }
  return [...byAsset].map(([currency, row]) => ({
    currency,
    locked: row.locked.toFixed(row.scale),
    interest: row.interest.toFixed(row.scale),
    open: row.open,
  }))
}

/** Today's rates across the products on sale, lowest and highest, or null when none is on sale. */
export function todayRange(products: LockProduct[]): { low: string; high: string } | null {
  const rates = products.map((p) => toDec(p.interest_rate)).filter((d) => d !== null)
  if (rates.length === 0) return null
  return { low: Dec.min(...rates).toString(), high: Dec.max(...rates).toString() }
}

/** What may still be deposited per asset, summed over the products on sale. */
export function remainingByAsset(products: LockProduct[]): { currency: string; remaining: string }[] {
  const sums = new Map<string, { sum: InstanceType<typeof Dec>; scale: number }>()
  for (const product of products) {
    const row = sums.get(product.currency_name) ?? { sum: new Dec(0), scale: assetScale(product) }
    row.sum = row.sum.plus(toDec(product.remaining) ?? 0)
    sums.set(product.currency_name, row)
  }
  return [...sums].map(([currency, row]) => ({ currency, remaining: row.sum.toFixed(row.scale) }))
}

/** The lowest reserve coverage across the products on sale, in whole percent. */
export function lowestCover(products: LockProduct[]): string | null {
  const covers = products.map((p) => toDec(p.reserve_cover)).filter((d) => d !== null)
  return covers.length === 0 ? null : Dec.min(...covers).toFixed(0, Dec.ROUND_DOWN)
}
