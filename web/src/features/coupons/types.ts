/*
 * The wire of coupons (docs/api/coupons.md). Declared here until the server publishes its generated types; the names
 * and fields are the document's. Amounts are decimal strings.
 */

/** A coupon's status: 1 available, 2 used, 3 expired. */
export type CouponStatus = 1 | 2 | 3

export const COUPON_AVAILABLE: CouponStatus = 1
export const COUPON_USED: CouponStatus = 2
export const COUPON_EXPIRED: CouponStatus = 3

/** What a coupon pays for; `fee`: the opening fee of one contract market order, up to its value. */
export type CouponKind = 'fee'

/** One of the caller's coupons. */
export interface CouponView {
  id: number
  campaign_id: number
  /** In the interface language, falling back to English. */
  title: string
  kind: CouponKind
  /** The most it pays, e.g. "5". */
  value: string
  currency: string
  status: CouponStatus
  expires_at: string
  expires_at_ts: number
  used_at: string
  used_at_ts: number
  /** What it was used on, e.g. `lever_position:7`; "" until used. */
  used_on: string
  /** What it paid; "0" until used. */
  covered: string
}
