import type { QuoteItem } from '@/features/market'
import type { Schemas } from '@/lib/types'

/** Directions as the API numbers them: 1 long (buy), 2 short (sell). */
export const LONG = 1
export const SHORT = 2
export type Side = 'long' | 'short'

/** `status` of `/lever/submit`: 1 market, 0 limit. */
export const SUBMIT_MARKET = 1
export const SUBMIT_LIMIT = 0
export type OrderKind = 'market' | 'limit'

/** What clients send as `target_price` of a market order; the server ignores it (API contract §5.8). */
export const MARKET_TARGET_PRICE = '999'

/** States of a contract transaction: 0 entrust, 1 holding, 2 closing, 3 closed, 4 cancelled. */
export const TX_ENTRUST = 0
export const TX_HOLDING = 1
export const TX_CLOSING = 2
export const TX_CLOSED = 3
export const TX_CANCELLED = 4

/** `status` of `/lever/my_trade`: 1 holding, 3 closed, 0 entrusts, -1 all. */
export const HISTORY_TABS = ['holding', 'closed', 'entrusts', 'all'] as const
export type HistoryTab = (typeof HISTORY_TABS)[number]
export const HISTORY_STATUS: Record<HistoryTab, number> = { holding: 1, closed: 3, entrusts: 0, all: -1 }

/** `type` of `/lever/batch_close`: 0 all, 1 longs, 2 shorts. */
export const BATCH_KINDS = ['all', 'long', 'short'] as const
export type BatchKind = (typeof BATCH_KINDS)[number]
export const BATCH_TYPE: Record<BatchKind, 0 | 1 | 2> = { all: 0, long: 1, short: 2 }

/** The contract terms a quote carries (API contract §5.0 *QuoteItem*); empty on instruments without contracts.
 * `lever_share_num` is units of the asset in one lot, `lever_trade_fee` the handling fee in percent of the notional,
 * `overnight` the overnight fee in percent per day. */
export type LeverTerms = Pick<
  QuoteItem,
  'lever_share_num' | 'lever_min_share' | 'lever_max_share' | 'lever_trade_fee' | 'overnight' | 'spread'
>

export type LeverQuote = QuoteItem

/**
 * A contract order or position (API contract §5.0 *LeverTx*). Money values are decimal strings: `price` is the open
 * price (the limit price while an entrust), `update_price` the mark price when the server last priced it, `share`
 * lots, `number` units of the asset, `caution_money` the margin, `profits` signed (unrealised while holding, realised
 * after); the take-profit and stop-loss prices are "0" when unset.
 */
export type LeverTx = Schemas['LeverTx']

export type PriceLevel = Schemas['LeverLevel']

/** `/lever/deal`: the pair's book, the user's holdings, lot and leverage presets (`muit`, sic) and the lever balance
 * (`user_lever`). */
export type LeverDeal = Schemas['LeverDeal']

/** The risk rate: `hazard_rate` in 10⁻⁶ percent units, `hazard_rate_pct` the same value in percent. */
export type RiskRate = Schemas['RiskRate']

/** `/lever/dealall`: balance and totals (`*_total` over all pairs, the rest for this pair) and a Pager of rows. */
export type DealAll = Schemas['LeverAccount']

/** `/lever/my_trade`: totals and, in the inner `message`, a Pager of rows. */
export type MyTrade = Schemas['LeverTrades']

/** The private socket event `position` (API contract §6). The OpenAPI document describes its `data`
 * (`x-socket-events`); the frame around it is written here. */
export interface PositionPush {
  type?: string
  to?: number
  event: 'open' | 'update' | 'close' | 'liquidate' | string
  data: LeverTx
  summary?: Partial<RiskRate & { profits_total: string; caution_money_total: string }>
  ts?: number
}
