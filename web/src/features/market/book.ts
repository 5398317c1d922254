import { Dec } from '@/lib/decimal'
import { toDec } from '@/lib/decimal'
import type { OrderBook, Level, TradePush, TradeTick } from './types'

export const EMPTY_DEPTH: OrderBook = { bids: [], asks: [] }

/** Price levels shown on each side of the order book. */
export const BOOK_LEVELS = 6

/** Trades kept in the recent trades list. */
export const RECENT_TRADES = 20

function isLevel(value: unknown): value is Level {
  return Array.isArray(value) && value.length >= 2 && toDec(value[0]) !== null && toDec(value[1]) !== null
}

function levels(value: unknown): Level[] {
  return Array.isArray(value) ? value.filter(isLevel).map((l) => [String(l[0]), String(l[1])] as Level) : []
}

/**
 * The book of a `market_depth` push, which is a full snapshot: it replaces what was there. Bids are kept high to
 * low and asks low to high whatever order they came in; malformed levels are dropped. Null when the payload
 * is not a snapshot of `symbol`.
 */
export function depthFromPush(payload: unknown, symbol: string): OrderBook | null {
  if (typeof payload !== 'object' || payload === null) return null
  const push = payload as Record<string, unknown>
  if (push.symbol !== undefined && push.symbol !== symbol) return null
  if (!Array.isArray(push.bids) && !Array.isArray(push.asks)) return null
  const byPrice = (a: Level, b: Level) => new Dec(a[0]).comparedTo(b[0])
  return {
    symbol,
    bids: levels(push.bids).sort((a, b) => byPrice(b, a)),
    asks: levels(push.asks).sort(byPrice),
    ts: typeof push.ts === 'number' ? push.ts : undefined,
  }
}

export interface BookRow {
  price: string
  amount: string
  /** Running total from the best price outwards. */
  total: string
  /** Share of the deepest running total on screen, 0–100, for the depth bar. */
  depth: number
}

function withTotals(side: Level[], count: number): { rows: BookRow[]; max: InstanceType<typeof Dec> } {
  let running = new Dec(0)
  const rows = side.slice(0, count).map(([price, amount]) => {
    running = running.plus(amount)
    return { price, amount, total: running.toFixed(), depth: 0 }
  })
  return { rows, max: running }
}

/**
 * The rows the order book shows: the best `count` levels of each side with running totals and depth bars
 * scaled to the deeper side. Asks come highest first so that the best ask sits next to the best bid.
 */
export function bookRows(depth: OrderBook, count = BOOK_LEVELS): { asks: BookRow[]; bids: BookRow[] } {
  const bids = withTotals(depth.bids, count)
  const asks = withTotals(depth.asks, count)
  const max = Dec.max(bids.max, asks.max)
  const scale = (rows: BookRow[]) =>
    rows.map((row) => ({
      ...row,
      depth: max.isZero() ? 0 : new Dec(row.total).dividedBy(max).times(100).toDecimalPlaces(2).toNumber(),
    }))
  return { asks: scale(asks.rows).reverse(), bids: scale(bids.rows) }
}

/** The best bid and ask and the spread between them, when both sides have a level. */
export function spread(depth: OrderBook): { bid: string; ask: string; spread: string } | null {
  const bid = depth.bids[0]?.[0]
  const ask = depth.asks[0]?.[0]
  if (bid === undefined || ask === undefined) return null
  return { bid, ask, spread: new Dec(ask).minus(bid).toFixed() }
}

function isTick(value: unknown): value is TradeTick {
  if (typeof value !== 'object' || value === null) return false
  const tick = value as Record<string, unknown>
  return typeof tick.id === 'number' && toDec(tick.price) !== null && toDec(tick.amount) !== null
}

/** The ticks of a `market_trade` push for `symbol`; none when the push is about another pair or malformed. */
export function ticksFromPush(payload: unknown, symbol: string): TradeTick[] {
  if (typeof payload !== 'object' || payload === null) return []
  const push = payload as Partial<TradePush>
  if (push.symbol !== undefined && push.symbol !== symbol) return []
  return Array.isArray(push.data) ? push.data.filter(isTick) : []
}

/** The recent trades after new ones: newest first, each trade once, at most `max`. */
export function mergeTrades(current: TradeTick[], incoming: TradeTick[], max = RECENT_TRADES): TradeTick[] {
  if (incoming.length === 0) return current
  const seen = new Set<number>()
  return [...incoming, ...current]
    .sort((a, b) => (b.ts ?? 0) - (a.ts ?? 0) || b.id - a.id)
    .filter((tick) => (seen.has(tick.id) ? false : (seen.add(tick.id), true)))
    .slice(0, max)
}

/** `HH:MM:SS` of a moment in the platform zone, for trade ticks. */
export function tradeTime(ms: number, zoneMinutes: number): string {
  const local = new Date(ms + zoneMinutes * 60_000)
  const pad = (n: number) => String(n).padStart(2, '0')
  return `${pad(local.getUTCHours())}:${pad(local.getUTCMinutes())}:${pad(local.getUTCSeconds())}`
}
