import { toDec } from '@/lib/decimal'
import { ROUTES } from '@/lib/navigation'
import { pairPath } from '@/lib/pairs'
import { MARKET_SPOT, type DaymarketPush, type QuoteGroup, type QuoteItem } from './types'

export type Tone = 'up' | 'down' | 'flat'
export type QuoteTab = 'favourites' | 'crypto' | 'stock'
export type SortKey = 'price' | 'change'
export interface SortState {
  key: SortKey | null
  dir: 'asc' | 'desc'
}

export const NO_SORT: SortState = { key: null, dir: 'desc' }

/** Every quote of every group, in the server's order. */
export function allQuotes(groups: QuoteGroup[] | undefined): QuoteItem[] {
  if (!Array.isArray(groups)) return []
  return groups.flatMap((g) => (Array.isArray(g.quotation) ? g.quotation : []))
}

/** Whether an instrument is a spot pair with an order book, so it opens the spot trade screen. */
export function isSpot(item: QuoteItem): boolean {
  return item.market_from === MARKET_SPOT
}

/**
 * The screen an instrument opens on: spot pairs on the spot screen, other instruments (stocks, indices) on the
 * contract screen when contracts are open on them, else on the options screen; null when nothing trades it.
 */
export function tradePath(item: QuoteItem): string | null {
  if (isSpot(item)) return pairPath(item)
  if (Number(item.open_lever) === 1) return pairPath(item, ROUTES.tradeContract)
  if (Number(item.open_microtrade) === 1) return pairPath(item, ROUTES.tradeOptions)
  return null
}

/** Translation keys of the source codes the server sends in `market_from_name`. */
const SOURCE_KEYS: Record<string, string> = { index: 'quotes.source_index', spot: 'quotes.source_spot' }

/**
 * What a quote's tag says: simulated prices whenever the server flags them, else the source of an instrument
 * that has no spot book (its `market_from_name`, or `category_text`), translated when it is a known code.
 * Null for an ordinary spot pair.
 */
export function sourceLabel(item: QuoteItem): { key?: string; text?: string } | null {
  if (Number(item.simulated) === 1) return { key: 'quotes.simulated' }
  if (isSpot(item)) return null
  const text = item.market_from_name || item.category_text
  if (!text) return null
  const key = SOURCE_KEYS[text]
  return key ? { key } : { text }
}

/**
 * When an instrument trades, as the quotation publishes it: a stock's session in the display zone (Monday to Friday, written with an
 * en dash) and whether it is closed now. Null for a market open always.
 */
export function tradingHours(item: QuoteItem): { hours: string; closed: boolean } | null {
  const hours = (item.trading_hours ?? '').trim().replace('-', '–')
  const closed = item.trading_open === 0
  return hours || closed ? { hours, closed } : null
}

/** The colour of a change: up above zero, down below, flat at zero or when unknown. */
export function changeTone(change: string | undefined): Tone {
  const d = toDec(change)
  if (!d || d.isZero()) return 'flat'
  return d.isNegative() ? 'down' : 'up'
}

/** A change for display with its sign and `%`: `+1.23%`, `-0.52%`, `0.00%`. */
export function formatChange(change: string | undefined): string {
  const d = toDec(change)
  if (!d) return '--'
  const text = d.toFixed(2)
  return `${d.greaterThan(0) ? '+' : ''}${text}%`
}

/** Which way a price moved, or null when it did not (or either side is unknown). */
export function flashDirection(previous: string | undefined, next: string | undefined): 'up' | 'down' | null {
  const a = toDec(previous)
  const b = toDec(next)
  if (!a || !b || a.equals(b)) return null
  return b.greaterThan(a) ? 'up' : 'down'
}

function matches(item: QuoteItem, push: DaymarketPush): boolean {
  if (push.currency_id !== undefined && push.legal_id !== undefined) {
    return item.currency_id === Number(push.currency_id) && item.legal_id === Number(push.legal_id)
  }
  return item.currency_name === push.currency_name && item.legal_name === push.legal_name
}

function pick(value: string | undefined, fallback: string): string {
  return typeof value === 'string' && value !== '' ? value : fallback
}

/**
 * The quotation after a `daymarket` ticker: the pair's price, change, volume, high and low, and whether it
 * trades now, are replaced and a price move is marked for a brief flash. Unchanged groups and items keep their identity, and the same groups
 * come back when no pair matches.
 */
