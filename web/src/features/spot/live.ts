import type { QueryClient } from '@tanstack/react-query'
import { walletKeys } from '@/features/wallet'
import type { Feed } from '@/lib/feeds'
import { convertKeys, spotKeys } from './keys'

/*
 * What the user's order and balance events write into the query cache (through src/lib/feeds.ts): the spot orders
 * (on an order event), the balances and the conversion balances are loaded again.
 */

/** A private `order` or `balance` event: the orders, balances and conversion balances are loaded again. */
export function applyPrivate(client: QueryClient, event: 'order' | 'balance'): void {
  if (event === 'order') void client.invalidateQueries({ queryKey: spotKeys.all })
  void client.invalidateQueries({ queryKey: walletKeys.list })
  void client.invalidateQueries({ queryKey: convertKeys.list })
}

/** The user's `order` and `balance` pushes. */
export function accountFeed(client: QueryClient): Feed {
  return {
    key: 'private',
    events: { order: () => applyPrivate(client, 'order'), balance: () => applyPrivate(client, 'balance') },
  }
}
