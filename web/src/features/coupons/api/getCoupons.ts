import type { Pager } from '@/features/wallet'
import { get } from '@/lib/request'
import type { CouponStatus, CouponView } from '../types'

/** GET /coupon/list: the caller's coupons of one status, page by page. */
export function getCoupons(status: CouponStatus, page: number, limit: number): Promise<Pager<CouponView>> {
  return get<Pager<CouponView>>('/coupon/list', { status, page, limit })
}
