import type { QueryClient } from '@tanstack/react-query'
import { walletKeys } from '@/features/wallet'
import type { Feed } from '@/lib/feeds'
import type { Schemas } from '@/lib/types'
import { leverKeys } from './keys'
import { mergePosition, positionFromPush } from './positions'
import type { DealAll } from './types'

/*
 * What contract events write into the query cache (through src/lib/feeds.ts): a private `position` push is written
 * into every cached `/lever/dealall` answer it belongs to, then the contract queries and balances are loaded again.
 * Prices reach the positions through the quotation, which `daymarket` keeps live (features/market/live.ts).
 */

/** A `position` push merged into the cached rows of its pair and state, then contracts and balances refreshed. */
export function applyPosition(client: QueryClient, payload: unknown): void {
  const push = positionFromPush(payload)
  if (!push) return
  for (const [key, data] of client.getQueriesData<DealAll>({ queryKey: leverKeys.dealAll })) {
    const [, , , currencyId, legalId, status] = key
    if (typeof currencyId !== 'number' || typeof legalId !== 'number' || typeof status !== 'number') continue
    const next = mergePosition(data, push, { currencyId, legalId, status })
    if (next !== data) client.setQueryData<DealAll>(key, next)
  }
  void client.invalidateQueries({ queryKey: leverKeys.all })
  void client.invalidateQueries({ queryKey: walletKeys.list })
}

/** A private `balance` push of the lever account: the available lever balance is loaded again. */
export function applyLeverBalance(client: QueryClient, payload: unknown): void {
  const account =
    typeof payload === 'object' && payload !== null
      ? (payload as { data?: Partial<Schemas['BalanceEvent']> }).data?.account
      : undefined
  if (account !== undefined && account !== 'lever') return
  void client.invalidateQueries({ queryKey: leverKeys.all })
}

/** The user's `position` and `balance` pushes, which keep the contract rows current. */
export function leverFeed(client: QueryClient): Feed {
  return {
    key: 'lever',
    events: { position: (p) => applyPosition(client, p), balance: (p) => applyLeverBalance(client, p) },
  }
}
