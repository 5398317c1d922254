import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { pagerAsListPage } from '@/features/wallet'
import { useFeed } from '@/hooks/useFeed'
import { usePagedList } from '@/hooks/usePagedList'
import { selectIsLoggedIn, useSession } from '@/lib/session'
import { isInUserRoom } from '@/lib/socket'
import { toast } from '@/lib/toast'
import { apply } from './api/apply'
import { follow } from './api/follow'
import { getHistory } from './api/getHistory'
import { getMy } from './api/getMy'
import { getPositions } from './api/getPositions'
import { getTrader } from './api/getTrader'
import { getTraders } from './api/getTraders'
import { selfHolding } from './api/selfHolding'
import { stop } from './api/stop'
import { unfollow } from './api/unfollow'
import { isCopy } from './copy'
import { copyKeys } from './keys'
import { copyFeed } from './live'
import type { FollowInput, LeverTx, Sort, TraderRow, TraderTrade } from './types'

/** Open positions are read this many at a time when the copies among them are picked out. */
const POSITIONS_LIMIT = 50

/** At most this many pages of open positions are read (1,000 positions). */
const POSITIONS_PAGES = 20

/** Closed copies are picked from this many of the latest closed positions. */
const RECENT_CLOSED = 50

const POSITION_OPEN = 1
const POSITION_CLOSED = 3

/** Without private pushes (socket not in the user's room), the copies are polled this often. */
const POLL_WITHOUT_PUSHES = 10_000

const pollWithoutPushes = () => (isInUserRoom() ? false : POLL_WITHOUT_PUSHES)

/** Keeps the copy-trading queries current with `position` pushes while the caller is mounted. */
export function useCopyFeed(): void {
  const client = useQueryClient()
  const loggedIn = useSession(selectIsLoggedIn)
  useFeed(loggedIn ? copyFeed(client) : null)
}

/** The leaderboard in one order, page by page. */
export function useTraders(sort: Sort) {
  const lang = useSession((s) => s.lang)
  return usePagedList<TraderRow>({
    queryKey: copyKeys.traders(lang, sort),
    fetchPage: async (page, limit) => pagerAsListPage(await getTraders(sort, page, limit), limit),
  })
}

/** A trader's profile and figures. */
export function useTrader(id: number) {
  const lang = useSession((s) => s.lang)
  return useQuery({ queryKey: copyKeys.trader(lang, id), queryFn: () => getTrader(id), enabled: id > 0 })
}

/** A trader's closed positions, page by page. */
export function useTraderHistory(id: number) {
  const lang = useSession((s) => s.lang)
  return usePagedList<TraderTrade>({
    queryKey: copyKeys.history(lang, id),
    fetchPage: async (page, limit) => pagerAsListPage(await getHistory(id, page, limit), limit),
    enabled: id > 0,
  })
}

/** The caller's trader status and the traders they follow. */
export function useMyFollow() {
  const lang = useSession((s) => s.lang)
  const loggedIn = useSession(selectIsLoggedIn)
  return useQuery({
    queryKey: copyKeys.my(lang),
    queryFn: getMy,
    enabled: loggedIn,
    refetchInterval: pollWithoutPushes,
  })
}

/** The caller's open copied positions (all pairs), newest first. */
export function useOpenCopies() {
  const lang = useSession((s) => s.lang)
  const loggedIn = useSession(selectIsLoggedIn)
  return useQuery({
    queryKey: copyKeys.copies(lang),
    queryFn: async () => {
      const copies: LeverTx[] = []
      for (let page = 1; page <= POSITIONS_PAGES; page += 1) {
        const rows = (await getPositions(POSITION_OPEN, page, POSITIONS_LIMIT))?.message?.data ?? []
        copies.push(...rows.filter(isCopy))
        if (rows.length < POSITIONS_LIMIT) break
      }
      return copies
    },
    enabled: loggedIn,
    refetchInterval: pollWithoutPushes,
  })
}

/** The copies among the caller's latest closed positions, newest first. */
export function useRecentClosedCopies() {
  const lang = useSession((s) => s.lang)
  const loggedIn = useSession(selectIsLoggedIn)
  return useQuery({
    queryKey: copyKeys.closed(lang),
    queryFn: async () => ((await getPositions(POSITION_CLOSED, 1, RECENT_CLOSED))?.message?.data ?? []).filter(isCopy),
    enabled: loggedIn,
    refetchInterval: pollWithoutPushes,
  })
}

function useRefreshAfter() {
  const client = useQueryClient()
  return (text: string) => {
    if (text) toast.success(text)
    void client.invalidateQueries({ queryKey: copyKeys.all })
  }
}

/** Follows a trader or changes the setting; the server's text is shown. */
export function useFollow() {
  const refresh = useRefreshAfter()
  return useMutation({ mutationFn: (params: FollowInput) => follow(params), onSuccess: refresh })
}

/** Stops following a trader. */
export function useUnfollow() {
  const refresh = useRefreshAfter()
  return useMutation({ mutationFn: (traderUserId: number) => unfollow(traderUserId), onSuccess: refresh })
}

/** Keeps a copy as one's own position. */
export function useSelfHolding() {
  const refresh = useRefreshAfter()
  return useMutation({ mutationFn: (transactionId: number) => selfHolding(transactionId), onSuccess: refresh })
}

/** Applies to become a trader. */
export function useApply() {
  const refresh = useRefreshAfter()
  return useMutation({ mutationFn: apply, onSuccess: refresh })
}

/** Stops being a trader. */
export function useStopTrading() {
  const refresh = useRefreshAfter()
  return useMutation({ mutationFn: stop, onSuccess: refresh })
}
