import { useMutation, useQuery } from '@tanstack/react-query'
import { pagerAsListPage } from '@/features/wallet'
import { usePagedList } from '@/hooks/usePagedList'
import { selectIsLoggedIn, useSession } from '@/lib/session'
import { claimCoupon } from './api/claimCoupon'
import { getCoupons } from './api/getCoupons'
import { getUsable } from './api/getUsable'
import { couponKeys } from './keys'
import type { CouponKind, CouponStatus, CouponView } from './types'
import { useInvalidate } from '@/hooks/useInvalidate'

/** The caller's coupons of one status, page by page. */
export function useCoupons(status: CouponStatus) {
  const lang = useSession((s) => s.lang)
  const loggedIn = useSession(selectIsLoggedIn)
  return usePagedList<CouponView>({
    queryKey: couponKeys.list(lang, status),
    fetchPage: async (page, limit) => pagerAsListPage(await getCoupons(status, page, limit), limit),
    enabled: loggedIn,
  })
}

/** The caller's available coupons of a kind, soonest expiry first (the order sheet's picker). */
export function useUsableCoupons(kind: CouponKind) {
  const lang = useSession((s) => s.lang)
  const loggedIn = useSession(selectIsLoggedIn)
  return useQuery({
    queryKey: couponKeys.usable(lang, kind),
    queryFn: async () => {
      const list = await getUsable(kind)
      return Array.isArray(list) ? list : []
    },
    enabled: loggedIn,
  })
}

/** Claims a code; every coupon list reads again. */
export function useClaimCoupon() {
  const refresh = useInvalidate(couponKeys.all)
  return useMutation({
    mutationFn: (code: string) => claimCoupon(code.trim()),
    onSuccess: refresh,
  })
}
