import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { pagerAsListPage, walletKeys } from '@/features/wallet'
import { useFeed } from '@/hooks/useFeed'
import { PAGE_LIMIT, usePagedList } from '@/hooks/usePagedList'
import { selectIsLoggedIn, useSession } from '@/lib/session'
import { isInUserRoom } from '@/lib/socket'
import type { ListPage } from '@/lib/types'
import { batchClose, type BatchCloseParams } from './api/batchClose'
import { close } from './api/close'
import { getDeal } from './api/getDeal'
import { getDealAll } from './api/getDealAll'
import { getMyTrade } from './api/getMyTrade'
import { getRules } from './api/getRules'
import { setStop, type SetStopParams } from './api/setStop'
import { submit, type SubmitParams } from './api/submit'
import { leverKeys } from './keys'
import { leverFeed } from './live'
import { HISTORY_STATUS, TX_ENTRUST, TX_HOLDING, type HistoryTab, type LeverTx, type MyTrade } from './types'
import { useToastAndInvalidate } from '@/hooks/useInvalidate'

/** Rows of a pair shown on the contract screen (positions, entrusts). */
export const ROWS_LIMIT = 20

/** Without private pushes (socket not in the user's room), rows are polled this often. */
const POLL_WITHOUT_PUSHES = 10_000

const pollWithoutPushes = () => (isInUserRoom() ? false : POLL_WITHOUT_PUSHES)

/** Keeps the user's contract rows current with `position` and `balance` pushes while the caller is mounted. */
export function useLeverFeed(enabled: boolean): void {
  const client = useQueryClient()
  useFeed(enabled ? leverFeed(client) : null)
}

/** The contracts' published rules, once asked for (`enabled`); they change rarely. */
export function useLeverRules(enabled: boolean) {
  return useQuery({ queryKey: leverKeys.rules, queryFn: getRules, enabled, staleTime: 300_000 })
}

/** `/lever/deal` of a pair: lot and leverage presets, the lot limit and the available lever balance. */
export function useLeverDeal(currencyId: number, legalId: number) {
  const loggedIn = useSession(selectIsLoggedIn)
  return useQuery({
    queryKey: leverKeys.deal(currencyId, legalId),
    queryFn: () => getDeal(currencyId, legalId),
    enabled: loggedIn && currencyId > 0 && legalId > 0,
  })
}

function useRows(currencyId: number, legalId: number, status: number) {
  const loggedIn = useSession(selectIsLoggedIn)
  return useQuery({
    queryKey: leverKeys.rows(currencyId, legalId, status),
    queryFn: () => getDealAll({ currency_id: currencyId, legal_id: legalId, status, page: 1, limit: ROWS_LIMIT }),
    enabled: loggedIn && currencyId > 0 && legalId > 0,
    refetchInterval: pollWithoutPushes,
  })
}

/** The user's open positions of a pair, with the risk rate and totals; kept current by `position` pushes. */
export function usePositions(currencyId: number, legalId: number) {
  return useRows(currencyId, legalId, TX_HOLDING)
}

/** The user's pending limit entrusts of a pair. */
export function useEntrusts(currencyId: number, legalId: number) {
  return useRows(currencyId, legalId, TX_ENTRUST)
}

/** A page of `/lever/my_trade` with the totals that come beside its rows. */
export type HistoryPage = ListPage<LeverTx> & { totals: MyTrade['rate_profits_total'] | null }

/** The user's contract history of one tab (all pairs), page by page. */
export function useLeverHistory(tab: HistoryTab) {
  const lang = useSession((s) => s.lang)
  const loggedIn = useSession(selectIsLoggedIn)
  const status = HISTORY_STATUS[tab]
  return usePagedList<LeverTx, HistoryPage>({
    queryKey: leverKeys.history(lang, status),
    fetchPage: async (page, limit) => {
      const answer = await getMyTrade({ page, status, limit })
      const pager = answer?.message ?? { current_page: page, data: [], last_page: page, per_page: limit, total: 0 }
      return { ...pagerAsListPage(pager, limit), totals: answer?.rate_profits_total ?? null }
    },
    limit: PAGE_LIMIT,
    enabled: loggedIn,
  })
}

/** Shows the server's text; the rows and balances reload. */
function useAnnounce() {
  return useToastAndInvalidate(leverKeys.all, walletKeys.list)
}

/** Opens a position or places an entrust; the server's text is shown and the rows and balances reload. */
export function useSubmitLever() {
  const announce = useAnnounce()
  return useMutation({
    mutationFn: ({ params, key }: { params: SubmitParams; key: string }) => submit(params, key),
    onSuccess: announce,
  })
}

/** Closes a position at the mark, or cancels an entrust. */
export function useClosePosition() {
  const announce = useAnnounce()
  return useMutation({
    mutationFn: (id: number) => close(id),
    onSuccess: announce,
  })
}

/** Closes all positions, the longs or the shorts (of one pair when it is named). */
export function useBatchClose() {
  const announce = useAnnounce()
  return useMutation({
    mutationFn: (params: BatchCloseParams) => batchClose(params),
    onSuccess: announce,
  })
}

/** Sets or clears a position's take-profit and stop-loss. */
export function useSetStop() {
  const announce = useAnnounce()
  return useMutation({
    mutationFn: (params: SetStopParams) => setStop(params),
    onSuccess: announce,
  })
}
