import type { Schemas } from '@/lib/types'

/* The wire of coupons (docs/api/coupons.md), as the server's generated types. Amounts are decimal strings. */

/** A coupon's status: 1 available, 2 used, 3 expired. */
export type CouponStatus = 1 | 2 | 3

export const COUPON_AVAILABLE: CouponStatus = 1
export const COUPON_USED: CouponStatus = 2
export const COUPON_EXPIRED: CouponStatus = 3

/**
 * What a coupon pays for; `fee`: the opening fee of one contract market order, up to its value; `trial`: the whole
 * stake of one seconds-option order (its value in USDT), whose win pays the user the profit only; `boost`: its `rate`
 * (percent a day) added to one lock-mining position in its asset for the whole term, paying at most its value.
 */
export type CouponKind = 'fee' | 'trial' | 'boost'

/** One of the caller's coupons. */
export type CouponView = Omit<Schemas['CouponView'], 'kind' | 'status'> & {
  kind: CouponKind
  status: CouponStatus
}
