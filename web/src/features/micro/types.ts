import type { Pager } from '@/features/wallet'
import type { Schemas } from '@/lib/types'

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

/** A seconds option (API contract §5.0 *MicroOrder*). Money and prices are decimal strings, `*_ts` unix ms;
 * `fact_profits` is signed and "0" until settled, `profit_ratio` the percent of the stake paid as profit on a win. */
export type MicroOrder = Schemas['MicroOrder']

/** A row of `/microtrade/lists`: the order with its remaining ms as the server counted them, and when we received it
 * (unix ms, set by the client: the moment `remain_milli_seconds` was true). */
export type OptionRow = MicroOrder & { received_at?: number }

/** A duration on offer (`/microtrade/seconds`). */
export type SecondsOption = Schemas['SecondsOption']

/** The caller's micro account of a stake currency; `micro_with_insurance` is what can be staked. */
export type MicroWallet = Schemas['MicroWallet']

/** A stake currency of `/microtrade/payable_currencies`, with its stake presets and the caller's balance. */
export type PayableCurrency = Schemas['PayableCurrency']

export type OptionPager = Pager<OptionRow>

/** The private socket event `option_result` (API contract §6). The OpenAPI document describes its `data`
 * (`x-socket-events`); the frame around it is written here. */
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
