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

/** An IEO project as lists show it (API contract §5.9, ADR 44): amounts in tokens, prices in the payment asset. */
export type IeoProject = Schemas['IeoProject']

/** `/project/detail`: the project with its links and the caller's balance, the caller's totals, what is sold. */
export type IeoDetail = Schemas['IeoDetail']

export type IeoProjectInfo = Schemas['IeoProjectInfo']

export type IeoProjectListPage = Schemas['IeoProjectListPage']

/** One of the caller's subscriptions with the allocation rule applied to the totals. */
export type IeoSubscription = Schemas['IeoSubscription']

export type IeoSubscriptionDataPage = Schemas['IeoSubscriptionDataPage']

export type IeoOrderInput = Schemas['IeoOrderInput']

/** A project's sale by time (`time_status`). */
export const IEO_WARM_UP = 1
export const IEO_ONGOING = 2
export const IEO_ENDED = 3

/** A subscription's status. */
export const IEO_APPLIED = 1
export const IEO_ALLOCATED = 2
export const IEO_REFUNDED = 3

/** A dual-investment product (API contract §5.12, ADR 45): a share is 0.1 coin for a call, reference ÷ 10 USDT for a put. */
export type DualProduct = Schemas['DualProduct']

/** One of the caller's dual-investment orders, with the evidence of its settlement. */
export type DualOrder = Schemas['DualOrder']

export type DualIndex = Schemas['DualIndex']

export type DualOrderListPage = Schemas['DualOrderListPage']

/** Dual order statuses. */
export const DUAL_PURCHASED = 1
export const DUAL_SETTLING = 2
export const DUAL_SETTLED = 3
export const DUAL_REFUNDED = 4
