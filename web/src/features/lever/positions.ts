import { groupThousands } from '@/lib/amount'
import { Dec, toDec } from '@/lib/decimal'
import type { Rule } from './api/getRules'
import { LONG, SHORT, TX_HOLDING, type DealAll, type LeverTx, type PositionPush, type RiskRate } from './types'

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

/** The risk rate in percent: `hazard_rate_pct`, else `hazard_rate` ÷ 10⁶ (10⁻⁶ percent); null without positions. */
function riskPercent(rate: Partial<RiskRate> | null | undefined) {
  const pct = toDec(rate?.hazard_rate_pct) ?? toDec(rate?.hazard_rate)?.dividedBy(1_000_000)
  return !pct || pct.isZero() ? null : pct
}

/**
 * The risk rate as a percent text with 2 decimals, grouped by thousands (`2,633.87%`). "--" with no open positions
 * (both "0") or when neither is a number.
 */
export function riskRateText(rate: Partial<RiskRate> | null | undefined): string {
  const pct = riskPercent(rate)
  return pct ? `${groupThousands(pct.toFixed(2))}%` : '--'
}

/** How many times the margin the equity is at a risk rate (`2633.87` % → `26.33`), cut to 2 decimals; null without. */
export function equityTimesMargin(rate: Partial<RiskRate> | null | undefined): string | null {
  const pct = riskPercent(rate)
  return pct ? groupThousands(pct.dividedBy(100).toDecimalPlaces(2, Dec.ROUND_DOWN).toFixed(2)) : null
}

/** A rate in percent as a short text: `50.0000` → `50%`, `12.5` → `12.5%`. */
function percentText(value: InstanceType<typeof Dec>): string {
  return `${groupThousands(value.toFixed())}%`
}

/** Where the liquidation line the help names comes from: the positions shown, or the rule for positions opened now. */
export interface LiquidationLine {
  rate: string
  source: 'positions' | 'rule'
}

/**
 * The risk rate at which the account is liquidated, as far as the screen knows it. The account is closed out when its
 * equity falls to the sum of each holding position's margin times the liquidation rate it opened with (ADR 69), so
 * when the holding positions shown all opened with one rate, that rate is the line. Otherwise the published rule
 * `liquidation_risk_rate` says what positions opened now get; null when neither is known.
 */
export function liquidationLine(
  positions: readonly Pick<LeverTx, 'status' | 'liquidation_rate'>[],
  rules: readonly Pick<Rule, 'key' | 'value'>[] | undefined,
): LiquidationLine | null {
  const rates = positions.filter((tx) => Number(tx.status) === TX_HOLDING).map((tx) => toDec(tx.liquidation_rate ?? ''))
  const first = rates[0]
  if (first && first.greaterThan(0) && rates.every((r) => r !== null && r.equals(first))) {
    return { rate: percentText(first), source: 'positions' }
  }
  const rule = toDec(rules?.find((r) => r.key === 'liquidation_risk_rate')?.value ?? '')
  return rule && rule.greaterThan(0) ? { rate: percentText(rule), source: 'rule' } : null
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
