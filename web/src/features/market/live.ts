import { useQueryClient, type QueryClient } from '@tanstack/react-query'
import { useEffect } from 'react'
import { convertKeys, spotKeys } from '@/features/spot/keys'
import { walletKeys } from '@/features/wallet/queries'
import { onSocketEvent, subscribeTopics } from '@/lib/socket'
import { depthFromPush, mergeTrades, ticksFromPush } from './book'
import { candleFromPush, mergeCandle } from './kline'
import { marketKeys } from './keys'
import { mergeDaymarket } from './quotes'
import type { Candle, DaymarketPush, DepthSnapshot, QuoteGroup, TradeTick } from './types'

/*
 * The one place where socket events reach the query cache: tickers merge into the quotation, depth snapshots,
 * trades and candles are written under their pair, and private order and balance events refresh the user's
 * orders and balances.
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
  if (depth) client.setQueryData<DepthSnapshot>(marketKeys.depth(symbol), depth)
}

/** A `market_trade` push added to the recent trades of `symbol`. */
export function applyTrades(client: QueryClient, symbol: string, payload: unknown): void {
  const ticks = ticksFromPush(payload, symbol)
  if (ticks.length === 0) return
  client.setQueryData<TradeTick[]>(marketKeys.trades(symbol), (current) => mergeTrades(current ?? [], ticks))
}

/** A `kline` push merged into the cached candles of `symbol` and `period`, once their history has loaded. */
export function applyKline(client: QueryClient, symbol: string, period: string, payload: unknown): void {
  const candle = candleFromPush(payload, symbol, period)
  if (!candle) return
  const key = marketKeys.kline(symbol, period)
  if (client.getQueryData(key) === undefined) return
  client.setQueryData<Candle[]>(key, (candles) => mergeCandle(candles, candle))
}

/** A private `order` or `balance` event: the orders, balances and conversion balances are loaded again. */
export function applyPrivate(client: QueryClient, event: 'order' | 'balance'): void {
  if (event === 'order') void client.invalidateQueries({ queryKey: spotKeys.all })
  void client.invalidateQueries({ queryKey: walletKeys.list })
  void client.invalidateQueries({ queryKey: convertKeys.list })
}

const feeds = new Map<string, { holders: number; stop: () => void }>()

/** Starts a feed for its first holder and stops it when the last one lets go; returns the release function. */
function retain(name: string, start: () => () => void): () => void {
  const feed = feeds.get(name)
  if (feed) feed.holders += 1
  else feeds.set(name, { holders: 1, stop: start() })
  let released = false
  return () => {
    if (released) return
    released = true
    const current = feeds.get(name)
    if (!current) return
    current.holders -= 1
    if (current.holders === 0) {
      feeds.delete(name)
      current.stop()
    }
  }
}

function listen(event: string, topics: string[], handler: (payload: unknown) => void): () => void {
  const off = onSocketEvent<unknown>(event, handler)
  const unsubscribe = subscribeTopics(topics)
  return () => {
    unsubscribe()
    off()
  }
}

/** Keeps the quotation live with `daymarket` tickers while the caller is mounted. */
export function useQuoteFeed(): void {
  const client = useQueryClient()
  useEffect(() => retain('daymarket', () => listen('daymarket', ['daymarket'], (p) => applyDaymarket(client, p))), [client])
}

/** Keeps the order book of `symbol` in the cache while the caller is mounted. */
export function useDepthFeed(symbol: string): void {
  const client = useQueryClient()
  useEffect(() => {
    if (!symbol) return
    const topic = `market_depth:${symbol}`
    return retain(topic, () => listen('market_depth', [topic], (p) => applyDepth(client, symbol, p)))
  }, [client, symbol])
}

/** Collects the trades of `symbol` while the caller is mounted. */
export function useTradeFeed(symbol: string): void {
  const client = useQueryClient()
  useEffect(() => {
    if (!symbol) return
    const topic = `market_trade:${symbol}`
    return retain(topic, () => listen('market_trade', [topic], (p) => applyTrades(client, symbol, p)))
  }, [client, symbol])
}

/** Keeps the current candle of `symbol` and `period` live while the caller is mounted. */
export function useKlineFeed(symbol: string, period: string): void {
  const client = useQueryClient()
  useEffect(() => {
    if (!symbol) return
    const topic = `kline:${symbol}:${period}`
    return retain(topic, () => listen('kline', [topic], (p) => applyKline(client, symbol, period, p)))
  }, [client, symbol, period])
}

/** Refreshes the user's orders and balances on their private events while the caller is mounted. */
export function usePrivateFeed(enabled: boolean): void {
  const client = useQueryClient()
  useEffect(() => {
    if (!enabled) return
    return retain('private', () => {
      const offOrder = onSocketEvent<unknown>('order', () => applyPrivate(client, 'order'))
      const offBalance = onSocketEvent<unknown>('balance', () => applyPrivate(client, 'balance'))
      return () => {
        offOrder()
        offBalance()
      }
    })
  }, [client, enabled])
}