export function mergeDaymarket(groups: QuoteGroup[] | undefined, push: DaymarketPush): QuoteGroup[] | undefined {
  if (!Array.isArray(groups) || typeof push !== 'object' || push === null) return groups
  let touched = false
  const next = groups.map((group) => {
    if (!Array.isArray(group.quotation)) return group
    let changed = false
    const quotation = group.quotation.map((item) => {
      if (!matches(item, push)) return item
      const now_price = pick(push.now_price, item.now_price)
      const updated: QuoteItem = {
        ...item,
        now_price,
        index_price: push.index_price ? push.index_price : item.index_price,
        change: pick(push.change, item.change),
        volume: pick(push.volume, item.volume),
        high: pick(push.high, item.high),
        low: pick(push.low, item.low),
        trading_hours: typeof push.trading_hours === 'string' ? push.trading_hours : item.trading_hours,
        trading_open: typeof push.trading_open === 'number' ? push.trading_open : item.trading_open,
      }
      const direction = flashDirection(item.now_price, now_price)
      if (direction) {
        updated.flash = direction
        updated.flash_seq = (item.flash_seq ?? 0) + 1
      }
      const same =
        updated.now_price === item.now_price &&
        updated.index_price === item.index_price &&
        updated.change === item.change &&
        updated.volume === item.volume &&
        updated.high === item.high &&
        updated.low === item.low &&
        updated.trading_hours === item.trading_hours &&
        updated.trading_open === item.trading_open
      if (same) return item
      changed = true
      return updated
    })
    if (!changed) return group
    touched = true
    return { ...group, quotation }
  })
  return touched ? next : groups
}

/** The quotes of a tab: favourites by asset id, crypto or stocks by category. */
export function quotesForTab(items: QuoteItem[], tab: QuoteTab, favourites: ReadonlySet<number>): QuoteItem[] {
  if (tab === 'favourites') return items.filter((item) => favourites.has(item.currency_id))
  return items.filter((item) => item.category === tab)
}

function compare(a: string, b: string): number {
  const x = toDec(a)
  const y = toDec(b)
  if (!x && !y) return 0
  if (!x) return 1
  if (!y) return -1
  return x.comparedTo(y)
}

/** The quotes in the chosen order; without a key, in the server's `sort` order. Unknown values go last. */
export function sortQuotes(items: QuoteItem[], sort: SortState): QuoteItem[] {
  const copy = [...items]
  if (sort.key === null) return copy.sort((a, b) => a.sort - b.sort)
  const field = sort.key === 'price' ? 'now_price' : 'change'
  const sign = sort.dir === 'asc' ? 1 : -1
  return copy.sort((a, b) => {
    const x = toDec(a[field])
    const y = toDec(b[field])
    if (!x || !y) return compare(a[field], b[field])
    return sign * x.comparedTo(y)
  })
}

/** Tapping a column: high to low first, then low to high, then back to the server's order. */
export function nextSort(state: SortState, key: SortKey): SortState {
  if (state.key !== key) return { key, dir: 'desc' }
  if (state.dir === 'desc') return { key, dir: 'asc' }
  return NO_SORT
}

/** Quotes whose symbol or asset name contains the text, ignoring case, spaces and the slash. */
export function searchQuotes<T extends QuoteItem>(items: T[], text: string): T[] {
  const needle = text.trim().toUpperCase().replace(/[\s/]/g, '')
  if (needle === '') return items
  return items.filter((item) => {
    const hay = `${item.symbol}|${item.currency_name}|${item.currency_name}${item.legal_name}`
      .toUpperCase()
      .replace(/[\s/]/g, '')
    return hay.includes(needle)
  })
}

/** The first `count` quotes in the server's `sort` order. */
export function topBySort(items: QuoteItem[], count: number): QuoteItem[] {
  return sortQuotes(items, NO_SORT).slice(0, count)
}

/** The `count` quotes with the largest 24 h change. */
export function topGainers(items: QuoteItem[], count: number): QuoteItem[] {
  return sortQuotes(items, { key: 'change', dir: 'desc' }).slice(0, count)
}

/** The quote of a pair. */
export function findPair(groups: QuoteGroup[] | undefined, currencyId: number, legalId: number): QuoteItem | undefined {
  return allQuotes(groups).find((item) => item.currency_id === currencyId && item.legal_id === legalId)
}

/** BTC (asset 1) against USDT (asset 3) when it trades on spot, else the first spot pair, USDT pairs first. */
export function defaultPair(groups: QuoteGroup[] | undefined): QuoteItem | undefined {
  const spot = allQuotes(groups).filter(isSpot)
  return spot.find((item) => item.currency_id === 1 && item.legal_id === 3) ?? spot[0]
}

/** The spot pairs, for the pair switcher. */
export function spotPairs(groups: QuoteGroup[] | undefined): QuoteItem[] {
  return allQuotes(groups).filter(isSpot)
}

/** The price contracts and options trade at: the index (mark) price, or the last price before one is recorded. */
export function markPrice(item: Pick<QuoteItem, 'now_price' | 'index_price'>): string {
  return item.index_price || item.now_price
}

/** [`markPrice`] of a quote that may be missing. */
export function markOf(item: Pick<QuoteItem, 'now_price' | 'index_price'> | undefined): string | undefined {
  return item ? markPrice(item) : undefined
}
