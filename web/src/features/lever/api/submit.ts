import { postOnce } from '@/lib/request'
import type { Schemas } from '@/lib/types'

/**
 * `type` 1 long, 2 short; `share` lots; `multiple` the leverage; `status` 1 market, 0 limit (always sent);
 * `target_price` the limit price, "999" for a market order, which the server ignores.
 */
export type SubmitParams = Omit<Schemas['LeverSubmitInput'], 'status'> & { status: 0 | 1 }

/** POST /lever/submit: opens a position (market) or places an entrust (limit); `key` places it once. */
export function submit(params: SubmitParams, key: string): Promise<string> {
  return postOnce<string>('/lever/submit', { ...params }, key)
}
