import type { Schemas } from '@/lib/types'

/** A lock-mining product on sale (API contract §5.10) with today's rate, its range, what remains and its reserve cover. */
export type LockProduct = Schemas['LockProduct']

/** A user's lock-mining position with the penalty an early redemption would take now. */
export type LockOrder = Schemas['LockOrder']

export type LockOrderList = Schemas['LockOrderList']

export type LockDepositInput = Schemas['LockDepositInput']

/** Position statuses. */
export const LOCK_LOCKED = 1
export const LOCK_MATURED = 2
export const LOCK_REDEEMED = 3
