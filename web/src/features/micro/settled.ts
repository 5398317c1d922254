import type { QueryClient } from '@tanstack/react-query'
import { walletKeys } from '@/features/wallet'
import { microKeys } from './keys'
import { isSettled } from './result'
import type { MicroOrder, OptionRow, SettledQueue } from './types'

/*
 * A settled option, from the private `option_result` push (live.ts) or from `/microtrade/get_result` when the push does
 * not come (queries.ts), is stored under its id, leaves the open options, joins the queue of result popups once, and
 * the lists and balances are loaded again.
 */

export const EMPTY_QUEUE: SettledQueue = { pending: [], seen: [] }

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

/** Takes a shown result off the popup queue. */
export function dismissSettled(client: QueryClient, id: number): void {
  client.setQueryData<SettledQueue>(microKeys.settled, (queue) => {
    const current = queue ?? EMPTY_QUEUE
    return { ...current, pending: current.pending.filter((order) => order.id !== id) }
  })
}
