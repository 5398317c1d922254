import { Dec, scaleOf, toDec } from '@/lib/decimal'
import { zoneOffsetMinutes } from '@/lib/format'
import type { TFunction } from '@/lib/i18n'
import { plain } from './lockming'
import { DUAL_REFUNDED, DUAL_SETTLED, type DualOrder, type DualProduct } from './types'

type Decimal = InstanceType<typeof Dec>

/** Minutes in a year of 365 days, the interest formula's denominator with the APR (ADR 45). */
const YEAR_MINUTES = 365 * 1440

/** The term in minutes the interest runs for: `minutes`, or days × 1440. */
export function termMinutes(product: Pick<DualProduct, 'day' | 'minutes'>): number {
  return product.minutes > 0 ? product.minutes : product.day * 1440
}

/** A product's sign of term: minutes for a product in minutes, days otherwise. */
export function termLabel(product: Pick<DualProduct, 'day' | 'minutes'>): { kind: 'days' | 'minutes'; n: number } {
  return product.day > 0 ? { kind: 'days', n: product.day } : { kind: 'minutes', n: product.minutes }
}

/** A whole number of shares written as digits, at least one. */
export function isShareCount(text: string): boolean {
  return /^\d+$/.test(text.trim()) && Number(text.trim()) > 0
}

export type SharesProblem = 'invalid' | 'above_remaining' | 'above_limit' | 'insufficient_balance'

/** Why `text` shares cannot be bought with `balance` of the paying asset, or null. */
export function sharesProblem(
  text: string,
  product: Pick<DualProduct, 'share' | 'remaining_number' | 'user_limit'>,
  balance: string,
): SharesProblem | null {
  if (!isShareCount(text)) return 'invalid'
  const n = Number(text.trim())
  if (n > product.remaining_number) return 'above_remaining'
  if (product.user_limit > 0 && n > product.user_limit) return 'above_limit'
  if (new Dec(principal(n, product)).greaterThan(toDec(balance) ?? 0)) return 'insufficient_balance'
  return null
}

/** What `n` shares cost in the paying asset: n × share (0.1 coin for a call, reference ÷ 10 USDT for a put). */
export function principal(n: number, product: Pick<DualProduct, 'share'>): string {
  const scale = scaleOf(product.share)
  return (toDec(product.share) ?? new Dec(0)).times(n).toFixed(scale)
}

/** floor(x × apr × term_minutes ÷ (365 × 1440)) at the asset's minor unit. */
export function interest(x: Decimal, aprPercent: string, minutes: number, scale: number): Decimal {
  const apr = (toDec(aprPercent) ?? new Dec(0)).dividedBy(100)
  return x.times(apr).times(minutes).dividedBy(YEAR_MINUTES).toDecimalPlaces(scale, Dec.ROUND_DOWN)
}

export interface Outcome {
  /** The principal in the leg's asset (converted at the reference for the asset not invested). */
  principal: string
  interest: string
  total: string
  currency: string
}

export interface Outcomes {
  /** Settlement price below the reference: paid in the coin. */
  below: Outcome
  /** Settlement price at or above the reference: paid in USDT. */
  atOrAbove: Outcome
}

/**
 * Both payouts of `n` shares (ADR 45): coin = n × 0.1, usdt = n × reference ÷ 10; below the reference the coin and
 * interest(coin) in the coin, otherwise usdt + interest(usdt) in USDT. Both assets are written at `scale` decimals.
 */
export function outcomes(
  n: number,
  product: Pick<DualProduct, 'share' | 'exercise_price' | 'rate' | 'day' | 'minutes' | 'currency_name'>,
  scale = scaleOf(product.share),
): Outcomes {
  const minutes = termMinutes(product)
  const coin = new Dec(n).dividedBy(10)
  const usdt = new Dec(n).times(toDec(product.exercise_price) ?? 0).dividedBy(10)
  const leg = (x: Decimal, currency: string): Outcome => {
    const i = interest(x, product.rate, minutes, scale)
    return { principal: x.toFixed(scale), interest: i.toFixed(scale), total: x.plus(i).toFixed(scale), currency }
  }
  return { below: leg(coin, product.currency_name), atOrAbove: leg(usdt, 'USDT') }
}

/** The highest APR on sale and the nearest settlement, for the Finance tab's card. */
export function dualSummary(
  products: DualProduct[],
): { topRate: string; nextSettle: { name: string; at: number } | null } | null {
  if (products.length === 0) return null
  let top = new Dec(0)
  let next: { name: string; at: number } | null = null
  for (const p of products) {
    const rate = toDec(p.rate)
    if (rate && rate.greaterThan(top)) top = rate
    if (next === null || p.settle_time_ts < next.at) next = { name: p.name, at: p.settle_time_ts }
  }
  return { topRate: top.toFixed(), nextSettle: next }
}

/** An order's status as its badge class: bought, settling, settled or refunded. */
export const DUAL_STATUS_CLASS: Record<number, string> = {
  1: 'locked',
  2: 'locked',
  3: 'matured',
  4: 'redeemed',
}

/** Whether an order carries its settlement evidence. */
export function isSettled(order: Pick<DualOrder, 'status'>): boolean {
  return order.status === 3 || order.status === 4
}

function pad(n: number): string {
  return String(n).padStart(2, '0')
}

/** `YYYY-MM-DD HH:MM:SS` of a moment in the platform zone: settlement is decided by the second. */
export function formatSecond(ms: number, zone = '+08:00'): string {
  const d = new Date(ms + zoneOffsetMinutes(zone) * 60_000)
  const date = `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())}`
  return `${date} ${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())}:${pad(d.getUTCSeconds())}`
}

/**
 * What settlement did, in plain words: the price against the reference and what was paid, or the refund when there
 * was no price. Empty before settlement.
 */
export function dualOutcome(row: DualOrder, t: TFunction): string {
  const payout = { payout: plain(row.success), currency: row.settle_currency }
  if (row.status === DUAL_REFUNDED) return t('earn.dual.outcome_refunded', payout)
  if (row.status !== DUAL_SETTLED) return ''
  const price = toDec(row.settle_price)
  const reference = toDec(row.exercise_price)
  if (!price || !reference) return ''
  const facts = { ...payout, price: plain(row.settle_price ?? ''), reference: plain(row.exercise_price) }
  return t(price.lessThan(reference) ? 'earn.dual.outcome_below' : 'earn.dual.outcome_at_or_above', facts)
}
