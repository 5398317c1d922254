/** An asset as the API describes it (API contract §5.0). */
export interface Currency {
  id: number
  name: string
  logo: string
  scale: number
  is_legal: number
  is_lever: number
  is_match: number
  is_micro: number
  is_transfer: number
}

/** Where a quote comes from: 1 a spot pair with an order book, 2 an index-only instrument, 0 display only. */
export const MARKET_SPOT = 1
export const MARKET_INDEX = 2

/** One instrument of `/currency/quotation_new` (API contract §5.0). Prices are decimal strings. */
export interface QuoteItem {
  id: number
  currency_id: number
  legal_id: number
  currency_name: string
  legal_name: string
  symbol: string
  logo: string
  now_price: string
  /** The index (mark) price that contracts and options trade at; "" while none is recorded. */
  index_price?: string
  /** Signed percent without `%`, two decimals: "+1.23", "-0.52", "0.00". */
  change: string
  volume: string
  high: string
  low: string
  rmb_relation: string
  market_from: number
  market_from_name: string
  category: 'crypto' | 'stock' | string
  category_text: string
  open_coin_trade: number
  open_lever: number
  open_microtrade: number
  sort: number
  /** 1 when the prices are simulated (demo feeds). */
  simulated?: number
  /** Decimals of the pair's prices and of its base quantities, and its order minimums. */
  price_scale?: number
  qty_scale?: number
  min_qty?: string
  min_notional?: string
  /** Set on the client when a `daymarket` push moved the price: which way, and a counter that changes each time. */
  flash?: 'up' | 'down'
  flash_seq?: number
}

/** A quote-currency group: the currency itself plus its quotes; the first group is USDT. */
export interface QuoteGroup extends Currency {
  quotation: QuoteItem[]
}

/** The public socket event `daymarket`: a rolling 24 h ticker of one pair (API contract §6). */
export interface DaymarketPush {
  type?: string
  match_id?: number
  currency_id: number
  legal_id: number
  currency_name?: string
  legal_name?: string
  symbol?: string
  now_price: string
  index_price?: string
  change?: string
  volume?: string
  high?: string
  low?: string
}

/** A favourite row of `/optional/list`. */
export interface Favourite {
  id: number
  currency_id: number
}

/** One candle of `/currency/new_timeshar`; `time` is the candle open in unix ms. */
export interface Candle {
  id?: number
  time: number
  open: string
  high: string
  low: string
  close: string
  volume: string
  amount?: string
  vol?: string
  /** 1 for candles of the labelled simulated history a demo starts with. */
  simulated?: number
}

/** The public socket event `kline`: the current candle of one pair and period. */
export interface KlinePush extends Candle {
  type?: string
  period: string
  symbol: string
}

/** A price level `[price, amount]`. */
export type Level = [string, string]

/** A full order book snapshot: bids high to low, asks low to high. */
export interface DepthSnapshot {
  symbol?: string
  bids: Level[]
  asks: Level[]
  ts?: number
}

/** One trade of a `market_trade` push; `direction` is the taker's side. */
export interface TradeTick {
  id: number
  tradeId?: number
  price: string
  amount: string
  direction: 'buy' | 'sell' | string
  ts: number
}

export interface TradePush {
  type?: string
  symbol: string
  data: TradeTick[]
}
