import { get } from '@/lib/request'
import type { CouponKind, CouponView } from '../types'

/** GET /coupon/usable: the caller's available coupons of a kind, soonest expiry first. */
export function getUsable(kind: CouponKind): Promise<CouponView[]> {
  return get<CouponView[]>('/coupon/usable', { kind })
}
