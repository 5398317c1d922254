import { formatBalance } from '@/lib/amount'
import { toDec } from '@/lib/decimal'
import type { ChainDeposits, ChainTerms, WithdrawalItem } from './types'

/* Deposits seen on chain (`/wallet/chain_deposits`): the terms of a network and how a sighting reads. */

/** While a transfer is confirming, its confirmations are read this often (pushes only tell first sight and credit). */
export const POLL_CONFIRMING = 5_000

/** A sighting still counting confirmations; 2 is credited, 3 below the minimum (shown, never credited). */
export const CHAIN_CONFIRMING = 1

/** Whether any of the user's sightings is still counting confirmations. */
export function hasConfirming(data: ChainDeposits | undefined): boolean {
  return data?.list.some((d) => d.status === CHAIN_CONFIRMING) ?? false
}

/** Whether a watcher credits deposits of the asset by itself on any of its networks. */
export function anyWatched(data: ChainDeposits | undefined): boolean {
  return data?.terms.some((t) => t.watched) ?? false
}

/**
 * The terms of the network an address is on: `network` is the key of `/wallet/get_in_address` (lower case), or ""
 * for an asset with a single address, which is on the asset's only network.
 */
export function termsFor(terms: ChainTerms[], network: string): ChainTerms | undefined {
  if (!network) return terms.length === 1 ? terms[0] : undefined
  return terms.find((t) => t.network.toLowerCase() === network.toLowerCase())
}

/** The minimum to show (`1.00000000` reads `1`, grouped by thousands), or null when there is none. */
export function minimumText(minimum: string): string | null {
  const value = toDec(minimum)
  if (!value || !value.greaterThan(0)) return null
  return formatBalance(minimum, value.decimalPlaces())
}

/** A transaction hash cut to its start and end (`0x12345678…90abcdef`). */
export function shortHash(hash: string): string {
  return hash.length > 20 ? `${hash.slice(0, 10)}…${hash.slice(-8)}` : hash
}

/** How far a sighting is towards its credit, in whole percent from 0 to 100. */
export function confirmationPercent(confirmations: number, required: number): number {
  if (!(required > 0)) return 0
  return Math.min(100, Math.max(0, Math.floor((confirmations * 100) / required)))
}

/* Withdrawals paid from the hot address (`chain` of `/user/withdraw/list`): where each payment stands on chain. */

/** Waiting for the operator's signature. */
export const PAYOUT_AWAITING_SIGNATURE = 1
/** Broadcast: its hash is known, and its confirmations count up once it is in a block. */
export const PAYOUT_BROADCAST = 2
/** Paid: its confirmations reached the required number. */
export const PAYOUT_PAID = 3
/** Failed on chain; the withdrawal waits to be paid again. */
export const PAYOUT_FAILED = 4

/** Whether any of the withdrawals is still on its way on chain (waiting for its signature or broadcast). */
export function hasPayoutUnderway(items: readonly WithdrawalItem[]): boolean {
  return items.some((w) => w.chain?.status === PAYOUT_AWAITING_SIGNATURE || w.chain?.status === PAYOUT_BROADCAST)
}
