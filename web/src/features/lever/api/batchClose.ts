import { post } from '@/lib/request'

export interface BatchCloseParams {
  /** 0 all, 1 longs, 2 shorts. */
  type: 0 | 1 | 2
  /** Limits the close to one pair. */
  currency_id?: number
  legal_id?: number
}

/** POST /lever/batch_close: closes every holding of the kind; answers a text with the count closed. */
export function batchClose(params: BatchCloseParams): Promise<string> {
  return post<string>('/lever/batch_close', { ...params })
}
