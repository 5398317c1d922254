import { post } from '@/lib/request'
import type { Schemas } from '@/lib/types'

/** A price of "0" or "" clears it. */
export type SetStopParams = Schemas['LeverSetStopInput']

/** POST /lever/setstop: sets or clears a position's take-profit and stop-loss prices. */
export function setStop(params: SetStopParams): Promise<string> {
  return post<string>('/lever/setstop', { ...params })
}
