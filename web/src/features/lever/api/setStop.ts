import { post } from '@/lib/request'

export interface SetStopParams {
  id: number
  /** "0" or "" clears it. */
  target_profit_price: string
  stop_loss_price: string
}

/** POST /lever/setstop: sets or clears a position's take-profit and stop-loss prices. */
export function setStop(params: SetStopParams): Promise<string> {
  return post<string>('/lever/setstop', { ...params })
}
