import { useQuery } from '@tanstack/react-query'
import { pagerAsListPage } from '@/features/wallet'
import { usePagedList } from '@/hooks/usePagedList'
import { selectIsLoggedIn, useSession } from '@/lib/session'
import { getInvite } from './api/getInvite'
import { getInvitees } from './api/getInvitees'
import { getRebateDetail } from './api/getRebateDetail'
import { getRebates } from './api/getRebates'
import { referralKeys } from './keys'
import type { InviteeView, RebateView } from './types'

/** The caller's invite code, link and totals. */
export function useInvite() {
  const loggedIn = useSession(selectIsLoggedIn)
  return useQuery({ queryKey: referralKeys.invite, queryFn: getInvite, enabled: loggedIn })
}

/** The accounts the caller invited, page by page. */
export function useInvitees() {
  const loggedIn = useSession(selectIsLoggedIn)
  return usePagedList<InviteeView>({
    queryKey: referralKeys.invitees,
    fetchPage: async (page, limit) => pagerAsListPage(await getInvitees(page, limit), limit),
    enabled: loggedIn,
  })
}

/** The caller's daily statements, page by page. */
export function useRebates() {
  const loggedIn = useSession(selectIsLoggedIn)
  return usePagedList<RebateView>({
    queryKey: referralKeys.rebates,
    fetchPage: async (page, limit) => pagerAsListPage(await getRebates(page, limit), limit),
    enabled: loggedIn,
  })
}

/** One statement with its fee lines; nothing is asked for id 0. */
export function useRebateDetail(id: number) {
  const loggedIn = useSession(selectIsLoggedIn)
  return useQuery({
    queryKey: referralKeys.detail(id),
    queryFn: () => getRebateDetail(id),
    enabled: loggedIn && id > 0,
  })
}
