import { lazy } from 'react'

/**
 * What the contract order sheet uses of coupons: the fee coupon picker, loaded only when the sheet shows it, and the
 * keys to read the coupons again after an order.
 */
export const CouponPicker = lazy(() => import('./components/CouponPicker'))
export { couponKeys } from './keys'
export type { CouponView } from './types'
