import type { Schemas } from '@/lib/types'

/** An asset as the API describes it (API contract §5.0). */
export type Currency = Schemas['Currency']

/** Where a quote comes from: 1 a spot pair with an order book, 2 an index-only instrument, 0 display only. */
export const MARKET_SPOT = 1
export const MARKET_INDEX = 2

/** What the client adds to a quote when a `daymarket` push moved the price: which way, and a counter that changes
 * each time. */
export interface QuoteFlash {
  flash?: 'up' | 'down'
  flash_seq?: number
}

/**
 * One instrument of `/currency/quotation_new` (API contract §5.0). Prices are decimal strings; `change` is a signed
 * percent without `%`, `index_price` is "" while none is recorded, and the contract terms are empty on instruments
 * without contracts.
 */
export type QuoteItem = Schemas['QuoteItem'] & QuoteFlash

/** A quote-currency group: the currency itself plus its quotes; the first group is USDT. */
export type QuoteGroup = Omit<Schemas['QuoteGroup'], 'quotation'> & { quotation: QuoteItem[] }

/** The public socket event `daymarket`: a rolling 24 h ticker of one pair (API contract §6). */
export type DaymarketPush = Schemas['DaymarketEvent']

/** A favourite row of `/optional/list`. */
export type Favourite = Schemas['Favourite']

/** One candle of `/currency/new_timeshar`; `time` is the candle open in unix ms, `simulated` 1 for the labelled
 * simulated history a demo starts with. */
export type Candle = Schemas['Candle']

/** A candle as the chart draws it and the query cache holds it: a history row, or the current candle of a `kline`
 * push. */
export type ChartCandle = Pick<Candle, 'time' | 'open' | 'high' | 'low' | 'close' | 'volume'> &
  Partial<Pick<Candle, 'simulated'>>

/** What a chart plots: the pair's trades, or its index (the price that settles contracts and options). */
export type KlineSource = 'trade' | 'index'

/** The public socket event `kline`: the current candle of one pair and period. */
export type KlinePush = Schemas['KlineEvent']

/** A price level `[price, amount]`. */
export type Level = [string, string]

/** The public socket event `market_depth`: a full order book snapshot of one pair. */
export type DepthSnapshot = Schemas['DepthEvent']

/** The order book a screen shows: bids high to low, asks low to high. */
export interface OrderBook {
  symbol?: string
  bids: Level[]
  asks: Level[]
  ts?: number
}

/** One trade of a `market_trade` push; `direction` is the taker's side. */
export type TradeTick = Schemas['TradeItem']

/** The public socket event `market_trade`. */
export type TradePush = Schemas['TradeEvent']
