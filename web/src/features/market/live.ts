import type { QueryClient } from '@tanstack/react-query'
import type { Feed } from '@/lib/feeds'
import { depthFromPush, mergeTrades, ticksFromPush } from './book'
import { marketKeys } from './keys'
import { candleFromPush, mergeCandle } from './kline'
import { mergeDaymarket } from './quotes'
import type { ChartCandle, DaymarketPush, KlineSource, OrderBook, QuoteGroup, TradeTick } from './types'

/*
 * What market events write into the query cache (through src/lib/feeds.ts): tickers merge into the quotation, and
 * depth snapshots, trades and candles are written under their pair.
 */

/** A `daymarket` ticker merged into every cached quotation (one per language). */
export function applyDaymarket(client: QueryClient, payload: unknown): void {
  if (typeof payload !== 'object' || payload === null) return
  client.setQueriesData<QuoteGroup[]>({ queryKey: marketKeys.quotations }, (groups) =>
    mergeDaymarket(groups, payload as DaymarketPush),
  )
}

/** A `market_depth` snapshot replacing the cached book of `symbol`. */
export function applyDepth(client: QueryClient, symbol: string, payload: unknown): void {
  const depth = depthFromPush(payload, symbol)
  if (depth) client.setQueryData<OrderBook>(marketKeys.depth(symbol), depth)
}

/** A `market_trade` push added to the recent trades of `symbol`. */
export function applyTrades(client: QueryClient, symbol: string, payload: unknown): void {
  const ticks = ticksFromPush(payload, symbol)
  if (ticks.length === 0) return
  client.setQueryData<TradeTick[]>(marketKeys.trades(symbol), (current) => mergeTrades(current ?? [], ticks))
}

/**
 * A `kline` push (or, for the index chart, an `index_kline` push) merged into the cached candles of `symbol` and
 * `period`, once their history has loaded.
 */
export function applyKline(
  client: QueryClient,
  symbol: string,
  period: string,
  payload: unknown,
  source: KlineSource = 'trade',
): void {
  const candle = candleFromPush(payload, symbol, period)
  if (!candle) return
  const key = marketKeys.kline(symbol, period, source)
  if (client.getQueryData(key) === undefined) return
  client.setQueryData<ChartCandle[]>(key, (candles) => mergeCandle(candles, candle))
}

/** `daymarket` tickers, which keep every cached quotation live. */
export function quotesFeed(client: QueryClient): Feed {
  return { key: 'daymarket', topics: ['daymarket'], events: { daymarket: (p) => applyDaymarket(client, p) } }
}

/** The order book of `symbol`. */
export function depthFeed(client: QueryClient, symbol: string): Feed {
  const topic = `market_depth:${symbol}`
  return { key: topic, topics: [topic], events: { market_depth: (p) => applyDepth(client, symbol, p) } }
}

/** The trades of `symbol`. */
export function tradesFeed(client: QueryClient, symbol: string): Feed {
  const topic = `market_trade:${symbol}`
  return { key: topic, topics: [topic], events: { market_trade: (p) => applyTrades(client, symbol, p) } }
}

/** The current candle of `symbol` and `period`, of its trades or of its index. */
export function klineFeed(client: QueryClient, symbol: string, period: string, source: KlineSource = 'trade'): Feed {
  const event = source === 'index' ? 'index_kline' : 'kline'
  const topic = `${event}:${symbol}:${period}`
  return { key: topic, topics: [topic], events: { [event]: (p) => applyKline(client, symbol, period, p, source) } }
}
