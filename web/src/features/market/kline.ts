import { groupThousands } from '@/lib/amount'
import { Dec, scaleOf, toDec } from '@/lib/decimal'
import { canonicalPeriod } from './periods'
import type { ChartCandle, KlinePush } from './types'

function isCandle(value: unknown): value is ChartCandle {
  if (typeof value !== 'object' || value === null) return false
  const c = value as Record<string, unknown>
  return (
    typeof c.time === 'number' &&
    Number.isFinite(c.time) &&
    [c.open, c.high, c.low, c.close].every((v) => toDec(v) !== null)
  )
}

/** The candles of a history answer that can be drawn, oldest first, one per open time. */
export function cleanCandles(rows: unknown): ChartCandle[] {
  if (!Array.isArray(rows)) return []
  const byTime = new Map<number, ChartCandle>()
  for (const row of rows) if (isCandle(row)) byTime.set(row.time, row)
  return [...byTime.values()].sort((a, b) => a.time - b.time)
}

/** The candle of a `kline` push when it belongs to `symbol` and `period` (aliases allowed), else null. */
export function candleFromPush(payload: unknown, symbol: string, period: string): ChartCandle | null {
  if (!isCandle(payload)) return null
  const push = payload as ChartCandle & Partial<KlinePush>
  if (push.symbol !== undefined && push.symbol !== symbol) return null
  if (push.period !== undefined && canonicalPeriod(push.period) !== canonicalPeriod(period)) return null
  const { time, open, high, low, close } = push
  return { time, open, high, low, close, volume: push.volume ?? '0' }
}

/**
 * The candles after a live one: it replaces the candle with the same open time, or is appended when it opens
 * later than the last. The same array comes back when nothing changed.
 */
export function mergeCandle(candles: ChartCandle[] | undefined, candle: ChartCandle): ChartCandle[] {
  const list = candles ?? []
  const last = list[list.length - 1]
  if (!last || candle.time > last.time) return [...list, candle]
  const index = list.findIndex((c) => c.time === candle.time)
  if (index < 0) return list
  const old = list[index]
  const same =
    old.open === candle.open &&
    old.high === candle.high &&
    old.low === candle.low &&
    old.close === candle.close &&
    old.volume === candle.volume
  if (same) return list
  const next = [...list]
  next[index] = candle
  return next
}

export interface ChartBar {
  /** Unix seconds shifted by the display zone, since the chart draws its axis in UTC. */
  time: number
  open: number
  high: number
  low: number
  close: number
}

export interface VolumeBar {
  time: number
  value: number
  up: boolean
}

/**
 * A candle as the chart library draws it. Numbers are used only for drawing; amounts shown as text keep
 * their decimal strings.
 */
export function toChartBar(candle: ChartCandle, offsetSeconds = 0): ChartBar {
  return {
    time: Math.floor(candle.time / 1000) + offsetSeconds,
    open: Number(candle.open),
    high: Number(candle.high),
    low: Number(candle.low),
    close: Number(candle.close),
  }
}

export function toVolumeBar(candle: ChartCandle, offsetSeconds = 0): VolumeBar {
  const open = toDec(candle.open)
  const close = toDec(candle.close)
  return {
    time: Math.floor(candle.time / 1000) + offsetSeconds,
    value: Number(candle.volume ?? 0) || 0,
    up: !open || !close || close.greaterThanOrEqualTo(open),
  }
}

/** The most decimals the chart writes prices with; its smallest price step is 10^-precision. */
export const MAX_CHART_PRECISION = 12

/**
 * Decimals the chart writes a pair's prices with: the pair's price scale as the quotation publishes it (the one its
 * header uses), else the decimals of its price now.
 */
export function chartPrecision(pair: { price_scale?: number | null; now_price: string }): number {
  const scale = pair.price_scale
  const precision = typeof scale === 'number' && Number.isInteger(scale) && scale >= 0 ? scale : scaleOf(pair.now_price)
  return Math.min(precision, MAX_CHART_PRECISION)
}

/**
 * A price the chart writes on its price axis, its last-price label and its crosshair: rounded to `precision`
 * decimals and grouped by thousands like every price the app shows (`94,996.42`). The chart hands over the number
 * it drew; it is read as a decimal before rounding. Empty for a value that is not a finite number.
 */
export function chartPriceText(price: number, precision: number): string {
  if (!Number.isFinite(price)) return ''
  const decimals = Number.isInteger(precision) ? Math.max(0, Math.min(precision, MAX_CHART_PRECISION)) : 2
  const rounded = new Dec(price).toDecimalPlaces(decimals, Dec.ROUND_HALF_UP)
  return groupThousands((rounded.isZero() ? rounded.abs() : rounded).toFixed(decimals))
}
