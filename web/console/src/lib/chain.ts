import type { WithdrawalItem } from './types'

/** The stages of a withdrawal paid from the hot address (ADR 83), as `WithdrawalItem.chain.status`. */
export const CHAIN_AWAITING_SIGNATURE = 1
export const CHAIN_BROADCAST = 2
export const CHAIN_PAID = 3
export const CHAIN_FAILED = 4

/**
 * Whether the withdrawal is out for signing or on chain: the server refuses to approve or reject it
 * (`withdrawal_on_chain`) until its export is given up or its transaction fails.
 */
export function isOnChain(row: Pick<WithdrawalItem, 'chain'>): boolean {
  const stage = row.chain?.status
  return stage === CHAIN_AWAITING_SIGNATURE || stage === CHAIN_BROADCAST
}

/** Whether the withdrawal's export waits for its signature, so giving up the unsigned exports would free it. */
export function awaitsSignature(row: Pick<WithdrawalItem, 'chain'>): boolean {
  return row.chain?.status === CHAIN_AWAITING_SIGNATURE
}

/** A transaction hash cut to its ends, `0x1234…cdef`; a short one as it is. */
export function shortHash(hash: string): string {
  return hash.length > 14 ? `${hash.slice(0, 8)}…${hash.slice(-6)}` : hash
}
