import type { QueryClient } from '@tanstack/react-query'
import type { Feed } from '@/lib/feeds'
import { walletKeys } from './keys'

/*
 * What the user's `deposit` events write into the query cache (through src/lib/feeds.ts): a transfer seen on chain
 * or credited reloads the sightings; a credit also reloads the balances and the deposit log.
 */

/** A `deposit` push (`event` "seen" or "credited"): the sightings, and on a credit the balances and deposits. */
export function applyDeposit(client: QueryClient, payload: unknown): void {
  void client.invalidateQueries({ queryKey: walletKeys.chainDepositsAll })
  const event = typeof payload === 'object' && payload !== null ? (payload as { event?: unknown }).event : undefined
  if (event === 'credited') {
    void client.invalidateQueries({ queryKey: walletKeys.list })
    void client.invalidateQueries({ queryKey: walletKeys.depositsAll })
  }
}

/** The user's `deposit` pushes. */
export function depositFeed(client: QueryClient): Feed {
  return { key: 'deposit', events: { deposit: (payload) => applyDeposit(client, payload) } }
}
