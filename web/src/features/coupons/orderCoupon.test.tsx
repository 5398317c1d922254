import { QueryClientProvider } from '@tanstack/react-query'
import { act } from 'react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { RequestError } from '@/lib/request'
import { testQueryClient } from '@/test/providers'
import { render, type Rendered } from '@/test/render'
import { couponKeys } from './keys'
import { isCouponRefused, useOrderCoupon } from './orderCoupon'
import type { CouponView } from './types'

let view: Rendered | undefined

afterEach(() => {
  view?.unmount()
  view = undefined
})

const coupon = { id: 7, title: '10 USDT off' } as CouponView

/** Renders a form's coupon and hands back what the hook returns on each render. */
async function holdCoupon() {
  const client = testQueryClient()
  const invalidate = vi.spyOn(client, 'invalidateQueries')
  const held: { current: ReturnType<typeof useOrderCoupon> | null } = { current: null }
  function Form() {
    held.current = useOrderCoupon()
    return null
  }
  view = await render(
    <QueryClientProvider client={client}>
      <Form />
    </QueryClientProvider>,
  )
  await act(async () => held.current!.setCoupon(coupon))
  return { held, invalidate }
}

describe('order coupon', () => {
  it('tells a refused coupon from any other failure', () => {
    expect(isCouponRefused(new RequestError('coupon_unusable', 'no'))).toBe(true)
    expect(isCouponRefused(new RequestError('insufficient_balance', 'no'))).toBe(false)
    expect(isCouponRefused(new Error('coupon_unusable'))).toBe(false)
  })

  it('drops the coupon an order spent and reads the coupons again, and keeps it when the order took none', async () => {
    const { held, invalidate } = await holdCoupon()
    await act(async () => held.current!.spent(null))
    expect(held.current!.coupon).toBe(coupon)
    expect(invalidate).not.toHaveBeenCalled()
    await act(async () => held.current!.spent(coupon))
    expect(held.current!.coupon).toBeNull()
    expect(invalidate).toHaveBeenCalledWith({ queryKey: couponKeys.all })
  })

  it('drops the coupon the server refused and keeps it through any other failure', async () => {
    const { held, invalidate } = await holdCoupon()
    await act(async () => held.current!.failed(new RequestError('insufficient_balance', 'no')))
    expect(held.current!.coupon).toBe(coupon)
    expect(invalidate).not.toHaveBeenCalled()
    await act(async () => held.current!.failed(new RequestError('coupon_unusable', 'no')))
    expect(held.current!.coupon).toBeNull()
    expect(invalidate).toHaveBeenCalledWith({ queryKey: couponKeys.all })
  })
})
