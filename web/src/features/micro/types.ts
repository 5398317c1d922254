import type { Currency } from '@/features/market'
import type { Pager } from '@/features/wallet'

/** Directions as the API numbers them: 1 up, 2 down. */
export const UP = 1
export const DOWN = 2
export type Direction = 'up' | 'down'

/** Option states: 1 open, 2 settling, 3 settled. */
export const OPTION_OPEN = 1
export const OPTION_SETTLING = 2
export const OPTION_SETTLED = 3

/** `profit_result` of a settled option: 1 win, -1 loss, 0 refund (equal prices). */
export const RESULT_WIN = 1
export const RESULT_LOSS = -1
export const RESULT_REFUND = 0

/** A seconds option (API contract §5.0 *MicroOrder*). Money and prices are decimal strings, `*_ts` unix ms. */
export interface MicroOrder {
  id: number
  match_id: number
  /** The stake currency. */
  currency_id: number
  currency_name: string
  symbol_name: string
  type: number
  type_name?: string
  seconds: number
  /** The stake. */
  number: string
  open_price: string
  end_price: string | null
  /** Percent of the stake paid as profit on a win. */
  profit_ratio: string
  fee: string
  status: number
  status_name?: string
  /** Signed; "0" until settled. */
  fact_profits: string
  profit_result: number
  profit_result_name?: string
  created_at: string
  handled_at: string | null
  open_price_ts: number
  end_price_ts: number | null
  price_source: string
  created_at_ts?: number
}

/** A row of `/microtrade/lists`: the order, its remaining ms as the server counted them, and when we received it. */
export interface OptionRow extends MicroOrder {
  remain_milli_seconds?: number
  /** Set by the client: unix ms when the row arrived, the moment `remain_milli_seconds` was true. */
  received_at?: number
}

/** A duration on offer (`/microtrade/seconds`). */
export interface SecondsOption {
  id: number
  seconds: number
  profit_ratio: string
  min_amount: string
  max_amount: string
  status: number
}

/** The caller's micro account of a stake currency; `micro_with_insurance` is what can be staked. */
export interface MicroWallet {
  id: number
  currency: number
  micro_balance: string
  lock_micro_balance: string
  micro_with_insurance: string
}

/** A stake currency of `/microtrade/payable_currencies`, with its stake presets and the caller's balance. */
export interface PayableCurrency extends Currency {
  micro_numbers: { id: number; number: string }[]
  insurance_types: unknown[]
  user_wallet: MicroWallet | null
  user_insurance: null
}

export type OptionPager = Pager<OptionRow>

/** The private socket event `option_result` (API contract §6). */
export interface OptionResultPush {
  type?: string
  to?: number
  event: 'settled' | string
  data: MicroOrder
  ts?: number
}

/** Settled options waiting for their result popup, and every id already queued (so each shows once). */
export interface SettledQueue {
  pending: MicroOrder[]
  seen: number[]
}
