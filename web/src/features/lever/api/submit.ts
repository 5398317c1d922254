import { postOnce } from '@/lib/request'
import type { Schemas } from '@/lib/types'

/**
 * `type` 1 long, 2 short; `share` lots; `multiple` the leverage; `status` 1 market, 0 limit (always sent);
 * `target_price` the limit price, "999" for a market order, which the server ignores; `coupon_id` a fee coupon that
 * pays the opening fee of a market order up to its value (`coupon_unusable` when it cannot apply).
 */
export type SubmitParams = Omit<Schemas['LeverSubmitInput'], 'status'> & { status: 0 | 1; coupon_id?: number }

/** POST /lever/submit: opens a position (market) or places an entrust (limit); `key` places it once. */
export function submit(params: SubmitParams, key: string): Promise<string> {
  return postOnce<string>('/lever/submit', { ...params }, key)
}
