import { post } from '@/lib/request'
import type { CouponView } from '../types'

/**
 * POST /coupon/claim: claims the campaign of a code; answers the coupon issued. Refusals (`coupon_invalid`,
 * `coupon_claimed`, `coupon_sold_out`, `coupon_not_eligible`) are shown by the request wrapper in the server's words.
 */
export function claimCoupon(code: string): Promise<CouponView> {
  return post<CouponView>('/coupon/claim', { code })
}
