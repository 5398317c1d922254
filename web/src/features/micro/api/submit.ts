import { postOnce } from '@/lib/request'
import type { MicroOrder } from '../types'

export interface SubmitParams {
  /** The instrument (`QuoteItem.id`). */
  match_id: number
  /** The stake currency. */
  currency_id: number
  /** 1 up, 2 down. */
  type: 1 | 2
  seconds: number
  /** The stake. */
  number: string
}

/** POST /microtrade/submit: buys an option at the index now; answers the order. `key` buys it once. */
export function submit(params: SubmitParams, key: string): Promise<MicroOrder> {
  return postOnce<MicroOrder>('/microtrade/submit', { ...params }, key)
}
