import { Dec, toDec } from '@/lib/decimal'
import { LONG, SHORT, type DealAll, type LeverTx, type PositionPush, type RiskRate } from './types'

/** The side of a row: 1 long, 2 short. */
export function sideOf(tx: Pick<LeverTx, 'type'>): 'long' | 'short' {
  return Number(tx.type) === SHORT ? 'short' : 'long'
}

/**
 * Unrealised profit of a position at `mark`: (mark − open price) × units for a long, (open price − mark) × units for
 * a short, to `scale` decimals. Without a usable mark (or open price, or units) it is the server's `profits`.
 */
export function livePnl(
  tx: Pick<LeverTx, 'type' | 'price' | 'number' | 'profits'>,
  mark: string | undefined,
  scale: number,
): string {
  const m = toDec(mark)
  const open = toDec(tx.price)
  const units = toDec(tx.number)
  if (!m || !open || !units || m.lessThanOrEqualTo(0)) return tx.profits
  const move = Number(tx.type) === LONG ? m.minus(open) : open.minus(m)
  return move.times(units).toFixed(scale)
}

/** A profit as a return on the margin, in percent with 2 decimals; null when there is no margin. */
export function returnOnMargin(pnl: string, margin: string): string | null {
  const p = toDec(pnl)
  const m = toDec(margin)
  if (!p || !m || m.lessThanOrEqualTo(0)) return null
  return p.times(100).dividedBy(m).toFixed(2)
}

/** The sum of decimal texts to `scale` decimals (texts that are not numbers count as 0). */
export function sumOf(values: string[], scale: number): string {
  return values.reduce((sum, v) => sum.plus(toDec(v) ?? 0), new Dec(0)).toFixed(scale)
}

/**
 * The risk rate as a percent text: `hazard_rate_pct` with 2 decimals, else `hazard_rate` ÷ 10⁶ (its units are
 * 10⁻⁶ percent). "--" with no open positions (both "0") or when neither is a number.
 */
export function riskRateText(rate: Partial<RiskRate> | undefined): string {
  const pct = toDec(rate?.hazard_rate_pct) ?? toDec(rate?.hazard_rate)?.dividedBy(1_000_000)
  if (!pct || pct.isZero()) return '--'
  return `${pct.toFixed(2)}%`
}

/** Whether a price field holds a price ("0" and empty mean unset). */
export function isPriceSet(value: string | null | undefined): boolean {
  const d = toDec(value ?? '')
  return d !== null && !d.isZero()
}

/** A `position` push, or null when the payload is not one. */
export function positionFromPush(payload: unknown): PositionPush | null {
  if (typeof payload !== 'object' || payload === null) return null
  const push = payload as Partial<PositionPush>
  const data = push.data
  if (typeof data !== 'object' || data === null || typeof data.id !== 'number') return null
  return push as PositionPush
}

/** Which cached rows a `/lever/dealall` answer holds: one pair's rows in one state. */
export interface RowsFilter {
  currencyId: number
  legalId: number
  status: number
}

/**
 * A cached `/lever/dealall` answer after a `position` push: the row is replaced (or added first) when it belongs to
 * the pair and state of the cache, and removed when it left that state; the risk rate and totals come from the
 * push's summary. An answer the push does not touch comes back as it was.
 */
export function mergePosition(
  current: DealAll | undefined,
  push: PositionPush,
  filter: RowsFilter,
): DealAll | undefined {
  if (!current || !current.order || !Array.isArray(current.order.data)) return current
  const tx = push.data
  const rows = current.order.data
  const samePair = Number(tx.currency) === filter.currencyId && Number(tx.legal) === filter.legalId
  const belongs = samePair && Number(tx.status) === filter.status
  const index = rows.findIndex((row) => row.id === tx.id)
  let data = rows
  let total = current.order.total
  if (belongs && index >= 0) data = rows.map((row, i) => (i === index ? tx : row))
  else if (belongs) {
    data = [tx, ...rows]
    total += 1
  } else if (index >= 0) {
    data = rows.filter((_, i) => i !== index)
    total = Math.max(0, total - 1)
  }
  const summary = push.summary ?? {}
  const next: DealAll = {
    ...current,
    hazard_rate: summary.hazard_rate ?? current.hazard_rate,
    hazard_rate_pct: summary.hazard_rate_pct ?? current.hazard_rate_pct,
    profits_total: summary.profits_total ?? current.profits_total,
    caution_money_total: summary.caution_money_total ?? current.caution_money_total,
    order: data === rows ? current.order : { ...current.order, data, total },
  }
  const same =
    next.order === current.order &&
    next.hazard_rate === current.hazard_rate &&
    next.hazard_rate_pct === current.hazard_rate_pct &&
    next.profits_total === current.profits_total &&
    next.caution_money_total === current.caution_money_total
  return same ? current : next
}
