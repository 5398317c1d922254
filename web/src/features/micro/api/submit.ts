import { postOnce } from '@/lib/request'
import type { MicroOrder } from '../types'
import type { Schemas } from '@/lib/types'

/**
 * `type` 1 up, 2 down; `number` the stake; `coupon_id` a trial coupon that pays the whole stake (its value in USDT,
 * whatever `number` says; `currency_id` USDT), `coupon_unusable` when it cannot apply.
 */
export type SubmitParams = Schemas['MicroSubmitInput'] & { coupon_id?: number }

/** POST /microtrade/submit: buys an option at the index now; answers the order. `key` buys it once. */
export function submit(params: SubmitParams, key: string): Promise<MicroOrder> {
  return postOnce<MicroOrder>('/microtrade/submit', { ...params }, key)
}
