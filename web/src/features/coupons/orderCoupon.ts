import { useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { RequestError } from '@/lib/request'
import { couponKeys } from './keys'
import type { CouponView } from './types'

/** Whether an order failed because the coupon it named could not apply (`coupon_unusable`). */
export function isCouponRefused(error: unknown): boolean {
  return error instanceof RequestError && error.error === 'coupon_unusable'
}

/**
 * The coupon an order form has chosen. An order that spent it, or that the server refused it for, drops it and reads
 * every coupon list again.
 */
export function useOrderCoupon() {
  const client = useQueryClient()
  const [coupon, setCoupon] = useState<CouponView | null>(null)
  const drop = () => {
    setCoupon(null)
    void client.invalidateQueries({ queryKey: couponKeys.all })
  }
  return {
    coupon,
    setCoupon,
    /** After an order was placed with `used` (null when it took no coupon). */
    spent: (used: CouponView | null) => {
      if (used) drop()
    },
    /** After an order failed (the request wrapper has shown why): a coupon that could not apply is dropped. */
    failed: (error: unknown) => {
      if (isCouponRefused(error)) drop()
    },
  }
}
