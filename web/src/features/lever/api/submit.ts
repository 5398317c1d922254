import { postOnce } from '@/lib/request'

export interface SubmitParams {
  currency_id: number
  legal_id: number
  /** 1 long, 2 short. */
  type: 1 | 2
  /** Lots. */
  share: number
  /** Leverage. */
  multiple: number
  /** 1 market, 0 limit. */
  status: 0 | 1
  /** The limit price; "999" for a market order, which the server ignores. */
  target_price: string
  target_profit_price?: string
  stop_loss_price?: string
}

/** POST /lever/submit: opens a position (market) or places an entrust (limit); `key` places it once. */
export function submit(params: SubmitParams, key: string): Promise<string> {
  return postOnce<string>('/lever/submit', { ...params }, key)
}
