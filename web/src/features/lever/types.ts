import type { QuoteItem } from '@/features/market'
import type { Pager } from '@/features/wallet'

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

/** The contract terms a quote carries (API contract §5.0 *QuoteItem*); absent on instruments without contracts. */
export interface LeverTerms {
  /** Units of the asset in one lot. */
  lever_share_num?: string
  lever_min_share?: number
  lever_max_share?: number
  /** Handling fee in percent of the notional. */
  lever_trade_fee?: string
  /** Overnight fee in percent per day. */
  overnight?: string
  spread?: string
}

export type LeverQuote = QuoteItem & LeverTerms

/** A contract order or position (API contract §5.0 *LeverTx*). Money values are decimal strings. */
export interface LeverTx {
  id: number
  type: number
  type_name?: string
  status: number
  status_name?: string
  symbol: string
  currency: number
  legal: number
  /** Open price; the limit price while an entrust. */
  price: string
  /** Mark price when the server last priced it. */
  update_price: string
  /** Lots. */
  share: number
  /** Units of the asset. */
  number: string
  multiple: number
  /** Margin. */
  caution_money: string
  origin_caution_money: string
  trade_fee: string
  overnight_money: string
  /** "0" when unset. */
  target_profit_price: string
  stop_loss_price: string
  /** Signed; unrealised while holding, realised after. */
  profits: string
  fact_profits: string
  /** 1 self, 2 copied. */
  order_type: number
  transaction_time: string
  create_time: string
  complete_time: string | null
  close_price: string | null
  /** 1 user, 2 take-profit, 3 stop-loss, 4 liquidation, 5 batch. */
  close_reason: number | null
  close_price_ts: number | null
  price_source: string
  transaction_time_ts?: number
  create_time_ts?: number
  complete_time_ts?: number | null
}

export interface PriceLevel {
  price: string
  number: string
}

/** `/lever/deal`: the pair's book, the user's holdings, lot and leverage presets and the lever balance. */
export interface LeverDeal {
  lever_transaction: { in: PriceLevel[]; out: PriceLevel[] }
  my_transaction: LeverTx[]
  lever_share_limit: { min: number; max: number }
  /** `muit` (sic): the leverage buttons; `share`: the lot presets. */
  multiple: { muit: { value: number }[]; share: { value: number }[] }
  last_price: string
  /** Available in the lever account. */
  user_lever: string
  all_levers: string
  ustd_price: string
  ExRAte: string
}

/** The risk rate: `hazard_rate` in 10⁻⁶ percent units, `hazard_rate_pct` the same value in percent. */
export interface RiskRate {
  hazard_rate: string
  hazard_rate_pct: string
}

/** `/lever/dealall`: balance and totals (`*_total` over all pairs, the rest for this pair) and a Pager of rows. */
export interface DealAll extends RiskRate {
  balance: string
  caution_money_total: string
  origin_caution_money_total: string
  profits_total: string
  caution_money: string
  origin_caution_money: string
  profits: string
  order: Pager<LeverTx>
}

/** `/lever/my_trade`: totals and, in the inner `message`, a Pager of rows. */
export interface MyTrade {
  rate_profits_total: RiskRate & { profits_total: string }
  message: Pager<LeverTx>
}

/** The private socket event `position` (API contract §6). */
export interface PositionPush {
  type?: string
  to?: number
  event: 'open' | 'update' | 'close' | 'liquidate' | string
  data: LeverTx
  summary?: Partial<RiskRate & { profits_total: string; caution_money_total: string }>
  ts?: number
}
