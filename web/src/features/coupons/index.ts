import { lazy } from 'react'

/**
 * What the order sheets use of coupons: the coupon picker (fee coupons on the contract sheet, trial coupons on the
 * options sheet, boost coupons on the lock-mining sheet), loaded only when a sheet shows it, the chosen coupon as a
 * form holds it, and the keys to read the coupons again after an order.
 */
export const CouponPicker = lazy(() => import('./components/CouponPicker'))
export { couponKeys } from './keys'
export { isCouponRefused, useOrderCoupon } from './orderCoupon'
export type { CouponView } from './types'
