import { useQueryClient, type QueryClient } from '@tanstack/react-query'
import { useEffect } from 'react'
import { walletKeys } from '@/features/wallet/queries'
import { onSocketEvent } from '@/lib/socket'
import { microKeys } from './keys'
import { isSettled } from './result'
import type { MicroOrder, OptionRow, OptionResultPush, SettledQueue } from './types'

/*
 * Where option results reach the query cache: a settled option (from the private `option_result` push, or from
 * `/microtrade/get_result` when the push does not come) is stored under its id, leaves the open options, joins the
 * queue of result popups once, and the lists and balances are loaded again.
 */

export const EMPTY_QUEUE: SettledQueue = { pending: [], seen: [] }

/** An `option_result` push, or null when the payload is not one. */
export function optionResultFromPush(payload: unknown): OptionResultPush | null {
  if (typeof payload !== 'object' || payload === null) return null
  const data = (payload as { data?: unknown }).data
  if (typeof data !== 'object' || data === null || typeof (data as { id?: unknown }).id !== 'number') return null
  return payload as OptionResultPush
}

/** The queue after a settled option: added once, however often its result arrives. */
export function enqueueSettled(queue: SettledQueue | undefined, order: MicroOrder): SettledQueue {
  const current = queue ?? EMPTY_QUEUE
  if (current.seen.includes(order.id)) return current
  return { pending: [...current.pending, order], seen: [...current.seen, order.id] }
}

/** Records a settled option in the cache (nothing happens for one that has not settled). */
export function noteSettled(client: QueryClient, order: MicroOrder): void {
  if (!isSettled(order)) return
  client.setQueryData<MicroOrder>(microKeys.result(order.id), order)
  client.setQueryData<OptionRow[]>(microKeys.open, (rows) => rows?.filter((row) => row.id !== order.id))
  client.setQueryData<SettledQueue>(microKeys.settled, (queue) => enqueueSettled(queue, order))
  void client.invalidateQueries({ queryKey: microKeys.open })
  void client.invalidateQueries({ queryKey: microKeys.histories })
  void client.invalidateQueries({ queryKey: microKeys.payable })
  void client.invalidateQueries({ queryKey: walletKeys.list })
}

/** An `option_result` push written into the cache. */
export function applyOptionResult(client: QueryClient, payload: unknown): void {
  const push = optionResultFromPush(payload)
  if (push) noteSettled(client, push.data)
}

/** Takes a shown result off the popup queue. */
export function dismissSettled(client: QueryClient, id: number): void {
  client.setQueryData<SettledQueue>(microKeys.settled, (queue) => {
    const current = queue ?? EMPTY_QUEUE
    return { ...current, pending: current.pending.filter((order) => order.id !== id) }
  })
}

/** Receives `option_result` pushes while the caller is mounted. */
export function useOptionFeed(enabled: boolean): void {
  const client = useQueryClient()
  useEffect(() => {
    if (!enabled) return
    return onSocketEvent<unknown>('option_result', (payload) => applyOptionResult(client, payload))
  }, [client, enabled])
}
